/**
 * Serves files from a folder on disk as they are at the time of each request: `/x` also answers `x.html`, then
 * `x/index.html`; `/` answers `index.html`. No directory listings, no dotfiles, nothing outside the folder: a
 * path is resolved through its symlinks and served only when the real file lies inside the folder's real path.
 * A file is opened once and sent from that handle, so a file removed or replaced mid-request is sent whole or not
 * at all, and a read error ends that one response, never the process. Precompressed `.br`/`.gz` siblings are sent
 * to clients that accept them. ETags are strong, from the content. Must not decide caching policy beyond what
 * `cacheControl` says.
 */
import { createHash } from 'node:crypto';
import { open, realpath, type FileHandle } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';
import parseRange from 'range-parser';
import { COMPRESSIBLE_EXTENSIONS } from '../emit/compress.js';
import type { Middleware } from './chain.js';
import { decodedPathname, requestTarget } from './request-url.js';
import { ACTIVE_CONTENT, CONTENT_FILE_POLICY } from '../emit/headers.js';
import { trimLeadingSlashes } from '../../core/urls.js';

export interface StaticFilesOptions {
  /** Cache-Control for a request path. */
  cacheControl: (pathname: string) => string;
}

interface OpenFile {
  handle: FileHandle;
  stats: Stats;
  /** The name the client asked for (its type decides Content-Type). */
  name: string;
  /** `br` or `gzip` when a precompressed sibling is sent. */
  encoding: 'br' | 'gzip' | null;
}

/** Relative file names that may answer a decoded request path, most specific first. */
function candidates(pathname: string): string[] {
  if (pathname === '/' || pathname === '') return ['index.html'];
  const relative = trimLeadingSlashes(pathname);
  if (relative.endsWith('/')) return [];
  return [relative, `${relative}.html`, `${relative}/index.html`];
}

/** Dotfiles and the `_headers` file (read by the server, not served) are never sent. */
const isHidden = (relative: string) => relative === '_headers' || relative.split(/[/\\]/).some((segment) => segment.startsWith('.'));

/** Types worth sending precompressed (the build writes `.br` and `.gz` beside them). */
const COMPRESSIBLE = new RegExp(`\\.(${COMPRESSIBLE_EXTENSIONS.join('|')})$`, 'i');

/** Opens `relative` inside `root` only when its real path (symlinks followed) is inside the root's real path. */
async function openInside(realRoot: string, root: string, relative: string): Promise<{ handle: FileHandle; stats: Stats } | null> {
  const absolute = path.resolve(root, relative);
  if (!absolute.startsWith(root + path.sep)) return null;
  let real: string;
  try {
    real = await realpath(absolute);
  } catch {
    return null; // missing, dangling link or a loop
  }
  if (!real.startsWith(realRoot + path.sep)) return null;
  let handle: FileHandle;
  try {
    handle = await open(real, 'r');
  } catch {
    return null;
  }
  try {
    const stats = await handle.stat();
    if (stats.isFile()) return { handle, stats };
  } catch {
    // treated as absent
  }
  await handle.close().catch(() => undefined);
  return null;
}

function acceptedEncodings(req: IncomingMessage): ('br' | 'gzip')[] {
  const header = String(req.headers['accept-encoding'] ?? '');
  const accepts = (name: string) => new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`, 'i').test(header);
  return [...(accepts('br') ? (['br'] as const) : []), ...(accepts('gzip') ? (['gzip'] as const) : [])];
}

async function findFile(root: string, pathname: string, req: IncomingMessage): Promise<OpenFile | null> {
  let realRoot: string;
  try {
    realRoot = await realpath(root);
  } catch {
    return null;
  }
  for (const relative of candidates(pathname)) {
    if (isHidden(relative)) continue;
    const plain = await openInside(realRoot, root, relative);
    if (!plain) continue;
    if (COMPRESSIBLE.test(relative) && !req.headers.range) {
      for (const encoding of acceptedEncodings(req)) {
        const packed = await openInside(realRoot, root, `${relative}.${encoding === 'br' ? 'br' : 'gz'}`);
        if (packed) {
          await plain.handle.close().catch(() => undefined);
          return { ...packed, name: relative, encoding };
        }
      }
    }
    return { ...plain, name: relative, encoding: null };
  }
  return null;
}

/** Content hashes by file identity, so a file is hashed once per version. */
const etagCache = new Map<string, string>();
const ETAG_CACHE_LIMIT = 5000;

async function strongEtag(file: OpenFile): Promise<string> {
  const { stats } = file;
  const key = `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
  const known = etagCache.get(key);
  if (known) return known;
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(64 * 1024);
  for (let position = 0; position < stats.size;) {
    const { bytesRead } = await file.handle.read(buffer, 0, buffer.length, position);
    if (bytesRead === 0) break;
    hash.update(buffer.subarray(0, bytesRead));
    position += bytesRead;
  }
  const etag = `"${hash.digest('base64url').slice(0, 27)}${file.encoding ? `-${file.encoding}` : ''}"`;
  if (etagCache.size >= ETAG_CACHE_LIMIT) etagCache.clear();
  etagCache.set(key, etag);
  return etag;
}

function contentType(name: string): string {
  const type = lookup(name) ?? 'application/octet-stream';
  return /^text\/|javascript|json|xml|svg/.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * Headers for a file a page links to from its content (`assets/files/`, `assets/img/`): one a browser could run
 * (a script, a page, an SVG drawing) is sent as plain text to download, under a policy that runs nothing, so a
 * page that loaded it as a script or a frame gets nothing that runs on this origin.
 */
export function contentFileHeaders(name: string): Record<string, string> {
  const relative = name.replace(/\\/g, '/');
  if (!/^assets\/(files|img)\//.test(relative)) return {};
  const inert = { 'Content-Security-Policy': CONTENT_FILE_POLICY };
  if (relative.startsWith('assets/files/') && ACTIVE_CONTENT.test(relative)) {
    return { ...inert, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': 'attachment' };
  }
  return /\.svgz?$/i.test(relative) ? inert : {};
}

/** RFC 9110 conditional GET: If-None-Match wins over If-Modified-Since. */
function notModified(req: IncomingMessage, etag: string, stats: Stats): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
  return Number.isFinite(since) && Math.floor(stats.mtimeMs / 1000) * 1000 <= since;
}

async function send(req: IncomingMessage, res: ServerResponse, file: OpenFile, cacheControl: string): Promise<void> {
  const { handle, stats } = file;
  // A client that left while the file was being found: close the handle now (not at garbage collection).
  if (res.destroyed || req.socket.destroyed) {
    await handle.close().catch(() => undefined);
    return;
  }
  let etag: string;
  try {
    etag = await strongEtag(file);
  } catch {
    await handle.close().catch(() => undefined);
    throw new Error(`could not read ${file.name}`);
  }
  const headers: Record<string, string | number> = {
    'Content-Type': contentType(file.name),
    'Last-Modified': stats.mtime.toUTCString(),
    ETag: etag,
    'Cache-Control': cacheControl,
    'Accept-Ranges': file.encoding ? 'none' : 'bytes',
  };
  Object.assign(headers, contentFileHeaders(file.name));
  if (COMPRESSIBLE.test(file.name)) headers.Vary = 'Accept-Encoding';
  if (file.encoding) headers['Content-Encoding'] = file.encoding;
  if (notModified(req, etag, stats)) {
    await handle.close().catch(() => undefined);
    const { 'Content-Type': _type, 'Accept-Ranges': _ranges, 'Content-Encoding': _encoding, ...kept } = headers;
    res.writeHead(304, kept);
    res.end();
    return;
  }
  let start = 0;
  let end = stats.size - 1;
  let status = 200;
  const range = req.headers.range && !file.encoding ? parseRange(stats.size, req.headers.range) : undefined;
  if (range === -1) {
    await handle.close().catch(() => undefined);
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
    await handle.close().catch(() => undefined);
    res.end();
    return;
  }
  if (res.destroyed) {
    await handle.close().catch(() => undefined);
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
    const file = await findFile(root, pathname, req);
    if (!file) return next();
    await send(req, res, file, options.cacheControl(pathname));
  };
}
