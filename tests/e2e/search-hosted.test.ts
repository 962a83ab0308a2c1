import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';
import { unusedPort } from '../support/tabs.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';
import { collectConsoleProblems } from '../support/console-problems.js';

const pages = Object.fromEntries(
  Array.from({ length: 30 }, (_, i) => [`content/docs/guide/topic-${i}.md`, doc(`Topic ${i}`, `# Topic ${i}\n\nEvery topic mentions widgets, number ${i}.`)]),
);

describe('hosted search (the algolia provider) in Chromium', () => {
  let algoliaHost: RunningServer;
  let site: RunningServer;
  let browser: Browser;
  let deadHost: string;

  beforeAll(async () => {
    // 1. A server speaking the Algolia protocol: docsgen serve over a locally indexed build.
    const engineRoot = makeSite(pages, configText({ extra: "search: { provider: 'local', indexName: 'fixture-docs-v3' }," }));
    expect((await build({ root: engineRoot })).ok).toBe(true);
    // The site is another origin: docsgen serve lets it read search answers only when named (`cors`).
    const sitePort = await unusedPort();
    algoliaHost = await serve({ dir: path.join(engineRoot, 'build'), port: 0, cors: [`http://127.0.0.1:${sitePort}`] });
    // 2. The site under test queries "Algolia": first a host that is down, then the one above.
    deadHost = `127.0.0.1:${await unusedPort()}`;
    const hosts = JSON.stringify([deadHost, new URL(algoliaHost.url).host]);
    const siteRoot = makeSite(
      pages,
      configText({
        extra: `search: { provider: 'algolia', appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'fixture-docs-v3', insights: true, hosts: ${hosts} },`,
      }),
    );
    expect((await build({ root: siteRoot })).ok).toBe(true);
    site = await serve({ dir: path.join(siteRoot, 'build'), port: sitePort, strictPort: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await algoliaHost?.close();
  });

  async function open(insightsScript: 'record' | 'fail'): Promise<{ context: BrowserContext; page: Page; requests: string[]; errors: string[] }> {
    const context = await browser.newContext();
    await context.route('https://cdn.jsdelivr.net/**', (route) =>
      insightsScript === 'fail'
        ? route.abort()
        : route.fulfill({
            contentType: 'text/javascript',
            body: 'window.__aa = (window.aa && window.aa.queue || []).slice(); window.aa = function () { window.__aa.push(Array.from(arguments)); };',
          }),
    );
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/1/indexes/') && requests.push(r.url()));
    const errors = collectConsoleProblems(page);
    await page.goto(`${site.url}/`);
    await page.waitForFunction(() => 'navigate' in ((window as unknown as { __docsgen?: object }).__docsgen ?? {})); // hydrated
    return { context, page, requests, errors };
  }

  it('moves to the next host when the first one is down', async () => {
    const { context, page, requests } = await open('record');
    await page.keyboard.press('Control+K');
    const input = page.getByRole('dialog').getByRole('combobox');
    await input.fill('widgets');
    await expect.poll(() => page.getByRole('dialog').getByRole('option').count()).toBeGreaterThan(0);
    expect(requests[0]).toContain(`http://${deadHost}/1/indexes/*/queries`);
    expect(requests.some((u) => u.startsWith(algoliaHost.url))).toBe(true);
    const url = new URL(requests[0]!);
    expect(url.searchParams.get('x-algolia-application-id')).toBe('TESTAPP');
    expect(url.searchParams.get('x-algolia-api-key')).toBe('search-only-key');
    await context.close();
  });

  it('sends viewed objects in batches of 20 after 400 ms, and clicks with the query id', async () => {
    const { context, page } = await open('record');
    await page.keyboard.press('Control+K');
    const input = page.getByRole('dialog').getByRole('combobox');
    await input.fill('widgets');
    await expect.poll(() => page.getByRole('dialog').getByRole('option').count()).toBeGreaterThan(0);
    const calls = () => page.evaluate(() => (window as unknown as { __aa?: unknown[][] }).__aa ?? []);
    await expect.poll(async () => (await calls()).filter((c) => c[0] === 'viewedObjectIDs').length).toBeGreaterThan(0);
    const viewed = (await calls()).filter((c) => c[0] === 'viewedObjectIDs').map((c) => (c[1] as { objectIDs: string[] }).objectIDs.length);
    expect(Math.max(...viewed)).toBeLessThanOrEqual(20);
    expect(viewed.reduce((a, b) => a + b, 0)).toBe(20); // one page of 20 hits
    await input.press('Enter');
    await expect.poll(async () => (await calls()).some((c) => c[0] === 'clickedObjectIDsAfterSearch')).toBe(true);
    const click = (await calls()).find((c) => c[0] === 'clickedObjectIDsAfterSearch')![1] as { queryID: string; objectIDs: string[]; positions: number[] };
    expect(click.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(click.positions).toEqual([1]);
    await context.close();
  });

  it('logs an error when the search-insights script cannot be loaded, and still searches', async () => {
    const { context, page, errors } = await open('fail');
    await page.keyboard.press('Control+K');
    await page.getByRole('dialog').getByRole('combobox').fill('widgets');
    await expect.poll(() => page.getByRole('dialog').getByRole('option').count()).toBeGreaterThan(0);
    await expect.poll(() => errors.some((e) => e.includes('search-insights script could not be loaded'))).toBe(true);
    await context.close();
  });
});
