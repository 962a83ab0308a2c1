/**
 * Scroll and focus after navigation, in Chromium on the Keel site: where keyboard focus starts after a route change
 * to a fragment, how quiet a script-focused heading is, scroll positions on back/forward between fragments, after a
 * reload and after a full load, and which table-of-contents entry is active at the bottom of a short page.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useKeelBrowser } from '../support/keel-browser.js';
import { newContext } from '../support/tabs.js';

describe('scroll and focus in Chromium', () => {
  const keel = useKeelBrowser();
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    context = await newContext(keel.browser, { height: 800 });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  const article = () => page.locator('article');
  const toc = () => page.getByRole('navigation', { name: 'On this page', exact: true });
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  const savedScrollY = () => page.evaluate(() => (history.state as { scrollY?: number } | null)?.scrollY);
  /** Whether the focused element is the given one. */
  const isFocused = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => el === document.activeElement);
  const focusedOutline = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
  /** The id of the table-of-contents entry marked as the current location. */
  const activeTocEntry = () => toc().locator('a[aria-current="location"]').getAttribute('href');
  async function waitForHydration() {
    await page.waitForFunction(() => 'scrollRestoration' in history && history.scrollRestoration === 'manual');
  }

  it('starts the next Tab at the target section after a route change to a fragment, with a quiet heading', async () => {
    await page.goto(`${keel.server.url}/core-concepts/projects/run-project`);
    await waitForHydration();
    await article().getByRole('link', { name: 'Configure project settings', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/core-concepts/projects/overview#configure-project-settings');
    const target = page.getByRole('heading', { level: 2, name: /^Configure project settings/ });
    await expect.poll(() => isFocused(target)).toBe(true);
    // Focused by script after a key press: not a control, so no thick ring.
    expect(await focusedOutline()).toMatch(/^none /);
    // The next Tab lands inside or after the target section, not back at the top of the page.
    await page.keyboard.press('Tab');
    const after = await target.evaluate((heading) => {
      const position = heading.compareDocumentPosition(document.activeElement!);
      return (position & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 || (position & Node.DOCUMENT_POSITION_CONTAINED_BY) !== 0;
    });
    expect(after).toBe(true);
    // Interactive things keep a visible ring.
    expect(await focusedOutline()).toBe('solid 3px');
  });

  it('keeps the focus ring off the heading focused after a keyboard route change without a fragment', async () => {
    await page.goto(`${keel.server.url}/core-concepts/cycles`);
    await waitForHydration();
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /^Next/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/core-concepts/modules');
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => isFocused(heading)).toBe(true);
    expect(await focusedOutline()).toMatch(/^none /);
  });

  it('restores the scroll position on back and forward between two fragments of one page', async () => {
    await page.goto(`${keel.server.url}/core-concepts/projects/overview`);
    await waitForHydration();
    await toc().getByRole('link', { name: 'Set project visibility', exact: true }).click();
    await page.waitForURL('**#set-project-visibility');
    const first = await scrollY();
    await toc().getByRole('link', { name: 'Enable project features', exact: true }).click();
    await page.waitForURL('**#enable-project-features');
    await expect.poll(scrollY).toBeGreaterThan(first + 200);
    const second = await scrollY();
    await page.goBack();
    await page.waitForURL('**#set-project-visibility');
    await expect.poll(scrollY).toBe(first);
    await page.goForward();
    await page.waitForURL('**#enable-project-features');
    await expect.poll(scrollY).toBe(second);
  });

  it('reopens a reloaded page at the reading position', async () => {
    await page.goto(`${keel.server.url}/core-concepts/cycles`);
    await waitForHydration();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(savedScrollY).toBe(900);
    await page.reload();
    await waitForHydration();
    await expect.poll(scrollY).toBe(900);
    await expect.poll(savedScrollY).toBe(900);
  });

  it('reopens a page left by a full load at the reading position on back, with no cached copy', async () => {
    // Keep the browser from restoring the page from its back/forward cache: it must load again.
    await context.route('**/core-concepts/cycles', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'cache-control': 'no-store' } });
    });
    await page.goto(`${keel.server.url}/core-concepts/cycles`);
    await waitForHydration();
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(savedScrollY).toBe(900);
    await page.goto(`${keel.server.url}/core-concepts/modules`);
    await page.goBack();
    await page.waitForURL('**/core-concepts/cycles');
    await waitForHydration();
    // A fresh load, not the cached page.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    await expect.poll(scrollY).toBe(900);
  });

  it('marks the last sections active at the bottom of the page, and keeps a clicked one active there', async () => {
    // A tall window: the last two sections of the page can never scroll up to the navbar.
    await context.close();
    context = await newContext(keel.browser, { height: 1400 });
    page = await context.newPage();
    await page.goto(`${keel.server.url}/core-concepts/cycles`);
    await waitForHydration();
    const headingTop = (href: string) => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, href.slice(1));
    const entries = await toc()
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => [a.textContent!, a.getAttribute('href')!] as const));
    const [lastName, lastHref] = entries.at(-1)!;
    const [beforeLastName, beforeLastHref] = entries.at(-2)!;
    await toc().getByRole('link', { name: lastName, exact: true }).click();
    await page.waitForURL(`**${lastHref}`);
    expect(await headingTop(lastHref)).toBeGreaterThan(200);
    await expect.poll(activeTocEntry).toBe(lastHref);
    // The one before the last, already on screen: a click on it does not scroll, and it becomes the active one.
    await toc().getByRole('link', { name: beforeLastName, exact: true }).click();
    await page.waitForURL(`**${beforeLastHref}`);
    expect(await headingTop(beforeLastHref)).toBeGreaterThan(200);
    await expect.poll(activeTocEntry).toBe(beforeLastHref);
    // Scrolled up and back to the bottom by the reader: the last section is the active one.
    await page.mouse.move(640, 700);
    await page.mouse.wheel(0, -1500);
    await expect.poll(activeTocEntry).not.toBe(beforeLastHref);
    await page.mouse.wheel(0, 100_000);
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    await expect.poll(activeTocEntry).toBe(lastHref);
  });
});
