/** Docusaurus link targets (`to`, `href`, logo `src`) as docsgen site paths; the navbar and footer mapping itself is tested through `toSiteConfig`. */
import { describe, expect, it } from 'vitest';
import { siteHref } from '../../../../src/migrate/map-navbar.js';

describe('siteHref', () => {
  it('keeps external links and other schemes as they are', () => {
    expect(siteHref('https://github.com/x', '/')).toBe('https://github.com/x');
    expect(siteHref('//cdn.example/a.js', '/docs/')).toBe('//cdn.example/a.js');
    expect(siteHref('mailto:team@example.org', '/')).toBe('mailto:team@example.org');
  });

  it('makes relative targets site paths', () => {
    expect(siteHref('docs/intro', '/')).toBe('/docs/intro');
    expect(siteHref('img/logo.svg', '/')).toBe('/img/logo.svg');
    expect(siteHref('#top', '/')).toBe('/#top');
  });

  it('drops the base URL Docusaurus would not add twice, and keeps a pathname:// link, which docsgen reads too', () => {
    expect(siteHref('/lantern/docs/intro', '/lantern/')).toBe('/docs/intro');
    expect(siteHref('/lantern', '/lantern/')).toBe('/');
    expect(siteHref('/lanterns/x', '/lantern/')).toBe('/lanterns/x');
    expect(siteHref('pathname:///files/report.pdf', '/')).toBe('pathname:///files/report.pdf');
    expect(siteHref('pathname:///v5', '/lantern/')).toBe('pathname:///v5');
  });
});
