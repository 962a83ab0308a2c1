/**
 * The blog fixture in Chromium: a post page hydrates without console errors, and the blog list leads to a post and
 * to the next list page by client-side navigation (no full load), each page with its own header, sidebar and
 * newer/older links.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useFixtureBrowser } from '../support/fixture-browser.js';

interface DocsgenWindow {
  __docsgen?: { route(): string };
  /** Set by the test: still there after a client-side navigation, gone after a full load. */
  __sameDocument?: boolean;
}

describe('a blog in Chromium', () => {
  // --strict: the fixture's one warning (a guest author written out) is allowed off here.
  const fixture = useFixtureBrowser('blog-site', (root) => {
    const config = path.join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('blog: {', "blog: { onInlineAuthors: 'ignore',"));
  });
  const routeOf = () => fixture.page.evaluate(() => (window as DocsgenWindow).__docsgen!.route());

  it('hydrates a post page, with its header, recent posts and newer/older links', async () => {
    const { page } = fixture;
    await page.goto(`${fixture.server.url}/blog/2024/02/01/spring-tides`);
    await page.waitForFunction(() => Boolean((window as DocsgenWindow).__docsgen));
    expect(await routeOf()).toBe('/blog/2024/02/01/spring-tides');
    expect(await page.locator('main h1').textContent()).toBe('Spring tides explained');
    expect(await page.title()).toBe('Spring tides explained | Tidewater');
    expect(await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link').count()).toBe(3);
    expect(await page.locator('.pagination-prev .pagination-label').textContent()).toBe('Newer post');
    expect(await page.locator('.pagination-next .pagination-label').textContent()).toBe('Older post');
    expect(fixture.errors).toEqual([]);
  });

  it('navigates from the list to a post and to the next list page without a full load', async () => {
    const { page } = fixture;
    await page.goto(`${fixture.server.url}/blog`);
    await page.waitForFunction(() => Boolean((window as DocsgenWindow).__docsgen));
    await page.evaluate(() => ((window as DocsgenWindow).__sameDocument = true));
    const sameDocument = () => page.evaluate(() => (window as DocsgenWindow).__sameDocument === true);

    await page.getByRole('link', { name: 'Read more: A post in a folder' }).click();
    await expect.poll(routeOf).toBe('/blog/2024/03/10/folder-post');
    expect(await page.locator('main h1').textContent()).toBe('A post in a folder');
    expect(await page.getByText('More text after the marker.').isVisible()).toBe(true);
    expect(await sameDocument()).toBe(true);

    await page.goBack();
    await expect.poll(routeOf).toBe('/blog');
    await page.getByRole('link', { name: 'Older entries' }).click();
    await expect.poll(routeOf).toBe('/blog/page/2');
    expect(await page.locator('.blog-entry h2').allTextContents()).toEqual(['Spring tides explained', 'Tidewater launches']);
    expect(await sameDocument()).toBe(true);
    expect(fixture.errors).toEqual([]);
  });
});
