/**
 * The files Vite's `import.meta.glob('./dir/*.ts')` names, for a config run by `evaluate-module.ts` (Astro's docs
 * build their sidebar's label translations from one). Patterns are relative to the importing file (`./`, `../`)
 * or to the project folder (`/src/…`); `!` excludes. Keys are written as Vite writes them: relative patterns give
 * paths from the importing file (`../src/nav/en.ts`), absolute ones paths from the project folder (`/src/nav/en.ts`).
 * Lists files only, never inside `node_modules` or dot-folders, and never outside the project folder; loads nothing.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import micromatch from 'micromatch';

/** The glob's static part: the folder to list (`../src/nav` of `../src/nav/*.ts`). */
function baseOf(pattern: string): string {
  const parts = pattern.split('/');
  const firstGlob = parts.findIndex((part) => micromatch.scan(part).isGlob);
  return (firstGlob < 0 ? parts.slice(0, -1) : parts.slice(0, firstGlob)).join('/') || '.';
}

/** Every file below `dir` (absolute), skipping `node_modules` and dot-folders. */
function filesBelow(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(file) : entry.isFile() ? [file] : [];
  });
}

/** micromatch drops a pattern's leading `./` but not a path's: both are compared without it. */
const matches = (key: string, pattern: string) => micromatch.isMatch(key.replace(/^\.\//, ''), pattern.replace(/^\.\//, ''));

const inside = (folder: string, file: string) => file === folder || file.startsWith(folder + path.sep);

/** `import.meta.glob` of `from` (absolute): each matching file (absolute), by the key Vite gives it. */
export function globFiles(from: string, projectFolder: string, patterns: string | readonly string[]): Map<string, string> {
  const list = typeof patterns === 'string' ? [patterns] : [...patterns];
  const including = list.filter((pattern) => !pattern.startsWith('!'));
  const excluding = list.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1));
  const found = new Map<string, string>();
  for (const pattern of including) {
    const fromRoot = pattern.startsWith('/');
    const anchor = fromRoot ? projectFolder : path.dirname(from);
    const keyOf = (file: string) => {
      const relative = path.relative(anchor, file).split(path.sep).join('/');
      return fromRoot ? `/${relative}` : relative.startsWith('../') ? relative : `./${relative}`;
    };
    const base = path.resolve(anchor, fromRoot ? `.${baseOf(pattern)}` : baseOf(pattern));
    if (!inside(projectFolder, base)) continue;
    for (const file of filesBelow(base)) {
      const key = keyOf(file);
      if (matches(key, pattern) && !excluding.some((out) => matches(key, out))) found.set(key, file);
    }
  }
  return new Map([...found].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
