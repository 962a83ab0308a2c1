/**
 * A whole site with navbar icons (built-in and a custom SVG), extra locales and no plan badges: what the pages
 * carry, and the located problems a bad icon, a `:plan` badge or an unbuilt locale give.
 */
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { doc, makeSite } from '../support/fixture-site.js';

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><title>Ours</title><circle cx="8" cy="8" r="6"/></svg>';

function site(options: { icon?: string; i18n?: string; files?: Record<string, string> } = {}): string {
  const config = `import { defineConfig } from 'docsgen';

export default defineConfig({
  title: 'Fixture',
  url: 'https://fixture.example',
  staticDir: 'static',
  ${options.i18n ?? ''}
  navbar: {
    items: [
      { type: 'link', label: 'GitHub', href: 'https://github.example/ours', icon: 'github' },
      { type: 'link', label: 'Feed', href: 'https://fixture.example/feed.xml', icon: 'rss' },
      { type: 'link', label: 'Ours', href: 'https://ours.example',
        icon: { svg: '${options.icon ?? './static/img/ours.svg'}' } },
      { type: 'localeDropdown' },
    ],
  },
  docs: { path: 'docs', sidebars: { docs: ['intro'] } },
  search: { indexName: 'fixture' },
});
`;
  return makeSite(
    {
      'content/docs/intro.md': null,
      'content/docs/guide/cycles.md': null,
      'content/docs/guide/modules.md': null,
      'docs/intro.md': doc('Welcome', '# Welcome\n\nStart here.', 'slug: /\n'),
      'static/img/ours.svg': ICON,
      ...options.files,
    },
    config,
  );
}

describe('navbar icons, locales and plan badges in a built site', () => {
  it('draws built-in and custom icons, and keeps English pages as they were', async () => {
    const result = await build({ root: site(), inMemory: true, strict: true });
    expect(result.diagnostics).toEqual([]);
    const html = result.files!.text('index.html')!;
    expect(html).toContain('<html lang="en" dir="ltr" data-theme="dark">');
    expect(html).toMatch(/aria-label="GitHub" title="GitHub"><svg[^>]*class="icon icon-github">/);
    expect(html).toMatch(/aria-label="Feed" title="Feed"><svg[^>]*class="icon icon-rss">/);
    expect(html).toMatch(
      /aria-label="Ours" title="Ours"><svg fill="currentColor" viewBox="0 0 16 16"[^>]*class="icon icon-custom"><circle cx="8" cy="8" r="6"><\/circle><\/svg>/,
    );
    expect(html).not.toContain('<title>Ours</title>');
  });

  it('refuses a custom icon holding a script, at the config line naming the file', async () => {
    const evil = '<svg viewBox="0 0 24 24">\n<script>alert(document.cookie)</script>\n</svg>';
    const result = await build({ root: site({ icon: 'static/img/evil.svg', files: { 'static/img/evil.svg': evil } }), inMemory: true });
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'navbar-icon-invalid', file: 'site.config.ts', line: 13 })]);
    expect(result.diagnostics[0]!.message).toContain('static/img/evil.svg (line 2) holds a `<script>` element');
  });

  it('builds every locale of a site with several: the default at the root, each other under its code, the dropdown keeping the page', async () => {
    const i18n = "i18n: { defaultLocale: 'fr', locales: ['en', 'fr', 'ar'], localeConfigs: { en: { label: 'English (US)' } } },";
    const result = await build({ root: site({ i18n }), inMemory: true });
    expect(result.diagnostics).toEqual([]);
    const html = result.files!.text('index.html')!;
    expect(html).toContain('<html lang="fr" dir="ltr" data-theme="dark">');
    expect([...html.matchAll(/role="menuitem"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['English (US)', 'Français', 'العربية']);
    expect([...html.matchAll(/href="([^"]*)"[^>]*role="menuitem"/g)].map((m) => m[1])).toEqual(['/en', '/', '/ar']);
    expect(result.files!.text('en.html')).toContain('<html lang="en" dir="ltr" data-theme="dark">');
    expect(result.files!.text('ar.html')).toContain('<html lang="ar" dir="rtl" data-theme="dark">');
    expect(new Set(result.records!.map((record) => record.language))).toEqual(new Set(['fr', 'en', 'ar']));
    // docsgen has no Arabic interface strings: --strict reports the English fallback.
    const strict = await build({ root: site({ i18n }), inMemory: true, strict: true });
    expect(strict.diagnostics.map((d) => d.code)).toEqual(['interface-text-missing']);
  });

  it('writes dir="rtl" for a right-to-left default locale', async () => {
    // docsgen has no Arabic interface strings: they show in English, which only --strict reports.
    const result = await build({ root: site({ i18n: "i18n: { defaultLocale: 'ar' }," }), inMemory: true });
    expect(result.diagnostics).toEqual([]);
    expect(result.files!.text('index.html')!).toContain('<html lang="ar" dir="rtl" data-theme="dark">');
  });

  it('has no plan badges unless the config sets them: `:plan[Pro]` is an unknown directive', async () => {
    const root = site({ files: { 'docs/intro.md': doc('Welcome', '# Welcome\n\nStart here. :plan[Pro]', 'slug: /\n') } });
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'directive-invalid',
        message: 'Unknown directive `:plan`.',
        file: 'docs/intro.md',
        line: 9,
        column: 13,
      }),
    ]);
  });
});
