/**
 * `@docusaurus/router`: `useLocation` with the page's path (no query or hash at build time), a `useHistory`
 * with that location, whose `push` navigates the browser, and `<Redirect to>`, which a static page does with a refresh in its head
 * and a link in its body. Enough for components that read where they are or send the reader elsewhere.
 */
import { createElement, useContext, type ReactNode } from 'react';
import { MdxContext } from './context.js';
import Head from './Head.js';
import { useBaseUrlUtils } from './useBaseUrl.js';
import { isExternalUrl } from '../../core/urls.js';

export function useLocation(): { pathname: string; search: string; hash: string } {
  const { route } = useContext(MdxContext);
  if (typeof window !== 'undefined' && !route) return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
  return { pathname: route ?? '/', search: '', hash: '' };
}

/** Where react-router's history goes: a URL, or a location whose parts left out stay the current page's. */
type HistoryTarget = string | { pathname?: string; search?: string; hash?: string };

function urlOf(to: HistoryTarget): string {
  if (typeof to === 'string') return to;
  const search = to.search ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '';
  const hash = to.hash ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '';
  return `${to.pathname ?? window.location.pathname}${search}${hash}`;
}

/**
 * react-router's history as components read it: `location` (as `useLocation` gives it), and `push`, `replace` and
 * `goBack`, which navigate the browser, given a URL or a location (`{ pathname, search }`).
 */
export function useHistory(): {
  location: { pathname: string; search: string; hash: string };
  push(to: HistoryTarget): void;
  replace(to: HistoryTarget): void;
  goBack(): void;
} {
  return {
    location: useLocation(),
    push: (to) => window.location.assign(urlOf(to)),
    replace: (to) => window.location.replace(urlOf(to)),
    goBack: () => window.history.back(),
  };
}

/**
 * Stands in a `<Head>` for the refresh a `<Redirect>` makes, which the head's collector writes (a refresh written as a
 * tag is refused: it acts on the whole page). Renders nothing. Known by its mark rather than by identity, so that a
 * theme bundled again (overrides, dev) still has it recognised.
 */
export function RedirectRefresh(_props: { href: string }): null {
  return null;
}
RedirectRefresh.docsgenRedirect = true;

/** `<Redirect to="/docs/releases" />`: the page forwards the reader at once (no script needed), and says where. */
export function Redirect({ to }: { to: string | { pathname: string } }): ReactNode {
  const { withBaseUrl } = useBaseUrlUtils();
  const target = typeof to === 'string' ? to : to.pathname;
  const href = isExternalUrl(target) ? target : withBaseUrl(target);
  return [
    createElement(Head, { key: 'head' }, createElement(RedirectRefresh, { href })),
    createElement('p', { key: 'moved' }, 'This page has moved to ', createElement('a', { href }, href), '.'),
  ];
}
