/**
 * What the search modal and the /search page ask the search client, and how both read an answer: the query
 * limit (64 characters, defined in query-limit.ts), the page size (20 hits), the modal's request (10-word
 * snippets, 5 on narrow screens), the relaxed request behind "Try searching for" (up to 3 page titles), a page
 * of /search results (20-word snippets), and the highlighted or snippeted text of a hit.
 * Pure: no React, no DOM, no storage, no network — it builds plain request objects and reads plain answers.
 */
import type { Hit } from '../../core/search/engine.js';
import type { SearchQuery } from './client.js';
import { MAX_QUERY_LENGTH } from './query-limit.js';

export { MAX_QUERY_LENGTH };

/** What a search box keeps of what was typed, pasted or read from the address. */
export function clampQuery(value: string): string {
  return value.slice(0, MAX_QUERY_LENGTH);
}

/** Hits a request asks for: the modal's whole list, and each page of /search results. */
export const HITS_PER_PAGE = 20;
/** The media query under which the modal's snippets are shortened. */
export const NARROW_SCREEN = '(max-width: 768px)';
export const SNIPPET_WORDS = 10;
export const NARROW_SNIPPET_WORDS = 5;
export const PAGE_SNIPPET_WORDS = 20;
/** The relaxed request for suggestions reads this many hits and offers at most MAX_SUGGESTIONS page titles. */
export const SUGGESTION_HITS = 10;
export const MAX_SUGGESTIONS = 3;

/** The text actually searched for; empty means "do not search". */
export function queryText(query: string): string {
  return query.trim();
}

/** The modal's request: the first 20 hits, snippets sized for the screen. */
export function modalRequest(text: string, narrowScreen: boolean): SearchQuery {
  return { query: text, hitsPerPage: HITS_PER_PAGE, snippetWords: narrowScreen ? NARROW_SNIPPET_WORDS : SNIPPET_WORDS };
}

/** Asked only after a query found nothing: the same words, any of which may be missing. */
export function suggestionRequest(text: string): SearchQuery {
  return { query: text, optionalWords: true, hitsPerPage: SUGGESTION_HITS };
}

/** Page titles (lvl1) of a relaxed answer, each once, in rank order, at most three. */
export function suggestionsFrom(hits: readonly Hit[]): string[] {
  const titles = hits.map((hit) => hit.hierarchy?.lvl1).filter((title): title is string => Boolean(title));
  return [...new Set(titles)].slice(0, MAX_SUGGESTIONS);
}

/** One page (from 0) of /search results. */
export function pageRequest(text: string, page: number): SearchQuery {
  return { query: text, hitsPerPage: HITS_PER_PAGE, page, snippetWords: PAGE_SNIPPET_WORDS, countPages: page === 0 };
}

type Marked = Record<string, { value?: string } | undefined> | undefined;

/** The highlighted HTML (with <mark>) of one hierarchy level, if the answer has it. */
export function highlightedLevel(hit: Hit, level: string): string | undefined {
  return (hit._highlightResult?.hierarchy as Marked)?.[level]?.value;
}

/** The snippeted HTML of one hierarchy level, if the answer has it. */
export function snippetedLevel(hit: Hit, level: string): string | undefined {
  return (hit._snippetResult?.hierarchy as Marked)?.[level]?.value;
}

/** The snippeted HTML of the hit's body text, if the answer has it. */
export function snippetedContent(hit: Hit): string | undefined {
  return (hit._snippetResult?.content as { value?: string } | undefined)?.value;
}
