/**
 * Reads a text file of the site (an MDX partial) by its path relative to the site root, refusing anything that
 * resolves outside the root or the docs folder (which may sit beside the root: `../docs`), also through links.
 * Returns null when there is no such file. Writes nothing.
 */
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { withUnixLineEndings } from '../util/line-endings.js';

export function readSiteText(root: string, sitePath: string, docsDir?: string): string | null {
  try {
    const allowed = [root, ...(docsDir ? [path.resolve(root, docsDir)] : [])].map((dir) => realpathSync(dir));
    const file = realpathSync(path.resolve(root, sitePath));
    if (!allowed.some((dir) => file.startsWith(dir + path.sep))) return null;
    return withUnixLineEndings(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
