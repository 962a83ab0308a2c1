/**
 * Docusaurus' `versions.json` (`<id>_versions.json` for another docs instance): the released docs versions, newest
 * first, beside the site's config. Reads the file
 * and checks its shape; says nothing about which versions a build includes (that is `site-variants.ts`'s job).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const VERSIONS_FILE = 'versions.json';

/** The names the file lists, or why it cannot be read as a list of names. */
export function parseVersionsFile(text: string): { names: string[] } | { reason: string } {
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed) && parsed.every((n) => typeof n === 'string' && n.length > 0)) return { names: parsed as string[] };
    return { reason: 'it is not a list of version names' };
  } catch (error) {
    return { reason: (error as Error).message };
  }
}

/** The site's released versions (none when it has no `versions.json`); `file`: another instance's, relative to the root. */
export async function readVersionsFile(root: string, file = VERSIONS_FILE): Promise<{ names: string[] } | { reason: string }> {
  let text: string;
  try {
    text = await readFile(path.join(root, file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { names: [] };
    throw error;
  }
  return parseVersionsFile(text);
}
