/**
 * The dev server's middlewares, in order: the Host check (a request for any other host, as DNS rebinding makes, is a
 * 403), URL normalisation (as `docsgen serve`), the live-update endpoints (`/__docsgen/events`,
 * `/__docsgen/dev-client.js`), the search endpoint over the live index, the in-memory build output (pages rendered on
 * demand), static files from disk, and the 404 page. Nothing is cached by browsers, so every reload shows the current
 * output. Dev answers only its own origin: no CORS headers, since its pages and search hold drafts.
 */
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH } from '../../core/dev-protocol.js';
import { formatLocation } from '../../core/diagnostics.js';
import { escapeHtml } from '../../core/html.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basePath, normaliseRoute } from '../../core/urls.js';
import { plainStatus, type Middleware } from '../server/chain.js';
import { hostChecker, hostNotAllowedMessage, type HostPolicy } from '../server/host-check.js';
import { normaliseUrls, notFoundFileOf, readOnlyMethods, securityHeaders } from '../server/middlewares.js';
import { decodedPathname, requestTarget } from '../server/request-url.js';
import { contentFileHeaders, staticFiles } from '../server/static-files.js';
import { liveIndexBackend, searchEndpoint } from '../server/search-endpoint.js';
import type { DevSite } from './dev-site.js';
import type { LiveChannel } from './live.js';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  svg: 'image/svg+xml',
};

function send(req: IncomingMessage, res: ServerResponse, status: number, file: string, body: string | Uint8Array): void {
  const type = TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
  // A file a page links to that could run (a script, a page, SVG) goes out as text to download, as `serve` sends it.
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', ...contentFileHeaders(file) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Refuses, with a 403 that says how to allow it, a request whose Host is not this server's (see `host-check.ts`). */
export function allowedHostsOnly(policy: HostPolicy): Middleware {
  const isAllowed = hostChecker(policy);
  return (req, res, next) => {
    if (isAllowed(req.headers.host)) return next();
    plainStatus(res, 403, hostNotAllowedMessage(req.headers.host));
  };
}

export function liveEndpoints(live: LiveChannel, clientScript: () => string): Middleware {
  return (req, res, next) => {
    const pathname = requestTarget(req.url)?.pathname;
    if (pathname === DEV_EVENTS_PATH) return live.connect(req, res);
    if (pathname === DEV_CLIENT_PATH) return send(req, res, 200, pathname, clientScript());
    next();
  };
}

/**
 * Serves the in-memory output: `/x` → `x.html`, `/` → `index.html`, files by their path. A request that comes while
 * a saved file waits for its update is answered once the update is applied.
 */
export function memoryFiles(site: DevSite): Middleware {
  return async (req, res, next) => {
    await site.afterPendingChange();
    const target = requestTarget(req.url);
    const pathname = target && decodedPathname(target);
    if (!pathname) return next();
    const base = basePath(site.config?.baseUrl ?? '/');
    if (base && !pathname.startsWith(base + '/') && pathname !== base) return next();
    const local = pathname.slice(base.length) || '/';
    const route = normaliseRoute(local);
    const candidates = [local.slice(1), route === '/' ? 'index.html' : `${route.slice(1)}.html`];
    for (const file of candidates) {
      const body = file ? await site.fileWhenRendered(file) : undefined;
      if (body !== undefined) return send(req, res, 200, file, body);
    }
    next();
  };
}

export function staticDirFiles(site: DevSite): Middleware {
  let handler: Middleware | null = null;
  let dir = '';
  return (req, res, next) => {
    if (!site.staticDir) return next();
    if (dir !== site.staticDir) {
      dir = site.staticDir;
      handler = staticFiles(dir, { cacheControl: () => 'no-store' });
    }
    return handler!(req, res, next);
  };
}

/**
 * While no config has loaded there is no site: every page answers 503 with the problems and the dev client, which
 * shows them in the overlay and reloads the page once the config is fixed.
 */
function waitingPage(site: DevSite): string {
  const problems = site.diagnostics
    .map((d) => `<li><code>${escapeHtml(formatLocation(d))}</code> ${escapeHtml(d.message)}${d.hint ? `<br>fix: ${escapeHtml(d.hint)}` : ''}</li>`)
    .join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>docsgen dev: waiting for a site config</title><main><h1>docsgen dev is waiting for a site config that loads</h1><ul>${problems}</ul><p>This page reloads by itself once the config is fixed.</p></main><script type="module" src="${DEV_CLIENT_PATH}"></script></html>`;
}

export function memoryNotFound(site: DevSite): Middleware {
  return async (req, res) => {
    if (!site.config) return send(req, res, 503, 'waiting.html', waitingPage(site));
    let body: string | Uint8Array | undefined;
    for (const file of notFoundFileOf(req.url)) if ((body = await site.fileWhenRendered(file)) !== undefined) break;
    send(req, res, 404, '404.html', body ?? '<!doctype html><title>Not found</title><h1>Not found</h1>');
  };
}

export function devMiddlewares(site: DevSite, live: LiveChannel, clientScript: () => string, hosts: HostPolicy): Middleware[] {
  return [
    securityHeaders(),
    allowedHostsOnly(hosts),
    normaliseUrls(),
    liveEndpoints(live, clientScript),
    searchEndpoint(liveIndexBackend(() => site.searchIndex())),
    readOnlyMethods(),
    memoryFiles(site),
    staticDirFiles(site),
    memoryNotFound(site),
  ];
}
