/**
 * The static server's middlewares, each with one job, run in order: normalise URLs with a 301, serve files
 * with sirv (`/x` → `x.html`, no listings, nothing outside the folder), answer unknown paths with the 404 page.
 */
import { readFileSync, existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { normaliseRoute } from '../../theme/route-data.js';

export type Next = () => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** The canonical form of a request path, or null when it is canonical already. */
export function canonicalPath(pathname: string): string | null {
  const p = normaliseRoute(pathname);
  return p === pathname ? null : p;
}

export function normaliseUrls(): Middleware {
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const target = canonicalPath(url.pathname);
    if (target === null || url.pathname === '/404.html') return next();
    res.writeHead(301, { Location: target + url.search });
    res.end();
  };
}

export function staticFiles(dir: string): Middleware {
  const handler = sirv(dir, {
    extensions: ['html'],
    dotfiles: false,
    etag: true,
    dev: false,
    setHeaders(res, pathname) {
      // Hashed assets and per-build page data never change under the same URL.
      if (pathname.startsWith('/assets/') || pathname.startsWith('/_data/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    },
  });
  return (req, res, next) => handler(req, res, next);
}

export function notFoundPage(dir: string): Middleware {
  const file = path.join(dir, '404.html');
  const body = existsSync(file) ? readFileSync(file) : Buffer.from('<!doctype html><title>Not found</title><h1>Not found</h1>');
  return (_req, res) => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.byteLength });
    res.end(_req.method === 'HEAD' ? undefined : body);
  };
}

/** Runs middlewares in order; each calls `next()` to pass the request on. */
export function chain(middlewares: Middleware[]): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    let index = 0;
    const next = () => {
      const middleware = middlewares[index++];
      if (middleware) middleware(req, res, next);
    };
    next();
  };
}
