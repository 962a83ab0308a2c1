/** The requests both search UIs send and how they read hits: theme/search/query.ts. */
import { describe, expect, it } from 'vitest';
import type { Hit } from '../../../../core/search/engine.js';
import {
  clampQuery,
  highlightedLevel,
  modalRequest,
  pageRequest,
  queryText,
  snippetedContent,
  snippetedLevel,
  suggestionRequest,
  suggestionsFrom,
} from '../../../../theme/search/query.js';

const hit = (objectID: string, fields: Partial<Hit> = {}): Hit => ({ objectID, _highlightResult: {}, ...fields });
const titled = (objectID: string, lvl1: string | null): Hit =>
  hit(objectID, { hierarchy: { lvl0: 'Docs', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } });

describe('query text', () => {
  it('keeps at most 64 characters of what was typed', () => {
    expect(clampQuery('x'.repeat(80))).toBe('x'.repeat(64));
    expect(clampQuery('cycles')).toBe('cycles');
  });

  it('searches for the trimmed query; blank means no search', () => {
    expect(queryText('  burndown chart ')).toBe('burndown chart');
    expect(queryText(' \t ')).toBe('');
  });
});

describe('requests', () => {
  it('asks the modal for 20 hits with 10-word snippets, 5 on narrow screens', () => {
    expect(modalRequest('cycles', false)).toEqual({ query: 'cycles', hitsPerPage: 20, snippetWords: 10 });
    expect(modalRequest('cycles', true)).toEqual({ query: 'cycles', hitsPerPage: 20, snippetWords: 5 });
  });

  it('asks for suggestions with every word optional, 10 hits', () => {
    expect(suggestionRequest('slack zebrafish')).toEqual({ query: 'slack zebrafish', optionalWords: true, hitsPerPage: 10 });
  });

  it('asks the /search page for pages of 20 hits with 20-word snippets, counting the pages found with the first', () => {
    expect(pageRequest('cycles', 0)).toEqual({ query: 'cycles', hitsPerPage: 20, page: 0, snippetWords: 20, countPages: true });
    expect(pageRequest('cycles', 3)).toEqual({ query: 'cycles', hitsPerPage: 20, page: 3, snippetWords: 20, countPages: false });
  });
});

describe('suggestions', () => {
  it('offers page titles once each, in rank order, at most three', () => {
    const hits = [
      titled('1', 'Slack'),
      titled('2', 'Slack'),
      titled('3', null),
      titled('4', 'GitHub'),
      hit('5'),
      titled('6', 'Cycles'),
      titled('7', 'Modules'),
    ];
    expect(suggestionsFrom(hits)).toEqual(['Slack', 'GitHub', 'Cycles']);
    expect(suggestionsFrom([])).toEqual([]);
  });
});

describe('marked text of a hit', () => {
  const marked = hit('1', {
    _highlightResult: { hierarchy: { lvl1: { value: '<mark>Cycles</mark>' } } },
    _snippetResult: { hierarchy: { lvl2: { value: 'Create a <mark>cycle</mark>…' } }, content: { value: 'A <mark>cycle</mark> is…' } },
  });

  it('reads highlighted and snippeted hierarchy levels', () => {
    expect(highlightedLevel(marked, 'lvl1')).toBe('<mark>Cycles</mark>');
    expect(snippetedLevel(marked, 'lvl2')).toBe('Create a <mark>cycle</mark>…');
    expect(highlightedLevel(marked, 'lvl2')).toBeUndefined();
    expect(snippetedLevel(marked, 'lvl1')).toBeUndefined();
  });

  it('reads the snippeted body text', () => {
    expect(snippetedContent(marked)).toBe('A <mark>cycle</mark> is…');
    expect(snippetedContent(hit('2'))).toBeUndefined();
  });
});
