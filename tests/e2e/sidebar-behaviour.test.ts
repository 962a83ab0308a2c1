/**
 * The config's `sidebar` options in Chromium, as Docusaurus' `themeConfig.docs.sidebar`: `autoCollapseCategories`
 * closes the open categories of a level when the reader opens another; `hideable` adds a button that hides the
 * sidebar (the article takes the room), one that shows it again, focus following, and the choice lasts through client
 * navigation. Without them, neither happens.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';
import { newContext } from '../support/tabs.js';

const SIDEBAR = `[
      { type: 'doc', id: 'intro', label: 'Introduction' },
      { type: 'category', label: 'Guide', items: ['guide/cycles', 'guide/modules'] },
      { type: 'category', label: 'Reference', collapsed: true, items: ['reference/api'] },
    ]`;
const FILES = { 'content/docs/reference/api.md': doc('API', '# API\n\nThe calls, one by one.') };

async function servedSite(extra: string): Promise<RunningServer> {
  const root = makeSite(FILES, configText({ sidebar: SIDEBAR, extra }));
  expect((await build({ root, strict: true, compress: false })).diagnostics).toEqual([]);
  return serve({ dir: path.join(root, 'build'), port: 0 });
}

describe('sidebar behaviour in Chromium', () => {
  let plain: RunningServer;
  let configured: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [plain, configured] = await Promise.all([servedSite(''), servedSite('sidebar: { hideable: true, autoCollapseCategories: true },')]);
    browser = await launchBrowser();
    context = await newContext(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([plain?.close(), configured?.close()]);
  });

  async function open(server: RunningServer, route: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(server.url + route);
    await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
    return page;
  }
  const sidebar = (page: Page) => page.locator('.layout-sidebar');
  const expanded = (page: Page, label: string) => sidebar(page).getByRole('button', { name: label, exact: true }).getAttribute('aria-expanded');

  it('closes the open category when the reader opens another, only when the config asks', async () => {
    const page = await open(configured, '/guide/cycles');
    expect([await expanded(page, 'Guide'), await expanded(page, 'Reference')]).toEqual(['true', 'false']);
    await sidebar(page).getByRole('button', { name: 'Reference', exact: true }).click();
    await expect.poll(() => expanded(page, 'Guide')).toBe('false');
    expect(await expanded(page, 'Reference')).toBe('true');
    await page.close();

    const other = await open(plain, '/guide/cycles');
    await sidebar(other).getByRole('button', { name: 'Reference', exact: true }).click();
    await expect.poll(() => expanded(other, 'Reference')).toBe('true');
    expect(await expanded(other, 'Guide')).toBe('true');
    expect(await other.getByRole('button', { name: 'Collapse sidebar' }).count()).toBe(0);
    await other.close();
  });

  it('hides the sidebar and shows it again, focus following, the article taking the room, through client navigation', async () => {
    const page = await open(configured, '/guide/cycles');
    const articleLeft = () => page.locator('article').evaluate((el) => Math.round(el.getBoundingClientRect().left));
    const before = await articleLeft();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    const show = page.getByRole('button', { name: 'Expand sidebar' });
    await expect.poll(() => show.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await sidebar(page).locator('nav.sidebar').count()).toBe(0);
    expect(await articleLeft()).toBeLessThan(before);
    // A link in the article: client navigation keeps the layout, so the sidebar stays hidden.
    await page.locator('article').getByRole('link', { name: 'modules' }).click();
    await page.waitForURL(/\/guide\/modules$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Modules');
    expect(await sidebar(page).locator('nav.sidebar').count()).toBe(0);
    await show.click();
    const hide = page.getByRole('button', { name: 'Collapse sidebar' });
    await expect.poll(() => hide.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await sidebar(page).locator('nav.sidebar').count()).toBe(1);
    expect(await articleLeft()).toBe(before);
    await page.close();
  });
});
