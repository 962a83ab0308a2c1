/**
 * Images in Chromium: an image far below the fold is not fetched until the reader scrolls near it (the page
 * marks every image `loading="lazy"`), and the space it takes is reserved from its width and height, so the
 * text does not jump when it arrives.
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';
import { doc, makeSite } from '../support/fixture-site.js';

const FILLER = Array.from({ length: 400 }, (_, i) => `Paragraph ${i} of the long page, with enough words to take up a line or two of the article.`).join(
  '\n\n',
);

describe('lazy images in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const requested: string[] = [];

  beforeAll(async () => {
    const root = makeSite({ 'content/docs/guide/modules.md': doc('Modules', `# Modules\n\n${FILLER}\n\n![Far diagram](./far.png)\n\nAfter the image.`) });
    copyFileSync(path.resolve('tests/fixtures/authoring/docs/img/pipeline.png'), path.join(root, 'content/docs/guide/far.png'));
    expect((await build({ root, strict: true, compress: false })).diagnostics).toEqual([]);
    server = await serve({ dir: path.join(root, 'build'), port: 0 });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('fetches an image below the fold only when the reader scrolls to it, with its box reserved meanwhile', async () => {
    await page.goto(`${server.url}/guide/modules`);
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    const image = page.getByRole('img', { name: 'Far diagram' });
    expect(requested.filter((p) => p.includes('/assets/img/far-'))).toEqual([]);
    // Its box has its height before the file arrives: the text after it stays where it will be.
    const before = await page.getByText('After the image.').boundingBox();
    expect((await image.boundingBox())!.height).toBeGreaterThan(50);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => requested.filter((p) => p.includes('/assets/img/far-')).length).toBe(1);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const after = await page.getByText('After the image.').boundingBox();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(after!.y + scrolled).toBeCloseTo(before!.y, 0);
  });
});
