/**
 * A React page of `src/pages` in Chromium: the home page's `'use client'` counter hydrates and counts, its
 * `@docusaurus/Link` leads to a Markdown page of the pages folder and to a doc by client-side navigation, and the
 * CSS module's class is applied, all without console errors.
 */
import { describe, expect, it } from 'vitest';
import { useFixtureBrowser } from '../support/fixture-browser.js';

interface DocsgenWindow {
  __docsgen?: { route(): string };
  /** Set by the test: still there after a client-side navigation, gone after a full load. */
  __sameDocument?: boolean;
}

describe('a React page of src/pages in Chromium', () => {
  const fixture = useFixtureBrowser('pages-site');
  const routeOf = () => fixture.page.evaluate(() => (window as DocsgenWindow).__docsgen!.route());

  it("hydrates the page's client component, which then counts clicks", async () => {
    const { page } = fixture;
    await page.goto(`${fixture.server.url}/`);
    await page.waitForFunction(() => Boolean((window as DocsgenWindow).__docsgen));
    const counter = page.locator('button.lantern-counter');
    expect(await counter.textContent()).toBe('Lit 3 times');
    await expect.poll(async () => (await counter.click(), await counter.textContent())).toMatch(/^Lit [4-9] times$/);
    // The CSS module's class (renamed by the bundler) is on the hero, with its rule in the page's style sheet.
    const heroClass = await page.locator('header:has(h1)').first().getAttribute('class');
    expect(heroClass).toMatch(/hero/);
    expect(await page.title()).toBe('Welcome to Lantern | Lantern');
    expect(fixture.errors).toEqual([]);
  });

  it('follows its Links to a Markdown page and to a doc without a full load', async () => {
    const { page } = fixture;
    await page.goto(`${fixture.server.url}/`);
    await page.waitForFunction(() => Boolean((window as DocsgenWindow).__docsgen));
    await page.evaluate(() => ((window as DocsgenWindow).__sameDocument = true));
    const sameDocument = () => page.evaluate(() => (window as DocsgenWindow).__sameDocument === true);

    await page.getByRole('link', { name: 'help', exact: true }).click();
    await expect.poll(routeOf).toBe('/help');
    expect(await sameDocument()).toBe(true);
    // A page of the pages folder has no docs sidebar.
    expect(await page.getByRole('navigation', { name: 'Docs sidebar' }).count()).toBe(0);

    await page.goBack();
    await expect.poll(routeOf).toBe('/');
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect.poll(routeOf).toBe('/docs/intro');
    expect(await sameDocument()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Docs sidebar' }).count()).toBe(1);
    expect(fixture.errors).toEqual([]);
  });
});
