/**
 * When dev's background pass may go on: not while a file change waits for its update or an update is worked out,
 * and not until a quiet moment has passed after an update (the browser's request for the edited page goes
 * first). Knows nothing of pages or files; only counts, timers and waiters.
 */
export class UpdateGate {
  /** Updates being worked out. */
  private updating = 0;
  /** When the last update was applied (performance.now()). */
  private lastUpdateAt = -Infinity;
  /** A file changed and its update has not started yet (the watcher gathers events first). */
  private changeSeen = false;
  /** Ends a change noted with an expiry (noteChange). */
  private changeExpiry: NodeJS.Timeout | null = null;
  private resumers: (() => void)[] = [];
  private closed = false;

  /** `quietMs`: how long after an update the pass waits before it goes on. */
  constructor(private readonly quietMs: number) {}

  /** Runs an update: the pass waits until it has been applied. */
  async during<T>(update: () => Promise<T>): Promise<T> {
    this.updating++;
    this.changeSeen = false;
    if (this.changeExpiry) clearTimeout(this.changeExpiry);
    this.changeExpiry = null;
    try {
      return await update();
    } finally {
      this.updating--;
      this.lastUpdateAt = performance.now();
      this.resumeWhenIdle();
    }
  }

  /**
   * A file changed and an update will follow. `expiresInMs`: the change may come to nothing (the file system's first
   * word of a change): the pass goes on after that long unless a change is noted for good or an update begins.
   */
  noteChange(expiresInMs?: number): void {
    // A change noted for good stays so until its update; a tentative one is held a while longer.
    if (expiresInMs !== undefined && this.changeSeen && !this.changeExpiry) return;
    if (this.changeExpiry) clearTimeout(this.changeExpiry);
    this.changeExpiry = null;
    this.changeSeen = true;
    if (expiresInMs === undefined) return;
    this.changeExpiry = setTimeout(() => {
      this.changeExpiry = null;
      this.changeSeen = false;
      this.resumeWhenIdle();
    }, expiresInMs);
    this.changeExpiry.unref();
  }

  /** Whether the pass should wait: an update is pending or being worked out. */
  get busy(): boolean {
    return this.updating > 0 || this.changeSeen;
  }

  /** Resolves once nothing waits for an update (at once when nothing does, or once closed). */
  async whileBusy(): Promise<void> {
    while (this.busy && !this.closed) await new Promise<void>((resume) => this.resumers.push(resume));
  }

  /** Resolves once no update has been applied for `quietMs` (at once when none was lately, or once closed). */
  async quietAfterUpdates(): Promise<void> {
    for (;;) {
      const wait = this.lastUpdateAt + this.quietMs - performance.now();
      if (wait <= 0 || this.closed) return;
      // In steps, so that closing stops the wait.
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 50)));
      await this.whileBusy();
    }
  }

  /** Nothing waits any more: a change that came in as the server stopped has no update coming. */
  close(): void {
    this.closed = true;
    for (const resume of this.resumers.splice(0)) resume();
  }

  private resumeWhenIdle(): void {
    if (!this.busy) for (const resume of this.resumers.splice(0)) resume();
  }
}
