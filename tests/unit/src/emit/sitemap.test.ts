import { describe, expect, it } from 'vitest';
import { asSitePath } from '../../../../core/urls.js';
import { matchesPattern, robotsTxt, sitemapXml } from '../../../../src/emit/sitemap.js';

describe('sitemap and robots', () => {
  it('lists routes weekly at 0.5 without /tags/ or trailing slashes', () => {
    const xml = sitemapXml(['/', '/a/b', '/tags/x', '/tags/x/y'].map(asSitePath), {
      site: { url: 'https://d.example/', baseUrl: '/' },
      changefreq: 'weekly',
      priority: 0.5,
      ignorePatterns: ['/tags/**'],
    });
    expect(xml).toContain('<url><loc>https://d.example/</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>');
    expect(xml).toContain('<loc>https://d.example/a/b</loc>');
    expect(xml).not.toContain('/tags/');
    expect(matchesPattern('/tags', '/tags/**')).toBe(false);
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt({ url: 'https://d.example', baseUrl: '/docs/' })).toBe('User-agent: *\nAllow: /\n\nSitemap: https://d.example/docs/sitemap.xml\n');
  });
});
