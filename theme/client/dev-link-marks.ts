/**
 * Loaded only by `docsgen dev`, through its client: marks the links of the page on screen that dev serves in spite
 * of a problem (a link to a page not written yet, see `servedInDev`), so the writer sees where they are, and takes
 * the marks away once the problems are gone. Looks only at links inside the article, and changes nothing of the
 * page but the marks (an attribute, and the link's title while it is marked).
 */
import type { Diagnostic } from '../../core/diagnostics.js';
import { byId, queryAll } from '../dom/lookup.js';

const MARK = 'data-docsgen-broken';
const SAVED_TITLE = 'data-docsgen-title';
const STYLE_ID = 'docsgen-dev-marks';

/** How a marked link looks: a wavy red underline and a short label after it (the page's own CSS cannot hide it). */
const MARK_CSS = `a[${MARK}]{text-decoration:underline wavy #d93036 2px!important;outline:2px dashed #d93036;outline-offset:2px;cursor:help}
a[${MARK}]::after{content:"\\26A0\\FE0E  " attr(${MARK});display:inline-block;margin-left:.35em;padding:0 .35em;border-radius:3px;background:#c62a2f;color:#fff;font:600 11px/1.6 ui-monospace,Menlo,Consolas,monospace;text-decoration:none;vertical-align:middle}`;

/** The label a marked link shows, by what is wrong with it. */
function labelOf(problem: Diagnostic): string {
  if (problem.code === 'broken-anchor') return 'no such heading';
  if (problem.code === 'link-to-failed-page') return 'page has an error';
  return 'not a page yet';
}

function unmark(link: Element): void {
  link.removeAttribute(MARK);
  const title = link.getAttribute(SAVED_TITLE);
  link.removeAttribute(SAVED_TITLE);
  if (title === null) return;
  if (title) link.setAttribute('title', title);
  else link.removeAttribute('title');
}

/**
 * Marks the article's links that `problems` name for `route` (the page on screen), and unmarks the rest. Cheap
 * enough to run after every change of the article: one look at its links.
 */
export function markBrokenLinks(problems: readonly Diagnostic[], route: string): void {
  const here = problems.filter((p) => p.link?.route === route);
  if (here.length && !byId(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = MARK_CSS;
    document.head.appendChild(style);
  }
  for (const link of queryAll('article a[href]')) {
    const problem = here.find((p) => p.link!.href === link.getAttribute('href')?.trim());
    if (!problem) {
      if (link.hasAttribute(MARK)) unmark(link);
      continue;
    }
    if (!link.hasAttribute(SAVED_TITLE)) link.setAttribute(SAVED_TITLE, link.getAttribute('title') ?? '');
    link.setAttribute(MARK, labelOf(problem));
    link.setAttribute('title', `${problem.message}${problem.hint ? `\nFix: ${problem.hint}` : ''}`);
  }
}
