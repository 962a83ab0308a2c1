/**
 * A navbar `doc` item (`{ type: 'doc', docId }`, as in Docusaurus) links to that doc's route; an unknown id fails the
 * build at its config line. A `dropdown` item is a menu of such entries, links and sidebars, checked alike.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

const siteWith = (items: string, files: Record<string, string> = {}) => makeSite(files, configText({ extra: `navbar: { items: ${items} },` }));

describe('navbar doc items', () => {
  it("link to the doc's route, labelled with the given label or else the doc's sidebar label", async () => {
    const root = siteWith(
      `[
      { type: 'doc', docId: 'guide/cycles', label: 'Start here' },
      { type: 'doc', docId: 'guide/modules', position: 'right' },
    ]`,
      { 'content/docs/guide/modules.md': doc('Modules', '# Modules\n\nText.', 'sidebar_label: All modules\n') },
    );
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics).toEqual([]);
    const html = result.files!.text('index.html')!;
    expect(html).toMatch(/<div class="navbar-items"><a class="navbar-link is-active" href="\/guide\/cycles">Start here<\/a><\/div>/);
    expect(html).toMatch(/<div class="navbar-items navbar-items-right">.*<a class="navbar-link is-active" href="\/guide\/modules">All modules<\/a>/);
  });

  it("link to a category's generated index named by its slug, as Docusaurus' global data lists it among the docs", async () => {
    // apify/crawlee: `{ type: 'doc', docId: '/examples' }` for the Examples category's `slug: '/examples'`.
    const sidebar = `['intro', { type: 'category', label: 'Guide', link: { type: 'generated-index', slug: '/all-guides' }, items: ['guide/cycles'] }]`;
    const root = makeSite({}, configText({ sidebar, extra: `navbar: { items: [{ type: 'doc', docId: '/all-guides', label: 'Guides' }] },` }));
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.files!.text('index.html')!).toMatch(/<div class="navbar-items"><a class="navbar-link" href="\/all-guides">Guides<\/a><\/div>/);
  });

  it('fail the build on an unknown doc id, at its config line, with the closest ids', async () => {
    const root = siteWith(`[{ type: 'doc', docId: 'guide/cycle', label: 'Cycles' }]`);
    const line =
      readFileSync(path.join(root, 'site.config.ts'), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes("'guide/cycle'")) + 1;
    const result = await build({ root, inMemory: true });
    expect(result.ok).toBe(false);
    const problem = result.diagnostics.find((d) => d.code === 'navbar-unknown-doc');
    expect(problem).toMatchObject({
      severity: 'error',
      file: 'site.config.ts',
      line,
      message: 'The navbar item "Cycles" refers to the doc id `guide/cycle`, which does not exist.',
    });
    expect(problem!.hint).toMatch(/^Did you mean `guide\/cycles`/);
  });
  it("suggest only ids an author can write: docs' ids and generated indexes' slugs, never a page's, a post's or a tag page's", async () => {
    // Offered `page:js.js` and `blog:/blog` (apify/crawlee), ids docsgen gives pages and posts, which no navbar item finds.
    const sidebar = `['intro', { type: 'category', label: 'Guide', link: { type: 'generated-index', slug: '/all-guides' }, items: ['guide/cycles'] }]`;
    const root = makeSite(
      {
        'blog/2024-01-15-all-guides.md': '---\ntitle: All guides\ntags: [all-guides]\n---\n\nThe guides are out.\n',
        'src/pages/all-guides.md': '# All guides\n\nA page.\n',
      },
      configText({ sidebar, extra: `navbar: { items: [{ type: 'doc', docId: 'all-guide', label: 'Guides' }] },` }),
    );
    const result = await build({ root, inMemory: true });
    const problem = result.diagnostics.find((d) => d.code === 'navbar-unknown-doc');
    const suggested = [...(/^Did you mean (.*?)\? /.exec(problem?.hint ?? '')?.[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(suggested).toEqual(['/all-guides', 'intro', 'guide/cycles']);
  });
});

describe('navbar dropdown items', () => {
  const menu = `[
      {
        type: 'dropdown',
        label: 'Guides',
        items: [
          { label: 'Cycles', href: '/guide/cycles#create-a-cycle' },
          { type: 'doc', docId: 'guide/modules' },
          { type: 'docSidebar', sidebarId: 'docs', label: 'Everything' },
          { label: 'Elsewhere', href: 'https://elsewhere.example/' },
        ],
      },
    ]`;

  it('draw a menu of their links, docs and sidebars under the label, the current page marked', async () => {
    const result = await build({ root: siteWith(menu), inMemory: true });
    expect(result.diagnostics).toEqual([]);
    const html = result.files!.text('guide/modules.html')!;
    const dropdown = /<div class="navbar-items"><div class="dropdown">.*?<\/ul><\/div><\/div>/.exec(html)?.[0] ?? '';
    expect(dropdown).toMatch(/<button[^>]*class="navbar-link dropdown-toggle"[^>]*>Guides<svg/);
    const entries = [...dropdown.matchAll(/<a class="dropdown-item[^"]*" href="([^"]+)"([^>]*)>([^<]+)<\/a>/g)].map(
      ([, href, attributes, label]) => `${label} ${href}${attributes!.includes('aria-current="true"') ? ' (current)' : ''}`,
    );
    expect(entries).toEqual([
      'Cycles /guide/cycles#create-a-cycle',
      'Modules /guide/modules (current)',
      'Everything /',
      'Elsewhere https://elsewhere.example/',
    ]);
  });

  it('fail the build on an entry that leads nowhere, each at its config line', async () => {
    const root = siteWith(menu.replace("docId: 'guide/modules'", "docId: 'guide/module'").replace('#create-a-cycle', '#no-such-heading'));
    const lineOf = (text: string) =>
      readFileSync(path.join(root, 'site.config.ts'), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes(text)) + 1;
    const result = await build({ root, inMemory: true });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => `${d.code} ${d.line}`).sort()).toEqual(
      [`broken-anchor ${lineOf('#no-such-heading')}`, `navbar-unknown-doc ${lineOf("'guide/module'")}`].sort(),
    );
  });
});

describe('links a locale or version dropdown adds', () => {
  it('stand before and after its entries, make a dropdown of a single version, and are checked', async () => {
    const item = (after: string) =>
      `[{ type: 'docsVersionDropdown', dropdownItemsBefore: [{ label: 'All releases', href: 'https://releases.example/' }], dropdownItemsAfter: [{ label: 'Changelog', href: '${after}' }] }]`;
    const result = await build({ root: siteWith(item('/guide/modules')), inMemory: true });
    expect(result.diagnostics).toEqual([]);
    const html = result.files!.text('guide/cycles.html')!;
    const menu = /<ul class="dropdown-menu"[^]*?<\/ul>/.exec(html)?.[0] ?? '';
    expect([...menu.matchAll(/<a class="dropdown-item[^"]*" href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => `${label} ${href}`)).toEqual([
      'All releases https://releases.example/',
      'Next /',
      'Changelog /guide/modules',
    ]);
    const broken = await build({ root: siteWith(item('/guide/modulez')), inMemory: true });
    expect(broken.diagnostics.map((d) => `${d.code} ${d.file}`)).toEqual(['broken-link site.config.ts']);
  });
});
