/**
 * Renders one whole page: the theme's <App> through `renderToString`, poured into the HTML template with the
 * title, meta description, canonical URL, Open Graph tags, hydration data and asset links. Pure: the template
 * text comes in as an argument.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageData, PageDataBlock, SiteData } from '../../core/route-data.js';
import { escapeHtml, inlineScriptJson } from '../../core/html.js';
import { LAYOUT_ID } from '../../core/reserved-ids.js';
import { defaultLocaleOf, documentTitle } from '../../core/route-data.js';
import { absoluteUrl, isExternalUrl, toSitePath, withBase, type Href, type SitePath } from '../../core/urls.js';
import { builtInTheme, themeRenderError, type ThemeModule } from './theme-module.js';
import { headTagKey } from './head-tag-key.js';

export interface PageAssets {
  scriptHref: string;
  styleHref: string;
  faviconHref: string | null;
  /** The config's social card image as an absolute URL: the `og:image` of a page whose front matter gives none. */
  socialImage?: string | null;
  /** The config's own head tags (`head`, `scripts`, `stylesheets`), rendered once for every page; after the theme's style sheet. */
  headTags?: string;
}

export interface RenderPageInput {
  template: string;
  site: SiteData;
  /** URL of the variant's shared asset (strings, sidebar trees), which the data block points to; '' for none. */
  sharedUrl?: Href | '';
  page: PageData;
  bodyHtml: string;
  assets: PageAssets;
  /** Default: the built-in theme. */
  theme?: ThemeModule;
  /** Extra markup before </body> (the dev server's live-update script). */
  bodyEnd?: string;
}

export function pageTitle(page: PageData, site: SiteData): string {
  return page.head?.title ?? documentTitle(page.title, site.title, site.titleDelimiter);
}

/** The document's head without the template's tags that the page's `<Head>` gives again (one of each, as Docusaurus' Head). */
function withoutReplaced(html: string, page: PageData): string {
  const end = html.indexOf('</head>');
  if (end < 0 || !page.head?.tags.length) return html;
  let head = html.slice(0, end);
  for (const { tag, attributes } of page.head.tags) {
    const key = headTagKey(tag, attributes);
    if (!key) continue;
    const same = new RegExp(`<${tag} ${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^>]*>\n?`, 'g');
    head = head.replace(same, (found) => (found.includes('data-page-head') ? found : ''));
  }
  return head + html.slice(end);
}

/** The tags a page's `<Head>` adds, marked so client navigation can replace them with the next page's. */
function headTagsHtml(page: PageData): string[] {
  return (page.head?.tags ?? []).map(({ tag, attributes, json }) => {
    const attrs = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`);
    if (tag === 'script') return `<script${attrs.join('')} data-page-head>${inlineScriptJson(json ?? null)}</script>`;
    return `<${tag}${attrs.join('')} data-page-head>`;
  });
}

export function canonicalUrl(site: SiteData, route: SitePath): Href {
  return absoluteUrl(site, route);
}

/** `hreflang` links to the page in every locale, and `x-default` to the default locale's (sites with several locales). */
function languageAlternates(site: SiteData, page: PageData): string {
  if (!page.alternates || site.locales.length < 2) return '';
  const links = site.locales.flatMap((locale) => {
    const route = page.alternates!.locales[locale.code];
    return route ? [`<link rel="alternate" hreflang="${escapeHtml(locale.htmlLang)}" href="${escapeHtml(absoluteUrl(site, route))}">`] : [];
  });
  const fallback = defaultLocaleOf(site.locales);
  const defaultRoute = fallback ? page.alternates.locales[fallback.code] : undefined;
  if (defaultRoute) links.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(absoluteUrl(site, defaultRoute))}">`);
  return links.join('\n');
}

function breadcrumbJsonLd(site: SiteData, page: PageData): string {
  // A crumb with no page of its own (a category without a link) has no URL, and every list item but the last
  // needs one, so the list names the linked crumbs only.
  const linked = page.breadcrumbs.filter((crumb) => crumb.href);
  if (linked.length === 0) return '';
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: absoluteUrl(site, crumb.href),
    })),
  };
  return `<script type="application/ld+json">${inlineScriptJson(data)}</script>`;
}

const EMPTY = '';

/** The page's own style sheets (KaTeX's), keywords, and the social card image (the front matter's, else the config's). */
function pageMeta(site: SiteData, page: PageData, siteImage: string | null): string {
  const tags: string[] = [];
  for (const sheet of page.stylesheets ?? []) tags.push(`<link rel="stylesheet" href="${escapeHtml(withBase(site.baseUrl, sheet))}">`);
  if (page.keywords?.length) tags.push(`<meta name="keywords" content="${escapeHtml(page.keywords.join(', '))}">`);
  const image = page.image ? (isExternalUrl(page.image) ? page.image : absoluteUrl(site, toSitePath(page.image))) : siteImage;
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`, `<meta name="twitter:image" content="${escapeHtml(image)}">`);
  tags.push(...headTagsHtml(page));
  return tags.join('\n');
}

/** The locale the pages are in (the default locale), for `<html lang>` and `dir`. */
function pageLocale(site: SiteData): { htmlLang: string; direction: 'ltr' | 'rtl' } {
  return site.locales.find((l) => l.code === site.locale) ?? { htmlLang: site.locale || 'en', direction: 'ltr' };
}

/** The executable inline scripts of the site's pages: the head script (every page) and the base-URL check (home). */
export function siteInlineScripts(site: SiteData, theme: ThemeModule = builtInTheme): { head: string; baseUrlCheck: string } {
  return {
    head: theme.headScript({
      defaultMode: site.colorMode.defaultMode,
      respectPrefersColorScheme: site.colorMode.respectPrefersColorScheme,
      announcementId: site.announcementBar?.id ?? null,
    }),
    baseUrlCheck: theme.baseUrlCheckScript(site.baseUrl),
  };
}

/**
 * The page's data block: the site data without its strings and the page without a sidebar the browser rebuilds,
 * both of which it takes from the shared asset (so they are not repeated in every page). Without a shared asset
 * (a page rendered alone), the block is whole.
 */
export function pageDataBlock(site: SiteData, page: PageData, sharedUrl: Href | ''): PageDataBlock | { site: SiteData; page: PageData } {
  if (!sharedUrl) return { site, page };
  const { text: _text, ...siteWithoutText } = site;
  return { site: siteWithoutText, shared: sharedUrl, page: page.sidebarRef ? { ...page, sidebar: null } : page };
}

export function renderPage({ template, site, sharedUrl = '', page, bodyHtml, assets, theme = builtInTheme, bodyEnd = '' }: RenderPageInput): string {
  const { App } = theme;
  const scripts = siteInlineScripts(site, theme);
  let app: string;
  try {
    app = renderToString(createElement(App, { site, page, bodyHtml }));
  } catch (error) {
    throw themeRenderError(theme, error, page.route);
  }
  const title = escapeHtml(pageTitle(page, site));
  const isIndexable = page.kind !== 'notFound';
  const url = canonicalUrl(site, page.route);
  const values: Record<string, string> = {
    lang: escapeHtml(pageLocale(site).htmlLang),
    dir: ` dir="${pageLocale(site).direction}"`,
    defaultMode: site.colorMode.defaultMode,
    title,
    siteTitle: escapeHtml(site.title),
    description: escapeHtml(page.description),
    canonical:
      isIndexable && !page.noindex
        ? [`<link rel="canonical" href="${escapeHtml(url)}">`, languageAlternates(site, page)].filter(Boolean).join('\n')
        : '<meta name="robots" content="noindex">',
    pageMeta: pageMeta(site, page, assets.socialImage ?? null),
    ogUrl: isIndexable ? `<meta property="og:url" content="${escapeHtml(url)}">` : EMPTY,
    favicon: assets.faviconHref ? `<link rel="icon" href="${escapeHtml(assets.faviconHref)}">` : EMPTY,
    headScript: scripts.head,
    styleHref: escapeHtml(assets.styleHref),
    // No paint before the navbar is whole (see LAYOUT_ID). Only when the theme's layout carries the id: a browser
    // that never meets the element would hold the first paint until the whole page is parsed.
    renderBlocking: app.includes(` id="${LAYOUT_ID}"`) ? `<link rel="expect" href="#${LAYOUT_ID}" blocking="render">` : EMPTY,
    headTags: assets.headTags ?? EMPTY,
    scriptHref: escapeHtml(assets.scriptHref),
    structuredData: breadcrumbJsonLd(site, page),
    app,
    data: inlineScriptJson(pageDataBlock(site, page, sharedUrl)),
    // The shared asset is fetched before hydration: started here, it loads alongside the script.
    sharedPreload: sharedUrl ? `<link rel="preload" href="${escapeHtml(sharedUrl)}" as="fetch" crossorigin>` : EMPTY,
    bodyEnd: (page.kind === 'doc' && page.route === '/' ? `<script>${scripts.baseUrlCheck}</script>` : '') + bodyEnd,
  };
  return withoutReplaced(
    template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? values[key]! : whole)),
    page,
  );
}
