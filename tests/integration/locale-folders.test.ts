/**
 * `i18n.layout: 'folders'`: each other locale's pages in a folder of the docs folder named after it (Starlight's and
 * VitePress' layout). Those folders are the locale's translations, not pages of the default locale; a page a
 * locale lacks falls back to the default locale's, so links between locales keep working.
 */
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { doc, makeSite } from '../support/fixture-site.js';

const config = (layout: string) => `import { defineConfig } from 'docsgen';
export default defineConfig({
  title: 'Orbit',
  url: 'https://orbit.example',
  docs: { path: 'docs' },
  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'zh-cn'], layout: '${layout}', localeConfigs: { 'zh-cn': { htmlLang: 'zh-CN' } } },
});
`;

const files = {
  'docs/index.md': doc('Orbit', '# Orbit\n\nRead the [guide](/guide/setup).', 'slug: /\n'),
  'docs/guide/setup.md': doc('Setup', '# Setup\n\nsetupwordenglish'),
  'docs/guide/limits.md': doc('Limits', '# Limits\n\nlimitswordenglish'),
  'docs/fr/index.md': doc('Orbite', '# Orbite\n\nLisez le [guide](/fr/guide/setup) et les [limites](/fr/guide/limits).', 'slug: /\n'),
  'docs/fr/guide/setup.md': doc('Installation', '# Installation\n\nsetupwordfrench'),
  'docs/zh-cn/guide/setup.md': doc('安装', '# 安装\n\nsetupwordchinese'),
};

describe("a site whose locales are folders of its docs folder (i18n.layout: 'folders')", () => {
  it('builds each folder as its locale, falls back for pages a locale lacks, and keeps the folders out of the default locale', async () => {
    const result = await build({ root: makeSite(files, config('folders')), inMemory: true, strict: true });
    expect(result.diagnostics).toEqual([]);
    const out = result.files!;
    expect(out.text('fr/guide/setup.html')).toContain('setupwordfrench');
    expect(out.text('zh-cn/guide/setup.html')).toContain('setupwordchinese');
    expect(out.text('zh-cn/guide/setup.html')).toContain('<html lang="zh-CN"');
    // Not translated: the default locale's page under the locale's prefix.
    expect(out.text('fr/guide/limits.html')).toContain('limitswordenglish');
    expect(out.text('zh-cn.html')).toContain('Read the');
    expect(out.text('fr.html')).toContain('Orbite');
    // The folders are no pages of the default locale.
    expect(out.text('fr/fr/guide/setup.html')).toBeUndefined();
    expect(out.text('guide/setup.html')).toContain('setupwordenglish');
    expect(out.text('guide/setup.html')).not.toMatch(/href="\/fr\/guide\/setup"[^>]*class="sidebar-link/);
    expect(out.text('index.html')).not.toContain('Orbite');
  });

  it("is Docusaurus' layout by default: the same folders are pages of the default locale, so the locale's home clashes with the site's", async () => {
    const result = await build({ root: makeSite(files, config('docusaurus')), inMemory: true, strict: true });
    // Docusaurus would read `fr/index.md` as a second page at `/`.
    expect(result.diagnostics.map((d) => d.code)).toContain('route-duplicate');
  });
});
