/**
 * The docs sidebar: nested, collapsible categories, the current page marked with `aria-current`, external
 * links marked as such. Reads a `SidebarView`; categories the build left out (`items: null`) are filled in
 * from the full tree when the reader opens them. `idPrefix` keeps the ids of a second copy (the mobile menu's)
 * apart from the page's sidebar, so no id or `aria-controls` is ever ambiguous. With `autoCollapse`, opening a
 * category closes the open categories beside it (each list knows which of its categories the reader opened last).
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { SidebarView, SiteData } from '../../core/route-data.js';
import { leavesSite } from '../../core/urls.js';
import { Icon } from './Icon.js';
import { Link } from './Link.js';
import { useText } from '../i18n/text.js';

type CategoryView = Extract<SidebarView, { kind: 'category' }>;
type LoadBranch = (key: string) => SidebarView[] | null;
interface ListProps {
  loadBranch: LoadBranch;
  idPrefix: string;
  autoCollapse: boolean;
}

/** The category of one list the reader opened last, when opening one closes the others (null: no such rule). */
const OpenedSibling = createContext<{ opened: string | null; open(key: string): void } | null>(null);

/** One list of the sidebar, giving its categories the rule that opening one closes the others, when it applies. */
function SidebarList({ items, className, id, ...props }: ListProps & { items: SidebarView[]; className: string; id?: string }) {
  const [opened, open] = useState<string | null>(null);
  const siblings = useMemo(() => (props.autoCollapse ? { opened, open } : null), [props.autoCollapse, opened]);
  return (
    <OpenedSibling.Provider value={siblings}>
      <ul className={className} id={id}>
        {items.map((child, i) => (
          <SidebarItem key={i} item={child} {...props} />
        ))}
      </ul>
    </OpenedSibling.Provider>
  );
}

function Category({ item, loadBranch, idPrefix, autoCollapse }: ListProps & { item: CategoryView }) {
  const [collapsed, setCollapsed] = useState(item.collapsed);
  const siblings = useContext(OpenedSibling);
  const t = useText();
  // Opening a page inside a collapsed category (client navigation) expands it; other toggles are kept.
  useEffect(() => {
    if (!item.collapsed) setCollapsed(false);
  }, [item.collapsed]);
  // Another category of this list opened: this one closes.
  const opened = siblings?.opened ?? null;
  useEffect(() => {
    if (opened !== null && opened !== item.key && item.collapsible) setCollapsed(true);
  }, [opened, item.key, item.collapsible]);
  const items = item.items ?? (collapsed ? null : loadBranch(item.key));
  const listId = `${idPrefix}-${item.key.replace(/[^a-zA-Z0-9_-]+/g, '-')}`;
  const toggle = item.collapsible ? (
    <button
      type="button"
      className="sidebar-toggle"
      aria-expanded={!collapsed}
      aria-controls={listId}
      aria-label={item.href ? t(collapsed ? 'expand' : 'collapse', { label: item.label }) : undefined}
      onClick={() => {
        if (collapsed) siblings?.open(item.key);
        setCollapsed(!collapsed);
      }}
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
        <SidebarList items={items} className="sidebar-list" id={listId} loadBranch={loadBranch} idPrefix={idPrefix} autoCollapse={autoCollapse} />
      ) : null}
    </li>
  );
}

function SidebarItem({ item, ...props }: ListProps & { item: SidebarView }) {
  const t = useText();
  if (item.kind === 'category') return <Category item={item} {...props} />;
  if (item.kind === 'doc') {
    return (
      <li className={item.className}>
        <Link className={`sidebar-link${item.active ? ' is-active' : ''}`} href={item.href} aria-current={item.active ? 'page' : undefined}>
          {item.label}
        </Link>
      </li>
    );
  }
  const external = leavesSite(item.href);
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

export function Sidebar({
  items,
  loadBranch,
  idPrefix = 'sidebar',
  autoCollapse = false,
}: {
  items: SidebarView[];
  loadBranch: LoadBranch;
  idPrefix?: string;
  autoCollapse?: boolean;
}) {
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
      <SidebarList items={items} className="sidebar-list sidebar-root" loadBranch={loadBranch} idPrefix={idPrefix} autoCollapse={autoCollapse} />
    </nav>
  );
}

/**
 * The page's sidebar column. With the config's `sidebar.hideable`, a button at the sidebar's foot hides it: hidden, it
 * leaves a narrow bar whose button shows it again. Focus follows to the button that appears. The choice lasts while
 * the reader moves between pages in the tab (the layout stays mounted), as in Docusaurus.
 */
export function SidebarColumn({ items, loadBranch, behaviour }: { items: SidebarView[]; loadBranch: LoadBranch; behaviour: SiteData['sidebarBehaviour'] }) {
  const autoCollapse = behaviour?.autoCollapseCategories === true;
  const [hidden, setHidden] = useState(false);
  const toggled = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const t = useText();
  useEffect(() => {
    if (toggled.current) button.current?.focus();
  }, [hidden]);
  const toggle = () => {
    toggled.current = true;
    setHidden(!hidden);
  };
  if (!behaviour?.hideable)
    return (
      <aside className="layout-sidebar" aria-label={t('sidebarRegion')}>
        <Sidebar items={items} loadBranch={loadBranch} autoCollapse={autoCollapse} />
      </aside>
    );
  return (
    <aside className={`layout-sidebar${hidden ? ' is-hidden' : ''}`} aria-label={t('sidebarRegion')}>
      {hidden ? (
        <button ref={button} type="button" className="sidebar-show" aria-label={t('showSidebar')} title={t('showSidebar')} onClick={toggle}>
          <Icon name="chevron" size={20} />
        </button>
      ) : (
        <div className="sidebar-frame">
          <Sidebar items={items} loadBranch={loadBranch} autoCollapse={autoCollapse} />
          <button ref={button} type="button" className="sidebar-hide" aria-label={t('hideSidebar')} title={t('hideSidebar')} onClick={toggle}>
            <Icon name="chevron" size={20} />
          </button>
        </div>
      )}
    </aside>
  );
}
