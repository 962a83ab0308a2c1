/**
 * The one check every file a build writes passes through: a path relative to the output folder that stays inside
 * it. Whatever computed the path (a route from front matter, a tag permalink, a category slug, a static file's
 * name, a plugin), a path that is absolute, climbs with `..`, or holds a NUL byte is refused here, before anything
 * touches the disk. Pure path work: must not read or write files.
 */
import path from 'node:path';
import { diagnostic } from '../diagnostics/catalogue.js';
import { BuildFailure } from '../diagnostics/diagnostic.js';

/** True when `relativePath` names a file strictly below the output folder. */
export function isInsideOutput(relativePath: string): boolean {
  if (relativePath === '' || relativePath.includes('\0')) return false;
  if (path.isAbsolute(relativePath) || path.posix.isAbsolute(relativePath) || path.win32.isAbsolute(relativePath)) return false;
  // Both separators count: a `\` written by content must not climb on Windows either.
  const parts = relativePath.split(/[\\/]+/);
  if (parts.some((part) => part === '..')) return false;
  const normal = path.normalize(relativePath);
  return normal !== '.' && normal !== '' && !normal.startsWith('..');
}

/**
 * `relativePath` when it lies inside the output folder; otherwise the build stops with `output-path-outside`
 * (a BuildFailure: the staging folder is dropped and the previous output stays as it was).
 */
export function insideOutput(relativePath: string): string {
  if (isInsideOutput(relativePath)) return relativePath;
  throw new BuildFailure([diagnostic('output-path-outside', 'error', { path: relativePath })]);
}
