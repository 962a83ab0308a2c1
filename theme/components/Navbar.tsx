/** The top navbar: site logo and title, navbar items from the config, and the colour-mode toggle. */
import type { NavbarItem, PageAlternates, SiteData } from '../../core/route-data.js';
import { asSitePath, type SitePath } from '../../core/urls.js';
import { Link } from './Link.js';
import { useEffect, useState } from 'react';
import { ColorModeToggle } from './ColorModeToggle.js';
import { Dropdown } from './Dropdown.js';
import { NavbarIcon } from './Icon.js';
import { NavbarLogo } from './NavbarLogo.js';
import { SearchButton } from '../search/SearchButton.js';
import { useText } from '../i18n/text.js';
import { isActiveNavbarLink } from '../../core/navbar-active.js';

export function NavItem({
  item,
  site,
  route,
  alternates,
  sidebarName,
}: {
  item: NavbarItem;
  site: SiteData;
  route?: SitePath;
  alternates?: PageAlternates;
  /** The docs sidebar the page shows: the item leading into it is the current one. */
  sidebarName?: string | undefined;
}) {
  const t = useText();
  if (item.type === 'link') {
    // The section the reader is in, marked as Docusaurus marks it (`core/navbar-active.ts`).
    const current = route !== undefined && isActiveNavbarLink(item, route, site.baseUrl, sidebarName) ? ' is-active' : '';
    if (item.icon) {
      return (
        <Link
          className={`navbar-link navbar-icon-link${current}${item.className ? ` ${item.className}` : ''}`}
          href={item.href}
          aria-label={item.label}
          title={item.label}
        >
          <NavbarIcon icon={item.icon} />
        </Link>
      );
    }
    return (
      <Link className={`navbar-link${item.variant === 'button' ? ' navbar-cta' : ''}${current}${item.className ? ` ${item.className}` : ''}`} href={item.href}>
        {item.label}
      </Link>
    );
  }
  if (item.type === 'dropdown') {
    return (
      <Dropdown
        label={item.label}
        title={item.label}
        items={item.items.map((entry) => ({ label: entry.label, href: entry.href, active: entry.href === route }))}
      />
    );
  }
  // The config's own links before and after a locale or version dropdown's entries.
  const before = item.itemsBefore ?? [];
  const after = item.itemsAfter ?? [];
  const extra = before.length + after.length > 0;
  if (item.type === 'localeDropdown') {
    // A single locale offers no choice: nothing to show, unless the config asks for the dropdown or adds links to it.
    if (site.locales.length < 2 && !item.forceDropdown && !extra) return null;
    // Each locale's entry leads to this page in that locale (every locale has every page, translated or not).
    const current = site.locales.find((locale) => locale.code === site.locale) ?? site.locales[0];
    return (
      <Dropdown
        label={current?.label ?? site.locale}
        title={t('language')}
        items={[
          ...before,
          ...site.locales.map((locale) => {
            const stay = locale === current;
            return {
              label: locale.label ?? locale.code,
              href: stay ? (route ?? asSitePath('/')) : (alternates?.locales[locale.code] ?? asSitePath(locale.prefix || '/')),
              active: stay,
              stay,
              lang: locale.htmlLang,
            };
          }),
          ...after,
        ]}
      />
    );
  }
  // Another docs instance's dropdown lists its versions, the last one current, each leading to its home.
  const own = !item.versions;
  const versions = item.versions ?? site.versions;
  const version = (own ? versions.find((v) => v.name === site.version) : undefined) ?? versions.find((v) => v.isLast) ?? versions[0];
  if (!version) return null;
  // A single version is a plain link to its docs, as Docusaurus draws it, unless the config asks for the dropdown or adds links to it.
  if (versions.length < 2 && !item.forceDropdown && !extra) {
    return (
      <Link className="navbar-link" href={version.home}>
        {version.label}
      </Link>
    );
  }
  return (
    <Dropdown
      label={version.label}
      title={t('version')}
      items={[
        ...before,
        ...versions.map((v) => ({
          label: v.label,
          // The same page in that version when it has one, else the version's home.
          href: (own ? alternates?.versions[v.name] : undefined) ?? v.home,
          active: v.name === version.name,
          onSelect: () => rememberVersion(item.docsPluginId ?? 'default', v.name),
        })),
        ...after,
      ]}
    />
  );
}

/** Where the preferred version of a docs instance is kept, as Docusaurus names it (`docs-preferred-version-default`). */
export const preferredVersionKey = (instance: string): string => `docs-preferred-version-${instance}`;

/** The preferred docs version, stored per docs instance. */
function rememberVersion(instance: string, name: string): void {
  try {
    localStorage.setItem(preferredVersionKey(instance), name);
  } catch {
    /* storage unavailable: the choice lasts for this page */
  }
}

export function Navbar({
  site,
  route,
  alternates,
  sidebarName,
  menuOpen,
  onMenu,
}: {
  site: SiteData;
  route: SitePath;
  alternates?: PageAlternates;
  sidebarName?: string | undefined;
  menuOpen: boolean;
  onMenu(): void;
}) {
  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  const hidden = useHideOnScroll(site.navbar.hideOnScroll && !menuOpen);
  const t = useText();
  return (
    <header className={`navbar-header${hidden ? ' is-hidden' : ''}`}>
      <nav className="navbar" aria-label={t('navbar')}>
        <button
          type="button"
          className="navbar-button navbar-menu-toggle"
          aria-label={t('openMenu')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={onMenu}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <Link className="navbar-brand" href={site.logo?.href ?? asSitePath('/')}>
          {site.logo ? <NavbarLogo logo={site.logo} /> : null}
          {site.navbar.title ? <span className="navbar-title">{site.navbar.title}</span> : null}
        </Link>
        <div className="navbar-items">
          {left.map((item, i) => (
            <NavItem key={i} item={item} site={site} route={route} alternates={alternates} sidebarName={sidebarName} />
          ))}
        </div>
        <div className="navbar-items navbar-items-right">
          {site.search ? <SearchButton settings={site.search} /> : null}
          {right.map((item, i) => (
            <span key={i} className={`navbar-item navbar-item-${item.type}`}>
              <NavItem item={item} site={site} route={route} alternates={alternates} sidebarName={sidebarName} />
            </span>
          ))}
          {site.colorMode.disableSwitch ? null : <ColorModeToggle site={site} />}
        </div>
      </nav>
    </header>
  );
}

/** True while the navbar should be hidden: after scrolling down past it, until the reader scrolls up. */
function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 8) return;
      setHidden(y > last && y > 120);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
