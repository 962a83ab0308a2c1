/**
 * `layout: landing` front matter: a page that opens with a hero (title, tagline, buttons, picture) and feature cards,
 * its Markdown body below them, without sidebar, table of contents, breadcrumbs or previous/next links. Its links
 * are resolved and checked like a Markdown page's (base URL, broken links located at their front matter line, unsafe
 * schemes refused), its text is searchable, and a wrong `layout` is a located error. Also: the home doc at the top
 * of its sidebar has no breadcrumb trail of itself alone.
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { dataBlockOf } from '../support/page-data.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

/** A landing page at the site root, its front matter lines numbered from 1 as the file's are. */
const LANDING = [
  '---', //                                  1
  'layout: landing', //                      2
  'slug: /', //                              3
  'hero:', //                                4
  '  tagline: Plan work in cycles.', //      5
  '  actions:', //                           6
  '    - text: Get started', //              7
  '      link: /guide/cycles', //            8
  '    - text: Source', //                   9
  '      link: https://code.example/keel', // 10
  'features:', //                            11
  '  - title: Cycles', //                    12
  '    details: Time-boxed plans.', //       13
  '    link: ./guide/cycles.md#create-a-cycle', // 14
  '    icon: "⏱"', //                        15
  '  - title: Modules', //                   16
  '    details: Group <b>issues</b> by area.', // 17
  '---', //                                  18
  '',
  '## Read on',
  '',
  'The body comes after the cards.',
  '',
].join('\n');

const heading1 = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]);
const tabTitle = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];

describe('landing pages', () => {
  it('draws the hero, the buttons and cards with the base URL, then the body, with none of the doc chrome', async () => {
    const root = makeSite({ 'content/docs/intro.md': LANDING }, configText({ extra: "baseUrl: '/docs/'," }));
    const result = await build({ root, inMemory: true, strict: true });
    expect(result.diagnostics).toEqual([]);
    const home = result.files!.text('index.html')!;

    // One heading, the hero's: the site title by default, which is also the whole tab title.
    expect(heading1(home)).toEqual(['Fixture']);
    expect(tabTitle(home)).toBe('Fixture');
    expect(home).toContain('<p class="landing-tagline">Plan work in cycles.</p>');
    // The tagline is the page's description too, when the front matter gives none.
    expect(home).toContain('<meta name="description" content="Plan work in cycles.">');
    expect(home).toContain('<a class="landing-action landing-action-primary" href="/docs/guide/cycles">Get started</a>');
    expect(home).toContain('<a class="landing-action landing-action-secondary" href="https://code.example/keel">Source</a>');
    // A card's link written as a file resolves to its page, anchor kept; text stays text.
    expect(home).toContain('<h2 class="landing-feature-title"><a href="/docs/guide/cycles#create-a-cycle">Cycles</a></h2>');
    expect(home).toContain('<span class="landing-feature-icon" aria-hidden="true">⏱</span>');
    expect(home).toContain('<h2 class="landing-feature-title">Modules</h2><p class="landing-feature-details">Group &lt;b&gt;issues&lt;/b&gt; by area.</p>');
    expect(home).not.toContain('<b>issues</b>');
    // The body follows the cards.
    expect(home.indexOf('class="landing-features"')).toBeLessThan(home.indexOf('The body comes after the cards.'));

    // No sidebar, table of contents, breadcrumbs or previous/next, at full width.
    expect(home).toContain('class="layout layout-landing">');
    for (const chrome of ['layout-sidebar', 'layout-toc', 'toc-collapsible', 'class="breadcrumbs"', 'BreadcrumbList', 'class="pagination"'])
      expect(home).not.toContain(chrome);
    const block = dataBlockOf(home);
    expect('page' in block && block.page).toMatchObject({
      layout: 'landing',
      title: 'Fixture',
      sidebar: null,
      breadcrumbs: [],
      toc: [],
      prev: null,
      next: null,
    });

    // A doc page keeps its chrome, and lists the landing page in its sidebar.
    const cycles = result.files!.text('guide/cycles.html')!;
    expect(cycles).toContain('class="layout-sidebar"');
    expect(cycles).not.toContain('layout-landing');

    // In the sitemap, and searchable by its hero's and cards' text and its body.
    expect(result.files!.text('sitemap.xml')).toContain('<loc>https://fixture.example/docs</loc>');
    const records = result.records!.filter((r) => r.url_without_anchor === '/docs');
    expect(records.find((r) => r.type === 'lvl1')?.hierarchy.lvl1).toBe('Fixture');
    expect(records.map((r) => r.content).filter(Boolean)).toEqual([
      'Plan work in cycles.',
      'Time-boxed plans.',
      'Group <b>issues</b> by area.',
      'The body comes after the cards.',
    ]);
    expect(records.filter((r) => r.type === 'lvl2').map((r) => r.hierarchy.lvl2)).toEqual(['Cycles', 'Modules', 'Read on']);
  });

  it('ends a button with its icon, `right-arrow` or `external`, after its words; another icon is an error at its line', async () => {
    const page = LANDING.replace('      link: /guide/cycles', '      link: /guide/cycles\n      icon: right-arrow').replace(
      '      link: https://code.example/keel',
      '      link: https://code.example/keel\n      icon: external',
    );
    const result = await build({ root: makeSite({ 'content/docs/intro.md': page }), inMemory: true, strict: true });
    expect(result.diagnostics).toEqual([]);
    const home = result.files!.text('index.html')!;
    expect(home).toMatch(
      /<a class="landing-action landing-action-primary" href="\/guide\/cycles">Get started<svg class="landing-action-icon icon-right-arrow"[^>]*aria-hidden="true"/,
    );
    expect(home).toMatch(/>Source<svg class="landing-action-icon icon-external"/);
    const wrong = LANDING.replace('      link: /guide/cycles', '      link: /guide/cycles\n      icon: rocket');
    const refused = await build({ root: makeSite({ 'content/docs/intro.md': wrong }), inMemory: true });
    expect(refused.diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([['front-matter-unknown-key', 'warning', 9]]);
    expect(refused.files!.text('index.html')).toContain('>Get started</a>');
  });

  it("names the tab after the hero's own title, and the page elsewhere after its title", async () => {
    const text = LANDING.replace('hero:\n', 'title: Home\nhero:\n  title: Ship plans, not status\n');
    const root = makeSite({ 'content/docs/intro.md': text }, configText({ sidebar: "['intro', 'guide/cycles']" }));
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics).toEqual([]);
    const home = result.files!.text('index.html')!;
    expect(heading1(home)).toEqual(['Ship plans, not status']);
    expect(tabTitle(home)).toBe('Ship plans, not status | Fixture');
    // A subtitle (VitePress' `hero.text`) is a second line of the heading, not part of the tab's title.
    const sub = await build({
      root: makeSite(
        { 'content/docs/intro.md': LANDING.replace('hero:\n', 'hero:\n  title: Keel\n  subtitle: Plans for teams\n') },
        configText({ sidebar: "['intro', 'guide/cycles']" }),
      ),
      inMemory: true,
    });
    const subHome = sub.files!.text('index.html')!;
    expect(heading1(subHome)).toEqual(['Keel<span class="landing-subtitle">Plans for teams</span>']);
    expect(tabTitle(subHome)).toBe('Keel | Fixture');
    // The sidebar and the previous link of the next page name it by its `title`.
    const cycles = result.files!.text('guide/cycles.html')!;
    expect(cycles).toMatch(/<a class="pagination-link pagination-prev" href="\/" rel="prev">.*?Home<\/span><\/a>/);
  });

  it('copies a hero picture beside the page under its hash, with its size', async () => {
    const root = makeSite({ 'content/docs/intro.md': LANDING.replace('hero:\n', 'hero:\n  image: { src: ./card.png, alt: A card }\n') });
    copyFileSync(path.resolve('tests/fixtures/authoring/docs/img/card.png'), path.join(root, 'content/docs/card.png'));
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics).toEqual([]);
    const home = result.files!.text('index.html')!;
    const image = /<img class="landing-image" src="\/(assets\/img\/card-[0-9a-f]{8}\.png)" alt="A card" width="(\d+)" height="(\d+)"/.exec(home);
    expect(image).not.toBeNull();
    expect(result.files!.holds(image![1]!)).toBe(true);
  });

  it("draws the hero's icon large in the picture's place, hidden from screen readers", async () => {
    const result = await build({ root: makeSite({ 'content/docs/intro.md': LANDING.replace('hero:\n', 'hero:\n  icon: 🛰️\n') }), inMemory: true });
    expect(result.diagnostics).toEqual([]);
    const home = result.files!.text('index.html')!;
    expect(home).toContain('<header class="landing-hero landing-hero-with-image">');
    expect(home).toContain('<span class="landing-hero-icon" aria-hidden="true">🛰️</span>');
  });

  it('reports a layout docsgen does not have at its line, with the layouts there are', async () => {
    const root = makeSite({ 'content/docs/intro.md': LANDING.replace('layout: landing', 'layout: splash-page') });
    const result = await build({ root, inMemory: true });
    expect(result.ok).toBe(false);
    const problem = result.diagnostics.find((d) => d.code === 'front-matter-invalid');
    expect(problem).toMatchObject({ severity: 'error', file: 'content/docs/intro.md', line: 2 });
    expect(problem?.message).toContain('`splash-page`');
    expect(problem?.hint).toContain('`doc`, `landing`');
  });

  it('reports a broken button or card link as a broken link at its front matter line', async () => {
    const text = LANDING.replace('link: /guide/cycles\n', 'link: /guide/cycels\n').replace('link: ./guide/cycles.md#create-a-cycle', 'link: /guide/nowhere');
    const root = makeSite({ 'content/docs/intro.md': text });
    const result = await build({ root, inMemory: true });
    expect(result.ok).toBe(false);
    const broken = result.diagnostics.filter((d) => d.code === 'broken-link').map((d) => ({ file: d.file, line: d.line, message: d.message, hint: d.hint }));
    expect(broken).toEqual([
      expect.objectContaining({
        file: 'content/docs/intro.md',
        line: 8,
        message: expect.stringContaining('`/guide/cycels`'),
        hint: expect.stringContaining('`/guide/cycles`'),
      }),
      expect.objectContaining({ file: 'content/docs/intro.md', line: 14, message: expect.stringContaining('`/guide/nowhere`') }),
    ]);
  });

  it('refuses javascript: and data: addresses in buttons, cards and the picture, at their lines', async () => {
    const text = LANDING.replace('link: /guide/cycles\n', 'link: "java\\tscript:alert(1)"\n')
      .replace('link: ./guide/cycles.md#create-a-cycle', 'link: "data:text/html,<script>alert(1)</script>"')
      .replace('hero:\n', 'hero:\n  image:\n    src: "javascript:alert(2)"\n');
    const root = makeSite({ 'content/docs/intro.md': text });
    const result = await build({ root, inMemory: true });
    expect(result.ok).toBe(false);
    const unsafe = result.diagnostics.filter((d) => d.code === 'link-unsafe').map((d) => [d.line, d.severity]);
    // The picture's `src` is line 6 once it is added above the tagline; the lines below move down by two.
    expect(unsafe.sort()).toEqual(
      [
        [10, 'error'],
        [16, 'error'],
        [6, 'error'],
      ].sort(),
    );
  });

  it('points at a wrong value inside the hero, and warns about hero keys on a page that is not a landing page', async () => {
    const bad = LANDING.replace('  tagline: Plan work in cycles.', '  tagLine: Plan work in cycles.');
    const badResult = await build({ root: makeSite({ 'content/docs/intro.md': bad }), inMemory: true });
    expect(badResult.diagnostics.find((d) => d.code === 'front-matter-invalid')).toMatchObject({
      severity: 'error',
      file: 'content/docs/intro.md',
      line: 5,
      message: expect.stringContaining('`hero`'),
    });
    const missing = LANDING.replace('    - text: Source\n', '    - text: ""\n');
    const missingResult = await build({ root: makeSite({ 'content/docs/intro.md': missing }), inMemory: true });
    expect(missingResult.diagnostics.find((d) => d.code === 'front-matter-invalid')).toMatchObject({
      line: 9,
      message: expect.stringContaining('`hero.actions[1].text`'),
    });

    const notLanding = LANDING.replace('layout: landing\n', '');
    const result = await build({ root: makeSite({ 'content/docs/intro.md': notLanding }), inMemory: true });
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([
      ['front-matter-landing-only', 'warning', 3],
      ['front-matter-landing-only', 'warning', 10],
    ]);
    expect(result.files!.text('index.html')).not.toContain('landing-hero');
  });
});

describe('breadcrumbs of the home doc', () => {
  it('leaves out a trail that would name only the page itself, and keeps the others', async () => {
    const root = makeSite(
      { 'content/docs/guide/index.md': doc('Guide', '# Guide\n\nThe guide.') },
      configText({
        sidebar: "['intro', { type: 'category', label: 'Guide', link: { type: 'doc', id: 'guide/index' }, items: ['guide/cycles', 'guide/modules'] }]",
      }),
    );
    const result = await build({ root, inMemory: true });
    expect(result.diagnostics).toEqual([]);
    const home = result.files!.text('index.html')!;
    expect(home).not.toContain('class="breadcrumbs"');
    expect(home).not.toContain('BreadcrumbList');
    expect(result.files!.text('guide/cycles.html')).toMatch(/class="breadcrumbs"[\s\S]*?>Home<[\s\S]*?>Guide<[\s\S]*?>Cycles</);
  });
});
