/**
 * `docsgen dev` in a real browser while its background pass runs: the open page says how far the check is, and
 * the line goes once every page is checked. The pass is held with the `beforeSlice` hook.
 */
import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_EVENTS_PATH } from '../../core/dev-protocol.js';
import { dev } from '../../src/dev/index.js';
import { launchBrowser } from '../support/browser.js';
import { doc, makeSite } from '../support/fixture-site.js';

describe('docsgen dev while it checks the site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows how far the check is on the open page, and removes the line when it ends', async () => {
    const root = makeSite({ 'content/docs/guide/extra.md': doc('Extra', '# Extra\n\nMore.') });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = await dev({ root, port: 0, beforeSlice: () => gate });
    const page = await browser.newPage();
    try {
      const connected = page.waitForResponse((response) => new URL(response.url()).pathname === DEV_EVENTS_PATH);
      await page.goto(`${server.url}/guide/cycles`);
      await connected;
      const status = page.locator('#docsgen-dev-status');
      await expect.poll(() => status.textContent()).toMatch(/^docsgen: checking \d of 4 pages… .*search answers from the pages checked so far\.$/);
      expect(await status.getAttribute('role')).toBe('status');
      release();
      await expect.poll(() => status.count()).toBe(0);
    } finally {
      release();
      await page.close();
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
