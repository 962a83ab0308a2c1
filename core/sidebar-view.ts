/**
 * The sidebar as one page shows it, made from the sidebar's whole tree: the page's doc marked active, the branch
 * leading to it expanded, unlisted docs shown only on their own page, and (with `prune`) the other branches left
 * out. The build renders every page's sidebar with it, and the browser rebuilds the same view from the tree it
 * receives once per site, so the two always agree. Pure: no Node, no DOM.
 */
import type { SidebarTreeItem, SidebarView } from './route-data.js';

/** The items leading to the doc (categories, then the doc or the category that is its page), or none. */
function chainTo(items: readonly SidebarTreeItem[], docId: string, into: Set<SidebarTreeItem>): boolean {
  for (const item of items) {
    if (item.kind === 'doc' && item.docId === docId) return (into.add(item), true);
    if (item.kind === 'category' && (item.docId === docId || chainTo(item.items, docId, into))) return (into.add(item), true);
  }
  return false;
}

export function pageSidebarView(tree: readonly SidebarTreeItem[], activeDocId: string | null, prune: boolean): SidebarView[] {
  const chain = new Set<SidebarTreeItem>();
  if (activeDocId !== null) chainTo(tree, activeDocId, chain);
  const visible = (items: readonly SidebarTreeItem[]) => items.filter((item) => item.kind !== 'doc' || !item.unlisted || item.docId === activeDocId);
  const toView = (item: SidebarTreeItem): SidebarView => {
    const className = item.className ? { className: item.className } : {};
    if (item.kind === 'link') return { kind: 'link', label: item.label, href: item.href, ...className };
    if (item.kind === 'doc') return { kind: 'doc', label: item.label, href: item.href, docId: item.docId, active: item.docId === activeDocId, ...className };
    const onPath = chain.has(item);
    return {
      kind: 'category',
      ...className,
      key: item.key,
      label: item.label,
      href: item.href,
      collapsible: item.collapsible,
      collapsed: onPath ? false : item.collapsed,
      active: item.docId !== null && item.docId === activeDocId,
      items: prune && !onPath ? null : visible(item.items).map(toView),
    };
  };
  return visible(tree).map(toView);
}
