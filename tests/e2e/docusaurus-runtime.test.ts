/**
 * Docusaurus' runtime modules in Chromium (tests/fixtures/docusaurus-runtime): `<Head>`'s title, tags and structured data follow
 * client navigation, ThemedImage shows the image of the colour mode, and a client component that reads the docs
 * version and the config's customFields comes alive with what the build rendered (no hydration mismatch).
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFixtureBrowser } from '../support/fixture-browser.js';

describe("Docusaurus' runtime modules in the browser", () => {
  const site = useFixtureBrowser('docusaurus-runtime');
  let page: Page;
  let errors: string[];
  beforeEach(() => {
    ({ page, errors } = site);
  });

  const ready = () => page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
  const navigate = (route: string) =>
    page.evaluate((r) => (window as unknown as { __docsgen: { navigate(h: string): Promise<void> } }).__docsgen.navigate(r), route);
  const ogType = () => page.locator('head meta[property="og:type"]').count();

  it("keeps the head as each page's <Head> says through client navigation", async () => {
    await page.goto(`${site.server.url}/`);
    await ready();
    expect(await page.title()).toBe('Rivet, the riveting tool');
    expect(await ogType()).toBe(1);
    await navigate('/native');
    await expect.poll(() => page.title()).toBe('Native tools | Rivet');
    expect(await ogType()).toBe(0);
    expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(0);
    await navigate('/');
    await expect.poll(() => page.title()).toBe('Rivet, the riveting tool');
    expect(await ogType()).toBe(1);
    expect(await page.locator('head meta[name="description"]').getAttribute('content')).toBe('Rivet joins sheets of metal.');
    // The structured data comes back as the same data, one block, after a page without it.
    const jsonLd = () => page.locator('head script[type="application/ld+json"]').allTextContents();
    expect((await jsonLd()).map((text) => JSON.parse(text) as { name: string })).toEqual([expect.objectContaining({ name: 'Set a rivet </script>' })]);
    expect(errors).toEqual([]);
  });

  it('shows the themed image of the colour mode, and switches with it', async () => {
    await page.goto(`${site.server.url}/`);
    await ready();
    const shown = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLImageElement>('img.themed-image'))
          .filter((img) => getComputedStyle(img).display !== 'none')
          .map((img) => img.getAttribute('src')),
      );
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    expect(await shown()).toEqual(['/img/rivet-light.png']);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await shown()).toEqual(['/img/rivet-dark.png']);
  });

  it("brings a client component that reads the docs version and the config's customFields to life with the same text", async () => {
    await page.goto(`${site.server.url}/native`);
    await ready();
    const badge = page.locator('button.version-badge');
    expect(await badge.textContent()).toBe('Docs Next, crew Ada, clicked 0');
    await expect
      .poll(async () => {
        await badge.click();
        return badge.textContent();
      })
      .toMatch(/^Docs Next, crew Ada, clicked [1-9]/);
    expect(errors).toEqual([]);
  });

  it("keeps a client component's element in place while content grows above it, with useScrollPositionBlocker", async () => {
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto(`${site.server.url}/native`);
    await ready();
    const button = page.locator('.growing-notes button');
    await button.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const top = () => button.evaluate((b) => Math.round(b.getBoundingClientRect().top));
    const before = await top();
    await expect
      .poll(async () => {
        await button.click();
        return page.locator('.growing-notes p').count();
      })
      .toBeGreaterThan(0);
    // Five notes of 120 px came in above the button: without the blocker it would sit 600 px lower.
    await expect.poll(top).toBe(before);
    expect(errors).toEqual([]);
  });
});
