/**
 * File paths of this machine as forward-slash paths, the form docsgen keeps in diagnostics, records, output keys and
 * the config (`docs\guide\a.md` on Windows → `docs/guide/a.md`). The Node half of the path rules; URLs are
 * `core/urls.ts`'s. The separator rules are a parameter only so tests can hand in `path.win32` on any system.
 */
import path from 'node:path';

/** The parts of Node's `path` these functions use: `path` itself, or `path.win32` / `path.posix` in tests. */
export type PathRules = Pick<path.PlatformPath, 'sep' | 'relative'>;

/**
 * `a\b\c.md` → `a/b/c.md` on Windows; unchanged elsewhere, where `\` is a character a file name may hold and `/`
 * already separates.
 */
export function toPosixPath(osPath: string, rules: Pick<PathRules, 'sep'> = path): string {
  return osPath.split(rules.sep).join('/');
}

/** `path.relative(from, to)` with forward slashes ('' when they are the same folder). */
export function relativePosixPath(from: string, to: string, rules: PathRules = path): string {
  return toPosixPath(rules.relative(from, to), rules);
}
