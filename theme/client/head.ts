/**
 * Keeps the document head in step with client-side navigation: title, description, canonical, `hreflang`
 * alternates and Open Graph, the tags an MDX page's `<Head>` adds (replaced page by page), and the page's own
 * style sheets (KaTeX's), added once and kept for later pages.
 */
import type { PageData, SiteData } from '../../core/route-data.js';
import { defaultLocaleOf, documentTitle } from '../../core/route-data.js';
import { absoluteUrl, withBase } from '../../core/urls.js';

function setMeta(selector: string, attribute: 'content' | 'href', value: string): void {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/** The site's head tags the current page's `<Head>` stands in for, put back when the reader leaves the page. */
const replaced: Element[] = [];

export function updateHead(site: SiteData, page: PageData): void {
  const title = page.head?.title ?? documentTitle(page.title, site.title, site.titleDelimiter);
  document.title = title;
  setMeta('meta[name="description"]', 'content', page.description);
  setMeta('meta[property="og:title"]', 'content', title);
  setMeta('meta[property="og:description"]', 'content', page.description);
  const url = absoluteUrl(site, page.route);
  setMeta('link[rel="canonical"]', 'href', url);
  setMeta('meta[property="og:url"]', 'content', url);
  // The page in other locales: the links the server wrote, pointed at the new page (a locale keeps its position).
  for (const link of Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'))) {
    const lang = link.getAttribute('hreflang');
    const locale = lang === 'x-default' ? defaultLocaleOf(site.locales) : site.locales.find((l) => l.htmlLang === lang);
    const route = locale && page.alternates?.locales[locale.code];
    if (route) link.href = absoluteUrl(site, route);
  }
  // The tags the previous page's `<Head>` added go, and the site's tags they stood in for come back; then this
  // page's come, each in place of the site's tag of the same name (one `og:type`, one canonical link).
  for (const tag of Array.from(document.head.querySelectorAll('[data-page-head]'))) tag.remove();
  for (const tag of replaced.splice(0)) document.head.append(tag);
  for (const { tag, attributes, json } of page.head?.tags ?? []) {
    const key = (['name', 'property'] as const).find((k) => attributes[k]) ?? (attributes.rel === 'canonical' ? 'rel' : null);
    const same = key ? document.head.querySelector(`${tag}[${key}="${CSS.escape(attributes[key]!)}"]:not([data-page-head])`) : null;
    if (same) {
      replaced.push(same);
      same.remove();
    }
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    // Structured data (`application/ld+json`) is text a browser never runs.
    if (json !== undefined) element.textContent = JSON.stringify(json);
    element.setAttribute('data-page-head', '');
    document.head.append(element);
  }
  for (const sheet of page.stylesheets ?? []) {
    const href = withBase(site.baseUrl, sheet);
    if (!document.head.querySelector(`link[href="${href}"]`)) document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
  }
}
