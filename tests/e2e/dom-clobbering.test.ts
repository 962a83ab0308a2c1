/**
 * Page content cannot break the client. The build refuses the theme's ids in headings and HTML and drops `name`
 * from `<img>` and `<form>`, whose names shadow `document`'s own members; and should such an element reach a page
 * anyway (a host that injects markup, an old build), the client still finds its data block and hydrates, since it
 * reads ids through Document's prototype rather than `document.getElementById`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';
import { compile } from '../support/markdown.js';
import { makeSite } from '../support/fixture-site.js';

describe('the theme ids and DOM clobbering', () => {
  it('refuses reserved ids in headings and HTML, and moves a heading slug off them', async () => {
    const result = await compile(
      '## Data {#__docsgen_data}\n\n## Docsgen dev overlay\n\n<div id="__docsgen">x</div>\n\n<img src="https://e.example/a.png" name="getElementById" alt="a">',
    );
    expect(result.diagnostics.map((d) => `${d.code} ${d.line}`)).toEqual(['id-reserved 5', 'id-reserved 9', 'html-attribute-dropped 11']);
    expect(result.bodyHtml).toContain('id="data"');
    expect(result.bodyHtml).toContain('id="section-docsgen-dev-overlay"');
    expect(result.bodyHtml).not.toMatch(/id="__docsgen|name="getElementById"/);
  });

  describe('in Chromium, with clobbering elements put into a built page', () => {
    let server: RunningServer;
    let browser: Browser;
    beforeAll(async () => {
      const root = makeSite({});
      expect((await build({ root, compress: false, cacheDir: false })).ok).toBe(true);
      const page = path.join(root, 'build', 'guide', 'cycles.html');
      const clobbering = '<img name="getElementById" alt=""><img name="querySelector" alt="">';
      writeFileSync(page, readFileSync(page, 'utf8').replace('<body>', `<body>${clobbering}`));
      server = await serve({ dir: path.join(root, 'build'), port: 0 });
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it('still reads its data block, hydrates and navigates', async () => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${server.url}/guide/cycles`);
      await page.waitForFunction(() => typeof (window as unknown as { __docsgen?: { navigate?: unknown } }).__docsgen?.navigate === 'function', null);
      expect(await page.evaluate(() => typeof document.getElementById)).toBe('object'); // the page is clobbered…
      // Clicked from the page (Playwright's own selector engine would meet the clobbered document too).
      await page.evaluate(() =>
        Array.from(document.links)
          .find((a) => a.classList.contains('pagination-next'))!
          .click(),
      );
      await page.waitForURL(`${server.url}/guide/modules`);
      await expect.poll(() => page.title()).toContain('Modules'); // …and the client works all the same
      expect(errors).toEqual([]);
    });
  });
});
