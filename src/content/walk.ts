/**
 * Lists the files of a content folder (docs or static) the way a build may read them: dot-files, dot-folders,
 * `node_modules` folders (a VitePress project's pages may sit beside its packages) and, for pages, docsgen's own
 * output folders (marked by the file a build writes first) are skipped, symlinks are followed only while their real target stays inside the site folder, and a link that
 * leads outside, loops or points to nothing becomes a located diagnostic instead of a read. Reads directory
 * entries and link targets only, never file contents. Synchronous calls: a walk is hundreds of small calls, each of
 * which would otherwise wait for a turn of the thread pool (10,000 docs in 500 folders: 300 ms, mostly idle).
 */
import { readdirSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';
import { relativePosixPath } from '../util/paths.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { OUTPUT_MARKER } from '../util/output-marker.js';

export interface WalkedFile {
  /** Path under the walked folder, with forward slashes. */
  relative: string;
  /** The file to read (the real path when reached through a link). */
  absolute: string;
}

export interface WalkResult {
  files: WalkedFile[];
  diagnostics: Diagnostic[];
  /** False when the folder does not exist (or cannot be resolved). */
  found: boolean;
}

const realpath = (file: string) => realpathSync.native(file);

/** The real path of `file`, or `file` itself when it cannot be resolved. */
function realOr(file: string): string {
  try {
    return realpath(file);
  } catch {
    return file;
  }
}

/** What `file` leads to, or null when it cannot be read. */
function statOrNull(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

const inside = (parent: string, child: string) => child === parent || child.startsWith(parent + path.sep);

/**
 * Walks `dir` (absolute) and returns the files `accept` keeps, sorted by relative path. `root` is the site folder:
 * links must stay inside it. `skipOutputFolders`: folders holding docsgen's output marker are not walked (pages). Diagnostics name the link by its path relative to `root`.
 */
export function walkFiles(root: string, dir: string, accept: (relative: string) => boolean, skipOutputFolders = false): WalkResult {
  const files: WalkedFile[] = [];
  const diagnostics: Diagnostic[] = [];
  let realRoot: string;
  let realDir: string;
  try {
    [realRoot, realDir] = [realpath(root), realpath(dir)];
  } catch {
    return { files, diagnostics, found: false }; // no such folder: the caller decides what that means
  }
  const shown = (absolute: string) => relativePosixPath(root, absolute) || '.';
  // A folder the config names inside the site must stay there once its links are followed: a docs or static
  // folder that is itself a symlink to elsewhere would publish that whole place. (A folder the config names
  // outside the site, such as `../docs` in a monorepo, is the config's own choice.)
  const named = path.resolve(dir);
  if (inside(path.resolve(root), named) && !inside(realRoot, realDir)) {
    diagnostics.push(diagnostic('content-symlink-outside', 'error', { target: realDir }, { file: shown(named) }));
    return { files, diagnostics, found: true };
  }
  /** Real paths of the folders on the current path, to tell a loop from a second way into one folder. */
  const visit = (absoluteDir: string, relativeDir: string, realOnPath: ReadonlySet<string>): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(absoluteDir, { withFileTypes: true });
    } catch {
      return;
    }
    // A build's output (or its staging folder) inside a docs folder, as `build/` in a VitePress project whose pages
    // are its whole folder: its Markdown copies of the pages are no pages of the site. (A static folder may publish
    // an old build on purpose: it is read.)
    if (skipOutputFolders && relativeDir && entries.some((entry) => entry.name === OUTPUT_MARKER)) return;
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const absolute = path.join(absoluteDir, entry.name);
      const relative = relativeDir ? `${relativeDir}/${entry.name}` : entry.name;
      let isDir = entry.isDirectory();
      let target = absolute;
      if (entry.isSymbolicLink()) {
        try {
          target = realpath(absolute);
        } catch (error) {
          const loop = (error as NodeJS.ErrnoException).code === 'ELOOP';
          diagnostics.push(diagnostic('content-symlink-broken', 'error', { reason: loop ? 'loop' : 'dangling' }, { file: shown(absolute) }));
          continue;
        }
        if (!inside(realRoot, target)) {
          diagnostics.push(diagnostic('content-symlink-outside', 'error', { target }, { file: shown(absolute) }));
          continue;
        }
        const stats = statOrNull(target);
        if (!stats) continue;
        isDir = stats.isDirectory();
        if (isDir && realOnPath.has(target)) {
          diagnostics.push(diagnostic('content-symlink-broken', 'error', { reason: 'loop' }, { file: shown(absolute) }));
          continue;
        }
      } else if (!isDir && !entry.isFile()) continue;
      if (isDir) {
        const real = entry.isSymbolicLink() ? target : realOr(absolute);
        visit(absolute, relative, new Set([...realOnPath, real]));
      } else if (accept(relative)) files.push({ relative, absolute: target });
    }
  };
  visit(dir, '', new Set([realDir]));
  files.sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0));
  return { files, diagnostics, found: true };
}
