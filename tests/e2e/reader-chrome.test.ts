/**
 * The page chrome around a reader who has scrolled, in Chromium on the Keel site: opening and closing search leaves
 * the page where it was (by keyboard with the navbar hidden, by the button with it shown) and its backdrop covers
 * the window; the sticky sidebar and table of contents move up while the navbar is hidden; the mobile menu opens
 * scrolled to the current page and repeats none of the page's ids; and the search dialog's code and worker script
 * arrive while the page is idle, before any key, except on a data-saving connection.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
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
  const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
  /** The box of an element, rounded, relative to the window. */
  const box = (page: Page, selector: string) =>
    page.locator(selector).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top), left: Math.round(r.left), bottom: Math.round(r.bottom), right: Math.round(r.right) };
    });
  /**
   * Clicks where the element is on screen once it has stopped moving (the navbar slides in), as a reader does: a
   * locator's click first scrolls the element "into view", which for a sticky navbar moves the page.
   */
  async function clickOnScreen(page: Page, locator: Locator) {
    let last = '';
    await expect.poll(async () => last === (last = JSON.stringify(await locator.boundingBox()))).toBe(true);
    const { x, y, width, height } = (await locator.boundingBox())!;
    await page.mouse.click(x + width / 2, y + height / 2);
  }
  /** Scrolls by the wheel, as a reader does, and waits for the page to settle. */
  async function wheel(page: Page, dy: number) {
    const before = await scrollY(page);
    await page.mouse.move(700, 450);
    await page.mouse.wheel(0, dy);
    await expect.poll(() => scrollY(page)).not.toBe(before);
    let last = -1;
    await expect.poll(async () => last === (last = await scrollY(page))).toBe(true);
  }

  describe('search over a scrolled page', () => {
    it('opens with Ctrl+K and closes with Escape without moving the page, the navbar hidden', async () => {
      const page = await open(LONG_PAGE);
      await wheel(page, 900);
      await expect.poll(() => navbarHidden(page)).toBe(true);
      const y = await scrollY(page);
      expect(y).toBeGreaterThan(600);
      await page.keyboard.press('Control+K');
      await expect.poll(() => searchDialog(page).count()).toBe(1);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
      expect(await scrollY(page)).toBe(y);
      // The backdrop covers the whole window, not the navbar's box.
      expect(await box(page, '.search-backdrop')).toEqual({ top: 0, left: 0, bottom: 900, right: 1440 });
      // The dialog stays put (it once moved with the navbar coming back).
      const dialogTop = (await searchDialog(page).boundingBox())!.y;
      await page.waitForTimeout(400);
      expect((await searchDialog(page).boundingBox())!.y).toBe(dialogTop);
      await page.keyboard.type('cycle');
      await expect.poll(() => searchDialog(page).getByRole('option').count()).toBeGreaterThan(0);
      expect(await scrollY(page)).toBe(y);
      await page.keyboard.press('Escape');
      expect(await searchDialog(page).count()).toBe(0);
      expect(await scrollY(page)).toBe(y);
    });

    it('opens from the navbar button and closes without moving the page, focus back on the button', async () => {
      const page = await open(LONG_PAGE);
      await wheel(page, 1600);
      await expect.poll(() => navbarHidden(page)).toBe(true);
      // Up a little, as a reader does to reach the navbar.
      await wheel(page, -200);
      await expect.poll(() => navbarHidden(page)).toBe(false);
      const y = await scrollY(page);
      expect(y).toBeGreaterThan(1000);
      const button = page.getByRole('button', { name: /^Search/ });
      await clickOnScreen(page, button);
      await expect.poll(() => searchDialog(page).count()).toBe(1);
      expect(await scrollY(page)).toBe(y);
      expect(await box(page, '.search-backdrop')).toEqual({ top: 0, left: 0, bottom: 900, right: 1440 });
      await page.keyboard.press('Escape');
      expect(await searchDialog(page).count()).toBe(0);
      expect(await scrollY(page)).toBe(y);
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
      // Closed by a click on the backdrop, too.
      await clickOnScreen(page, button);
      await expect.poll(() => searchDialog(page).count()).toBe(1);
      await page.mouse.click(20, 880);
      expect(await searchDialog(page).count()).toBe(0);
      expect(await scrollY(page)).toBe(y);
    });
  });

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
    // (Read together: the navbar slides back in over a moment.)
    await expect.poll(async () => Math.abs((await box(page, sidebar)).top - (await navbarBottom()))).toBeLessThanOrEqual(1);
    await expect.poll(async () => (await box(page, toc)).top - (await navbarBottom())).toBeGreaterThanOrEqual(0);
  });

  describe('the mobile menu', () => {
    async function openMenu(page: Page) {
      await clickOnScreen(page, page.getByRole('button', { name: 'Open navigation menu' }));
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

    it('opens and closes over a scrolled page without moving it, focus back on the menu button', async () => {
      const page = await open(LONG_PAGE, { width: 390, height: 844 });
      await page.evaluate(() => window.scrollTo(0, 1800));
      await expect.poll(() => navbarHidden(page)).toBe(true);
      // Up a little, as a reader does to reach the navbar.
      await page.evaluate(() => window.scrollTo(0, 1600));
      await expect.poll(() => navbarHidden(page)).toBe(false);
      const y = await scrollY(page);
      expect(y).toBe(1600);
      const toggle = page.getByRole('button', { name: 'Open navigation menu' });
      let menu = await openMenu(page);
      expect(await scrollY(page)).toBe(y);
      await page.keyboard.press('Escape');
      expect(await menu.count()).toBe(0);
      expect(await scrollY(page)).toBe(y);
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      menu = await openMenu(page);
      await clickOnScreen(page, menu.getByRole('button', { name: 'Close navigation menu' }));
      expect(await menu.count()).toBe(0);
      expect(await scrollY(page)).toBe(y);
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

  describe('loading search before it is asked for', () => {
    /** The search settings of the page, from its data block. */
    const workerUrl = (page: Page) =>
      page.evaluate(
        () => (JSON.parse(document.getElementById('__docsgen_data')!.textContent!) as { site: { search: { workerUrl: string } } }).site.search.workerUrl,
      );
    const scripts = (requests: Request[]) => requests.filter((r) => r.resourceType() === 'script').map((r) => new URL(r.url()).pathname);
    /** The scripts asked for (by the page or its workers), once each. */
    const scriptFiles = (requests: Request[]) => new Set(requests.map((r) => new URL(r.url()).pathname).filter((p) => p.endsWith('.js')));

    it('fetches the dialog’s code and the worker’s script once the page is idle, so Ctrl+K fetches no code', async () => {
      const context = await newContext(keel.browser, { width: 1280, height: 900 });
      contexts.push(context);
      const page = await context.newPage();
      const requests: Request[] = [];
      const pending = new Set<Request>();
      page.on('request', (r) => (requests.push(r), pending.add(r)));
      page.on('requestfinished', (r) => pending.delete(r));
      page.on('requestfailed', (r) => pending.delete(r));
      await page.goto(`${keel.server.url}/core-concepts/cycles`);
      const worker = new URL(await workerUrl(page), keel.server.url).pathname;
      // No key pressed, no pointer moved: the worker's script arrives in an idle moment.
      await expect.poll(() => requests.some((r) => new URL(r.url()).pathname === worker), { timeout: 15_000 }).toBe(true);
      // Neither the worker nor the index are started by it: they wait for a sign that search is wanted.
      expect(requests.filter((r) => r.url().includes('/_search/'))).toEqual([]);
      expect(page.workers()).toEqual([]);
      // Wait for every script asked for so far, then open: the dialog needs no script it does not have. The dialog's
      // chunk and the chunks it imports come one after another (each asked for once the one before is parsed), so
      // the wait ends only when nothing is in flight and an idle moment of the page passes with nothing new asked for.
      await expect
        .poll(async () => {
          const asked = requests.length;
          await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 250))));
          return pending.size === 0 && requests.length === asked;
        })
        .toBe(true);
      const before = scriptFiles(requests);
      await page.keyboard.press('Control+K');
      await expect.poll(() => searchDialog(page).count()).toBe(1);
      await page.keyboard.type('cycle');
      await expect.poll(() => searchDialog(page).getByRole('option').count()).toBeGreaterThan(0);
      expect([...scriptFiles(requests)].filter((file) => !before.has(file))).toEqual([]);
    });

    it('leaves them until search is opened when the reader saves data', async () => {
      const page = await open('/core-concepts/cycles', { width: 1280, saveData: true });
      const requests: Request[] = [];
      page.on('request', (r) => requests.push(r));
      // Idle callbacks run in the order they were asked for: the page's own (if any) ran before this one.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 200), { timeout: 5000 })));
      await page.waitForLoadState('networkidle');
      expect(scripts(requests)).toEqual([]);
      const worker = new URL(await workerUrl(page), keel.server.url).pathname;
      expect(requests.filter((r) => new URL(r.url()).pathname === worker)).toEqual([]);
      // The code comes when it is needed.
      await page.keyboard.press('Control+K');
      await expect.poll(() => searchDialog(page).count()).toBe(1);
      expect(scripts(requests).length).toBeGreaterThan(0);
    });
  });
});
