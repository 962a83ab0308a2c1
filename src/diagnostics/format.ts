/**
 * Turns diagnostics into terminal text: one block per problem (location, message, fix) and a summary line.
 * Pure string building; the caller decides where the text goes.
 */
import pc from 'picocolors';
import { formatLocation, type Diagnostic } from '../../core/diagnostics.js';

export { formatLocation };

export function formatDiagnostic(d: Diagnostic, colors = pc.isColorSupported): string {
  const c = pc.createColors(colors);
  const label = d.severity === 'error' ? c.red(c.bold('error')) : c.yellow(c.bold('warning'));
  const where = formatLocation(d);
  const lines = [`${label} ${c.dim(`[${d.code}]`)}${where ? ' ' + c.cyan(where) : ''}`, `  ${d.message}`];
  if (d.hint) lines.push(`  ${c.green('fix:')} ${d.hint}`);
  return lines.join('\n');
}

/** Problems that only follow from another one reported above (a link to a page that failed to load). */
const CONSEQUENCES = new Set(['link-to-failed-page']);

/** Causes before their consequences, then by file and line, so problems in one file read together. */
export function sortDiagnostics(items: readonly Diagnostic[]): Diagnostic[] {
  return [...items].sort(
    (a, b) =>
      Number(CONSEQUENCES.has(a.code)) - Number(CONSEQUENCES.has(b.code)) ||
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0),
  );
}

export function formatDiagnostics(items: readonly Diagnostic[], colors = pc.isColorSupported): string {
  return sortDiagnostics(items)
    .map((d) => formatDiagnostic(d, colors))
    .join('\n\n');
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
