/**
 * Prefetches the page data of internal links the reader is likely to follow, and no others: on intent (a pointer
 * resting on a link for 50 ms, a touch starting on it, keyboard focus reaching it), and on view only for the links of
 * the article and the previous/next links, at most `VIEW_LIMIT` per page. The sidebar, navbar and footer are
 * prefetched only on intent: a desktop window shows dozens of their links. Does nothing on 2g connections or with
 * data saver on. Knows nothing about routes beyond `routeOfLink`.
 */
import type { SitePath } from '../../core/urls.js';
import { prefetchAllowed } from '../dom/connection.js';

/** How long a pointer rests on a link before its page is prefetched. */
export const HOVER_DELAY_MS = 50;
/** Links prefetched because they scrolled into view, per rendered page. */
export const VIEW_LIMIT = 5;
/** The links worth prefetching when they come into view: the article's, and previous/next. */
const VIEW_LINKS = 'article a[href], .pagination a[href]';

export interface Prefetcher {
  /** Watches the article's links inside `root` anew (call again after each render). */
  observe(root: ParentNode): void;
}

const linkOf = (event: Event) => (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;

export function startPrefetching(routeOfLink: (link: HTMLAnchorElement) => SitePath | null, prefetch: (route: SitePath) => void): Prefetcher {
  if (!prefetchAllowed()) return { observe() {} };
  const fromLink = (link: HTMLAnchorElement | null) => {
    const route = link ? routeOfLink(link) : null;
    if (route) prefetch(route);
  };
  let budget = VIEW_LIMIT;
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            if (budget <= 0) continue;
            budget--;
            fromLink(entry.target as HTMLAnchorElement);
          }
        })
      : null;
  // A pointer that only passes over a link on its way elsewhere does not count.
  let hovered: HTMLAnchorElement | null = null;
  let timer = 0;
  document.addEventListener(
    'mouseover',
    (event) => {
      const link = linkOf(event);
      if (link === hovered) return;
      window.clearTimeout(timer);
      hovered = link;
      if (link) timer = window.setTimeout(() => fromLink(link), HOVER_DELAY_MS);
    },
    { passive: true },
  );
  document.addEventListener('touchstart', (event) => fromLink(linkOf(event)), { passive: true });
  document.addEventListener('focusin', (event) => fromLink(linkOf(event)));
  return {
    observe(root) {
      if (!observer) return;
      observer.disconnect();
      budget = VIEW_LIMIT;
      root.querySelectorAll<HTMLAnchorElement>(VIEW_LINKS).forEach((link) => {
        if (routeOfLink(link)) observer.observe(link);
      });
    },
  };
}
