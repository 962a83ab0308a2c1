/**
 * `@theme/DocCardList`: cards for docs, drawn like `::::cards`. Without `items` it lists the sidebar category
 * of the page (the context's `categoryCards`); `items` takes docsgen's card items or Docusaurus' sidebar items
 * (`{ type: 'link' | 'category', href, label, description, items }`).
 */
import { useContext } from 'react';
import { asHref } from '../../core/urls.js';
import { Card, Cards } from '../markdown/Cards.js';
import { MdxContext, type DocCardItem } from './context.js';

/** The sidebar item shape Docusaurus passes (`useCurrentSidebarCategory().items`). */
interface SidebarItem {
  type?: string;
  href?: string;
  label?: string;
  description?: string;
  items?: SidebarItem[];
}

type Item = DocCardItem | SidebarItem;

/** A category without a link of its own leads to its first doc, as in Docusaurus. */
function firstHref(item: SidebarItem): string | undefined {
  if (item.href) return item.href;
  for (const child of item.items ?? []) {
    const href = firstHref(child);
    if (href) return href;
  }
  return undefined;
}

function normalize(item: Item): DocCardItem | null {
  if ('kind' in item) return item;
  if (item.type && item.type !== 'link' && item.type !== 'category') return null; // html items have no card
  // Taken as final: the hrefs of Docusaurus' sidebar items are permalinks, which carry the base URL. One written by
  // hand without the base stays so (Docusaurus' own card would give it the base through its `Link`).
  const found = firstHref(item);
  if (!found || !item.label) return null;
  const href = asHref(found);
  return item.type === 'category'
    ? { href, label: item.label, description: item.description, kind: 'category', count: item.items?.length ?? 0 }
    : { href, label: item.label, description: item.description, kind: 'doc' };
}

function textOf(card: DocCardItem): string {
  if (card.description) return card.description;
  if (card.kind === 'category' && card.count !== undefined) return `${card.count} ${card.count === 1 ? 'item' : 'items'}`;
  return '';
}

export default function DocCardList({ items, className }: { items?: Item[]; className?: string }) {
  const { categoryCards } = useContext(MdxContext);
  if (!items && categoryCards.length === 0) {
    throw new Error(
      '<DocCardList /> without `items` lists the docs of the sidebar category this page introduces, but this page is not the index of a category with docs. Pass items={[…]} or move it to a category index page.',
    );
  }
  const cards = (items ?? categoryCards).map(normalize).filter((card): card is DocCardItem => card !== null);
  const list = (
    <Cards>
      {cards.map((card) => (
        <Card key={card.href} title={card.label} href={card.href}>
          {textOf(card)}
        </Card>
      ))}
    </Cards>
  );
  return className ? <div className={className}>{list}</div> : list;
}
