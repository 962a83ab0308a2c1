/**
 * Dev's background pass: renders, in short slices that yield to requests and file changes, every page of the served
 * snapshot that has no result yet, then runs the complete check of the site and reports it. A snapshot served
 * meanwhile starts it over on the new one. It waits while an update is pending and for a quiet moment after one
 * (`UpdateGate`). Knows how to order the work, not how a page renders or what the check finds.
 */
import type { CheckProgress } from '../../core/dev-protocol.js';
import type { Doc } from '../content/docs.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { MemoryGuard } from '../util/memory.js';
import type { Snapshot } from './snapshot.js';
import type { UpdateGate } from './update-gate.js';

/**
 * Rendering time a slice of the background pass may take in this thread (without a render thread) before it lets
 * requests and file events in: an edit waits for at most one slice. 10,000 pages, edits during the pass with the
 * watcher's 8 ms gathering: 20 ms slices 74-114 ms edit-to-served, 12 ms slices 49-90 ms after the first edit
 * (108-140 ms).
 */
const SLICE_MS = 12;

/** How often, at most, the pass reports its progress (and once at its end). */
const PROGRESS_EVERY_MS = 200;

export interface PassWork {
  /** The snapshot served now; the pass works on it and starts over when it changes. */
  served(): Snapshot | null;
  closed(): boolean;
  gate: UpdateGate;
  memory: MemoryGuard;
  /** Renders a page on the render thread and keeps it in the snapshot; null without a render thread. */
  renderOnThread: ((snap: Snapshot, doc: Doc) => Promise<unknown>) | null;
  /** Renders a page in this thread and keeps it in the snapshot. */
  renderHere(snap: Snapshot, doc: Doc): Promise<void>;
  /** The complete check of a snapshot whose every page has a result; null when another one was served meanwhile. */
  completeCheck(snap: Snapshot): Promise<Diagnostic[] | null>;
  /** Called before each slice; a promise holds the pass until it settles (tests). */
  beforeSlice?: () => Promise<void> | void;
  onProgress?: (progress: CheckProgress) => void;
  /** Every page of `snap` has been checked: its complete diagnostics, and how long the pass took. */
  onChecked(snap: Snapshot, diagnostics: Diagnostic[], seconds: number): void;
}

export class BackgroundPass {
  private running: Promise<void> | null = null;
  private waiters: (() => void)[] = [];

  constructor(private readonly work: PassWork) {}

  /** Starts the pass unless it runs already (a running pass notices a new snapshot and starts over). */
  start(): void {
    this.running ??= this.run().finally(() => {
      this.running = null;
      // A snapshot served while the pass was finishing.
      const snap = this.work.served();
      if (snap && !snap.checked && !this.work.closed()) this.start();
    });
  }

  /** Resolves once the served snapshot has been checked whole (at once when it has, or the pass is stopped). */
  whenChecked(): Promise<void> {
    const snap = this.work.served();
    if (!snap || snap.checked) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Resolves those waiting in `whenChecked` (the snapshot is checked, or the site is closing). */
  settle(): void {
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  /** Resolves once the pass has stopped (the caller has closed the site). */
  async stopped(): Promise<void> {
    await this.running;
  }

  private async run(): Promise<void> {
    const { work } = this;
    const started = performance.now();
    let reported = 0;
    const report = (snap: Snapshot) => work.onProgress?.({ checked: snap.pages.size, total: snap.plan.docs.length });
    for (;;) {
      const snap = work.served()!;
      if (snap.checked) return;
      const todo = snap.plan.docs.filter((d) => !snap.pages.has(d.route));
      let next = 0;
      while (next < todo.length && snap === work.served()) {
        await work.beforeSlice?.();
        await work.gate.whileBusy();
        await work.gate.quietAfterUpdates();
        // Requests and file events that came in meanwhile go first.
        await new Promise((resolve) => setImmediate(resolve));
        if (work.closed()) return;
        if (snap !== work.served() || work.gate.busy) continue;
        // A full collection takes a while at this size: only when nothing waits for an answer.
        work.memory.check();
        next = await this.slice(snap, todo, next);
        if (work.closed()) return;
        if (performance.now() - reported > PROGRESS_EVERY_MS) {
          reported = performance.now();
          report(snap);
        }
      }
      if (work.closed()) return;
      if (snap !== work.served()) continue;
      // After an edit the browser asks for the edited page: the site-wide check waits for a quiet moment first.
      await work.gate.quietAfterUpdates();
      if (work.closed()) return;
      if (snap !== work.served()) continue;
      const diagnostics = await work.completeCheck(snap);
      if (work.closed()) return;
      if (!diagnostics || snap !== work.served()) continue;
      if (snap.siteFilesStale) Object.assign(snap, { siteFiles: null, siteFilesStale: false });
      report(snap);
      work.onChecked(snap, diagnostics, (performance.now() - started) / 1000);
      this.settle();
      return;
    }
  }

  /** Renders the next page (on the render thread) or pages (a slice of this thread's time); returns where it got to. */
  private async slice(snap: Snapshot, todo: readonly Doc[], next: number): Promise<number> {
    const { work } = this;
    if (work.renderOnThread) {
      // This thread only waits for the render thread, which takes pages browsers ask for first.
      const doc = todo[next++]!;
      if (!snap.pages.has(doc.route)) await work.renderOnThread(snap, doc).catch((error: unknown) => (work.closed() ? undefined : Promise.reject(error)));
      return next;
    }
    const sliceEnd = performance.now() + SLICE_MS;
    while (next < todo.length && performance.now() < sliceEnd) {
      const doc = todo[next++]!;
      if (!snap.pages.has(doc.route)) await work.renderHere(snap, doc);
    }
    return next;
  }
}
