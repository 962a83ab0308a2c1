/**
 * Serves files from a folder on disk as they are at the time of each request: `/x` also answers `x.html`, then
 * `x/index.html`; `/` answers `index.html`. No directory listings, no dotfiles, nothing outside the folder. A file is opened once and
 * sent from that handle, so a file removed or replaced mid-request is sent whole or not at all, and a read error
 * ends that one response, never the process. Must not decide caching policy beyond what `cacheControl` says.
 */
import { open, type FileHandle } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';
import parseRange from 'range-parser';
import type { Middleware } from './chain.js';
import { decodedPathname, requestTarget } from './request-url.js';

export interface StaticFilesOptions {
  /** Cache-Control for a request path. */
  cacheControl: (pathname: string) => string;
}

/** Relative file names that may answer a decoded request path, most specific first. */
function candidates(pathname: string): string[] {
  if (pathname === '/' || pathname === '') return ['index.html'];
  const relative = pathname.replace(/^\/+/, '');
  if (relative.endsWith('/')) return [];
  return [relative, `${relative}.html`, `${relative}/index.html`];
}

const isHidden = (relative: string) => relative.split('/').some((segment) => segment.startsWith('.'));

async function openFile(root: string, relative: string): Promise<{ handle: FileHandle; stats: Stats; name: string } | null> {
  const absolute = path.resolve(root, relative);
  if (!absolute.startsWith(root + path.sep) || isHidden(relative)) return null;
  let handle: FileHandle;
  try {
    handle = await open(absolute, 'r');
  } catch {
    return null;
  }
  try {
    const stats = await handle.stat();
    if (stats.isFile()) return { handle, stats, name: relative };
  } catch {
    // fall through: treated as absent
  }
  await handle.close().catch(() => undefined);
  return null;
}

function contentType(name: string): string {
  const type = lookup(name) ?? 'application/octet-stream';
  return /^text\/|javascript|json|xml|svg/.test(type) ? `${type}; charset=utf-8` : type;
}

function send(req: IncomingMessage, res: ServerResponse, file: { handle: FileHandle; stats: Stats; name: string }, cacheControl: string): void {
  const { handle, stats } = file;
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers: Record<string, string | number> = {
    'Content-Type': contentType(file.name),
    'Last-Modified': stats.mtime.toUTCString(),
    ETag: etag,
    'Cache-Control': cacheControl,
    'Accept-Ranges': 'bytes',
  };
  if (req.headers['if-none-match'] === etag) {
    void handle.close();
    res.writeHead(304, headers);
    res.end();
    return;
  }
  let start = 0;
  let end = stats.size - 1;
  let status = 200;
  const range = req.headers.range ? parseRange(stats.size, req.headers.range) : undefined;
  if (range === -1) {
    void handle.close();
    res.writeHead(416, { 'Content-Range': `bytes */${stats.size}` });
    res.end();
    return;
  }
  if (Array.isArray(range) && range.type === 'bytes' && range.length === 1) {
    status = 206;
    start = range[0]!.start;
    end = range[0]!.end;
    headers['Content-Range'] = `bytes ${start}-${end}/${stats.size}`;
  }
  headers['Content-Length'] = stats.size === 0 ? 0 : end - start + 1;
  res.writeHead(status, headers);
  if (req.method === 'HEAD' || stats.size === 0) {
    void handle.close();
    res.end();
    return;
  }
  const stream = handle.createReadStream({ start, end, autoClose: true });
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}

export function staticFiles(dir: string, options: StaticFilesOptions): Middleware {
  const root = path.resolve(dir);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const target = requestTarget(req.url);
    const pathname = target && decodedPathname(target);
    if (!pathname) return next();
    for (const relative of candidates(pathname)) {
      const file = await openFile(root, relative);
      if (file) return send(req, res, file, options.cacheControl(pathname));
    }
    next();
  };
}
