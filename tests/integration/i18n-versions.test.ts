/**
 * Locales and docs versions in a built site (issue 18, points 4 and 5): the fixture in Docusaurus' layout builds
 * every locale and version under its prefix, with counterparts, banners, fallbacks, scoped search records and a
 * sitemap covering all; `--locale` builds one; `docsgen version` snapshots what the build then serves.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { snapshotVersion } from '../../src/cli/version.js';
import { makeSite } from '../support/fixture-site.js';
import { serve } from '../../src/server/serve.js';
import { dataBlockOf } from '../support/page-data.js';

function fixture(change?: (root: string) => void): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-i18n-versions-'));
  cpSync(path.resolve('tests/fixtures/i18n-versions'), root, { recursive: true });
  change?.(root);
  return root;
}

const menuHrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*role="menuitem"/g)].map((m) => m[1]);

describe('a site with three locales and three versions', () => {
  it('builds each locale and version under its prefix, with --strict', async () => {
    const result = await build({ root: fixture(), inMemory: true, strict: true });
    expect(result.diagnostics).toEqual([]);
    const files = result.files!;
    for (const page of [
      'intro.html',
      'next/whats-new.html',
      '1.0/intro.html',
      'fr/guides/install.html',
      'fr/next/whats-new.html',
      'fr/1.0/reference/api.html',
      'ar/intro.html',
      'ar/next/intro.html',
      'fr/404.html',
      'ar/search.html',
    ]) {
      expect(files.text(page), page).toBeDefined();
    }
    expect(files.text('1.0/guides/configure.html')).toBeUndefined();
    expect(files.text('whats-new.html')).toBeUndefined();
    // Each version's words, and relative links resolving within the version.
    expect(files.text('1.0/intro.html')).toContain('lanternbasalt');
    expect(files.text('1.0/intro.html')).toContain('href="/1.0/guides/install#before-you-start"');
    expect(files.text('next/intro.html')).toContain('lanterngranite');
    expect(files.text('fr/intro.html')).toContain('eclairquartz');
  });

  it("sends a translated page's absolute links to its own locale's pages, as Docusaurus' <Link> does, but not its static files", async () => {
    const root = fixture((dir) => {
      const intro = path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md');
      writeFileSync(
        intro,
        readFileSync(intro, 'utf8') +
          '\nVoir aussi [avant de commencer](/next/guides/install#before-you-start), [la même page](/fr/next/intro) et [le guide en PDF](/files/guide.pdf).\n',
      );
      mkdirSync(path.join(dir, 'static/files'), { recursive: true });
      writeFileSync(path.join(dir, 'static/files/guide.pdf'), '%PDF-1.4\n');
    });
    const result = await build({ root, inMemory: true, strict: true });
    expect(result.diagnostics).toEqual([]);
    const page = result.files!.text('fr/next/intro.html')!;
    expect(page).toContain('href="/fr/next/guides/install#before-you-start">avant de commencer</a>');
    expect(page).toContain('href="/fr/next/intro">la même page</a>');
    expect(page).toContain('href="/files/guide.pdf">le guide en PDF</a>');
  });

  it("shows the docs' version badge on docs pages only, not on the blog's (pnpm.io showed it on every post)", async () => {
    const root = fixture((dir) => {
      const config = path.join(dir, 'site.config.ts');
      writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Lantern',", "title: 'Lantern',\n  blog: {},"));
      mkdirSync(path.join(dir, 'blog'), { recursive: true });
      writeFileSync(path.join(dir, 'blog/2024-01-01-hello.md'), '---\ntitle: Hello\n---\n\nA post.\n\n<!-- truncate -->\n\nMore.\n');
    });
    const files = (await build({ root, inMemory: true })).files!;
    expect(files.text('next/intro.html')).toContain('class="version-badge"');
    expect(files.text('blog.html')).not.toContain('class="version-badge"');
    expect(files.text('blog/2024/01/01/hello.html')).not.toContain('class="version-badge"');
  });

  it('links a translated page\'s "Edit this page" to the default locale\'s file, unless editLocalizedFiles says otherwise', async () => {
    // immerjs/immer: every zh-CN page linked its translation's file, where Docusaurus links the English one.
    const withEditUrl = (extra: string) =>
      fixture((dir) => {
        const config = path.join(dir, 'site.config.ts');
        const text = readFileSync(config, 'utf8');
        writeFileSync(config, text.replace(/docs: \{/, `docs: {\n    editUrl: 'https://github.com/lantern/lantern/edit/main/',${extra}`));
      });
    const editLink = (html: string) => /href="(https:\/\/github\.com\/lantern\/lantern\/edit\/main\/[^"]+)"/.exec(html)?.[1];
    const plain = (await build({ root: withEditUrl(''), inMemory: true })).files!;
    expect(editLink(plain.text('next/intro.html')!)).toBe('https://github.com/lantern/lantern/edit/main/docs/intro.md');
    expect(editLink(plain.text('fr/next/intro.html')!)).toBe('https://github.com/lantern/lantern/edit/main/docs/intro.md');
    expect(editLink(plain.text('fr/intro.html')!)).toBe('https://github.com/lantern/lantern/edit/main/versioned_docs/version-2.0/intro.md');
    const localized = (await build({ root: withEditUrl('\n    editLocalizedFiles: true,'), inMemory: true })).files!;
    expect(editLink(localized.text('fr/next/intro.html')!)).toBe(
      'https://github.com/lantern/lantern/edit/main/i18n/fr/docusaurus-plugin-content-docs/current/intro.md',
    );
  });

  it('marks pages with their language, direction and counterparts in every locale', async () => {
    const files = (await build({ root: fixture(), inMemory: true })).files!;
    const install = files.text('fr/next/guides/install.html')!;
    expect(install).toContain('<html lang="fr" dir="ltr" data-theme="dark">');
    expect(install).toContain('<link rel="alternate" hreflang="en" href="https://lantern.example.com/next/guides/install">');
    expect(install).toContain('<link rel="alternate" hreflang="ar" href="https://lantern.example.com/ar/next/guides/install">');
    expect(install).toContain('<link rel="alternate" hreflang="x-default" href="https://lantern.example.com/next/guides/install">');
    // Locales in the config's order; versions in Docusaurus' order: the current docs, then versions.json's.
    expect(menuHrefs(install)).toEqual([
      '/next/guides/install',
      '/fr/next/guides/install',
      '/ar/next/guides/install',
      '/fr/next/guides/install',
      '/fr/guides/install',
      '/fr/1.0/guides/install',
    ]);
    expect(files.text('ar/intro.html')).toContain('<html lang="ar" dir="rtl" data-theme="dark">');
    // The version dropdown falls back to the version's home where it has no such page.
    expect(menuHrefs(files.text('next/guides/configure.html')!).slice(3)).toEqual(['/next/guides/configure', '/guides/configure', '/1.0/intro']);
  });

  it('shows banners on unreleased and unmaintained versions, the version badge, and the untranslated notice', async () => {
    const files = (await build({ root: fixture(), inMemory: true })).files!;
    const text = (file: string) => files.text(file)!.replace(/<[^>]+>/g, '');
    expect(text('next/guides/install.html')).toContain(
      'This page documents Lantern Next, which is not released yet.For the current documentation, read the latest version (2.0).',
    );
    expect(files.text('next/guides/install.html')).toMatch(/class="version-banner"[^]*?<a href="\/guides\/install"><strong>latest version<\/strong><\/a>/);
    expect(text('1.0/intro.html')).toContain('This page documents Lantern 1.0, which is no longer maintained.');
    expect(files.text('intro.html')).not.toContain('version-banner');
    expect(files.text('1.0/intro.html')).toContain('<span class="version-badge">Version: 1.0</span>');
    expect(files.text('fr/guides/configure.html')).toContain('<div class="untranslated-notice" role="note">Cette page n’est pas encore traduite');
    expect(files.text('fr/guides/install.html')).not.toContain('untranslated-notice');
    // The French interface strings, with the site's code.json override.
    expect(files.text('fr/intro.html')).toContain('>Passer au contenu principal</a>');
  });

  it("takes a locale's sidebar and version labels from Docusaurus' <version>.json beside its translations", async () => {
    const files = (await build({ root: fixture(), inMemory: true, strict: true })).files!;
    const french = files.text('fr/next/guides/install.html')!;
    expect(french).toMatch(/<button[^>]*class="sidebar-toggle"[^>]*>[^]*?Guides pratiques/);
    expect(french).toContain('<span class="version-badge">Version : Prochaine</span>');
    expect(french).toMatch(/class="navbar-link dropdown-toggle"[^>]*title="Version de la documentation"[^>]*>Prochaine/);
    // Only that locale and version: the French 2.0 pages and the English next pages keep the labels as written.
    expect(files.text('fr/guides/install.html')).not.toContain('Guides pratiques');
    expect(files.text('next/guides/install.html')).not.toContain('Guides pratiques');
  });

  it("translates the navbar and footer labels from Docusaurus' docusaurus-theme-classic files, and leads their links to the locale's pages", async () => {
    const files = (await build({ root: fixture(), inMemory: true, strict: true })).files!;
    const french = files.text('fr/guides/install.html')!;
    expect(french).toContain('<a class="navbar-link is-active" href="/fr/guides/install">Installer</a>');
    expect(french).toMatch(/Lanterne[^]*<a href="\/fr\/intro">Présentation<\/a>[^]*Écrit par les auteurs de Lantern\./);
    const english = files.text('guides/install.html')!;
    expect(english).toContain('<a class="navbar-link is-active" href="/guides/install">Install</a>');
    expect(english).toContain('Written by the Lantern authors.');
  });

  it('gives search records the language and version tag of their page, and each page its own filters', async () => {
    const result = await build({ root: fixture(), inMemory: true });
    const pairs = new Set(result.records!.map((r) => `${r.language} ${r.docusaurus_tag} ${r.url.split('/')[1]}`));
    expect(pairs).toContain('en docs-default-2.0 intro');
    expect(pairs).toContain('en docs-default-current next');
    expect(pairs).toContain('fr docs-default-1.0 fr');
    expect(result.records!.filter((r) => r.content?.includes('lanternbasalt')).every((r) => r.docusaurus_tag === 'docs-default-1.0')).toBe(true);
    expect(result.files!.text('ar/next/intro.html')).toContain(
      '"facetFilters":["language:ar",["docusaurus_tag:default","docusaurus_tag:docs-default-current"]]',
    );
  });

  it('lists every locale and version in the sitemap', async () => {
    const sitemap = (await build({ root: fixture(), inMemory: true })).files!.text('sitemap.xml')!;
    for (const route of ['/intro', '/next/whats-new', '/1.0/intro', '/fr/intro', '/ar/1.0/reference/api']) {
      expect(sitemap).toContain(`<loc>https://lantern.example.com${route}</loc>`);
    }
    // Search pages are `noindex`, and left out as Docusaurus leaves such pages out.
    expect(sitemap).not.toContain('/search<');
  });

  it('reports a problem of an English page once, though the other locales show it untranslated', async () => {
    const root = fixture((dir) => {
      const file = path.join(dir, 'docs/guides/configure.md');
      writeFileSync(file, readFileSync(file, 'utf8') + '\nSee [the missing page](./missing.md).\n');
    });
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics.map((d) => [d.code, d.file])).toEqual([['broken-markdown-link', 'docs/guides/configure.md']]);
  });

  it("forwards each locale's root to its home, for full loads and for client navigation", async () => {
    const result = await build({ root: fixture(), inMemory: true });
    expect(result.files!.text('fr.html')).toContain('/fr/intro');
    expect(dataBlockOf(result.files!.text('index.html')!)).toEqual({ redirect: '/intro' });
    expect(dataBlockOf(result.files!.text('fr.html')!)).toEqual({ redirect: '/fr/intro' });
    expect(dataBlockOf(result.files!.text('1.0.html')!)).toEqual({ redirect: '/1.0/intro' });
  });

  it("answers a missing page under a locale with that locale's 404 page", async () => {
    const root = fixture();
    expect((await build({ root, strict: true, compress: false })).ok).toBe(true);
    const server = await serve({ dir: path.join(root, 'build'), port: 0 });
    try {
      const french = await fetch(`${server.url}/fr/nowhere`);
      expect(french.status).toBe(404);
      expect(await french.text()).toContain('<html lang="fr" dir="ltr"');
      const english = await fetch(`${server.url}/nowhere/at/all`);
      expect(english.status).toBe(404);
      expect(await english.text()).toContain('<html lang="en" dir="ltr"');
    } finally {
      await server.close();
    }
  });

  it('leaves out a translation of no page, with a warning, as Docusaurus leaves it out', async () => {
    const root = fixture((dir) => {
      writeFileSync(path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/guides/orphan.md'), '# Orpheline\n\nAucune page ne correspond.\n');
    });
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.file])).toEqual([
      ['translation-orphan', 'warning', 'i18n/fr/docusaurus-plugin-content-docs/current/guides/orphan.md'],
    ]);
    expect(result.files!.text('fr/next/guides/orphan.html')).toBeUndefined();
  });

  it('builds one locale with --locale, and refuses a code the site does not have', async () => {
    const result = await build({ root: fixture(), inMemory: true, strict: true, locale: 'fr' });
    expect(result.diagnostics).toEqual([]);
    const pages = [...result.files!.files.keys()].filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((f) => !f.startsWith('fr/') && f !== 'fr.html')).toEqual([]);
    const unknown = await build({ root: fixture(), inMemory: true, locale: 'it' });
    expect(unknown.ok).toBe(false);
    expect(unknown.diagnostics.map((d) => d.code)).toEqual(['locale-unknown']);
  });

  it("resolves file links into another version's folder, and from the site root, as Docusaurus does", async () => {
    const root = fixture((dir) =>
      writeFileSync(
        path.join(dir, 'docs/links.md'),
        '# Links\n\nThe [old intro](../versioned_docs/version-1.0/intro.md), [this one](/docs/intro.md) and [the last](/versioned_docs/version-2.0/intro.md#anchorless).\n',
      ),
    );
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics.filter((d) => d.file?.endsWith('links.md') && d.code !== 'broken-anchor')).toEqual([]);
    const html = result.files!.text('next/links.html')!;
    expect(html).toContain('<a href="/1.0/intro">old intro</a>');
    expect(html).toContain('<a href="/next/intro">this one</a>');
    expect(html).toContain('<a href="/intro#anchorless">the last</a>');
  });

  it("builds the released versions alone with Docusaurus' includeCurrentVersion: false, the docs folder gone", async () => {
    const root = fixture((dir) => {
      const config = path.join(dir, 'site.config.ts');
      writeFileSync(
        config,
        readFileSync(config, 'utf8').replace("current: { label: 'Next' },", '').replace('docs: {', 'docs: {\n    includeCurrentVersion: false,'),
      );
      rmSync(path.join(dir, 'docs'), { recursive: true });
      rmSync(path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current'), { recursive: true, force: true });
      rmSync(path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current.json'), { force: true });
    });
    const result = await build({ root, inMemory: true, strict: true });
    expect(result.diagnostics).toEqual([]);
    const files = result.files!;
    expect(files.text('intro.html')).toContain('lanternquartz');
    expect(files.text('1.0/intro.html')).toContain('lanternbasalt');
    expect(files.text('fr/intro.html')).toContain('eclairquartz');
    expect([...files.files.keys()].filter((f) => /(^|\/)next(\/|\.html$)/.test(f))).toEqual([]);
    // The locale menu, then the version menu: the two released versions only.
    expect(menuHrefs(files.text('intro.html')!)).toEqual(['/intro', '/fr/intro', '/ar/intro', '/intro', '/1.0/intro']);
    expect(files.text('sitemap.xml')).not.toContain('/next/');
  });

  it('refuses includeCurrentVersion: false on a site without a released version, at its line', async () => {
    const root = fixture((dir) => {
      const config = path.join(dir, 'site.config.ts');
      writeFileSync(config, readFileSync(config, 'utf8').replace('docs: {', 'docs: {\n    includeCurrentVersion: false,'));
      writeFileSync(path.join(dir, 'versions.json'), '[]');
    });
    const result = await build({ root, inMemory: true });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['versions-none-included', 'site.config.ts', 46],
      ['version-unknown', 'site.config.ts', 49],
    ]);
  });
});

describe('docsgen version, then build', () => {
  it('serves the snapshot at the root and the docs folder under /next, each with its own text', async () => {
    const root = makeSite({});
    expect((await snapshotVersion(root, '1.0')).ok).toBe(true);
    const intro = path.join(root, 'content/docs/intro.md');
    writeFileSync(intro, readFileSync(intro, 'utf8').replace(/\n*$/, '\n\nWritten after 1.0 was released.\n'));
    const result = await build({ root, inMemory: true, strict: true });
    expect(result.diagnostics).toEqual([]);
    const files = [...result.files!.files.keys()].filter((f) => f.endsWith('.html'));
    const isNext = (f: string) => f === 'next.html' || f.startsWith('next/');
    // The intro (`slug: /`) is the home of each version: `/` for 1.0, `/next` for the docs folder.
    expect(files.filter(isNext).sort()).toEqual(['next.html', 'next/guide/cycles.html', 'next/guide/modules.html']);
    expect(result.files!.text('next.html')).toContain('Written after 1.0');
    expect(result.files!.text('index.html')).not.toContain('Written after 1.0');
  });

  it("reads a version's sidebars in early Docusaurus 2's layout, every name and doc id prefixed with the version", async () => {
    const root = makeSite({});
    expect((await snapshotVersion(root, '1.0')).ok).toBe(true);
    const file = path.join(root, 'versioned_sidebars/version-1.0-sidebars.json');
    const prefixed = (items: unknown[]): unknown[] =>
      items.map((item) =>
        typeof item === 'string'
          ? `version-1.0/${item}`
          : (item as { type: string }).type === 'doc'
            ? { ...(item as object), id: `version-1.0/${(item as { id: string }).id}` }
            : (item as { type: string }).type === 'category'
              ? { ...(item as object), items: prefixed((item as { items: unknown[] }).items) }
              : item,
      );
    const sidebars = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown[]>;
    writeFileSync(file, JSON.stringify(Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [`version-1.0/${name}`, prefixed(items)])), null, 2));
    expect(readFileSync(file, 'utf8')).toContain('"version-1.0/guide/cycles"');
    const result = await build({ root, inMemory: true, strict: true });
    expect(result.diagnostics).toEqual([]);
    expect(result.files!.text('guide/cycles.html')).toMatch(/<a class="sidebar-link is-active" href="\/guide\/cycles" aria-current="page">/);
  });
});
