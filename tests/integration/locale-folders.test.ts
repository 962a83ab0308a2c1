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

describe("a link broken only in another locale's copy of a page", () => {
  it("names that locale, since the file it is in is the default locale's (Ionic's `../../docs/…` under baseUrl /docs/)", async () => {
    const root = makeSite(
      {
        'docs/index.md': doc('Home', '# Home\n\nHome.', 'slug: /\n'),
        'docs/api/text.md': doc('Text', '# Text\n\nSee the [colours](../../docs/theming/colors).'),
        'docs/theming/colors.md': doc('Colors', '# Colors\n\nColours.'),
      },
      `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Orbit', url: 'https://orbit.example', baseUrl: '/docs/', docs: { path: 'docs' }, i18n: { defaultLocale: 'en', locales: ['en', 'ja'], layout: 'folders' } });\n`,
    );
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line} ${d.message}`)).toEqual([
      "broken-link docs/api/text.md:8 The link `../../docs/theming/colors` points to `/docs/theming/colors`, which is not a page of this site, on the page's `ja` locale.",
    ]);
  });
});

describe("an untranslated page's link to a heading of a translated one", () => {
  it("says the heading's id is translated there, and how to keep it, rather than to link another id (openapi-typescript's `./node#usage`)", async () => {
    const root = makeSite(
      {
        'docs/index.md': doc('Home', '# Home\n\nHome.', 'slug: /\n'),
        'docs/guide.md': doc('Guide', '# Guide\n\nSee [its usage](./node#usage) and [here](#nowhere).'),
        'docs/node.md': doc('Node', '# Node\n\n## Usage\n\nRun it.'),
        'docs/zh/node.md': doc('Node', '# Node\n\n## 使用\n\nRun it.'),
      },
      `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Orbit', url: 'https://orbit.example', docs: { path: 'docs' }, i18n: { defaultLocale: 'en', locales: ['en', 'zh'], layout: 'folders' } });\n`,
    );
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line} ${d.message}\n${d.hint}`)).toEqual([
      "broken-anchor docs/guide.md:8 The link `#nowhere` points to the anchor `#nowhere`, which is not a heading on this page.\nUse one of the page's heading ids, such as `#guide`, or add a heading with that id.",
      "broken-anchor docs/guide.md:8 The link `./node#usage` points to the anchor `#usage`, which is not a heading on `/zh/node`, on the page's `zh` locale.\n" +
        'This page has no `zh` translation, so its text is shown there and its link leads to `/zh/node`, whose headings are translated (`#node`, `#使用`): give the heading meant there the id the link names (`## Heading {#usage}`), or translate this page.',
    ]);
  });
});

describe("a translation whose extension differs from its page's (Starlight pairs them by slug)", () => {
  const site = (slugifyPaths: boolean) =>
    makeSite(
      {
        'docs/index.md': doc('Orbit', '# Orbit\n\nHome.', 'slug: /\n'),
        'docs/guide/setup.mdx': doc('Setup', '# Setup\n\nsetupwordenglish'),
        'docs/fr/guide/setup.md': doc('Installation', '# Installation\n\nsetupwordfrench'),
      },
      `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Orbit', url: 'https://orbit.example', docs: { path: 'docs', slugifyPaths: ${slugifyPaths} }, i18n: { defaultLocale: 'en', locales: ['en', 'fr'], layout: 'folders' } });\n`,
    );

  it('translates the page in a Starlight project (slugified paths), and is an orphan, as in Docusaurus, otherwise', async () => {
    const starlight = await build({ root: site(true), inMemory: true, strict: true });
    expect(starlight.diagnostics).toEqual([]);
    expect(starlight.files!.text('fr/guide/setup.html')).toContain('setupwordfrench');
    const docusaurus = await build({ root: site(false), inMemory: true });
    expect(docusaurus.diagnostics.map((d) => `${d.code} ${d.file}`)).toEqual(['translation-orphan docs/fr/guide/setup.md']);
    expect(docusaurus.files!.text('fr/guide/setup.html')).toContain('setupwordenglish');
  });
});

describe("a Starlight translation with a `slug:` of its own (Starlight's slugs start at the docs' root, locale included)", () => {
  it('is served under the locale once, as the translation of the page with the same slug', async () => {
    const root = makeSite(
      {
        'docs/index.md': doc('Orbit', '# Orbit\n\nHome.', 'slug: /\n'),
        'docs/guide/setup.md': doc('Setup', '# Setup\n\nsetupwordenglish', 'slug: guide/custom\n'),
        'docs/fr/guide/setup.md': doc('Installation', '# Installation\n\nsetupwordfrench', 'slug: fr/guide/custom\n'),
      },
      `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Orbit', url: 'https://orbit.example', docs: { path: 'docs', slugifyPaths: true }, i18n: { defaultLocale: 'en', locales: ['en', 'fr'], layout: 'folders' } });\n`,
    );
    const result = await build({ root, inMemory: true });
    const out = result.files!;
    expect(out.text('fr/guide/custom.html')).toContain('setupwordfrench');
    expect(out.text('fr/fr/guide/custom.html')).toBeUndefined();
    expect(out.text('guide/custom.html')).toContain('setupwordenglish');
  });
});

describe("a locale's folder named otherwise than its code (localeConfigs.<code>.path, Docusaurus' key)", () => {
  const site = (i18n: string, extra: Record<string, string>) =>
    makeSite(
      { 'docs/index.md': doc('Orbit', '# Orbit\n\nHome.', 'slug: /\n'), 'docs/guide/setup.md': doc('Setup', '# Setup\n\nsetupwordenglish'), ...extra },
      `import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 'Orbit', url: 'https://orbit.example', docs: { path: 'docs' }, i18n: ${i18n} });\n`,
    );

  it("reads Docusaurus' i18n/<path>/ folders: docs, code.json", async () => {
    const root = site("{ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { path: 'fr-FR' } } }", {
      'i18n/fr-FR/docusaurus-plugin-content-docs/current/guide/setup.md': doc('Installation', '# Installation\n\nsetupwordfrench'),
      'i18n/fr-FR/code.json': JSON.stringify({ 'theme.docs.paginator.next': { message: 'Page suivante, moussaillon' } }),
    });
    const result = await build({ root, inMemory: true, strict: true });
    expect(result.diagnostics).toEqual([]);
    expect(result.files!.text('fr/guide/setup.html')).toContain('setupwordfrench');
    expect(result.files!.text('fr/guide/setup.html')).toContain('Page suivante, moussaillon');
  });

  it("reads the folders layout's folder of that name, and keeps it out of the default locale", async () => {
    const root = site("{ defaultLocale: 'en', locales: ['en', 'zh-cn'], layout: 'folders', localeConfigs: { 'zh-cn': { path: 'zh-CN' } } }", {
      'docs/zh-CN/guide/setup.md': doc('安装', '# 安装\n\nsetupwordchinese'),
    });
    const result = await build({ root, inMemory: true, strict: true });
    expect(result.diagnostics).toEqual([]);
    expect(result.files!.text('zh-cn/guide/setup.html')).toContain('setupwordchinese');
    expect(result.files!.text('zh-CN/guide/setup.html')).toBeUndefined();
  });

  it('is a folder inside the site: a path that leaves it is a config error at its key', async () => {
    const root = site("{ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { path: '../elsewhere' } } }", {});
    const result = await build({ root, inMemory: true });
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0]!.message).toContain('i18n.localeConfigs.fr.path');
    expect(result.diagnostics[0]!.message).toContain('expected a folder path inside the site, without `..`');
  });
});

describe("a locale's own sidebars (docs.locales), as VitePress' locales have them", () => {
  const site = (locales: string) =>
    makeSite(
      {
        'docs/index.md': doc('Home', '# Home\n\nHome.', 'slug: /\n'),
        'docs/guide/setup.md': doc('Setup', '# Setup\n\nSetup.'),
        'docs/guide/limits.md': doc('Limits', '# Limits\n\nLimits.'),
        'docs/zh/guide/setup.md': doc('安装', '# 安装\n\n安装。'),
      },
      `import { defineConfig } from 'docsgen';
export default defineConfig({
  title: 'Orbit',
  url: 'https://orbit.example',
  docs: {
    path: 'docs',
    sidebars: { guide: [{ type: 'category', label: 'Guide', items: [{ type: 'doc', id: 'guide/setup', label: 'Setup' }, 'guide/limits'] }] },
    displayedSidebars: { '/guide/**': 'guide' },
    locales: ${locales},
  },
  i18n: { defaultLocale: 'en', locales: ['en', 'zh', 'fr'], layout: 'folders' },
});
`,
    );
  const sidebarText = (html: string) => [...html.matchAll(/class="sidebar-(?:link|category-label)[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);

  it("shows the locale's sidebar, of another structure and labels, on its pages; other locales keep the docs' own", async () => {
    const zh = `{ zh: { sidebars: { guide: [{ type: 'doc', id: 'guide/setup', label: '安装指南' }, { type: 'link', label: '更新日志', href: 'https://orbit.example/changelog' }] }, displayedSidebars: { '/zh/guide/**': 'guide' } } }`;
    const result = await build({ root: site(zh), inMemory: true, strict: true });
    expect(result.diagnostics).toEqual([]);
    const out = result.files!;
    const zhPage = sidebarText(out.text('zh/guide/setup.html')!);
    expect(zhPage).toContain('安装指南');
    expect(zhPage).toContain('更新日志');
    expect(zhPage).not.toContain('Guide');
    // A page the locale's sidebar does not list shows it too, by its route (`/zh/guide/**`), in the locale.
    expect(sidebarText(out.text('zh/guide/limits.html')!)).toContain('安装指南');
    expect(out.text('zh/guide/limits.html')).toContain('href="/zh/guide/setup"');
    expect(sidebarText(out.text('guide/setup.html')!)).toEqual(expect.arrayContaining(['Guide', 'Setup']));
    expect(sidebarText(out.text('fr/guide/setup.html')!)).toEqual(expect.arrayContaining(['Guide', 'Setup']));
  });

  it("checks the links of a locale's own sidebar, located at their line", async () => {
    const zh = `{ zh: { sidebars: { guide: [{ type: 'link', label: '不见了', href: '/zh/gone' }] } } }`;
    const result = await build({ root: site(zh), inMemory: true });
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`)).toEqual(['broken-link site.config.ts:9']);
  });

  it('is an error at its line when it names a locale the site does not build', async () => {
    const result = await build({ root: site(`{\n      de: { sidebars: {} },\n    }`), inMemory: true });
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line} ${d.message}`)).toEqual([
      'config-invalid site.config.ts:10 Invalid value at `docs.locales.de`: de is not one of `i18n.locales` (en, zh, fr).',
    ]);
  });
});
