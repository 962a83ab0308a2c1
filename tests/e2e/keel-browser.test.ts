import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';
import { serveKeel } from '../support/keel-site.js';
import { newContext } from '../support/tabs.js';
import { collectConsoleProblems } from '../support/console-problems.js';

describe('the Keel docs in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let problems: string[] = [];

  beforeAll(async () => {
    server = await serveKeel();
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    problems = collectConsoleProblems(page, { warnings: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the home page with its title, navbar, sidebar, article and table of contents', async () => {
    await page.goto(`${server.url}/`);
    expect(await page.title()).toBe('Welcome to Keel | Keel');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Keel' }).first().isVisible()).resolves.toBe(true);
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('https://app.keel.example/sign-in');
    expect(await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Introduction' }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('main article h1').textContent()).toBe('Welcome to Keel');
    expect(await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Get Keel' }).getAttribute('href')).toBe('#get-keel');
  });

  it('hydrates: the colour-mode button flips dark and light and remembers the choice', async () => {
    await page.goto(`${server.url}/core-concepts/cycles`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  });

  it('expands and collapses sidebar categories', async () => {
    await page.goto(`${server.url}/core-concepts/cycles`);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Create a workspace' }).count()).resolves.toBe(0);
    await sidebar.getByRole('button', { name: 'Expand Tutorials' }).click();
    await expect(sidebar.getByRole('link', { name: 'Create a workspace' }).isVisible()).resolves.toBe(true);
  });

  it('switches tabs and offers copy buttons inside the article', async () => {
    await page.goto(`${server.url}/integrations/github`);
    const tabs = page.locator('article [role="tablist"]').first().getByRole('tab');
    const second = tabs.nth(1);
    await second.click();
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    const panelId = await second.getAttribute('aria-controls');
    await expect.poll(() => page.locator(`[id="${panelId}"]`).isVisible()).toBe(true);
    expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('false');
  });

  it('shows the not-found page for an unknown path', async () => {
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
  });

  it('logs no errors or warnings while doing all that', () => {
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
  });
});
