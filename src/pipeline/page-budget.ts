/**
 * The time and memory one page may take to render, and the ways a render thread can end while a page is on it.
 * Plain data: the render threads (`render-thread.ts`) enforce the budget, `over-budget-page.ts` reports a page
 * that went over it. Must not start, watch or end threads itself.
 */

export interface PageBudget {
  /** How long one page may render before its thread is ended (ms). */
  timeoutMs: number;
  /** The JavaScript heap (V8's old generation) a render thread may grow to before V8 ends it (MB). */
  heapMb: number;
}

/**
 * A normal page renders in 5-50 ms and a 500 KB one in about a second, so 20 s only stops pages that would take
 * minutes (`*a_` repeated 60 KB: 54 s of CPU). A heap of 1 GB holds the largest page the size warning allows many
 * times over; a 100,000-row table needed 2.3 GB.
 */
export const DEFAULT_PAGE_BUDGET: PageBudget = { timeoutMs: 20_000, heapMb: 1024 };

/** A budget with the given parts replaced; every part must be a positive number. */
export function pageBudgetOf(given: Partial<PageBudget> = {}): PageBudget {
  const budget = { ...DEFAULT_PAGE_BUDGET, ...given };
  for (const [name, value] of Object.entries(budget)) {
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`The page budget's ${name} must be a positive number, not ${value}.`);
  }
  return budget;
}

/**
 * Why a render thread ended with a page on it: the page ran out of time (the thread was ended), the heap limit
 * was reached, or the page's code called `process.exit` (which ends only its thread).
 */
export type ThreadEnd = { kind: 'time' } | { kind: 'memory' } | { kind: 'exit'; code: number };
