/**
 * Loads and prefetches pages for client navigation. A route's data is read from its own HTML (the data block every
 * page carries, completed from the shared site asset, and the article's body), so the site ships no second copy
 * of each page and a prefetch warms the browser's cache for a full load too. Each route is requested at most once
 * per session: a prefetch's promise is the one the router awaits. (`<link rel="prefetch">` was measured in
 * Chromium and its response was not reused by the router's fetch, so the route was requested twice.) Must not
 * import Node modules.
 */
import type { PageData, PageDataBlock, PageDataRedirect, PageDataWithBody, SiteData } from '../../core/route-data.js';
import { withBase, type SitePath } from '../../core/urls.js';
import { completeBlock } from './shared-data.js';
import { byId } from '../dom/lookup.js';

/** What a route's HTML holds for the router. */
export type LoadedRoute =
  /** A docsgen page, and the URL of the shared asset its site data names (which differs for another variant or deploy). */
  | { shared: string; page: PageDataWithBody }
  /** A route that forwards to another. */
  | PageDataRedirect
  /** An HTML file docsgen did not render (a static file): only a full load shows it. */
  | { foreign: true };

const DATA_OPEN = '<script id="__docsgen_data" type="application/json">';
const loads = new Map<string, Promise<LoadedRoute>>();
/** After `forgetPageData` (dev: files changed), pages are revalidated instead of taken from the HTTP cache. */
let revalidate = false;

/** The data block of a page's HTML (or of the current document, given none). */
export function readDataBlock(html?: string): PageDataBlock | { site: SiteData; page: PageData } | PageDataRedirect | null {
  if (html === undefined) return JSON.parse(byId('__docsgen_data')?.textContent ?? 'null') as PageDataBlock | null;
  const start = html.indexOf(DATA_OPEN);
  if (start < 0) return null;
  const from = start + DATA_OPEN.length;
  return JSON.parse(html.slice(from, html.indexOf('</script>', from))) as PageDataBlock | PageDataRedirect;
}

/** The page's data and its article, read from the route's HTML. */
export async function readRouteHtml(html: string): Promise<LoadedRoute> {
  const block = readDataBlock(html);
  if (!block) return { foreign: true };
  if ('redirect' in block) return { redirect: block.redirect };
  const { page, shared } = await completeBlock(block);
  // The data block comes after the page's markup, so parsing stops short of it; scripts in an inert document never run.
  // Through Document's own method: an element of the fetched page named `querySelector` must not answer instead.
  const parsed = new DOMParser().parseFromString(html.slice(0, html.indexOf(DATA_OPEN)), 'text/html');
  const body = Document.prototype.querySelector.call(parsed, '#__docsgen article.markdown, #__docsgen article.page-component');
  return { shared, page: { ...page, bodyHtml: body?.innerHTML ?? '' } };
}

function fetchRoute(url: string): Promise<LoadedRoute> {
  return fetch(url, { credentials: 'include', cache: revalidate ? 'no-cache' : 'default' }).then(async (response) => {
    if (!response.ok) throw new Error(`Loading ${url} failed with HTTP ${response.status}.`);
    return readRouteHtml(await response.text());
  });
}

export function loadPageData(site: SiteData, route: SitePath): Promise<LoadedRoute> {
  const url = withBase(site.baseUrl, route);
  let pending = loads.get(url);
  if (!pending) {
    pending = fetchRoute(url);
    loads.set(url, pending);
    // A failed load may be retried later (Retry button, back navigation).
    pending.catch(() => loads.delete(url));
  }
  return pending;
}

export function prefetchPageData(site: SiteData, route: SitePath): void {
  loadPageData(site, route).catch(() => {
    /* a failed prefetch is retried by the navigation that needs it */
  });
}

/** Seeds the cache with the page the server rendered, so going back to it needs no request. */
export function rememberPageData(site: SiteData, shared: string, route: SitePath, page: PageDataWithBody): void {
  loads.set(withBase(site.baseUrl, route), Promise.resolve({ shared, page }));
}

/** Drops every loaded page (dev: the pages changed on disk). */
export function forgetPageData(): void {
  loads.clear();
  revalidate = true;
}
