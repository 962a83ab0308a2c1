/**
 * The theme's finish as a reader meets it in Chromium (issue 35, defect 4): even sidebar rows, dropdowns only
 * when there is a choice (or the config asks), a close icon and a "Sign in" button that look like controls in the
 * phone menu, hover states on breadcrumbs and the announcement's close button, a search button that keeps its
 * width when hydration turns "Ctrl" into "⌘" on a Mac, a phone "On this page" box drawn like the desktop list,
 * code blocks with a bar for their language and copy button, tables that show they scroll, heading anchors
 * named after their heading and shown on touch screens, and a footer spread across the page.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';
import { useKeelBrowser } from '../support/keel-browser.js';
import { newContext } from '../support/tabs.js';

const MAC_USER_AGENT = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const hydrated = (page: Page) => page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));

async function open(context: BrowserContext, address: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(address);
  await hydrated(page);
  return page;
}

const box = async (locator: Locator) => (await locator.boundingBox())!;
const style = (locator: Locator, property: string, pseudo?: string) =>
  locator.evaluate((el, [name, after]) => getComputedStyle(el, after ?? null).getPropertyValue(name!), [property, pseudo] as const);

/** The value found most often. */
function mostCommon(values: number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

describe('the Keel docs, finished', () => {
  const keel = useKeelBrowser();

  it('draws category rows and link rows of the sidebar at the same height', async () => {
    const page = await open(await newContext(keel.browser), `${keel.server.url}/integrations/github`);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const heights = (locator: Locator) => locator.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
    const categories = await heights(sidebar.locator('.sidebar-category-row'));
    const links = await heights(sidebar.locator('li:not(.sidebar-category) > .sidebar-link'));
    expect(categories.length).toBeGreaterThan(5);
    expect(mostCommon(categories)).toBe(mostCommon(links));
  });

  it('shows the version and locale dropdowns the config forces, though each has one entry', async () => {
    const page = await open(await newContext(keel.browser), `${keel.server.url}/core-concepts/cycles`);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Latest' }).click();
    expect(await page.getByRole('menu', { name: 'Docs version' }).getByRole('menuitem').allTextContents()).toEqual(['Latest']);
    await page.keyboard.press('Escape');
    await banner.getByRole('button', { name: 'English' }).click();
    expect(await page.getByRole('menu', { name: 'Language' }).getByRole('menuitem').allTextContents()).toEqual(['English']);
  });

  describe('on a phone', () => {
    let page: Page;
    beforeAll(async () => {
      page = await open(await newContext(keel.browser, { width: 390, height: 844 }), `${keel.server.url}/integrations/github`);
    });

    it('draws the menu’s close icon at a size a finger finds, and "Sign in" as a filled button', async () => {
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Navigation menu' });
      const icon = await box(menu.getByRole('button', { name: 'Close navigation menu' }).locator('svg'));
      expect(icon.width).toBeGreaterThanOrEqual(20);
      expect(icon.width).toBeLessThanOrEqual(24);
      const signIn = menu.getByRole('link', { name: 'Sign in' });
      const menuBackground = await style(menu, 'background-color');
      const buttonBackground = await style(signIn, 'background-color');
      expect(buttonBackground).not.toBe('rgba(0, 0, 0, 0)');
      expect(buttonBackground).not.toBe(menuBackground);
      // Its label is centred, as on a button, not at the start as in a text field.
      const label = await signIn.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const text = range.getBoundingClientRect();
        const outer = el.getBoundingClientRect();
        return { before: text.left - outer.left, after: outer.right - text.right };
      });
      expect(Math.abs(label.before - label.after)).toBeLessThan(2);
      await page.keyboard.press('Escape');
    });

    it('draws "On this page" like the desktop list: no browser marker, muted links, a chevron that turns', async () => {
      const toc = page.locator('.toc-collapsible');
      const summary = toc.locator('summary');
      expect(await style(summary, 'display')).toBe('flex'); // not a list item, so no ▶ marker
      const closed = await style(summary, 'transform', '::after');
      await summary.click();
      // It turns (a short transition, so the end state is awaited).
      await expect.poll(() => style(summary, 'transform', '::after')).toBe('matrix(0.707107, 0.707107, -0.707107, 0.707107, 0, 0)');
      expect(closed).not.toBe('matrix(0.707107, 0.707107, -0.707107, 0.707107, 0, 0)');
      const link = toc.getByRole('link').first();
      const muted = await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--text-muted)';
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      });
      expect(await style(link, 'color')).toBe(muted);
      expect(await style(link, 'text-decoration-line')).toBe('none');
    });
  });

  it('gives breadcrumb links and the announcement’s close button a hover and a keyboard focus state', async () => {
    const page = await open(await newContext(keel.browser), `${keel.server.url}/integrations/github`);
    const crumb = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').first();
    const restingCrumb = await style(crumb, 'background-color');
    await crumb.hover();
    expect(await style(crumb, 'background-color')).not.toBe(restingCrumb);
    await page.mouse.move(700, 700);
    await crumb.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab'); // focus by keyboard, so :focus-visible applies
    expect(await style(crumb, 'background-color')).not.toBe(restingCrumb);
    const close = page.getByRole('region', { name: 'Announcement' }).getByRole('button', { name: 'Close' });
    const restingClose = await style(close, 'background-color');
    await close.hover();
    expect(await style(close, 'background-color')).not.toBe(restingClose);
  });

  it('keeps the search button’s width when hydration shows ⌘ on a Mac', async () => {
    const mac = { viewport: { width: 1280, height: 900 }, userAgent: MAC_USER_AGENT };
    const width = (page: Page) => page.locator('.search-button').evaluate((el) => el.getBoundingClientRect().width);
    // The server's HTML, as it paints before any script runs.
    const still = await (await keel.browser.newContext({ ...mac, javaScriptEnabled: false })).newPage();
    await still.goto(`${keel.server.url}/core-concepts/cycles`);
    const before = await width(still);
    const context = await keel.browser.newContext(mac);
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
    const page = await open(context, `${keel.server.url}/core-concepts/cycles`);
    const command = page.locator('.search-button-modifier > span', { hasText: '⌘' });
    await expect.poll(() => style(command, 'visibility')).toBe('visible');
    expect(await style(page.locator('.search-button-modifier > span', { hasText: 'Ctrl' }), 'visibility')).toBe('hidden');
    expect(await width(page)).toBeCloseTo(before, 1);
  });

  it('names each heading anchor after its heading', async () => {
    const page = await open(await newContext(keel.browser), `${keel.server.url}/integrations/github`);
    const anchors = await page
      .locator('article .hash-link')
      .evaluateAll((links) => links.map((link) => ({ name: link.getAttribute('aria-label'), heading: link.parentElement!.firstChild!.textContent })));
    expect(anchors.length).toBeGreaterThan(10);
    for (const { name, heading } of anchors) expect(name).toBe(`Link to ${heading}`);
    await expect(page.getByRole('link', { name: 'Link to Set up the integration', exact: true }).count()).resolves.toBe(1);
  });

  it('offers the not-found page’s two ways out as buttons', async () => {
    const page = await open(await newContext(keel.browser), `${keel.server.url}/no/such/page`);
    const home = page.getByRole('link', { name: 'Go to the Keel docs home' });
    const search = page.getByRole('link', { name: 'Search the documentation' });
    expect(await style(home, 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
    expect(await style(search, 'border-top-style')).toBe('solid');
    expect(await style(home, 'text-decoration-line')).toBe('none');
  });

  it('spreads the footer’s columns across the page, its links underlined only on hover', async () => {
    const page = await open(await newContext(keel.browser), `${keel.server.url}/core-concepts/cycles`);
    const columns = page.locator('.footer-column');
    const row = await box(page.locator('.footer-columns'));
    const last = await box(columns.last());
    expect(last.x + last.width).toBeGreaterThan(row.x + row.width * 0.75);
    const link = page.locator('.footer a').first();
    expect(await style(link, 'text-decoration-line')).toBe('none');
    await link.hover();
    expect(await style(link, 'text-decoration-line')).toBe('underline');
  });
});

describe('a site with one locale and one version, code and a wide table', () => {
  let server: RunningServer;
  let browser: Browser;
  const wide = ['| ' + 'Column |'.repeat(12), '|' + ' --- |'.repeat(12), '| ' + 'A long cell value |'.repeat(12)].join('\n');
  const commands = doc(
    'Commands',
    [
      '# Commands',
      '## The `keel` command',
      'Run it:',
      '```js',
      'run(1);',
      '```',
      'Plain:',
      '```',
      'plain text',
      '```',
      '## Options',
      wide,
      ':::tip',
      wide,
      ':::',
    ].join('\n\n'),
  );

  beforeAll(async () => {
    const config = configText({
      extra: "navbar: { items: [{ type: 'docsVersionDropdown' }, { type: 'localeDropdown' }] },",
    });
    const root = makeSite(
      { 'content/docs/guide/commands.md': commands },
      config.replace("['guide/cycles', 'guide/modules']", "['guide/cycles', 'guide/modules', 'guide/commands']"),
    );
    expect((await build({ root, strict: true, compress: false })).diagnostics).toEqual([]);
    server = await serve({ dir: path.join(root, 'build'), port: 0 });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('draws no dropdown with a single entry: no locale menu, and the version as a plain link', async () => {
    const tab = await open(await newContext(browser), `${server.url}/guide/commands`);
    const banner = tab.getByRole('banner');
    await expect(banner.locator('[aria-haspopup="menu"]').count()).resolves.toBe(0);
    const version = banner.locator('.navbar-item-docsVersionDropdown a');
    expect(await version.getAttribute('href')).toBe('/');
    expect((await version.textContent())?.length).toBeGreaterThan(0);
  });

  it('puts the language and the copy button in a bar above the code, never over it', async () => {
    const tab = await open(await newContext(browser), `${server.url}/guide/commands`);
    const blocks = tab.locator('article .code-block');
    expect(await style(blocks.nth(0), 'content', '::before')).toBe('"js"');
    expect(await style(blocks.nth(1), 'content', '::before')).toBe('""');
    for (const i of [0, 1]) {
      const copy = blocks.nth(i).locator('.copy-button');
      await expect.poll(() => copy.isVisible()).toBe(true);
      expect((await box(copy)).y + (await box(copy)).height).toBeLessThanOrEqual((await box(blocks.nth(i).locator('pre'))).y);
    }
  });

  it('names the anchor of a heading holding code after its words, and shows anchors on touch screens and on focus', async () => {
    const touch = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const tab = await open(touch, `${server.url}/guide/commands`);
    const anchor = tab.getByRole('link', { name: 'Link to The keel command', exact: true });
    expect(await style(anchor, 'opacity')).toBe('1');
    const desk = await open(await newContext(browser), `${server.url}/guide/commands`);
    const options = desk.getByRole('link', { name: 'Link to Options', exact: true });
    expect(await style(options, 'opacity')).toBe('0');
    await options.focus();
    expect(await style(options, 'opacity')).toBe('1');
  });

  it('shows that a wide table scrolls, and lets the keyboard scroll it', async () => {
    const tab = await open(await newContext(browser, { width: 390, height: 844 }), `${server.url}/guide/commands`);
    const wrapper = tab.locator('article > .table-wrapper');
    expect(await wrapper.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // Shadows drawn at the scrolling edges (the radial gradients), under covers that move with the content.
    expect(await style(wrapper, 'background-image')).toContain('radial-gradient');
    expect(await style(wrapper, 'background-attachment')).toBe('local, local, scroll, scroll');
    // In a box with a colour of its own, the covers take the box's colour, so no stripe of the page's shows.
    const inTip = tab.locator('article .admonition .table-wrapper');
    const tipColour = await style(tab.locator('article .admonition'), 'background-color');
    expect(await style(inTip, 'background-image')).toContain(tipColour);
    expect(await style(wrapper, 'background-image')).not.toContain(tipColour);
    await wrapper.focus();
    await tab.keyboard.press('ArrowRight');
    await expect.poll(() => wrapper.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});
