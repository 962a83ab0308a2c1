/**
 * Prefetches the page data of internal links when they scroll into view or are hovered or touched. Does
 * nothing on 2g connections or with data saver on.
 */

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

export interface Prefetcher {
  /** Watches the internal links inside `root` (call again after each render). */
  observe(root: ParentNode): void;
}

export function startPrefetching(routeOfLink: (link: HTMLAnchorElement) => string | null, prefetch: (route: string) => void): Prefetcher {
  if (!prefetchAllowed()) return { observe() {} };
  const fromLink = (link: HTMLAnchorElement | null) => {
    const route = link ? routeOfLink(link) : null;
    if (route) prefetch(route);
  };
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            fromLink(entry.target as HTMLAnchorElement);
          }
        })
      : null;
  const onPointer = (event: Event) => fromLink((event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null);
  document.addEventListener('mouseover', onPointer, { passive: true });
  document.addEventListener('touchstart', onPointer, { passive: true });
  return {
    observe(root) {
      if (!observer) return;
      root.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((link) => {
        if (routeOfLink(link)) observer.observe(link);
      });
    },
  };
}
