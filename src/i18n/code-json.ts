/**
 * Reads a site's interface-string overrides: `i18n/<locale>/code.json` beside its config, in Docusaurus' format
 * (`{ "id": { "message": "…", "description": "…" } }`). The only read; returns the text as it is (parsing and
 * checks are `interface-text.ts`'s). Writes nothing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface CodeJsonFile {
  /** Relative to the site root, `/`-separated. */
  file: string;
  text: string | null;
}

/** The path of a locale's `code.json`, relative to the site root (`localeFolder`: the code, or `localeConfigs.<code>.path`). */
export function codeJsonPath(localeFolder: string): string {
  return `i18n/${localeFolder}/code.json`;
}

/** The file's text, or `text: null` when the site has none. */
export async function readCodeJson(root: string, localeFolder: string): Promise<CodeJsonFile> {
  const file = codeJsonPath(localeFolder);
  try {
    return { file, text: await readFile(path.join(root, file), 'utf8') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return { file, text: null };
    throw error;
  }
}
