import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotVersion } from '../../src/cli/version.js';
import { build } from '../../src/session/build.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';
import { pageDataOf } from '../support/page-data.js';

const messages = (diagnostics: Diagnostic[]) =>
  [...diagnostics].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)).map((d) => `${d.severity} ${d.file}:${d.line ?? ''} ${d.message}`);

describe('a valid site', async () => {
  const root = makeSite({ 'content/static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
  const result = await build({ root, strict: true });
  const out = path.join(root, 'build');
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

  it('builds without problems into the output folder', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.pages).toBe(3);
    for (const file of ['index.html', 'guide/cycles.html', 'guide/modules.html', '404.html', 'search.html', 'sitemap.xml', 'robots.txt', 'img/logo.svg']) {
      expect(existsSync(path.join(out, file)), file).toBe(true);
    }
    expect(readdirSync(path.join(out, 'assets')).some((f) => /^app-[A-Z0-9]+\.js$/.test(f))).toBe(true);
    expect(readdirSync(root).filter((f) => f.includes('.tmp-') || f.includes('.old-'))).toEqual([]);
  });

  it('writes head metadata: title, description, canonical, Open Graph, language', () => {
    const html = read('guide/cycles.html');
    expect(html).toContain('<html lang="en" dir="ltr" data-theme="dark">');
    expect(html).toContain('<title>Cycles | Fixture</title>');
    expect(html).toContain('<meta name="description" content="About cycles.">');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example/guide/cycles">');
    expect(html).toContain('<meta property="og:title" content="Cycles | Fixture">');
    expect(html).toContain('<meta property="og:url" content="https://fixture.example/guide/cycles">');
  });

  it('renders the layout: navbar title, sidebar with the current page, article, table of contents, prev/next', () => {
    const html = read('guide/cycles.html');
    expect(html).toMatch(/<a class="navbar-brand" href="\/">.*Fixture/);
    expect(html).toContain('<nav class="sidebar" aria-label="Docs sidebar">');
    expect(html).toMatch(/<a class="sidebar-link is-active" href="\/guide\/cycles" aria-current="page">Cycles<\/a>/);
    expect(html).toContain('<article class="markdown"><h1 id="cycles">Cycles</h1>');
    expect(html).toContain('<a href="#create-a-cycle">Create a cycle</a>');
    expect(html).toMatch(/rel="prev"><span class="pagination-label">Previous<\/span><span class="pagination-title">Introduction/);
    expect(html).toMatch(/rel="next"><span class="pagination-label">Next<\/span><span class="pagination-title">Modules/);
    expect(html).toContain('href="/guide/modules"'); // the ./modules.md link, rewritten to its route
  });

  it('gives client navigation the page data and body in the page itself, with no second copy', () => {
    const data = pageDataOf(read('guide/cycles.html'), (url) => read(url.slice(1)));
    // Besides search, one JSON file: what every page shares (strings, the sidebar's tree), named by its content.
    expect(readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json') && !f.includes('search'))).toEqual([
      expect.stringMatching(/^assets\/site-[0-9a-f]{10}\.json$/),
    ]);
    expect(data.sidebar!.map((item) => item.label)).toEqual(['Introduction', 'Guide']);
    expect(read('guide/cycles.html')).not.toContain('"sidebar":[');
    expect(data).toMatchObject({ kind: 'doc', route: '/guide/cycles', title: 'Cycles', toc: [{ id: 'create-a-cycle', depth: 2 }] });
    expect(data.bodyHtml).toContain('<h2 id="create-a-cycle">');
  });

  it('writes a sitemap of every route but the noindex search page, and a robots.txt', () => {
    const xml = read('sitemap.xml');
    for (const route of ['/', '/guide/cycles', '/guide/modules']) expect(xml).toContain(`<loc>https://fixture.example${route}</loc>`);
    expect(xml).not.toContain('/search<');
    expect(read('search.html')).toContain('<meta name="robots" content="noindex">');
    expect(xml.match(/<changefreq>weekly<\/changefreq><priority>0.5<\/priority>/g)).toHaveLength(3);
    expect(read('robots.txt')).toContain('Sitemap: https://fixture.example/sitemap.xml');
  });

  it('writes a not-found page that links home and to search', () => {
    const html = read('404.html');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<h1>Page not found</h1>');
    expect(html).toContain('href="/search"');
  });

  it('puts the configured titleDelimiter between page and site in the tab title, on the page and for client navigation', async () => {
    const root = makeSite({}, configText({ extra: "titleDelimiter: '·'," }));
    const r = await build({ root, inMemory: true });
    expect(r.ok).toBe(true);
    const html = r.files!.text('guide/cycles.html');
    expect(html).toContain('<title>Cycles · Fixture</title>');
    expect(html).toContain('"titleDelimiter":"·"');
  });

  it('builds the pages docs.include and docs.exclude choose, in the docs folder and in each version', async () => {
    const files = {
      'content/docs/_changelog.md': doc('Changelog', 'What changed.'),
      'content/docs/drafts/idea.md': doc('Idea', 'Not yet.'),
      'content/docs/guide/extra.mdx': doc('Extra', 'MDX, which `include` leaves out here.'),
    };
    const byDefault = await build({ root: makeSite(files), inMemory: true });
    expect(['_changelog.html', 'drafts/idea.html', 'guide/extra.html'].map((file) => byDefault.files!.holds(file))).toEqual([false, true, true]);

    const globs = "path: 'content/docs',\n    include: ['**/*.md', '**/_*.md'],\n    exclude: ['drafts/**'],";
    const root = makeSite(files, configText().replace("path: 'content/docs',", globs));
    expect((await snapshotVersion(root, '1.0')).ok).toBe(true);
    const r = await build({ root, inMemory: true });
    expect(r.diagnostics).toEqual([]);
    // 1.0, the last version, is served at the docs' root, and the docs folder (current) at next/.
    for (const base of ['', 'next/']) {
      const built = ['_changelog.html', 'drafts/idea.html', 'guide/extra.html', 'guide/cycles.html'].map((file) => r.files!.holds(base + file));
      expect(built, base || 'version 1.0').toEqual([true, false, false, true]);
    }
  });

  it('renders a doc outside every sidebar without one', async () => {
    const loose = makeSite({ 'content/docs/loose.md': doc('Loose', 'No sidebar here. Back [home](/).') });
    const r = await build({ root: loose, strict: true });
    expect(r.ok).toBe(true);
    const html = readFileSync(path.join(loose, 'build/loose.html'), 'utf8');
    expect(html).not.toContain('aria-label="Docs sidebar"');
  });
});

describe('errors and warnings', () => {
  it('fails on a broken route link, naming file, line and the closest route', async () => {
    const root = makeSite({ 'content/docs/guide/modules.md': doc('Modules', '# Modules\n\nSee [cycles](/guide/cycle).') });
    const result = await build({ root, inMemory: true });
    expect(result.ok).toBe(false);
    expect(messages(result.diagnostics)).toEqual([
      'error content/docs/guide/modules.md:8 The link `/guide/cycle` points to `/guide/cycle`, which is not a page of this site.',
    ]);
    expect(result.diagnostics[0]!.hint).toContain('`/guide/cycles`');
  });

  it("writes a link that names a page in another case with the page's route, and warns", async () => {
    // facebookexperimental/Recoil: `/docs/refine/introduction` for `docs/refine/Introduction.md`, which Docusaurus' router matches.
    const root = makeSite({
      'content/docs/guide/Upper-Case.md': doc('Upper', '# Upper\n\nA page whose file name has capitals.'),
      'content/docs/guide/modules.md': doc('Modules', '# Modules\n\nSee [upper](/guide/upper-case#upper) and [again](./UPPER-case).'),
    });
    const result = await build({ root, inMemory: true });
    expect(messages(result.diagnostics)).toEqual([
      "warning content/docs/guide/modules.md:8 The link `/guide/upper-case#upper` names the page `/guide/Upper-Case` in another case; it is written as the page's route, which a host that serves files by their name needs.",
      "warning content/docs/guide/modules.md:8 The link `./UPPER-case` names the page `/guide/Upper-Case` in another case; it is written as the page's route, which a host that serves files by their name needs.",
    ]);
    const page = result.files!.text('guide/modules.html')!;
    expect(page).toContain('<a href="/guide/Upper-Case#upper">upper</a>');
    expect(page).toContain('<a href="/guide/Upper-Case">again</a>');
  });

  it('warns on broken anchors and Markdown file links, and --strict turns them into failures', async () => {
    const root = makeSite({
      'content/docs/guide/modules.md': doc('Modules', '# Modules\n\n[a](/guide/cycles#nope) [b](./gone.md) [c](#missing)'),
    });
    const lenient = await build({ root, inMemory: true });
    expect(lenient.ok).toBe(true);
    expect(lenient.diagnostics.map((d) => [d.severity, d.code])).toEqual([
      ['warning', 'broken-anchor'],
      ['warning', 'broken-markdown-link'],
      ['warning', 'broken-anchor'],
    ]);
    const strict = await build({ root, inMemory: true, strict: true });
    expect(strict.ok).toBe(false);
  });

  it('reports an unknown sidebar doc id with the closest ids', async () => {
    const root = makeSite({}, configText({ sidebar: "['intro', 'guide/cylces']" }));
    const result = await build({ root, inMemory: true });
    expect(messages(result.diagnostics)).toEqual([
      'error site.config.ts:11 The sidebar `docs` (docs.sidebars.docs[1]) refers to the doc id `guide/cylces`, which does not exist.',
    ]);
    expect(result.diagnostics[0]!.hint).toMatch(/^Did you mean `guide\/cycles`/);
  });

  it("fails a category with nothing to link to with the spec's message", async () => {
    const root = makeSite({}, configText({ sidebar: "['intro', 'guide/cycles', 'guide/modules', { type: 'category', label: 'Later', items: [] }]" }));
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics.map((d) => d.message)).toEqual(["Sidebar doesn't have anything to be linked to"]);
  });

  it('reports a navbar item pointing at an unknown sidebar id', async () => {
    const root = makeSite({}, configText({ extra: "navbar: { items: [{ type: 'docSidebar', sidebarId: 'dcos', label: 'Docs' }] }," }));
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics.map((d) => d.message)).toEqual(['The navbar item "Docs" refers to the sidebar id `dcos`, which does not exist.']);
    expect(result.diagnostics[0]!.hint).toContain('`docs`');
  });

  it('reports an unknown docs version name with the known names', async () => {
    const root = makeSite({}, configText({ extra: '\n' }).replace('docs: {', "docs: {\n    versions: { 'v9': { label: 'v9' } },"));
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics.map((d) => [d.message, d.hint])).toEqual([
      ['The docs version `v9` in the config does not exist.', 'Known version names: `current`. Fix the name in `docs.versions` or `docs.lastVersion`.'],
    ]);
  });

  it('reports malformed front matter and values of the wrong type with file and line', async () => {
    const root = makeSite({
      'content/docs/guide/cycles.md': '---\ntitle: Cycles\nhide_title: sometimes\n---\n# Cycles\n',
      'content/docs/guide/modules.md': '---\ntitle: Modules\ndescription: a: b: c\n---\n# Modules\n',
    });
    const result = await build({ root, inMemory: true });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.code.startsWith('front-matter')).map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual([
      'content/docs/guide/cycles.md:3 front-matter-invalid',
      'content/docs/guide/modules.md:3 front-matter-syntax',
    ]);
  });

  it('reports two docs claiming one route', async () => {
    const root = makeSite({ 'content/docs/other.md': doc('Other', 'Text.', 'slug: /guide/cycles\n') });
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics.map((d) => d.message)).toContain(
      'Two docs claim the route `/guide/cycles`: content/docs/guide/cycles.md and content/docs/other.md.',
    );
  });

  it('reports an unknown directive, keeping colons in text and accepting HTML', async () => {
    const root = makeSite({ 'content/docs/guide/modules.md': doc('Modules', '# Modules\n\nNote:this at 10:30.\n\n:::sidebar\nx\n:::\n\n<span>hi</span>') });
    const result = await build({ root, inMemory: true });
    expect(messages(result.diagnostics)).toEqual(['error content/docs/guide/modules.md:10 Unknown directive `:::sidebar`.']);
  });

  it('reports a config value of the wrong type with its key path', async () => {
    const root = makeSite({}, configText({ extra: "onBrokenLinks: 'explode'," }));
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]!.message).toBe('Invalid value at `onBrokenLinks`: Invalid option: expected one of "throw"|"warn"|"ignore".');
    expect(result.diagnostics[0]).toMatchObject({ file: 'site.config.ts', line: 17 });
  });

  it("fails hosted search without credentials with the spec's messages", async () => {
    const root = makeSite({}, configText({ extra: "search: { provider: 'algolia', indexName: 'fixture-docs-v3' }," }));
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics.map((d) => d.message)).toEqual(['`appId` is missing.', '`apiKey` is missing.']);
  });

  it('reports every problem of a build together', async () => {
    const root = makeSite({
      'content/docs/guide/cycles.md': doc('Cycles', '# Cycles\n\n[x](/nowhere)\n\n:::aside\ny\n:::'),
      'content/docs/guide/modules.md': doc('Modules', '# Modules\n\n[z](/gone)'),
    });
    const result = await build({ root, inMemory: true });
    // The intro's anchor into cycles breaks too, since this cycles page lost its heading.
    expect(result.diagnostics.map((d) => d.code).sort()).toEqual(['broken-anchor', 'broken-link', 'broken-link', 'directive-invalid']);
  });

  it('leaves the previous output untouched when a build fails', async () => {
    const root = makeSite({});
    expect((await build({ root })).ok).toBe(true);
    const before = readFileSync(path.join(root, 'build/guide/cycles.html'), 'utf8');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path.join(root, 'content/docs/guide/cycles.md'), doc('Cycles', '[broken](/missing)'));
    const failed = await build({ root });
    expect(failed.ok).toBe(false);
    expect(readFileSync(path.join(root, 'build/guide/cycles.html'), 'utf8')).toBe(before);
    expect(readdirSync(root).filter((f) => f.includes('.tmp-') || f.includes('.old-'))).toEqual([]);
  });
});
