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

/** One event on the live channel. */
export type LiveMessage = BrowserAction | { type: 'problems'; diagnostics: Diagnostic[] } | { type: 'ok' };

/** Where the dev server publishes its events and its browser client. */
export const DEV_EVENTS_PATH = '/__docsgen/events';
export const DEV_CLIENT_PATH = '/__docsgen/dev-client.js';
