/**
 * The site's own code failing outside any page while a command runs: a Markdown plugin or a component that starts
 * work it does not wait for (a program it spawns without listening for its `error`, a promise nobody awaits) makes
 * Node end the process with a stack trace. Watched, such a failure becomes a diagnostic instead: `docsgen build`
 * says what failed and stops cleanly; `docsgen dev` says it (each distinct failure once) and keeps serving, since a
 * dev server must not die of a page's plugin. Decides nothing about the build itself.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { siteCodeFailure } from '../pipeline/site-code-failure.js';

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

/**
 * Gives `report` each failure of the site's code outside any page from now on, as a diagnostic (one whose words
 * were already given is not given again), and lets the process go on: for `docsgen dev`. Returns the reporter, for
 * the failures that render threads post.
 */
export function reportSiteCodeFailures(report: (failure: Diagnostic) => void): (error: unknown) => void {
  const told = new Set<string>();
  const onFailure = (error: unknown) => {
    const failure = siteCodeFailure(error, true);
    if (told.has(failure.message)) return;
    told.add(failure.message);
    report(failure);
  };
  process.on('uncaughtException', onFailure);
  process.on('unhandledRejection', onFailure);
  return onFailure;
}
