/**
 * Client-side navigation: intercepts plain clicks on internal links, loads the next route's page (from its HTML),
 * renders it, updates the head and history, and scrolls to the top or the fragment, moving focus to the new page's heading
 * or to the fragment's target. Back and forward (fragment steps of one page included) and reloads restore the
 * saved scroll position. Every change of path, query or fragment, back and forward included, reports a page
 * view. A route whose page cannot load, that docsgen did not render, or whose site data differs from this page's
 * (another locale or docs version, or a new deploy) is opened with a full page load (or, offline, shown with a
 * Retry box).
 * Knows nothing about React: rendering is the `render` callback's job.
 */
import { pageText } from '../i18n/text.js';
import type { PageData, PageDataWithBody, SiteData } from '../../core/route-data.js';
import { routeOfPathname, withBase, type SitePath } from '../../core/urls.js';
import type { Analytics } from './analytics.js';
import { updateHead } from './head.js';
import { forgetPageData, loadPageData, prefetchPageData, rememberPageData, type LoadedRoute } from './page-data.js';
import { startPrefetching } from './prefetch.js';
import { createProgressBar } from './progress.js';
import { byId, query } from '../dom/lookup.js';

export interface LoadError {
  message: string;
  retry(): void;
}

export interface ViewState {
  page: PageData;
  bodyHtml: string;
  loadError: LoadError | null;
  /** Read out by the route announcer after a client-side navigation. */
  announcement: string;
}

export interface RouterOptions {
  site: SiteData;
  /** The shared site asset the current page names: a page naming another needs a full load. */
  shared: string;
  initial: ViewState;
  /** Renders synchronously; the DOM is up to date when it returns. */
  render(view: ViewState): void;
  /** Runs after every render of a new page (islands). */
  afterRender(): void;
  analytics: Analytics;
}

interface HistoryState {
  scrollY?: number;
}

const FILE_EXTENSION = /\.[a-z0-9]+$/i;

export interface Router {
  navigate(href: string): Promise<void>;
  /** The current route. */
  route(): string;
  /** Reloads the current page's data and renders it in place, keeping the scroll position (dev). */
  refresh(): Promise<void>;
  /** Forgets all loaded page data (dev). */
  forget(): void;
}

export function startRouter(options: RouterOptions): Router {
  const { site, render, afterRender, analytics } = options;
  const progress = createProgressBar();
  let current = options.initial;
  let currentRoute = current.page.route;
  let latest = 0;

  const routeOfUrl = (url: URL): SitePath | null => {
    if (url.origin !== location.origin) return null;
    if (FILE_EXTENSION.test(url.pathname) && !url.pathname.endsWith('.html')) return null;
    return routeOfPathname(site.baseUrl, url.pathname);
  };
  const routeOfLink = (link: HTMLAnchorElement): SitePath | null => {
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
    return routeOfUrl(new URL(link.href, location.href));
  };

  const prefetcher = startPrefetching(routeOfLink, (route) => {
    if (route !== currentRoute) prefetchPageData(site, route);
  });

  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  rememberPageData(site, options.shared, currentRoute, { ...current.page, bodyHtml: current.bodyHtml });

  /** Saves the reading position into the current history entry now (and drops a pending delayed save). */
  let scrollTimer = 0;
  const saveScrollNow = () => {
    window.clearTimeout(scrollTimer);
    history.replaceState({ ...(history.state as HistoryState | null), scrollY: window.scrollY }, '');
  };
  // A reload, or a return to a page left by a full load that the browser did not keep, finds the reading position
  // in the entry: go back to it (the browser does not, restoration being manual). Only a new entry starts from here.
  const savedY = (history.state as HistoryState | null)?.scrollY;
  // (A reload of an address with a fragment may have scrolled to it already: the saved position still wins.)
  if (savedY !== undefined && (window.scrollY === 0 || location.hash)) restoreStartPosition(savedY);
  else saveScrollNow();
  // A full load away (a link out, a failed route) leaves before a delayed save would run.
  window.addEventListener('pagehide', saveScrollNow);
  window.addEventListener(
    'scroll',
    () => {
      window.clearTimeout(scrollTimer);
      scrollTimer = window.setTimeout(saveScrollNow, 100);
    },
    { passive: true },
  );

  const show = (view: ViewState) => {
    current = view;
    render(view);
  };

  /** Renders loaded page data and brings the head, islands and prefetching up to date. */
  const present = ({ bodyHtml, ...page }: PageDataWithBody, announcement: string) => {
    show({ page, bodyHtml, loadError: null, announcement });
    updateHead(site, page);
    afterRender();
    prefetcher.observe(document);
  };

  const scrollInto = (hash: string, scrollY: number | undefined) => {
    if (scrollY !== undefined) return window.scrollTo(0, scrollY);
    const target = fragmentTarget(hash);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  };

  /**
   * Moves focus to the fragment's target, or else to the page's heading, so the next Tab starts there. Elements
   * that are not focusable become focusable by script only (the theme draws no ring on such headings).
   */
  const focusDestination = (hash: string) => {
    const target = fragmentTarget(hash) ?? query('main h1');
    if (!target) return;
    if (target.tabIndex < 0) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  };

  async function navigate(url: URL, push: boolean, scrollY?: number): Promise<void> {
    // Leaving this entry: its position is saved now, not by a delayed save that could land on the next entry.
    if (push) saveScrollNow();
    const route = routeOfUrl(url);
    if (!route) {
      location.assign(url.href);
      return;
    }
    const target = withBase(site.baseUrl, route) + url.search + url.hash;
    const token = ++latest;
    const stop = progress.start();
    let data: LoadedRoute;
    try {
      data = await loadPageData(site, route);
    } catch (error) {
      stop();
      if (token !== latest) return;
      const message = error instanceof Error ? error.message : String(error);
      if (navigator.onLine === false) {
        // The browser's own words ("Failed to fetch") tell a reader nothing; the console keeps them.
        console.warn(`docsgen: the page ${route} could not be loaded while offline (${message}).`);
        const offline = pageText()('offline');
        show({ ...current, loadError: { message: offline, retry: () => void navigate(url, push, scrollY) } });
        return;
      }
      console.warn(`docsgen: the page ${route} could not be loaded (${message}); loading it in full.`);
      location.assign(target);
      return;
    }
    stop();
    if (token !== latest) return;
    // A route that forwards (a locale's root without a page): go where it leads, in place of this step.
    if ('redirect' in data) {
      const next = new URL(withBase(site.baseUrl, data.redirect) + url.search + url.hash, location.href);
      if (routeOfUrl(next) === route) return location.assign(target);
      return navigate(next, push, scrollY);
    }
    // A page of another locale or docs version, or of a newer deploy, comes with other site data (navbar, words,
    // versions, asset names); a file docsgen did not render is not a page it can show: load either in full.
    if ('foreign' in data || data.shared !== options.shared) {
      location.assign(target);
      return;
    }
    if (push) history.pushState({ scrollY: undefined } satisfies HistoryState, '', target);
    currentRoute = route;
    present(data.page, data.page.title);
    scrollInto(url.hash, scrollY);
    if (push) focusDestination(url.hash);
    analytics.pageView();
  }

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || !routeOfLink(link)) return;
    const url = new URL(link.href, location.href);
    const route = routeOfUrl(url);
    // A fragment on the current page is the browser's job (it scrolls and fires hashchange); the entry being left
    // keeps its position for Back.
    if (route === currentRoute && url.search === location.search && url.hash) return saveScrollNow();
    event.preventDefault();
    void navigate(url, true);
  });

  window.addEventListener('popstate', (event) => {
    // The entry has already changed: a delayed save of the page being left would write into the wrong one.
    window.clearTimeout(scrollTimer);
    const url = new URL(location.href);
    const savedY = (event.state as HistoryState | null)?.scrollY;
    if (routeOfUrl(url) === currentRoute) {
      // Same page, another query or fragment: nothing to load, but the browser does not scroll (restoration is
      // manual), so go to the entry's saved position, or to its fragment. The address changed, so it is a page
      // view; a fragment step also fires hashchange, and the data layer skips the repeat.
      scrollInto(url.hash, savedY);
      analytics.pageView();
      return;
    }
    void navigate(url, false, savedY ?? 0);
  });

  window.addEventListener('hashchange', () => analytics.pageView());

  prefetcher.observe(document);
  analytics.pageView();
  return {
    navigate: (href) => navigate(new URL(href, location.href), true),
    route: () => currentRoute,
    forget: forgetPageData,
    async refresh() {
      const route = currentRoute;
      const data = await loadPageData(site, route);
      if (route !== currentRoute || !('page' in data)) return;
      const scrollY = window.scrollY;
      present(data.page, current.announcement);
      window.scrollTo(0, scrollY);
    },
  };
}

/** The element a `#fragment` names, if any. */
function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* a malformed escape: look the id up as written */
  }
  return byId(id);
}

/**
 * Scrolls back to a saved reading position at start-up. If the page is not yet long enough (images still loading),
 * tries again once it has loaded, unless the reader has scrolled meanwhile.
 */
function restoreStartPosition(y: number): void {
  window.scrollTo(0, y);
  if (window.scrollY >= y || document.readyState === 'complete') return;
  const reached = window.scrollY;
  window.addEventListener('load', () => window.scrollY === reached && window.scrollTo(0, y), { once: true });
}
