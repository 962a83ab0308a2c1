/**
 * Tabs that follow the reader, in Chromium: `::::tabs{groupId="os"}` groups switch together, the choice is kept in
 * localStorage (Docusaurus' key) across reloads and client navigation, `queryString` reads `?os=` on load (over
 * the stored choice) and writes it on each pick, and the arrow keys still move between tabs. `npm2yarn` fences
 * (`markdown.npm2yarn: { sync: true }`) switch and sync the same way.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';
import { newContext } from '../support/tabs.js';

const osTabs = (attributes: string, verb: string) =>
  [`::::tabs${attributes}`, ...['Linux', 'macOS', 'Windows'].map((os) => `:::tab{label="${os}"}\n${verb} on ${os}.\n:::`), '::::'].join('\n');

const INSTALL = doc(
  'Modules',
  [
    '# Modules',
    'Install the tool:',
    osTabs('{groupId="os"}', 'Install'),
    '## Run',
    'Then run it:',
    osTabs('{groupId="os" queryString}', 'Run'),
    '## Editors',
    // A plain group inside a tab of another plain group (each fence one colon longer than the one inside).
    '::::::tabs',
    ':::::tab{label="Desktop"}',
    '::::tabs',
    ':::tab{label="Vim"}\nVim setup.\n:::',
    ':::tab{label="Emacs"}\nEmacs setup.\n:::',
    '::::',
    ':::::',
    ':::::tab{label="Web"}\nWeb editor.\n:::::',
    '::::::',
    'Next: [cycles](/guide/cycles).',
  ].join('\n\n'),
);
const CYCLES = doc('Cycles', ['# Cycles', '## Create a cycle', 'Back to [modules](/guide/modules).', osTabs('{groupId="os"}', 'Plan')].join('\n\n'));
const STORAGE_KEY = 'docusaurus.tab.os';
/** Two npm2yarn fences, which `markdown.npm2yarn: { sync: true }` makes tab groups of the group `npm2yarn`. */
const INSTALL_COMMANDS = doc(
  'Install',
  ['# Install', 'Add the tool:', '```bash npm2yarn\nnpm install --save-dev keel\n```', 'Then build:', '```bash npm2yarn\nnpm run build\n```'].join('\n\n'),
);

describe('tabs that follow the reader, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let url: string;

  /** The label of the selected tab of each tab group in the article, in order. */
  const selected = () =>
    page
      .locator('article .tabs')
      .evaluateAll((groups) => groups.map((g) => g.querySelector(':scope > [role=tablist] > [aria-selected=true]')?.textContent ?? null));
  /** The text of the visible panel of each os group. */
  const visiblePanels = () =>
    page.locator('article [data-group-id=os] > [role=tabpanel]:not([hidden])').evaluateAll((panels) => panels.map((p) => p.textContent!.trim()));
  const tab = (group: number, label: string) => page.locator('article .tabs').nth(group).getByRole('tab', { name: label, exact: true });
  const stored = () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  const query = () => new URL(page.url()).searchParams.get('os');

  beforeAll(async () => {
    const root = makeSite(
      { 'content/docs/guide/modules.md': INSTALL, 'content/docs/guide/cycles.md': CYCLES, 'content/docs/guide/install.md': INSTALL_COMMANDS },
      configText({ extra: 'markdown: { npm2yarn: { sync: true } },' }),
    );
    expect((await build({ root, strict: true, compress: false })).diagnostics).toEqual([]);
    server = await serve({ dir: path.join(root, 'build'), port: 0 });
    url = `${server.url}/guide/modules`;
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens every os group on the tab remembered from an earlier visit, other groups on their first tab', async () => {
    await page.goto(url);
    expect(await selected()).toEqual(['Linux', 'Linux', 'Desktop', 'Vim']);
    await page.evaluate((key) => localStorage.setItem(key, 'Windows'), STORAGE_KEY);
    await page.reload();
    // Seeing it restored also tells the sync code is in place for the next tests.
    await expect.poll(selected).toEqual(['Windows', 'Windows', 'Desktop', 'Vim']);
  });

  it('shows macOS in every os group when the reader picks macOS in one, and leaves other groups alone', async () => {
    await tab(0, 'macOS').click();
    await expect.poll(selected).toEqual(['macOS', 'macOS', 'Desktop', 'Vim']);
    expect(await visiblePanels()).toEqual(['Install on macOS.', 'Run on macOS.']);
    expect(await stored()).toBe('macOS');
    // The second group has queryString: the address now says what the page shows.
    expect(query()).toBe('macOS');
  });

  it('still shows macOS after a reload of the page without the parameter', async () => {
    await page.goto(url);
    await expect.poll(selected).toEqual(['macOS', 'macOS', 'Desktop', 'Vim']);
    expect(query()).toBeNull();
  });

  it('opens on the tab named by ?os= over the remembered one, and writes ?os= when the reader picks', async () => {
    await page.goto(`${url}?os=Linux`);
    await expect.poll(selected).toEqual(['Linux', 'Linux', 'Desktop', 'Vim']);
    expect(await stored()).toBe('macOS'); // reading the address does not overwrite the reader's choice
    await tab(1, 'Windows').click();
    await expect.poll(selected).toEqual(['Windows', 'Windows', 'Desktop', 'Vim']);
    expect(query()).toBe('Windows');
    expect(await stored()).toBe('Windows');
    // A value no tab has is ignored: the remembered choice shows.
    await page.goto(`${url}?os=BeOS`);
    await expect.poll(selected).toEqual(['Windows', 'Windows', 'Desktop', 'Vim']);
  });

  it('moves between tabs with the arrow, Home and End keys, the other os group following and a nested group moving alone', async () => {
    await page.goto(url);
    await expect.poll(selected).toEqual(['Windows', 'Windows', 'Desktop', 'Vim']);
    await tab(0, 'Windows').focus();
    await page.keyboard.press('ArrowRight'); // wraps to the first
    await expect.poll(selected).toEqual(['Linux', 'Linux', 'Desktop', 'Vim']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Linux');
    await page.keyboard.press('End');
    await expect.poll(selected).toEqual(['Windows', 'Windows', 'Desktop', 'Vim']);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(selected).toEqual(['macOS', 'macOS', 'Desktop', 'Vim']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('macOS');
    // Keys in the inner editors group move it alone, not the group around it.
    await tab(3, 'Vim').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(selected).toEqual(['macOS', 'macOS', 'Desktop', 'Emacs']);
    expect(await stored()).toBe('macOS');
  });

  it('shows the remembered tab on a page reached by a client-side link', async () => {
    await tab(0, 'Linux').click();
    await expect.poll(stored).toBe('Linux');
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
    await page.locator('article').getByRole('link', { name: 'cycles', exact: true }).click();
    await page.waitForURL(`${server.url}/guide/cycles`);
    await expect.poll(selected).toEqual(['Linux']);
    // Reached without a full load: the marker set on the previous page is still there.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  it('switches npm2yarn tabs together, shows the converted command and remembers the package manager', async () => {
    await page.goto(`${server.url}/guide/install`);
    await expect.poll(selected).toEqual(['npm', 'npm']);
    await tab(1, 'pnpm').click();
    await expect.poll(selected).toEqual(['pnpm', 'pnpm']);
    const panels = await page.locator('article [data-group-id=npm2yarn] > [role=tabpanel]:not([hidden]) code').allTextContents();
    expect(panels.map((text) => text.trim())).toEqual(['pnpm add --save-dev keel', 'pnpm run build']);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.npm2yarn'))).toBe('pnpm');
    await page.reload();
    await expect.poll(selected).toEqual(['pnpm', 'pnpm']);
  });
});
