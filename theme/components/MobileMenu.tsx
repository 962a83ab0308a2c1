/**
 * The side menu for narrow windows (996 px and less): the navbar's items and, below them, the docs sidebar as a
 * secondary menu. Closes on Escape, on the backdrop, on navigation (the App closes it) and when the window grows
 * past the breakpoint.
 */
import { useEffect, useRef } from 'react';
import type { PageData, SidebarView, SiteData } from '../../core/route-data.js';
import { Link } from './Link.js';
import { NavItem } from './Navbar.js';
import { Sidebar } from './Sidebar.js';

export function MobileMenu({ site, page, loadBranch, onClose }: { site: SiteData; page: PageData; loadBranch: (key: string) => SidebarView[] | null; onClose(): void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <>
      <div className="mobile-menu-backdrop" onClick={onClose} aria-hidden="true" />
      <div id="mobile-menu" className="mobile-menu" role="dialog" aria-modal="true" aria-label="Navigation menu" ref={panel}>
        <div className="mobile-menu-header">
          <Link className="navbar-brand" href="/">
            {site.title}
          </Link>
          <button type="button" className="navbar-button" aria-label="Close navigation menu" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav className="mobile-menu-items" aria-label="Site menu">
          <ul>
            {site.navbar.items.map((item, i) => (
              <li key={i}>
                <NavItem item={item} site={site} route={page.route} />
              </li>
            ))}
          </ul>
        </nav>
        {page.sidebar ? <Sidebar items={page.sidebar} loadBranch={loadBranch} /> : null}
      </div>
    </>
  );
}
