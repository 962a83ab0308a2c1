/**
 * The one shape every problem takes, from config loading to link checking: data first, printed once at the
 * end by `format.ts`, used the same by the terminal, `--strict` and (later) the dev overlay.
 * This module must not print or exit.
 */

import type { Diagnostic, Severity } from '../../core/diagnostics.js';

export type { Diagnostic, Severity };

/** Collects diagnostics from every stage; `--strict` turns warnings into failures. */
/** Problems of a link, whose message names the route it leads to: in each locale's copy of a page, that locale's. */
const LINK_CODES = new Set(['broken-link', 'broken-anchor', 'broken-markdown-link', 'link-to-failed-page']);

/**
 * The diagnostics without repeats: a default-locale file built again as an untranslated page of each other locale
 * reports its problems once, a link's too (the first locale's wording is kept: the default locale's).
 */
export function uniqueDiagnostics(diagnostics: Iterable<Diagnostic>): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const key = JSON.stringify([d.code, d.severity, d.file, d.line, d.column, LINK_CODES.has(d.code) ? '' : d.message]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(d);
  }
  return out;
}

export class DiagnosticBag {
  readonly items: Diagnostic[] = [];

  add(diagnostic: Diagnostic): void {
    this.items.push(diagnostic);
  }

  addAll(diagnostics: Iterable<Diagnostic>): void {
    for (const d of diagnostics) this.items.push(d);
  }

  get errors(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'error');
  }

  get warnings(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'warning');
  }

  fails(strict: boolean): boolean {
    return this.items.some((d) => d.severity === 'error' || strict);
  }
}

/** Thrown when a stage cannot go on; carries every diagnostic collected so far. */
export class BuildFailure extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => d.message).join('\n'));
    this.name = 'BuildFailure';
  }
}

/** Policy values from the config (`onBrokenLinks` and friends) mapped to a severity, or null to ignore. */
export type ProblemPolicy = 'throw' | 'warn' | 'ignore';

export function severityFor(policy: ProblemPolicy): Severity | null {
  if (policy === 'ignore') return null;
  return policy === 'throw' ? 'error' : 'warning';
}
