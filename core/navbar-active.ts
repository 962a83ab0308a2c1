/**
 * Whether a navbar link stands for the section the reader is in, as Docusaurus marks its navbar: a link written with
 * `activeBaseRegex` when the page's path (base URL included) matches it; with `activeBasePath` when the page's route
 * starts with that path; a link to a docs sidebar (or to a doc of one) when the page shows that sidebar; any other
 * link to a page of the site when the page's route is it or under it (the site's root only when it is the page).
 * Pure: reads its arguments only, runs in the build and in the browser.
 */
import type { NavbarLinkItem } from './route-data.js';
import { withBase, type SitePath } from './urls.js';

/** `route` is under `base` (or is it), by whole path segments. */
const under = (route: string, base: string): boolean => route === base || route.startsWith(base.endsWith('/') ? base : `${base}/`);

export function isActiveNavbarLink(item: NavbarLinkItem, route: SitePath, baseUrl: string, sidebarName: string | undefined): boolean {
  if (item.activeRegex !== undefined) {
    try {
      return new RegExp(item.activeRegex).test(withBase(baseUrl, route));
    } catch {
      return false; // the config's check refuses an expression that does not compile
    }
  }
  if (item.activeBase !== undefined) return under(route, item.activeBase);
  if (item.sidebar !== undefined) return item.sidebar === sidebarName;
  if (!item.href.startsWith('/') || item.href.startsWith('//')) return false;
  const path = item.href.replace(/[?#].*$/, '');
  return path === '/' ? route === '/' : under(route, path.replace(/\/$/, ''));
}
