/**
 * The cards `<DocCardList />` shows when it is given no items: the items of the sidebar category the page is the
 * index of, else of the category that holds the page (as Docusaurus' current sidebar category). Pure.
 */
import { withBase } from '../../core/urls.js';
import type { Doc } from '../content/docs.js';
import type { DocCardItem } from '../../core/mdx.js';
import type { SidebarNode } from './resolve.js';

type Category = Extract<SidebarNode, { kind: 'category' }>;

function docCount(items: readonly SidebarNode[]): number {
  return items.reduce((n, item) => n + (item.kind === 'doc' ? 1 : item.kind === 'category' ? docCount(item.items) + (item.docId ? 1 : 0) : 0), 0);
}

/** The category whose link is `docId`, else the innermost one listing it, else null. */
function currentCategory(nodes: readonly SidebarNode[], docId: string): Category | null {
  for (const node of nodes) {
    if (node.kind !== 'category') continue;
    if (node.docId === docId) return node;
    const inner = currentCategory(node.items, docId);
    if (inner) return inner;
    if (node.items.some((item) => item.kind === 'doc' && item.docId === docId)) return node;
  }
  return null;
}

export function categoryCards(nodes: readonly SidebarNode[], docId: string, docs: ReadonlyMap<string, Doc>, baseUrl: string): DocCardItem[] {
  const category = currentCategory(nodes, docId);
  if (!category) return [];
  const cards: DocCardItem[] = [];
  for (const item of category.items) {
    if (item.kind === 'doc' && !item.unlisted) {
      const description = docs.get(item.docId)?.description;
      cards.push({ kind: 'doc', label: item.label, href: withBase(baseUrl, item.route), ...(description ? { description } : {}) });
    } else if (item.kind === 'category' && item.route) {
      cards.push({ kind: 'category', label: item.label, href: withBase(baseUrl, item.route), count: docCount(item.items) });
    } else if (item.kind === 'link') {
      cards.push({ kind: 'doc', label: item.label, href: withBase(baseUrl, item.href) });
    }
  }
  return cards;
}
