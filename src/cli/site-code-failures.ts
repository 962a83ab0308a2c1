/**
 * The site's own code failing outside any page while a command runs: a Markdown plugin or a component that starts
 * work it does not wait for (a program it spawns without listening for its `error`, a promise nobody awaits) makes
 * Node end the process with a stack trace. Watched, such a failure becomes a promise that rejects with a
 * diagnostic instead, so the CLI can say what failed and stop cleanly. Decides nothing about the build itself.
 */
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/** A failure of the site's code outside any page, as a diagnostic. */
export function siteCodeFailure(error: unknown): Diagnostic {
  const failure = error as { message?: unknown; code?: unknown; syscall?: unknown; path?: unknown };
  const reason = typeof failure?.message === 'string' ? failure.message : String(error);
  // `spawn flow ENOENT`: the program the code starts is not installed.
  const program =
    failure?.code === 'ENOENT' && typeof failure.syscall === 'string' && failure.syscall.startsWith('spawn') && typeof failure.path === 'string'
      ? failure.path
      : undefined;
  return diagnostic('site-code-failed', 'error', { reason: reason.split('\n')[0]!, ...(program ? { program } : {}) }, {});
}

/**
 * From now on, the site's code failing outside any page rejects the promise returned (once, with the first failure's
 * diagnostic) instead of ending the process with Node's stack trace. It never resolves.
 */
export function watchSiteCodeFailures(): Promise<never> {
  return new Promise<never>((_, reject) => {
    const onFailure = (error: unknown) => reject(siteCodeFailure(error));
    process.on('uncaughtException', onFailure);
    process.on('unhandledRejection', onFailure);
  });
}
