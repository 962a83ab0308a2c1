import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';
import { serveKeel } from '../support/keel-site.js';
import { newContext } from '../support/tabs.js';

const NOT_FOUND = '/no-such-page';
const ALL_RULES = "{ resultTypes: ['violations'] }";
const COLOUR_RULES = "{ resultTypes: ['violations'], runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } }";
/** Every rule but the colour ones, whose outcome a page's elements decide (see colourAudited). */
const WITHOUT_COLOUR_RULES = "{ resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false }, 'link-in-text-block': { enabled: false } } }";
/**
 * At the narrow width, the rules whose outcome the width can change on any page: a wide table or code block that
 * now scrolls must take the keyboard, targets move closer together, and text can land over another background.
 * The last two (axe's costliest after the colour rules: 0.5 s of a page's 0.56 s) run where the page holds an
 * element they have not been run on at this width (see colourAudited); the first runs on every page.
 */
const LAYOUT_RULES = "{ resultTypes: ['violations'], runOnly: { type: 'rule', values: ['scrollable-region-focusable', 'target-size', 'color-contrast'] } }";
const SCROLL_RULES = "{ resultTypes: ['violations'], runOnly: { type: 'rule', values: ['scrollable-region-focusable'] } }";
/**
 * What decides how a page is built: its layout's classes (sidebar, table of contents…) and the blocks its main
 * content holds. At each width the first page of each combination is audited whole; on the others, made of the same
 * parts with other text, the chrome every page shares (CHROME) is left out. At the narrow width those others get
 * the layout rules only (LAYOUT_RULES where they hold an element new at that width, else SCROLL_RULES); at the wide one, every rule but the colour ones, which run (in both palettes) only when the page
 * holds an element they have not been run on (see colourAudited).
 */
const CONTENT_PARTS = ['table', 'pre', '[role="tablist"]', '.admonition', 'details', 'img', 'nav', '.cards', 'form', 'ul', 'ol'];
/**
 * The parts every page shares, the same components with the same styles (only which sidebar categories are open
 * differs): audited on the first page of each kind, left out on the others, whose own parts (main content, table of
 * contents) are audited on every page.
 */
const CHROME_PARTS = ['.navbar-header', '.layout-sidebar', '.footer'];
const CHROME = `{ exclude: ${JSON.stringify(CHROME_PARTS)} }`;
/** Pages swept at once per colour mode and width. */
const PARALLEL_PAGES = 4;
const AXE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

describe('accessibility of every Keel page (axe-core in Chromium)', () => {
  let server: RunningServer & { outDir: string };
  let browser: Browser;
  let routes: string[];

  beforeAll(async () => {
    server = await serveKeel();
    browser = await launchBrowser();
    const sitemap = readFileSync(path.join(server.outDir, 'sitemap.xml'), 'utf8');
    routes = [...sitemap.matchAll(/<loc>https:\/\/docs\.keel\.example([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
    routes.push(NOT_FOUND);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const width of [1280, 390]) {
    const narrow = width < 1000;
    it(
      `has no violations at ${width} px in dark and light mode, the shared chrome once per kind of page${narrow ? ' (every rule on one page of each kind, the layout rules on all, the costly ones where an element is new)' : ' (the colour rules, in both palettes, on every page with an element they have not been run on)'}`,
      { timeout: 900_000 },
      async () => {
        expect(routes.length).toBeGreaterThan(90);
        const context = await newContext(browser, { width, storage: { theme: 'dark' } });
        await context.addInitScript({ content: AXE });
        const found: string[] = [];
        const queue = [...routes];
        /** The kinds of page (layout classes and CONTENT_PARTS) audited whole so far, and at the narrow width the pages given the layout rules alone. */
        const kinds = new Set<string>();
        /**
         * What the colour rules have been run on, in both palettes, outside the chrome: each element's tag and classes
         * with its parent's, which is what the theme's colours are chosen by. On a page of a kind already seen they run
         * only when it holds one not in this set (a new admonition type, a token class of another language…); the
         * other rules (names, roles, structure, what the text says) run on every page.
         */
        const colourAudited = new Set<string>();
        let colourSkipped = 0;
        let layoutOnly = 0;
        // The first mode runs every rule; the second only the rules a palette can change (the DOM is the same).
        const audit = async (page: Page, route: string, theme: string, options: string, context = 'document') => {
          expect(await page.locator('html').getAttribute('data-theme'), route).toBe(theme);
          const violations = (await page.evaluate(
            `axe.run(${context}, ${options}).then((r) => r.violations.map((v) => v.id + ': ' + v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', ')))`,
          )) as string[];
          for (const v of violations) found.push(`${route} (${theme}) ${v}`);
        };
        // A few pages sweep the routes side by side; each loads a route once, audits it in dark mode, switches the
        // palette to light (the attribute the colour toggle sets) and audits its colours again.
        const sweep = async () => {
          const page = await context.newPage();
          let loaded = false;
          for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
            if (!loaded || route === NOT_FOUND) {
              // A full load first (and for the not-found page, which has no page data), ...
              await page.goto(server.url + route);
              await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
              loaded = route !== NOT_FOUND;
            } else {
              // ... then client-side navigation, which renders the same components for a fraction of the CPU.
              await page.evaluate(
                (href) => (window as unknown as { __docsgen: { navigate(h: string): Promise<void> } }).__docsgen.navigate(href),
                server.url + route,
              );
              await page.waitForFunction((r) => (window as unknown as { __docsgen: { route(): string } }).__docsgen.route() === r, route);
              await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
            }
            const kind = await page.evaluate((parts) => {
              const main = document.querySelector('main');
              return `${document.querySelector('.layout')?.className} ${parts.map((part) => (main?.querySelector(part) ? 1 : 0)).join('')}`;
            }, CONTENT_PARTS);
            const seen = kinds.has(kind);
            kinds.add(kind);
            const context = seen ? CHROME : 'document';
            const signatures = await page.evaluate((chrome) => {
              const of = (element: Element) => `${element.tagName}.${Array.from(element.classList).sort().join('.')}`;
              const elements = Array.from(document.body.querySelectorAll('*')).filter((element) => !element.closest(chrome.join(',')));
              return [...new Set(elements.map((element) => `${of(element)} < ${element.parentElement ? of(element.parentElement) : ''}`))];
            }, CHROME_PARTS);
            const fresh = signatures.filter((signature) => !colourAudited.has(signature));
            for (const signature of signatures) colourAudited.add(signature);
            if (seen && narrow) {
              await audit(page, route, 'dark', fresh.length > 0 ? LAYOUT_RULES : SCROLL_RULES, context);
              layoutOnly++;
              if (fresh.length === 0) colourSkipped++;
              continue;
            }
            if (seen && fresh.length === 0) {
              await audit(page, route, 'dark', WITHOUT_COLOUR_RULES, context);
              colourSkipped++;
              continue;
            }
            await audit(page, route, 'dark', ALL_RULES, context);
            await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
            await audit(page, route, 'light', COLOUR_RULES, context);
          }
        };
        await Promise.all(Array.from({ length: PARALLEL_PAGES }, sweep));
        await context.close();
        expect(found.sort()).toEqual([]);
        // The sweep did tell kinds apart, and (narrow) left most pages to the layout rules.
        expect(kinds.size).toBeGreaterThan(5);
        if (narrow) expect(layoutOnly).toBeGreaterThan(routes.length / 2);
        expect(colourSkipped).toBeGreaterThan(routes.length / 2);
      },
    );
  }
});
