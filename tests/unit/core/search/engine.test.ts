import { describe, expect, it } from 'vitest';
import { recordsOf } from '../../../support/markdown.js';
import { buildSearchFiles, memoryIndex } from '../../../../src/search/index-file.js';
import { answerQueries, EngineError, runQuery } from '../../../../core/search/engine.js';

const cycles = await recordsOf(
  '/cycles',
  'Cycles',
  '# Cycles\n\nA cycle is a time box for \\<work\\> & focus.\n\n## Create a cycle :plan[Pro]\n\nOpen the project and press :kbd[Q].\n\n### Dates\n\n- Pick a start date\n- Pick an end date\n\n| Field | Meaning |\n| --- | --- |\n| Name | What the team calls it |',
  'Planning',
);
const modules = await recordsOf(
  '/modules',
  'Modules',
  '# Modules\n\nModules group work items by feature, unlike cycles which group them by time.\n\n## Archive a module\n\nArchiving hides a finished module.',
  'Planning',
  ['components'],
);
const slack = await recordsOf('/slack', 'Slack', '# Slack\n\nConnect Slack to get notifications about work items in your channels.', 'Integrations');
const all = [...cycles, ...modules, ...slack];
const index = memoryIndex(buildSearchFiles(all, 'docs-v3'));
const ask = (query: string, extra: Record<string, unknown> = {}) => runQuery(index, { indexName: 'docs-v3', query, ...extra });

describe('the search engine', () => {
  it('ranks headings above body text, and a fully covered heading first', async () => {
    const result = await ask('cycles');
    expect(result.hits[0]).toMatchObject({ type: 'lvl1', url: '/cycles' });
    expect(result.hits.findIndex((h) => h.url === '/modules')).toBeGreaterThan(0);
  });

  it('matches a prefix of the last word only, and tolerates one-letter typos', async () => {
    expect((await ask('module arch')).hits[0]).toMatchObject({ url: '/modules#archive-a-module' });
    expect((await ask('arch module')).nbHits).toBe(0); // no prefix on a word that is not the last
    expect((await ask('notifcations')).hits[0]).toMatchObject({ url: '/slack' });
    expect((await ask('componnents')).hits[0]).toMatchObject({ url: '/modules', type: 'lvl1' }); // keywords, with a typo
  });

  it('counts two swapped neighbouring letters as one typo, and allows two typos from 8 letters only (as Algolia)', async () => {
    expect((await ask('cycel')).hits[0]).toMatchObject({ url: '/cycles', type: 'lvl1' });
    expect((await ask('mdoules')).hits[0]).toMatchObject({ url: '/modules' });
    expect((await ask('archvie module')).hits[0]).toMatchObject({ url: '/modules#archive-a-module' });
    // Seven letters allow one typo, eight allow two.
    expect((await ask('moduxes')).hits.length).toBeGreaterThan(0);
    expect((await ask('mxduxes')).nbHits).toBe(0);
    expect((await ask('notifxcatxons')).hits[0]).toMatchObject({ url: '/slack' });
  });

  it('finds a hyphenated word written as one, and the other way round', async () => {
    const menus = [
      ...(await recordsOf('/menus', 'Menus', '# Menus\n\nEvery dropdown lists the views of a project.')),
      ...(await recordsOf('/pickers', 'Pickers', '# Pickers\n\nThe drop-down next to the title picks a state.')),
    ];
    const folded = memoryIndex(buildSearchFiles(menus, 'menus'));
    const urls = async (query: string) => new Set((await runQuery(folded, { indexName: 'menus', query })).hits.map((h) => h.url));
    expect(await urls('dropdown')).toEqual(new Set(['/menus', '/pickers']));
    expect(await urls('drop-down')).toEqual(new Set(['/menus', '/pickers']));
    expect(await urls('drop down')).toEqual(new Set(['/pickers']));
  });

  it('highlights from escaped text and snippets around the match', async () => {
    const hit = (await ask('focus', { highlightPreTag: '<mark>', highlightPostTag: '</mark>', attributesToSnippet: ['content:4'], snippetEllipsisText: '…' }))
      .hits[0]!;
    expect(hit._highlightResult.content).toEqual({
      value: 'A cycle is a time box for &lt;work&gt; &amp; <mark>focus</mark>.',
      matchLevel: 'full',
      matchedWords: ['focus'],
    });
    expect((hit._snippetResult as { content: { value: string } }).content.value).toBe('…box for &lt;work&gt; &amp; <mark>focus</mark>.');
    expect((hit._highlightResult.hierarchy as Record<string, { matchLevel: string }>).lvl1!.matchLevel).toBe('none');
  });

  it('honours hitsPerPage, page, attributesToRetrieve, clickAnalytics and facetFilters', async () => {
    const first = await ask('cycle', { hitsPerPage: 2 });
    expect(first.hits).toHaveLength(2);
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 2));
    expect((await ask('cycle', { hitsPerPage: 2, page: 1 })).hits[0]!.objectID).not.toBe(first.hits[0]!.objectID);
    const slim = (await ask('slack', { attributesToRetrieve: ['hierarchy.lvl1', 'url'] })).hits[0]!;
    expect(Object.keys(slim).sort()).toEqual(['_highlightResult', 'hierarchy', 'objectID', 'url']);
    expect(slim.hierarchy).toEqual({ lvl1: 'Slack' });
    expect((await ask('slack')).queryID).toBeUndefined();
    expect((await ask('slack', { clickAnalytics: true })).queryID).toMatch(/^[0-9a-f]{32}$/);
    expect((await ask('slack', { facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] })).nbHits).toBeGreaterThan(
      0,
    );
    expect((await ask('slack', { facetFilters: ['language:fr'] })).nbHits).toBe(0);
    expect((await ask('cycle', { facetFilters: ['hierarchy.lvl0:Integrations'] })).nbHits).toBe(0);
    expect((await ask('work', { facetFilters: ['hierarchy.lvl0:Integrations'] })).hits.every((h) => h.url === '/slack')).toBe(true);
  });

  it("keeps each record's language and version in an index of several locales and versions, and filters on them", async () => {
    const scoped = (records: typeof all, language: string, tag: string) =>
      records.map((r) => ({ ...r, objectID: `${language}-${tag}-${r.objectID}`, language, docusaurus_tag: tag }));
    const mixed = memoryIndex(
      buildSearchFiles(
        [...scoped(slack, 'en', 'docs-default-2.0'), ...scoped(slack, 'fr', 'docs-default-2.0'), ...scoped(slack, 'en', 'docs-default-1.0')],
        'docs-v3',
      ),
    );
    const find = async (language: string, tag: string) =>
      (
        await runQuery(mixed, {
          indexName: 'docs-v3',
          query: 'slack',
          facetFilters: [`language:${language}`, ['docusaurus_tag:default', `docusaurus_tag:${tag}`]],
        })
      ).hits.map((h) => [h.language, h.docusaurus_tag]);
    expect(new Set((await find('fr', 'docs-default-2.0')).map(String))).toEqual(new Set(['fr,docs-default-2.0']));
    expect(new Set((await find('en', 'docs-default-1.0')).map(String))).toEqual(new Set(['en,docs-default-1.0']));
    expect(await find('fr', 'docs-default-1.0')).toEqual([]);
  });

  it('answers the multi-query body and refuses unknown indexes', async () => {
    const body = {
      requests: [
        { indexName: 'docs-v3', query: 'slack' },
        { indexName: 'docs-v3', query: '' },
      ],
    };
    const answer = await answerQueries(index, body);
    expect(answer.results.map((r) => r.nbHits > 0)).toEqual([true, false]);
    await expect(answerQueries(index, { requests: [{ indexName: 'other', query: 'x' }] })).rejects.toThrow(EngineError);
    await expect(answerQueries(index, {})).rejects.toThrow('The body must be');
  });

  it('treats words as optional with optionalWords, for suggestions', async () => {
    expect((await ask('slack zebra')).nbHits).toBe(0);
    expect((await ask('slack zebra', { optionalWords: 'slack zebra' })).hits[0]).toMatchObject({ url: '/slack' });
  });

  it('never reads or writes through prototype keys, and treats non-numbers as the defaults', async () => {
    const result = await ask('cycles', {
      attributesToRetrieve: ['__proto__.polluted', 'constructor.prototype.polluted', 'hierarchy.lvl1'],
      hitsPerPage: Number.NaN,
      page: 'x',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(result.hitsPerPage).toBe(20);
    expect(result.page).toBe(0);
    expect(result.hits[0]).toMatchObject({ hierarchy: { lvl1: 'Cycles' } });
    expect((await ask(7 as unknown as string)).nbHits).toBe(0);
  });
});
