/**
 * Keyboard and small-screen behaviour of the chrome in real Chromium: the mobile side menu keeps focus and the
 * wheel to itself, the announcement bar hands focus on when closed, and the navbar and the search page heading
 * fit a 320 px window without broken words or borders.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeelBrowser } from '../support/keel-browser.js';
import { newContext } from '../support/tabs.js';

describe('menus and small screens in Chromium', () => {
  const keel = useKeelBrowser();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  async function open(route: string, width: number, storage?: Record<string, string>): Promise<Page> {
    const context = await newContext(keel.browser, { width, height: 700, ...(storage ? { storage } : {}) });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(keel.server.url + route);
    await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
    return page;
  }

  const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
  const focusInside = (locator: Locator) => locator.evaluate((el) => el.contains(document.activeElement));
  const focusedName = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return 'body';
      return `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`;
    });

  describe('the mobile side menu', () => {
    async function openMenu(page: Page) {
      const toggle = page.getByRole('button', { name: 'Open navigation menu' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Navigation menu' });
      await expect.poll(() => focusInside(menu)).toBe(true);
      return { toggle, menu };
    }

    it('keeps Tab and Shift+Tab inside the open menu, both ways round', async () => {
      const page = await open('/core-concepts/cycles', 390);
      const { menu } = await openMenu(page);
      // The menu's Tab stops: visible links and buttons, in document order.
      const stops = await menu.evaluate(
        (el) => Array.from(el.querySelectorAll<HTMLElement>('a[href], button')).filter((s) => s.tabIndex >= 0 && s.getClientRects().length > 0).length,
      );
      const focusStop = (index: number) =>
        menu.evaluate(
          (el, i) =>
            Array.from(el.querySelectorAll<HTMLElement>('a[href], button'))
              .filter((s) => s.tabIndex >= 0 && s.getClientRects().length > 0)
              [i]!.focus(),
          index,
        );
      const atStop = () =>
        menu.evaluate((el) =>
          Array.from(el.querySelectorAll<HTMLElement>('a[href], button'))
            .filter((s) => s.tabIndex >= 0 && s.getClientRects().length > 0)
            .indexOf(document.activeElement as HTMLElement),
        );
      expect(await atStop()).toBe(0);
      // Backwards from the first stop wraps to the last one, never to the page behind, and forwards back again.
      await page.keyboard.press('Shift+Tab');
      expect(await atStop(), `Shift+Tab went to ${await focusedName(page)}`).toBe(stops - 1);
      await page.keyboard.press('Tab');
      expect(await atStop(), `Tab went to ${await focusedName(page)}`).toBe(0);
      for (let i = 1; i <= 4; i++) {
        await page.keyboard.press('Tab');
        expect(await atStop()).toBe(i);
      }
      await focusStop(stops - 2);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await atStop(), `Tab went to ${await focusedName(page)}`).toBe(0);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      expect(await atStop(), `Shift+Tab went to ${await focusedName(page)}`).toBe(stops - 2);
      expect(await focusInside(menu)).toBe(true);
    });

    it('returns focus to the menu button on Escape and on the close button', async () => {
      const page = await open('/core-concepts/cycles', 390);
      let { toggle, menu } = await openMenu(page);
      await page.keyboard.press('Escape');
      expect(await menu.count()).toBe(0);
      expect(await isFocused(toggle)).toBe(true);
      ({ toggle, menu } = await openMenu(page));
      await menu.getByRole('button', { name: 'Close navigation menu' }).focus();
      await page.keyboard.press('Enter');
      expect(await menu.count()).toBe(0);
      expect(await isFocused(toggle)).toBe(true);
    });

    it('closes only the dropdown when Escape is pressed inside a dropdown in the menu', async () => {
      const page = await open('/core-concepts/cycles', 390);
      const { menu } = await openMenu(page);
      const version = menu.getByRole('button', { name: 'Latest' });
      await version.focus();
      await page.keyboard.press('Enter');
      const list = menu.getByRole('menu', { name: 'Docs version' });
      await expect.poll(() => focusInside(list)).toBe(true);
      await page.keyboard.press('Escape');
      expect(await list.isVisible()).toBe(false);
      expect(await menu.isVisible()).toBe(true);
      expect(await isFocused(version)).toBe(true);
      // Escape with the dropdown open and its button focused also closes the dropdown alone.
      await version.click();
      expect(await list.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      expect(await list.isVisible()).toBe(false);
      expect(await menu.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      expect(await menu.count()).toBe(0);
    });

    it('does not let the wheel scroll the page behind the open menu', async () => {
      const page = await open('/core-concepts/cycles', 390);
      await openMenu(page);
      await page.mouse.move(370, 500); // over the backdrop, beside the panel
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.keyboard.press('Escape');
      await page.mouse.wheel(0, 800);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });
  });

  describe('navbar dropdowns', () => {
    it('closes and keeps focus on the button when the reader picks the locale already shown', async () => {
      const page = await open('/core-concepts/cycles', 1280);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const locale = nav.getByRole('button', { name: 'English' });
      await locale.focus();
      await page.keyboard.press('Enter');
      const list = nav.getByRole('menu', { name: 'Language' });
      await expect.poll(() => focusInside(list)).toBe(true);
      await page.keyboard.press('Enter');
      expect(await list.isVisible()).toBe(false);
      expect(await isFocused(locale), `focus went to ${await focusedName(page)}`).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/core-concepts/cycles');
    });
  });

  describe('the announcement bar', () => {
    for (const [width, next] of [
      [1280, 'Keel'],
      [390, 'Open navigation menu'],
    ] as const) {
      it(`hands focus to the navbar's first control when closed (${width} px)`, async () => {
        const page = await open('/core-concepts/cycles', width);
        const close = page.getByRole('region', { name: 'Announcement' }).getByRole('button', { name: 'Close' });
        await close.focus();
        await page.keyboard.press('Enter');
        expect(await page.getByRole('region', { name: 'Announcement' }).count()).toBe(0);
        const target = page.getByRole('navigation', { name: 'Main' }).getByRole(width > 996 ? 'link' : 'button', { name: next, exact: true });
        expect(await isFocused(target), `focus went to ${await focusedName(page)}`).toBe(true);
      });
    }
  });

  describe('at 320 px', () => {
    it('keeps the navbar’s Sign in button on one line and inside the window', async () => {
      const page = await open('/core-concepts/cycles', 320);
      const signIn = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' });
      if (await signIn.isVisible()) {
        const lines = await signIn.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
        });
        expect(lines).toBe(1);
        const box = (await signIn.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      // Whatever the navbar leaves out at this width, the menu still offers.
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      expect(await page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    });

    it('wraps the search page heading between words, never inside one', async () => {
      const page = await open('/search', 320);
      const heading = page.getByRole('heading', { level: 1, name: 'Search the documentation' });
      const broken = await heading.evaluate((el) => {
        const text = el.firstChild as Text;
        const words: string[] = [];
        for (const match of text.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          if (new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size > 1) words.push(match[0]);
        }
        return words;
      });
      expect(broken).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  });
});
