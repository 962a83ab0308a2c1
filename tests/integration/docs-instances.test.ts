/**
 * Several docs folders in one site (issue 33, item 7), as Docusaurus' docs plugin instances: the fixture's `docs/`
 * and `community/` (versioned, translated in part) build each under its own route with its own sidebars, versions,
 * search tag and navbar items; links between them are checked like any other, and a broken one is reported.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import type { PageDataBlock } from '../../core/route-data.js';
import { dataBlockOf } from '../support/page-data.js';

function fixture(change?: (root: string) => void): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-docs-instances-'));
  cpSync(path.resolve('tests/fixtures/docs-instances'), root, { recursive: true });
  change?.(root);
  return root;
}

const sidebarOf = (html: string) => html.match(/<nav class="sidebar"[\s\S]*?<\/nav>/)?.[0] ?? '';
const hrefsIn = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
const navbarLinks = (html: string) => [...html.matchAll(/<a class="navbar-link(?: is-active)?" href="([^"]*)">([^<]*)</g)].map((m) => `${m[2]} ${m[1]}`);
const menuHrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*role="menuitem"/g)].map((m) => m[1]);

function edit(root: string, file: string, change: (text: string) => string): void {
  const at = path.join(root, file);
  writeFileSync(at, change(readFileSync(at, 'utf8')));
}

describe('a site with two docs instances', () => {
  it('builds each instance under its own route, each version and locale under its prefix, with --strict', async () => {
    const result = await build({ root: fixture(), inMemory: true, strict: true });
    expect(result.diagnostics).toEqual([]);
    const files = result.files!;
    // The community instance's last version (1.0, from community_versions.json) at its root, its folder under /next.
    expect(files.text('docs/intro.html')).toContain('harborkeel');
    expect(files.text('community/intro.html')).toContain('harborreef');
    expect(files.text('community/next/intro.html')).toContain('harbortide');
    expect(files.text('community/next/support.html')).toContain('harbortide');
    // French: the translated community page, the others the English text marked untranslated.
    expect(files.text('fr/community/next/intro.html')).toContain('phareecume');
    expect(files.text('fr/docs/setup.html')).toContain('harborkeel');
    // Each instance's root forwards to its home; the site's root to the `docs` key's.
    expect(dataBlockOf(files.text('community.html')!)).toMatchObject({ redirect: '/community/intro' });
    expect(dataBlockOf(files.text('index.html')!)).toMatchObject({ redirect: '/docs/intro' });
    // The sitemap and llms.txt hold both instances.
    const sitemap = files.text('sitemap.xml')!;
    for (const route of ['/docs/setup', '/community/support', '/community/next/intro', '/fr/community/intro'])
      expect(sitemap).toContain(`<loc>https://harbor.example.com${route}</loc>`);
    expect(files.text('llms.txt')).toContain('(https://harbor.example.com/docs/setup.md)');
    expect(files.text('llms.txt')).toContain('(https://harbor.example.com/community/support.md)');
  });

  it("shows each instance's own sidebar, and resolves navbar items against the instance they name", async () => {
    const files = (await build({ root: fixture(), inMemory: true })).files!;
    const docsPage = files.text('docs/intro.html')!;
    expect(hrefsIn(sidebarOf(docsPage))).toEqual(['/docs/intro', '/docs/setup']);
    expect(hrefsIn(sidebarOf(files.text('community/next/intro.html')!))).toEqual(['/community/next/intro', '/community/next/support']);
    // From the docs: the community sidebar and doc in its last version; from a community page, in that page's version.
    expect(navbarLinks(docsPage)).toEqual(['Guide /docs/intro', 'Community /community/intro', 'Support /community/support']);
    expect(navbarLinks(files.text('community/next/intro.html')!)).toEqual([
      'Guide /docs/intro',
      'Community /community/next/intro',
      'Support /community/next/support',
    ]);
    // The community version dropdown: on a docs page each version's home; on a community page this page in each version.
    expect(menuHrefs(docsPage).slice(0, 2)).toEqual(['/community/next/intro', '/community/intro']);
    expect(menuHrefs(files.text('community/next/support.html')!).slice(0, 2)).toEqual(['/community/next/support', '/community/support']);
    // Counterparts stay within the instance: a docs page has no version of the community's, though ids repeat.
    const alternates = (html: string) => (dataBlockOf(html) as PageDataBlock).page.alternates;
    expect(alternates(docsPage)).toEqual({ locales: { en: '/docs/intro', fr: '/fr/docs/intro' }, versions: { current: '/docs/intro' } });
    expect(alternates(files.text('community/intro.html')!)?.versions).toEqual({ current: '/community/next/intro', '1.0': '/community/intro' });
  });

  it("tags search records with their instance's version, and searches every instance from any page", async () => {
    const result = await build({ root: fixture(), inMemory: true });
    const tagOf = (word: string) => new Set(result.records!.filter((r) => r.content?.includes(word)).map((r) => `${r.language} ${r.docusaurus_tag}`));
    expect(tagOf('harborkeel')).toEqual(new Set(['en docs-default-current', 'fr docs-default-current']));
    expect(tagOf('harborreef')).toEqual(new Set(['en docs-community-1.0', 'fr docs-community-1.0']));
    expect(tagOf('phareecume')).toEqual(new Set(['fr docs-community-current']));
    expect(result.files!.text('docs/intro.html')).toContain(
      '"facetFilters":["language:en",["docusaurus_tag:default","docusaurus_tag:docs-default-current","docusaurus_tag:docs-community-1.0"]]',
    );
    expect(result.files!.text('community/next/intro.html')).toContain(
      '"facetFilters":["language:en",["docusaurus_tag:default","docusaurus_tag:docs-community-current","docusaurus_tag:docs-default-current"]]',
    );
  });

  it('links between instances by file path and by URL, in the same locale', async () => {
    const files = (await build({ root: fixture(), inMemory: true, strict: true })).files!;
    expect(files.text('docs/intro.html')).toContain('href="/community/next/intro#ask-a-question"');
    expect(files.text('docs/intro.html')).toContain('href="/community/support"');
    expect(files.text('docs/setup.html')).toContain('href="/community/next/support"');
    expect(files.text('community/next/intro.html')).toContain('href="/docs/intro"');
    expect(files.text('fr/community/next/intro.html')).toContain('href="/fr/docs/intro"');
  });

  it('reports a broken link into another instance, by file path and by URL', async () => {
    const root = fixture((dir) => edit(dir, 'docs/setup.md', (text) => `${text}\nSee [the rules](../community/rules.md) and [the desk](/community/desk).\n`));
    const result = await build({ root, inMemory: true });
    const problems = result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`);
    expect(problems).toContain('broken-markdown-link docs/setup.md:5');
    expect(problems).toContain('broken-link docs/setup.md:5');
    expect(result.ok).toBe(false);
  });

  it('reports a navbar item naming no docs instance, and routes two instances both build', async () => {
    const root = fixture((dir) => {
      edit(dir, 'site.config.ts', (text) =>
        text
          .replace("label: 'Support', position: 'left', docsPluginId: 'community'", "label: 'Support', position: 'left', docsPluginId: 'comunity'")
          // Both instances at /docs: the community's 1.0 intro lands on the docs' intro.
          .replace("routeBasePath: '/community'", "routeBasePath: '/docs'"),
      );
    });
    const result = await build({ root, inMemory: true });
    const codes = result.diagnostics.map((d) => `${d.code} ${d.file}`);
    expect(codes).toContain('navbar-unknown-docs-instance site.config.ts');
    expect(codes).toContain('route-duplicate community_versioned_docs/version-1.0/intro.md');
    expect(result.diagnostics.find((d) => d.code === 'navbar-unknown-docs-instance')!.message).toBe(
      'The navbar item "Support" refers to the docs instance `comunity`, which does not exist.',
    );
  });
});
