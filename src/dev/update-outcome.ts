/**
 * What an update of the dev site tells the server: whether it was applied, its problems, what browsers should do,
 * and a line for the terminal; and the rules for when problems hold an update back. Pure: no state, no I/O.
 */
import { servedInDev, type BrowserAction } from '../../core/dev-protocol.js';
import { DiagnosticBag, type Diagnostic } from '../diagnostics/diagnostic.js';

export type { BrowserAction };

export interface UpdateOutcome {
  ok: boolean;
  diagnostics: Diagnostic[];
  action: BrowserAction;
  /** What changed, for the terminal. */
  summary: string;
  /** The problems are those of every page (the complete check ran); otherwise only of the pages checked so far. */
  complete?: boolean;
}

/** An outcome that changes nothing in open browsers. */
export const unchanged = (ok: boolean, diagnostics: Diagnostic[], summary: string): UpdateOutcome => ({ ok, diagnostics, action: { type: 'none' }, summary });

/** The problems stop an update: errors other than work in progress (`servedInDev`); any problem does under `strict`. */
export function fails(diagnostics: readonly Diagnostic[], strict: boolean): boolean {
  const bag = new DiagnosticBag();
  bag.addAll(diagnostics.filter((d) => !servedInDev(d, strict)));
  return bag.fails(strict);
}

/**
 * The problems of `now` that the site served did not have (`served`): what an update adds. A problem is the same
 * when its code, file and message are, wherever its line moved to.
 */
export function addedProblems(now: readonly Diagnostic[], served: readonly Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic) => `${d.code}\u0000${d.file ?? ''}\u0000${d.message}`;
  const had = new Set(served.map(key));
  return now.filter((d) => !had.has(key(d)));
}

/** The summary's note on errors a page was served with (links to pages not written yet), '' when none. */
export function servedWithNote(diagnostics: readonly Diagnostic[], strict: boolean): string {
  const count = diagnostics.filter((d) => d.severity === 'error' && servedInDev(d, strict)).length;
  return count
    ? ` · served with ${count} broken link${count === 1 ? '' : 's'}, marked in the page (docsgen build stops on ${count === 1 ? 'it' : 'them'})`
    : '';
}
