import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/diagnostics/format.js';
import { matchesPattern, robotsTxt, sitemapXml } from '../../src/emit/sitemap.js';
import { canonicalPath } from '../../src/server/middlewares.js';

describe('sitemap and robots', () => {
  it('lists routes weekly at 0.5 without /tags/ or trailing slashes', () => {
    const xml = sitemapXml(['/', '/a/b', '/tags/x', '/tags/x/y'], { site: { url: 'https://d.example/', baseUrl: '/' }, changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tags/**'] });
    expect(xml).toContain('<url><loc>https://d.example/</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>');
    expect(xml).toContain('<loc>https://d.example/a/b</loc>');
    expect(xml).not.toContain('/tags/');
    expect(matchesPattern('/tags', '/tags/**')).toBe(false);
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt({ url: 'https://d.example', baseUrl: '/docs/' })).toBe('User-agent: *\nAllow: /\n\nSitemap: https://d.example/docs/sitemap.xml\n');
  });
});

describe('URL normalisation', () => {
  it.each([
    ['/a.html', '/a'],
    ['/a/index', '/a'],
    ['/a/index.html', '/a'],
    ['/a/', '/a'],
    ['/index.html', '/'],
    ['/a/b/', '/a/b'],
  ])('%s → %s', (input, output) => expect(canonicalPath(input)).toBe(output));

  it('leaves canonical paths alone', () => {
    expect(canonicalPath('/')).toBeNull();
    expect(canonicalPath('/a/b')).toBeNull();
    expect(canonicalPath('/assets/app.js')).toBeNull();
  });
});

describe('diagnostic format', () => {
  it('prints location, message and fix in one block', () => {
    const text = formatDiagnostic(
      { severity: 'error', code: 'broken-link', message: 'The link `/x` points nowhere.', hint: 'Link an existing route.', file: 'content/docs/a.md', line: 4, column: 7 },
      false,
    );
    expect(text).toMatchInlineSnapshot(`
      "error [broken-link] content/docs/a.md:4:7
        The link \`/x\` points nowhere.
        fix: Link an existing route."
    `);
  });
});
