import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useKeelBrowser } from '../support/keel-browser.js';
import { newContext } from '../support/tabs.js';
import { collectConsoleProblems } from '../support/console-problems.js';

/** Addresses of pages (no file extension); the router reads a page's data from its HTML. */
const DATA = (url: URL) => !/\.[a-z0-9]+$/i.test(url.pathname);
/** A page the router fetches (not a full load of one). */
const isPageFetch = (r: { resourceType(): string; url(): string }) => r.resourceType() === 'fetch' && DATA(new URL(r.url()));
/** Intercepts the router's page fetches only; full page loads go through. */
const onlyFetches = (handle: (route: Route) => Promise<void> | void) => (route: Route) =>
  route.request().resourceType() === 'fetch' ? handle(route) : route.fallback();

describe('client runtime in Chromium', () => {
  const keel = useKeelBrowser();
  let context: BrowserContext;
  let page: Page;
  let warnings: string[];
  /** A fresh tab; with `saveData` the router does not prefetch, so data loads exactly at click time. */
  async function openTab(options: { saveData?: boolean } = {}) {
    await context?.close();
    context = await newContext(keel.browser, { height: 800 });
    if (options.saveData) await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    page = await context.newPage();
    warnings = collectConsoleProblems(page, { warnings: true });
  }
  beforeEach(() => openTab());
  afterEach(() => context.close());

  const marker = () => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
  const setMarker = () => page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 42));
  const sidebarLink = (name: string) => page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name, exact: true });
  /** The page paths of the `page_view` events in the data layer, in order. */
  const pageViews = () =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter(([kind, name]) => kind === 'event' && name === 'page_view')
        .map(([, , params]) => (params as { page_path: string }).page_path),
    );

  it('navigates without a page reload and updates title, description, canonical and URL', async () => {
    await page.goto(`${keel.server.url}/`);
    await setMarker();
    await sidebarLink('Quickstart').click();
    await page.waitForURL(`${keel.server.url}/introduction/quickstart`);
    expect(await page.locator('main h1').textContent()).toBe('Quickstart');
    expect(await page.title()).toBe('Quickstart | Keel');
    expect(await marker()).toBe(42);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://docs.keel.example/introduction/quickstart');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).not.toContain('A short introduction to Keel');
    expect(await sidebarLink('Quickstart').getAttribute('aria-current')).toBe('page');
    // focus moves to the new page's heading, and the announcer names it
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.locator('[aria-live="assertive"]').textContent()).toBe('Navigated to Quickstart');
    expect(warnings).toEqual([]);
  });

  it('scrolls to the top on a route change and to the fragment when the link has one', async () => {
    await page.goto(`${keel.server.url}/core-concepts/projects/run-project`);
    await setMarker();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('article a[href="/core-concepts/projects/overview#configure-project-settings"]').first().click();
    await page.waitForURL('**/core-concepts/projects/overview#configure-project-settings');
    const top = await page.evaluate(() => document.getElementById('configure-project-settings')!.getBoundingClientRect().top);
    expect(Math.abs(top - 76)).toBeLessThan(40); // just below the sticky navbar
    expect(await marker()).toBe(42);
    await page.evaluate(() => window.scrollTo(0, 600));
    await sidebarLink('Workflow states').click();
    await page.waitForURL('**/core-concepts/issues/states');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('restores the page and its scroll position on back and forward', async () => {
    await page.goto(`${keel.server.url}/core-concepts/cycles`);
    await setMarker();
    const clickModulesLink = () => page.evaluate(() => document.querySelector<HTMLAnchorElement>('article a[href="/core-concepts/modules"]')!.click());
    // Visit the next page once so its data is loaded, and come back: the next visit is then immediate.
    await clickModulesLink();
    await page.waitForURL('**/core-concepts/modules');
    await page.goBack();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Cycles');
    await page.evaluate(() => window.scrollTo(0, 900));
    // Clicked at once and where it is (a script click does not scroll the link into view first): the position
    // must be saved when the page is left, not only after scrolling settles.
    await clickModulesLink();
    await page.waitForURL('**/core-concepts/modules');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL('**/core-concepts/cycles');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Cycles');
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
    await page.goForward();
    await page.waitForURL('**/core-concepts/modules');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Modules');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await marker()).toBe(42);
  });

  it('shows the progress bar only for route changes slower than 200 ms', async () => {
    await openTab({ saveData: true });
    await page.goto(`${keel.server.url}/`);
    await page.evaluate(() => {
      (window as unknown as { __bar: boolean }).__bar = false;
      new MutationObserver(() => {
        if (document.querySelector('.progress-bar.is-active')) (window as unknown as { __bar: boolean }).__bar = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const barSeen = () => page.evaluate(() => (window as unknown as { __bar: boolean }).__bar);
    // A fast route change: data already loaded this session (so the test does not depend on the machine's speed).
    await sidebarLink('Core concepts').click();
    await page.waitForURL('**/introduction/core-concepts');
    await page.goBack();
    await page.waitForURL(`${keel.server.url}/`);
    await page.evaluate(() => ((window as unknown as { __bar: boolean }).__bar = false));
    await sidebarLink('Core concepts').click();
    await page.waitForURL('**/introduction/core-concepts');
    expect(await barSeen()).toBe(false);
    // A slow one: the page's data is held until the bar has shown (however long the machine takes to show it).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      DATA,
      onlyFetches(async (route) => {
        await held;
        await route.continue();
      }),
    );
    await sidebarLink('Quickstart').click();
    await expect.poll(barSeen).toBe(true);
    release();
    await page.waitForURL('**/introduction/quickstart');
  });

  it('says in words, and offers a retry, when a page cannot load because the reader is offline', async () => {
    await openTab({ saveData: true });
    await page.goto(`${keel.server.url}/`);
    await page.route(
      DATA,
      onlyFetches((route) => route.abort()),
    );
    await context.setOffline(true);
    await sidebarLink('Quickstart').click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('You are offline, so this page could not be loaded. Reconnect, then retry.');
    expect(await alert.textContent()).not.toContain('Failed to fetch');
    await context.setOffline(false);
    await page.unroute(DATA);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Quickstart');
  });

  it('loads the target page in full when it cannot be fetched, no longer exists, or comes from a newer deploy', async () => {
    await openTab({ saveData: true });
    await page.goto(`${keel.server.url}/`);
    await setMarker();
    await page.route(
      DATA,
      onlyFetches((route) => route.abort()),
    );
    await sidebarLink('Quickstart').click();
    await page.waitForURL('**/introduction/quickstart');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Quickstart');
    expect(await marker()).toBeUndefined(); // a full page load happened
    expect(warnings.some((w) => w.includes('could not be loaded'))).toBe(true);
    await page.unroute(DATA);
    // the page is gone in a newer deploy: the answer is a 404
    await setMarker();
    await page.route(
      DATA,
      onlyFetches((route) => route.fulfill({ status: 404, body: 'gone' })),
    );
    await sidebarLink('Core concepts').click();
    await page.waitForURL('**/introduction/core-concepts');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Core concepts');
    expect(await marker()).toBeUndefined();
    await page.unroute(DATA);
    // a newer deploy whose site data differs (navbar, strings, asset names) names another shared asset: its pages
    // load in full, not into this page's chrome
    await setMarker();
    let sharedUrl = '';
    await page.route(
      DATA,
      onlyFetches(async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/"shared":"([^"]+)"/, (_, url: string) => ((sharedUrl = url), '"shared":"/assets/site-newer.json"'));
        await route.fulfill({ response, body: html });
      }),
    );
    await page.route('**/assets/site-newer.json', async (route) =>
      route.fulfill({ response: await route.fetch({ url: new URL(sharedUrl, keel.server.url).href }) }),
    );
    await sidebarLink('Quickstart').click();
    await page.waitForURL('**/introduction/quickstart');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Quickstart');
    expect(await marker()).toBeUndefined();
  });

  it('shows a Retry box when offline, and Retry loads the page once back online', async () => {
    await openTab({ saveData: true });
    await page.goto(`${keel.server.url}/`);
    await setMarker();
    await context.setOffline(true);
    await sidebarLink('Quickstart').click();
    const box = page.getByRole('alert').filter({ hasText: 'Retry' });
    await expect.poll(() => box.count()).toBe(1);
    await context.setOffline(false);
    await box.getByRole('button', { name: 'Retry' }).click();
    await page.waitForURL('**/introduction/quickstart');
    expect(await marker()).toBe(42);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it("prefetches on view only a handful of the article's and previous/next links, and sidebar links only on intent", async () => {
    const requested: string[] = [];
    page.on('request', (r) => isPageFetch(r) && requested.push(new URL(r.url()).pathname));
    await page.goto(`${keel.server.url}/core-concepts/cycles`);
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    const viewed = [...requested];
    expect(viewed.length).toBeLessThanOrEqual(5);
    const candidates = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('article a[href], .pagination a[href]'), (a) => new URL(a.href).pathname),
    );
    expect(viewed.every((route) => candidates.includes(route))).toBe(true);
    // Dozens of sidebar links are in view; none is fetched until the reader shows intent.
    const sidebarRoute = '/core-concepts/stickies';
    expect(requested).not.toContain(sidebarRoute);
    // A pointer passing over a link on its way elsewhere is no intent…
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('nav[aria-label="Docs sidebar"] a[href$="/core-concepts/stickies"]')!;
      link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      document.querySelector('main')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    await page.waitForTimeout(300);
    expect(requested).not.toContain(sidebarRoute);
    // …resting on it is, and so is keyboard focus.
    await sidebarLink('Stickies').hover();
    await expect.poll(() => requested).toContain(sidebarRoute);
    await sidebarLink('Quickstart').focus();
    await expect.poll(() => requested).toContain('/introduction/quickstart');
  });

  it('prefetches page data on hover, once, and never on data saver', async () => {
    const requested: string[] = [];
    page.on('request', (r) => isPageFetch(r) && requested.push(r.url()));
    await page.goto(`${keel.server.url}/core-concepts/cycles`);
    await expect.poll(() => requested.length).toBeGreaterThan(0); // links in view
    const before = requested.length;
    await sidebarLink('Stickies').hover();
    await expect.poll(() => requested.filter((u) => u.endsWith('/core-concepts/stickies')).length).toBe(1);
    await sidebarLink('Quickstart').hover();
    await sidebarLink('Stickies').hover();
    await sidebarLink('Stickies').click(); // the navigation reuses the prefetched data
    await page.waitForURL('**/core-concepts/stickies');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Stickies');
    expect(requested.filter((u) => u.endsWith('/core-concepts/stickies')).length).toBe(1);
    expect(requested.length).toBeGreaterThanOrEqual(before);

    const saver = await newContext(keel.browser);
    await saver.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    const quiet = await saver.newPage();
    const saverRequests: string[] = [];
    quiet.on('request', (r) => isPageFetch(r) && saverRequests.push(r.url()));
    await quiet.goto(`${keel.server.url}/core-concepts/cycles`);
    await quiet.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Stickies', exact: true }).hover();
    await quiet.waitForTimeout(300);
    expect(saverRequests).toEqual([]);
    await saver.close();
  });

  it('records page views in the data layer with anonymised IPs, once per new URL', async () => {
    await page.goto(`${keel.server.url}/`);
    const events = () =>
      page.evaluate(() =>
        (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).map(([kind, name, params]) => ({ kind, name, params })),
      );
    const initial = await events();
    expect(initial.find((e) => e.kind === 'config')).toMatchObject({ name: 'G-KEELDOCS01', params: { anonymize_ip: true } });
    expect(await pageViews()).toEqual(['/']);
    await sidebarLink('Quickstart').click();
    await page.waitForURL('**/introduction/quickstart');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first().click();
    await expect.poll(pageViews).toHaveLength(3);
    const paths = await pageViews();
    expect(paths[1]).toBe('/introduction/quickstart');
    expect(paths[2]).toMatch(/^\/introduction\/quickstart#/);
    await page.evaluate(() => window.dispatchEvent(new HashChangeEvent('hashchange'))); // same URL again
    expect(await pageViews()).toHaveLength(3);
  });

  it('records a page view on back and forward between entries that differ only in their query', async () => {
    await page.goto(`${keel.server.url}/introduction/quickstart`);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/introduction/quickstart?plan=pro';
      a.textContent = 'Quickstart for the Pro plan';
      document.querySelector('article')!.appendChild(a);
    });
    await page.getByRole('link', { name: 'Quickstart for the Pro plan' }).click();
    await page.waitForURL('**/introduction/quickstart?plan=pro');
    await expect.poll(pageViews).toEqual(['/introduction/quickstart', '/introduction/quickstart?plan=pro']);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/introduction/quickstart' && url.search === '');
    await expect.poll(pageViews).toEqual(['/introduction/quickstart', '/introduction/quickstart?plan=pro', '/introduction/quickstart']);
    await page.goForward();
    await page.waitForURL('**/introduction/quickstart?plan=pro');
    await expect
      .poll(pageViews)
      .toEqual(['/introduction/quickstart', '/introduction/quickstart?plan=pro', '/introduction/quickstart', '/introduction/quickstart?plan=pro']);
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe('Quickstart');
  });

  it('wires islands again after client-side navigation, and normalises link paths', async () => {
    await page.goto(`${keel.server.url}/`);
    await setMarker();
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/integrations/github.html';
      a.textContent = 'odd link';
      a.id = 'odd';
      document.querySelector('article')!.appendChild(a);
    });
    await page.locator('#odd').click();
    await page.waitForURL(`${keel.server.url}/integrations/github`);
    expect(await marker()).toBe(42);
    const tabs = page.locator('article [role="tablist"]').first().getByRole('tab');
    await tabs.nth(1).click();
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    // copy buttons on code blocks of a page reached by client navigation
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/core-concepts/pages/overview';
      a.id = 'to-pages';
      a.textContent = 'pages';
      document.querySelector('article')!.appendChild(a);
    });
    await page.locator('#to-pages').click();
    await page.waitForURL('**/core-concepts/pages/overview');
    expect(await marker()).toBe(42);
    const copy = page.locator('article .code-block .copy-button').first();
    expect(await copy.textContent()).toBe('Copy');
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copied');
    const code = await page.locator('article .code-block pre').first().textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  it('leaves modified clicks, new-tab targets and other origins to the browser', async () => {
    await page.goto(`${keel.server.url}/`);
    const intercepted = await page.evaluate(() => {
      // The router listens on document (bubbling); a window listener runs after it, reads its decision, then
      // stops the browser from following the link so the test page stays.
      const decisions: boolean[] = [];
      window.addEventListener('click', (e) => {
        decisions.push(e.defaultPrevented);
        e.preventDefault();
      });
      const click = (attrs: Record<string, string>, init: MouseEventInit = {}) => {
        const a = document.createElement('a');
        Object.entries(attrs).forEach(([k, v]) => a.setAttribute(k, v));
        a.textContent = 'x';
        document.body.appendChild(a);
        a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
      };
      click({ href: '/introduction/quickstart' }); // the control: an ordinary internal link is taken over
      click({ href: '/introduction/quickstart', target: '_blank' });
      click({ href: '/introduction/quickstart', download: '' });
      click({ href: 'https://elsewhere.example/x' });
      click({ href: '/sitemap.xml' });
      click({ href: '/introduction/quickstart' }, { ctrlKey: true });
      click({ href: '/introduction/quickstart' }, { button: 1 });
      return decisions;
    });
    expect(intercepted).toEqual([true, false, false, false, false, false, false]);
    await page.waitForURL('**/introduction/quickstart'); // the control navigated client-side
  });
});
