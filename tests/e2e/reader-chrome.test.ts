/**
 * The page chrome around a reader who has scrolled, in Chromium on the Keel site: the sticky sidebar and table of
 * contents move up while the navbar is hidden; the mobile menu opens scrolled to the current page and repeats none
 * of the page's ids.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeelBrowser } from '../support/keel-browser.js';
import { newContext } from '../support/tabs.js';

/** A long page, with a sidebar and a table of contents. */
const LONG_PAGE = '/workspaces-and-users/permissions';
const AXE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

describe('the chrome around a scrolled page in Chromium', () => {
  const keel = useKeelBrowser();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  async function open(route: string, options: { width?: number; height?: number; saveData?: boolean; axe?: boolean } = {}): Promise<Page> {
    const context = await newContext(keel.browser, { width: options.width ?? 1440, height: options.height ?? 900 });
    contexts.push(context);
    if (options.saveData) await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    if (options.axe) await context.addInitScript({ content: AXE });
    const page = await context.newPage();
    await page.goto(keel.server.url + route);
    await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
    return page;
  }

  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
  const navbarHidden = (page: Page) => page.getByRole('banner').evaluate((header) => header.classList.contains('is-hidden'));
  /** The box of an element, rounded, relative to the window. */
  const box = (page: Page, selector: string) =>
    page.locator(selector).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top), left: Math.round(r.left), bottom: Math.round(r.bottom), right: Math.round(r.right) };
    });
  /** Scrolls by the wheel, as a reader does, and waits for the page to settle. */
  async function wheel(page: Page, dy: number) {
    const before = await scrollY(page);
    await page.mouse.move(700, 450);
    await page.mouse.wheel(0, dy);
    await expect.poll(() => scrollY(page)).not.toBe(before);
    let last = -1;
    await expect.poll(async () => last === (last = await scrollY(page))).toBe(true);
  }

  it('moves the sidebar and the table of contents up into the place of the hidden navbar, and back', async () => {
    const page = await open(LONG_PAGE);
    const sidebar = 'nav[aria-label="Docs sidebar"]';
    const toc = 'nav.toc';
    await wheel(page, 900);
    await expect.poll(() => navbarHidden(page)).toBe(true);
    // No blank band where the navbar was: the sidebar reaches the top of the window, the contents 1rem below it.
    await expect.poll(async () => (await box(page, sidebar)).top).toBeLessThanOrEqual(2);
    await expect.poll(async () => (await box(page, toc)).top).toBeLessThanOrEqual(18);
    expect((await box(page, sidebar)).bottom).toBeGreaterThanOrEqual(898);
    // With the navbar back, both sit below it again, not under it.
    await wheel(page, -200);
    await expect.poll(() => navbarHidden(page)).toBe(false);
    const navbarBottom = () => page.getByRole('banner').evaluate((header) => Math.round(header.getBoundingClientRect().bottom));
    const bottom = await navbarBottom();
    await expect.poll(async () => Math.abs((await box(page, sidebar)).top - bottom)).toBeLessThanOrEqual(1);
    await expect.poll(async () => (await box(page, toc)).top).toBeGreaterThanOrEqual(bottom);
  });

  describe('the mobile menu', () => {
    async function openMenu(page: Page) {
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Navigation menu' });
      await menu.waitFor();
      return menu;
    }

    it('opens scrolled to the current page, below its own header, the page behind unmoved', async () => {
      const page = await open('/devices/mobile', { width: 390, height: 844 });
      await openMenu(page);
      const current = '#mobile-menu .sidebar [aria-current="page"]';
      const header = await box(page, '#mobile-menu .mobile-menu-header');
      await expect
        .poll(async () => {
          const link = await box(page, current);
          return link.top >= header.bottom && link.bottom <= 844;
        })
        .toBe(true);
      // The header (brand link, close button) stays at the top of the panel, where focus starts.
      expect((await box(page, '#mobile-menu .mobile-menu-header')).top).toBe(0);
      expect(await page.evaluate(() => document.querySelector('#mobile-menu')!.contains(document.activeElement))).toBe(true);
      expect(await scrollY(page)).toBe(0);
    });

    it('repeats none of the page’s ids while open (direct count and axe)', async () => {
      const page = await open('/devices/mobile', { width: 390, height: 844, axe: true });
      const menu = await openMenu(page);
      // The menu's own sidebar has the categories open that the page's has, each list with an id.
      expect(await menu.locator('.sidebar [aria-controls]').count()).toBeGreaterThan(5);
      const repeated = await page.evaluate(() => {
        const ids = Array.from(document.querySelectorAll('[id]'), (el) => el.id);
        return ids.filter((id, i) => ids.indexOf(id) !== i);
      });
      expect(repeated).toEqual([]);
      // Every aria-controls names exactly one element.
      const controls = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[aria-controls]'), (el) => el.getAttribute('aria-controls')!).filter(
          (id) => document.querySelectorAll(`[id="${id}"]`).length > 1,
        ),
      );
      expect(controls).toEqual([]);
      const axe = (await page.evaluate(
        `axe.run(document, { runOnly: { type: 'rule', values: ['duplicate-id', 'duplicate-id-aria', 'duplicate-id-active'] }, resultTypes: ['violations', 'incomplete'] })
          .then((r) => [...r.violations, ...r.incomplete].map((v) => v.id + ': ' + v.nodes.length))`,
      )) as string[];
      expect(axe).toEqual([]);
    });
  });
});
