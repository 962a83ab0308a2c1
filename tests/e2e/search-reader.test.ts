/**
 * Search as a reader meets it in Chromium (issue 15, items 1–4): every key typed from the shortcut or the
 * navbar button on reaches the input, Tab and Shift+Tab stay inside the dialog, one failed load of the index
 * does not break search, and exact or prefix matches rank (and highlight) above typo matches.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useKeelSearchPage } from '../support/keel-search-page.js';

const AXE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

describe('search for a reader (keyboard, flaky network, ranking)', () => {
  const search = useKeelSearchPage({ timeout: 20_000 });
  const { keel, dialog, options, input } = search;
  let page: Page;
  beforeEach(() => {
    page = search.page;
  });
  const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"][aria-label="Search the documentation"]')));

  it('keeps every key typed straight after Ctrl+K, in order, once the page has settled', async () => {
    await page.goto(`${keel.server.url}/core-concepts/cycles`);
    await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: unknown }).__docsgen));
    await page.keyboard.press('Control+K');
    await page.keyboard.type('burn down chart');
    await expect.poll(() => input().inputValue()).toBe('burn down chart');
  });

  it('keeps every key typed straight after Ctrl+K on a page just loaded', async () => {
    await page.goto(`${keel.server.url}/core-concepts/modules`, { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('Control+K');
    await page.keyboard.type('burn down chart');
    await expect.poll(() => input().inputValue()).toBe('burn down chart');
  });

  it('opens from the focused navbar button holding every character typed on it', async () => {
    await page.goto(`${keel.server.url}/`);
    await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: unknown }).__docsgen));
    await page.getByRole('button', { name: /^Search/ }).focus();
    await page.keyboard.type('cyc');
    await expect.poll(() => input().inputValue()).toBe('cyc');
    await expect.poll(() => options().count()).toBeGreaterThan(0);
  });

  it('cycles Tab and Shift+Tab inside the dialog while results are shown, never reaching the page behind', async () => {
    await page.goto(`${keel.server.url}/`);
    await page.keyboard.press('Control+K');
    await input().fill('cycles');
    await expect.poll(() => options().count()).toBeGreaterThan(2);
    const seen = new Set<string>();
    const focused = () =>
      page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent}`);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
      seen.add(await focused());
    }
    // Tab came back round to the input
    expect([...seen].some((f) => f.startsWith('INPUT'))).toBe(true);
    expect(seen.size).toBeGreaterThan(1);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog()).toBe(true);
    }
    // Enter on whatever has focus never opens something behind the dialog
    expect(await page.getByRole('menu').count()).toBe(0);
  });

  it('searches again once the network is back after the index failed to load', async () => {
    let offline = true;
    let failed = 0;
    let served = 0;
    await page.context().route('**/_search/index.json', async (route) => {
      if (offline) {
        failed++;
        await route.abort('internetdisconnected');
      } else {
        served++;
        await route.continue();
      }
    });
    await page.goto(`${keel.server.url}/`);
    await page.keyboard.press('Control+K');
    await input().fill('cycles');
    await expect.poll(() => dialog().getByRole('alert').textContent()).toContain('Unable to fetch results');
    expect(failed).toBeGreaterThan(0);
    offline = false; // the network is back
    await input().fill('modules');
    await expect.poll(() => options().count()).toBeGreaterThan(0);
    expect(await dialog().getByRole('alert').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+K');
    await input().fill('cycles');
    await expect.poll(() => options().count()).toBeGreaterThan(0);
    expect(served).toBe(1);
  });

  it('ranks exact and prefix matches above typo matches and highlights only what matched', async () => {
    await page.goto(`${keel.server.url}/`);
    await page.keyboard.press('Control+K');
    await input().fill('drag');
    await expect.poll(() => options().count()).toBeGreaterThan(1);
    const titles = await dialog().locator('[role="option"] .search-hit-title').allTextContents();
    expect(titles[0]).toMatch(/\bdrag/i);
    expect(titles.some((t) => /^Drag\b/.test(t))).toBe(true);
    // "Draw.io diagrams" (one letter off) only after every hit that has the word itself
    const firstDraw = titles.findIndex((t) => /Draw\.io/.test(t));
    const lastDrag = titles.map((t) => /\bdrag/i.test(t)).lastIndexOf(true);
    if (firstDraw >= 0) expect(lastDrag).toBeLessThan(firstDraw);
    expect(await options().first().innerHTML()).not.toMatch(/<mark>draw/i);

    const marked = async (query: string, first: RegExp) => {
      await input().fill(query);
      await expect.poll(() => options().first().innerHTML()).toMatch(first); // the answer to this query is shown
      const html = await options().evaluateAll((els) => els.map((el) => el.innerHTML));
      return html.flatMap((h) => [...h.matchAll(/<mark>([^<]*)<\/mark>/g)].map((m) => m[1]!.toLowerCase()));
    };
    const form = await marked('form', /<mark>form/i);
    expect(form.length).toBeGreaterThan(0);
    expect(form).not.toContain('for');
    const unfinished = await marked('unfinished work', /<mark>unfinished/i);
    expect(unfinished).toContain('unfinished');
    expect(unfinished).not.toContain('finished');
  });

  it('has no axe violations in the open modal, with results and with saved searches, in both colour modes', async () => {
    await page.context().addInitScript({ content: AXE });
    const violations = (theme: string) =>
      page.evaluate(async (mode) => {
        document.documentElement.setAttribute('data-theme', mode);
        const axe = (window as unknown as { axe: { run(el: Element, o: object): Promise<{ violations: { id: string }[] }> } }).axe;
        const result = await axe.run(document.querySelector('[role="dialog"]')!, { resultTypes: ['violations'] });
        return result.violations.map((v) => v.id);
      }, theme);
    await page.goto(`${keel.server.url}/`);
    await page.keyboard.press('Control+K');
    await input().fill('cycles');
    await expect.poll(() => options().count()).toBeGreaterThan(2);
    expect(await violations('dark')).toEqual([]);
    expect(await violations('light')).toEqual([]);
    // Saved searches: one recent (with its save and remove buttons) and one favourite.
    await input().press('Enter');
    await page.waitForURL('**/core-concepts/cycles**');
    await page.keyboard.press('Control+K');
    await input().fill('stickies');
    await expect.poll(() => options().count()).toBeGreaterThan(0);
    await input().press('Enter');
    await page.waitForURL('**/stickies**');
    await page.keyboard.press('Control+K');
    await dialog().getByRole('button', { name: 'Save this search' }).first().click();
    await expect.poll(() => dialog().getByRole('grid', { name: 'Favorite searches' }).getByRole('row').count()).toBe(1);
    expect(await dialog().getByRole('grid', { name: 'Recent searches' }).getByRole('row').count()).toBe(1);
    expect(await violations('dark')).toEqual([]);
    expect(await violations('light')).toEqual([]);
  });
});
