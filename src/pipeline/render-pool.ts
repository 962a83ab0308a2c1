/**
 * Renders every doc of a plan, in this thread for small sites or across worker threads for large ones (Markdown
 * parsing is CPU-bound, and a 2-core machine halves the render time with two workers). Results are handed to
 * `onPage` as they arrive, so rendered pages never pile up in memory.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mkdirBelowSync } from '../emit/sink.js';
import { insideOutput } from '../emit/output-path.js';
import { BuildFailure, type Diagnostic } from '../diagnostics/diagnostic.js';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Doc } from '../content/docs.js';
import { renderDocPage, type RenderedPage, type RenderEnv } from './pages.js';
import { themeSourceOf } from '../render/theme-module.js';
import { newPageReads } from './page-reads.js';
import { pageRenderKey, storeCachedPage } from './render-cache.js';

/** Folders this thread has made under the folder it writes pages into. */
const madeDirs = new Set<string>();

/** Writes a page's files into `writeDir` (the staging folder); the page that is handed on keeps only their size. */
function writePage(page: RenderedPage, writeDir: string): RenderedPage {
  let bytes = 0;
  for (const file of page.files) {
    const target = path.join(writeDir, insideOutput(file.path));
    const dir = path.dirname(target);
    if (!madeDirs.has(dir)) {
      mkdirBelowSync(writeDir, dir);
      madeDirs.add(dir);
    }
    writeFileSync(target, file.content);
    bytes += Buffer.byteLength(file.content);
  }
  return { ...page, files: [], writtenBytes: bytes };
}

/**
 * Renders a doc, writes its files into `writeDir` when given, and, when the build has a render cache, stores the
 * result with what the page read (the written files linked into the cache, not written twice).
 */
export function renderAndStore(doc: Doc, env: RenderEnv, writeDir: string | null = null): RenderedPage {
  const reads = env.cache ? newPageReads() : undefined;
  const page = renderDocPage(doc, env, reads);
  const handed = writeDir ? writePage(page, writeDir) : page;
  if (!env.cache) return handed;
  const stored = storeCachedPage(env.cache, pageRenderKey(doc, env, env.cache), page, reads!, writeDir);
  return writeDir ? { ...handed, written: stored } : handed;
}

/** A BuildFailure thrown on a render thread arrives as a plain Error with its diagnostics: made one again, so it is reported as such. */
function asBuildFailure(error: Error): Error {
  const diagnostics = (error as Error & { diagnostics?: unknown }).diagnostics;
  return error.name === 'BuildFailure' && Array.isArray(diagnostics) ? new BuildFailure(diagnostics as Diagnostic[]) : error;
}

/** Below this many pages, starting workers costs more than it saves. */
export const WORKER_THRESHOLD = 200;
const BATCH = 8;
/**
 * The nursery (young generation) of a render thread: each page's garbage is collected young instead of piling up
 * to V8's default, which kept a 1,000-page build's peak RSS at 540 MB. Too small a nursery promotes what a page
 * still holds and pays in full collections: at 8 MB the render threads spent 22-24 % of their time collecting.
 * 1,000-page cold CLI builds (load 3-4, these builds alone; 2-6 runs each): 8 MB 14.5-15.6 s wall, 439-449 MB peak RSS; 24 MB
 * 13.3-15.6 s, 458-467 MB; 32 MB 11.2-11.8 s, 485-517 MB (over the 500 MB the issue allows); V8's default 540 MB.
 */
const WORKER_YOUNG_GENERATION_MB = 24;
const IN_FLIGHT_PER_WORKER = 2;

/** The compiled worker script; absent when running from TypeScript sources (tests), where rendering stays in-process. */
export function workerScript(): string | null {
  const candidate = fileURLToPath(new URL('./render-worker.js', import.meta.url));
  return existsSync(candidate) ? candidate : null;
}

export function defaultWorkerCount(pages: number): number {
  if (pages < WORKER_THRESHOLD || !workerScript()) return 0;
  return Math.max(1, Math.min(availableParallelism(), 4));
}

/**
 * `writeDir`: a folder the workers may write pages into directly (the staging folder of a disk build), or null
 * to receive every file in `onPage`.
 */
export async function renderAll(
  env: RenderEnv,
  docs: readonly Doc[],
  workers: number,
  writeDir: string | null,
  onPage: (page: RenderedPage) => Promise<void>,
): Promise<void> {
  const script = workerScript();
  if (workers <= 0 || !script) {
    for (const doc of docs) await onPage(renderAndStore(doc, env, writeDir));
    return;
  }
  const batches: number[][] = [];
  // Workers hold the whole plan and receive docs by their index in it.
  const indexOf = new Map(env.plan.docs.map((doc, i) => [doc, i]));
  const indices = docs.map((doc) => indexOf.get(doc)!);
  for (let i = 0; i < indices.length; i += BATCH) batches.push(indices.slice(i, i + BATCH));
  let next = 0;
  let failure: unknown = null;
  let chain = Promise.resolve();
  // A theme bundled with the site's overrides crosses as its file (functions cannot), and each worker imports it.
  const { theme, ...plainEnv } = env;
  const themeSource = themeSourceOf(theme);
  const pool = Array.from({ length: Math.min(workers, batches.length) }, () => new Worker(script, { workerData: { env: plainEnv, writeDir, themeSource }, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } }));
  try {
    await Promise.all(
      pool.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let inFlight = 0;
            const feed = () => {
              while (inFlight < IN_FLIGHT_PER_WORKER && next < batches.length && !failure) {
                worker.postMessage(batches[next++]);
                inFlight++;
              }
              if (inFlight === 0) resolve();
            };
            worker.on('message', (pages: RenderedPage[]) => {
              inFlight--;
              // Pages are written in arrival order, one batch at a time, so writes never interleave unbounded.
              chain = chain.then(async () => {
                for (const page of pages) await onPage(page);
              });
              chain.then(feed, (error) => {
                failure = error;
                reject(error);
              });
            });
            worker.once('error', (error) => {
              failure = asBuildFailure(error);
              reject(failure);
            });
            feed();
          }),
      ),
    );
    await chain;
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
}
