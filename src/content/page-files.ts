/**
 * Finds the files of the site's pages folder (`src/pages`, Docusaurus' pages plugin) that are pages, by the `pages`
 * options' `include` and `exclude` globs, and reads the Markdown ones (strict UTF-8, as docs are read), with their
 * translations from each other locale's `i18n/<locale>/docusaurus-plugin-content-pages/` (a Markdown page at the
 * same path; a translation of no page is a `translation-orphan` warning). React components are only listed: their
 * code is bundled later, never read here. A missing folder means no pages. Parses nothing and decides no routes
 * (`site-pages.ts` does).
 */
import path from 'node:path';
import type { PagesOptions } from '../config/schema.js';
import { diagnostic } from '../diagnostics/catalogue.js';
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
  /** A Markdown page's translations, by locale code. */
  translations?: ReadonlyMap<string, RawPageFile>;
}

/** Docusaurus' folder of a locale's translated pages. */
export const translatedPagesPath = (localeFolder: string) => `i18n/${localeFolder}/docusaurus-plugin-content-pages`;

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

/**
 * The pages of a folder in the order of the walk, the Markdown ones read at once as the docs are; React components
 * listed unless `markdownOnly` (a translation folder, where only Markdown pages are translated).
 */
async function readPageFiles(root: string, dir: string, isPage: (relative: string) => boolean, markdownOnly: boolean): Promise<DiscoveredPages> {
  const walked = walkFiles(root, dir, isPage, true);
  const read = await Promise.all(
    walked.files.map(async (entry): Promise<{ page: RawPageFile | null; diagnostics: Diagnostic[] }> => {
      const file = relativePosixPath(root, path.join(dir, entry.relative));
      if (!(MARKDOWN_PAGE_EXTENSIONS as readonly string[]).includes(extensionOf(entry.relative)))
        return { page: markdownOnly ? null : { sourcePath: entry.relative, file, kind: 'component', text: '' }, diagnostics: [] };
      const { text, diagnostics: found } = await readDocText(entry.absolute, file);
      return { page: text === null ? null : { sourcePath: entry.relative, file, kind: 'markdown', text }, diagnostics: found };
    }),
  );
  return { pages: read.flatMap((r) => (r.page ? [r.page] : [])), diagnostics: [...walked.diagnostics, ...read.flatMap((r) => r.diagnostics)] };
}

/**
 * The pages of the site's pages folder, with the translations of its Markdown pages in `locales` (the site's other
 * locales); none when `pages` is false or the folder does not exist.
 */
export async function discoverPages(
  root: string,
  options: PagesOptions | false,
  locales: readonly string[] = [],
  folderOf: (locale: string) => string = (locale) => locale,
): Promise<DiscoveredPages> {
  if (!options) return { pages: [], diagnostics: [] };
  const isPage = pageFileTest(options);
  const [own, ...translated] = await Promise.all([
    readPageFiles(root, path.resolve(root, options.path), isPage, false),
    ...locales.map((locale) => readPageFiles(root, path.resolve(root, translatedPagesPath(folderOf(locale))), isPage, true)),
  ]);
  const diagnostics = [...own.diagnostics];
  const bySource = new Map(own.pages.map((page) => [page.sourcePath, page]));
  const translations = new Map<string, Map<string, RawPageFile>>();
  translated.forEach((found, i) => {
    diagnostics.push(...found.diagnostics);
    for (const page of found.pages) {
      const original = bySource.get(page.sourcePath);
      if (original?.kind !== 'markdown') {
        diagnostics.push(
          diagnostic('translation-orphan', 'warning', { sourcePath: page.sourcePath, versionFolder: options.path }, { file: page.file, line: 1 }),
        );
        continue;
      }
      let map = translations.get(page.sourcePath);
      if (!map) translations.set(page.sourcePath, (map = new Map()));
      map.set(locales[i]!, page);
    }
  });
  const pages = own.pages.map((page) => (translations.has(page.sourcePath) ? { ...page, translations: translations.get(page.sourcePath)! } : page));
  return { pages, diagnostics };
}

/** The pages as a locale has them: each Markdown page in its translation where the locale has one. */
export function localePages(pages: readonly RawPageFile[], locale: string): RawPageFile[] {
  return pages.map((page) => page.translations?.get(locale) ?? page);
}
