/**
 * The messages `docsgen dev` sends to open browsers over server-sent events, shared by the server
 * (`src/dev/live.ts`) and the browser client (`theme/client/dev-client.ts`). Types only.
 */
import type { Diagnostic } from './diagnostics.js';

/** What open browsers should do after a change has been built. */
export type BrowserAction =
  | { type: 'update'; routes: string[] | 'all' }
  | { type: 'css'; href: string }
  | { type: 'reload' }
  | { type: 'none' };

/** How far the dev server's background check is: pages rendered and checked of all the site's pages. */
export interface CheckProgress {
  checked: number;
  total: number;
}

/**
 * One event on the live channel. `progress` is sent while the background check runs (and once when it ends,
 * `checked` equal to `total`): until then problems are those of the pages checked so far, and search answers from them.
 */
export type LiveMessage = BrowserAction | { type: 'problems'; diagnostics: Diagnostic[] } | { type: 'ok' } | ({ type: 'progress' } & CheckProgress);

/** Where the dev server publishes its events and its browser client. */
export const DEV_EVENTS_PATH = '/__docsgen/events';
export const DEV_CLIENT_PATH = '/__docsgen/dev-client.js';
