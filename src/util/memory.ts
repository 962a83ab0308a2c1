/**
 * Keeps a long-running renderer near the memory it really holds: the dev server, whose background pass renders
 * thousands of pages in one process, and dev's render threads (pipeline/render-worker.ts, given a `heapSlack`).
 * V8 collects their garbage late, letting the process grow to several times its live size. When the heap has grown
 * by a fixed slack since the last full collection, another is asked for. Uses V8's `gc` function, exposed at run
 * time; without it, nothing. Knows nothing of pages or dev: must not import from other folders of src/.
 */
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/** How far the heap may grow past what the last full collection left before the next one. */
export const HEAP_SLACK = 128 * 1024 * 1024;

let collect: (() => void) | null | undefined;

function collector(): (() => void) | null {
  if (collect === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      collect = runInNewContext('gc') as () => void;
    } catch {
      collect = null;
    }
  }
  return collect;
}

export class MemoryGuard {
  /** Heap bytes in use after the last full collection. */
  private live = 0;

  constructor(private readonly slack = HEAP_SLACK) {}

  /** Collects if the heap has grown by more than the slack since the last collection. */
  check(): void {
    if (v8.getHeapStatistics().used_heap_size < this.live + this.slack) return;
    const gc = collector();
    if (!gc) return;
    gc();
    this.live = v8.getHeapStatistics().used_heap_size;
  }
}
