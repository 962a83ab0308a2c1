/**
 * One render thread under supervision: a worker (`render-worker.ts`) started with a capped heap, sent the pages
 * to render one request at a time, and ended by this side when the page it is on runs past the page deadline.
 * However the thread ends with pages on it (the deadline, the heap limit, or `process.exit` called by a page's
 * code, which in a worker ends only that thread), it says so with the pages it had not finished, the one it was
 * on first. Must not decide what to do about those pages (`supervised-render.ts` does).
 */
import { Worker } from 'node:worker_threads';
import { BuildFailure, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { PageBudget, ThreadEnd } from './page-budget.js';
import type { RenderedPage } from './pages.js';
import type { FromRenderThread, RenderRequest, RenderThreadSetup, ToRenderThread } from './render-protocol.js';
import type { StrayFailure } from './site-code-failure.js';

/**
 * The nursery (young generation) of a render thread: each page's garbage is collected young instead of piling up.
 * Too small a nursery promotes what the page in progress still holds (micromark's events, the trees) and pays for
 * it in full collections: at 8 MB the render threads spent 22-24 % of their time collecting, and at 24 MB a
 * 1,000-page cold build still spent about a fifth of the threads' time there. 1,000-page cold CLI builds
 * (2026-12-02, load 8-15, interleaved): 24 MB 35.8-40.1 CPU-s, 291-297 MB peak RSS; 48 MB 27.1-30.8 CPU-s, 318-321 MB;
 * 64 MB: see bench/RESULTS.md (nineteenth session). 64 and 96 MB peaked at 375-392 MB (the issue allows 500 MB);
 * 96 MB showed no clear further saving.
 */
const WORKER_YOUNG_GENERATION_MB = 64;

/**
 * How long a thread may take to load docsgen and the site's theme before its first page: no page is on it yet, so
 * running past this is a failure of the build, not of a page. Loading takes 0.2-1 s on a busy 2-core machine.
 */
const STARTUP_TIMEOUT_MS = 60_000;

export interface RenderThreadEvents {
  /** A page is done. */
  page(page: RenderedPage, request: RenderRequest): void;
  /** A page's render stopped with located problems (a theme component override that threw); the thread goes on. */
  refused(problems: BuildFailure, request: RenderRequest): void;
  /** The thread ended with these requests unfinished (the first is the one it was on; none when it was idle). */
  ended(end: ThreadEnd, unfinished: RenderRequest[]): void;
  /** A failure no page budget explains (start-up, or an error a render threw): the render stops with it. */
  failed(error: Error): void;
  /** The site's code on the thread failed outside any render; the thread goes on. */
  stray(failure: StrayFailure): void;
}

/** An error a render thread threw: a BuildFailure arrives as a plain Error with its diagnostics, and is made one again. */
function asBuildFailure(error: Error): Error {
  const diagnostics = (error as Error & { diagnostics?: unknown }).diagnostics;
  return error.name === 'BuildFailure' && Array.isArray(diagnostics) ? new BuildFailure(diagnostics as Diagnostic[]) : error;
}

export class RenderThread {
  private readonly worker: Worker;
  /** Requests sent and not answered, in order: the first is the page being rendered. */
  private readonly unanswered: RenderRequest[] = [];
  private ready = false;
  private deadline: NodeJS.Timeout | null = null;
  /** Set when the thread is being ended for going over the budget; null when it ended on its own. */
  private overBudget: 'time' | 'memory' | null = null;
  private closed = false;
  /** Pages this thread has rendered. */
  rendered = 0;

  /**
   * `setup`: null starts the thread ahead of its plan, to load its modules meanwhile (`setUp` gives the plan).
   * `holdsProcess`: false for a thread that must not keep the process alive by itself (dev's, whose server does
   * while it runs); a build awaits its threads, so theirs hold it.
   */
  constructor(
    script: string,
    setup: RenderThreadSetup | null,
    private readonly budget: PageBudget,
    private events: RenderThreadEvents,
    private holdsProcess = true,
  ) {
    this.worker = new Worker(script, {
      workerData: setup,
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB, maxOldGenerationSizeMb: budget.heapMb },
    });
    if (!holdsProcess) this.worker.unref();
    if (setup) this.arm(STARTUP_TIMEOUT_MS, () => this.fail(new Error(`A render thread did not start within ${STARTUP_TIMEOUT_MS / 1000} s.`)));
    this.worker.on('message', (message: FromRenderThread) => this.receive(message));
    this.worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') this.overBudget = 'memory';
      else this.fail(asBuildFailure(error));
    });
    this.worker.on('exit', (code) => this.exited(code));
  }

  /** Requests sent and not yet answered. */
  get pending(): number {
    return this.unanswered.length;
  }

  /** Whether the thread can take requests (it has not ended). */
  get open(): boolean {
    return !this.closed;
  }

  render(request: RenderRequest): void {
    if (this.closed) throw new Error('This render thread has ended.');
    this.unanswered.push(request);
    // Sent at once: a thread still starting receives its requests once it is ready.
    this.send({ type: 'render', ...request });
    if (this.ready && this.unanswered.length === 1) this.armPageDeadline();
  }

  /** Works with another plan from now on; only between requests (dev plans anew while no page renders). */
  setUp(setup: RenderThreadSetup): void {
    if (this.closed || this.unanswered.length) throw new Error('A render thread takes a new plan only while it is idle.');
    this.ready = false;
    this.arm(STARTUP_TIMEOUT_MS, () => this.fail(new Error(`A render thread did not take the new plan within ${STARTUP_TIMEOUT_MS / 1000} s.`)));
    this.send({ type: 'setup', setup });
  }

  /** From now on, tells these events (a thread started ahead of its work, handed to the pool that has it). */
  handTo(events: RenderThreadEvents): void {
    this.events = events;
  }

  /** Whether the thread keeps the process alive by itself (see the constructor). */
  holdProcess(hold: boolean): void {
    this.holdsProcess = hold;
    if (hold) this.worker.ref();
    else this.worker.unref();
    if (hold) this.deadline?.ref();
    else this.deadline?.unref();
  }

  /** Ends the thread without reporting anything. */
  async close(): Promise<void> {
    this.closed = true;
    this.disarm();
    await this.worker.terminate();
  }

  private send(message: ToRenderThread): void {
    this.worker.postMessage(message);
  }

  private receive(message: FromRenderThread): void {
    if (this.closed) return;
    // Not an answer: the page on the thread keeps its deadline.
    if (message.type === 'stray') return this.events.stray(message.failure);
    this.disarm();
    if (message.type === 'ready') this.ready = true;
    else {
      const request = this.unanswered.shift()!;
      this.rendered++;
      if (message.type === 'page') this.events.page(message.page, request);
      else this.events.refused(new BuildFailure(message.diagnostics), request);
    }
    if (this.unanswered.length && !this.closed) this.armPageDeadline();
  }

  private armPageDeadline(): void {
    this.arm(this.budget.timeoutMs, () => {
      this.overBudget = 'time';
      void this.worker.terminate();
    });
  }

  private arm(ms: number, then: () => void): void {
    this.disarm();
    this.deadline = setTimeout(then, ms);
    if (!this.holdsProcess) this.deadline.unref();
  }

  private disarm(): void {
    if (this.deadline) clearTimeout(this.deadline);
    this.deadline = null;
  }

  private fail(error: Error): void {
    if (this.closed) return;
    void this.close();
    this.events.failed(error);
  }

  private exited(code: number): void {
    this.disarm();
    if (this.closed) return;
    if (!this.ready && this.overBudget === null) return this.fail(new Error(`A render thread stopped before it started (exit code ${code}).`));
    this.closed = true;
    const end: ThreadEnd = this.overBudget ? { kind: this.overBudget } : { kind: 'exit', code };
    this.events.ended(end, this.unanswered.splice(0));
  }
}
