/**
 * Everything under a site's folder that a build may read, as a list of files with their facts (inode, size,
 * modification time) and content hashes, plus the install markers of the node_modules folders its packages
 * resolve from: what the record of a build (unchanged-build.ts) compares to tell that nothing changed since. A file
 * whose facts are those of the last list keeps its hash without being read, so a fresh clone (new times, same
 * bytes) reads each file once. Skips the output and cache folders, `.git` and `node_modules`, and every other folder
 * marked as a docsgen output or a cache (an earlier build's `build/` or `.docsgen/`, made with other folders): such a
 * folder counts as there or not, by its marker, never by its files (markedFolders lists them, so that the record of
 * a build whose sources hold one is not kept). Reads only; null
 * when the folder cannot be listed with certainty (a link to a folder) or cheaply (more than MAX_FILES files, more
 * than MAX_HASHED_BYTES to hash).
 */
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import path from 'node:path';
import { CACHE_MARKER, OUTPUT_MARKER } from '../pipeline/folder-guard.js';

/** Sites with more files than this under their folder get no record (listing them would cost more than it saves). */
const MAX_FILES = 20_000;
/** Nor do sites whose changed files hold more than this to read and hash in one listing. */
const MAX_HASHED_BYTES = 256 * 1024 * 1024;

/** Files whose change means the site's packages were installed again (npm, pnpm, yarn). */
const INSTALL_MARKERS = [
  'node_modules/.package-lock.json',
  'node_modules/.modules.yaml',
  'node_modules/.yarn-state.yml',
  'node_modules/.yarn-integrity',
  '.pnp.cjs',
];

/** Relative path (with `/`; absolute for install markers) → [facts, sha256 of the content]. */
export type SiteInputs = Map<string, [string, string]>;

/** The facts of a folder listed by its marker alone. */
const MARKED = 'marked:';

/** The files that mark a folder docsgen made for a build's output or cache. */
const MARKERS = [OUTPUT_MARKER, CACHE_MARKER];

/** The folders (relative, with `/`) the list took by their marker instead of their files. */
export function markedFolders(inputs: SiteInputs): string[] {
  return [...inputs].filter(([, [facts]]) => facts.startsWith(MARKED)).map(([key]) => key.slice(0, -1));
}

class NotListable extends Error {}

/** The site's inputs now; `previous` lends the hashes of files whose facts have not changed. */
export function listSiteInputs(root: string, skip: readonly string[], previous: ReadonlyMap<string, readonly [string, string]> = new Map()): SiteInputs | null {
  const inputs: SiteInputs = new Map();
  const base = path.resolve(root);
  const skipped = new Set(skip.map((dir) => path.resolve(dir)));
  // The folders that hold a skipped one (`.docsgen` of `.docsgen/cache`) may be made by the build itself: their
  // files count, but not whether they exist.
  const holders = new Set([...skipped].flatMap((dir) => holdersOf(base, dir)));
  let hashedBytes = 0;
  const add = (key: string, absolute: string, stats: { ino: number; size: number; mtimeMs: number }, link = '') => {
    const facts = `${stats.ino}:${stats.size}:${stats.mtimeMs}${link ? `>${link}` : ''}`;
    const known = previous.get(key);
    if (!(known && known[0] === facts) && (hashedBytes += stats.size) > MAX_HASHED_BYTES) throw new NotListable();
    const hash = known && known[0] === facts ? known[1] : createHash('sha256').update(readFileSync(absolute)).digest('hex');
    inputs.set(key, [facts, hash]);
  };
  // First the folders only (their listings give each entry's type), so that a folder too large to list costs little.
  const found: [key: string, absolute: string][] = [];
  const walk = (dir: string, relative: string) => {
    const entries = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => !skipped.has(path.join(dir, entry.name)) && entry.name !== '.git' && entry.name !== 'node_modules')
      .sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
    // Another build's output or cache: there or not, by its marker, whatever it holds.
    const marker = dir === base ? undefined : MARKERS.find((name) => entries.some((entry) => entry.isFile() && entry.name === name));
    if (marker) {
      inputs.set(`${relative}/`, [`${MARKED}${marker}`, '']);
      return;
    }
    // The folder's own entry, so that an empty folder made or removed counts too.
    if (!holders.has(dir))
      inputs.set(`${relative}/`, [
        entries
          .map((entry) => entry.name)
          .filter((name) => !holders.has(path.join(dir, name)))
          .join('/'),
        '',
      ]);
    for (const entry of entries) {
      const absolute = path.join(dir, entry.name);
      const key = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(absolute, key);
      else if (found.push([key, absolute]) > MAX_FILES) throw new NotListable();
    }
  };
  const addFound = (key: string, absolute: string) => {
    const stats = lstatSync(absolute);
    if (stats.isDirectory()) throw new NotListable(); // made since it was listed
    if (stats.isFile()) add(key, absolute, stats);
    else if (stats.isSymbolicLink()) {
      // A link to a file counts with its target's facts; a link to a folder would need its own walk.
      const target = statSync(absolute, { throwIfNoEntry: false });
      if (target?.isFile()) add(key, absolute, target, readlinkSync(absolute));
      else if (target) throw new NotListable();
      else inputs.set(key, [`dangling>${readlinkSync(absolute)}`, '']);
    }
  };
  try {
    walk(base, '');
    for (const [key, absolute] of found) addFound(key, absolute);
    for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
      for (const marker of INSTALL_MARKERS) {
        const absolute = path.join(dir, marker);
        const stats = statSync(absolute, { throwIfNoEntry: false });
        if (stats?.isFile()) add(absolute, absolute, stats);
      }
      if (path.dirname(dir) === dir) break;
    }
  } catch {
    return null;
  }
  return inputs;
}

/** The folders between `root` and `dir` (both excluded), when `dir` lies inside `root`. */
function holdersOf(root: string, dir: string): string[] {
  const holders: string[] = [];
  for (let at = path.dirname(dir); at !== root && at.startsWith(root + path.sep); at = path.dirname(at)) holders.push(at);
  return holders;
}

const keyOf = (root: string, absolute: string) => path.relative(root, absolute).split(path.sep).join('/');

/**
 * The list as it would be had `dir` been skipped when it was made: for a folder known to be the output only once the
 * config was read.
 */
export function withoutFolder(inputs: SiteInputs, root: string, dir: string): SiteInputs {
  const base = path.resolve(root);
  const absolute = path.resolve(dir);
  if (!absolute.startsWith(base + path.sep)) return inputs;
  const folder = keyOf(base, absolute);
  const holders = new Set(holdersOf(base, absolute).map((holder) => keyOf(base, holder)));
  const hidden = new Set([folder, ...holders]);
  const kept: SiteInputs = new Map();
  for (const [key, value] of inputs) {
    if (key === `${folder}/` || key.startsWith(`${folder}/`) || (key.endsWith('/') && holders.has(key.slice(0, -1)))) continue;
    if (key.endsWith('/') && value[1] === '') {
      const parent = key.slice(0, -1);
      const listing = value[0] === '' ? [] : value[0].split('/');
      kept.set(key, [listing.filter((name) => !hidden.has(parent ? `${parent}/${name}` : name)).join('/'), '']);
    } else kept.set(key, value);
  }
  return kept;
}

/** True when two lists name the same files with the same contents (facts may differ: a fresh clone). */
export function sameInputs(a: ReadonlyMap<string, readonly [string, string]>, b: ReadonlyMap<string, readonly [string, string]>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, [facts, hash]] of a) {
    const other = b.get(key);
    if (!other) return false;
    // Folders (no hash) compare by their listing, files by content.
    if (hash === '' ? other[0] !== facts || other[1] !== '' : other[1] !== hash) return false;
  }
  return true;
}
