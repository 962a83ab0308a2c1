/**
 * The static server's middlewares, each with one job, run in order: normalise URLs with a 301, serve files
 * from the folder (`/x` → `x.html`, no listings, nothing outside the folder), answer unknown paths with the 404
 * page. `chain` runs them so that no request can end the process: a middleware that throws or rejects answers
 * 500 and logs one line.
 */
import { readFileSync, existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { normaliseRoute } from '../../theme/route-data.js';
import { requestTarget } from './request-url.js';
import { staticFiles as folderFiles } from './static-files.js';

export type Next = () => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void | Promise<void>;

/**
 * The canonical form of a request path, or null when it is canonical already. Leading slashes and backslashes
 * collapse to one `/`, so a redirect can never name another host (`//evil.example`, `/\evil.example`).
 */
export function canonicalPath(pathname: string): string | null {
  const p = normaliseRoute(pathname).replace(/^[/\\]+/, '/');
  return p === pathname ? null : p;
}

/** Answers a plain-text status; used where nothing better can be said (400, 500). */
export function plainStatus(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(text);
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

export function staticFiles(dir: string): Middleware {
  return folderFiles(dir, {
    // Hashed assets and per-build page data never change under the same URL.
    cacheControl: (pathname) =>
      pathname.startsWith('/assets/') || pathname.startsWith('/_data/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
  });
}

export function notFoundPage(dir: string): Middleware {
  const file = path.join(dir, '404.html');
  const body = existsSync(file) ? readFileSync(file) : Buffer.from('<!doctype html><title>Not found</title><h1>Not found</h1>');
  return (_req, res) => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.byteLength });
    res.end(_req.method === 'HEAD' ? undefined : body);
  };
}

/** Logs one line for a request that failed inside the server. */
function logFailure(req: IncomingMessage, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`docsgen: 500 for ${req.method ?? '?'} ${JSON.stringify(req.url ?? '')}: ${reason}`);
}

/** Runs middlewares in order; each calls `next()` to pass the request on. Errors become a 500, never a crash. */
export function chain(middlewares: Middleware[]): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const fail = (error: unknown) => {
      logFailure(req, error);
      plainStatus(res, 500, 'Internal server error.');
    };
    let index = 0;
    const next = () => {
      const middleware = middlewares[index++];
      if (!middleware) return;
      try {
        const pending = middleware(req, res, next);
        if (pending) pending.catch(fail);
      } catch (error) {
        fail(error);
      }
    };
    next();
  };
}
