/**
 * Algolia's multi-query endpoint over HTTP (POST /1/indexes/{any}/queries), answered by the same engine the
 * browser uses, for sites served with `docsgen serve` or `dev`. Lets the hosted-search UI and any Algolia client
 * talk to a local index. Cross-origin requests are allowed (it is a read-only search).
 */
import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { answerQueries, EngineError, loadIndex, type LoadedIndex } from '../../core/search/engine.js';
import type { Middleware } from './chain.js';
import { requestTarget } from './request-url.js';
import { PAGE_DATA_ROOT, searchIndexFile } from '../../core/urls.js';

const MAX_BODY = 1024 * 1024;
const QUERIES_PATH = /\/1\/indexes\/(\*|%2A)\/queries$/i;

function reply(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new EngineError(413, 'The request body is too large.'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function searchEndpoint(getIndex: () => LoadedIndex | null): Middleware {
  return (req, res, next) => {
    const pathname = requestTarget(req.url)?.pathname;
    if (!pathname || !QUERIES_PATH.test(pathname)) return next();
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': '*', 'Access-Control-Max-Age': '86400' });
      res.end();
      return;
    }
    if (req.method !== 'POST') return reply(res, 405, { message: 'Use POST.', status: 405 });
    readBody(req)
      .then((text) => {
        const index = getIndex();
        if (!index) throw new EngineError(404, 'This site has no search index.');
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new EngineError(400, 'The body is not valid JSON.');
        }
        reply(res, 200, answerQueries(index, body));
      })
      .catch((error: unknown) => {
        const status = error instanceof EngineError ? error.status : 500;
        reply(res, status, { message: error instanceof Error ? error.message : String(error), status });
      });
  };
}

/**
 * The newest built search index in an output folder, as the folder is now: a rebuild swapped in under the
 * server is picked up on the next query (the index is loaded again only when its file changed).
 */
export function builtIndexLoader(dir: string): () => LoadedIndex | null {
  let loaded: { key: string; index: LoadedIndex | null } | null = null;
  return () => {
    const dataDir = path.join(dir, PAGE_DATA_ROOT);
    let newest: { file: string; stats: Stats } | null = null;
    try {
      for (const id of readdirSync(dataDir)) {
        const file = path.join(dir, searchIndexFile(id));
        const stats = statSync(file, { throwIfNoEntry: false });
        if (stats?.isFile() && (!newest || stats.mtimeMs > newest.stats.mtimeMs)) newest = { file, stats };
      }
    } catch {
      newest = null; // no page data folder
    }
    const key = newest ? `${newest.file}:${newest.stats.ino}:${newest.stats.mtimeMs}:${newest.stats.size}` : '';
    if (loaded?.key !== key) loaded = { key, index: newest ? loadIndex(readFileSync(newest.file, 'utf8')) : null };
    return loaded.index;
  };
}
