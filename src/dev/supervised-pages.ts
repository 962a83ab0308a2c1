/**
 * Renders the dev server's pages on one render thread under the page budget, one page at a time, pages a browser
 * waits for before the background pass's. A page that runs past its deadline, runs out of memory or calls
 * `process.exit` comes back as a page with a located error (shown in the overlay), and the next page gets a fresh
 * thread; this thread only waits, so the server keeps answering, and stops when asked, whatever a page does. A
 * thread that ended on a page after rendering others (out of memory, or an exit left behind by an earlier page's
 * timer) gets that page once more on a fresh thread before the page is blamed. Must not render in this thread.
 */
import type { Doc } from '../content/docs.js';
import type { BuildFailure } from '../diagnostics/diagnostic.js';
import { themeSourceOf } from '../render/theme-module.js';
import { overBudgetPage } from '../pipeline/over-budget-page.js';
import type { PageBudget, ThreadEnd } from '../pipeline/page-budget.js';
import type { RenderedPage, RenderEnv } from '../pipeline/pages.js';
import type { RenderThreadSetup } from '../pipeline/render-protocol.js';
import { RenderThread } from '../pipeline/render-thread.js';
import type { StrayFailure } from '../pipeline/site-code-failure.js';
import { HEAP_SLACK } from '../util/memory.js';

/**
 * Until a page someone waits for has been rendered, or this long after the first page was asked for, background
 * pages wait: a thread's first render is slow (its code is not compiled yet: 0.5-1.2 s on a busy 2-core machine),
 * and a browser opening the site as dev starts should not wait behind a page nobody asked for.
 */
const BACKGROUND_GRACE_MS = 1_000;

/** `now`: a browser or an update waits for the page; `background`: the pass that checks every page. */
export type RenderPriority = 'now' | 'background';

interface Job {
  doc: Doc;
  env: RenderEnv;
  priority: RenderPriority;
  /** Tried once more on a fresh thread already. */
  retried: boolean;
  resolve(page: RenderedPage): void;
  reject(error: Error): void;
}

/**
 * How far the render thread's heap may grow between full collections. With two heaps (this thread's and the render
 * thread's) each at dev's 128 MB, a 10,000-page dev server peaked at 1,031-1,098 MB against 798 MB rendering in one
 * thread (bench/dev.ts, load 5-9); the render thread makes nearly all the garbage now.
 */
export const RENDER_THREAD_HEAP_SLACK = HEAP_SLACK / 2;

/** The plan as a render thread takes it: the theme crosses as its file. */
function setupOf(env: RenderEnv): RenderThreadSetup {
  const { theme, ...plainEnv } = env;
  return { env: plainEnv, writeDir: null, themeSource: themeSourceOf(theme), heapSlack: RENDER_THREAD_HEAP_SLACK };
}

/**
 * Gives a thread the environment's plan without the docs' bodies, which every request brings with it (dev edits
 * them in place): 40 MB of the 93 MB a 10,000-page plan takes to send. The bodies are put back as soon as the
 * message is written, which happens before `send` returns.
 */
function sendWithoutBodies(docs: readonly Doc[], send: () => void): void {
  const bodies = docs.map((doc) => doc.body);
  for (const doc of docs) doc.body = '';
  try {
    send();
  } finally {
    docs.forEach((doc, i) => (doc.body = bodies[i]!));
  }
}

export class SupervisedPages {
  private thread: RenderThread | null = null;
  /** The environment the thread works with. */
  private threadEnv: RenderEnv | null = null;
  private readonly waiting: Record<RenderPriority, Job[]> = { now: [], background: [] };
  private current: Job | null = null;
  private closed = false;
  /** A page someone waited for has been rendered, or the grace has passed: background pages may go. */
  private warm = false;
  /** When the first page was asked for (performance.now()), or null before. */
  private firstAskedAt: number | null = null;
  private graceTimer: NodeJS.Timeout | null = null;
  /** Each environment's docs by their index in its plan, which is how a thread names them. */
  private readonly indices = new WeakMap<RenderEnv, Map<Doc, number>>();

  /** Starts the thread at once, so it loads its modules while the site is read and planned. */
  /** `onStray`: the site's code on the thread failed outside any page (the thread and its page go on). */
  constructor(
    private readonly script: string,
    readonly budget: PageBudget,
    private readonly onStray: (failure: StrayFailure) => void,
  ) {
    this.thread = this.startThread();
  }

  /**
   * The rendered page: the doc as it is now (dev edits bodies in place), in `env`. Rejects with the BuildFailure of
   * a theme component override that threw, or with an error when the thread fails otherwise or the renderer closes.
   */
  render(doc: Doc, env: RenderEnv, priority: RenderPriority): Promise<RenderedPage> {
    if (this.closed) return Promise.reject(new Error('The dev server is closing.'));
    return new Promise((resolve, reject) => {
      this.waiting[priority].push({ doc, env, priority, retried: false, resolve, reject });
      this.next();
    });
  }

  /**
   * Hands an idle thread `env`'s plan now rather than with the first page asked for, so that the thread takes it in
   * (a 10,000-page plan: about 0.25 s) while this thread goes on: dev's start, whose server starts listening meanwhile.
   */
  prepare(env: RenderEnv): void {
    if (!this.closed && !this.current) this.threadFor(env);
  }

  /** Ends the thread; pages still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.graceTimer) clearTimeout(this.graceTimer);
    const refused = [...(this.current ? [this.current] : []), ...this.waiting.now.splice(0), ...this.waiting.background.splice(0)];
    this.current = null;
    for (const job of refused) job.reject(new Error('The dev server is closing.'));
    await this.thread?.close();
    this.thread = null;
  }

  private next(): void {
    if (this.current || this.closed) return;
    if (!this.waiting.now.length && this.holdsBackground()) return;
    const job = this.waiting.now.shift() ?? this.waiting.background.shift();
    if (!job) return;
    this.current = job;
    const thread = this.threadFor(job.env);
    thread.render({ index: this.indexOf(job.env, job.doc), body: { text: job.doc.body, lineOffset: job.doc.bodyLineOffset } });
  }

  /** Whether background pages wait still (see BACKGROUND_GRACE_MS); when they do, looks again once the grace ends. */
  private holdsBackground(): boolean {
    if (this.warm) return false;
    const now = performance.now();
    this.firstAskedAt ??= now;
    const left = this.firstAskedAt + BACKGROUND_GRACE_MS - now;
    if (left <= 0) {
      this.warm = true;
      return false;
    }
    this.graceTimer ??= setTimeout(() => {
      this.graceTimer = null;
      this.next();
    }, left);
    this.graceTimer.unref();
    return true;
  }

  private indexOf(env: RenderEnv, doc: Doc): number {
    let indices = this.indices.get(env);
    if (!indices) this.indices.set(env, (indices = new Map(env.plan.docs.map((d, i) => [d, i]))));
    return indices.get(doc)!;
  }

  /** The thread, started or given the environment's plan when it does not have it yet. */
  private threadFor(env: RenderEnv): RenderThread {
    if (this.thread?.open && this.threadEnv === env) return this.thread;
    const thread = this.thread?.open ? this.thread : (this.thread = this.startThread());
    this.threadEnv = env;
    sendWithoutBodies(env.plan.docs, () => thread.setUp(setupOf(env)));
    return thread;
  }

  /** A new thread, loading its modules until it is given a plan. */
  private startThread(): RenderThread {
    const thread: RenderThread = new RenderThread(
      this.script,
      null,
      this.budget,
      {
        page: (page) =>
          this.settle((job) => {
            if (job.priority === 'now') this.warm = true;
            job.resolve(page);
          }),
        refused: (failure: BuildFailure) => this.settle((job) => job.reject(failure)),
        ended: (end) => this.ended(thread, end),
        failed: (error) => {
          if (this.thread === thread) this.thread = null;
          this.settle((job) => job.reject(error));
        },
        stray: (failure) => this.onStray(failure),
      },
      false,
    );
    return thread;
  }

  private settle(how: (job: Job) => void): void {
    const job = this.current;
    this.current = null;
    if (job) how(job);
    this.next();
  }

  private ended(thread: RenderThread, end: ThreadEnd): void {
    // The next thread starts loading now, while the page is reported.
    if (this.thread === thread && !this.closed) {
      this.thread = this.startThread();
      this.threadEnv = null;
    }
    const job = this.current;
    if (job && end.kind !== 'time' && thread.rendered > 0 && !job.retried) {
      // First on a fresh thread, before anything else.
      job.retried = true;
      this.current = null;
      this.waiting.now.unshift(job);
      return this.next();
    }
    this.settle((settled) => settled.resolve(overBudgetPage(settled.doc, end, this.budget)));
  }
}
