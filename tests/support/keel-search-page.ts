/**
 * The setup the search tests share: the Keel build and one Chromium (useKeelBrowser), a fresh tab for each test,
 * and the search dialog's parts by their roles. Call `useKeelSearchPage()` at the top of a `describe`.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';
import { useKeelBrowser, type KeelBrowser } from './keel-browser.js';
import { started } from './started.js';
import { newContext } from './tabs.js';

export interface KeelSearchPage {
  readonly keel: KeelBrowser;
  /** This test's tab (a new browser context for each test). */
  readonly page: Page;
  dialog(): Locator;
  /** The dialog's search box. */
  input(): Locator;
  /** The result rows. */
  options(): Locator;
}

export function useKeelSearchPage(options: { timeout?: number } = {}): KeelSearchPage {
  const keel = useKeelBrowser();
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeEach(async () => {
    context = await newContext(keel.browser);
    page = await context.newPage();
    if (options.timeout) page.setDefaultTimeout(options.timeout);
  });
  afterEach(() => context?.close());
  const tab = () => started(page, 'the search test tab');
  const dialog = () => tab().getByRole('dialog', { name: 'Search the documentation' });
  return {
    keel,
    get page() {
      return tab();
    },
    dialog,
    input: () => dialog().getByRole('combobox', { name: 'Search the documentation' }),
    options: () => dialog().getByRole('option'),
  };
}
