/**
 * A site's own styles in Chromium: links and the accent take the brand colour (its derived shades) in light and
 * dark mode, a custom CSS rule beats the theme's rule of the same specificity, the dark logo shows in dark mode
 * only and switching modes moves nothing, and axe finds no violation in either mode.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colord } from 'colord';
import { modeColours, parseColour } from '../../src/config/brand-colours.js';
import { build } from '../../src/session/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';
import { doc, makeSite, WITHOUT_BASE_DOCS } from '../support/fixture-site.js';

const AXE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');
const PRIMARY = '#2e8555';
const PRIMARY_DARK = '#25c2a0';
const LOGO = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${fill}"/></svg>`;

const CONFIG = `import { defineConfig } from 'docsgen';

export default defineConfig({
  title: 'Styled',
  url: 'https://styled.example',
  staticDir: 'static',
  logo: { alt: 'Styled logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32 },
  customCss: './src/css/custom.css',
  theme: { colors: { primary: '${PRIMARY}', primaryDark: '${PRIMARY_DARK}' } },
  docs: { path: 'docs', sidebars: { docs: ['intro', 'next'] } },
  search: false,
});
`;

/** The same specificity as the theme's `.navbar-brand` rule (one class), which sets 1.125rem. */
const CUSTOM_CSS = '.navbar-brand { font-size: 1.5rem; }\n';

const rgb = (hex: string) => {
  const { r, g, b } = colord(hex).toRgb();
  return `rgb(${r}, ${g}, ${b})`;
};

describe('custom styles and brand colours in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const root = makeSite(
      {
        ...WITHOUT_BASE_DOCS,
        'docs/intro.md': doc('Welcome', '# Welcome\n\nRead [the next page](./next.md) first.\n\n:::tip\nA [tip link](./next.md).\n:::', 'slug: /\n'),
        'docs/next.md': doc('Next', '# Next\n\nBack [home](./intro.md).'),
        'static/img/logo.svg': LOGO('#2e8555'),
        'static/img/logo-dark.svg': LOGO('#25c2a0'),
        'src/css/custom.css': CUSTOM_CSS,
      },
      CONFIG,
    );
    const result = await build({ root, strict: true, compress: false });
    expect(result.diagnostics).toEqual([]);
    server = await serve({ dir: path.join(root, 'build'), port: 0 });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript({ content: AXE });
    page = await context.newPage();
    await page.goto(`${server.url}/`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const setMode = (mode: 'light' | 'dark') => page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
  const style = (selector: string, property: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

  for (const mode of ['light', 'dark'] as const) {
    it(`colours links and the accent with the brand's ${mode} shades`, async () => {
      await setMode(mode);
      const expected = modeColours(parseColour(mode === 'light' ? PRIMARY : PRIMARY_DARK)!, mode);
      expect(await style('.markdown p a', 'color')).toBe(rgb(expected['--link']));
      expect(await style('.admonition a', 'color')).toBe(rgb(expected['--link']));
      expect(await style('.skip-link', 'background-color')).toBe(rgb(expected['--accent']));
      expect(await style('.skip-link', 'color')).toBe(rgb(expected['--accent-contrast']));
    });
  }

  it("lets the custom CSS win over the theme's rule of the same specificity", async () => {
    expect(await style('.navbar-brand', 'font-size')).toBe('24px');
  });

  it('shows the dark logo in dark mode only, in the same box', async () => {
    const light = page.locator('.navbar-logo-light');
    const dark = page.locator('.navbar-logo-dark');
    await setMode('light');
    expect([await light.isVisible(), await dark.isVisible()]).toEqual([true, false]);
    expect(await light.getAttribute('alt')).toBe('Styled logo');
    const titleInLight = await page.locator('.navbar-title').boundingBox();
    await setMode('dark');
    expect([await light.isVisible(), await dark.isVisible()]).toEqual([false, true]);
    expect(await dark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.locator('.navbar-title').boundingBox()).toEqual(titleInLight);
  });

  it('has no axe violations in either mode', { timeout: 60_000 }, async () => {
    const found: string[] = [];
    for (const mode of ['dark', 'light'] as const) {
      await setMode(mode);
      const violations = (await page.evaluate(
        "axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => v.id + ': ' + v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', ')))",
      )) as string[];
      found.push(...violations.map((v) => `${mode}: ${v}`));
    }
    expect(found).toEqual([]);
  });
});
