/** The search modal's rules without its view: theme/search/modal-state.ts. */
import { describe, expect, it } from 'vitest';
import type { Hit } from '../../../../core/search/engine.js';
import type { Hierarchy } from '../../../../core/search/records.js';
import { asHref } from '../../../../core/urls.js';
import type { SearchResponse } from '../../../../theme/search/client.js';
import {
  groupByLvl0,
  hitPath,
  hitText,
  hitTitle,
  initialModalState,
  keyCommand,
  modalReducer,
  modalView,
  shownSaved,
  wantsSuggestions,
  wrapFocus,
  type KeyPress,
  type ModalEvent,
  type ModalState,
  type SavedSearches,
} from '../../../../theme/search/modal-state.js';
import type { StoredHit } from '../../../../theme/search/storage.js';

const levels = (lvl0: string | null, ...rest: (string | null)[]): Hierarchy => ({
  lvl0,
  lvl1: rest[0] ?? null,
  lvl2: rest[1] ?? null,
  lvl3: rest[2] ?? null,
  lvl4: rest[3] ?? null,
  lvl5: rest[4] ?? null,
  lvl6: rest[5] ?? null,
});
const hit = (objectID: string, lvl0: string | null = 'Guides', fields: Partial<Hit> = {}): Hit => ({
  objectID,
  type: 'lvl1',
  hierarchy: levels(lvl0, objectID),
  url: asHref(`/${objectID}`),
  _highlightResult: {},
  ...fields,
});
const answer = (hits: Hit[], nbHits = hits.length): SearchResponse => ({ hits, nbHits, nbPages: 1, page: 0 });
const stored = (objectID: string): StoredHit => ({ objectID, type: 'lvl1', hierarchy: levels('Guides', objectID), content: null, url: asHref(`/${objectID}`) });
const run = (state: ModalState, ...events: ModalEvent[]) => events.reduce(modalReducer, state);
const none: SavedSearches = { recent: [], favourites: [] };

describe('modal status', () => {
  it('starts idle with the initial query cut to 64 characters', () => {
    expect(initialModalState('x'.repeat(70))).toEqual({ query: 'x'.repeat(64), status: 'idle', response: null, suggestions: [], active: 0 });
  });

  it('cuts typed queries to 64 characters', () => {
    expect(run(initialModalState(''), { type: 'typed', value: 'y'.repeat(65) }).query).toBe('y'.repeat(64));
  });

  it('goes loading, stalled, then idle with the answer', () => {
    const typed = run(initialModalState(''), { type: 'typed', value: 'cycles' });
    const loading = run(typed, { type: 'searching' });
    expect(loading.status).toBe('loading');
    const stalled = run(loading, { type: 'stalled' });
    expect(stalled.status).toBe('stalled');
    const done = run(stalled, { type: 'answered', response: answer([hit('a')]) });
    expect(done.status).toBe('idle');
    expect(done.response?.hits.map((h) => h.objectID)).toEqual(['a']);
  });

  it('stalls only while a search is on its way', () => {
    const idle = initialModalState('');
    expect(run(idle, { type: 'stalled' }).status).toBe('idle');
    const failed = run(initialModalState('cycles'), { type: 'searching' }, { type: 'failed' });
    expect(run(failed, { type: 'stalled' }).status).toBe('error');
  });

  it('shows the error when the search fails, and leaves it once a new search starts', () => {
    const failed = run(initialModalState('cycles'), { type: 'searching' }, { type: 'failed' });
    expect(failed.status).toBe('error');
    expect(run(failed, { type: 'typed', value: 'cycle' }, { type: 'searching' }).status).toBe('loading');
  });

  it('starts a new search from the first option, without suggestions, keeping the last answer meanwhile', () => {
    const answered = run(
      initialModalState('zz'),
      { type: 'searching' },
      { type: 'answered', response: answer([], 0) },
      { type: 'suggested', hits: [hit('Slack')] },
      { type: 'selected', index: 3 },
    );
    expect(answered.suggestions).toEqual(['Slack']);
    const next = run(answered, { type: 'typed', value: 'zzz' }, { type: 'searching' });
    expect(next).toMatchObject({ status: 'loading', active: 0, suggestions: [] });
    expect(next.response).toBe(answered.response);
  });

  it('goes back to the start screen state when the query is blank', () => {
    const answered = run(
      initialModalState('cycles'),
      { type: 'searching' },
      { type: 'answered', response: answer([hit('a')]) },
      { type: 'selected', index: 1 },
    );
    const cleared = run(answered, { type: 'typed', value: '   ' }, { type: 'searching' });
    expect(cleared).toEqual({ query: '   ', status: 'idle', response: null, suggestions: [], active: 0 });
  });

  it('selects the option pointed at with the mouse or reached with the keys', () => {
    const selected = run(initialModalState(''), { type: 'selected', index: 2 });
    expect(selected.active).toBe(2);
    expect(run(selected, { type: 'selected', index: 2 })).toBe(selected);
  });

  it('asks for suggestions only when nothing matched', () => {
    expect(wantsSuggestions(answer([], 0))).toBe(true);
    expect(wantsSuggestions(answer([hit('a')]))).toBe(false);
  });

  it('keeps at most three distinct page titles as suggestions', () => {
    const state = run(initialModalState('x'), { type: 'suggested', hits: [hit('A'), hit('A'), hit('B'), hit('C'), hit('D')] });
    expect(state.suggestions).toEqual(['A', 'B', 'C']);
  });
});

describe('grouping', () => {
  it('groups hits by lvl0 in order of first appearance, at most 5 a group', () => {
    const hits = [hit('a1', 'A'), hit('b1', 'B'), ...['a2', 'a3', 'a4', 'a5', 'a6', 'a7'].map((id) => hit(id, 'A')), hit('n1', null)];
    const groups = groupByLvl0(hits);
    expect(groups.map(([name, list]) => [name, list.map((h) => h.objectID)])).toEqual([
      ['A', ['a1', 'a2', 'a3', 'a4', 'a5']],
      ['B', ['b1']],
      ['Documentation', ['n1']],
    ]);
  });

  it("orders groups by their best hit's rank, not by their size: the best hit's group comes first", () => {
    const hits = [hit('b1', 'B'), hit('a1', 'A'), hit('a2', 'A'), hit('a3', 'A'), hit('b2', 'B'), hit('c1', 'C')];
    expect(groupByLvl0(hits).map(([name]) => name)).toEqual(['B', 'A', 'C']);
    expect(
      modalView({ ...initialModalState('x'), response: { hits, nbHits: 6, nbPages: 1, page: 0 } }, { recent: [], favourites: [] }).items[0]!.objectID,
    ).toBe('b1');
  });
});

describe('recent and favourite searches', () => {
  const seven = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'].map(stored);

  it('shows every recent search when there are no favourites', () => {
    expect(shownSaved({ recent: seven, favourites: [] }).recent).toHaveLength(7);
  });

  it('shows the 4 latest recent searches when there are favourites', () => {
    const shown = shownSaved({ recent: seven, favourites: [stored('f1')] });
    expect(shown.recent.map((h) => h.objectID)).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(shown.favourites.map((h) => h.objectID)).toEqual(['f1']);
  });
});

describe('screens and options', () => {
  const answered = (query: string, response: SearchResponse) => run(initialModalState(query), { type: 'searching' }, { type: 'answered', response });

  it('shows "No recent searches" with nothing saved and no query', () => {
    const view = modalView(initialModalState(''), none);
    expect(view.screen).toBe('empty');
    expect(view.items).toEqual([]);
  });

  it('lists recent then favourite searches as the options of the start screen', () => {
    const saved = { recent: ['r1', 'r2', 'r3', 'r4', 'r5'].map(stored), favourites: ['f1', 'f2'].map(stored) };
    const view = modalView(initialModalState(''), saved);
    expect(view.screen).toBe('saved');
    expect(view.items.map((h) => h.objectID)).toEqual(['r1', 'r2', 'r3', 'r4', 'f1', 'f2']);
  });

  it('lists results group by group as the options', () => {
    const view = modalView(answered('x', answer([hit('a1', 'A'), hit('b1', 'B'), hit('a2', 'A')])), none);
    expect(view.screen).toBe('results');
    expect(view.items.map((h) => h.objectID)).toEqual(['a1', 'a2', 'b1']);
  });

  it('shows the no-results screen with the trimmed query', () => {
    const view = modalView(answered('  zebrafish ', answer([], 0)), { recent: [stored('r1')], favourites: [] });
    expect(view.screen).toBe('no-results');
    expect(view.text).toBe('zebrafish');
    expect(view.items).toEqual([]);
  });

  it('shows the error screen over any answer', () => {
    const failed = run(answered('x', answer([hit('a')])), { type: 'failed' });
    expect(modalView(failed, none).screen).toBe('error');
  });

  it('shows the start screen, not the last answer, once the query is blank', () => {
    const blank = run(answered('x', answer([hit('a')])), { type: 'typed', value: ' ' });
    const view = modalView(blank, { recent: [stored('r1')], favourites: [] });
    expect(view.screen).toBe('saved');
    expect(view.items.map((h) => h.objectID)).toEqual(['r1']);
  });

  it('shows the spinner only while stalled', () => {
    const loading = run(initialModalState('x'), { type: 'searching' });
    expect(modalView(loading, none).spinner).toBe(false);
    expect(modalView(run(loading, { type: 'stalled' }), none).spinner).toBe(true);
  });
});

describe('keys', () => {
  const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, inInput: true, ...extra });

  it('closes on Escape', () => {
    expect(keyCommand(press('Escape'), 0, 0)).toEqual({ type: 'close' });
  });

  it('moves down and up through the options, wrapping at both ends', () => {
    expect(keyCommand(press('ArrowDown'), 0, 3)).toEqual({ type: 'select', index: 1 });
    expect(keyCommand(press('ArrowDown'), 2, 3)).toEqual({ type: 'select', index: 0 });
    expect(keyCommand(press('ArrowUp'), 2, 3)).toEqual({ type: 'select', index: 1 });
    expect(keyCommand(press('ArrowUp'), 0, 3)).toEqual({ type: 'select', index: 2 });
  });

  it('leaves the arrow keys alone when there are no options', () => {
    expect(keyCommand(press('ArrowDown'), 0, 0)).toBeNull();
    expect(keyCommand(press('ArrowUp'), 0, 0)).toBeNull();
  });

  it('opens the selected option with Enter in the input, in a new tab with Ctrl or Cmd', () => {
    expect(keyCommand(press('Enter'), 1, 3)).toEqual({ type: 'open', index: 1, newTab: false });
    expect(keyCommand(press('Enter', { ctrlKey: true }), 1, 3)).toEqual({ type: 'open', index: 1, newTab: true });
    expect(keyCommand(press('Enter', { metaKey: true }), 1, 3)).toEqual({ type: 'open', index: 1, newTab: true });
  });

  it('ignores Enter outside the input or with no option selected', () => {
    expect(keyCommand(press('Enter', { inInput: false }), 0, 3)).toBeNull();
    expect(keyCommand(press('Enter'), 0, 0)).toBeNull();
    expect(keyCommand(press('Enter'), 3, 3)).toBeNull();
  });

  it('keeps Tab in the dialog and ignores other keys', () => {
    expect(keyCommand(press('Tab'), 0, 3)).toEqual({ type: 'wrap-focus', backwards: false });
    expect(keyCommand(press('Tab', { shiftKey: true }), 0, 3)).toEqual({ type: 'wrap-focus', backwards: true });
    expect(keyCommand(press('a'), 0, 3)).toBeNull();
  });

  it('wraps focus from the last element to the first and back', () => {
    expect(wrapFocus(3, 4, false)).toBe(0);
    expect(wrapFocus(0, 4, true)).toBe(3);
    expect(wrapFocus(1, 4, false)).toBe(2);
    expect(wrapFocus(1, 4, true)).toBe(0);
    expect(wrapFocus(-1, 4, false)).toBe(0);
    expect(wrapFocus(-1, 4, true)).toBe(3);
    expect(wrapFocus(0, 0, true)).toBeNull();
  });
});

describe('hit text', () => {
  it('titles a heading hit with its snippet, else its highlight, else its escaped text', () => {
    const heading = hit('h', 'Guides', { type: 'lvl2', hierarchy: levels('Guides', 'Cycles', 'Dates & <times>') });
    expect(hitTitle(heading)).toBe('Dates &amp; &lt;times&gt;');
    const highlighted = { ...heading, _highlightResult: { hierarchy: { lvl2: { value: '<mark>Dates</mark>' } } } };
    expect(hitTitle(highlighted)).toBe('<mark>Dates</mark>');
    const snippeted = { ...highlighted, _snippetResult: { hierarchy: { lvl2: { value: '<mark>Dat</mark>…' } } } };
    expect(hitTitle(snippeted)).toBe('<mark>Dat</mark>…');
  });

  it('titles a body-text hit with its snippet, else its escaped text', () => {
    const body = hit('c', 'Guides', { type: 'content', content: 'Pick a <start> date' });
    expect(hitTitle(body)).toBe('Pick a &lt;start&gt; date');
    expect(hitTitle({ ...body, _snippetResult: { content: { value: 'Pick a <mark>start</mark>…' } } })).toBe('Pick a <mark>start</mark>…');
    expect(hitTitle(stored('r1'))).toBe('r1');
  });

  it('shows the snippet of the text under a heading hit, and nothing more for body text, whose title is its text', () => {
    const page = hit('p', 'Guides', { type: 'lvl1', hierarchy: levels('Guides', 'Settings') });
    expect(hitText(page)).toBeNull();
    expect(hitText({ ...page, _snippetResult: { content: { value: 'Pick <mark>dark</mark>' } } })).toBe('Pick <mark>dark</mark>');
    const body = hit('c', 'Guides', { type: 'content', content: 'Pick dark', _snippetResult: { content: { value: 'Pick <mark>dark</mark>' } } });
    expect(hitText(body)).toBeNull();
  });

  it('paths a heading through the headings above it, and body text through all of its headings', () => {
    const h = levels('Guides', 'Cycles', 'Create a cycle', 'Dates');
    expect(hitPath(hit('x', 'Guides', { type: 'lvl3', hierarchy: h }))).toBe('Cycles › Create a cycle');
    expect(hitPath(hit('x', 'Guides', { type: 'content', hierarchy: h }))).toBe('Cycles › Create a cycle › Dates');
    expect(hitPath(hit('x', 'Guides', { type: 'lvl1', hierarchy: h }))).toBe('');
    expect(hitPath({ objectID: 'x', _highlightResult: {} })).toBe('');
  });
});
