import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';
import { serveKeel } from '../support/keel-site.js';
import { newContext } from '../support/tabs.js';

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
    routes.push('/no-such-page');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const width of [1280, 390]) {
    it(`has no violations at ${width} px in dark and light mode`, { timeout: 300_000 }, async () => {
      expect(routes.length).toBeGreaterThan(90);
      const context = await newContext(browser, { width, storage: { theme: 'dark' } });
      await context.addInitScript({ content: AXE });
      const found: string[] = [];
      const queue = [...routes];
      const audit = async (page: Page, route: string, theme: string) => {
        expect(await page.locator('html').getAttribute('data-theme'), route).toBe(theme);
        const violations = (await page.evaluate(
          `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => v.id + ': ' + v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', ')))`,
        )) as string[];
        for (const v of violations) found.push(`${route} (${theme}) ${v}`);
      };
      // A few pages sweep the routes side by side; each loads a route once, audits it in dark mode, switches the
      // palette to light (the attribute the colour toggle sets) and audits it again.
      const sweep = async () => {
        const page = await context.newPage();
        for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
          await page.goto(server.url + route);
          await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
          await audit(page, route, 'dark');
          await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
          await audit(page, route, 'light');
        }
      };
      await Promise.all(Array.from({ length: PARALLEL_PAGES }, sweep));
      await context.close();
      expect(found.sort()).toEqual([]);
    });
  }
});
