/**
 * Build stage `renderDocPage` (and `renderSpecialPage`): one doc in, its output file out — the page HTML, which
 * client navigation reads too — plus what the link checker needs (links, heading ids) and the files beside
 * the page to copy. Reads only the local images and files a page names (hash and size, through `asset-files.ts`);
 * the caller writes and copies the files.
 */
import type { NavLink, PageAlternates, PageData, TocEntry } from '../../core/route-data.js';
import { routeOutputFile, withBase, type SitePath } from '../../core/urls.js';
import type { Doc } from '../content/docs.js';
import { tagLinksOf } from '../content/tags.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { AssetCopy, LinkRecord } from '../markdown/context.js';
import type { CompiledMarkdown } from '../markdown/compile.js';
import { builtInTheme } from '../render/theme-module.js';
import { mathStylesheets } from '../markdown/math-assets.js';
import { renderPage } from '../render/document.js';
import { pageNavigation, pathTo, sidebarView, type SidebarPageNav } from '../sidebar/navigation.js';
import { DEFAULT_LVL0, hashRecords, pageRecords } from '../search/records.js';
import type { SearchRecord } from '../../core/search/records.js';
import type { SitePlan, VariantPlan } from './plan.js';
import { joinRoute } from './site-variants.js';
import type { CachedFile, PageReads } from './page-reads.js';
import { compileDoc } from './page/compile-doc.js';
import type { OutputFile, RenderEnv } from './page/render-env.js';

export { markdownExtensionsOf } from './page/compile-doc.js';
export type { OutputFile, RenderEnv } from './page/render-env.js';

/** A page's records as the search stage first needs them: how many, their hash, and the URL they share. */
export interface RecordsSummary {
  count: number;
  /** hashRecords of the records. */
  hash: string;
  /** The `url_without_anchor` of every record, or null when they have none or several. */
  url: string | null;
}

export interface RenderedPage {
  files: OutputFile[];
  /** DocSearch records of the page. */
  records: SearchRecord[];
  /**
   * hashRecords of `records`, made where they are (a render thread) and kept in the page's cache entry, so the
   * search stage need not serialise every page's records to see that none changed.
   */
  recordsHash?: string;
  /** Set on a page taken from the render cache, whose `records` are parsed only when first read. */
  recordsSummary?: RecordsSummary;
  route: string;
  file: string;
  links: LinkRecord[];
  headingIds: Set<string>;
  diagnostics: Diagnostic[];
  /** Bytes already written by a worker thread (its `files` are then empty). */
  writtenBytes?: number;
  /** Those files with the hashes of their contents, when the build has a cache (which hashed them to store them). */
  written?: CachedFile[];
  /** Files the build cache holds for this page (a page taken from the cache): linked into the output, not written. */
  linked?: CachedFile[];
  /** Files beside the page (images, linked files) that the caller copies into the output, once per site. */
  assets: AssetCopy[];
}

/** The page's HTML: client navigation reads the next page from it too, so there is no separate data file. */
function pageFiles(env: RenderEnv, variantIndex: number, page: PageData, bodyHtml: string): OutputFile[] {
  const variant = env.plan.variants[variantIndex]!;
  const html = renderPage({ template: env.template, site: variant.site, sharedUrl: env.sharedUrls[variantIndex]!, page, bodyHtml, assets: env.assets, theme: env.theme, bodyEnd: env.bodyEnd });
  return [{ path: routeOutputFile(page.route), content: html }];
}

/** The page's last change as the site shows it: `last_update` front matter over git, date and author each only when turned on. */
function lastUpdateOf(doc: Doc, plan: VariantPlan): Pick<PageData, 'lastUpdate'> {
  const { showLastUpdateTime, showLastUpdateAuthor } = plan.config.docs;
  if (!showLastUpdateTime && !showLastUpdateAuthor) return {};
  const git = doc.sourcePath ? plan.gitUpdates.get(doc.sourcePath) : undefined;
  const given = doc.frontMatter.last_update;
  const date = showLastUpdateTime ? (given?.date ?? git?.date) : undefined;
  const author = showLastUpdateAuthor ? (given?.author ?? git?.author) : undefined;
  if (!date && !author) return {};
  return { lastUpdate: { ...(date ? { date } : {}), ...(author ? { author } : {}) } };
}

/** The headings the table of contents lists: levels 2 and 3 unless `toc_min/max_heading_level` say otherwise. */
function tocWithin(toc: readonly TocEntry[], doc: Doc): TocEntry[] {
  const min = doc.frontMatter.toc_min_heading_level ?? 2;
  const max = Math.max(min, doc.frontMatter.toc_max_heading_level ?? 3);
  return toc.filter((entry) => entry.depth >= min && entry.depth <= max);
}

/** Previous/next links: sidebar order, unless `pagination_prev`/`pagination_next` name a doc (or null for none). */
function pagination(doc: Doc, nav: SidebarPageNav | null, plan: VariantPlan): { prev: NavLink | null; next: NavLink | null } {
  const labelOf = (target: Doc) => target.frontMatter.pagination_label ?? target.label;
  const toDoc = (id: string) => {
    const target = plan.docsById.get(id);
    return target ? { label: labelOf(target), href: target.route } : null;
  };
  const relabel = (link: NavLink | null | undefined) => {
    const target = link ? plan.docs.find((d) => d.route === link.href) : undefined;
    return link ? { ...link, label: target?.frontMatter.pagination_label ?? link.label } : null;
  };
  // An unlisted page is no step of its sidebar's reading order.
  if (doc.unlisted) return { prev: null, next: null };
  const pick = (chosen: string | null | undefined, fallback: NavLink | null | undefined) => (chosen === null ? null : chosen !== undefined ? toDoc(chosen) : relabel(fallback));
  return { prev: pick(doc.frontMatter.pagination_prev, nav?.prev), next: pick(doc.frontMatter.pagination_next, nav?.next) };
}

/** Style sheets only some pages need: KaTeX's on pages with math, the site components' on MDX pages. */
function stylesheetsOf(compiled: CompiledMarkdown, components: SitePath | null | undefined): Pick<PageData, 'stylesheets'> {
  const sheets = [...mathStylesheets(compiled.assets), ...(components ? [components] : [])];
  return sheets.length ? { stylesheets: sheets } : {};
}

/**
 * The page in the site's other locales (the same route under the locale's prefix unless the locale's own page of that
 * id says otherwise: every locale has every page) and versions (where the version has a page of that id).
 */
function alternatesOf(doc: Doc, variant: VariantPlan, site: SitePlan): PageAlternates | undefined {
  if (site.config.i18n.locales.length < 2 && site.variants.length < 2) return undefined;
  const locales: Record<string, SitePath> = {};
  for (const locale of variant.site.locales) {
    const built = site.variants.find((v) => v.locale === locale.code && v.version.name === variant.version.name);
    locales[locale.code] = built?.docsById.get(doc.id)?.route ?? joinRoute(locale.prefix, doc.route.slice(variant.localePrefix.length));
  }
  const versions: Record<string, SitePath> = {};
  for (const other of site.variants) {
    if (other.locale !== variant.locale) continue;
    const route = other.docsById.get(doc.id)?.route;
    if (route) versions[other.version.name] = route;
  }
  return { locales, versions };
}

/** Renders one doc; `reads` (for the render cache) receives every site file and partial the page reads. */
export function renderDocPage(doc: Doc, env: RenderEnv, reads?: PageReads): RenderedPage {
  const plan = env.plan.variants[doc.variant]!;
  const format = doc.format;
  const sidebarOf = plan.sidebarOfDoc.get(doc.id);
  const { body: compiled, landing, image } = compileDoc(doc, env, reads);
  // A landing page shows no sidebar, so none of what follows from one (breadcrumbs, previous/next).
  const sidebarName = landing ? undefined : plan.sidebarOfDoc.get(doc.id);
  const nodes = sidebarName ? plan.sidebars.get(sidebarName) : undefined;
  const nav = nodes && sidebarName ? pageNavigation(nodes, plan.readingOrder.get(sidebarName) ?? [], doc.id, doc.route, plan.homeRoute, plan.site.text.breadcrumbHome) : null;
  const alternates = alternatesOf(doc, plan, env.plan);
  const page: PageData = {
    kind: 'doc',
    ...(landing ? { layout: 'landing' as const } : {}),
    route: doc.route,
    // The tab's title names what the page's heading says: on a landing page, the hero's title.
    title: landing ? landing.view.hero.title : doc.title,
    description: doc.description,
    toc: landing ? [] : tocWithin(compiled.toc, doc),
    breadcrumbs: nav?.breadcrumbs ?? [],
    sidebar: nodes && sidebarName ? sidebarView(nodes, doc.id, plan.pruneSidebars.has(sidebarName)) : null,
    // A sidebar small enough to render whole is rebuilt in the browser from the shared tree, not shipped per page.
    ...(sidebarName && nodes && !plan.pruneSidebars.has(sidebarName) ? { sidebarRef: { name: sidebarName, activeDocId: doc.id } } : {}),
    ...(landing ? { prev: null, next: null } : pagination(doc, nav, plan)),
    hideTableOfContents: landing ? true : (doc.frontMatter.hide_table_of_contents ?? false),
    ...(doc.frontMatter.keywords?.length ? { keywords: doc.frontMatter.keywords } : {}),
    ...(image ? { image } : {}),
    ...(doc.unlisted ? { noindex: true } : {}),
    // The foot of a doc (tags, edit link, last update) is no part of a landing page.
    ...(!landing && doc.frontMatter.tags?.length ? { tags: tagLinksOf(doc, plan.config.docs.routeBasePath) } : {}),
    ...(landing ? {} : lastUpdateOf(doc, plan)),
    ...(!landing && plan.editUrls.has(doc.id) ? { editUrl: plan.editUrls.get(doc.id)! } : {}),
    ...stylesheetsOf(compiled, format === 'mdx' ? env.components?.stylesheet : null),
    sidebarTreeUrl: sidebarName ? (env.sidebarTreeUrls[doc.variant]?.get(sidebarName) ?? null) : null,
    ...(alternates ? { variant: plan.key, alternates } : {}),
    ...(doc.untranslated ? { untranslated: true } : {}),
  };
  const notices = alternates ? (env.theme ?? builtInTheme).docNoticesHtml(plan.site, page) : '';
  if (notices) page.noticesHtml = notices;
  // Search groups a page under its sidebar's top category, shown or not (a landing page shows none).
  const sidebarNodes = sidebarOf ? plan.sidebars.get(sidebarOf) : undefined;
  const top = sidebarNodes ? pathTo(sidebarNodes, doc.id)?.[0] : undefined;
  const records = !plan.config.search || doc.unlisted ? [] : pageRecords({
    url: withBase(plan.site.baseUrl, doc.route),
    title: page.title,
    lvl0: top?.kind === 'category' ? top.label : DEFAULT_LVL0,
    keywords: doc.frontMatter.keywords ?? [],
    sections: landing ? [...landing.sections, ...compiled.sections] : compiled.sections,
    language: plan.searchLanguage,
    docsTag: plan.searchTag,
  });
  const diagnostics = [...compiled.diagnostics];
  // A page whose body failed has an error of its own already; "no text to search" would only repeat it.
  const bodyFailed = compiled.bodyHtml === '' && compiled.diagnostics.some((d) => d.severity === 'error');
  if (plan.config.search && !doc.unlisted && !bodyFailed && !records.some((r) => r.type === 'content')) {
    diagnostics.push(diagnostic('search-no-records', 'warning', {}, { file: doc.file, line: 1 }));
  }
  const bodyHtml = landing ? (env.theme ?? builtInTheme).landingHtml(landing.view, compiled.bodyHtml) : compiled.bodyHtml;
  return {
    files: pageFiles(env, doc.variant, page, bodyHtml),
    records,
    // Only a build with a cache keys its search stage on the pages' records; dev and cacheless builds skip the hash.
    ...(env.cache ? { recordsHash: hashRecords(records) } : {}),
    route: doc.route,
    file: doc.file,
    links: compiled.links,
    headingIds: compiled.headingIds,
    diagnostics,
    assets: compiled.assets,
  };
}

/** The not-found page (`404.html`) and the search page (`search.html`) of a variant, under its locale's prefix. */
export function renderSpecialPage(kind: 'notFound' | 'search', env: RenderEnv, variantIndex = 0): OutputFile[] {
  const variant = env.plan.variants[variantIndex]!;
  const firstSidebar = variant.sidebars.keys().next().value as string | undefined;
  const nodes = firstSidebar ? variant.sidebars.get(firstSidebar) : undefined;
  const page: PageData = {
    kind,
    route: joinRoute(variant.localePrefix, kind === 'notFound' ? '/404' : '/search'),
    // In the variant's language, as the page's heading is.
    title: kind === 'notFound' ? variant.site.text.notFound : variant.site.text.searchTitle,
    description: kind === 'notFound' ? variant.site.text.notFoundText : `Search the ${variant.site.title} documentation.`,
    toc: [],
    breadcrumbs: [],
    sidebar: nodes ? sidebarView(nodes, null, variant.pruneSidebars.has(firstSidebar!)) : null,
    ...(nodes && !variant.pruneSidebars.has(firstSidebar!) ? { sidebarRef: { name: firstSidebar!, activeDocId: null } } : {}),
    prev: null,
    next: null,
    hideTableOfContents: true,
    sidebarTreeUrl: firstSidebar ? (env.sidebarTreeUrls[variantIndex]?.get(firstSidebar) ?? null) : null,
    ...(variant.key ? { variant: variant.key } : {}),
  };
  return pageFiles(env, variantIndex, page, '');
}
