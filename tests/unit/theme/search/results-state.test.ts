/** The /search page's result rules without its view: theme/search/results-state.ts. */
import { describe, expect, it } from 'vitest';
import type { Hit } from '../../../../core/search/engine.js';
import { asHref } from '../../../../core/urls.js';
import type { Hierarchy, RecordType } from '../../../../core/search/records.js';
import type { SearchResponse } from '../../../../theme/search/client.js';
import {
  groupByPage,
  hasMore,
  initialResultsState,
  pageTitle,
  resultsReducer,
  resultsScreen,
  sectionHits,
  sectionLabel,
  sectionTitle,
  summaryLine,
  pageHit,
  type ResultsEvent,
  type ResultsState,
} from '../../../../theme/search/results-state.js';
import { translator } from '../../../../theme/i18n/text.js';
import { en } from '../../../../core/i18n/catalogue.js';
import { fr } from '../../../../core/i18n/locales/fr.js';

const levels = (...rest: (string | null)[]): Hierarchy => ({
  lvl0: 'Guides',
  lvl1: rest[0] ?? null,
  lvl2: rest[1] ?? null,
  lvl3: rest[2] ?? null,
  lvl4: rest[3] ?? null,
  lvl5: rest[4] ?? null,
  lvl6: rest[5] ?? null,
});
const hit = (objectID: string, url: string, type: RecordType = 'content', fields: Partial<Hit> = {}): Hit => ({
  objectID,
  url: asHref(url),
  type,
  hierarchy: levels('Page'),
  _highlightResult: {},
  ...fields,
});
const answer = (hits: Hit[], nbHits: number, nbPages: number): SearchResponse => ({ hits, nbHits, nbPages, page: 0 });
const run = (state: ResultsState, ...events: ResultsEvent[]) => events.reduce(resultsReducer, state);
const ids = (hits: Hit[]) => hits.map((h) => h.objectID);

describe('results state', () => {
  it('takes the first page of an answer with its total and page count', () => {
    const state = run(initialResultsState, { type: 'queried', text: 'cycles' }, { type: 'answered', response: answer([hit('a', '/a')], 41, 3) });
    expect(state).toEqual({ hits: [expect.objectContaining({ objectID: 'a' })], total: 41, page: 0, pages: 3, error: false });
  });

  it('appends the next page on "Load more"', () => {
    const first = run(initialResultsState, { type: 'answered', response: answer([hit('a', '/a')], 41, 3) });
    const second = run(first, { type: 'more', page: 1, response: answer([hit('b', '/b')], 41, 3) });
    expect(ids(second.hits)).toEqual(['a', 'b']);
    expect(second.page).toBe(1);
  });

  it('starts again from page 0 for a new query, keeping the old list until the answer', () => {
    const twoPages = run(
      initialResultsState,
      { type: 'answered', response: answer([hit('a', '/a')], 41, 3) },
      { type: 'more', page: 1, response: answer([hit('b', '/b')], 41, 3) },
    );
    const requeried = run(twoPages, { type: 'queried', text: 'slack' });
    expect(requeried.page).toBe(0);
    expect(ids(requeried.hits)).toEqual(['a', 'b']);
    expect(requeried.total).toBe(41);
  });

  it('empties the list for a blank query', () => {
    const answered = run(initialResultsState, { type: 'answered', response: answer([hit('a', '/a')], 1, 1) });
    expect(run(answered, { type: 'queried', text: '' })).toMatchObject({ hits: [], total: null, page: 0 });
  });

  it('shows the error after a failure until an answer arrives', () => {
    const failed = run(initialResultsState, { type: 'failed' });
    expect(failed.error).toBe(true);
    expect(resultsScreen(failed, 'cycles')).toBe('error');
    expect(resultsScreen(failed, '')).toBe('error');
    const recovered = run(failed, { type: 'answered', response: answer([], 0, 0) });
    expect(recovered.error).toBe(false);
  });

  it('shows nothing before the first answer or for a blank query, then the results', () => {
    expect(resultsScreen(initialResultsState, 'cycles')).toBe('nothing');
    const answered = run(initialResultsState, { type: 'answered', response: answer([], 0, 0) });
    expect(resultsScreen(answered, '')).toBe('nothing');
    expect(resultsScreen(answered, 'cycles')).toBe('results');
  });

  it('offers more while pages are left', () => {
    const state = run(initialResultsState, { type: 'answered', response: answer([], 41, 3) });
    expect(hasMore(state)).toBe(true);
    expect(hasMore({ ...state, page: 1 })).toBe(true);
    expect(hasMore({ ...state, page: 2 })).toBe(false);
    expect(hasMore(run(initialResultsState, { type: 'answered', response: answer([], 3, 1) }))).toBe(false);
  });
});

describe('result groups', () => {
  it('groups hits by page (the URL without its anchor), pages in order of their first hit', () => {
    const groups = groupByPage([hit('1', '/cycles'), hit('2', '/slack#setup'), hit('3', '/cycles#dates'), hit('4', '/slack')]);
    expect(groups.map(([url, list]) => [url, ids(list)])).toEqual([
      ['/cycles', ['1', '3']],
      ['/slack', ['2', '4']],
    ]);
  });

  it('titles a page with its highlighted lvl1, else its lvl1, else its URL', () => {
    const plain = hit('1', '/cycles', 'lvl1', { hierarchy: levels('Cycles') });
    expect(pageTitle('/cycles', plain)).toBe('Cycles');
    expect(pageTitle('/cycles', { ...plain, _highlightResult: { hierarchy: { lvl1: { value: '<mark>Cycles</mark>' } } } })).toBe('<mark>Cycles</mark>');
    expect(pageTitle('/cycles', { ...plain, hierarchy: levels() })).toBe('/cycles');
  });

  it('lists every hit of a page except the page itself', () => {
    expect(ids(sectionHits([hit('p', '/a', 'lvl1'), hit('s', '/a#s', 'lvl2'), hit('c', '/a#s', 'content')]))).toEqual(['s', 'c']);
  });

  it('titles a section with its own highlighted heading, or for body text the deepest heading above it', () => {
    const marks = { hierarchy: { lvl2: { value: '<mark>Setup</mark>' }, lvl3: { value: '<mark>Tokens</mark>' } } };
    expect(sectionTitle(hit('h', '/a#s', 'lvl2', { hierarchy: levels('A', 'Setup', 'Tokens'), _highlightResult: marks }))).toBe('<mark>Setup</mark>');
    expect(sectionTitle(hit('c', '/a#t', 'content', { hierarchy: levels('A', 'Setup', 'Tokens'), _highlightResult: marks }))).toBe('<mark>Tokens</mark>');
    expect(sectionTitle(hit('c', '/a', 'content', { hierarchy: levels('A') }))).toBe('');
  });

  it('labels a section without a title with its page title', () => {
    const first = hit('p', '/a', 'lvl1', { hierarchy: levels('Page A') });
    expect(sectionLabel(hit('c', '/a', 'content', { hierarchy: levels('Page A') }), first)).toBe('Page A');
    const marks = { hierarchy: { lvl2: { value: '<mark>Setup</mark>' } } };
    expect(sectionLabel(hit('h', '/a#s', 'lvl2', { hierarchy: levels('Page A', 'Setup'), _highlightResult: marks }), first)).toBe('<mark>Setup</mark>');
  });

  it('sums up the results for the query, in the site language', () => {
    const t = translator(en, 'en');
    expect(summaryLine(0, 'zebrafish', t)).toBe('No results for "zebrafish"');
    expect(summaryLine(1, 'slack', t)).toBe('1 result for "slack"');
    expect(summaryLine(41, 'cycles', t)).toBe('41 results for "cycles"');
    const french = translator(fr, 'fr');
    expect(summaryLine(0, 'zèbre', french)).toBe('Aucun résultat pour « zèbre »');
    expect(summaryLine(1, 'slack', french)).toBe('1 résultat pour « slack »');
    expect(summaryLine(41, 'cycles', french)).toBe('41 résultats pour « cycles »');
  });

  it('counts the pages found rather than the records when the answer counted them', () => {
    const t = translator(en, 'en');
    expect(summaryLine(41, 'cycles', t, 12)).toBe('12 pages for "cycles"');
    expect(summaryLine(3, 'slack', t, 1)).toBe('1 page for "slack"');
    expect(summaryLine(0, 'zebrafish', t, 0)).toBe('No results for "zebrafish"');
    expect(summaryLine(41, 'cycles', translator(fr, 'fr'), 12)).toBe('12 pages pour « cycles »');
    const counted = run(initialResultsState, { type: 'answered', response: { ...answer([hit('a', '/a')], 41, 3), pagesFound: 12 } });
    expect(counted.pagesFound).toBe(12);
    expect(run(counted, { type: 'answered', response: answer([], 0, 0) }).pagesFound).toBeUndefined();
  });

  it("finds the page's own hit of a group, whose snippet shows under its title", () => {
    const top = hit('p', '/a', 'lvl1');
    expect(pageHit([hit('s', '/a#x'), top])).toBe(top);
    expect(pageHit([hit('s', '/a#x')])).toBeUndefined();
  });
});
