/**
 * MDX pages in Chromium: a site's `'use client'` component is rendered at build time and comes alive in the
 * browser (its Markdown children kept), on a full load and after client navigation, without hydration errors;
 * theme tabs from MDX follow `queryString`; pages without a client component load no island script.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { serve } from '../../src/server/serve.js';
import { useFixtureBrowser } from '../support/fixture-browser.js';

describe('MDX components in the browser', () => {
  const site = useFixtureBrowser('mdx');
  let page: Page;
  let errors: string[];
  let requests: string[];
  beforeEach(() => {
    ({ page, errors, requests } = site);
  });

  const ready = () => page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
  const counter = () => page.getByRole('button', { name: /^Clicks: \d+$/ });

  it('brings a client component to life on a full load, keeping its Markdown children', async () => {
    await page.goto(`${site.server.url}/`);
    await ready();
    expect(await counter().textContent()).toBe('Clicks: 2');
    await expect
      .poll(async () => {
        await counter().click();
        return counter().textContent();
      })
      .not.toBe('Clicks: 2');
    const clicked = Number((await counter().textContent())!.split(': ')[1]);
    await counter().click();
    await expect.poll(() => counter().textContent()).toBe(`Clicks: ${clicked + 1}`);
    expect(await page.locator('.counter-note strong').textContent()).toBe('clicks');
    expect(errors).toEqual([]);
  });

  it('hydrates it after client navigation too, and loads no island script on pages without one', async () => {
    await page.goto(`${site.server.url}/guide/setup`);
    await ready();
    expect(requests.filter((r) => r.includes('/islands/'))).toEqual([]);
    await page.evaluate(() => (window as unknown as { __docsgen: { navigate(h: string): Promise<void> } }).__docsgen.navigate('/'));
    await expect.poll(() => counter().count()).toBe(1);
    await expect
      .poll(async () => {
        await counter().click();
        return counter().textContent();
      })
      .not.toBe('Clicks: 2');
    // Leaving the page unmounts it without errors; coming back starts it afresh.
    await page.evaluate(() => (window as unknown as { __docsgen: { navigate(h: string): Promise<void> } }).__docsgen.navigate('/guide/usage'));
    await expect.poll(() => counter().count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('gives a client component the base URL in the browser as on the server (no hydration mismatch)', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-mdx-base-'));
    cpSync(path.resolve('tests/fixtures/mdx'), root, { recursive: true });
    writeFileSync(
      path.join(root, 'site.config.ts'),
      readFileSync(path.join(root, 'site.config.ts'), 'utf8').replace("url: 'https://quill.example',", "url: 'https://quill.example',\n  baseUrl: '/quill/',"),
    );
    expect((await build({ root, strict: true, compress: false })).diagnostics).toEqual([]);
    const based = await serve({ dir: path.join(root, 'build'), port: 0, baseUrl: '/quill/' });
    try {
      await page.goto(`${based.url.replace(/\/$/, '')}/quill/`);
      await ready();
      await expect
        .poll(async () => {
          await counter().click();
          return counter().textContent();
        })
        .not.toBe('Clicks: 2');
      const link = page.getByRole('link', { name: /^Setup guide/ });
      expect(await link.getAttribute('href')).toBe('/quill/guide/setup');
      expect(await link.textContent()).toBe('Setup guide at /quill/guide/setup');
      expect(errors).toEqual([]);
    } finally {
      await based.close();
    }
  });

  it('selects the tab the query string names, in tabs imported from @theme/Tabs', async () => {
    await page.goto(`${site.server.url}/?os=win`);
    await ready();
    await expect.poll(() => page.getByRole('tab', { name: 'Windows' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('winget install quill').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'macOS' }).click();
    await expect.poll(() => page.url()).toMatch(/os=mac/);
  });
});
