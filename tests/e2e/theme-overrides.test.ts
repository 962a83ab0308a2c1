/**
 * A site's overridden theme components in Chromium (tests/fixtures/theme-overrides, plus a wrapped Navbar): the
 * replaced Footer and the wrapped Navbar hydrate without console errors (the footer's button counts clicks), and
 * client navigation keeps them, the footer's state included.
 */
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';

const NAVBAR_WRAPPER = `import type { ComponentProps } from 'react';
import Original from '@theme-original/Navbar';

export default function NavbarWrapper(props: ComponentProps<typeof Original>) {
  return (
    <div className="lantern-navbar">
      <Original {...props} />
    </div>
  );
}
`;

describe('overridden theme components in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-overrides-e2e-'));
    cpSync(path.resolve('tests/fixtures/theme-overrides'), root, { recursive: true });
    writeFileSync(path.join(root, 'src/theme/Navbar.tsx'), NAVBAR_WRAPPER);
    const result = await build({ root, strict: true, compress: false });
    expect(result.diagnostics).toEqual([]);
    server = await serve({ dir: path.join(root, 'build'), port: 0 });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext();
    page = await context.newPage();
    errors = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterEach(() => context.close());

  const ready = () => page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
  const counter = () => page.locator('footer.lantern-footer button.lantern-count');

  it('hydrates the replaced Footer and the wrapped Navbar, and client navigation keeps them', async () => {
    await page.goto(`${server.url}/`);
    await ready();
    expect(await page.locator('.lantern-navbar nav.navbar').count()).toBe(1);
    await expect
      .poll(async () => {
        await counter().click();
        return counter().textContent();
      })
      .not.toBe('Clicked 0');
    const clicked = await counter().textContent();

    await page.evaluate(() => (window as unknown as { __docsgen: { navigate(h: string): Promise<void> } }).__docsgen.navigate('/mdx-page'));
    await expect.poll(() => page.locator('article.markdown h1').textContent()).toBe('In MDX');
    expect(await page.locator('.lantern-navbar nav.navbar').count()).toBe(1);
    // The same footer, still mounted: its count survives the navigation.
    expect(await counter().textContent()).toBe(clicked);
    // The wrapped navbar still works: its links navigate on the client.
    await page.locator('.lantern-navbar a.navbar-brand, .lantern-navbar a[href="/"]').first().click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/');
    expect(await counter().textContent()).toBe(clicked);
    expect(errors).toEqual([]);
  }, 60_000);
});
