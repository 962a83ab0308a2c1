/**
 * `@docusaurus/router`: `useLocation` with the page's path (no query or hash at build time) and a `useHistory`
 * whose `push` navigates the browser. Enough for components that read where they are.
 */
import { useContext } from 'react';
import { MdxContext } from './context.js';

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
