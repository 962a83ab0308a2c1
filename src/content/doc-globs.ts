/**
 * Which files of a docs folder are pages, by the docs options `include` and `exclude` (Docusaurus' options of those
 * names, matched the way Docusaurus matches them, with micromatch): a Markdown file (`.md`, `.mdx`, any case) whose
 * path under the folder `include` matches and `exclude` does not. With the defaults this is `isDocFile` of
 * `doc-paths.ts`: partials (`_` names) and tests are not pages. Pure: looks at paths only.
 */
import micromatch from 'micromatch';
import { DOC_EXTENSIONS } from './doc-paths.js';

/** The two lists of globs, relative to the docs folder. */
export interface DocGlobs {
  include: readonly string[];
  exclude: readonly string[];
}

/** Tells whether a file (its path under the docs folder, with forward slashes) is a page. */
export type DocFileTest = (relativePath: string) => boolean;

/**
 * The test of `globs`. The extension is matched in lower case, so that `Setup.MD` is a page as it is by default,
 * while the rest of a path is matched as written. `extensions`: what a page may be (Markdown by default; the pages
 * folder also takes React components).
 */
export function docFileTest(globs: DocGlobs, extensions: readonly string[] = DOC_EXTENSIONS): DocFileTest {
  const included = globs.include.map((glob) => micromatch.matcher(glob));
  const excluded = globs.exclude.map((glob) => micromatch.matcher(glob));
  return (relativePath) => {
    const dot = relativePath.lastIndexOf('.');
    const extension = dot < 0 ? '' : relativePath.slice(dot).toLowerCase();
    if (!extensions.includes(extension)) return false;
    const path = relativePath.slice(0, dot) + extension;
    return included.some((matches) => matches(path)) && !excluded.some((matches) => matches(path));
  };
}
