/**
 * Locales and docs versions in Chromium, on the built tests/fixtures/i18n-versions site: the locale and version
 * dropdowns keep the page (or fall back to the version's home), the version banner and badge, the mirrored layout
 * of a right-to-left locale, search scoped to the page's locale and version, client navigation inside one variant
 * against a full load into another, and axe on an untranslated and an Arabic page in both colour modes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFixtureBrowser } from '../support/fixture-browser.js';

const AXE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');
/** The word every page of a version carries (see the fixture's site.config.ts). */
const WORD = { next: 'lanterngranite', '2.0': 'lanternquartz', '1.0': 'lanternbasalt' } as const;
const OTHER_VARIANTS = /^\/(next|1\.0|fr|ar)(\/|$)/;

type Marked = Window & { __variantMarker?: number };

describe('locales and versions in the browser', () => {
  const site = useFixtureBrowser('i18n-versions');
  let page: Page;
  /** Paths answered 404 in the current test. */
  let missing: string[];
  beforeEach(async () => {
    page = site.page;
    missing = [];
    page.on('response', (r) => r.status() === 404 && missing.push(new URL(r.url()).pathname));
    await page.setViewportSize({ width: 1280, height: 900 });
  });
  /** The tab's console errors. */
  const consoleErrors = () => site.errors;

  const open = async (route: string) => {
    await page.goto(site.server.url + route);
    await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
  };
  /** Opens a navbar dropdown (`localeDropdown` or `docsVersionDropdown`) and clicks the entry named `label`. */
  const choose = async (dropdown: 'localeDropdown' | 'docsVersionDropdown', label: string) => {
    const item = page.locator(`.navbar-item-${dropdown}`);
    await item.locator('.dropdown-toggle').click();
    await item.getByRole('menuitem', { name: label, exact: true }).click();
  };
  const mark = () => page.evaluate(() => ((window as Marked).__variantMarker = 1));
  const marker = () => page.evaluate(() => (window as Marked).__variantMarker);
  const mainText = () => page.locator('main').innerText();
  /** The version badges' texts, without waiting for one to appear. */
  const badge = () => page.locator('.version-badge').allTextContents();

  describe('the locale dropdown', () => {
    it('leads to the same page in French', async () => {
      await open('/guides/install');
      await choose('localeDropdown', 'Français');
      await page.waitForURL(`${site.server.url}/fr/guides/install`);
      await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      expect(await page.locator('main h1').textContent()).toBe('Installer Lantern');
      expect(await mainText()).toContain('eclairquartz');
      expect(await page.locator('.untranslated-notice').count()).toBe(0);
      expect(consoleErrors()).toEqual([]);
    });

    it('leads to the same page in Arabic, right to left, with the untranslated notice', async () => {
      await open('/next/guides/configure');
      await choose('localeDropdown', 'العربية');
      await page.waitForURL(`${site.server.url}/ar/next/guides/configure`);
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await expect.poll(() => page.locator('.untranslated-notice').isVisible()).toBe(true);
      expect(await page.locator('.untranslated-notice').getAttribute('role')).toBe('note');
      // Built from the English file of the same version.
      expect(await mainText()).toContain(WORD.next);
      expect(consoleErrors()).toEqual([]);
    });
  });

  it('sets lang and dir on <html> for each locale', async () => {
    for (const [route, lang, dir] of [
      ['/fr/guides/install', 'fr', 'ltr'],
      ['/ar/intro', 'ar', 'rtl'],
      ['/fr/next/intro', 'fr', 'ltr'],
    ] as const) {
      await open(route);
      expect({ route, lang: await page.locator('html').getAttribute('lang'), dir: await page.locator('html').getAttribute('dir') }).toEqual({
        route,
        lang,
        dir,
      });
    }
  });

  it('requests no missing file while a page loads and its links are prefetched', async () => {
    await open('/guides/install');
    await page.locator('.navbar-brand').hover();
    await page.waitForTimeout(500);
    expect(missing).toEqual([]);
    expect(site.errors).toEqual([]);
  });

  describe('the version dropdown', () => {
    it('keeps the page when the version has it, and remembers the choice', async () => {
      await open('/guides/install');
      expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
      await choose('docsVersionDropdown', '1.0');
      await page.waitForURL(`${site.server.url}/1.0/guides/install`);
      expect(await mainText()).toContain(WORD['1.0']);
      expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0');
      expect(consoleErrors()).toEqual([]);
    });

    it("goes to the version's home when the version lacks the page", async () => {
      await open('/next/guides/configure');
      await choose('docsVersionDropdown', '1.0');
      await page.waitForURL(`${site.server.url}/1.0/intro`);
      expect(await page.locator('main h1').textContent()).toBe('Introduction to Lantern');
      expect(await mainText()).toContain(WORD['1.0']);
      expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0');
      expect(consoleErrors()).toEqual([]);
    });
  });

  describe('the version banner and badge', () => {
    const banner = () => page.locator('.version-banner');

    it('marks an unmaintained version, links to the same page in the last one, and badges the version', async () => {
      await open('/1.0/guides/install');
      expect(await banner().count()).toBe(1);
      expect(await banner().getAttribute('role')).toBe('note');
      expect(await banner().innerText()).toContain('This page documents Lantern 1.0, which is no longer maintained.');
      expect(await badge()).toEqual(['Version: 1.0']);
      await banner().locator('a').click();
      await page.waitForURL(`${site.server.url}/guides/install`);
      expect(await mainText()).toContain(WORD['2.0']);
      expect(await banner().count()).toBe(0);
      expect(consoleErrors()).toEqual([]);
    });

    it('marks the unreleased version, and not the last one', async () => {
      await open('/next/intro');
      expect(await banner().innerText()).toContain('This page documents Lantern Next, which is not released yet.');
      expect(await badge()).toEqual(['Version: Next']);
      await open('/guides/install');
      expect(await banner().count()).toBe(0);
      expect(await badge()).toEqual(['Version: 2.0']);
      await open('/1.0/intro');
      expect(await badge()).toEqual(['Version: 1.0']);
      expect(consoleErrors()).toEqual([]);
    });
  });

  it('mirrors the layout right to left on an Arabic page', async () => {
    const sides = async (route: string) => {
      await open(route);
      const sidebar = await page.locator('.layout-sidebar').boundingBox();
      const main = await page.locator('.layout-main').boundingBox();
      expect(sidebar, route).not.toBeNull();
      expect(main, route).not.toBeNull();
      return { sidebar: sidebar!, main: main! };
    };
    const ar = await sides('/ar/intro');
    expect(ar.sidebar.x).toBeGreaterThanOrEqual(ar.main.x + ar.main.width - 1);
    const en = await sides('/intro');
    expect(en.sidebar.x + en.sidebar.width).toBeLessThanOrEqual(en.main.x + 1);
    expect(consoleErrors()).toEqual([]);
  });

  describe('search', () => {
    const modal = () => page.locator('.search-modal');
    const hits = () => modal().locator('[role="option"]');
    const search = async (query: string) => {
      if (!(await modal().count())) {
        await page.locator('.search-button').click();
        await modal().locator('input').waitFor();
      }
      await modal().locator('input').fill(query);
    };
    /** The title of the start or no-results screen, without waiting for one to appear. */
    const screenTitle = () => modal().locator('.search-screen-title').allTextContents();
    const hrefs = () => hits().evaluateAll((els) => els.map((el) => new URL((el as HTMLAnchorElement).href).pathname));

    it("finds only the pages of the page's own locale and version", async () => {
      await open('/guides/install');
      await search(WORD['2.0']);
      await expect.poll(hrefs).toContain('/guides/install');
      expect((await hrefs()).filter((href) => OTHER_VARIANTS.test(href))).toEqual([]);
      await search(WORD.next);
      await expect.poll(screenTitle).toEqual([`No results for "${WORD.next}"`]);
      await search(WORD['1.0']);
      await expect.poll(screenTitle).toEqual([`No results for "${WORD['1.0']}"`]);
      expect(consoleErrors()).toEqual([]);
    });

    it('finds only French pages of the next version from /fr/next/intro', async () => {
      await open('/fr/next/intro');
      await search('eclairgranite');
      await expect.poll(hrefs).toContain('/fr/next/intro');
      expect((await hrefs()).filter((href) => !href.startsWith('/fr/next/'))).toEqual([]);
      // The word of next also sits on the untranslated pages, built from English: still only /fr/next/ ones.
      await search(WORD.next);
      await expect.poll(hrefs).toContain('/fr/next/guides/configure');
      expect((await hrefs()).filter((href) => !href.startsWith('/fr/next/'))).toEqual([]);
      // The French word of 2.0 is on French pages of 2.0 only.
      await search('eclairquartz');
      await expect.poll(screenTitle).toEqual(['Aucun résultat pour "eclairquartz"']);
      expect(consoleErrors()).toEqual([]);
    });
  });

  describe('navigation between pages and variants', () => {
    it('stays on the client inside one variant, and loads another variant in full with its labels', async () => {
      await open('/guides/install');
      await mark();
      await page.locator('.layout-sidebar').getByRole('link', { name: 'Configure a lamp' }).click();
      await page.waitForURL(`${site.server.url}/guides/configure`);
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Configure a lamp');
      expect(await marker()).toBe(1);

      await choose('docsVersionDropdown', 'Next');
      await page.waitForURL(`${site.server.url}/next/guides/configure`);
      await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
      expect(await marker()).toBeUndefined();
      expect(await page.locator('.navbar-item-docsVersionDropdown .dropdown-toggle').innerText()).toBe('Next');
      expect(await page.locator('.layout-sidebar a[aria-current="page"]').getAttribute('href')).toBe('/next/guides/configure');
      expect(await page.locator('.layout-sidebar').getByRole('link', { name: 'What is new in Next' }).count()).toBe(1);
      expect(await badge()).toEqual(['Version: Next']);

      // Inside the next version: client side again.
      await mark();
      await page.locator('.layout-sidebar').getByRole('link', { name: 'What is new in Next' }).click();
      await page.waitForURL(`${site.server.url}/next/whats-new`);
      await expect.poll(() => page.locator('main h1').textContent()).toBe('What is new in Next');
      expect(await marker()).toBe(1);

      // Into another locale: a full load, and the navbar speaks French.
      await choose('localeDropdown', 'Français');
      await page.waitForURL(`${site.server.url}/fr/next/whats-new`);
      await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
      expect(await marker()).toBeUndefined();
      expect(await page.locator('.navbar-item-localeDropdown .dropdown-toggle').innerText()).toBe('Français');
      expect(await page.locator('.navbar-item-docsVersionDropdown .dropdown-toggle').getAttribute('title')).not.toBe('Docs version');
      expect(await page.locator('.skip-link').textContent()).toBe('Passer au contenu principal');
      expect(await page.locator('.untranslated-notice').count()).toBe(1);
      expect(consoleErrors()).toEqual([]);
    });
  });

  it('has no axe violations on an untranslated French page and an Arabic page, dark and light', { timeout: 600_000 }, async () => {
    await page.addInitScript({ content: AXE });
    const found: string[] = [];
    // The untranslated French page of next carries both notes (untranslated, unreleased); the Arabic one is right to left.
    const pages = [
      { route: '/fr/next/guides/configure', notes: ['.version-banner', '.untranslated-notice'] },
      { route: '/ar/intro', notes: [] },
    ];
    for (const { route, notes } of pages) {
      await open(route);
      for (const note of notes) expect(await page.locator(note).count(), `${route} ${note}`).toBe(1);
      for (const theme of ['dark', 'light']) {
        await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
        const violations = (await page.evaluate(
          "axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => v.id + ': ' + v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', ')))",
        )) as string[];
        for (const v of violations) found.push(`${route} (${theme}) ${v}`);
      }
    }
    expect(found).toEqual([]);
    expect(consoleErrors()).toEqual([]);
  });
});
