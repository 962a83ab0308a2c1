/**
 * The data contract between the generator and the theme: one typed object per page and one per site.
 * Components only read these objects. This module holds types and pure helpers only; it must not import
 * Node modules or React.
 */

export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface NavLink {
  label: string;
  href: string;
}

export type SidebarView =
  | { kind: 'doc'; label: string; href: string; docId: string; active: boolean }
  | { kind: 'link'; label: string; href: string }
  | {
      kind: 'category';
      key: string;
      label: string;
      href: string | null;
      collapsible: boolean;
      collapsed: boolean;
      active: boolean;
      /** null when the build left this branch out of the page; the full tree is in `SiteData.sidebarTreeUrl`. */
      items: SidebarView[] | null;
    };

export type PageKind = 'doc' | 'notFound' | 'search';

/** Everything a page needs besides its article body, which travels as HTML. */
export interface PageData {
  kind: PageKind;
  route: string;
  title: string;
  description: string;
  toc: TocEntry[];
  breadcrumbs: NavLink[];
  sidebar: SidebarView[] | null;
  prev: NavLink | null;
  next: NavLink | null;
  hideTableOfContents: boolean;
  /** Hashed asset with this page's whole sidebar, when the HTML carries only the open branch. */
  sidebarTreeUrl: string | null;
}

/** Page data as fetched for client-side navigation: the page plus its body HTML. */
export interface PageDataWithBody extends PageData {
  bodyHtml: string;
}

export interface NavbarLinkItem {
  type: 'link';
  label: string;
  href: string;
  position: 'left' | 'right';
  icon?: 'chat' | 'repository';
}

export interface NavbarDropdownItem {
  type: 'localeDropdown' | 'docsVersionDropdown';
  position: 'left' | 'right';
}

export type NavbarItem = NavbarLinkItem | NavbarDropdownItem;

export interface FooterColumn {
  title: string;
  items: NavLink[];
}

export interface AnnouncementBarData {
  id: string;
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export interface VersionData {
  name: string;
  label: string;
  path: string;
  mainDocId: string;
  isLast: boolean;
}

/** How the search UI reaches its engine. */
export interface SearchSettings {
  provider: 'local' | 'server' | 'algolia';
  indexName: string;
  /** The prebuilt index and the worker that searches it (local provider). */
  indexUrl: string | null;
  workerUrl: string | null;
  /** Hosts for the algolia provider (default: Algolia's own). */
  hosts: string[] | null;
  appId: string;
  apiKey: string;
  /** Facet filters for contextual search (language and docs version tag). */
  facetFilters: (string | string[])[];
  insights: boolean;
  /** Where "Let us know." links on the no-results screen. */
  feedbackUrl: string | null;
}

/** Site-wide data, the same on every page. */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  buildId: string;
  logo: { alt: string; src: string } | null;
  navbar: { hideOnScroll: boolean; items: NavbarItem[] };
  footer: { columns: FooterColumn[]; copyright: string };
  announcementBar: AnnouncementBarData | null;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  locales: { code: string; label: string }[];
  versions: VersionData[];
  /** Where client navigation fetches the page data of a route. */
  pageDataBase: string;
  analytics: { trackingId: string; anonymizeIp: boolean } | null;
  search: SearchSettings | null;
}

/** `/` → `index`, `/a/b` → `a/b`: the file stem shared by a route's HTML and page-data files. */
export function routeFileStem(route: string): string {
  return route === '/' ? 'index' : route.slice(1);
}

/** True for links that leave the site (`https://…`, `mailto:`…). */
export function isExternalUrl(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}

/** Prefixes a site-absolute route with the base URL (`/docs/` + `/a` → `/docs/a`). */
export function withBase(baseUrl: string, route: string): string {
  if (baseUrl === '/' || !route.startsWith('/')) return route;
  return baseUrl.replace(/\/$/, '') + (route === '/' ? '' : route) || '/';
}

/** `/a/`, `/a.html`, `/a/index`, `/a/index.html` → `/a`; the one URL rule shared by server, links and router. */
export function normaliseRoute(pathname: string): string {
  let p = pathname;
  if (p.endsWith('/index.html')) p = p.slice(0, -'index.html'.length);
  else if (p.endsWith('/index')) p = p.slice(0, -'index'.length);
  else if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

/** The route a site-absolute pathname names under the base URL, or null when it lies outside the site. */
export function routeOfPathname(baseUrl: string, pathname: string): string | null {
  const base = baseUrl.replace(/\/$/, '');
  if (base && pathname !== base && !pathname.startsWith(base + '/')) return null;
  return normaliseRoute(pathname.slice(base.length) || '/');
}

/** The document title: "Page title | Site title" (the site title alone on a page named like the site). */
export function documentTitle(pageTitle: string, siteTitle: string): string {
  return pageTitle && pageTitle !== siteTitle ? `${pageTitle} | ${siteTitle}` : siteTitle;
}

/** Where client navigation fetches a route's page data. */
export function pageDataUrl(site: Pick<SiteData, 'pageDataBase'>, route: string): string {
  return `${site.pageDataBase}${routeFileStem(route)}.json`;
}
