/**
 * HTML written in Markdown works in Chromium under the site's own Content-Security-Policy (as `docsgen serve`
 * sends it from `_headers`): an https iframe (a video embed) and https media load without a policy violation,
 * style attributes apply, and `<details>` opens.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';
import { doc, makeSite } from '../support/fixture-site.js';

const PAGE = doc(
  'Modules',
  [
    '# Modules',
    '<p align="center" style="color: rgb(1, 2, 3)">Centred and coloured</p>',
    '<iframe id="embed" width="560" height="315" src="https://video.invalid/embed/abc" title="Demo" allowfullscreen></iframe>',
    '<video id="clip" src="https://media.invalid/tour.mp4" controls></video>',
    '<details id="more">\n<summary>More</summary>\n\nThe **hidden** part.\n\n</details>',
  ].join('\n\n'),
);

describe('HTML in Markdown in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const violations: string[] = [];

  beforeAll(async () => {
    const root = makeSite({ 'content/docs/guide/modules.md': PAGE });
    expect((await build({ root, strict: true, compress: false })).diagnostics).toEqual([]);
    server = await serve({ dir: path.join(root, 'build'), port: 0 });
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        void (window as unknown as { __reportViolation(t: string): Promise<void> }).__reportViolation(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads https frames and media without a policy violation, applies styles and opens details', async () => {
    await page.goto(`${server.url}/guide/modules`);
    await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
    expect(await page.locator('#embed').getAttribute('src')).toBe('https://video.invalid/embed/abc');
    expect(await page.getByText('Centred and coloured').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(1, 2, 3)');
    await expect.poll(() => page.locator('#clip').evaluate((v: HTMLVideoElement) => v.networkState !== v.NETWORK_EMPTY)).toBe(true);
    expect(await page.getByText('hidden part').isVisible()).toBe(false);
    // By the keyboard, as a reader may: Debian's headless Chromium 156 does not toggle a <summary> on a mouse click
    // sent by Playwright (no toggle event at all), while the pinned Chromium does; the keyboard opens it in both.
    await page.locator('#more > summary').press('Enter');
    await expect.poll(() => page.getByText('hidden part').isVisible()).toBe(true);
    // Give a late report time to arrive.
    await page.waitForTimeout(300);
    expect(violations).toEqual([]);
  });
});
