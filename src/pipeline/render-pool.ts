/**
 * Decides where the docs of a render run: on render threads under the page budget (`supervised-render.ts`), so
 * a page that takes too long, needs too much memory or calls `process.exit` becomes a located error while the
 * rest of the site builds; or in this thread, only when asked (`workers: 0`) or when there is no compiled worker
 * script (docsgen run from its TypeScript sources, as the tests do). Results are handed to `onPage` as they
 * arrive, so rendered pages never pile up in memory. Must not render a page in this thread unasked.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Doc } from '../content/docs.js';
import { DEFAULT_PAGE_BUDGET, type PageBudget } from './page-budget.js';
import type { RenderedPage, RenderEnv } from './pages.js';
import { RenderThread, type RenderThreadEvents } from './render-thread.js';
import { renderSupervised } from './supervised-render.js';

/**
 * Below this many pages, one render thread: more cost more than they save (the 90-page Keel site built in 4.4-5.3 s
 * with one thread and 4.4-5.4 s with two, 2-core machine, load 1.6-2.2).
 */
export const WORKER_THRESHOLD = 200;

/** The compiled worker script; absent when running from TypeScript sources (tests), where rendering stays in-process. */
export function workerScript(): string | null {
  const candidate = fileURLToPath(new URL('./render-worker.js', import.meta.url));
  return existsSync(candidate) ? candidate : null;
}

/** Render threads for this many pages: one for a small site, one per core (at most 4) for a large one; 0 without a worker script. */
export function defaultWorkerCount(pages: number): number {
  if (!workerScript()) return 0;
  if (pages < WORKER_THRESHOLD) return 1;
  return Math.max(1, Math.min(availableParallelism(), 4));
}

/** What a thread started early tells before the render takes it: nothing anyone waits for (one that ends is not used). */
// Before it is taken the thread has no plan, so none of the site's code runs on it to fail.
const NOT_YET_TAKEN: RenderThreadEvents = { page() {}, refused() {}, ended() {}, failed() {}, stray() {} };

/**
 * Starts a render thread before the render, to load docsgen's modules while the config, the content and the plan
 * are read and made (0.2-0.4 s of a small site's build); it does not keep the process alive until the render takes
 * it, and the caller closes it when done. Null when pages would render in this thread (`workers: 0`, or no
 * compiled worker script).
 */
export function startEarlyRenderThread(workers: number | undefined, budget: PageBudget): RenderThread | null {
  const script = workerScript();
  if (!script || workers === 0) return null;
  return new RenderThread(script, null, budget, NOT_YET_TAKEN, false);
}

export interface RenderAllOptions {
  /** Render threads; 0 renders in this thread, with no budget. */
  workers: number;
  /** A folder the threads may write pages into directly (the staging folder of a disk build), or null to receive every file in `onPage`. */
  writeDir: string | null;
  /** The pages were written into `writeDir` before (rendered again): their files are replaced, never written through. */
  replacing?: boolean;
  budget?: PageBudget;
  /** A thread from `startEarlyRenderThread`, used first. */
  early?: RenderThread | null;
}

export async function renderAll(env: RenderEnv, docs: readonly Doc[], options: RenderAllOptions, onPage: (page: RenderedPage) => Promise<void>): Promise<void> {
  const script = workerScript();
  if (options.workers <= 0 || !script) {
    // The Markdown pipeline is loaded here, not with this module: a build whose pages all come from the cache or
    // render on threads never loads it in this thread. Math and MDX stages only for sites that have them.
    const [{ loadMarkdownExtensions }, { markdownExtensionsOf }, { renderAndStore }] = await Promise.all([
      import('../markdown/extensions.js'),
      import('./pages.js'),
      import('./render-and-store.js'),
    ]);
    await loadMarkdownExtensions(markdownExtensionsOf(env.plan, docs));
    for (const doc of docs) await onPage(await renderAndStore(doc, env, options.writeDir, options.replacing));
    return;
  }
  const budget = options.budget ?? DEFAULT_PAGE_BUDGET;
  await renderSupervised(
    env,
    docs,
    { script, threads: options.workers, writeDir: options.writeDir, replacing: options.replacing ?? false, budget, early: options.early ?? null },
    onPage,
  );
}
