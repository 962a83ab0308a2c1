/**
 * The docs sidebar: nested, collapsible categories, the current page marked with `aria-current`, external
 * links marked as such. Reads a `SidebarView`; categories the build left out (`items: null`) are filled in
 * from the full tree when the reader opens them. `idPrefix` keeps the ids of a second copy (the mobile menu's)
 * apart from the page's sidebar, so no id or `aria-controls` is ever ambiguous.
 */
import { useEffect, useRef, useState } from 'react';
import type { SidebarView } from '../../core/route-data.js';
import { isExternalUrl } from '../../core/urls.js';
import { Icon } from './Icon.js';
import { Link } from './Link.js';
import { useText } from '../i18n/text.js';

type CategoryView = Extract<SidebarView, { kind: 'category' }>;
type LoadBranch = (key: string) => SidebarView[] | null;

function Category({ item, loadBranch, idPrefix }: { item: CategoryView; loadBranch: LoadBranch; idPrefix: string }) {
  const [collapsed, setCollapsed] = useState(item.collapsed);
  const t = useText();
  // Opening a page inside a collapsed category (client navigation) expands it; other toggles are kept.
  useEffect(() => {
    if (!item.collapsed) setCollapsed(false);
  }, [item.collapsed]);
  const items = item.items ?? (collapsed ? null : loadBranch(item.key));
  const listId = `${idPrefix}-${item.key.replace(/[^a-zA-Z0-9_-]+/g, '-')}`;
  const toggle = item.collapsible ? (
    <button
      type="button"
      className="sidebar-toggle"
      aria-expanded={!collapsed}
      aria-controls={listId}
      aria-label={item.href ? t(collapsed ? 'expand' : 'collapse', { label: item.label }) : undefined}
      onClick={() => setCollapsed(!collapsed)}
    >
      {item.href ? null : <span className="sidebar-category-label">{item.label}</span>}
      <Icon name="chevron" size={16} />
    </button>
  ) : null;
  return (
    <li className={`sidebar-category${collapsed ? ' is-collapsed' : ''}${item.active ? ' is-active' : ''}${item.className ? ` ${item.className}` : ''}`}>
      <div className="sidebar-category-row">
        {item.href ? (
          <Link className="sidebar-link" href={item.href} aria-current={item.active ? 'page' : undefined}>
            {item.label}
          </Link>
        ) : item.collapsible ? null : (
          <span className="sidebar-category-label">{item.label}</span>
        )}
        {toggle}
      </div>
      {items && !collapsed ? (
        <ul className="sidebar-list" id={listId}>
          {items.map((child, i) => (
            <SidebarItem key={i} item={child} loadBranch={loadBranch} idPrefix={idPrefix} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function SidebarItem({ item, loadBranch, idPrefix }: { item: SidebarView; loadBranch: LoadBranch; idPrefix: string }) {
  const t = useText();
  if (item.kind === 'category') return <Category item={item} loadBranch={loadBranch} idPrefix={idPrefix} />;
  if (item.kind === 'doc') {
    return (
      <li className={item.className}>
        <Link className={`sidebar-link${item.active ? ' is-active' : ''}`} href={item.href} aria-current={item.active ? 'page' : undefined}>
          {item.label}
        </Link>
      </li>
    );
  }
  const external = isExternalUrl(item.href);
  return (
    <li className={item.className}>
      <Link className="sidebar-link" href={item.href}>
        {item.label}
        {external ? (
          <>
            <Icon name="external" size={12} />
            <span className="visually-hidden">{' ' + t('external')}</span>
          </>
        ) : null}
      </Link>
    </li>
  );
}

export function Sidebar({ items, loadBranch, idPrefix = 'sidebar' }: { items: SidebarView[]; loadBranch: LoadBranch; idPrefix?: string }) {
  const nav = useRef<HTMLElement>(null);
  const t = useText();
  // Bring the current page's link into view inside the sidebar (not the window) when the sidebar first shows.
  useEffect(() => {
    const container = nav.current;
    const current = container?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!container || !current) return;
    const top = current.getBoundingClientRect().top - container.getBoundingClientRect().top;
    if (top < 0 || top > container.clientHeight - 40) container.scrollTop += top - container.clientHeight / 3;
  }, []);
  return (
    <nav className="sidebar" aria-label={t('docsSidebar')} ref={nav}>
      <ul className="sidebar-list sidebar-root">
        {items.map((item, i) => (
          <SidebarItem key={i} item={item} loadBranch={loadBranch} idPrefix={idPrefix} />
        ))}
      </ul>
    </nav>
  );
}
