/** Synonyms in Algolia's shapes: the table the index ships, the runs of a query they name, and what the engine finds with them. */
import { describe, expect, it } from 'vitest';
import { recordsOf } from '../../../support/markdown.js';
import { buildSearchFiles, memoryIndex } from '../../../../src/search/index-file.js';
import { runQuery } from '../../../../core/search/engine.js';
import { algoliaSynonyms, synonymSpans, synonymTable, type SynonymEntry } from '../../../../core/search/synonyms.js';

const entries: SynonymEntry[] = [['teammate', 'member'], { synonyms: ['Kanban', 'board'] }, { input: 'issue', synonyms: ['work item'] }];

describe('the synonym table', () => {
  it('makes every phrase of a two-way group find the others, and a one-way input find its synonyms only', () => {
    expect(synonymTable(entries)).toEqual([
      ['teammate', ['member']],
      ['member', ['teammate']],
      ['kanban', ['board']],
      ['board', ['kanban']],
      ['issue', ['work item']],
    ]);
  });

  it('gives Algolia its own synonym objects, with ids that stay put', () => {
    expect(algoliaSynonyms(entries)).toEqual([
      { objectID: 'docsgen-synonym-1', type: 'synonym', synonyms: ['teammate', 'member'] },
      { objectID: 'docsgen-synonym-2', type: 'synonym', synonyms: ['Kanban', 'board'] },
      { objectID: 'docsgen-synonym-3', type: 'onewaysynonym', input: 'issue', synonyms: ['work item'] },
    ]);
  });

  it('finds phrases in a query, plurals included, the longest first', () => {
    const table = synonymTable([...entries, { input: 'user story', synonyms: ['work item'] }, { input: 'user', synonyms: ['member'] }]);
    expect(synonymSpans(['add', 'teammates'], table)).toEqual([{ start: 1, length: 1, alternatives: [['member']] }]);
    expect(synonymSpans(['user', 'story', 'points'], table)).toEqual([{ start: 0, length: 2, alternatives: [['work', 'item']] }]);
    expect(synonymSpans(['work', 'item'], table)).toEqual([]);
  });
});

describe('searching with synonyms', async () => {
  const records = [
    ...(await recordsOf('/members', 'Project members', '# Project members\n\n## Add members to a project\n\nPick someone from the workspace.', 'Guides')),
    ...(await recordsOf('/items', 'Work items', '# Work items\n\n## Sub-work items\n\nBreak a work item into smaller ones.', 'Guides')),
    ...(await recordsOf('/github', 'GitHub', '# GitHub\n\nSync issues with GitHub.', 'Guides')),
  ];
  const index = memoryIndex(buildSearchFiles(records, 'docs-v3', { synonyms: synonymTable(entries) }));
  const ask = (query: string) => runQuery(index, { indexName: 'docs-v3', query, highlightPreTag: '<mark>', highlightPostTag: '</mark>' });

  it('finds the words a synonym stands for, ranked and highlighted as the words themselves', async () => {
    const hits = (await ask('add a teammate')).hits;
    expect(hits[0]!.url).toBe('/members#add-members-to-a-project');
    expect((hits[0]!._highlightResult.hierarchy as Record<string, { value: string }>).lvl2!.value).toBe(
      '<mark>Add</mark> <mark>members</mark> to <mark>a</mark> project',
    );
  });

  it('reads a synonym inside a hyphenated word, and leaves one-way synonyms one way', async () => {
    expect((await ask('sub-issues')).hits[0]!.url).toBe('/items#sub-work-items');
    expect((await ask('work item')).hits.map((hit) => hit.url)).not.toContain('/github');
  });

  it('ships no synonyms in an index without any', () => {
    expect(buildSearchFiles(records, 'docs-v3').manifest.synonyms).toBeUndefined();
  });
});
