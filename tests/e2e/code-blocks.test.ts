/**
 * Rich code blocks in Chromium: the fence's title shows above the block, line numbers are drawn but neither
 * selected nor copied, magic comments are gone from what the copy button copies, highlighted lines are shaded
 * and each source line takes one line on screen.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';
import { doc, makeSite } from '../support/fixture-site.js';

const PAGE = doc(
  'Modules',
  [
    '# Modules',
    'Start the app:',
    '```js title="src/app.js" showLineNumbers {1}',
    'const a = 1;',
    '// highlight-next-line',
    'const b = 2;',
    'run(a, b);',
    '```',
  ].join('\n'),
);
const CODE = 'const a = 1;\nconst b = 2;\nrun(a, b);\n';

describe('code blocks in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const root = makeSite({ 'content/docs/guide/modules.md': PAGE });
    expect((await build({ root, strict: true, compress: false })).diagnostics).toEqual([]);
    server = await serve({ dir: path.join(root, 'build'), port: 0 });
    browser = await launchBrowser();
    context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows title, numbers and highlights, and copies the code alone', async () => {
    await page.goto(`${server.url}/guide/modules`);
    await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
    const block = page.locator('article .code-block').first();
    expect(await block.locator('.code-block-title').textContent()).toBe('src/app.js');
    const lines = block.locator('.code-line');
    expect(await lines.count()).toBe(3);
    // Numbers are drawn by CSS before each line…
    expect(await lines.first().evaluate((el) => getComputedStyle(el, '::before').content)).toBe('counter(line)');
    // …each source line takes one line on screen (no blank lines from the line markup)…
    const heights = await lines.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    const codeHeight = await block.locator('code').evaluate((el) => el.getBoundingClientRect().height);
    expect(codeHeight).toBeCloseTo(
      heights.reduce((a, b) => a + b, 0),
      0,
    );
    expect(new Set(heights.map(Math.round)).size).toBe(1);
    // …the highlighted lines are shaded and the others are not…
    const backgrounds = await lines.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
    expect(backgrounds[0]).not.toBe('rgba(0, 0, 0, 0)');
    expect(backgrounds[1]).toBe(backgrounds[0]);
    expect(backgrounds[2]).toBe('rgba(0, 0, 0, 0)');
    // …and neither a selection nor the copy button takes the numbers or the magic comment.
    const selected = await block.locator('pre').evaluate((pre) => {
      const range = document.createRange();
      range.selectNodeContents(pre);
      const selection = getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString();
    });
    expect(selected.trimEnd()).toBe(CODE.trimEnd());
    await block.locator('.copy-button').click();
    await expect.poll(() => block.locator('.copy-button').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CODE);
  });
});
