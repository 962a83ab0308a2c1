/**
 * Loads and prefetches pages for client navigation. A route's data is read from its own HTML (the data block every
 * page carries, and the article's body), so the site ships no second copy of each page and a prefetch warms the
 * browser's cache for a full load too. Each route is requested at most once per session: a prefetch's promise is
 * the one the router awaits. (`<link rel="prefetch">` was measured in Chromium and its response was not reused by
 * the router's fetch, so the route was requested twice.) Must not import Node modules.
 */
import type { PageData, PageDataRedirect, PageDataWithBody, SiteData } from '../../core/route-data.js';
import { withBase } from '../../core/urls.js';

/** What a route's HTML holds for the router. */
export type LoadedRoute =
  /** A docsgen page: its site data (as JSON text, to compare with the current site's) and the page. */
  | { siteJson: string; page: PageDataWithBody }
  /** A route that forwards to another. */
  | PageDataRedirect
  /** An HTML file docsgen did not render (a static file): only a full load shows it. */
  | { foreign: true };

const DATA_OPEN = '<script id="__docsgen_data" type="application/json">';
const loads = new Map<string, Promise<LoadedRoute>>();
/** After `forgetPageData` (dev: files changed), pages are revalidated instead of taken from the HTTP cache. */
let revalidate = false;

/** The page's data block and its article, read from the route's HTML. */
export function readRouteHtml(html: string): LoadedRoute {
  const start = html.indexOf(DATA_OPEN);
  if (start < 0) return { foreign: true };
  const from = start + DATA_OPEN.length;
  const data = JSON.parse(html.slice(from, html.indexOf('</script>', from))) as { site: SiteData; page: PageData } | PageDataRedirect;
  if ('redirect' in data) return { redirect: data.redirect };
  // The data block comes after the page's markup, so parsing stops short of it; scripts in an inert document never run.
  const body = new DOMParser().parseFromString(html.slice(0, start), 'text/html').querySelector('#__docsgen article.markdown');
  return { siteJson: JSON.stringify(data.site), page: { ...data.page, bodyHtml: body?.innerHTML ?? '' } };
}

function fetchRoute(url: string): Promise<LoadedRoute> {
  return fetch(url, { credentials: 'include', cache: revalidate ? 'no-cache' : 'default' }).then(async (response) => {
    if (!response.ok) throw new Error(`Loading ${url} failed with HTTP ${response.status}.`);
    return readRouteHtml(await response.text());
  });
}

export function loadPageData(site: SiteData, route: string): Promise<LoadedRoute> {
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

export function prefetchPageData(site: SiteData, route: string): void {
  loadPageData(site, route).catch(() => {
    /* a failed prefetch is retried by the navigation that needs it */
  });
}

/** Seeds the cache with the page the server rendered, so going back to it needs no request. */
export function rememberPageData(site: SiteData, route: string, page: PageDataWithBody): void {
  loads.set(withBase(site.baseUrl, route), Promise.resolve({ siteJson: JSON.stringify(site), page }));
}

/** Drops every loaded page (dev: the pages changed on disk). */
export function forgetPageData(): void {
  loads.clear();
  revalidate = true;
}
