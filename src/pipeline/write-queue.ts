/**
 * The build's writes into its output sink, awaited in batches: thousands of small files go out without one
 * promise each piling up, and a failed write surfaces when its batch settles. Writes only through the sink.
 */
import type { OutputSink } from '../emit/sink.js';

const WRITE_BATCH = 64;

export class WriteQueue {
  private readonly pending: Promise<void>[] = [];

  constructor(private readonly sink: OutputSink) {}

  async write(file: string, content: string | Uint8Array): Promise<void> {
    this.add(this.sink.write(file, content));
    if (this.pending.length >= WRITE_BATCH) await this.settle();
  }

  /** Adds a write (a copy, a link) started elsewhere. */
  add(write: Promise<void>): void {
    this.pending.push(write);
  }

  /** Waits for every write so far; the first failure rejects. */
  async settle(): Promise<void> {
    await Promise.all(this.pending.splice(0));
  }

  /** Waits for every write so far, failed or not (a build that stopped). */
  async drain(): Promise<void> {
    await Promise.allSettled(this.pending.splice(0));
  }
}
