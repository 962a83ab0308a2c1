/**
 * The front matter keys a site writes that docsgen does not read, as `docsgen init` finds them in the site's
 * Markdown files: those on at least two pages are the site's own (VueUse's `category` on every function page) and
 * go to `markdown.frontMatterKeys`, so the first build does not warn of them; a key on one page alone stays
 * warned of, since a typo looks the same. Reads the files' front matter only; runs nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { parseMarkdownFile } from '../content/front-matter.js';

/** Folders that hold no pages of the site (dependencies, build output, caches). */
const NOT_PAGES = [
  '**/node_modules/**',
  '**/.git/**',
  '**/.docusaurus/**',
  '**/.vitepress/cache/**',
  '**/.vitepress/dist/**',
  '**/.astro/**',
  '**/build/**',
  '**/dist/**',
];
/** Files read at most: the keys of a very large site are clear long before. */
const MOST_FILES = 5_000;
/** A key written on this many pages or more is the site's own. */
const OWN_KEY_PAGES = 2;

/** The keys written on at least two pages of `folders` (relative to `root`) that docsgen does not read, most used first. */
export function siteFrontMatterKeys(root: string, folders: readonly string[]): string[] {
  const counts = new Map<string, number>();
  const files = [...new Set(folders.flatMap((folder) => fg.sync('**/*.{md,mdx}', { cwd: path.resolve(root, folder), ignore: NOT_PAGES, absolute: true })))];
  for (const file of files.slice(0, MOST_FILES)) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const own = parseMarkdownFile(text, file).result?.ownKeys;
    for (const key of Object.keys(own ?? {})) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, pages]) => pages >= OWN_KEY_PAGES)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([key]) => key);
}
