/**
 * The one shape every problem takes (config, content, Markdown, links, search), shared by the terminal printer,
 * `--strict` and the dev overlay in the browser, and the one way a location is written (`file:line:column`).
 * Types and pure helpers only: no Node, no DOM.
 */

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** Stable machine-readable code, e.g. `broken-link`. */
  code: string;
  /** What is wrong, in one sentence. */
  message: string;
  /** How to fix it. */
  hint?: string;
  /** Path relative to the site root. */
  file?: string;
  line?: number;
  column?: number;
  /**
   * For a problem with one link of a rendered page: the page's route and the address its HTML holds, so that
   * `docsgen dev` can mark that link in the page.
   */
  link?: { route: string; href: string };
}

/** `file:line:column`, `file:line`, `file` or '' — the location as the terminal and the overlay print it. */
export function formatLocation(d: Pick<Diagnostic, 'file' | 'line' | 'column'>): string {
  if (!d.file) return '';
  if (d.line === undefined) return d.file;
  return `${d.file}:${d.line}${d.column !== undefined ? `:${d.column}` : ''}`;
}
