import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';
import { serveKeel } from '../support/keel-site.js';
import { newContext } from '../support/tabs.js';

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
    for (const theme of ['dark', 'light']) {
      it(`has no violations at ${width} px in ${theme} mode`, { timeout: 300_000 }, async () => {
        expect(routes.length).toBeGreaterThan(90);
        const context = await newContext(browser, { width, storage: { theme } });
        const page = await context.newPage();
        const found: string[] = [];
        for (const route of routes) {
          await page.goto(server.url + route);
          await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
          expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
          await page.addScriptTag({ content: AXE });
          const violations = (await page.evaluate(
            `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => v.id + ': ' + v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', ')))`,
          )) as string[];
          for (const v of violations) found.push(`${route} ${v}`);
        }
        await context.close();
        expect(found).toEqual([]);
      });
    }
  }
});
