/**
 * The /search page's result rules, apart from its view: the list state as answers arrive (a new query starts
 * again from page 0, "Load more" appends the next page, a failure shows the error), hits grouped by page (the
 * URL without its anchor), the title of each page and section, the summary line, and whether there is more.
 * Pure: no React, no DOM, no timers, no network. The component runs the searches and feeds the answers in.
 */
import type { Hit } from '../../core/search/engine.js';
import type { SearchResponse } from './client.js';
import { highlightedLevel } from './query.js';
import { countText } from '../i18n/count-text.js';
import type { Translate } from '../i18n/text.js';

/** Typing pauses this long before the page searches. */
export const DEBOUNCE_MS = 150;

export interface ResultsState {
  hits: Hit[];
  /** nbHits of the first page's answer; null before any answer (or for an empty query). */
  total: number | null;
  /** The pages the query found, when the answer counted them. */
  pagesFound?: number;
  /** The last page loaded, from 0. */
  page: number;
  pages: number;
  error: boolean;
}

export type ResultsEvent =
  /** The searched text changed (the first page is asked for after DEBOUNCE_MS). */
  | { type: 'queried'; text: string }
  /** The first page's answer. */
  | { type: 'answered'; response: SearchResponse }
  /** The answer to "Load more" for `page`. */
  | { type: 'more'; page: number; response: SearchResponse }
  | { type: 'failed' };

export const initialResultsState: ResultsState = { hits: [], total: null, page: 0, pages: 0, error: false };

export function resultsReducer(state: ResultsState, event: ResultsEvent): ResultsState {
  switch (event.type) {
    case 'queried':
      return event.text ? { ...state, page: 0 } : { ...state, page: 0, hits: [], total: null };
    case 'answered': {
      const { pagesFound: _previous, ...rest } = state;
      const found = event.response.pagesFound;
      return {
        ...rest,
        error: false,
        hits: event.response.hits,
        total: event.response.nbHits,
        pages: event.response.nbPages,
        ...(found === undefined ? {} : { pagesFound: found }),
      };
    }
    case 'more':
      return { ...state, hits: [...state.hits, ...event.response.hits], page: event.page };
    case 'failed':
      return { ...state, error: true };
  }
}

export type PageGroup = [url: string, hits: Hit[]];

/** Hits grouped by the page they are on (URL without anchor), pages in order of their first hit. */
export function groupByPage(hits: readonly Hit[]): PageGroup[] {
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) {
    const key = hit.url?.split('#')[0] ?? '';
    groups.set(key, [...(groups.get(key) ?? []), hit]);
  }
  return [...groups];
}

/** A page's heading as HTML: the highlighted lvl1 of its first hit, its plain lvl1, or its URL. */
export function pageTitle(url: string, first: Hit): string {
  return highlightedLevel(first, 'lvl1') ?? first.hierarchy?.lvl1 ?? url;
}

/** The hits listed under a page's heading: all but the page itself (lvl1). */
export function sectionHits(group: readonly Hit[]): Hit[] {
  return group.filter((hit) => hit.type !== 'lvl1');
}

/** A section's title as HTML: the highlighted heading the hit is (or, for body text, the deepest one above it). */
export function sectionTitle(hit: Hit): string {
  const levels = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const;
  const own = hit.type && hit.type !== 'content' ? hit.type : levels.find((level) => hit.hierarchy?.[level]);
  return own ? (highlightedLevel(hit, own) ?? '') : '';
}

/** The link text of a listed hit: its section title, else its page's plain title. */
export function sectionLabel(hit: Hit, first: Hit): string {
  return sectionTitle(hit) || first.hierarchy?.lvl1 || '';
}

/**
 * "No results for …", or "N pages for …" when the answer counted the pages found (else "N results for …", its
 * records), in the site's words (`t`: the theme's `useText()`).
 */
export function summaryLine(total: number, text: string, t: Translate, pagesFound?: number): string {
  if (total === 0) return t('noResultsFor', { query: text });
  return pagesFound === undefined ? countText(t, 'resultCount', total, { query: text }) : countText(t, 'pageCount', pagesFound, { query: text });
}

/** The page's own hit in a group (its top), whose snippet shows under the page's title. */
export function pageHit(group: readonly Hit[]): Hit | undefined {
  return group.find((hit) => hit.type === 'lvl1');
}

export function hasMore(state: ResultsState): boolean {
  return state.page + 1 < state.pages;
}

export type ResultsScreen = 'error' | 'nothing' | 'results';

/** What the page shows for the searched text: the error, nothing yet, or the results. */
export function resultsScreen(state: ResultsState, text: string): ResultsScreen {
  if (state.error) return 'error';
  if (!text || state.total === null) return 'nothing';
  return 'results';
}
