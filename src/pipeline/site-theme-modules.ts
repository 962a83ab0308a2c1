/**
 * The `@theme/…` modules a Docusaurus site's own `src/theme` folder gives that docsgen's theme does not: Docusaurus
 * resolves `@theme/X` to the site's `src/theme/X` first, so sites keep components of their own there
 * (`@theme/CodeFromRemote`, `@theme/Mermaid`) and import them so. Those docsgen provides keep docsgen's (a
 * swizzled `Tabs` is written for Docusaurus' internals). Reads the folder's names only, never a file's content.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const CODE_FILE = /\.(tsx?|jsx?|mjs|cjs)$/;
export const SITE_THEME_FOLDER = 'src/theme';

/** `@theme/Name` for each code file (`A/B.js` → `@theme/A/B`, `A/index.tsx` → `@theme/A`) not in `provided`, sorted. */
export function siteThemeModules(root: string, provided: readonly string[]): string[] {
  const folder = path.join(root, SITE_THEME_FOLDER);
  if (!existsSync(folder)) return [];
  const names = new Set<string>();
  const walk = (dir: string, parts: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), [...parts, entry.name]);
      else if (CODE_FILE.test(entry.name) && !/\.(d|test|spec)\.[jt]sx?$/.test(entry.name)) {
        const base = entry.name.replace(CODE_FILE, '');
        const all = base === 'index' ? parts : [...parts, base];
        if (all.length) names.add(`@theme/${all.join('/')}`);
      }
    }
  };
  walk(folder, []);
  return [...names].filter((name) => !provided.includes(name)).sort();
}
