/** The top navbar: site logo and title, navbar items from the config, and the colour-mode toggle. */
import type { NavbarItem, SiteData } from '../route-data.js';
import { withBase } from '../route-data.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { Icon } from './Icon.js';
import { SearchButton } from '../search/SearchButton.js';

function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(href);
}

function NavItem({ item, site }: { item: NavbarItem; site: SiteData }) {
  if (item.type === 'link') {
    const external = isExternal(item.href);
    const href = external ? item.href : withBase(site.baseUrl, item.href);
    if (item.icon) {
      return (
        <a className="navbar-link navbar-icon-link" href={href} aria-label={item.label} title={item.label} {...(external ? { rel: 'noopener noreferrer' } : {})}>
          <Icon name={item.icon} />
        </a>
      );
    }
    return (
      <a className={`navbar-link${item.label === 'Sign in' ? ' navbar-cta' : ''}`} href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
        {item.label}
      </a>
    );
  }
  if (item.type === 'localeDropdown') {
    return <span className="navbar-static" title="Language">{site.locales[0]?.label ?? 'English'}</span>;
  }
  const version = site.versions.find((v) => v.isLast) ?? site.versions[0];
  return version ? <span className="navbar-static" title="Docs version">{version.label}</span> : null;
}

export function Navbar({ site }: { site: SiteData }) {
  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  return (
    <header className="navbar-header">
      <nav className="navbar" aria-label="Main">
        <a className="navbar-brand" href={withBase(site.baseUrl, '/')}>
          {site.logo ? <img className="navbar-logo" src={withBase(site.baseUrl, site.logo.src)} alt="" width="28" height="28" /> : null}
          <span className="navbar-title">{site.title}</span>
        </a>
        <div className="navbar-items">
          {left.map((item, i) => (
            <NavItem key={i} item={item} site={site} />
          ))}
        </div>
        <div className="navbar-items navbar-items-right">
          {site.search ? <SearchButton settings={site.search} /> : null}
          {right.map((item, i) => (
            <NavItem key={i} item={item} site={site} />
          ))}
          {site.colorMode.disableSwitch ? null : <ColorModeToggle site={site} />}
        </div>
      </nav>
    </header>
  );
}
