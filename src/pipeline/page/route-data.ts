/**
 * Page stage 2, route data: the `PageData` a page is drawn from (title, table of contents, sidebar, breadcrumbs,
 * previous/next, tags, last update, edit link, style sheets, alternates, …). Each piece that follows a rule has a small
 * pure getter here, taking only what it reads (the doc, the compiled content, parts of its variant's plan);
 * `docRouteData` and `specialRouteData` put the pieces together in the order of the `PageData` contract, which is the
 * order the page's data block is written in, so it must not change. Reads no files, compiles no Markdown, makes no
 * search records and renders no page: the only HTML here is the notices above a doc, which the data carries.
 */
import type { SiteConfig } from '../../config/schema.js';
import type { NavLink, PageAlternates, PageData, PageHead, SidebarRef, SidebarView, TocEntry } from '../../../core/route-data.js';
import type { Href, SitePath } from '../../../core/urls.js';
import type { Doc } from '../../content/docs.js';
import { tagLinksOf } from '../../content/tags.js';
import type { AssetCopy } from '../../markdown/context.js';
import { mathStylesheets } from '../../markdown/math-assets.js';
import type { ThemeModule } from '../../render/theme-module.js';
import { pageNavigation, sidebarView, type SidebarPageNav } from '../../sidebar/navigation.js';
import type { SidebarNode } from '../../sidebar/resolve.js';
import type { LandingPage } from '../landing-page.js';
import type { SitePlan, VariantPlan } from '../plan.js';
import { joinRoute } from '../site-variants.js';
import { headTagKey } from '../../render/head-tag-key.js';
import { pageHeadOf } from '../../content/page-head.js';
import { vitePressDocumentTitle } from '../../content/vitepress-title.js';
import type { CompiledDoc } from './compile-doc.js';

/** The sidebar a page shows: its name and its tree (absent when the plan has no tree of that name). */
export interface PageSidebar {
  name: string;
  nodes: readonly SidebarNode[] | undefined;
}

/** Everything a doc's route data is made from. */
export interface DocRouteInput {
  doc: Doc;
  variant: VariantPlan;
  site: SitePlan;
  content: CompiledDoc;
  /** The variant's sidebar name → URL of its full-tree asset (absent when it has none). */
  sidebarTreeUrls: ReadonlyMap<string, Href> | undefined;
  /** The style sheet of the site's own components, which an MDX page links (null or absent otherwise). */
  componentsStylesheet: SitePath | null | undefined;
  theme: ThemeModule;
}

/** The tab's title names what the page's heading says: on a landing page, the hero's title. */
export function titleOf(doc: Doc, landing: LandingPage | null): string {
  return landing ? landing.view.hero.title : doc.title;
}

/**
 * The headings the table of contents lists: the config's `tableOfContents` levels (2 and 3 by default) unless the
 * page's `toc_min/max_heading_level` say otherwise; none on a landing page.
 */
export function tocOf(
  doc: Doc,
  toc: readonly TocEntry[],
  landing: boolean,
  levels: SiteConfig['tableOfContents'] = { minHeadingLevel: 2, maxHeadingLevel: 3 },
): TocEntry[] {
  if (landing) return [];
  const min = doc.frontMatter.toc_min_heading_level ?? levels.minHeadingLevel;
  const max = Math.max(min, doc.frontMatter.toc_max_heading_level ?? levels.maxHeadingLevel);
  return toc.filter((entry) => entry.depth >= min && entry.depth <= max);
}

/** Whether the table of contents is hidden: always on a landing page, else as `hide_table_of_contents` says. */
export function hideTableOfContentsOf(doc: Doc, landing: boolean): boolean {
  return landing ? true : (doc.frontMatter.hide_table_of_contents ?? false);
}

/** The sidebar of the doc, or null when it is in none. A landing page shows no sidebar, so none of what follows from one. */
export function docSidebarOf(doc: Doc, variant: Pick<VariantPlan, 'sidebarOfDoc' | 'sidebars'>, landing: boolean): PageSidebar | null {
  const name = landing ? undefined : variant.sidebarOfDoc.get(doc.id);
  return name ? { name, nodes: variant.sidebars.get(name) } : null;
}

/** The sidebar a not-found or search page shows: the variant's first. */
export function firstSidebarOf(variant: Pick<VariantPlan, 'sidebars'>): PageSidebar | null {
  const name = variant.sidebars.keys().next().value as string | undefined;
  return name ? { name, nodes: variant.sidebars.get(name) } : null;
}

/** Breadcrumbs and sidebar-order previous/next of a doc in its sidebar (null outside one). */
export function sidebarNavigationOf(
  doc: Doc,
  sidebar: PageSidebar | null,
  variant: Pick<VariantPlan, 'readingOrder' | 'homeRoute' | 'breadcrumbHome'> & { site: { text: { breadcrumbHome: string } } },
): SidebarPageNav | null {
  if (!sidebar?.nodes) return null;
  return pageNavigation(
    sidebar.nodes,
    variant.readingOrder.get(sidebar.name) ?? [],
    doc.id,
    doc.route,
    variant.breadcrumbHome ?? variant.homeRoute,
    variant.site.text.breadcrumbHome,
  );
}

/** The trail from home to the page (none outside a sidebar). */
export function breadcrumbsOf(nav: SidebarPageNav | null): NavLink[] {
  return nav?.breadcrumbs ?? [];
}

/** The sidebar as the page's HTML draws it, with `activeDocId` marked; pruned to the open branch for large sidebars. */
export function sidebarViewOf(sidebar: PageSidebar | null, activeDocId: string | null, pruneSidebars: ReadonlySet<string>): SidebarView[] | null {
  return sidebar?.nodes ? sidebarView(sidebar.nodes, activeDocId, pruneSidebars.has(sidebar.name)) : null;
}

/** A sidebar small enough to render whole is rebuilt in the browser from the shared tree, not shipped per page. */
export function sidebarRefOf(sidebar: PageSidebar | null, activeDocId: string | null, pruneSidebars: ReadonlySet<string>): SidebarRef | undefined {
  return sidebar?.nodes && !pruneSidebars.has(sidebar.name) ? { name: sidebar.name, activeDocId } : undefined;
}

/** The hashed asset with the page's whole sidebar tree, or null. */
export function sidebarTreeUrlOf(sidebar: PageSidebar | null, sidebarTreeUrls: ReadonlyMap<string, Href> | undefined): Href | null {
  return sidebar ? (sidebarTreeUrls?.get(sidebar.name) ?? null) : null;
}

/**
 * Previous/next links: sidebar order, unless `pagination_prev`/`pagination_next` name a doc (or null for none), each
 * labelled by its `pagination_label`. None on a landing page or an unlisted one.
 */
export function paginationOf(
  doc: Doc,
  nav: SidebarPageNav | null,
  variant: Pick<VariantPlan, 'docs' | 'docsById'>,
  landing: boolean,
): { prev: NavLink | null; next: NavLink | null } {
  if (landing) return { prev: null, next: null };
  const labelOf = (target: Doc) => target.frontMatter.pagination_label ?? target.label;
  const toDoc = (id: string) => {
    const target = variant.docsById.get(id);
    return target ? { label: labelOf(target), href: target.route } : null;
  };
  const relabel = (link: NavLink | null | undefined) => {
    const target = link ? variant.docs.find((d) => d.route === link.href) : undefined;
    return link ? { ...link, label: target?.frontMatter.pagination_label ?? link.label } : null;
  };
  // An unlisted page is no step of its sidebar's reading order.
  if (doc.unlisted) return { prev: null, next: null };
  const pick = (chosen: string | null | undefined, fallback: NavLink | null | undefined) =>
    chosen === null ? null : chosen !== undefined ? toDoc(chosen) : relabel(fallback);
  return { prev: pick(doc.frontMatter.pagination_prev, nav?.prev), next: pick(doc.frontMatter.pagination_next, nav?.next) };
}

/** `keywords` front matter, for the keywords meta tag (absent when there are none). */
export function keywordsOf(doc: Doc): string[] | undefined {
  return doc.frontMatter.keywords?.length ? doc.frontMatter.keywords : undefined;
}

/** The page's tags as links to their pages. The foot of a doc (tags, edit link, last update) is no part of a landing page. */
export function tagsOf(doc: Doc, routeBasePath: string, landing: boolean): NavLink[] | undefined {
  return !landing && doc.frontMatter.tags?.length ? tagLinksOf(doc, routeBasePath) : undefined;
}

/** The page's last change as the site shows it: `last_update` front matter over git, date and author each only when turned on. */
export function lastUpdateOf(doc: Doc, variant: Pick<VariantPlan, 'config' | 'gitUpdates'>, landing: boolean): PageData['lastUpdate'] {
  if (landing || doc.frontMatter.hide_last_update) return undefined;
  const { showLastUpdateTime, showLastUpdateAuthor } = variant.config.docs;
  if (!showLastUpdateTime && !showLastUpdateAuthor) return undefined;
  const git = doc.sourcePath ? variant.gitUpdates.get(doc.sourcePath) : undefined;
  const given = doc.frontMatter.last_update;
  const date = showLastUpdateTime ? (given?.date ?? git?.date) : undefined;
  const author = showLastUpdateAuthor ? (given?.author ?? git?.author) : undefined;
  if (!date && !author) return undefined;
  return { ...(date ? { date } : {}), ...(author ? { author } : {}) };
}

/** Where to edit the page's source, when the site links it (never from a landing page). */
export function editUrlOf(doc: Doc, editUrls: ReadonlyMap<string, Href>, landing: boolean): Href | undefined {
  return !landing && editUrls.has(doc.id) ? editUrls.get(doc.id)! : undefined;
}

/** Style sheets only some pages need: KaTeX's on pages with math, the site components' on MDX pages. */
export function stylesheetsOf(assets: readonly AssetCopy[], componentsStylesheet: SitePath | null | undefined): SitePath[] | undefined {
  const sheets = [...mathStylesheets(assets), ...(componentsStylesheet ? [componentsStylesheet] : [])];
  return sheets.length ? sheets : undefined;
}

/**
 * The page in the site's other locales (the same route under the locale's prefix unless the locale's own page of that
 * id says otherwise: every locale has every page) and versions (where the version has a page of that id), within
 * its docs instance. None on a site whose docs instance has one locale and one version.
 */
export function alternatesOf(
  doc: Doc,
  variant: Pick<VariantPlan, 'locale' | 'localePrefix' | 'instance'> & {
    version: { name: string };
    site: { locales: readonly { code: string; prefix: string }[] };
  },
  site: {
    config: { i18n: { locales: readonly unknown[] } };
    variants: readonly (Pick<VariantPlan, 'locale' | 'docsById' | 'instance'> & { version: { name: string } })[];
  },
): PageAlternates | undefined {
  const siblings = site.variants.filter((v) => v.instance === variant.instance);
  if (site.config.i18n.locales.length < 2 && siblings.length < 2) return undefined;
  const locales: Record<string, SitePath> = {};
  for (const locale of variant.site.locales) {
    const built = siblings.find((v) => v.locale === locale.code && v.version.name === variant.version.name);
    locales[locale.code] = built?.docsById.get(doc.id)?.route ?? joinRoute(locale.prefix, doc.route.slice(variant.localePrefix.length));
  }
  const versions: Record<string, SitePath> = {};
  for (const other of siblings) {
    if (other.locale !== variant.locale) continue;
    const route = other.docsById.get(doc.id)?.route;
    if (route) versions[other.version.name] = route;
  }
  return { locales, versions };
}

/** The version banner and untranslated notice above a doc, drawn by the theme: only on sites with alternates, absent when empty. */
export function noticesHtmlOf(page: PageData, variant: Pick<VariantPlan, 'site'>, theme: Pick<ThemeModule, 'docNoticesHtml'>): string | undefined {
  const notices = page.alternates ? theme.docNoticesHtml(variant.site, page) : '';
  return notices || undefined;
}

/**
 * What the page adds to its head, from its `head` front matter and then its `<Head>` (which wins where both give
 * the same tag), and the page's description: a `<meta name="description">` given there replaces the front
 * matter's `description` (one tag, as Docusaurus' Head replaces it), the rest is added.
 */
export function headOf(doc: Doc, bodyHead: PageHead | undefined): { head?: PageHead; description: string; pageTitle?: string } {
  const head = withHead(pageHeadOf(doc.frontMatter.head), bodyHead);
  if (!head) return { description: doc.description };
  const isDescription = (t: PageHead['tags'][number]) => t.tag === 'meta' && t.attributes.name?.toLowerCase() === 'description';
  const given = head.tags.findLast(isDescription)?.attributes.content;
  const rest: PageHead = { ...(head.title !== undefined ? { title: head.title } : {}), tags: head.tags.filter((t) => !isDescription(t)) };
  return {
    ...(rest.title !== undefined || rest.tags.length ? { head: rest } : {}),
    description: given ?? doc.description,
    ...(head.pageTitle ? { pageTitle: head.pageTitle } : {}),
  };
}

/** The front matter's head with the body's over it: the body's title, and its tags after those of the same key dropped. */
function withHead(fromFrontMatter: PageHead | undefined, fromBody: PageHead | undefined): PageHead | undefined {
  if (!fromFrontMatter || !fromBody) return fromBody ?? fromFrontMatter;
  const replaced = new Set(fromBody.tags.map((t) => headTagKey(t.tag, t.attributes)).filter((key) => key !== null));
  return {
    ...fromFrontMatter,
    ...fromBody,
    ...((fromBody.title ?? fromFrontMatter.title) !== undefined ? { title: fromBody.title ?? fromFrontMatter.title } : {}),
    tags: [...fromFrontMatter.tags.filter((t) => !replaced.has(headTagKey(t.tag, t.attributes) ?? '')), ...fromBody.tags],
  };
}

/** The layout of a page of the pages folder (`page` for Markdown, `component` for React), else the landing layout or none. */
export function layoutOf(doc: Doc, landing: boolean): PageData['layout'] {
  if (doc.page === 'component') return 'component';
  if (doc.page === 'markdown') return landing ? 'landing' : 'page';
  return landing ? 'landing' : undefined;
}

/** A doc's route data, piece by piece, in the contract's order. */
export function docRouteData({ doc, variant, site, content, sidebarTreeUrls, componentsStylesheet, theme }: DocRouteInput): PageData {
  const { landing } = content;
  const isLanding = landing !== null;
  // A page of the pages folder is drawn like a landing page's surroundings: no sidebar, trail, pagination or doc foot.
  const bare = isLanding || doc.page !== undefined;
  const layout = layoutOf(doc, isLanding);
  const sidebar = docSidebarOf(doc, variant, bare);
  const nav = sidebarNavigationOf(doc, sidebar, variant);
  const sidebarRef = sidebarRefOf(sidebar, doc.id, variant.pruneSidebars);
  const keywords = keywordsOf(doc);
  const image = content.image;
  const tags = tagsOf(doc, variant.config.docs.routeBasePath, bare);
  const lastUpdate = lastUpdateOf(doc, variant, bare);
  const editUrl = editUrlOf(doc, variant.editUrls, bare);
  const stylesheets = stylesheetsOf(content.body.assets, componentsStylesheet);
  const alternates = alternatesOf(doc, variant, site);
  const component = doc.page === 'component';
  const { head, description, pageTitle } = headOf(doc, content.body.head);
  // A React page whose Layout names nothing has the site's title alone in its tab, as in Docusaurus.
  const template = doc.frontMatter.titleTemplate;
  const tabHead =
    component && pageTitle === undefined && head?.title === undefined
      ? { tags: head?.tags ?? [], title: variant.site.title }
      : // VitePress' `titleTemplate` makes the tab's title, unless the page's head gives one itself.
        template !== undefined && head?.title === undefined
        ? { tags: head?.tags ?? [], title: vitePressDocumentTitle(pageTitle ?? doc.frontMatter.title ?? titleOf(doc, landing), variant.site.title, template) }
        : head;
  const wrapperClassName = doc.frontMatter.wrapperClassName;
  const page: PageData = {
    kind: 'doc',
    ...(layout ? { layout } : {}),
    ...(wrapperClassName ? { wrapperClassName } : {}),
    route: doc.route,
    title: pageTitle ?? titleOf(doc, landing),
    description,
    toc: tocOf(doc, content.body.toc, isLanding || component, variant.config.tableOfContents),
    breadcrumbs: breadcrumbsOf(nav),
    sidebar: sidebarViewOf(sidebar, doc.id, variant.pruneSidebars),
    ...(sidebar ? { sidebarName: sidebar.name } : {}),
    ...(sidebarRef ? { sidebarRef } : {}),
    ...paginationOf(doc, nav, variant, bare),
    hideTableOfContents: hideTableOfContentsOf(doc, isLanding || component),
    ...(keywords ? { keywords } : {}),
    ...(image ? { image } : {}),
    ...(doc.unlisted ? { noindex: true } : {}),
    ...(tags ? { tags } : {}),
    ...(lastUpdate ? { lastUpdate } : {}),
    ...(editUrl !== undefined ? { editUrl } : {}),
    ...(stylesheets ? { stylesheets } : {}),
    ...(tabHead ? { head: tabHead } : {}),
    sidebarTreeUrl: sidebarTreeUrlOf(sidebar, sidebarTreeUrls),
    ...(alternates ? { variant: variant.key, alternates } : {}),
    ...(doc.untranslated ? { untranslated: true } : {}),
  };
  const noticesHtml = noticesHtmlOf(page, variant, theme);
  if (noticesHtml) page.noticesHtml = noticesHtml;
  return page;
}

/** The route data of a variant's not-found page (`404`) or search page, under its locale's prefix. */
export function specialRouteData(kind: 'notFound' | 'search', variant: VariantPlan, sidebarTreeUrls: ReadonlyMap<string, Href> | undefined): PageData {
  const sidebar = firstSidebarOf(variant);
  const sidebarRef = sidebarRefOf(sidebar, null, variant.pruneSidebars);
  return {
    kind,
    route: joinRoute(variant.localePrefix, kind === 'notFound' ? '/404' : '/search'),
    // In the variant's language, as the page's heading is.
    title: kind === 'notFound' ? variant.site.text.notFound : variant.site.text.searchTitle,
    description: kind === 'notFound' ? variant.site.text.notFoundText : `Search the ${variant.site.title} documentation.`,
    toc: [],
    breadcrumbs: [],
    sidebar: sidebarViewOf(sidebar, null, variant.pruneSidebars),
    ...(sidebarRef ? { sidebarRef } : {}),
    prev: null,
    next: null,
    hideTableOfContents: true,
    sidebarTreeUrl: sidebarTreeUrlOf(sidebar, sidebarTreeUrls),
    ...(variant.key ? { variant: variant.key } : {}),
    // A page of search results is no page for a search engine's index.
    ...(kind === 'search' ? { noindex: true } : {}),
  };
}
