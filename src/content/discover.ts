/**
 * Finds the Markdown files of the docs folder and reads them: the only file reading of the content stage
 * (parsing and validation happen in `docs.ts`). Text must be UTF-8: a file that is not is a located error, never
 * silently repaired with replacement characters. A page over the documented size warns.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { relativePosixPath } from '../util/paths.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { DocFileTest } from './doc-globs.js';
import { CATEGORY_FILE, isDocFile, isPartialPath } from './doc-paths.js';
import { walkFiles } from './walk.js';
import { withUnixLineEndings } from '../util/line-endings.js';

export interface RawDoc {
  /** Path under the docs folder with its extension and forward slashes, as written (`01-guides/Setup.md`). */
  sourcePath: string;
  /** Path relative to the site root, for diagnostics. */
  file: string;
  text: string;
  /** Read from the default locale's folder for a locale that has no translation of it. */
  untranslated?: boolean;
  /** A post of the blog: its blog keys (`date`, `authors`…) must be well formed; on another page a bad one is ignored. */
  blogPost?: boolean;
}

/** A `_category_.json` / `.yml` file: the folder it describes and its text, parsed later. */
export interface RawCategoryFile {
  /** The folder under the docs folder, as written ('' for the docs folder itself). */
  sourceDir: string;
  file: string;
  text: string;
}

export interface DiscoveredDocs {
  docs: RawDoc[];
  categories: RawCategoryFile[];
  diagnostics: Diagnostic[];
}

/** A page's Markdown above this many bytes warns: it makes a slow page and a large search index. */
export const PAGE_SIZE_LIMIT = 512 * 1024;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

const decodes = (bytes: Uint8Array, stream: boolean) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream });
    return true;
  } catch {
    return false;
  }
};

/** Where the first byte that is not UTF-8 sits, as a 1-based line and column. */
function firstBadByte(bytes: Uint8Array): { line: number; column: number } {
  // The longest prefix that could still be the start of valid text (found in halves: the decoder says yes or no)…
  let low = 0;
  let high = bytes.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (decodes(bytes.subarray(0, mid), true)) low = mid;
    else high = mid - 1;
  }
  // …then back over an unfinished character at its end, to the first byte of the bad sequence.
  let good = low;
  while (good > 0 && !decodes(bytes.subarray(0, good), false)) good--;
  const before = Buffer.from(bytes.subarray(0, good)).toString('utf8');
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/** Reads one Markdown file as strict UTF-8; `file` is its path relative to the site root, for diagnostics. */
export async function readDocText(absolute: string, file: string): Promise<{ text: string | null; diagnostics: Diagnostic[] }> {
  // Synchronous: thousands of small files read faster than through the thread pool (four hops each). Decoded as it
  // is read, without a buffer per file: at 10,000 pages the buffers' 35 MB of outside memory drove the collector
  // through dev's start. Bytes that are not UTF-8 come out as U+FFFD, so only a text holding one is read again as
  // bytes, strictly (it may be a real U+FFFD).
  let text = readFileSync(absolute, 'utf8');
  let bytes = text.length;
  if (text.includes('\uFFFD')) {
    const raw = readFileSync(absolute);
    try {
      text = strictUtf8.decode(raw);
    } catch {
      return { text: null, diagnostics: [diagnostic('content-encoding', 'error', {}, { file, ...firstBadByte(raw) })] };
    }
    bytes = raw.byteLength;
  } else {
    // Counted only when they could be over the limit: a UTF-16 unit takes at most 3 bytes in UTF-8.
    if (bytes * 3 > PAGE_SIZE_LIMIT) bytes = Buffer.byteLength(text);
    // A byte order mark is not text (the strict decoder drops it too).
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  }
  const diagnostics = bytes > PAGE_SIZE_LIMIT ? [diagnostic('content-too-large', 'warning', { bytes, limit: PAGE_SIZE_LIMIT }, { file, line: 1 })] : [];
  return { text: withUnixLineEndings(text), diagnostics };
}

const isCategoryFile = (relative: string) => {
  const slash = relative.lastIndexOf('/');
  return CATEGORY_FILE.test(relative.slice(slash + 1)) && !isPartialPath(relative.slice(0, Math.max(slash, 0)));
};

/**
 * The pages and category files of the docs folder; a missing or page-less folder is an error. `isDoc` says which
 * files are pages (default: Markdown files without a `_` name, see `doc-globs.ts` for the config's globs).
 */
export async function discoverDocs(root: string, docsPath: string, isDoc: DocFileTest = isDocFile): Promise<DiscoveredDocs> {
  const docsDir = path.resolve(root, docsPath);
  const shownDir = relativePosixPath(root, docsDir) || '.';
  const walked = await walkFiles(root, docsDir, (relative) => isDoc(relative) || isCategoryFile(relative), true);
  const diagnostics = [...walked.diagnostics];
  if (!walked.found) {
    diagnostics.push(diagnostic('docs-folder-missing', 'error', { folder: shownDir }, { file: shownDir }));
    return { docs: [], categories: [], diagnostics };
  }
  const read = await Promise.all(
    walked.files.map(async (entry) => {
      const file = relativePosixPath(root, path.join(docsDir, entry.relative));
      return { entry, file, ...(await readDocText(entry.absolute, file)) };
    }),
  );
  const docs: RawDoc[] = [];
  const categories: RawCategoryFile[] = [];
  for (const { entry, file, text, diagnostics: found } of read) {
    diagnostics.push(...found);
    if (text === null) continue;
    if (isDoc(entry.relative)) docs.push({ sourcePath: entry.relative, file, text });
    else categories.push({ sourceDir: entry.relative.includes('/') ? entry.relative.slice(0, entry.relative.lastIndexOf('/')) : '', file, text });
  }
  if (docs.length === 0 && !diagnostics.some((d) => d.severity === 'error')) {
    diagnostics.push(diagnostic('docs-folder-empty', 'error', { folder: shownDir }, { file: shownDir }));
  }
  return { docs, categories, diagnostics };
}
