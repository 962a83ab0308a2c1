/**
 * Search that answers, in Chromium on the Keel docs (issue 35): the page a query names comes first in the modal,
 * every hit shows a snippet with the query's words marked (page-level hits too), synonyms find what the docs call
 * it, and the /search page counts pages, shows snippets, puts the query in the window title and is `noindex`.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useKeelSearchPage } from '../support/keel-search-page.js';

describe('search that answers', () => {
  const search = useKeelSearchPage({ timeout: 20_000 });
  const { keel, options } = search;
  let page: Page;
  beforeEach(() => {
    page = search.page;
  });

  /** The modal's options for a query once its first one leads to `first`: where each leads, and the text under its title. */
  async function modalAnswers(query: string, first: string) {
    await page.goto(`${keel.server.url}/core-concepts/modules`);
    await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: unknown }).__docsgen));
    await page.keyboard.press('Control+K');
    await page.keyboard.type(query);
    const read = () =>
      options().evaluateAll((links) =>
        links.map((link) => {
          const url = new URL((link as HTMLAnchorElement).href);
          return { href: url.pathname + url.hash, text: link.querySelector('.search-hit-text')?.innerHTML ?? null };
        }),
      );
    await expect.poll(async () => (await read())[0]?.href).toBe(first);
    return read();
  }

  it('puts the page the query names first, with a snippet of its text, for a word and its typo', async () => {
    for (const query of ['cycle', 'cylce']) {
      const [first] = await modalAnswers(query, '/core-concepts/cycles');
      expect(first!.text).toMatch(/<mark>cycles?<\/mark>/i);
      await page.keyboard.press('Escape');
    }
  });

  it('shows a page found by its keywords with the words of its text that match', async () => {
    const [first] = await modalAnswers('dark mode', '/core-concepts/account/settings');
    expect(first!.text).toContain('<mark>dark</mark>');
  });

  it("finds a teammate among the docs' members, through the site's synonyms", async () => {
    await modalAnswers('add a teammate', '/core-concepts/projects/manage-project-members#add-members-to-a-project');
    expect(await options().first().locator('.search-hit-title').innerHTML()).toBe('<mark>Add</mark> <mark>members</mark> to <mark>a</mark> project');
  });

  it('counts pages on /search, shows snippets, names the query in the title and keeps the page out of search engines', async () => {
    await page.goto(`${keel.server.url}/search?q=${encodeURIComponent('delete project')}`);
    const summary = page.locator('.search-page-summary');
    await expect.poll(() => summary.textContent()).toMatch(/^\d+ pages? for "delete project"$/);
    const pagesListed = await page.locator('.search-page-result').count();
    const counted = Number((await summary.textContent())!.split(' ')[0]);
    expect(counted).toBeGreaterThanOrEqual(pagesListed);
    expect(await page.title()).toBe('Search results for "delete project" | Keel');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // The page that answers, first, with a snippet under its title; each of its sections with a snippet, and the
    // query's words marked in the section's title or its snippet (text found by the heading above it shows that).
    const first = page.locator('.search-page-result').first();
    expect(await first.locator('h2 a').getAttribute('href')).toBe('/core-concepts/projects/overview');
    expect(await first.locator(':scope > .search-page-snippet').innerHTML()).toContain('<mark>');
    const sections = await first
      .locator('li')
      .evaluateAll((items) =>
        items.map((item) => ({ snippet: item.querySelector('.search-page-snippet')?.textContent ?? '', marked: item.innerHTML.includes('<mark>') })),
      );
    expect(sections.length).toBeGreaterThan(0);
    expect(sections.filter((section) => !section.snippet || !section.marked)).toEqual([]);
    // Editing the query edits the title.
    await page.locator('#search-page-input').fill('slack');
    await expect.poll(() => page.title()).toBe('Search results for "slack" | Keel');
  });
});
