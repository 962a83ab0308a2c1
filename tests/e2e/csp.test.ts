/**
 * The Keel docs pass their own Content-Security-Policy in Chromium: pages, the search modal and its worker, the
 * /search page, client-side navigation and the 404 page raise no policy violation with the headers `docsgen
 * serve` sends from the build's `_headers` file.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';
import { serveKeel } from '../support/keel-site.js';
import { newContext } from '../support/tabs.js';

describe('the Content-Security-Policy in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const violations: string[] = [];

  beforeAll(async () => {
    server = await serveKeel();
    browser = await launchBrowser();
    const context = await newContext(browser);
    // Violations are reported to the test as they happen, so none is lost when a page is left.
    await context.exposeFunction('__reportViolation', (text: string) => violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        void (window as unknown as { __reportViolation(t: string): Promise<void> }).__reportViolation(
          `${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`,
        );
      });
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('is sent with the hashes of the inline scripts', async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){2}/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect((await fetch(`${server.url}/_headers`)).status).toBe(404);
  });

  it('is never violated while reading, searching and navigating', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark'); // the head script ran
    await page.keyboard.press('Control+K');
    await page.getByRole('dialog').getByRole('combobox').fill('cycle');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link').nth(3).click();
    await expect.poll(() => page.url()).not.toBe(`${server.url}/`);
    await page.goto(`${server.url}/search?q=modules`);
    await expect.poll(() => page.locator('main').textContent()).toContain('Modules');
    await page.goto(`${server.url}/no-such-page`);
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
    expect(violations).toEqual([]);
  });
});
