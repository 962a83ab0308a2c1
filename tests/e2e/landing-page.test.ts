/**
 * A landing page (`layout: landing`) in Chromium: it renders and hydrates without console errors, its tab title is
 * its heading, it has no sidebar or breadcrumbs, client navigation leads from it to a doc and back (the doc with its
 * sidebar, the landing page without, no full load on the way), and axe finds no violation on it in either colour
 * mode, wide or narrow.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';
import { collectConsoleProblems } from '../support/console-problems.js';
import { makeSite } from '../support/fixture-site.js';
import { newContext } from '../support/tabs.js';

const AXE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

const LANDING = `---
layout: landing
slug: /
hero:
  tagline: Plan work in cycles, group it in modules.
  image: { src: /logo.svg, alt: '' }
  actions:
    - { text: Get started, link: /guide/cycles }
    - { text: Source code, link: https://code.example/keel }
features:
  - { title: Cycles, details: Time-boxed plans for a team., link: /guide/cycles, icon: "⏱" }
  - { title: Modules, details: Group issues by area., link: /guide/modules }
  - { title: Offline search, details: Nothing leaves the browser. }
---

## Read on

The body comes after the cards, with [a link to modules](/guide/modules).
`;

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" rx="8" fill="#0f766e"/></svg>';

interface DocsgenWindow {
  __docsgen?: { route(): string };
  /** Set by the test: still there after a client-side navigation, gone after a full load. */
  __sameDocument?: boolean;
}

describe('a landing page in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const root = makeSite({ 'content/docs/intro.md': LANDING, 'content/static/logo.svg': LOGO });
    const result = await build({ root, strict: true, compress: false });
    expect(result.diagnostics).toEqual([]);
    server = await serve({ dir: path.join(root, 'build'), port: 0 });
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(route: string, options: { width?: number; theme?: string; axe?: boolean } = {}): Promise<{ page: Page; errors: string[] }> {
    const context = await newContext(browser, { width: options.width, storage: options.theme ? { theme: options.theme } : {} });
    contexts.push(context);
    if (options.axe) await context.addInitScript({ content: AXE });
    const page = await context.newPage();
    const errors = collectConsoleProblems(page);
    await page.goto(server.url + route);
    await page.waitForFunction(() => Boolean((window as DocsgenWindow).__docsgen));
    return { page, errors };
  }

  const heading = (page: Page) => page.locator('main h1').textContent();
  const routeOf = (page: Page) => page.evaluate(() => (window as DocsgenWindow).__docsgen!.route());

  it('renders the hero and the cards without sidebar or breadcrumbs, its tab titled like its heading', async () => {
    const { page, errors } = await open('/');
    expect(await heading(page)).toBe('Fixture');
    expect(await page.title()).toBe('Fixture');
    expect(await page.getByText('Plan work in cycles, group it in modules.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/guide/cycles');
    expect(await page.locator('.landing-feature').count()).toBe(3);
    expect(await page.getByRole('navigation', { name: 'Docs sidebar' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Breadcrumbs' }).count()).toBe(0);
    // The main column takes the page's width, minus nothing for a sidebar.
    const widths = await page.evaluate(() => [
      document.querySelector('main')!.getBoundingClientRect().width,
      document.querySelector('.layout')!.getBoundingClientRect().width,
    ]);
    expect(widths[0]).toBe(widths[1]);
    expect(errors).toEqual([]);
  });

  it('leads to a doc and back by client-side navigation, each page with its own layout', async () => {
    const { page, errors } = await open('/');
    await page.evaluate(() => ((window as DocsgenWindow).__sameDocument = true));
    const sameDocument = () => page.evaluate(() => (window as DocsgenWindow).__sameDocument === true);

    await page.getByRole('link', { name: 'Get started' }).click();
    await expect.poll(() => routeOf(page)).toBe('/guide/cycles');
    expect(await heading(page)).toBe('Cycles');
    expect(await page.title()).toBe('Cycles | Fixture');
    expect(await page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).toBe(true);
    expect(await page.locator('.layout-landing').count()).toBe(0);
    expect(await sameDocument()).toBe(true);

    // Home through the navbar's title: the hero again, and no sidebar.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fixture', exact: true }).click();
    await expect.poll(() => routeOf(page)).toBe('/');
    expect(await heading(page)).toBe('Fixture');
    expect(await page.title()).toBe('Fixture');
    expect(await page.getByRole('navigation', { name: 'Docs sidebar' }).count()).toBe(0);
    expect(await page.locator('.landing-hero').isVisible()).toBe(true);

    // A card is a link as a whole: a click on its text (under the link's cover) leads to its page.
    const details = (await page.getByText('Group issues by area.').boundingBox())!;
    await page.mouse.click(details.x + details.width / 2, details.y + details.height / 2);
    await expect.poll(() => routeOf(page)).toBe('/guide/modules');
    expect(await heading(page)).toBe('Modules');

    // Back and forward go through both layouts too.
    await page.goBack();
    await expect.poll(() => routeOf(page)).toBe('/');
    expect(await page.locator('.landing-hero').isVisible()).toBe(true);
    await page.goForward();
    await expect.poll(() => routeOf(page)).toBe('/guide/modules');
    expect(await page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).toBe(true);
    expect(await sameDocument()).toBe(true);
    expect(errors).toEqual([]);
  });

  for (const width of [1280, 390]) {
    it(`has no axe violations at ${width} px in dark and light mode`, async () => {
      const found: string[] = [];
      for (const theme of ['dark', 'light']) {
        const { page, errors } = await open('/', { width, theme, axe: true });
        expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
        const violations = (await page.evaluate(
          "axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => v.id + ': ' + v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', ')))",
        )) as string[];
        found.push(...violations.map((v) => `${theme}: ${v}`));
        expect(errors).toEqual([]);
      }
      expect(found).toEqual([]);
    });
  }
});
