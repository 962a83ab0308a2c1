/**
 * The fidelity comparison of bench/fidelity/compare.mjs on small hand-written pages in each generator's markup: it
 * finds the main content, leaves the chrome out, reads headings and counts, scores text similarity, and says
 * which routes each build has.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareBuilds, comparePages, readPage, routeOf, similarity, toMarkdown } from '../../../bench/fidelity/compare.mjs';

const docusaurusDoc = (body: string) =>
  `<!doctype html><html><head><title>Reading a table | Tidewater</title></head><body><nav class="navbar">Tidewater Docs Blog</nav><div class="main-wrapper"><main><div class="container"><article>` +
  `<nav class="theme-doc-breadcrumbs">Home › Guides</nav><div class="theme-doc-toc-mobile">On this page</div>` +
  `<div class="theme-doc-markdown markdown">${body}</div><footer class="theme-doc-footer">Edit this page</footer></article>` +
  `<nav class="pagination-nav">Previous Next</nav></div></main></div><footer class="footer">Copyright</footer></body></html>`;

const docsgenDoc = (body: string) =>
  `<!doctype html><html><head><title>Reading a table | Tidewater</title></head><body><nav class="navbar">Tidewater Docs Blog</nav><div class="layout"><aside class="layout-sidebar">Intro Guides</aside>` +
  `<main id="main-content"><nav class="breadcrumbs">Home Guides</nav><article class="markdown">${body}</article>` +
  `<nav class="pagination">Previous Next</nav></main></div><footer class="footer">Copyright</footer></body></html>`;

const DOCUSAURUS_BODY =
  `<header><h1>Reading a table</h1></header><p>One row per turn of the tide.</p>` +
  `<h2 class="anchor" id="columns">The columns<a href="#columns" class="hash-link" aria-label="Direct link">\u200b</a></h2>` +
  `<table><tr><td>Time</td></tr></table>` +
  `<div class="theme-admonition theme-admonition-tip alert"><div>tip</div><div><p>Keep a year of readings.</p></div></div>` +
  `<div class="theme-code-block"><pre class="prism-code"><code>tidewater predict</code></pre><button aria-label="Copy"></button></div>` +
  `<div class="tabs-container"><ul role="tablist"><li role="tab">npm</li><li role="tab">Yarn</li></ul><div role="tabpanel"><p>Install it.</p></div></div>` +
  `<p><img src="/img/harbour.svg" alt="A harbour"></p>`;

const DOCSGEN_BODY =
  `<h1>Reading a table</h1><p>One row per turn of the tide.</p>` +
  `<h2 id="columns">The columns<a class="hash-link" href="#columns" aria-label="Link to this section">#</a></h2>` +
  `<div class="table-wrapper"><table><tr><td>Time</td></tr></table></div>` +
  `<div class="admonition admonition-tip" role="note"><p class="admonition-heading"><span>Tip</span></p><div class="admonition-content"><p>Keep a year of readings.</p></div></div>` +
  `<div class="code-block"><pre><code>tidewater predict</code></pre><button class="copy-button" hidden>Copy</button></div>` +
  `<div class="tabs"><div class="tabs-list" role="tablist"><button role="tab">npm</button><button role="tab">Yarn</button></div><div class="tabs-panel" role="tabpanel"><p>Install it.</p></div></div>` +
  `<p><img src="/img/harbour.svg" alt="A harbour"></p>`;

describe('readPage', () => {
  it("reads Docusaurus' doc content without its breadcrumbs, mobile TOC, footer, pagination or hash links", () => {
    const page = readPage(docusaurusDoc(DOCUSAURUS_BODY), 'docusaurus');
    expect(page.found).toBe(true);
    expect(page.headings).toEqual([
      { level: 1, text: 'Reading a table', id: null },
      { level: 2, text: 'The columns', id: 'columns' },
    ]);
    expect(page.text).toBe(
      'Reading a table One row per turn of the tide. The columns Time tip Keep a year of readings. tidewater predict npm Yarn Install it.',
    );
    expect(page.counts).toEqual({ code: 1, tabs: 1, admonitions: 1, images: 1, tables: 1 });
  });

  it("reads docsgen's article without the hash links, copy button, navigation or sidebar", () => {
    const page = readPage(docsgenDoc(DOCSGEN_BODY), 'docsgen');
    expect(page.found).toBe(true);
    expect(page.headings.map((h) => `h${h.level} ${h.text} #${h.id}`)).toEqual(['h1 Reading a table #null', 'h2 The columns #columns']);
    expect(page.text).toBe('Reading a table One row per turn of the tide. The columns Time Tip Keep a year of readings. tidewater predict npmYarn Install it.');
    expect(page.counts).toEqual({ code: 1, tabs: 1, admonitions: 1, images: 1, tables: 1 });
  });

  it('says when the main content is not where the generator puts it, and reads the body then', () => {
    const page = readPage('<html><body><h2>Loose</h2><p>text</p></body></html>', 'docsgen');
    expect(page.found).toBe(false);
    expect(page.text).toBe('Loose text');
  });
});

describe('similarity', () => {
  it('is 1 for texts that differ only in whitespace and case, and falls with each edit', () => {
    expect(similarity('Keep  a year\nof readings.', 'keep a year of readings.')).toBe(1);
    expect(similarity('abcdefghij', 'abcdefghiX')).toBeCloseTo(0.9, 10);
    expect(similarity('abcdefghij', 'abcde')).toBeCloseTo(0.5, 10);
    expect(similarity('', '')).toBe(1);
    expect(similarity('abc', '')).toBe(0);
  });
});

describe('comparePages', () => {
  it('finds the same page in both markups: similarity 1, same headings and counts', () => {
    const row = comparePages('/docs/reading', docusaurusDoc(DOCUSAURUS_BODY), docsgenDoc(DOCSGEN_BODY));
    expect(row.presence).toBe('both');
    expect(row.similarity).toBe(1);
    expect(row.headingsDiffer).toBeNull();
    expect(row.idsDiffer).toEqual([]);
    expect(row.titles).toBeNull();
    expect(row.counts!.docsgen).toEqual(row.counts!.docusaurus);
  });

  it('reports a dropped paragraph in the similarity and a changed heading where the sequences part', () => {
    const changed = DOCSGEN_BODY.replace('<p>One row per turn of the tide.</p>', '')
      .replace('<h2 id="columns">The columns', '<h3 id="columns">Columns')
      .replace('</h2>', '</h3>');
    const row = comparePages('/docs/reading', docusaurusDoc(DOCUSAURUS_BODY), docsgenDoc(changed));
    expect(row.similarity).toBeLessThan(0.85);
    expect(row.headingsDiffer).toBe('#2: Docusaurus h2 The columns, docsgen h3 Columns');
  });

  it('reports a page whose <title> differs', () => {
    const row = comparePages(
      '/docs/reading',
      docusaurusDoc(DOCUSAURUS_BODY),
      docsgenDoc(DOCSGEN_BODY).replace('Reading a table | Tidewater', 'Reading a table - Tidewater'),
    );
    expect(row.titles).toEqual({ docusaurus: 'Reading a table | Tidewater', docsgen: 'Reading a table - Tidewater' });
  });

  it('reports a heading with another id', () => {
    const row = comparePages('/docs/reading', docusaurusDoc(DOCUSAURUS_BODY), docsgenDoc(DOCSGEN_BODY.replaceAll('columns"', 'columns-1"')));
    expect(row.headingsDiffer).toBeNull();
    expect(row.idsDiffer).toEqual(['columns ≠ columns-1']);
  });

  it('compares two redirect pages by where they send the reader, not by their text', () => {
    const docusaurusRedirect = (to: string) =>
      `<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=${to}"><link rel="canonical" href="${to}" /></head><script>window.location.href = '${to}';</script></html>`;
    const docsgenRedirect = (to: string) =>
      `<!doctype html><html lang="en"><head><title>Tidewater</title><meta http-equiv="refresh" content="0; url=${to}"></head><body><p><a href="${to}">Go to the Tidewater documentation</a></p></body></html>`;
    const same = comparePages('/entities', docusaurusRedirect('/docs/entity/entities'), docsgenRedirect('https://tidewater.example/docs/entity/entities/'));
    expect(same).toMatchObject({ presence: 'both', similarity: 1, titles: null, redirect: { same: true } });
    const elsewhere = comparePages('/entities', docusaurusRedirect('/docs/entity/entities'), docsgenRedirect('/docs/entities'));
    expect(elsewhere).toMatchObject({ similarity: 0, redirect: { docusaurus: '/docs/entity/entities', docsgen: '/docs/entities', same: false } });
    // A redirect on one side only is compared as a page, and differs.
    expect(comparePages('/entities', docusaurusDoc(DOCUSAURUS_BODY), docsgenRedirect('/docs/reading')).redirect).toBeUndefined();
  });

  it('marks a route that only one build has', () => {
    expect(comparePages('/blog/authors', docusaurusDoc('<h1>Authors</h1>'), null).presence).toBe('docusaurus only');
    expect(comparePages('/docs/extra', null, docsgenDoc('<h1>Extra</h1>')).presence).toBe('docsgen only');
  });
});

describe('compareBuilds', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-fidelity-unit-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, html: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), html);
  };

  it('pairs docs/x/index.html with docs/x.html, skips the not-found and search pages, and measures the goal over the Docusaurus routes', () => {
    expect(routeOf(path.join('docs', 'x', 'index.html'))).toBe('/docs/x');
    expect(routeOf('index.html')).toBe('/');
    write('docusaurus/docs/reading/index.html', docusaurusDoc(DOCUSAURUS_BODY));
    write('docusaurus/docs/other.html', docusaurusDoc('<h1>Other</h1><p>Something else entirely, at length.</p>'));
    write('docusaurus/blog/authors.html', docusaurusDoc('<h1>Authors</h1>'));
    write('docusaurus/404.html', docusaurusDoc('<h1>Not found</h1>'));
    write('docsgen/docs/reading.html', docsgenDoc(DOCSGEN_BODY));
    write('docsgen/docs/other.html', docsgenDoc('<h1>Other</h1><p>Nothing like it.</p>'));
    write('docsgen/search.html', docsgenDoc('<h1>Search</h1>'));
    write('docsgen/docs/extra.html', docsgenDoc('<h1>Extra</h1>'));
    const result = compareBuilds(path.join(root, 'docusaurus'), path.join(root, 'docsgen'));
    expect(result.rows.map((r) => [r.route, r.presence])).toEqual([
      ['/blog/authors', 'docusaurus only'],
      ['/docs/extra', 'docsgen only'],
      ['/docs/other', 'both'],
      ['/docs/reading', 'both'],
    ]);
    expect(result.summary).toMatchObject({ docusaurusRoutes: 3, missing: ['/blog/authors'], extra: ['/docs/extra'], headingsDiffer: [], goalMet: false });
    // One page of three at ≥ 0.95.
    expect(result.summary.shareClose).toBeCloseTo(1 / 3, 10);
    const table = toMarkdown(result);
    expect(table).toContain('missing: /blog/authors');
    expect(table).toContain('| /docs/reading | both | 1.000 | same | same | 1 | 1 | 1 | 1 | 1 |');
  });
});
