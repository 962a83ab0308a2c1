/**
 * Loads the Docusaurus sidebars file named by `docs.sidebarPath` (as in Docusaurus, a site without one gets a
 * sidebar generated from its folders, even when a `sidebars.js` lies around): JSON is parsed, JS and TS are bundled and imported like the config itself (they are the site's own
 * code). Returns the sidebars as docsgen items plus located diagnostics; never throws for a bad file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { relativePosixPath } from '../util/paths.js';
import type { SidebarItemConfig } from '../config/schema.js';
import { quotedValueLines } from '../config/load.js';
import { importUserModule } from '../config/user-module.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { readDocusaurusSidebars } from './docusaurus-items.js';

export interface SidebarsFile {
  /** Path relative to the site root, for diagnostics. */
  file: string;
  /** The file's text, to point diagnostics at a line. */
  source: string;
  sidebars: Record<string, SidebarItemConfig[]>;
}

/** The sidebars file to read, or null when the config names none. */
export function sidebarsFilePath(root: string, sidebarPath: string | false | undefined): string | null {
  return typeof sidebarPath === 'string' ? path.resolve(root, sidebarPath) : null;
}

export async function readSidebarsFile(
  root: string,
  sidebarPath: string | false | undefined,
): Promise<{ sidebarsFile: SidebarsFile | null; diagnostics: Diagnostic[] }> {
  const absolute = sidebarsFilePath(root, sidebarPath);
  if (!absolute) return { sidebarsFile: null, diagnostics: [] };
  const file = relativePosixPath(root, absolute);
  let source: string;
  try {
    source = await readFile(absolute, 'utf8');
  } catch {
    return { sidebarsFile: null, diagnostics: [diagnostic('sidebars-file-missing', 'error', { file }, { file })] };
  }
  let exported: unknown;
  try {
    exported = absolute.endsWith('.json') ? JSON.parse(source) : await importUserModule(absolute);
  } catch (error) {
    const located = (error as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0];
    const reason = located?.text ?? (error as Error).message.split('\n')[0]!;
    return {
      sidebarsFile: null,
      diagnostics: [
        diagnostic(
          'sidebars-file-unloadable',
          'error',
          { reason },
          { file, line: located?.location?.line, column: located?.location ? located.location.column + 1 : undefined },
        ),
      ],
    };
  }
  const read = readDocusaurusSidebars(exported, file, quotedValueLines(source));
  return { sidebarsFile: { file, source, sidebars: read.sidebars }, diagnostics: read.diagnostics };
}
