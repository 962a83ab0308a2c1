/**
 * The HTTP headers a built site wants on every response: a Content-Security-Policy the site itself passes (its
 * inline scripts allowed by their SHA-256 hashes, computed from the scripts the pages carry, plus the outside
 * hosts the config turns on: analytics, hosted search), and the usual hardening headers. Written as `_headers`
 * (the format Netlify and Cloudflare Pages read), read back by `docsgen serve`, and documented for nginx.
 * Pure: builds text.
 */
import { createHash } from 'node:crypto';
import type { SiteData } from '../../core/route-data.js';
import { algoliaHosts } from '../../core/search/records.js';

/** The name of the headers file at the output root. */
export const HEADERS_FILE = '_headers';

/** Headers every response carries whatever the site. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** Other origins the site's own head tags load scripts, style sheets and fonts from (`head-tags.ts`). */
export interface ExtraSources {
  scripts: readonly string[];
  styles: readonly string[];
  fonts: readonly string[];
}

const NO_SOURCES: ExtraSources = { scripts: [], styles: [], fonts: [] };

/**
 * The policy for a site whose pages carry exactly `inlineScripts` (the text between <script> and </script>), and
 * load from the `extra` origins its config's head tags name.
 */
export function contentSecurityPolicy(
  site: Pick<SiteData, 'analytics' | 'search'>,
  inlineScripts: readonly string[],
  extra: ExtraSources = NO_SOURCES,
): string {
  const scripts = ["'self'", ...[...new Set(inlineScripts)].sort().map(hashOf), ...extra.scripts];
  const connect = ["'self'"];
  if (site.analytics) {
    scripts.push('https://www.googletagmanager.com');
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com');
  }
  if (site.search?.provider === 'algolia') {
    if (site.search.hosts) connect.push(...algoliaHosts(site.search.hosts).map((h) => `${h.protocol}://${h.url}`));
    else connect.push('https://*.algolia.net', 'https://*.algolianet.com');
    if (site.search.insights) {
      scripts.push('https://cdn.jsdelivr.net');
      connect.push('https://insights.algolia.io');
    }
  }
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // The theme sets colours (announcement bar) through style attributes.
    ["style-src 'self' 'unsafe-inline'", ...extra.styles].join(' '),
    "img-src 'self' data: https:",
    // Docs embed videos and demos from other sites (`<iframe src="https://www.youtube.com/embed/…">`, `<video>`):
    // a cross-origin frame can neither read nor script the page, and scripts stay limited to the hashes above.
    "frame-src 'self' https:",
    "media-src 'self' https:",
    ["font-src 'self' data:", ...extra.fonts].join(' '),
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Files copied from pages' content whose type a browser could run: scripts, pages, SVG and XML documents. */
export const ACTIVE_CONTENT = /\.(m?js|cjs|html?|xhtml|xht|svgz?|xml|xsl|xslt)$/i;

/** The policy of files pages link to (`assets/files/`, and SVG images): nothing in them runs, whoever opens them. */
export const CONTENT_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/**
 * The `_headers` file: the site's headers for every path, long caching for hashed assets and page data, and for
 * files pages link to, a download under a policy that runs nothing (`docsgen serve` also sends the scripts and
 * pages among them as plain text, which `_headers` cannot say by extension).
 */
export function headersFile(csp: string): string {
  const all = Object.entries({ ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': csp }).map(([name, value]) => `  ${name}: ${value}`);
  const immutable = '  Cache-Control: public, max-age=31536000, immutable';
  const files = ['/assets/files/*', '  Content-Disposition: attachment', `  Content-Security-Policy: ${CONTENT_FILE_POLICY}`];
  return ['/*', ...all, '/assets/*', immutable, ...files, ''].join('\n');
}

/** The headers of the `/*` block of a `_headers` file (what `docsgen serve` applies to every response). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inAll && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}
