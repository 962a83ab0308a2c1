/**
 * The search modal's rules, apart from its view: the status machine (idle → loading → stalled after 300 ms →
 * idle with an answer, or error), which screen shows (error, no results, results, recent and favourite searches,
 * or "No recent searches"), results grouped by lvl0 (at most 5 a group), the options the arrow keys move through
 * and what each key does, the recent list shortened to 4 when favourites exist, and the title and path of a hit.
 * Pure: no React, no DOM, no timers, no storage, no network. The component feeds it events and answers and
 * does the side effects (searching, timers, focus, navigation, saving) itself. From storage.ts it takes only a
 * constant and a type.
 */
import { escapeHtml } from '../../core/html.js';
import type { Hit } from '../../core/search/engine.js';
import type { SearchResponse } from './client.js';
import { clampQuery, highlightedLevel, queryText, snippetedContent, snippetedLevel, suggestionsFrom } from './query.js';
import { MAX_RECENT_WITH_FAVOURITES, type StoredHit } from './storage.js';

/** After this long without an answer the modal shows its spinner. */
export const STALL_MS = 300;
/** Hits shown per lvl0 group. */
export const PER_GROUP = 5;
/** The group of hits that have no lvl0. */
export const DEFAULT_GROUP = 'Documentation';

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error';

export interface ModalState {
  /** As typed (at most 64 characters); searched for trimmed. */
  query: string;
  status: SearchStatus;
  /** The last answer; kept on screen while the next query is on its way. */
  response: SearchResponse | null;
  /** "Try searching for" titles, for a query that found nothing. */
  suggestions: string[];
  /** Index of the selected option in `items` of the view. */
  active: number;
}

export type ModalEvent =
  /** The input changed, or a suggestion was picked. */
  | { type: 'typed'; value: string }
  /** The query settled on a new value: a search starts (or, for an empty query, the start screen shows). */
  | { type: 'searching' }
  /** The search has taken STALL_MS so far. */
  | { type: 'stalled' }
  | { type: 'answered'; response: SearchResponse }
  | { type: 'failed' }
  /** The relaxed answer behind the suggestions. */
  | { type: 'suggested'; hits: readonly Hit[] }
  /** An option was pointed at with the mouse or reached with the arrow keys. */
  | { type: 'selected'; index: number };

export function initialModalState(initialQuery: string): ModalState {
  return { query: clampQuery(initialQuery), status: 'idle', response: null, suggestions: [], active: 0 };
}

export function modalReducer(state: ModalState, event: ModalEvent): ModalState {
  switch (event.type) {
    case 'typed':
      return { ...state, query: clampQuery(event.value) };
    case 'searching':
      return queryText(state.query)
        ? { ...state, active: 0, suggestions: [], status: 'loading' }
        : { ...state, active: 0, suggestions: [], status: 'idle', response: null };
    case 'stalled':
      return state.status === 'loading' ? { ...state, status: 'stalled' } : state;
    case 'answered':
      return { ...state, response: event.response, status: 'idle' };
    case 'failed':
      return { ...state, status: 'error' };
    case 'suggested':
      return { ...state, suggestions: suggestionsFrom(event.hits) };
    case 'selected':
      // the same state back, so a mouse move over the selected option does not draw the dialog again
      return event.index === state.active ? state : { ...state, active: event.index };
  }
}

/** Whether an answer calls for the relaxed request behind "Try searching for". */
export function wantsSuggestions(response: SearchResponse): boolean {
  return response.nbHits === 0;
}

export type HitGroup = [name: string, hits: Hit[]];

/** Hits grouped by lvl0 in order of first appearance, each group cut to PER_GROUP. */
export function groupByLvl0(hits: readonly Hit[]): HitGroup[] {
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) {
    const name = hit.hierarchy?.lvl0 ?? DEFAULT_GROUP;
    const list = groups.get(name) ?? [];
    if (list.length < PER_GROUP) list.push(hit);
    groups.set(name, list);
  }
  return [...groups];
}

export interface SavedSearches {
  recent: StoredHit[];
  favourites: StoredHit[];
}

/** The start screen's lists: recent searches (only 4 when there are favourites), then favourites. */
export function shownSaved(saved: SavedSearches): SavedSearches {
  const recent = saved.recent.slice(0, saved.favourites.length ? MAX_RECENT_WITH_FAVOURITES : saved.recent.length);
  return { recent, favourites: saved.favourites };
}

export type ModalScreen = 'error' | 'no-results' | 'results' | 'saved' | 'empty';

export interface ModalView {
  screen: ModalScreen;
  /** The query as searched, for "No results for". */
  text: string;
  groups: HitGroup[];
  recent: StoredHit[];
  favourites: StoredHit[];
  /** The options the arrow keys and Enter work on, in screen order (result groups, or recent then favourites). */
  items: StoredHit[];
  spinner: boolean;
}

export function modalView(state: ModalState, saved: SavedSearches): ModalView {
  const text = queryText(state.query);
  const response = text !== '' ? state.response : null;
  const groups = groupByLvl0(state.response?.hits ?? []);
  const shown = shownSaved(saved);
  const items: StoredHit[] = response ? groups.flatMap(([, hits]) => hits) : [...shown.recent, ...shown.favourites];
  let screen: ModalScreen;
  if (state.status === 'error') screen = 'error';
  else if (response && response.nbHits === 0) screen = 'no-results';
  else if (response) screen = 'results';
  else if (items.length) screen = 'saved';
  else screen = 'empty';
  return { screen, text, groups, recent: shown.recent, favourites: shown.favourites, items, spinner: state.status === 'stalled' };
}

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  /** The key went to the search input (Enter opens the selected option only there). */
  inInput: boolean;
}

export type KeyCommand =
  { type: 'close' } | { type: 'select'; index: number } | { type: 'open'; index: number; newTab: boolean } | { type: 'wrap-focus'; backwards: boolean };

/** What a key does in the dialog, given the selected option and how many there are; null: leave it be. */
export function keyCommand(press: KeyPress, active: number, count: number): KeyCommand | null {
  switch (press.key) {
    case 'Escape':
      return { type: 'close' };
    case 'ArrowDown':
    case 'ArrowUp':
      if (!count) return null;
      return { type: 'select', index: (active + (press.key === 'ArrowDown' ? 1 : -1) + count) % count };
    case 'Enter':
      if (!press.inInput || active < 0 || active >= count) return null;
      return { type: 'open', index: active, newTab: press.ctrlKey || press.metaKey };
    case 'Tab':
      return { type: 'wrap-focus', backwards: press.shiftKey };
    default:
      return null;
  }
}

/**
 * Keeps Tab inside the dialog, both ways: Tab moves to the next of its `count` focusable elements and from the
 * last to the first, Shift+Tab the other way round. `position` is the focused element's place among them (-1:
 * none of them, when Tab goes to the first and Shift+Tab to the last). The dialog moves focus itself every time,
 * so the browser never picks the next element, which could be behind the dialog. Null when nothing can take focus.
 */
export function wrapFocus(position: number, count: number, backwards: boolean): number | null {
  if (!count) return null;
  if (position < 0 || position >= count) return backwards ? count - 1 : 0;
  return (position + (backwards ? count - 1 : 1)) % count;
}

/** A hit's title as HTML: its own heading, or its body text, snippeted or highlighted where the answer has it. */
export function hitTitle(hit: Hit | StoredHit): string {
  const answered = hit as Hit;
  if (hit.type && hit.type !== 'content') {
    const marked = snippetedLevel(answered, hit.type) ?? highlightedLevel(answered, hit.type);
    return marked ?? escapeHtml(hit.hierarchy?.[hit.type] ?? '');
  }
  return snippetedContent(answered) ?? escapeHtml(hit.content ?? '');
}

/**
 * The text shown under a heading hit: the snippet of the text under that heading (the engine picks the part with
 * the query's words); null for body text, whose title is its text already.
 */
export function hitText(hit: Hit | StoredHit): string | null {
  if (!hit.type || hit.type === 'content') return null;
  return snippetedContent(hit as Hit) ?? null;
}

/** The headings above a hit (from lvl1), joined with ›: all of them for body text, those above it for a heading. */
export function hitPath(hit: Hit | StoredHit): string {
  const h = hit.hierarchy;
  if (!h) return '';
  const levels = [h.lvl1, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter(Boolean) as string[];
  const upTo = hit.type === 'content' ? levels.length : Math.max(0, Number(hit.type?.slice(3) ?? 1) - 1);
  return levels.slice(0, upTo).join(' › ');
}
