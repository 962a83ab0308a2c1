/**
 * Build stage `guardFolders`: proves, before a build writes or deletes anything, that the output folder and the
 * cache folder are folders docsgen may replace. A build swaps its output folder in whole and prunes its cache, so
 * a wrong `--out-dir .` or `--cache-dir docs` would delete a project: refused here are the site folder and every
 * folder above it, the home folder and the file-system root, a source folder (docs, static, i18n, versioned docs,
 * theme overrides), a folder inside one or holding one, and a non-empty folder docsgen did not write. docsgen marks
 * what it writes: `.docsgen-output` in an output folder, `CACHEDIR.TAG` (the cache-directory convention) in a cache
 * folder. Reads the file system and writes only the cache marker; reports, never throws.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import type { FactsOf } from '../diagnostics/catalogue.js';
import { OUTPUT_MARKER } from '../util/output-marker.js';

/** The file that marks a folder as a docsgen output folder (written by every build, never served by `serve`). */
export { OUTPUT_MARKER };
export const OUTPUT_MARKER_TEXT = 'This folder is written by docsgen build: each build replaces all of it.\n';

/** The cache-directory tag (bford.info/cachedir): backup tools skip the folder, and docsgen knows it as its own. */
export const CACHE_MARKER = 'CACHEDIR.TAG';
const CACHE_MARKER_TEXT = 'Signature: 8a477f597d28d172789f06886806bc55\n# This folder is the build cache of docsgen; it may be deleted at any time.\n';

/** The only entries a docsgen cache folder holds: its marker, the prune stamp and its stores. */
export const CACHE_ENTRIES = new Set([
  CACHE_MARKER,
  'last-prune',
  'last-build.json',
  'last-build-unlistable',
  'files',
  'modules',
  'outputs',
  'pages',
  'stages',
]);

export type FolderProblem = FactsOf<'folder-unsafe'>;

/** The path with its existing part resolved through symlinks (so `out -> .` is seen as the site folder). */
function realOf(folder: string): string {
  let existing = path.resolve(folder);
  const rest: string[] = [];
  while (!existsSync(existing) && path.dirname(existing) !== existing) {
    rest.unshift(path.basename(existing));
    existing = path.dirname(existing);
  }
  try {
    return path.join(realpathSync.native(existing), ...rest);
  } catch {
    return path.resolve(folder);
  }
}

/** True when `inner` is `outer` or lies below it. */
export function within(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function entriesOf(folder: string): string[] | null {
  try {
    return lstatSync(folder).isDirectory() ? readdirSync(folder) : null;
  } catch {
    return null;
  }
}

/** An output folder written before docsgen marked its output: its pages, `_headers` and assets are there. */
function looksLikeEarlierOutput(entries: readonly string[]): boolean {
  return entries.includes('_headers') && entries.includes('404.html') && entries.includes('assets');
}

interface Place {
  /** The site folder (where site.config.ts is). */
  root: string;
  /** The site's source folders, absolute: docs, static, i18n, versioned docs… (only those that exist matter). */
  sources: readonly string[];
}

/** What keeps `folder` (the output or cache folder) from being replaced, whatever marks it: null when nothing does. */
function placeProblem(folder: string, which: FolderProblem['which'], place: Place): FolderProblem | null {
  const real = realOf(folder);
  const root = realOf(place.root);
  const shown = path.relative(root, real) || '.';
  if (real === path.parse(real).root) return { which, folder: real, reason: 'filesystem-root' };
  if (real === realOf(homedir())) return { which, folder: real, reason: 'home' };
  if (within(root, real)) return { which, folder: real === root ? '.' : real, reason: real === root ? 'site' : 'above-site' };
  for (const source of place.sources) {
    if (!existsSync(source)) continue;
    const realSource = realOf(source);
    if (realSource === root) continue; // docs kept in the site folder itself: the site check above covers it
    const named = path.relative(root, realSource) || '.';
    if (within(real, realSource)) return { which, folder: shown, reason: real === realSource ? 'source' : 'inside-source', source: named };
    if (within(realSource, real)) return { which, folder: shown, reason: 'holds-source', source: named };
  }
  return null;
}

/** Why `outDir` may not be replaced by a build, or null when it may. */
export function outputFolderProblem(outDir: string, place: Place): FolderProblem | null {
  const problem = placeProblem(outDir, 'output', place);
  if (problem) return problem;
  const entries = entriesOf(outDir);
  if (entries === null && existsSync(outDir)) return { which: 'output', folder: path.relative(place.root, outDir) || '.', reason: 'not-a-folder' };
  if (!entries || entries.length === 0 || entries.includes(OUTPUT_MARKER) || looksLikeEarlierOutput(entries)) return null;
  return { which: 'output', folder: path.relative(place.root, outDir) || '.', reason: 'not-ours' };
}

/** Why `cacheDir` may not be used (and pruned) as the build cache, or null when it may. */
export function cacheFolderProblem(cacheDir: string, place: Place): FolderProblem | null {
  const problem = placeProblem(cacheDir, 'cache', place);
  if (problem) return problem;
  const entries = entriesOf(cacheDir);
  if (entries === null && existsSync(cacheDir)) return { which: 'cache', folder: path.relative(place.root, cacheDir) || '.', reason: 'not-a-folder' };
  // A cache made before the tag holds nothing but the cache's own entries.
  if (!entries || entries.includes(CACHE_MARKER) || entries.every((entry) => CACHE_ENTRIES.has(entry))) return null;
  return { which: 'cache', folder: path.relative(place.root, cacheDir) || '.', reason: 'not-ours' };
}

/** Marks `cacheDir` as docsgen's cache (creating it), once cacheFolderProblem has found nothing against it. */
export function markCacheFolder(cacheDir: string): void {
  const marker = path.join(cacheDir, CACHE_MARKER);
  if (existsSync(marker)) return;
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(marker, CACHE_MARKER_TEXT);
}

/** True when `cacheDir` carries docsgen's cache tag (pruning touches nothing else). */
export function isMarkedCache(cacheDir: string): boolean {
  return existsSync(path.join(cacheDir, CACHE_MARKER));
}
