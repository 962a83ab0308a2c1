/**
 * Finds the Markdown files of the docs folder with fast-glob and reads them. The only file reading of the
 * content stage; parsing and validation happen in `docs.ts`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';

export interface RawDoc {
  /** Path under the docs folder without the extension, with forward slashes. */
  id: string;
  /** Path relative to the site root, for diagnostics. */
  file: string;
  text: string;
}

export async function discoverDocs(root: string, docsPath: string): Promise<RawDoc[]> {
  const docsDir = path.resolve(root, docsPath);
  const entries = await fg('**/*.md', { cwd: docsDir, onlyFiles: true, dot: false });
  entries.sort();
  return Promise.all(
    entries.map(async (entry) => ({
      id: entry.replace(/\.md$/, ''),
      file: path.relative(root, path.join(docsDir, entry)).split(path.sep).join('/'),
      text: await readFile(path.join(docsDir, entry), 'utf8'),
    })),
  );
}
