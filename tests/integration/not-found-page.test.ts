/**
 * A doc at the site's `/404` (Starlight's `src/content/docs/404.md`) is the not-found page: written as `404.html` in
 * place of the generator's own, in each locale (through the untranslated fallback), and listed nowhere (sitemap,
 * sidebar, search). A doc at `/search`, the other route the generator owns, stays an error.
 */
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { doc, makeSite, WITHOUT_BASE_DOCS } from '../support/fixture-site.js';

const config = (extra = '') => `import { defineConfig } from 'docsgen';
export default defineConfig({
  title: 'Orbit',
  url: 'https://orbit.example',
  docs: { path: 'docs' },
  ${extra}
});
`;

const docs = {
  ...WITHOUT_BASE_DOCS,
  'docs/index.md': doc('Orbit', '# Orbit\n\nRead the [guide](/guide).', 'slug: /\n'),
  'docs/guide.md': doc('Guide', '# Guide\n\nguidewords'),
  'docs/404.md': doc('Lost in orbit', '# Lost in orbit\n\nlostwords: this page drifted away. Go [home](/).'),
};

describe('a doc at /404', () => {
  it("is the site's not-found page, in each locale, and is listed nowhere", async () => {
    const root = makeSite(docs, config("i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },"));
    const result = await build({ root, strict: true, inMemory: true, workers: 0 });
    expect(result.diagnostics.filter((d) => d.code !== 'interface-text-missing')).toEqual([]);
    const out = result.files!;
    expect(out.text('404.html')).toContain('lostwords');
    expect(out.text('404.html')).toContain('<meta name="robots" content="noindex');
    // French has no 404.md: the default locale's, under the French prefix, as any untranslated page.
    expect(out.text('fr/404.html')).toContain('lostwords');
    expect(out.text('sitemap.xml')).not.toContain('/404');
    expect(out.text('guide.html')).not.toMatch(/class="sidebar-link[^"]*"[^>]*href="\/404"|href="\/404"[^>]*class="sidebar-link/);
    expect(JSON.stringify(result.records)).not.toContain('lostwords');
  });

  it('leaves the generator its own not-found page when no doc is there, and a doc at /search is still an error', async () => {
    const withSearchDoc = { ...docs, 'docs/404.md': null, 'docs/search.md': doc('Search', '# Search\n\nmine') };
    const result = await build({ root: makeSite(withSearchDoc, config()), inMemory: true, workers: 0 });
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}`)).toEqual(['route-reserved docs/search.md']);
    expect(result.files?.text('404.html') ?? '').not.toContain('lostwords');
  });
});
