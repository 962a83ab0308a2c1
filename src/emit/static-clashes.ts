/**
 * Static files against the files a build generates: a static file at the address of a page, a bundle, the search
 * index or any other generated file would replace it silently (a page swapped, the app script served `immutable`
 * for a year), so each such file is a located error instead and is not copied. The one file a site may add to
 * is `_headers`: the author's rules are kept, before docsgen's, and each security header they also set is named
 * in a warning (hosts that read the file send both values, so a browser enforces both; `docsgen serve` keeps
 * docsgen's). And a site may bring its own not-found page and crawler rules: `404.html` and `robots.txt` at the top
 * of the static folder are meant to replace the generated ones (Docusaurus writes no robots.txt, so a Docusaurus
 * site keeps its own there). Pure: compares paths and reads header text.
 */
import path from 'node:path';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { BASE_SECURITY_HEADERS, HEADERS_FILE } from './headers.js';

/** The generated files a static file may replace on purpose: the site's own not-found page and crawler rules. */
export const SITE_MAY_REPLACE: ReadonlySet<string> = new Set(['404.html', 'robots.txt']);

/** The static files that clash with generated ones (`holds`), each reported at `<staticDir>/<file>`. */
export function staticClashes(
  staticFiles: readonly string[],
  holds: (file: string) => boolean,
  staticDir: string,
  alreadyReported: ReadonlySet<string>,
): { clashes: Set<string>; diagnostics: Diagnostic[] } {
  const clashes = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const file of staticFiles) {
    if (file === HEADERS_FILE || SITE_MAY_REPLACE.has(file) || !holds(file)) continue;
    clashes.add(file);
    const shown = path.posix.join(staticDir, file);
    if (!alreadyReported.has(shown)) diagnostics.push(diagnostic('static-file-clash', 'error', { path: file }, { file: shown }));
  }
  return { clashes, diagnostics };
}

/** The security headers docsgen writes for every page, by lower-cased name. */
const GUARDED = new Set([...Object.keys(BASE_SECURITY_HEADERS), 'Content-Security-Policy'].map((name) => name.toLowerCase()));

/**
 * The `_headers` file of a site whose static folder has one: the author's rules, then docsgen's. `weakened`: the
 * security headers the author's rules also set, for the warning.
 */
export function mergeHeadersFiles(authored: string, generated: string): { text: string; weakened: string[] } {
  const weakened = new Set<string>();
  for (const line of authored.split('\n')) {
    if (!/^\s/.test(line) || line.trimStart().startsWith('#')) continue;
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    if (GUARDED.has(name.toLowerCase())) weakened.add(name);
  }
  const text = `${authored.replace(/\s*$/, '')}\n\n# Written by docsgen: its own headers come after the site's rules.\n${generated}`;
  return { text, weakened: [...weakened] };
}
