/**
 * Finds the files of the site's pages folder (`src/pages`, Docusaurus' pages plugin) that are pages, by the `pages`
 * options' `include` and `exclude` globs, and reads the Markdown ones (strict UTF-8, as docs are read). React
 * components are only listed: their code is bundled later, never read here. A missing folder means no pages.
 * Parses nothing and decides no routes (`site-pages.ts` does).
 */
import path from 'node:path';
import type { PagesOptions } from '../config/schema.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { relativePosixPath } from '../util/paths.js';
import { readDocText } from './discover.js';
import { docFileTest } from './doc-globs.js';
import { walkFiles } from './walk.js';

/** The extensions of pages written in Markdown or MDX. */
export const MARKDOWN_PAGE_EXTENSIONS = ['.md', '.mdx'] as const;
/** The extensions of pages that are React components (their default export). */
export const COMPONENT_PAGE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx'] as const;

/** One file of the pages folder that is a page. */
export interface RawPageFile {
  /** Path under the pages folder, with forward slashes (`showcase/index.tsx`). */
  sourcePath: string;
  /** Path relative to the site root, for diagnostics (`src/pages/showcase/index.tsx`). */
  file: string;
  /** `markdown` for `.md`/`.mdx`, `component` for a React component. */
  kind: 'markdown' | 'component';
  /** The file's text (Markdown pages only; '' for components). */
  text: string;
}

export interface DiscoveredPages {
  pages: RawPageFile[];
  diagnostics: Diagnostic[];
}

const extensionOf = (relative: string) => {
  const dot = relative.lastIndexOf('.');
  return dot < 0 ? '' : relative.slice(dot).toLowerCase();
};

/** Whether a file under the pages folder is a page: a page extension, matched by `include` and not by `exclude`. */
export function pageFileTest(options: Pick<PagesOptions, 'include' | 'exclude'>): (relative: string) => boolean {
  const isPage = docFileTest(options, [...MARKDOWN_PAGE_EXTENSIONS, ...COMPONENT_PAGE_EXTENSIONS]);
  // Type declarations (`.d.ts`) are no pages, whatever the globs say.
  return (relative) => !/\.d\.ts$/i.test(relative) && isPage(relative);
}

/** The pages of the site's pages folder; none when `pages` is false or the folder does not exist. */
export async function discoverPages(root: string, options: PagesOptions | false): Promise<DiscoveredPages> {
  if (!options) return { pages: [], diagnostics: [] };
  const dir = path.resolve(root, options.path);
  const walked = await walkFiles(root, dir, pageFileTest(options));
  const diagnostics = [...walked.diagnostics];
  // Read at once, as the docs are; the order of the walk is kept.
  const read = await Promise.all(
    walked.files.map(async (entry): Promise<{ page: RawPageFile | null; diagnostics: Diagnostic[] }> => {
      const file = relativePosixPath(root, path.join(dir, entry.relative));
      if (!(MARKDOWN_PAGE_EXTENSIONS as readonly string[]).includes(extensionOf(entry.relative)))
        return { page: { sourcePath: entry.relative, file, kind: 'component', text: '' }, diagnostics: [] };
      const { text, diagnostics: found } = await readDocText(entry.absolute, file);
      return { page: text === null ? null : { sourcePath: entry.relative, file, kind: 'markdown', text }, diagnostics: found };
    }),
  );
  return { pages: read.flatMap((r) => (r.page ? [r.page] : [])), diagnostics: [...diagnostics, ...read.flatMap((r) => r.diagnostics)] };
}
