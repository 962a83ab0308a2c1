/**
 * Client-side navigation: intercepts plain clicks on internal links, loads the next route's page data, renders
 * it, updates the head and history, and scrolls to the top or the fragment. Back and forward restore the scroll
 * position. Every change of path, query or fragment, back and forward included, reports a page view. A route
 * whose data cannot load is opened with a full page load (or, offline, shown with a Retry box). Knows nothing
 * about React: rendering is the `render` callback's job.
 */
import type { PageData, PageDataWithBody, SiteData } from '../../core/route-data.js';
import { routeOfPathname, withBase } from '../../core/urls.js';
import type { Analytics } from './analytics.js';
import { updateHead } from './head.js';
import { forgetPageData, loadPageData, prefetchPageData, rememberPageData } from './page-data.js';
import { startPrefetching } from './prefetch.js';
import { createProgressBar } from './progress.js';

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

  const routeOfUrl = (url: URL): string | null => {
    if (url.origin !== location.origin) return null;
    if (FILE_EXTENSION.test(url.pathname) && !url.pathname.endsWith('.html')) return null;
    return routeOfPathname(site.baseUrl, url.pathname);
  };
  const routeOfLink = (link: HTMLAnchorElement): string | null => {
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
    return routeOfUrl(new URL(link.href, location.href));
  };

  const prefetcher = startPrefetching(routeOfLink, (route) => {
    if (route !== currentRoute) prefetchPageData(site, route);
  });

  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  rememberPageData(site, currentRoute, { ...current.page, bodyHtml: current.bodyHtml });
  history.replaceState({ ...(history.state as HistoryState | null), scrollY: window.scrollY }, '');

  /** Saves the reading position into the current history entry now (and drops a pending delayed save). */
  let scrollTimer = 0;
  const saveScrollNow = () => {
    window.clearTimeout(scrollTimer);
    history.replaceState({ ...(history.state as HistoryState | null), scrollY: window.scrollY }, '');
  };
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
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  };

  const focusHeading = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
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
    let data: PageDataWithBody;
    try {
      data = await loadPageData(site, route);
    } catch (error) {
      stop();
      if (token !== latest) return;
      const message = error instanceof Error ? error.message : String(error);
      if (navigator.onLine === false) {
        show({ ...current, loadError: { message, retry: () => void navigate(url, push, scrollY) } });
        return;
      }
      console.warn(`docsgen: the page ${route} could not be loaded (${message}); loading it in full.`);
      location.assign(target);
      return;
    }
    stop();
    if (token !== latest) return;
    if (push) history.pushState({ scrollY: undefined } satisfies HistoryState, '', target);
    currentRoute = route;
    present(data, data.title);
    scrollInto(url.hash, scrollY);
    if (push) focusHeading();
    analytics.pageView();
  }

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || !routeOfLink(link)) return;
    const url = new URL(link.href, location.href);
    const route = routeOfUrl(url);
    // A fragment on the current page is the browser's job (it scrolls and fires hashchange).
    if (route === currentRoute && url.search === location.search && url.hash) return;
    event.preventDefault();
    void navigate(url, true);
  });

  window.addEventListener('popstate', (event) => {
    // The entry has already changed: a delayed save of the page being left would write into the wrong one.
    window.clearTimeout(scrollTimer);
    const url = new URL(location.href);
    if (routeOfUrl(url) === currentRoute) {
      // Same page, another query or fragment: nothing to load (fragment steps scroll natively), but the address
      // changed, so it is a page view. A fragment step also fires hashchange; the data layer skips the repeat.
      analytics.pageView();
      return;
    }
    void navigate(url, false, (event.state as HistoryState | null)?.scrollY ?? 0);
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
      if (route !== currentRoute) return;
      const scrollY = window.scrollY;
      present(data, current.announcement);
      window.scrollTo(0, scrollY);
    },
  };
}
