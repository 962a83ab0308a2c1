/**
 * Renders docs on render threads under the page budget and keeps going when one ends with a page on it: the page it
 * was on becomes a page with a located error (`over-budget-page.ts`), the pages queued behind it go to the other
 * threads and to a fresh one started in its place, and the render finishes with every other page. A thread that
 * ran out of memory or exited after rendering other pages first may have been ended by what those pages left
 * behind (a timer set by a page's code, garbage), so its page is tried once more, first on a fresh thread, before
 * it is blamed. Must not render in this thread, and must not let a page end or stall the process.
 */
import type { Doc } from '../content/docs.js';
import { BuildFailure } from '../diagnostics/diagnostic.js';
import { themeSourceOf } from '../render/theme-module.js';
import { overBudgetPage } from './over-budget-page.js';
import type { PageBudget, ThreadEnd } from './page-budget.js';
import type { RenderedPage, RenderEnv } from './pages.js';
import type { RenderRequest } from './render-protocol.js';
import { RenderThread, type RenderThreadEvents } from './render-thread.js';
import { siteCodeFailure } from './site-code-failure.js';

/** Requests a thread holds at once: enough that it never waits for the next, few enough to share work out evenly. */
const IN_FLIGHT_PER_THREAD = 4;

export interface SupervisedRenderOptions {
  /** The compiled worker script (`render-worker.js`). */
  script: string;
  threads: number;
  /** The staging folder the threads write pages into, or null to receive every file in `onPage`. */
  writeDir: string | null;
  /** The pages were written into `writeDir` before: their files are replaced, never written through. */
  replacing?: boolean;
  budget: PageBudget;
  /** A thread started before the render (`startEarlyRenderThread`), used as the first one when it is still open. */
  early?: RenderThread | null;
}

export async function renderSupervised(
  env: RenderEnv,
  docs: readonly Doc[],
  options: SupervisedRenderOptions,
  onPage: (page: RenderedPage) => Promise<void>,
): Promise<void> {
  // Threads hold the whole plan and receive docs by their index in it; a theme bundled with the site's overrides
  // crosses as its file (functions cannot).
  const { theme, ...plainEnv } = env;
  const setup = { env: plainEnv, writeDir: options.writeDir, ...(options.replacing ? { replacing: true } : {}), themeSource: themeSourceOf(theme) };
  const indexOf = new Map(env.plan.docs.map((doc, i) => [doc, i]));
  const waiting: RenderRequest[] = docs.map((doc) => ({ index: indexOf.get(doc)! }));
  const retried = new Set<number>();
  const live = new Set<RenderThread>();
  // Pages are handed on in arrival order, one at a time, so writes never interleave unbounded.
  let handing = Promise.resolve();
  let failure: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      if (failure) return;
      failure = error;
      reject(error);
    };
    const hand = (page: RenderedPage) => {
      handing = handing.then(() => (failure ? undefined : onPage(page)));
      handing.catch(fail);
    };
    const finishIfDone = () => {
      if (!failure && waiting.length === 0 && [...live].every((thread) => thread.pending === 0)) resolve();
    };
    const feed = (thread: RenderThread) => {
      while (!failure && thread.pending < IN_FLIGHT_PER_THREAD && waiting.length) thread.render(waiting.shift()!);
    };
    const ended = (thread: RenderThread, end: ThreadEnd, unfinished: RenderRequest[]) => {
      live.delete(thread);
      const [current, ...queued] = unfinished;
      waiting.unshift(...queued);
      if (current && end.kind !== 'time' && thread.rendered > 0 && !retried.has(current.index)) {
        retried.add(current.index);
        start(current);
      } else if (current) hand(overBudgetPage(env.plan.docs[current.index]!, end, options.budget));
      while (!failure && live.size < options.threads && waiting.length) start();
      finishIfDone();
    };
    const eventsOf = (threadOf: () => RenderThread): RenderThreadEvents => ({
      page: (page) => {
        hand(page);
        feed(threadOf());
        finishIfDone();
      },
      ended: (end, unfinished) => ended(threadOf(), end, unfinished),
      // A theme component override that threw: the build stops with its located problems, as in this thread.
      refused: fail,
      failed: fail,
      // The site's code failing outside any page stops the build, as it does in this thread (the CLI's watch).
      stray: (strayed) => fail(new BuildFailure([siteCodeFailure(strayed)])),
    });
    let early = options.early ?? null;
    /** The thread started early, when it is still there to take (only once). */
    const takeEarly = (events: RenderThreadEvents): RenderThread | null => {
      const taken = early?.open ? early : null;
      early = null;
      if (!taken) return null;
      taken.handTo(events);
      taken.holdProcess(true);
      taken.setUp(setup);
      return taken;
    };
    /** Starts a thread (the one started early, first), with `first` as its first page when given. */
    const start = (first?: RenderRequest) => {
      const events = eventsOf(() => thread);
      const thread = takeEarly(events) ?? new RenderThread(options.script, setup, options.budget, events);
      live.add(thread);
      if (first) thread.render(first);
      feed(thread);
    };
    for (let i = 0; i < Math.min(options.threads, waiting.length); i++) start();
    finishIfDone();
  }).finally(() => Promise.all([...live].map((thread) => thread.close())));
  await handing;
  if (failure) throw failure;
}
