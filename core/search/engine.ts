// Answers Algolia's multi-query endpoint (POST /1/indexes/*/queries) from a MiniSearch index, in Algolia's
// response shape (`results[i].hits`, `nbHits`, `queryID`, `_highlightResult`, `_snippetResult`). It honours
// `query`, `hitsPerPage`, `page`, `attributesToRetrieve`, `attributesToSnippet`, `snippetEllipsisText`,
// `highlightPreTag`/`highlightPostTag`, `clickAnalytics`, `facetFilters` and `optionalWords`. Highlighted HTML is
// built from escaped text only. Ranking follows Algolia's typo criterion: fewer typos first, then MiniSearch's
// score; only the words by which a query word matched best (exactly or as a prefix when it did, else with the
// fewest typos) are highlighted. Browser-safe: used in a Web Worker and by the Node server alike.
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { allowedTypos, swappedSpellings, typoDistance } from './typos.js';
import { escapeHtml } from '../html.js';
import { headingCoverage, MINISEARCH_OPTIONS, searchOptions, unpackRecord, type IndexedRecord, type PackedRecords, type SearchIndexFile, type SearchRecord } from './records.js';

export interface QueryRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  clickAnalytics?: boolean;
  facetFilters?: string | (string | string[])[];
  /** `true`-ish or a list: any word may be missing (used for "did you mean" suggestions). */
  optionalWords?: string | string[];
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export type Hit = Partial<SearchRecord> & {
  objectID: string;
  _highlightResult: Record<string, unknown>;
  _snippetResult?: Record<string, unknown>;
};

export interface QueryResult {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID?: string;
}

export class EngineError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** A searchable index: MiniSearch, and the record behind each of its ids. */
export interface LoadedIndex {
  indexName: string;
  search: MiniSearch<IndexedRecord> | MiniSearch<SearchRecord>;
  recordOf(id: unknown): SearchRecord;
  /** Any record, or null when empty. */
  sample(): SearchRecord | null;
  /** Every record has the same language and version tag (a site with one locale and one version). */
  uniformScope: boolean;
}

/** Loads a shipped index file (packed records, MiniSearch over their positions). */
export function loadIndex(json: string): LoadedIndex {
  const file = JSON.parse(json) as SearchIndexFile;
  if (file.version !== 1) throw new Error(`unsupported search index version ${String(file.version)}`);
  const packed: PackedRecords = file.records;
  return {
    indexName: file.indexName,
    search: MiniSearch.loadJS<IndexedRecord>(file.index as never, MINISEARCH_OPTIONS),
    recordOf: (id) => unpackRecord(packed, id as number),
    sample: () => (packed.records.length ? unpackRecord(packed, 0) : null),
    uniformScope: !packed.scopes,
  };
}


const WORD = /([\p{L}\p{N}_]+)/u;

interface Marked {
  pieces: { text: string; word: boolean; hit: boolean }[];
  matchedWords: string[];
}

/** Splits text into words and separators, marking the words the query matched. */
function mark(text: string, matchedTerms: ReadonlyMap<string, string>): Marked {
  const matched = new Set<string>();
  const pieces = text.split(WORD).filter((p) => p !== '').map((piece) => {
    const word = WORD.test(piece);
    const queryTerm = word ? matchedTerms.get(piece.toLowerCase()) : undefined;
    if (queryTerm) matched.add(queryTerm);
    return { text: piece, word, hit: queryTerm !== undefined };
  });
  return { pieces, matchedWords: [...matched] };
}

function levelOf(matched: number, total: number): 'none' | 'partial' | 'full' {
  return matched === 0 ? 'none' : matched >= total ? 'full' : 'partial';
}

function render(pieces: Marked['pieces'], pre: string, post: string): string {
  return pieces.map((p) => (p.hit ? pre + escapeHtml(p.text) + post : escapeHtml(p.text))).join('');
}

function snippet(marked: Marked, words: number, ellipsis: string, pre: string, post: string): string {
  const wordIndexes = marked.pieces.flatMap((p, i) => (p.word ? [i] : []));
  if (wordIndexes.length <= words) return render(marked.pieces, pre, post);
  const firstHit = wordIndexes.findIndex((i) => marked.pieces[i]!.hit);
  const startWord = Math.max(0, Math.min((firstHit < 0 ? 0 : firstHit) - Math.floor(words / 3), wordIndexes.length - words));
  const from = wordIndexes[startWord]!;
  const lastWord = startWord + words - 1;
  const more = lastWord < wordIndexes.length - 1;
  // Keep the punctuation after the last word when the text ends there; otherwise cut before the next word.
  const to = more ? wordIndexes[lastWord]! : marked.pieces.length - 1;
  return (startWord > 0 ? ellipsis : '') + render(marked.pieces.slice(from, to + 1), pre, post) + (more ? ellipsis : '');
}

/** Keys that reach an object's prototype: never read or written, whatever a request names. */
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** Reads a dotted path through own properties only. */
function getPath(record: Record<string, unknown>, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (UNSAFE_KEYS.has(key) || !value || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Writes a dotted path, creating plain objects on the way; a path through a prototype key is ignored. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  if (keys.some((key) => UNSAFE_KEYS.has(key))) return;
  let cursor = target;
  for (const key of keys.slice(0, -1)) {
    const next = Object.hasOwn(cursor, key) ? cursor[key] : undefined;
    if (next && typeof next === 'object') cursor = next as Record<string, unknown>;
    else cursor = cursor[key] = {};
  }
  cursor[keys[keys.length - 1]!] = value;
}

/** A whole number within bounds, or the fallback for anything else (NaN, strings, fractions). */
function wholeNumber(value: unknown, fallback: number, min: number, max: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(min, Math.min(max, Math.floor(value))) : fallback;
}

function facetsMatch(record: SearchRecord, filters: QueryRequest['facetFilters']): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const one = (filter: string) => {
    const negate = filter.startsWith('-');
    const [attribute, ...rest] = (negate ? filter.slice(1) : filter).split(':');
    const equal = String(getPath(record as unknown as Record<string, unknown>, attribute!)) === rest.join(':');
    return negate ? !equal : equal;
  };
  return list.every((entry) => (Array.isArray(entry) ? entry.some(one) : one(entry)));
}

const HIGHLIGHTED = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'];

/** Web Crypto, a global in browsers and Node 20 alike (typed here because the core sees neither's types). */
const webCrypto = (globalThis as unknown as { crypto: { getRandomValues(bytes: Uint8Array): Uint8Array } }).crypto;

function randomId(): string {
  const bytes = new Uint8Array(16);
  webCrypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * How far an index term is from a query word: 0 for the word itself or, for the last word, a word it begins;
 * else the edits between them (a swap of neighbouring letters is one), one more when the first letter differs (as
 * Algolia counts it), so that "finished" is no match for "unfinished".
 */
function typosBetween(queryWord: string, last: boolean, term: string, swapped: readonly string[]): number {
  if (term === queryWord || (last && term.startsWith(queryWord))) return 0;
  const edits = typoDistance(queryWord, term) + (term[0] === queryWord[0] ? 0 : 1);
  // The last word, swapped, may begin the term (`cycel` → `cycles`): one typo.
  return last && edits > 1 && swapped.some((spelling) => term.startsWith(spelling)) ? 1 : edits;
}

/** A query word, or words joined by hyphens (`drop-down`), which also match as one word (`dropdown`). */
interface QueryUnit {
  words: string[];
  compound: string | null;
}

/** The query's words, in units: `drop-down menu` → [drop, down | dropdown], [menu]. */
function queryUnits(query: string): QueryUnit[] {
  return [...query.toLowerCase().matchAll(/[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*/gu)].map(([match]) => {
    const words = match.split('-');
    return { words, compound: words.length > 1 ? words.join('') : null };
  });
}

/**
 * The MiniSearch query for the units: each word by itself (with the fuzziness searchOptions allows) or spelled with
 * two neighbouring letters swapped (no further typo), the last word also as a prefix; a hyphenated unit either word
 * by word or as its compound.
 */
function miniSearchQuery(units: readonly QueryUnit[], combineWith: 'AND' | 'OR'): Query {
  const word = (text: string, last: boolean): Query => {
    const swapped = swappedSpellings(text);
    const own: Query = { combineWith: 'OR', prefix: last, queries: [text] };
    return swapped.length ? { combineWith: 'OR', queries: [own, { combineWith: 'OR', prefix: last, fuzzy: false, queries: swapped }] } : own;
  };
  return {
    combineWith,
    queries: units.map((unit, u) => {
      const last = u === units.length - 1;
      const parts: Query = { combineWith: 'AND', queries: unit.words.map((w, i) => word(w, last && i === unit.words.length - 1)) };
      return unit.compound ? { combineWith: 'OR', queries: [parts, word(unit.compound, last)] } : parts;
    }),
  };
}

interface Matching {
  /** Typos summed over the query words the result matched, each by its best term (Algolia's typo criterion). */
  typos: number;
  /** Index term → the query word it matched at that word's best, for highlighting and matchedWords. */
  terms: Map<string, string>;
}

/** Which of a result's terms matched a query word as closely as any did, and how many typos that took. */
function matching(result: SearchResult, units: readonly QueryUnit[], swaps: ReadonlyMap<string, readonly string[]>): Matching {
  const terms = new Map<string, string>();
  let typos = 0;
  const best = (word: string, last: boolean): number | null => {
    // Swapped spellings matter only for the last word's prefixes.
    const swapped = (last && swaps.get(word)) || [];
    const costs = result.terms.map((term) => typosBetween(word, last, term, swapped));
    const lowest = Math.min(...costs);
    if (!(lowest <= allowedTypos(word))) return null;
    result.terms.forEach((term, k) => {
      if (costs[k] === lowest && !terms.has(term)) terms.set(term, word);
    });
    return lowest;
  };
  units.forEach((unit, u) => {
    const lastUnit = u === units.length - 1;
    // A hyphenated unit found as one word (`dropdown` for `drop-down`) counts as its compound.
    const asCompound = unit.compound === null ? null : best(unit.compound, lastUnit);
    if (asCompound !== null) {
      typos += asCompound;
      return;
    }
    unit.words.forEach((word, i) => {
      const found = best(word, lastUnit && i === unit.words.length - 1);
      // matched by none of its terms (an optional word left out, or only a first-letter typo): ranked last
      typos += found ?? allowedTypos(word) + 1;
    });
  });
  return { typos, terms };
}

function toHit(record: SearchRecord & Record<string, unknown>, request: QueryRequest, queryTerms: string[], matchedTerms: ReadonlyMap<string, string>): Hit {
  const pre = request.highlightPreTag ?? '<em>';
  const post = request.highlightPostTag ?? '</em>';
  const hit: Hit = { objectID: record.objectID, _highlightResult: {} };
  const retrieve = request.attributesToRetrieve ?? ['*'];
  const all = retrieve.includes('*');
  for (const key of ['type', 'hierarchy', 'content', 'url', 'url_without_anchor', 'language', 'docusaurus_tag'] as const) {
    if (all || retrieve.includes(key)) (hit as Record<string, unknown>)[key] = record[key];
  }
  if (!all) for (const path of retrieve) if (path.includes('.')) setPath(hit as Record<string, unknown>, path, getPath(record, path));
  const marks = new Map<string, Marked>();
  for (const path of HIGHLIGHTED) {
    const value = getPath(record, path);
    if (typeof value !== 'string') continue;
    const marked = mark(value, matchedTerms);
    marks.set(path, marked);
    setPath(hit._highlightResult, path, { value: render(marked.pieces, pre, post), matchLevel: levelOf(marked.matchedWords.length, queryTerms.length), matchedWords: marked.matchedWords } satisfies HighlightResult);
  }
  for (const spec of request.attributesToSnippet ?? []) {
    const [path, count] = spec.split(':');
    const marked = marks.get(path!);
    if (!marked) continue;
    hit._snippetResult ??= {};
    setPath(hit._snippetResult, path!, {
      value: snippet(marked, Number(count) || 10, request.snippetEllipsisText ?? '…', pre, post),
      matchLevel: levelOf(marked.matchedWords.length, queryTerms.length),
    } satisfies SnippetResult);
  }
  return hit;
}

export function runQuery(index: LoadedIndex, request: QueryRequest): QueryResult {
  const started = Date.now();
  const query = typeof request.query === 'string' ? request.query.trim() : '';
  const hitsPerPage = wholeNumber(request.hitsPerPage, 20, 0, 1000);
  const page = wholeNumber(request.page, 0, 0, 1000);
  const options = searchOptions();
  if (request.optionalWords) options.combineWith = 'OR';
  const record = (result: SearchResult) => index.recordOf(result.id) as SearchRecord & Record<string, unknown>;
  // Where every record has the same language and version tag, filters on them hold for all records or none:
  // decided once instead of per record.
  const filters = request.facetFilters;
  const indexWide = !filters || (index.uniformScope && JSON.stringify(filters).match(/"-?([\w.]+):/g)?.every((m) => /"-?(language|docusaurus_tag):/.test(m)));
  const sample = index.sample();
  const passes = indexWide && filters && sample ? facetsMatch(sample, filters) : true;
  const filter = indexWide ? undefined : (r: SearchResult) => facetsMatch(record(r), filters);
  const units = queryUnits(query);
  const queryTerms = units.flatMap((unit) => (unit.compound ? [...unit.words, unit.compound] : unit.words));
  const swaps = new Map(queryTerms.map((word) => [word, swappedSpellings(word)]));
  const found = units.length && passes && sample ? index.search.search(miniSearchQuery(units, options.combineWith === 'OR' ? 'OR' : 'AND'), { ...options, filter }) : [];
  // Fewer typos first (exact and prefix matches above typo matches); then headings the query covers
  // completely come first among equals.
  const results = found
    .map((r) => {
      const rec = record(r);
      const own = rec.type === 'content' ? null : rec.hierarchy[rec.type];
      return { r, matched: matching(r, units, swaps), score: r.score * (1 + headingCoverage(own, queryTerms, r.terms)) };
    })
    .sort((a, b) => a.matched.typos - b.matched.typos || b.score - a.score);
  const hits = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((x) => toHit(record(x.r), request, queryTerms, x.matched.terms));
  return {
    hits,
    nbHits: results.length,
    page,
    nbPages: hitsPerPage ? Math.ceil(results.length / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: Date.now() - started,
    query,
    params: `query=${encodeURIComponent(query)}&hitsPerPage=${hitsPerPage}`,
    index: request.indexName,
    ...(request.clickAnalytics ? { queryID: randomId() } : {}),
  };
}

/** The whole endpoint: a parsed request body in, the response body out. Unknown indexes answer 404. */
export function answerQueries(index: LoadedIndex, body: unknown): { results: QueryResult[] } {
  const requests = (body as { requests?: QueryRequest[] } | null)?.requests;
  if (!Array.isArray(requests)) throw new EngineError(400, 'The body must be {"requests": [...]}.');
  for (const request of requests) {
    if (request.indexName !== index.indexName) throw new EngineError(404, `Index ${request.indexName} does not exist`);
  }
  return { results: requests.map((request) => runQuery(index, request)) };
}
