/**
 * What a set of changed files means for the dev server's site, worked out from where they are: the config, the
 * site's or the theme's styles, theme overrides, the theme itself, versions, translations and other docs instances, sidebars, a partial
 * or component any page may use, docs, or static files. Pure: looks at paths only, reads nothing.
 */
import path from 'node:path';
import type { DocFileTest } from '../content/doc-globs.js';
import { CATEGORY_FILE, isPartialPath } from '../content/doc-paths.js';
import { isVariantFile } from '../pipeline/site-variants.js';
import { relativePosixPath } from '../util/paths.js';

export type SiteChange =
  | { kind: 'config' }
  | { kind: 'site-styles' }
  | { kind: 'overrides' }
  | { kind: 'theme'; cssOnly: boolean }
  | { kind: 'variants' }
  | { kind: 'sidebars' }
  /** A partial or a component: any page may use it. */
  | { kind: 'shared'; what: 'a partial' | 'a component' }
  | { kind: 'docs'; files: string[] }
  | { kind: 'static' }
  /** None of the above: perhaps an image or file a page uses. */
  | { kind: 'other' };

/** Where the site's files are (absolute paths). */
export interface SitePlaces {
  root: string;
  configFile: string | null;
  styleFiles: readonly string[];
  overridesDir: string;
  /** docsgen's own theme and templates folders (edited only when working on docsgen). */
  themeDirs: readonly string[];
  sidebarsFiles: readonly string[];
  /** The other docs instances' folders, sidebars files and versions: any change there reads them again as a whole. */
  instancePaths?: readonly string[];
  docsDir: string;
  /** Which files of the docs folder are pages (by the config's `docs.include` and `docs.exclude`). */
  isDoc: DocFileTest;
  componentFiles: readonly string[];
  /** Null when the site has no static folder it may serve. */
  staticDir: string | null;
}

const inside = (dir: string | null, file: string) => dir !== null && !path.relative(dir, file).startsWith('..');

/** The change the files make, the one with the widest effect first. */
export function classifyChange(changed: readonly string[], places: SitePlaces): SiteChange {
  const { docsDir } = places;
  if (changed.some((f) => f === places.configFile)) return { kind: 'config' };
  if (changed.length && changed.every((f) => places.styleFiles.includes(f))) return { kind: 'site-styles' };
  if (changed.some((f) => inside(places.overridesDir, f))) return { kind: 'overrides' };
  const themeFiles = changed.filter((f) => places.themeDirs.some((dir) => inside(dir, f)));
  if (themeFiles.length) return { kind: 'theme', cssOnly: themeFiles.every((f) => f.endsWith('.css')) };
  const instanceFile = (f: string) => (places.instancePaths ?? []).some((p) => f === p || inside(p, f));
  if (changed.some((f) => isVariantFile(relativePosixPath(places.root, f)) || instanceFile(f))) return { kind: 'variants' };
  if (changed.some((f) => places.sidebarsFiles.includes(f) || (inside(docsDir, f) && CATEGORY_FILE.test(path.basename(f))))) return { kind: 'sidebars' };
  // A Markdown file of the docs folder that is no page, or has a `_` name (a page that is also imported), is a partial.
  const partial = changed.some((f) => {
    const relative = relativePosixPath(docsDir, f);
    return inside(docsDir, f) && /\.mdx?$/i.test(f) && (isPartialPath(relative) || !places.isDoc(relative));
  });
  if (partial || changed.some((f) => places.componentFiles.includes(f))) return { kind: 'shared', what: partial ? 'a partial' : 'a component' };
  const docs = changed.filter((f) => inside(docsDir, f) && places.isDoc(relativePosixPath(docsDir, f)));
  if (docs.length) return { kind: 'docs', files: docs };
  if (changed.some((f) => inside(places.staticDir, f))) return { kind: 'static' };
  return { kind: 'other' };
}
