/**
 * The messages `docsgen dev` sends to open browsers over server-sent events, shared by the server
 * (`src/dev/live.ts`) and the browser client (`theme/client/dev-client.ts`), and which problems dev serves pages
 * with. Types and one pure helper: no Node, no DOM.
 */
import type { Diagnostic } from './diagnostics.js';

/** What open browsers should do after a change has been built. */
export type BrowserAction = { type: 'update'; routes: string[] | 'all' } | { type: 'css'; href: string } | { type: 'reload' } | { type: 'none' };

/** How far the dev server's background check is: pages rendered and checked of all the site's pages. */
export interface CheckProgress {
  checked: number;
  total: number;
}

/**
 * One event on the live channel. `progress` is sent while the background check runs (and once when it ends,
 * `checked` equal to `total`): until then problems are those of the pages checked so far, and search answers from them.
 */
export type LiveMessage =
  | BrowserAction
  /** The errors of the site as served; `strict`: dev runs with `--strict`, so every one of them holds an edit back. */
  | { type: 'problems'; diagnostics: Diagnostic[]; strict: boolean }
  | { type: 'ok' }
  | ({ type: 'progress' } & CheckProgress);

/**
 * Problems of work in progress: a link to a page not written yet (or to one that does not load, or to a heading not
 * there yet). Writers link first and write later, so `docsgen dev` serves a page that has them, marks the links in
 * the page and lists them; only `--strict` dev holds such an edit back. `docsgen build` reports them as configured.
 */
const WORK_IN_PROGRESS = new Set(['broken-link', 'broken-markdown-link', 'broken-anchor', 'link-to-failed-page']);

/** True when dev serves a page in spite of this problem (see WORK_IN_PROGRESS). */
export function servedInDev(problem: Pick<Diagnostic, 'code'>, strict: boolean): boolean {
  return !strict && WORK_IN_PROGRESS.has(problem.code);
}

/** Where the dev server publishes its events and its browser client. */
export const DEV_EVENTS_PATH = '/__docsgen/events';
export const DEV_CLIENT_PATH = '/__docsgen/dev-client.js';
