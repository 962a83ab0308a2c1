import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { serve } from '../../src/server/serve.js';
import { nextChoice } from '../../theme/components/ColorModeToggle.js';
import { useKeelBrowser } from '../support/keel-browser.js';
import { newContext } from '../support/tabs.js';

describe('the theme in Chromium', () => {
  const keel = useKeelBrowser();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  async function open(route: string, options: { width?: number; height?: number; theme?: string; storage?: Record<string, string> } = {}): Promise<Page> {
    const context = await newContext(keel.browser, { ...options, storage: { ...options.storage, ...(options.theme ? { theme: options.theme } : {}) } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(keel.server.url + route);
    await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
    return page;
  }

  describe('navbar', () => {
    it('has the logo and title linking home, the links with accessible names, and the search button', async () => {
      const page = await open('/core-concepts/cycles');
      const banner = page.getByRole('banner');
      const nav = banner.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'Keel', exact: true }).getAttribute('href')).toBe('/');
      expect(await nav.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('https://app.keel.example/sign-in');
      expect(await nav.getByRole('link', { name: 'Community chat' }).getAttribute('href')).toBe('https://chat.keel.example');
      expect(await nav.getByRole('link', { name: 'Source repository' }).getAttribute('href')).toBe('https://code.keel.example/keel/keel');
      await nav.getByRole('button', { name: /Search/ }).focus();
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('search-button');
    });

    it('opens the language and version dropdowns by keyboard and pointer, and stores the preferred version', async () => {
      const page = await open('/core-concepts/cycles');
      const language = page.getByRole('button', { name: 'English' });
      await language.focus();
      await page.keyboard.press('Enter');
      expect(await language.getAttribute('aria-expanded')).toBe('true');
      const menu = page.getByRole('menu', { name: 'Language' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
      expect(await menu.getByRole('menuitem').first().textContent()).toBe('English');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Escape');
      expect(await language.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('English');
      await page.keyboard.press('Space');
      expect(await language.getAttribute('aria-expanded')).toBe('true');
      await page.mouse.click(5, 600);
      expect(await language.getAttribute('aria-expanded')).toBe('false');
      const version = page.getByRole('button', { name: 'Latest' });
      await version.click();
      await page.getByRole('menu', { name: 'Docs version' }).getByRole('menuitem', { name: 'Latest' }).click();
      expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    });

    it('hides on scroll down and shows on scroll up', async () => {
      const page = await open('/core-concepts/cycles');
      const header = page.getByRole('banner');
      // Over the article, as a reader scrolls: at the window's corner the wheel would scroll the sidebar, which
      // takes the hidden navbar's place.
      await page.mouse.move(700, 500);
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => header.getAttribute('class')).toContain('is-hidden');
      await page.mouse.wheel(0, -400);
      await expect.poll(() => header.getAttribute('class')).not.toContain('is-hidden');
    });
  });

  describe('mobile layout (996 px and narrower)', () => {
    it('moves the sidebar into a side menu that closes on Escape, the backdrop, navigation and a wide window', async () => {
      const page = await open('/core-concepts/cycles', { width: 390 });
      expect(await page.locator('.layout-sidebar').isVisible()).toBe(false);
      const toggle = page.getByRole('button', { name: /menu/ });
      await toggle.click();
      const menu = page.getByRole('dialog', { name: 'Navigation menu' });
      expect(await menu.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
      expect(await menu.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Cycles' }).getAttribute('aria-current')).toBe('page');
      await page.keyboard.press('Escape');
      expect(await menu.count()).toBe(0);
      await toggle.click();
      await page.mouse.click(380, 400); // the backdrop
      expect(await menu.count()).toBe(0);
      await toggle.click();
      await menu.getByRole('link', { name: 'Modules' }).click();
      await page.waitForURL('**/core-concepts/modules');
      await expect.poll(() => menu.count()).toBe(0);
      await toggle.click();
      await page.setViewportSize({ width: 1200, height: 900 });
      await expect.poll(() => menu.count()).toBe(0);
      expect(await page.locator('.layout-sidebar').isVisible()).toBe(true);
    });
  });

  describe('skip link, announcement bar, footer', () => {
    it('makes the skip link the first stop and moves focus to the main content', async () => {
      const page = await open('/core-concepts/cycles');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    });

    it('closes the announcement bar for good, without a flash, until a new bar id', async () => {
      const page = await open('/');
      const bar = page.getByRole('region', { name: 'Announcement' });
      expect(await bar.isVisible()).toBe(true);
      await bar.getByRole('button', { name: 'Close' }).click();
      expect(await bar.count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('docsgen-announcement-dismiss'))).toBe('pi-chat-2026');
      // On the next load the head script hides it before the body is parsed.
      await page.reload();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-announcement-dismissed'))).toBe(true);
      expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
      const other = await open('/', { storage: { 'docsgen-announcement-dismiss': 'an-older-bar' } });
      expect(await other.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(true);
    });

    it('has a footer with link columns and the copyright outside main', async () => {
      const page = await open('/');
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'Quickstart' }).getAttribute('href')).toBe('/introduction/quickstart');
      expect(await footer.textContent()).toContain('Copyright ©');
      expect(await page.locator('main footer').count()).toBe(0);
    });
  });

  describe('sidebar', () => {
    it('expands the current page’s categories, marks external links, and keeps toggles while navigating', async () => {
      const page = await open('/core-concepts/workspaces/members');
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      expect(await sidebar.getByRole('link', { name: 'Workspace members', exact: true }).getAttribute('aria-current')).toBe('page');
      expect(await sidebar.getByRole('button', { name: 'Members' }).getAttribute('aria-expanded')).toBe('true');
      expect(await sidebar.getByRole('link', { name: /Download Keel/ }).textContent()).toContain('(external link)');
      await sidebar.getByRole('button', { name: 'Expand Tutorials' }).click();
      await sidebar.getByRole('link', { name: 'Roles' }).click();
      await page.waitForURL('**/workspaces-and-users/roles');
      expect(await sidebar.getByRole('button', { name: 'Collapse Tutorials' }).count()).toBe(1); // still open
      expect(await sidebar.getByRole('link', { name: 'Tutorials' }).getAttribute('href')).toBe('/introduction/tutorials/overview');
    });

    it('scrolls the current page into view inside the sidebar on load', async () => {
      const page = await open('/core-concepts/power-k', { height: 600 });
      const inView = await page.evaluate(() => {
        const nav = document.querySelector('nav[aria-label="Docs sidebar"]')!;
        const link = nav.querySelector('[aria-current="page"]')!.getBoundingClientRect();
        const box = nav.getBoundingClientRect();
        return link.top >= box.top && link.bottom <= box.bottom;
      });
      expect(inView).toBe(true);
    });
  });

  describe('page parts', () => {
    it('has breadcrumbs with BreadcrumbList data, previous/next links and heading anchors', async () => {
      const page = await open('/core-concepts/cycles');
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      expect((await crumbs.getByRole('listitem').allTextContents()).map((t) => t.trim())).toEqual(['Home', 'Planning and organization', 'Cycles']);
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      expect(data['@type']).toBe('BreadcrumbList');
      // 'Planning and organization' has no page of its own, so the list names home and the page only
      expect(data.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://docs.keel.example/' },
        { '@type': 'ListItem', position: 2, name: 'Cycles', item: 'https://docs.keel.example/core-concepts/cycles' },
      ]);
      const pagination = page.getByRole('navigation', { name: 'Docs pages' });
      expect(await pagination.getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/core-concepts/issues/labels');
      expect(await pagination.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/core-concepts/modules');
      expect(await page.locator('h2#turn-on-cycles a.hash-link').getAttribute('href')).toBe('#turn-on-cycles');
    });

    it('gives the home page breadcrumbs too: home, its category and the page, after client navigation as well', async () => {
      const page = await open('/');
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      const trail = async () => (await crumbs.getByRole('listitem').allTextContents()).map((t) => t.trim());
      expect(await trail()).toEqual(['Home', 'Get started', 'Introduction']);
      expect(await crumbs.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe('/');
      expect(await crumbs.getByRole('link').count()).toBe(1); // the page itself is the current crumb, not a link
      expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Introduction');
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' });
      expect(data.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://docs.keel.example/' },
        { '@type': 'ListItem', position: 2, name: 'Introduction', item: 'https://docs.keel.example/' },
      ]);
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      await sidebar.getByRole('link', { name: 'Quickstart', exact: true }).click();
      await page.waitForURL('**/introduction/quickstart');
      expect(await trail()).toEqual(['Home', 'Get started', 'Quickstart']);
      await sidebar.getByRole('link', { name: 'Introduction', exact: true }).click();
      await page.waitForURL(`${keel.server.url}/`);
      expect(await trail()).toEqual(['Home', 'Get started', 'Introduction']);
    });

    it('highlights the section being read in the table of contents', async () => {
      const page = await open('/core-concepts/cycles');
      const toc = page.getByRole('navigation', { name: 'On this page', exact: true });
      await page.evaluate(() => document.getElementById('cycle-states')!.scrollIntoView());
      await expect.poll(() => toc.locator('a.is-active').textContent()).toBe('Cycle states');
      await page.evaluate(() => document.getElementById('archive-a-cycle')!.scrollIntoView());
      await expect.poll(() => toc.locator('a.is-active').textContent()).toBe('Archive a cycle');
    });

    it('offers a collapsible "On this page" on narrow screens', async () => {
      const page = await open('/core-concepts/cycles', { width: 800 });
      expect(await page.locator('.layout-toc').isVisible()).toBe(false);
      const details = page.locator('details.toc-collapsible');
      expect(await details.isVisible()).toBe(true);
      await details.locator('summary').click();
      await expect.poll(() => details.getByRole('link', { name: 'Cycle states' }).isVisible()).toBe(true);
    });
  });

  describe('colour mode', () => {
    it('is dark by default, flips to light, is kept, applied before first paint, and synced across tabs', async () => {
      const page = await open('/');
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      const other = await page.context().newPage();
      await other.goto(`${keel.server.url}/core-concepts/cycles`);
      await page.getByRole('button', { name: 'Switch to light mode' }).click();
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
      await expect.poll(() => other.locator('html').getAttribute('data-theme')).toBe('light');
      expect(await other.getByRole('button', { name: 'Switch to dark mode' }).count()).toBe(1);
      // before first paint: the attribute is set while the head is parsed, before any body element exists
      const early = await keel.browser.newContext();
      contexts.push(early);
      await early.addInitScript(() => {
        localStorage.setItem('theme', 'light');
        new MutationObserver((_, observer) => {
          if (document.body) {
            (window as unknown as { __themeAtBody: string | null }).__themeAtBody = document.documentElement.getAttribute('data-theme');
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const fresh = await early.newPage();
      await fresh.goto(`${keel.server.url}/`);
      expect(await fresh.evaluate(() => (window as unknown as { __themeAtBody: string }).__themeAtBody)).toBe('light');
    });

    it('follows a change made in another tab while this one was still loading its scripts', async () => {
      const page = await open('/');
      const other = await page.context().newPage();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // The other tab has painted (its head script ran) but its bundle has not arrived, so nothing listens yet.
      await other.route(/\.js(\?|$)/, async (route) => {
        await held;
        await route.continue();
      });
      await other.goto(`${keel.server.url}/core-concepts/cycles`, { waitUntil: 'commit' });
      await other.waitForFunction(() => document.body !== null && document.documentElement.getAttribute('data-theme') === 'dark');
      await page.getByRole('button', { name: 'Switch to light mode' }).click();
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
      release();
      await other.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
      await expect.poll(() => other.locator('html').getAttribute('data-theme')).toBe('light');
      await expect.poll(() => other.getByRole('button', { name: 'Switch to dark mode' }).count()).toBe(1);
    });

    it('cycles light, dark and system when the system preference is respected', () => {
      expect(nextChoice('dark', 'dark', false)).toBe('light');
      expect(nextChoice('light', 'light', false)).toBe('dark');
      expect(nextChoice('light', 'light', true)).toBe('dark');
      expect(nextChoice('dark', 'dark', true)).toBe('system');
      expect(nextChoice('system', 'dark', true)).toBe('light');
    });
  });

  describe('error states', () => {
    it('shows the crash page for a render error, with Try again', async () => {
      const page = await open('/');
      await page.route(/\/core-concepts\/cycles$/, async (route) => {
        if (route.request().resourceType() !== 'fetch') return route.continue();
        const response = await route.fetch();
        // Breadcrumbs that cannot render, in the page's data block.
        const html = (await response.text()).replace(/"breadcrumbs":\[[^\]]*\]/, '"breadcrumbs":[{"label":{"not":"text"},"href":"/"}]');
        await route.fulfill({ response, body: html });
      });
      await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Cycles' }).click();
      const crash = page.getByRole('alert').filter({ hasText: 'This page crashed.' });
      await expect.poll(() => crash.count()).toBe(1);
      expect(await crash.getByRole('heading', { name: 'Page Error' }).count()).toBe(1);
      await crash.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: 'This page crashed.' }).count()).toBe(1); // same data, same crash
      await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Modules' }).click();
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Modules'); // reset by navigation
    });

    it('warns in red on the home page when the site is served under another base path', async () => {
      const root = mkdtempSync(path.join(tmpdir(), 'keel-base-'));
      cpSync(keel.server.outDir, path.join(root, 'docs'), { recursive: true });
      cpSync(path.join(keel.server.outDir, '404.html'), path.join(root, '404.html'));
      const elsewhere = await serve({ dir: root, port: 0 });
      try {
        const context = await keel.browser.newContext();
        contexts.push(context);
        const page = await context.newPage();
        await page.goto(`${elsewhere.url}/docs/index.html`); // redirected to /docs
        const warning = page.getByRole('alert').filter({ hasText: 'base URL' });
        expect(await warning.textContent()).toContain('built for the base URL "/" but this page is served at "/docs"');
        expect(await (await open('/')).getByRole('alert').filter({ hasText: 'base URL' }).count()).toBe(0);
      } finally {
        await elsewhere.close();
      }
    });
  });

  describe('styles and structure', () => {
    it('fits 320 px without sideways scrolling, shows focus rings, honours reduced motion and prints without chrome', async () => {
      const narrow = await open('/core-concepts/cycles', { width: 320 });
      expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      const page = await open('/core-concepts/cycles');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.navbar-header')!).transitionDuration)).toBe('0s');
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('banner').isVisible()).toBe(false);
      expect(await page.locator('.layout-sidebar').isVisible()).toBe(false);
      expect(await page.locator('article').isVisible()).toBe(true);
    });

    it('has the landmarks, one h1 per page, and the article inside main', async () => {
      for (const route of ['/', '/core-concepts/cycles', '/core-concepts/issues', '/search']) {
        const page = await open(route);
        expect(await page.getByRole('banner').count(), route).toBe(1);
        expect(await page.getByRole('main').count(), route).toBe(1);
        expect(await page.getByRole('contentinfo').count(), route).toBe(1);
        expect(await page.locator('h1').count(), route).toBe(1);
        expect(await page.locator('main article').count(), route).toBe(1);
      }
      const page = await open('/core-concepts/cycles');
      expect(await page.getByRole('complementary').count()).toBeGreaterThanOrEqual(2);
      const navNames = await page
        .getByRole('navigation')
        .evaluateAll((navs) => navs.map((n) => n.getAttribute('aria-label') ?? n.getAttribute('aria-labelledby')));
      expect(new Set(navNames).size).toBe(navNames.length);
    });

    it('does not shift the layout while loading (navbar, announcement bar, colour mode)', async () => {
      for (const theme of ['dark', 'light']) {
        const context = await newContext(keel.browser);
        contexts.push(context);
        await context.addInitScript((t) => {
          localStorage.setItem('theme', t);
          (window as unknown as { __cls: number }).__cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        }, theme);
        const page = await context.newPage();
        for (const route of ['/', '/core-concepts/cycles', '/integrations/github']) {
          await page.goto(keel.server.url + route);
          await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
          await page.waitForTimeout(300);
          expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls), `${route} ${theme}`).toBe(0);
        }
      }
    });
  });
});
