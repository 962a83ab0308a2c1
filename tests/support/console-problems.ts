/**
 * Collects what a page reports to the console as going wrong, for tests that expect nothing to. The browser's own
 * look for `/favicon.ico` on a page that names no icon is left out: whether a browser build makes that request (and
 * logs its 404) is the browser's business, not the page's, and the fixtures name no icon. Everything else counts.
 */
import type { ConsoleMessage, Page } from 'playwright-core';

/** The browser's own request for the site's icon, made only for a page without `<link rel="icon">`. */
function isBrowserIconLookup(message: ConsoleMessage): boolean {
  const url = message.location().url;
  return Boolean(url) && new URL(url).pathname === '/favicon.ico' && message.text().startsWith('Failed to load resource');
}

/**
 * Starts collecting the page's errors (and, with `warnings`, its warnings) and its uncaught exceptions into the
 * returned array, which fills as they come.
 */
export function collectConsoleProblems(page: Page, options: { warnings?: boolean } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const counted = message.type() === 'error' || (options.warnings === true && message.type() === 'warning');
    if (counted && !isBrowserIconLookup(message)) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
