/**
 * The components a Docusaurus site swizzled into `src/theme/` (a file per component name: `Footer.js`,
 * `DocItem/Footer/index.tsx`), as migration notes: they are written for Docusaurus' theme (its props, hooks and
 * Infima classes), so docsgen does not run them, and the site should hear so instead of losing them silently. Each
 * note names docsgen's counterpart in `theme-overrides/` when there is one; the ones that wrap every page (`Root`,
 * `Layout/Provider`) say that what they provide is not there. `MDXComponents` is not noted: the build
 * reads it. Lists files only; reads and runs none.
 */
import path from 'node:path';
import fg from 'fast-glob';
import { isOverridableName, type OverridableName } from '../../core/overridable.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/** Where Docusaurus looks for a site's swizzled components, relative to the site folder. */
const SWIZZLE_DIR = 'src/theme';

/** Docusaurus' names whose docsgen counterpart has another name; the other overridable names are the same in both. */
const DOCSGEN_NAME: Readonly<Record<string, OverridableName>> = {
  SearchBar: 'SearchButton',
  DocSidebar: 'Sidebar',
  DocBreadcrumbs: 'Breadcrumbs',
  DocPaginator: 'PrevNext',
  'NotFound/Content': 'NotFound',
  TagsListInline: 'TagList',
  DocSidebarItem: 'Sidebar',
  DocSidebarItems: 'Sidebar',
  TOCItems: 'TOC',
};

/**
 * Docusaurus' components that wrap every page (its app's root, the layout's providers): what they provide, pages'
 * components read. docsgen wraps its pages in neither, so their notes say what that costs.
 */
const PAGE_WRAPPERS: ReadonlySet<string> = new Set(['Root', 'Layout/Provider']);

/** The component name a file of `src/theme/` stands for: `Footer.js` and `Footer/index.js` → `Footer`; null for other files. */
function componentName(relative: string): string | null {
  const match = /^(.+?)(?:\/index)?\.(?:js|jsx|ts|tsx|mjs)$/.exec(relative);
  if (!match || /\.(test|spec|d)$/.test(match[1]!)) return null;
  return match[1]!;
}

/** The docsgen component named like Docusaurus' `name`, or playing its part under another name. */
const counterpartOf = (name: string): OverridableName | null => DOCSGEN_NAME[name] ?? (isOverridableName(name) ? name : null);

/**
 * The docsgen component that plays the part of Docusaurus' `name`, if any: its own, else that of the component it is
 * a part of (`Footer/Layout` → `Footer`).
 */
export function docsgenCounterpart(name: string): OverridableName | null {
  return counterpartOf(name) ?? counterpartOf(name.split('/')[0]!);
}

/** One `migrate-swizzled-not-used` note per component the site swizzled, at its file, in name order. */
export function swizzledComponentNotes(root: string): Diagnostic[] {
  const files = fg.sync('**/*.{js,jsx,ts,tsx,mjs}', { cwd: path.join(root, SWIZZLE_DIR), ignore: ['**/node_modules/**'] }).sort();
  // A component's own folder may hold helpers beside its index file (`Main/BraveWarning.js`): they are not components.
  const isIndex = (file: string) => path.posix.basename(file).startsWith('index.');
  const componentFolders = new Set(files.filter(isIndex).map((file) => path.posix.dirname(file)));
  const byName = new Map<string, string>();
  for (const file of files) {
    if (!isIndex(file) && componentFolders.has(path.posix.dirname(file))) continue;
    const name = componentName(file);
    if (name && name !== 'MDXComponents' && !byName.has(name)) byName.set(name, `${SWIZZLE_DIR}/${file}`);
  }
  return [...byName].map(([name, file]) => {
    if (PAGE_WRAPPERS.has(name)) return diagnostic('migrate-swizzled-not-used', 'warning', { name, wrapsPages: true }, { file, line: 1 });
    const counterpart = docsgenCounterpart(name);
    return diagnostic('migrate-swizzled-not-used', 'warning', counterpart ? { name, counterpart } : { name }, { file, line: 1 });
  });
}
