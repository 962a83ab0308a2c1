/** Builds sitemap.xml and robots.txt text from the site's routes. Pure. */
import { absoluteUrl, toSitePath, type SitePath, type UrlSite } from '../../core/urls.js';
import { escapeHtml } from '../../core/html.js';

export interface SitemapOptions {
  site: Pick<UrlSite, 'url' | 'baseUrl'>;
  changefreq: string;
  priority: number;
  ignorePatterns: readonly string[];
}

/** Glob-style matching for sitemap ignore patterns: `*` within a segment, `**` across segments. */
export function matchesPattern(route: string, pattern: string): boolean {
  const regex = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${regex}$`).test(route);
}

export function sitemapXml(routes: readonly SitePath[], options: SitemapOptions): string {
  const entries = routes
    .filter((route) => !options.ignorePatterns.some((p) => matchesPattern(route, p)))
    .map(
      (route) =>
        `<url><loc>${escapeHtml(absoluteUrl(options.site, route))}</loc><changefreq>${options.changefreq}</changefreq><priority>${options.priority}</priority></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: Pick<UrlSite, 'url' | 'baseUrl'>): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, toSitePath('sitemap.xml'))}\n`;
}
