/**
 * The static server's middlewares, each with one job, run in order: set the security headers (and HSTS when
 * asked for), normalise URLs with a 301, serve files
 * from the folder (`/x` → `x.html`, no listings, nothing outside the folder), answer unknown paths with the 404
 * page. `chain.ts` runs them.
 */
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { BASE_SECURITY_HEADERS, HEADERS_FILE, parseHeadersFile } from '../emit/headers.js';
import path from 'node:path';
import { basePath, isImmutablePath, normaliseRoute } from '../../core/urls.js';
import { plainStatus, type Middleware } from './chain.js';
import { requestTarget } from './request-url.js';
import { staticFiles as folderFiles } from './static-files.js';

/**
 * The canonical form of a request path, or null when it is canonical already. Leading slashes and backslashes
 * collapse to one `/`, so a redirect can never name another host (`//evil.example`, `/\evil.example`).
 */
export function canonicalPath(pathname: string): string | null {
  const p = normaliseRoute(pathname).replace(/^[/\\]+/, '/');
  return p === pathname ? null : p;
}

export function normaliseUrls(): Middleware {
  return (req, res, next) => {
    const target = requestTarget(req.url);
    if (!target) return plainStatus(res, 400, 'Bad request: the request target must be a path.');
    const canonical = canonicalPath(target.pathname);
    if (canonical === null || target.pathname === '/404.html') return next();
    res.writeHead(301, { Location: canonical + target.search });
    res.end();
  };
}

/**
 * Serves the site under its base URL (`/docs/`): requests inside it continue with the base taken off their path;
 * `/` redirects to the base; anything else is answered by `outside` (the 404 page). A no-op for the base `/`.
 */
export function mountAt(baseUrl: string, outside: Middleware): Middleware {
  const base = basePath(baseUrl);
  return (req, res, next) => {
    if (!base) return next();
    const target = requestTarget(req.url);
    if (!target) return plainStatus(res, 400, 'Bad request: the request target must be a path.');
    if (target.pathname === base || target.pathname.startsWith(`${base}/`)) {
      req.url = (target.pathname.slice(base.length) || '/') + target.search;
      return next();
    }
    if (target.pathname === '/') {
      res.writeHead(302, { Location: base + target.search });
      res.end();
      return;
    }
    return outside(req, res, next);
  };
}

/** Headers every response carries: no MIME sniffing, no full referrer to other sites, no framing by other sites. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': "frame-ancestors 'self'" };

/**
 * Sets the security headers on every response: the built site's own (its `_headers` file, with the
 * Content-Security-Policy the build computed, read again whenever the file changes) or, without one, the defaults.
 */
export function securityHeaders(dir?: string): Middleware {
  let cached: { key: string; headers: Record<string, string> } | null = null;
  const headersNow = (): Readonly<Record<string, string>> => {
    if (!dir) return SECURITY_HEADERS;
    const file = path.join(dir, HEADERS_FILE);
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats?.isFile()) return SECURITY_HEADERS;
    const key = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    if (cached?.key !== key) cached = { key, headers: { ...SECURITY_HEADERS, ...parseHeadersFile(readFileSync(file, 'utf8')) } };
    return cached.headers;
  };
  return (_req, res, next) => {
    for (const [name, value] of Object.entries(headersNow())) res.setHeader(name, value);
    next();
  };
}

/** One year, the max-age `--hsts` sends when given none. */
export const DEFAULT_HSTS_MAX_AGE = 31_536_000;

/**
 * `serve --hsts`: tells browsers to use only HTTPS for this host and its subdomains for `maxAgeSeconds`. Only for a
 * server reached over HTTPS (behind a TLS proxy): browsers ignore the header over plain HTTP.
 */
export function strictTransportSecurity(maxAgeSeconds: number = DEFAULT_HSTS_MAX_AGE): Middleware {
  const value = `max-age=${maxAgeSeconds}; includeSubDomains`;
  return (_req, res, next) => {
    res.setHeader('Strict-Transport-Security', value);
    next();
  };
}

/** Pages and files are read-only: anything but GET and HEAD (and the search endpoint before this) is a 405. */
export function readOnlyMethods(): Middleware {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.setHeader('Allow', 'GET, HEAD');
    plainStatus(res, 405, 'Method not allowed: this server only reads.');
  };
}

export function staticFiles(dir: string): Middleware {
  return folderFiles(dir, {
    // Hashed assets and per-build page data never change under the same URL.
    cacheControl: (pathname) => (isImmutablePath(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate'),
  });
}

const FALLBACK_404 = Buffer.from('<!doctype html><title>Not found</title><h1>Not found</h1>');

/**
 * The 404 page a missing path gets: its locale's (`/fr/…` → `fr/404.html`) when the site has one, else the site's.
 * Only a plain first path segment is tried, so the lookup stays inside the folder.
 */
export function notFoundFileOf(url: string | undefined): string[] {
  const first = /^\/([A-Za-z0-9_-]{1,35})\//.exec(requestTarget(url)?.pathname ?? '')?.[1];
  return first ? [`${first}/404.html`, '404.html'] : ['404.html'];
}

/** The folder's 404 page as it is now (a rebuild may have replaced it), with status 404. */
export function notFoundPage(dir: string): Middleware {
  return async (req, res) => {
    let body: Buffer = FALLBACK_404;
    for (const file of notFoundFileOf(req.url)) {
      const found = await readFile(path.join(dir, file)).catch(() => null);
      if (found) {
        body = found;
        break;
      }
    }
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.byteLength, 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
