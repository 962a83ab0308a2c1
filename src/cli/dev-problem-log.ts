/**
 * What dev writes to the terminal of each update's problems: those it has not just shown in full, and one line for
 * those still standing since the update before (a site with 40 warnings printed them all again on every save, which
 * buried the one the save caused). A problem that goes away (by the complete check) and comes back is shown again. Keeps no files; knows
 * only diagnostics.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/**
 * Sorts an update's problems into those to show in full and the number shown before that still stand. An update
 * checks some pages only (the complete check follows in the background): its problems add to those known, and only
 * a complete one forgets those that went away.
 */
export class DevProblemLog {
  private shown = new Set<string>();

  take(diagnostics: readonly Diagnostic[], complete: boolean): { fresh: Diagnostic[]; standing: { errors: number; warnings: number } } {
    const keys = diagnostics.map(problemKey);
    const fresh = diagnostics.filter((_, i) => !this.shown.has(keys[i]!));
    const standing = diagnostics.filter((_, i) => this.shown.has(keys[i]!));
    if (complete) this.shown = new Set(keys);
    else for (const key of keys) this.shown.add(key);
    return {
      fresh,
      standing: { errors: standing.filter((d) => d.severity === 'error').length, warnings: standing.filter((d) => d.severity !== 'error').length },
    };
  }
}

const problemKey = (d: Diagnostic): string => JSON.stringify([d.code, d.severity, d.file ?? '', d.line ?? 0, d.column ?? 0, d.message]);

/** `2 errors and 31 warnings shown earlier still stand`, or null when none does. */
export function standingLine({ errors, warnings }: { errors: number; warnings: number }): string | null {
  const parts = [errors ? `${errors} error${errors === 1 ? '' : 's'}` : '', warnings ? `${warnings} warning${warnings === 1 ? '' : 's'}` : ''].filter(Boolean);
  if (!parts.length) return null;
  return `${parts.join(' and ')} shown earlier still ${errors + warnings === 1 ? 'stands' : 'stand'} (\`docsgen build\` lists every problem)`;
}
