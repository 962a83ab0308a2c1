/** Algolia's typo criterion in the embedded engine: exact and prefix matches first, and only the words that matched best highlighted. */
import { describe, expect, it } from 'vitest';
import { recordsOf } from '../../../support/markdown.js';
import { buildSearchFiles, memoryIndex } from '../../../../src/search/index-file.js';
import { runQuery } from '../../../../core/search/engine.js';

const boards = await recordsOf(
  '/boards',
  'Boards',
  '# Boards\n\n## Draw.io diagrams\n\nEmbed a diagram in a page.\n\n## Move cards\n\nDrag a card to another column.',
  'Guides',
);
const intake = await recordsOf('/intake', 'Intake', '# Intake\n\nAsk for a request with the form, for free.\n\nA note for the team.', 'Guides');
const cycles = await recordsOf('/cycles', 'Cycles', '# Cycles\n\nMove unfinished work items to the next cycle.\n\nCelebrate finished work.', 'Guides');
const index = memoryIndex(buildSearchFiles([...boards, ...intake, ...cycles], 'docs-v3'));
const ask = (query: string) => runQuery(index, { indexName: 'docs-v3', query, highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
const marks = async (query: string) =>
  (await ask(query)).hits.flatMap((hit) => [...JSON.stringify(hit._highlightResult).matchAll(/<mark>([^<]*)<\/mark>/g)].map((m) => m[1]!.toLowerCase()));

describe('ranking by typos, and highlighting what matched', () => {
  it('ranks a hit with the word itself above a one-letter-off heading', async () => {
    const hits = (await ask('drag')).hits;
    expect(hits[0]!.content).toBe('Drag a card to another column.');
    expect(hits.findIndex((h) => h.hierarchy?.lvl2 === 'Draw.io diagrams' && h.type === 'lvl2')).toBeGreaterThan(0);
  });

  it('does not highlight a typo match where the word itself matched', async () => {
    const hit = (await ask('form')).hits.find((h) => h.content?.includes('the form'))!;
    expect((hit._highlightResult.content as { value: string }).value).toBe('Ask for a request with the <mark>form</mark>, for free.');
    // "A note for the team." matched by the typo alone: it comes last, with its typo marked as it matched
    const hits = (await ask('form')).hits;
    expect(hits.at(-1)!.content).toBe('A note for the team.');
    expect(hits.slice(0, -1).every((h) => !JSON.stringify(h._highlightResult).includes('<mark>for<'))).toBe(true);
  });

  it('takes no first-letter typo for a match: "finished" is neither highlighted nor ranked with "unfinished"', async () => {
    const hits = (await ask('unfinished work')).hits;
    expect(hits[0]!.content).toContain('unfinished');
    expect(await marks('unfinished work')).not.toContain('finished');
    expect(await marks('unfinished work')).toContain('unfinished');
  });

  it('still highlights a typo when it is the best a word matched by', async () => {
    expect(await marks('diagrms')).toContain('diagrams');
  });
});

describe('ranking by where the query is named (attribute, then level)', async () => {
  const filters = await recordsOf(
    '/filters',
    'Filters',
    '# Filters\n\n## Operator reference\n\n### Cycle\n\n| Operator | Meaning |\n| --- | --- |\n| Cycle is | Work items in the cycle |\n\n### Module\n\nWork items in the module.',
    'Reference',
  );
  const cyclePage = await recordsOf(
    '/cycles',
    'Cycles',
    '# Cycles\n\nA cycle is a span of time for work.\n\n## Cycle states\n\nA cycle is upcoming, current or completed.',
    'Concepts',
  );
  const projects = await recordsOf(
    '/projects',
    'Projects',
    '# Projects\n\nA project holds work items.\n\n## Archive a project\n\nArchive it from the menu.\n\n## Delete a project\n\nDeleting a project removes its work items for good.',
    'Concepts',
    ['delete'],
  );
  const layouts = await recordsOf('/layouts', 'Layouts', '# Layouts\n\nPick a layout per view.\n\n## Calendar\n\nIt shows due dates.', 'Concepts', [
    'calendar',
    'board',
  ]);
  const site = memoryIndex(buildSearchFiles([...filters, ...cyclePage, ...projects], 'docs-v3'));
  const first = async (query: string) => (await runQuery(site, { indexName: 'docs-v3', query })).hits[0]!;

  it('puts the page named by the query above a reference row of the same name', async () => {
    expect((await first('cycle')).url).toBe('/cycles');
    expect((await first('cylce')).url).toBe('/cycles');
  });

  it('puts the section whose heading names the whole query above the page top found by one word', async () => {
    expect((await first('delete project')).url).toBe('/projects#delete-a-project');
  });

  it('puts a section above its page when the query names both', async () => {
    const alone = memoryIndex(buildSearchFiles(layouts, 'docs-v3'));
    expect((await runQuery(alone, { indexName: 'docs-v3', query: 'calendar layout' })).hits[0]!.url).toBe('/layouts#calendar');
  });
});

describe('snippets of heading hits', async () => {
  const settings = await recordsOf(
    '/settings',
    'Account settings',
    '# Account settings\n\nChange your profile here.\n\n## Theme\n\nPick light or dark.\n\nThe system theme follows your computer.\n\n## Email\n\nChoose what mail you get.',
    'Guides',
    ['dark mode'],
  );
  const site = memoryIndex(buildSearchFiles(settings, 'docs-v3'));
  const snippetOf = async (query: string, type: string) => {
    const { hits } = await runQuery(site, {
      indexName: 'docs-v3',
      query,
      attributesToSnippet: ['content:8'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    return (hits.find((hit) => hit.type === type)!._snippetResult!.content as { value: string }).value;
  };

  it("shows a page found by its keywords with the page's text that has the query's words", async () => {
    expect(await snippetOf('dark mode', 'lvl1')).toBe('Pick light or <mark>dark</mark>.');
  });

  it('shows a section with the text under it that has the most query words, else its first text', async () => {
    expect(await snippetOf('theme', 'lvl2')).toBe('The system <mark>theme</mark> follows your computer.');
    expect(await snippetOf('email', 'lvl2')).toBe('Choose what mail you get.');
  });
});

describe('distinct by page', () => {
  it('answers one hit per page, and counts the pages, for `distinct`', async () => {
    const all = await runQuery(index, { indexName: 'docs-v3', query: 'work' });
    const pages = new Set(all.hits.map((hit) => hit.url_without_anchor));
    expect(all.nbHits).toBeGreaterThan(pages.size);
    const distinct = await runQuery(index, { indexName: 'docs-v3', query: 'work', distinct: true });
    expect(distinct.nbHits).toBe(pages.size);
    expect(distinct.hits.map((hit) => hit.url_without_anchor)).toEqual([...pages]);
  });
});
