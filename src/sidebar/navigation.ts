/**
 * Sidebar stage 2, per page: breadcrumbs, previous/next links (in sidebar order) and the `SidebarView` a page
 * renders, pruned to the open branch for large sidebars so page size does not grow with the site. Pure.
 */
import type { NavLink, SidebarTreeItem, SidebarView } from '../../core/route-data.js';
import { pageSidebarView } from '../../core/sidebar-view.js';
import { asSitePath, type SitePath } from '../../core/urls.js';
import type { SidebarNode } from './resolve.js';

export interface SidebarPageNav {
  breadcrumbs: NavLink[];
  prev: NavLink | null;
  next: NavLink | null;
}

/** Docs in reading order: category docs first, then their items. */
export function flattenDocs(nodes: readonly SidebarNode[], into: NavLink[] = []): NavLink[] {
  for (const node of nodes) {
    if (node.kind === 'doc' && !node.unlisted) into.push({ label: node.label, href: node.route });
    if (node.kind === 'category') {
      if (node.route) into.push({ label: node.linkLabel ?? node.label, href: node.route });
      flattenDocs(node.items, into);
    }
  }
  return into;
}

/** The chain of categories leading to a doc, or null when the doc is not in these nodes. */
export function pathTo(nodes: readonly SidebarNode[], docId: string): SidebarNode[] | null {
  for (const node of nodes) {
    if (node.kind === 'doc' && node.docId === docId) return [node];
    if (node.kind === 'category') {
      if (node.docId === docId) return [node];
      const inner = pathTo(node.items, docId);
      if (inner) return [node, ...inner];
    }
  }
  return null;
}

/** A breadcrumb's href for a category without a page of its own: the theme shows its label, not a link. */
const NO_PAGE = asSitePath('');

export function pageNavigation(
  nodes: readonly SidebarNode[],
  flat: readonly NavLink[],
  docId: string,
  route: string,
  homeRoute: SitePath,
  homeLabel = 'Home',
): SidebarPageNav {
  const chain = pathTo(nodes, docId) ?? [];
  // Every sidebar page has a trail from home through its categories to itself, the home doc included when it sits
  // in a category. A trail whose every crumb is the page itself (the home doc at the top of its sidebar) leads
  // nowhere, so that page has none.
  const trail: NavLink[] = [{ label: homeLabel, href: homeRoute }];
  for (const node of chain) {
    if (node.kind === 'link') continue;
    trail.push({ label: node.label, href: node.kind === 'doc' ? node.route : (node.route ?? NO_PAGE) });
  }
  const breadcrumbs = trail.every((crumb) => crumb.href === route) ? [] : trail;
  const index = flat.findIndex((l) => l.href === route);
  return {
    breadcrumbs,
    prev: index > 0 ? flat[index - 1]! : null,
    next: index >= 0 && index < flat.length - 1 ? flat[index + 1]! : null,
  };
}

/** Counts the entries of a tree, to decide whether it is small enough to render whole. */
export function countEntries(nodes: readonly SidebarNode[]): number {
  let n = 0;
  for (const node of nodes) n += 1 + (node.kind === 'category' ? countEntries(node.items) : 0);
  return n;
}

const trees = new WeakMap<readonly SidebarNode[], SidebarTreeItem[]>();

/** A sidebar's whole tree in the form the browser receives (made once per sidebar). */
export function sidebarTree(nodes: readonly SidebarNode[]): SidebarTreeItem[] {
  let tree = trees.get(nodes);
  if (tree) return tree;
  const toItem = (node: SidebarNode): SidebarTreeItem => {
    const className = node.className ? { className: node.className } : {};
    if (node.kind === 'link') return { kind: 'link', label: node.label, href: node.href, ...className };
    if (node.kind === 'doc')
      return { kind: 'doc', label: node.label, href: node.route, docId: node.docId, ...(node.unlisted ? { unlisted: true as const } : {}), ...className };
    const { key, label, route, collapsible, collapsed, docId } = node;
    return { kind: 'category', ...className, key, label, href: route, collapsible, collapsed, docId, items: node.items.map(toItem) };
  };
  tree = nodes.map(toItem);
  trees.set(nodes, tree);
  return tree;
}

/**
 * The sidebar as one page shows it (see core/sidebar-view.ts): active flags, the current branch expanded,
 * site-absolute hrefs (the theme's Link adds the base URL). With `prune`, categories off the current branch carry
 * `items: null`; the client fills them in from the full tree, which ships once as an asset.
 */
export function sidebarView(nodes: readonly SidebarNode[], activeDocId: string | null, prune: boolean): SidebarView[] {
  return pageSidebarView(sidebarTree(nodes), activeDocId, prune);
}
