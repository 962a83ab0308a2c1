/**
 * A French site in Chromium: the chrome the server drew is French, client navigation keeps it French (the
 * strings travel in the site data, not in the page data), and the lazily loaded search dialog speaks French on
 * every screen (start, no results, results).
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from '../support/browser.js';
import { doc, makeSite, WITHOUT_BASE_DOCS } from '../support/fixture-site.js';

const CONFIG = `import { defineConfig } from 'docsgen';

export default defineConfig({
  title: 'Ponts',
  url: 'https://ponts.example',
  staticDir: 'static',
  i18n: { defaultLocale: 'fr', locales: ['fr'] },
  docs: { path: 'docs', sidebars: { docs: ['intro', 'suite'] } },
  search: { indexName: 'ponts' },
});
`;

describe('a French site in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const root = makeSite(
      {
        ...WITHOUT_BASE_DOCS,
        'docs/intro.md': doc('Accueil', '# Accueil\n\n## Premiers pas\n\nLisez la [suite](./suite.md).', 'slug: /\n'),
        'docs/suite.md': doc('Suite', '# Suite\n\n## Viaducs\n\nLes viaducs franchissent les vallées.'),
        'i18n/fr/code.json': JSON.stringify({ 'theme.docs.paginator.next': { message: 'Page suivante' } }),
      },
      CONFIG,
    );
    const result = await build({ root, strict: true, compress: false });
    expect(result.diagnostics).toEqual([]);
    server = await serve({ dir: path.join(root, 'build'), port: 0 });
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => Boolean(window.__docsgen));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const openSearch = async () => {
    await page.locator('.search-button').click();
    await page.locator('.search-modal input').waitFor();
  };
  const closeSearch = async () => {
    await page.keyboard.press('Escape');
    await page.locator('.search-modal').waitFor({ state: 'detached' });
  };

  it('shows the pagination in French, and keeps it through client navigation', async () => {
    expect(await page.locator('.pagination-next .pagination-label').textContent()).toBe('Page suivante');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator('.pagination-next').click();
    await page.waitForURL(/\/suite$/);
    await page.locator('.pagination-prev').waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.locator('.pagination-prev .pagination-label').textContent()).toBe('Précédent');
    expect(await page.locator('.toc-heading').textContent()).toBe('Sur cette page');
    expect(await page.locator('[aria-live="assertive"]').textContent()).toBe('Page ouverte : Suite');
    expect(await page.locator('.skip-link').textContent()).toBe('Aller au contenu principal');
  });

  it('speaks French in the search dialog, after client navigation too', async () => {
    await openSearch();
    const modal = page.locator('.search-modal');
    expect(await modal.getAttribute('aria-label')).toBe('Rechercher dans la documentation');
    expect(await modal.locator('input').getAttribute('placeholder')).toBe('Rechercher dans la doc');
    expect(await modal.locator('.search-cancel').textContent()).toBe('Annuler');
    expect(await modal.locator('.search-footer').textContent()).toContain('pour choisir');
    expect(await modal.locator('.search-screen-title').textContent()).toBe('Aucune recherche récente');

    await page.keyboard.type('zzyzxq');
    await expect.poll(() => modal.locator('.search-screen-title').textContent()).toBe('Aucun résultat pour "zzyzxq"');
    expect(await modal.locator('.search-feedback').textContent()).toBe('Cette recherche devrait-elle donner des résultats ? Dites-le-nous.');

    await page.locator('.search-modal input').fill('viaducs');
    await modal.locator('[role="listbox"]').first().waitFor();
    expect(await modal.locator('[role="listbox"]').first().getAttribute('aria-label')).toMatch(/^Résultats : /);
    await closeSearch();
  });
});
