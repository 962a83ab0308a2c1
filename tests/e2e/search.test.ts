import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useKeelSearchPage } from '../support/keel-search-page.js';
import { newContext } from '../support/tabs.js';

describe('search in Chromium (embedded engine)', () => {
  const search = useKeelSearchPage();
  const { keel, dialog, input, options } = search;
  let page: Page;
  beforeEach(() => {
    page = search.page;
  });

  it('loads the index only when search is about to be used', async () => {
    const indexRequests: string[] = [];
    page.on('request', (r) => r.url().endsWith('/_search/index.json') && indexRequests.push(r.url()));
    await page.goto(`${keel.server.url}/core-concepts/cycles`);
    await page.waitForTimeout(300);
    expect(indexRequests).toEqual([]);
    await page.getByRole('button', { name: /Search/ }).hover();
    await expect.poll(() => indexRequests.length).toBe(1);
  });

  it('opens with Ctrl+K and "/", closes with Escape, and gives focus back', async () => {
    await page.goto(`${keel.server.url}/core-concepts/cycles`);
    await page.getByRole('link', { name: 'Sign in' }).focus();
    await page.keyboard.press('Control+K');
    await expect.poll(() => dialog().count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.press('Escape');
    expect(await dialog().count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign in');
    await page.keyboard.press('/');
    await expect.poll(() => dialog().count()).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('ignores the shortcuts while typing in an input, select or textarea', async () => {
    await page.goto(`${keel.server.url}/search`);
    await page.getByLabel('Search query').fill('');
    await page.getByLabel('Search query').press('/');
    await page.getByLabel('Search query').press('Control+K');
    expect(await dialog().count()).toBe(0);
    expect(await page.getByLabel('Search query').inputValue()).toBe('/');
  });

  it('opens from the navbar button with the character typed on it', async () => {
    await page.goto(`${keel.server.url}/`);
    await page.getByRole('button', { name: /Search/ }).focus();
    await page.keyboard.press('s');
    await expect.poll(() => dialog().count()).toBe(1);
    expect(await input().inputValue()).toBe('s');
  });

  it('shows grouped, highlighted results and moves through them with the arrow keys', async () => {
    await page.goto(`${keel.server.url}/`);
    await page.keyboard.press('Control+K');
    await input().fill('cycles');
    await expect.poll(() => options().count()).toBeGreaterThan(5);
    const count = await options().count();
    expect(count).toBeLessThanOrEqual(20);
    const groups = await dialog()
      .locator('.search-group')
      .evaluateAll((els) => els.map((el) => el.querySelectorAll('[role="option"]').length));
    expect(Math.max(...groups)).toBeLessThanOrEqual(5);
    expect(await options().first().innerHTML()).toContain('<mark>');
    const active = () => input().getAttribute('aria-activedescendant');
    const first = await active();
    await page.keyboard.press('ArrowDown');
    const second = await active();
    expect(second).not.toBe(first);
    expect(await page.locator(`[id="${second}"]`).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    expect(await active()).toBe(first);
  });

  it('opens the selected result with Enter (client-side) and Ctrl+Enter in a new tab', async () => {
    await page.goto(`${keel.server.url}/`);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.keyboard.press('Control+K');
    await input().fill('slack');
    await expect.poll(() => options().count()).toBeGreaterThan(0);
    const popup = page.context().waitForEvent('page');
    await input().press('Control+Enter');
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toContain('/integrations/slack');
    await tab.close();
    expect(await dialog().count()).toBe(1);
    await input().press('Enter');
    await page.waitForURL('**/integrations/slack');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(await dialog().count()).toBe(0);
  });

  it('limits the query to 64 characters; a second Escape clears it', async () => {
    await page.goto(`${keel.server.url}/`);
    await page.keyboard.press('Control+K');
    await input().fill('x'.repeat(80));
    expect((await input().inputValue()).length).toBe(64);
    await input().fill('modules');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+K');
    expect(await input().inputValue()).toBe('modules'); // kept after one Escape
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+K');
    expect(await input().inputValue()).toBe('');
  });

  it('keeps recent searches and favourites per index', async () => {
    await page.goto(`${keel.server.url}/`);
    await page.keyboard.press('Control+K');
    expect(await dialog().textContent()).toContain('No recent searches');
    await input().fill('stickies');
    await expect.poll(() => options().count()).toBeGreaterThan(0);
    await input().press('Enter');
    await page.waitForURL('**/core-concepts/stickies**');
    await page.keyboard.press('Control+K');
    await expect.poll(() => dialog().getByRole('grid', { name: 'Recent searches' }).getByRole('row').count()).toBe(1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__keel-docs-v3') ?? '[]'));
    expect(stored[0].objectID).toMatch(/^[0-9a-f]{16}$/);
    await dialog().getByRole('button', { name: 'Save this search' }).click();
    expect(await dialog().getByRole('grid', { name: 'Favorite searches' }).getByRole('row').count()).toBe(1);
    expect(await dialog().getByRole('grid', { name: 'Recent searches' }).count()).toBe(0);
    await dialog().getByRole('button', { name: 'Remove this search from favorites' }).click();
    expect(await dialog().textContent()).toContain('No recent searches');
  });

  it('shows the no-results screen with suggestions and the feedback prompt', async () => {
    await page.goto(`${keel.server.url}/`);
    await page.keyboard.press('Control+K');
    await input().fill('slack zebrafish');
    await expect.poll(() => dialog().textContent()).toContain('No results for "slack zebrafish"');
    const text = await dialog().textContent();
    expect(text).toContain('Believe this query should return results?');
    expect(await dialog().getByRole('link', { name: 'Let us know.' }).getAttribute('href')).toBe('https://feedback.keel.example');
    await expect.poll(() => dialog().locator('.search-suggestions button').count()).toBeGreaterThan(0);
    expect(await dialog().locator('.search-suggestions button').count()).toBeLessThanOrEqual(3);
  });

  it('shows a spinner when results are slow and an error when the engine is unreachable', async () => {
    // The index is held until the spinner has shown, however long the machine takes to show it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.context().route('**/_search/index.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${keel.server.url}/`);
    await page.keyboard.press('Control+K');
    await input().fill('cycles');
    await expect.poll(() => dialog().getByRole('status', { name: 'Searching' }).count()).toBe(1);
    release();
    await expect.poll(() => options().count()).toBeGreaterThan(0);
    expect(await dialog().getByRole('status', { name: 'Searching' }).count()).toBe(0);

    const offline = await newContext(keel.browser);
    await offline.route('**/_search/index.json', (route) => route.abort());
    const other = await offline.newPage();
    await other.goto(`${keel.server.url}/`);
    await other.keyboard.press('Control+K');
    await other.getByRole('dialog').getByRole('combobox').fill('cycles');
    await expect.poll(() => other.getByRole('dialog').textContent()).toContain('Unable to fetch results');
    expect(await other.getByRole('dialog').textContent()).toContain('You might want to check your network connection.');
    await offline.close();
  });

  it('snippets 10 words on wide screens and 5 on narrow ones', async () => {
    const words = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${keel.server.url}/`);
      await page.keyboard.press('Control+K');
      await input().fill('burndown');
      await expect.poll(() => options().count()).toBeGreaterThan(1);
      // The content hits' snippets, cut with an ellipsis (heading hits show their heading as it is).
      const snippets = (await dialog().locator('.search-hit-title').allTextContents()).filter((title) => title.includes('…'));
      await page.keyboard.press('Escape');
      expect(snippets.length).toBeGreaterThan(0);
      // Words only: a table row's `·` separators are no words.
      return Math.max(
        ...snippets.map(
          (title) =>
            title
              .replace(/…/g, ' ')
              .split(/\s+/)
              .filter((token) => /[\p{L}\p{N}]/u.test(token)).length,
        ),
      );
    };
    expect(await words(1280)).toBeLessThanOrEqual(10);
    expect(await words(1280)).toBeGreaterThan(5);
    expect(await words(700)).toBeLessThanOrEqual(5);
  });

  it('keeps focus inside the dialog', async () => {
    await page.goto(`${keel.server.url}/`);
    await page.keyboard.press('Control+K');
    await expect.poll(() => dialog().count()).toBe(1);
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  });

  it('shows all results on /search, counting pages, keeps the query in the URL, and loads more', async () => {
    await page.goto(`${keel.server.url}/search?q=cycles`);
    await expect.poll(() => page.locator('.search-page-summary').textContent()).toMatch(/^\d+ pages for "cycles"$/);
    expect(await page.locator('.search-page-result h2').first().textContent()).toBe('Cycles');
    const before = await page.locator('.search-page-result li').count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => page.locator('.search-page-result li').count()).toBeGreaterThan(before);
    await page.getByLabel('Search query').fill('slack');
    await expect.poll(() => page.url()).toBe(`${keel.server.url}/search?q=slack`);
    await expect.poll(() => page.locator('.search-page-result h2').first().textContent()).toBe('Slack integration');
  });

  it('never sends anything to another origin while search is used, in the modal or on /search', async () => {
    const local = new URL(keel.server.url).origin;
    // The one request that may leave: the page-view analytics script every page loads (answered locally by
    // newContext), which has nothing to do with search.
    const analytics = 'https://www.googletagmanager.com/gtag/js?id=G-KEELDOCS01';
    const seen: string[] = [];
    const watch = (tab: Page) => {
      tab.on('request', (request) => seen.push(request.url()));
      tab.on('websocket', (socket) => seen.push(socket.url()));
    };
    watch(page);
    page.context().on('page', watch);
    // Anything else bound elsewhere is recorded above, then stopped here: no test run reaches the network.
    await page.context().route(
      (url) => url.origin !== local && url.href !== analytics,
      (route) => route.abort('blockedbyclient'),
    );

    // The modal: warm up, search, move, open a result client-side.
    await page.goto(`${keel.server.url}/core-concepts/cycles`);
    await page.getByRole('button', { name: /Search/ }).hover();
    await page.keyboard.press('Control+K');
    await input().fill('cycles');
    await expect.poll(() => options().count()).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    await input().press('Enter');
    await expect.poll(() => dialog().count()).toBe(0);
    // Recent searches and favourites, no results with suggestions, a result in a new tab.
    await page.keyboard.press('Control+K');
    await expect.poll(() => dialog().getByRole('grid', { name: 'Recent searches' }).getByRole('row').count()).toBe(1);
    await dialog().getByRole('button', { name: 'Save this search' }).click();
    await input().fill('slack zebrafish');
    await expect.poll(() => dialog().locator('.search-suggestions button').count()).toBeGreaterThan(0);
    await dialog().locator('.search-suggestions button').first().click();
    await expect.poll(() => options().count()).toBeGreaterThan(0);
    const popup = page.context().waitForEvent('page');
    await input().press('Control+Enter');
    const tab = await popup;
    await tab.waitForLoadState('load');
    await tab.close();
    await page.keyboard.press('Escape');
    // The /search page: results, more results, a new query, then a result.
    await page.goto(`${keel.server.url}/search?q=cycles`);
    await expect.poll(() => page.locator('.search-page-summary').textContent()).toMatch(/pages for "cycles"$/);
    const listed = await page.locator('.search-page-result li').count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => page.locator('.search-page-result li').count()).toBeGreaterThan(listed);
    await page.getByLabel('Search query').fill('slack');
    await expect.poll(() => page.locator('.search-page-result h2').first().textContent()).toBe('Slack integration');
    await page.locator('.search-page-result h2 a').first().click();
    await page.waitForURL('**/integrations/slack');
    await page.waitForLoadState('networkidle');

    // The recording saw the search at work (the index, the worker, the lazy chunks), so an empty result means something.
    const paths = seen.filter((url) => new URL(url).origin === local).map((url) => new URL(url).pathname);
    expect(paths.some((p) => p.endsWith('/_search/index.json'))).toBe(true);
    expect(paths.some((p) => /^\/assets\/search\/[spf]-\w+\.json$/.test(p))).toBe(true);
    expect(paths.some((p) => /^\/assets\/search-worker-\w+\.js$/.test(p))).toBe(true);
    expect(paths.filter((p) => /^\/assets\/chunk-\w+\.js$/.test(p)).length).toBeGreaterThan(1);
    expect(seen.filter((url) => new URL(url).origin !== local && url !== analytics)).toEqual([]);
  });
});
