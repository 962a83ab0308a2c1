/**
 * `@docusaurus/router`: `useLocation` with the page's path (no query or hash at build time), a `useHistory`
 * whose `push` navigates the browser, and `<Redirect to>`, which a static page does with a refresh in its head
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

export function useHistory(): { push(url: string): void; replace(url: string): void } {
  return {
    push: (url) => window.location.assign(url),
    replace: (url) => window.location.replace(url),
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
