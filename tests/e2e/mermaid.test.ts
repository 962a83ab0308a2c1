/**
 * Mermaid diagrams and math in Chromium: a diagram is drawn as SVG in light mode and drawn again in other
 * colours when the reader switches to dark mode; a page without diagrams never asks for Mermaid's files; and a
 * page with math reached by client navigation from a page without math gets KaTeX's styles.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';
import { doc, makeSite } from '../support/fixture-site.js';

const INTRO = doc('Welcome', '# Welcome\n\nStart with [cycles](/guide/cycles#create-a-cycle), or read about [modules](/guide/modules).', 'slug: /\n');
const DIAGRAM = doc('Cycles', '# Cycles\n\n## Create a cycle\n\nA cycle goes like this.\n\n```mermaid\nflowchart LR\n  Plan --> Build --> Ship\n```');
const MATH = doc('Modules', '# Modules\n\nEnergy is $E = mc^2$.\n\n$$\n\\frac{n(n+1)}{2}\n$$');

describe('Mermaid and math in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const root = makeSite({ 'content/docs/intro.md': INTRO, 'content/docs/guide/cycles.md': DIAGRAM, 'content/docs/guide/modules.md': MATH });
    expect((await build({ root, strict: true, compress: false })).diagnostics).toEqual([]);
    server = await serve({ dir: path.join(root, 'build'), port: 0 });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A fresh page in light mode, with every URL it requests. */
  async function open(route: string): Promise<{ page: Page; requests: string[] }> {
    const context = await browser.newContext({ colorScheme: 'light' });
    // The site's default mode is dark; the reader's saved choice comes first.
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${server.url}${route}`);
    await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
    return { page, requests };
  }

  /** The fill of the diagram's first node box, once drawn in `mode`. */
  async function nodeFill(page: Page, mode: 'light' | 'dark'): Promise<string> {
    const diagram = page.locator(`.mermaid-diagram[data-rendered="${mode}"]`);
    await diagram.waitFor({ timeout: 30_000 });
    return diagram
      .locator('svg .node rect, svg .node polygon, svg .node path')
      .first()
      .evaluate((el) => getComputedStyle(el).fill);
  }

  it('draws a diagram as SVG in light mode and again in other colours in dark mode', async () => {
    const { page, requests } = await open('/guide/cycles');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    const light = await nodeFill(page, 'light');
    const diagram = page.locator('.mermaid-diagram');
    expect(await diagram.locator('svg').count()).toBe(1);
    expect(await diagram.locator('svg').textContent()).toContain('Build');
    // The source gives way to the drawing.
    expect(await diagram.locator('pre').isVisible()).toBe(false);
    expect(requests.some((url) => /\/assets\/mermaid-[0-9a-f]{8}\/mermaid\.esm\.min\.mjs$/.test(url))).toBe(true);

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    const dark = await nodeFill(page, 'dark');
    expect(dark).not.toBe(light);
    expect(await diagram.locator('svg').count()).toBe(1);
    await page.context().close();
  });

  it('never asks for Mermaid on a page without diagrams', async () => {
    const { page, requests } = await open('/');
    // Let lazy work (islands, prefetching) settle.
    await page.waitForLoadState('networkidle');
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.filter((url) => /mermaid/i.test(url))).toEqual([]);
    await page.context().close();
  });

  it('styles math with KaTeX after client navigation from a page without math', async () => {
    const { page } = await open('/');
    expect(await page.locator('link[rel="stylesheet"][href*="katex"]').count()).toBe(0);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.locator('article a[href="/guide/modules"]').click();
    await page.waitForURL('**/guide/modules');
    await page.locator('article .katex').first().waitFor();
    // Client navigation: the same document, now with KaTeX's sheet in its head.
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await page.locator('link[rel="stylesheet"][href*="/assets/katex-"]').count()).toBe(1);
    // KaTeX's sheet hides the MathML copy and sets its own fonts.
    await expect
      .poll(() =>
        page
          .locator('article .katex-mathml')
          .first()
          .evaluate((el) => getComputedStyle(el).position),
      )
      .toBe('absolute');
    expect(
      await page
        .locator('article .katex')
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily),
    ).toContain('KaTeX_Main');
    await page.context().close();
  });
});
