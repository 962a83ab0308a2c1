/**
 * Algolia's multi-query endpoint over HTTP (POST /1/indexes/{any}/queries), answered by the same engine the
 * browser uses, for sites served with `docsgen serve` or `dev`. Lets the hosted-search UI and any Algolia client
 * talk to a local index. Bodies are size-limited (413), validated (400 naming each wrong field) and searched by a
 * backend: worker threads over the built index for `serve`, the live index for `dev`. Other origins may read the
 * answers only when named in `corsOrigins` (`serve --cors`); it must never allow them by default, since `dev`'s live
 * index holds drafts.
 */
import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { answerQueries, EngineError, type LoadedIndex, type QueryRequest } from '../../core/search/engine.js';
import { SEARCH_MANIFEST_PATH } from '../../core/urls.js';
import type { Middleware } from './chain.js';
import { corsHeaders, preflightHeaders } from './cors.js';
import { requestTarget } from './request-url.js';
import type { IndexFile } from './index-file-cache.js';
import { SearchBusyError, type SearchRunner } from './search-pool.js';
import { parseSearchBody, SEARCH_LIMITS, type FieldError } from './search-request.js';

const QUERIES_PATH = /\/1\/indexes\/(\*|%2A)\/queries$/i;

/** Searches validated requests; rejects with an EngineError (404: no such index, 503: busy). */
export type SearchBackend = (requests: QueryRequest[]) => Promise<unknown>;

function reply(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(text);
}

class TooLarge extends Error {}

/** Reads the body up to the limit; past it, rejects with TooLarge and discards the rest of the upload. */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    let over = false;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > SEARCH_LIMITS.bodyBytes) {
        over = true;
        chunks.length = 0;
        reject(new TooLarge());
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Answers 413 so the client reads it: the rest of the upload is drained, then the connection closes. */
function tooLarge(req: IncomingMessage, res: ServerResponse, cors: Record<string, string>): void {
  reply(res, 413, { message: `The request body is over ${SEARCH_LIMITS.bodyBytes} bytes.`, status: 413 }, { ...cors, Connection: 'close' });
  req.resume();
  res.on('finish', () => setTimeout(() => req.socket.destroy(), 1000).unref());
}

export interface SearchEndpointOptions {
  /** Origins (normalised by `normaliseCorsOrigin`, `*` for any) whose pages may read the answers; none by default. */
  corsOrigins?: readonly string[];
}

export function searchEndpoint(backend: SearchBackend, options: SearchEndpointOptions = {}): Middleware {
  const allowed = options.corsOrigins ?? [];
  return async (req, res, next) => {
    const pathname = requestTarget(req.url)?.pathname;
    if (!pathname || !QUERIES_PATH.test(pathname)) return next();
    const origin = req.headers.origin;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { Allow: 'POST, OPTIONS', ...preflightHeaders(allowed, origin) });
      res.end();
      return;
    }
    const cors = corsHeaders(allowed, origin);
    if (req.method !== 'POST') return reply(res, 405, { message: 'Use POST.', status: 405 }, { ...cors, Allow: 'POST, OPTIONS' });
    if (Number(req.headers['content-length'] ?? 0) > SEARCH_LIMITS.bodyBytes) return tooLarge(req, res, cors);
    let text: string;
    try {
      text = await readBody(req);
    } catch (error) {
      if (error instanceof TooLarge) return tooLarge(req, res, cors);
      throw error;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return reply(res, 400, { message: 'The body is not valid JSON.', status: 400 }, cors);
    }
    const parsed = parseSearchBody(body);
    if ('errors' in parsed) return reply(res, 400, { message: invalidMessage(parsed.errors), status: 400, errors: parsed.errors }, cors);
    try {
      reply(res, 200, await backend(parsed.requests), cors);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      reply(res, error.status, { message: error.message, status: error.status }, error instanceof SearchBusyError ? { ...cors, 'Retry-After': '1' } : cors);
    }
  };
}

function invalidMessage(errors: readonly FieldError[]): string {
  return `The request is invalid: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}.`;
}

/** The built search index's manifest in an output folder as the folder is now, or null when it has none. */
export function newestIndexFile(dir: string): IndexFile | null {
  const file = path.join(dir, SEARCH_MANIFEST_PATH);
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats?.isFile() ? { file, key: `${file}:${stats.ino}:${stats.mtimeMs}:${stats.size}` } : null;
}

const NO_INDEX = () => new EngineError(404, 'This site has no search index.');

/** `serve`: the folder's newest built index (a rebuild is picked up on the next query), searched by `runner`. */
export function builtIndexBackend(dir: string, runner: SearchRunner): SearchBackend {
  return async (requests) => {
    const index = newestIndexFile(dir);
    if (!index) throw NO_INDEX();
    return runner.run(index, requests);
  };
}

/** `dev`: the live index that follows every edit, searched in this thread. */
export function liveIndexBackend(getIndex: () => LoadedIndex | null): SearchBackend {
  return async (requests) => {
    const index = getIndex();
    if (!index) throw NO_INDEX();
    return answerQueries(index, { requests });
  };
}
