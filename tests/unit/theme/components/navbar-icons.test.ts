/** Navbar icon links and the locale dropdown, rendered on the server as the pages get them. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NAVBAR_ICON_NAMES, type NavbarItem, type SiteData } from '../../../../core/route-data.js';
import { asSitePath } from '../../../../core/urls.js';
import { builtInNavbarIcon } from '../../../../src/config/navbar-glyphs.js';
import { NavbarIcon } from '../../../../theme/components/Icon.js';
import { NavItem } from '../../../../theme/components/Navbar.js';
import { TextProvider } from '../../../../theme/i18n/text.js';
import { en } from '../../../../core/i18n/catalogue.js';
import { fr } from '../../../../core/i18n/locales/fr.js';

const site = {
  baseUrl: '/',
  locales: [
    { code: 'en', label: 'English', htmlLang: 'en', direction: 'ltr' },
    { code: 'fr', label: 'Français', htmlLang: 'fr', direction: 'ltr' },
  ],
  locale: 'en',
  versions: [],
} as unknown as SiteData;

const render = (item: NavbarItem) =>
  renderToString(createElement(TextProvider, { text: en, locale: 'en' }, createElement(NavItem, { item, site, route: asSitePath('/guide') })));

describe('navbar icons', () => {
  it('draws every built-in icon as its own glyph, hidden from assistive technology', () => {
    const drawings = NAVBAR_ICON_NAMES.map((name) => {
      const html = renderToString(createElement(NavbarIcon, { icon: builtInNavbarIcon(name) }));
      expect(html).toMatch(
        new RegExp(
          `^<svg fill="currentColor" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" class="icon icon-${name}"><path d="[^"]+"( fill-rule="evenodd")?></path></svg>$`,
        ),
      );
      return /d="([^"]+)"/.exec(html)![1];
    });
    // github and repository share the cat; every other name has a drawing of its own.
    expect(new Set(drawings).size).toBe(NAVBAR_ICON_NAMES.length - 1);
  });

  it('renders an icon link named by its label, and a custom drawing in the text colour', () => {
    const html = render({ type: 'link', label: 'Our feed', href: asSitePath('https://x.example/feed'), position: 'right', icon: builtInNavbarIcon('rss') });
    expect(html).toMatch(
      /^<a class="navbar-link navbar-icon-link" href="https:\/\/x.example\/feed"[^>]* aria-label="Our feed" title="Our feed"><svg[^>]* class="icon icon-rss">/,
    );
    const custom = render({
      type: 'link',
      label: 'Ours',
      href: asSitePath('https://x.example'),
      position: 'right',
      icon: { svg: { tag: 'svg', attrs: { viewBox: '0 0 32 32' }, children: [{ tag: 'path', attrs: { d: 'M0 0h32', strokeWidth: '2' }, children: [] }] } },
    });
    expect(custom).toContain('aria-label="Ours"');
    expect(custom).toContain(
      '<svg fill="currentColor" viewBox="0 0 32 32" width="20" height="20" aria-hidden="true" focusable="false" class="icon icon-custom"><path d="M0 0h32" stroke-width="2"></path></svg>',
    );
  });

  it('lists the configured locales in the locale dropdown, with the current one on its button and marked', () => {
    const html = render({ type: 'localeDropdown', position: 'right' });
    expect(html).toMatch(/title="Language"[^>]*>English<svg/);
    expect([...html.matchAll(/role="menuitem"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['English', 'Français']);
    expect(html).toMatch(/class="dropdown-item is-active"[^>]* aria-current="true">English</);
    const french = renderToString(
      createElement(
        TextProvider,
        { text: fr, locale: 'fr' },
        createElement(NavItem, { item: { type: 'localeDropdown', position: 'right' }, site: { ...site, locale: 'fr' }, route: asSitePath('/') }),
      ),
    );
    expect(french).toMatch(/title="Langue"[^>]*>Français<svg/);
  });
});
