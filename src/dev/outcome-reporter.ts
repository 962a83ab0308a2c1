/**
 * Puts dev's outcomes in order for browsers and the terminal: updates run one after another (`serial`), outcomes
 * of the background pass that come before the start has been reported are held until it is, and the complete
 * check that follows a one-page edit is reported only when it says something the edit's own outcome did not.
 * Sends to the live channel and the caller's callback; knows nothing of files or pages.
 */
import type { CheckProgress } from '../../core/dev-protocol.js';
import type { LiveChannel } from './live.js';
import type { UpdateOutcome } from './update-outcome.js';

export class OutcomeReporter {
  private started = false;
  private readonly held: UpdateOutcome[] = [];
  private queue: Promise<void> = Promise.resolve();
  /** What was last reported, and whether the pass rendered pages since. */
  private lastReported = '';
  private passRendered = false;

  constructor(
    private readonly live: LiveChannel,
    private readonly onOutcome?: (outcome: UpdateOutcome) => void,
  ) {}

  /** The start's outcome: reported, then what the pass reported meanwhile. */
  begin(first: UpdateOutcome): void {
    this.started = true;
    this.report(first);
    for (const outcome of this.held.splice(0)) this.report(outcome);
  }

  /** Tells browsers and the terminal (held until `begin`). */
  report(outcome: UpdateOutcome): void {
    if (!this.started) return void this.held.push(outcome);
    this.lastReported = JSON.stringify(outcome.diagnostics);
    this.live.setProblems(outcome.diagnostics);
    if (outcome.ok && outcome.action.type !== 'none') this.live.broadcast(outcome.action);
    this.onOutcome?.(outcome);
  }

  /** Runs `task` after every task queued before it. */
  serial(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task);
    return this.queue;
  }

  /** Resolves once every queued task has run. */
  drained(): Promise<void> {
    return this.queue;
  }

  /** The background pass made progress. */
  progress(progress: CheckProgress): void {
    if (progress.checked < progress.total) this.passRendered = true;
    this.live.setProgress(progress);
  }

  /** The pass checked the whole site: after the outcome of any update being applied, so they arrive in order. */
  checked(outcome: UpdateOutcome): void {
    void this.serial(async () => {
      if (this.passRendered || !this.started || JSON.stringify(outcome.diagnostics) !== this.lastReported) this.report(outcome);
      this.passRendered = false;
    });
  }
}
