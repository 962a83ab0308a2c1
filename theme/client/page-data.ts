/**
 * Loads and prefetches page data for client navigation. Each route is requested at most once per session:
 * a prefetch is a credentialed GET whose promise the router reuses. (`<link rel="prefetch">` was measured in
 * Chromium and its response was not reused by the router's fetch, so the route was requested twice.)
 */
import type { PageDataFile, PageDataWithBody, SiteData } from '../../core/route-data.js';
import { pageDataUrl } from '../../core/urls.js';

const loads = new Map<string, Promise<PageDataFile>>();

function fetchJson(url: string): Promise<PageDataFile> {
  return fetch(url, { credentials: 'include' }).then((response) => {
    if (!response.ok) throw new Error(`Loading ${url} failed with HTTP ${response.status}.`);
    return response.json() as Promise<PageDataFile>;
  });
}

export function loadPageData(site: SiteData, route: string): Promise<PageDataFile> {
  const url = pageDataUrl(site, route);
  let pending = loads.get(url);
  if (!pending) {
    pending = fetchJson(url);
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
export function rememberPageData(site: SiteData, route: string, data: PageDataWithBody): void {
  loads.set(pageDataUrl(site, route), Promise.resolve(data));
}

/** Drops every loaded page (dev: the pages changed on disk). */
export function forgetPageData(): void {
  loads.clear();
}
