/**
 * The side menu for narrow windows (996 px and less): the navbar's items and, below them, the docs sidebar as a
 * secondary menu. A modal dialog while open: Tab and Shift+Tab cycle inside it and the page behind does not
 * scroll. Closes on Escape (unless a dropdown inside took it), the close button and the backdrop, which hand
 * focus back to the menu button; on navigation (the App closes it) and when the window grows past the breakpoint.
 * On opening, its list is scrolled (the panel only, never the page) so the current page's entry is in view; opening
 * and closing leave the page behind where it was.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { PageData, SidebarView, SiteData } from '../../core/route-data.js';
import { asSitePath } from '../../core/urls.js';
import { Icon } from './Icon.js';
import { Link } from './Link.js';
import { NavItem } from './Navbar.js';
import { Sidebar } from './Sidebar.js';
import { useText } from '../i18n/text.js';
import { query } from '../dom/lookup.js';

const STOPS = 'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]';

/** The elements inside `root` that Tab stops at, in document order (visible, not taken out by tabindex=-1). */
function tabStops(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(STOPS)).filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);
}

/** Scrolls the panel (its own scroller: the page behind stays put) to put the current page's entry in the middle. */
function revealCurrent(panel: HTMLElement): void {
  const current = panel.querySelector<HTMLElement>('.sidebar [aria-current="page"]');
  if (!current) return;
  const offset = current.getBoundingClientRect().top - panel.getBoundingClientRect().top;
  panel.scrollTop += offset - (panel.clientHeight - current.offsetHeight) / 2;
}

export function MobileMenu({
  site,
  page,
  loadBranch,
  onClose,
}: {
  site: SiteData;
  page: PageData;
  loadBranch: (key: string) => SidebarView[] | null;
  onClose(): void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const t = useText();
  const close = useCallback(() => {
    // Without scrolling: focusing a control of the sticky navbar would scroll the page to where the navbar sits.
    query('[aria-controls="mobile-menu"]')?.focus({ preventScroll: true });
    onClose();
  }, [onClose]);
  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    tabStops(root)[0]?.focus({ preventScroll: true });
    revealCurrent(root);
    const html = document.documentElement;
    const overflow = html.style.overflow;
    html.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return; // a dropdown inside the menu handled it
      if (event.key === 'Escape') {
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = tabStops(root);
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const inside = root.contains(document.activeElement);
      let target: HTMLElement | undefined;
      if (!inside) target = event.shiftKey ? stops[stops.length - 1] : stops[0];
      else if (event.shiftKey && at === 0) target = stops[stops.length - 1];
      else if (!event.shiftKey && at === stops.length - 1) target = stops[0];
      if (target) {
        event.preventDefault();
        target.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      html.style.overflow = overflow;
    };
  }, [close]);
  return (
    <>
      <div className="mobile-menu-backdrop" onClick={close} aria-hidden="true" />
      <div id="mobile-menu" className="mobile-menu" role="dialog" aria-modal="true" aria-label={t('menu')} ref={panel}>
        <div className="mobile-menu-header">
          <Link className="navbar-brand" href={asSitePath('/')}>
            {site.navbar.title ?? site.title}
          </Link>
          <button type="button" className="navbar-button" aria-label={t('closeMenu')} onClick={close}>
            <Icon name="close" size={22} />
          </button>
        </div>
        <nav className="mobile-menu-items" aria-label={t('siteMenu')}>
          <ul>
            {site.navbar.items.map((item, i) => (
              <li key={i}>
                <NavItem item={item} site={site} route={page.route} alternates={page.alternates} sidebarName={page.sidebarName} />
              </li>
            ))}
          </ul>
        </nav>
        {page.sidebar ? (
          <Sidebar
            items={page.sidebar}
            loadBranch={loadBranch}
            idPrefix="mobile-sidebar"
            autoCollapse={site.sidebarBehaviour?.autoCollapseCategories === true}
          />
        ) : null}
      </div>
    </>
  );
}
