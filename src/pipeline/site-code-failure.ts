/**
 * The site's own code failing outside any page (an `error` event of a program it spawned that nobody listens for, a
 * promise nobody awaits), as a diagnostic: in the CLI's process or on a render thread, where a Markdown plugin runs.
 * Pure: decides nothing about what the build or dev server does next.
 */
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/** What a failure says, as plain data a render thread can post. */
export interface StrayFailure {
  message: string;
  code?: string;
  syscall?: string;
  path?: string;
}

/** The parts of a thrown value that say what failed. */
export function strayFailureOf(error: unknown): StrayFailure {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof failure[key] === 'string' ? { [key]: failure[key] } : {});
  const message = typeof failure.message === 'string' ? failure.message : String(error);
  return { message, ...text('code'), ...text('syscall'), ...text('path') };
}

/** A failure of the site's code outside any page, as a diagnostic; `keepsServing` for dev, which goes on. */
export function siteCodeFailure(error: unknown, keepsServing = false): Diagnostic {
  const { message, code, syscall, path } = strayFailureOf(error);
  // `spawn flow ENOENT`: the program the code starts is not installed.
  const program = code === 'ENOENT' && syscall?.startsWith('spawn') && path !== undefined ? path : undefined;
  const facts = { reason: message.split('\n')[0]!, ...(program ? { program } : {}), ...(keepsServing ? { keepsServing } : {}) };
  return diagnostic('site-code-failed', 'error', facts, {});
}
