/**
 * Reads a text file of the site (an MDX partial) by its path relative to the site root, refusing anything that
 * resolves outside the root (`..`, links). Returns null when there is no such file. Writes nothing.
 */
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

export function readSiteText(root: string, sitePath: string): string | null {
  try {
    const realRoot = realpathSync(root);
    const file = realpathSync(path.resolve(root, sitePath));
    if (file !== realRoot && !file.startsWith(realRoot + path.sep)) return null;
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
