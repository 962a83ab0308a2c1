// Answers Algolia's multi-query endpoint (POST /1/indexes/*/queries) from the split search index, in Algolia's
// response shape (`results[i].hits`, `nbHits`, `queryID`, `_highlightResult`, `_snippetResult`). It honours
// `query`, `hitsPerPage`, `page`, `attributesToRetrieve`, `attributesToSnippet`, `snippetEllipsisText`,
// `highlightPreTag`/`highlightPostTag`, `clickAnalytics`, `facetFilters`, `optionalWords` and `distinct` (by
// page), and the synonyms the index ships (synonyms.ts). Highlighted HTML is built from escaped text only. A query
// loads only the dictionary shards of its words' first letters, the postings of the terms it matched and the
// records of the hits it returns, with the text under the headings among them (sharded-index.ts). Scoring is BM25+
// over the fields with field and record-type boosts, prefix and typo matches weighted down (as MiniSearch scored
// them); ranking follows Algolia's criteria as DocSearch records meet them (typos, then the query words the
// headings name, then the level, then the score: see runQuery); only the words by which a query word matched best
// (exactly or as a prefix when it did, else with the fewest typos) are highlighted. Browser-safe: used in a Web
// Worker and by the Node server alike.
import { allowedTypos, swappedSpellings, typoDistance } from './typos.js';
import { bm25, CONTEXT, FIELD_BOOST, shardKey, stride, TITLE } from './index-format.js';
import { splitWords, TYPE_WEIGHT, type RecordType, type SearchRecord } from './records.js';
import type { ShardedIndex } from './sharded-index.js';
import { synonymSpans, type SynonymSpan } from './synonyms.js';
import { levelOf, mark, render, snippet, type Marked } from './marks.js';
import { textsUnder } from './heading-text.js';

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
  /** Truthy: only the best hit of each page (Algolia's `distinct`, the page being the attribute for distinct). */
  distinct?: boolean | number;
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
  /** False when a very common word's postings were cut to their best-scoring records (POSTINGS_CAP). */
  exhaustiveNbHits: boolean;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID?: string;
}

export class EngineError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A searchable index (kept under its former name for the backends that hold one). */
export type LoadedIndex = ShardedIndex;

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

/** How many bits of a number are set. */
function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits >>> 0; rest; rest &= rest - 1) count++;
  return count;
}

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

/** A scored record as the evaluation builds it (MiniSearch's shape: source terms, matched index terms). */
interface Scored {
  score: number;
  /** The query words (or swapped spellings) it matched. */
  sources: string[];
  /** The index terms it matched, in the order they matched. */
  terms: string[];
  meta: number;
  /** The query words (as bits of their places in the query) found in the record's own heading. */
  heading: number;
  /** The query words found in its own heading or the headings above it. */
  path: number;
}

type Scores = Map<number, Scored>;

function addUnique(target: string[], values: readonly string[]): void {
  for (const value of values) if (!target.includes(value)) target.push(value);
}

function or(a: Scores, b: Scores): Scores {
  for (const [position, found] of b) {
    const existing = a.get(position);
    if (!existing) a.set(position, found);
    else {
      existing.score += found.score;
      existing.heading |= found.heading;
      existing.path |= found.path;
      addUnique(existing.terms, found.terms);
      addUnique(existing.sources, found.sources);
    }
  }
  return a;
}

function and(a: Scores, b: Scores): Scores {
  const combined: Scores = new Map();
  for (const [position, found] of b) {
    const existing = a.get(position);
    if (!existing) continue;
    addUnique(existing.sources, found.sources);
    addUnique(existing.terms, found.terms);
    combined.set(position, {
      score: existing.score + found.score,
      sources: existing.sources,
      terms: existing.terms,
      meta: existing.meta,
      heading: existing.heading | found.heading,
      path: existing.path | found.path,
    });
  }
  return combined;
}

const combine = (all: Scores[], how: 'AND' | 'OR'): Scores => (all.length ? all.reduce(how === 'AND' ? and : or) : new Map());

/** Edits between two words (plain Levenshtein, as the typo lookup counts them), or Infinity beyond `max`. */
function editsWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]!);
    }
    if (best > max) return Infinity;
    previous = row;
  }
  return previous[b.length]! <= max ? previous[b.length]! : Infinity;
}

/** One looked-up query term: the index terms it stands for, with their weights (1 exact, less for prefix and typos). */
type Expansion = [term: string, weight: number][];

const PREFIX_WEIGHT = 0.375;
const TYPO_WEIGHT = 0.45;

/** The index terms a query term matches: itself, the terms it begins (as a prefix) and those within `typos` edits. */
function expand(index: ShardedIndex, term: string, prefix: boolean, typos: number): Expansion {
  const out: Expansion = [];
  if (index.term(term)) out.push([term, 1]);
  const candidates = index.termsOf(shardKey(term));
  const prefixed = new Set<string>();
  if (prefix) {
    for (const candidate of candidates) {
      if (candidate === term || !candidate.startsWith(term)) continue;
      prefixed.add(candidate);
      out.push([candidate, (PREFIX_WEIGHT * candidate.length) / (candidate.length + 0.3 * (candidate.length - term.length))]);
    }
  }
  if (typos > 0) {
    for (const candidate of candidates) {
      if (candidate === term || prefixed.has(candidate)) continue;
      const edits = editsWithin(term, candidate, typos);
      if (edits !== Infinity) out.push([candidate, (TYPO_WEIGHT * candidate.length) / (candidate.length + edits)]);
    }
  }
  return out;
}

/** A query term to look up: the word, its prefix flag, its typo allowance and the query words it stands for. */
interface Lookup {
  term: string;
  prefix: boolean;
  typos: number;
  /** Bits of the places in the query of the words it stands for (slotBit). */
  slots: number;
}

/** The bit of a query word's place (the 31st and later words share the last bit). */
const slotBit = (place: number) => 1 << Math.min(place, 30);

/**
 * The query as a tree of lookups: each word by itself (with the typos it is allowed) or spelled with two
 * neighbouring letters swapped (no further typo), the last word also as a prefix; a hyphenated unit either word by
 * word or as its compound.
 */
type QueryTree = { combine: 'AND' | 'OR'; parts: QueryTree[] } | Lookup;

function queryTree(units: readonly QueryUnit[], combineWith: 'AND' | 'OR', spans: readonly SynonymSpan[]): QueryTree {
  const word = (text: string, last: boolean, slots: number): QueryTree => {
    const own: QueryTree = {
      combine: 'OR',
      parts: splitWords(text).map((term) => ({ term: term.toLowerCase(), prefix: last, typos: allowedTypos(term), slots })),
    };
    const swapped = swappedSpellings(text);
    return swapped.length ? { combine: 'OR', parts: [own, { combine: 'OR', parts: swapped.map((term) => ({ term, prefix: last, typos: 0, slots })) }] } : own;
  };
  // Each query word's unit and place among all the query's words.
  const placesOf: number[][] = [];
  const unitAt: number[] = [];
  for (const [u, unit] of units.entries()) placesOf.push(unit.words.map(() => unitAt.push(u) - 1));
  const total = unitAt.length;
  const mask = (from: number, length: number) => Array.from({ length }, (_, i) => slotBit(from + i)).reduce((a, b) => a | b, 0);
  // A synonym's alternative: its words, all exact, the last one also as a prefix when the query ends with the span.
  const alternatives = (span: SynonymSpan): QueryTree[] =>
    span.alternatives.map((words) => ({
      combine: 'AND',
      parts: words.map((term, i) => ({
        term,
        prefix: span.start + span.length === total && i === words.length - 1,
        typos: 0,
        slots: mask(span.start, span.length),
      })),
    }));
  const withSynonyms = (own: QueryTree, span: SynonymSpan | undefined): QueryTree => (span ? { combine: 'OR', parts: [own, ...alternatives(span)] } : own);
  // Spans inside one unit replace its words; spans over whole units replace those units.
  const inside = new Map<number, SynonymSpan>();
  const across = new Map<number, SynonymSpan>();
  for (const span of spans) {
    const [first, last] = [unitAt[span.start]!, unitAt[span.start + span.length - 1]!];
    if (first === last) inside.set(span.start, span);
    else if (placesOf[first]![0] === span.start && placesOf[last]!.at(-1) === span.start + span.length - 1) across.set(first, span);
  }
  const unitTree = (unit: QueryUnit, u: number): QueryTree => {
    const lastUnit = u === units.length - 1;
    const places = placesOf[u]!;
    const parts: QueryTree[] = [];
    for (let i = 0; i < unit.words.length;) {
      const span = inside.get(places[i]!);
      const length = span?.length ?? 1;
      const own = unit.words.slice(i, i + length).map((w, k): QueryTree => word(w, lastUnit && i + k === unit.words.length - 1, slotBit(places[i + k]!)));
      parts.push(withSynonyms(own.length === 1 ? own[0]! : { combine: 'AND', parts: own }, span));
      i += length;
    }
    const tree: QueryTree = { combine: 'AND', parts };
    return unit.compound ? { combine: 'OR', parts: [tree, word(unit.compound, lastUnit, mask(places[0]!, places.length))] } : tree;
  };
  const parts: QueryTree[] = [];
  for (let u = 0; u < units.length; u++) {
    const span = across.get(u);
    if (!span) {
      parts.push(unitTree(units[u]!, u));
      continue;
    }
    const through = unitAt[span.start + span.length - 1]!;
    const own: QueryTree = { combine: 'AND', parts: units.slice(u, through + 1).map((unit, k) => unitTree(unit, u + k)) };
    parts.push(withSynonyms(own, span));
    u = through;
  }
  return { combine: combineWith, parts };
}

function lookups(tree: QueryTree): Lookup[] {
  return 'term' in tree ? [tree] : tree.parts.flatMap(lookups);
}

const lookupKey = (lookup: Lookup) => `${lookup.term}\0${lookup.prefix}\0${lookup.typos}\0${lookup.slots}`;

/** Scores records for one lookup: BM25+ per field, boosted by field and record type, weighted by how the term matched. */
function score(index: ShardedIndex, lookup: Lookup, expansion: Expansion): Scores {
  const source = lookup.term;
  const { documentCount, averageFieldLength } = index.manifest;
  const results: Scores = new Map();
  for (const [term, weight] of expansion) {
    const loaded = index.term(term)!;
    loaded.fields?.forEach((list, field) => {
      if (!list) return;
      const step = stride(field);
      const df = loaded.df[field]!;
      for (let i = 0; i < list.length; i += step) {
        const position = list[i]!;
        const meta = list[i + 3]!;
        const value =
          weight * FIELD_BOOST[field]! * TYPE_WEIGHT[levelType(meta & 7)] * bm25(list[i + 1]!, df, documentCount, list[i + 2]!, averageFieldLength[field]!);
        const heading = field === TITLE ? lookup.slots : 0;
        const path = field === TITLE || field === CONTEXT ? lookup.slots : 0;
        const existing = results.get(position);
        if (existing) {
          existing.score += value;
          existing.heading |= heading;
          existing.path |= path;
          addUnique(existing.sources, [source]);
          addUnique(existing.terms, [term]);
        } else results.set(position, { score: value, sources: [source], terms: [term], meta, heading, path });
      }
    });
  }
  return results;
}

const LEVEL_TYPES: RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const levelType = (level: number): RecordType => LEVEL_TYPES[level] ?? 'content';

function evaluate(index: ShardedIndex, tree: QueryTree, expansions: ReadonlyMap<string, Expansion>): Scores {
  if ('term' in tree) return score(index, tree, expansions.get(lookupKey(tree))!);
  return combine(
    tree.parts.map((part) => evaluate(index, part, expansions)),
    tree.combine,
  );
}

/**
 * How much of each heading record's own heading the query covers (1 = the heading is exactly the query's words):
 * its heading words that the record matched or that begin with a query word, over all its heading words. Used to
 * rank "Cycles" above "Plan work with cycles" for the query "cycles". Read from the title postings.
 */
function headingCoverages(index: ShardedIndex, found: Scores, queryTerms: readonly string[], title: TitleLookup): Map<number, number> {
  const beginning = new Set<string>();
  for (const q of queryTerms) for (const term of index.termsOf(shardKey(q))) if (term.startsWith(q)) beginning.add(term);
  const coverage = new Map<number, number>();
  for (const [position, scored] of found) {
    if ((scored.meta & 7) === 0) continue;
    let words = 0;
    let hits = 0;
    for (const term of new Set([...scored.terms, ...beginning])) {
      const entry = title(term).get(position);
      if (!entry) continue;
      words = entry[0];
      hits += entry[1];
    }
    if (words) coverage.set(position, hits / words);
  }
  return coverage;
}

/** A term's title postings by record position: [heading words, the term's count among them]. */
type TitleLookup = (term: string) => Map<number, [number, number]>;

function titleLookup(index: ShardedIndex): TitleLookup {
  const titleOf = new Map<string, Map<number, [number, number]>>();
  return (term) => {
    let map = titleOf.get(term);
    if (!map) {
      map = new Map();
      const list = index.term(term)?.title;
      for (let i = 0; list && i < list.length; i += stride(TITLE)) map.set(list[i]!, [list[i + 4]!, list[i + 5]!]);
      titleOf.set(term, map);
    }
    return map;
  };
}

/** Query words shorter than this are not looked for as the beginning of a heading's word (`a` would begin many). */
const HEADING_PREFIX_MIN = 3;
/** At most this many index terms beginning with one query word are looked at (the shortest first). */
const HEADING_PREFIX_TERMS = 16;

/**
 * For ranking only: the query words (as slot bits) that begin a word of each found record's own heading, and of
 * its own heading or those above it. The section "Logging time" and the text under it name the query "log time"
 * as "Time tracking" does not, though only the last word of a query is matched as a prefix.
 */
async function headingPrefixes(
  index: ShardedIndex,
  found: Scores,
  words: readonly [word: string, bits: number][],
): Promise<{ heading: Map<number, number>; path: Map<number, number> }> {
  const heading = new Map<number, number>();
  const path = new Map<number, number>();
  const termsOf = words.map(([word]) =>
    word.length < HEADING_PREFIX_MIN
      ? []
      : index
          .termsOf(shardKey(word))
          .filter((term) => term.startsWith(word))
          .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
          .slice(0, HEADING_PREFIX_TERMS),
  );
  await index.loadPostings(termsOf.flat());
  words.forEach(([, bits], w) => {
    for (const term of termsOf[w]!) {
      const loaded = index.term(term);
      for (const [field, into] of [
        [TITLE, heading],
        [TITLE, path],
        [CONTEXT, path],
      ] as const) {
        const list = field === TITLE ? loaded?.title : loaded?.fields?.[field];
        for (let i = 0; list && i < list.length; i += stride(field)) {
          const position = list[i]!;
          if (found.has(position)) into.set(position, (into.get(position) ?? 0) | bits);
        }
      }
    }
  });
  return { heading, path };
}

interface Matching {
  /** Typos summed over the query words the result matched, each by its best term (Algolia's typo criterion). */
  typos: number;
  /** Index term → the query word it matched at that word's best, for highlighting and matchedWords. */
  terms: Map<string, string>;
}

/** Which of a result's terms matched a query word as closely as any did, and how many typos that took. */
function matching(
  result: { terms: readonly string[] },
  units: readonly QueryUnit[],
  swaps: ReadonlyMap<string, readonly string[]>,
  spans: readonly SynonymSpan[],
): Matching {
  const terms = new Map<string, string>();
  let typos = 0;
  // The query words a synonym stands in for, where the result has all the words of one of its alternatives.
  const total = units.reduce((n, unit) => n + unit.words.length, 0);
  const bySynonym = new Set<number>();
  for (const span of spans) {
    const prefix = span.start + span.length === total;
    for (const alternative of span.alternatives) {
      const found = alternative.map((w, i) => result.terms.find((term) => term === w || (prefix && i === alternative.length - 1 && term.startsWith(w))));
      if (found.some((term) => term === undefined)) continue;
      found.forEach((term, i) => terms.has(term!) || terms.set(term!, alternative[i]!));
      for (let place = span.start; place < span.start + span.length; place++) bySynonym.add(place);
      break;
    }
  }
  let place = 0;
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
      place += unit.words.length;
      return;
    }
    unit.words.forEach((word, i) => {
      const found = best(word, lastUnit && i === unit.words.length - 1);
      // matched by none of its terms (an optional word left out, or only a first-letter typo): ranked last, unless
      // a synonym of it matched
      typos += found ?? (bySynonym.has(place) ? 0 : allowedTypos(word) + 1);
      place++;
    });
  });
  return { typos, terms };
}

function toHit(
  record: SearchRecord & Record<string, unknown>,
  request: QueryRequest,
  queryTerms: string[],
  matchedTerms: ReadonlyMap<string, string>,
  text: Marked | null,
): Hit {
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
    setPath(hit._highlightResult, path, {
      value: render(marked.pieces, pre, post),
      matchLevel: levelOf(marked.matchedWords.length, queryTerms.length),
      matchedWords: marked.matchedWords,
    } satisfies HighlightResult);
  }
  for (const spec of request.attributesToSnippet ?? []) {
    const [path, count] = spec.split(':');
    // A heading has no text of its own: its snippet is the text under it (see textUnder).
    const marked = marks.get(path!) ?? (path === 'content' ? text : null);
    if (!marked) continue;
    hit._snippetResult ??= {};
    setPath(hit._snippetResult, path!, {
      value: snippet(marked, Number(count) || 10, request.snippetEllipsisText ?? '…', pre, post),
      matchLevel: levelOf(marked.matchedWords.length, queryTerms.length),
    } satisfies SnippetResult);
  }
  return hit;
}

/**
 * Index terms that a query word matched as itself or, for the last word, as a prefix, each with that word: the
 * words marked in the text shown under a heading hit (typo matches are not, unless the hit itself matched by them).
 */
function textTerms(expansions: ReadonlyMap<string, Expansion>, units: readonly QueryUnit[], spans: readonly SynonymSpan[]): Map<string, string> {
  const words = units.flatMap((unit, u) => [...unit.words, ...(unit.compound ? [unit.compound] : [])].map((word) => [word, u === units.length - 1] as const));
  for (const span of spans) for (const alternative of span.alternatives) words.push(...alternative.map((word) => [word, false] as const));
  const terms = new Map<string, string>();
  for (const expansion of expansions.values()) {
    for (const [term] of expansion) {
      const word = words.find(([w, last]) => term === w || (last && term.startsWith(w)));
      if (word && !terms.has(term)) terms.set(term, word[0]);
    }
  }
  return terms;
}

/** The attributes facet filters name (`-language:fr` → language). */
function filterAttributes(filters: NonNullable<QueryRequest['facetFilters']>): string[] {
  const list = (typeof filters === 'string' ? [filters] : filters).flat();
  return list.map((filter) => String(filter).replace(/^-/, '').split(':')[0]!);
}

/** Filters that only name what the postings carry (language, version tag, type) need no record fetched. */
const POSTING_ATTRIBUTES = new Set(['language', 'docusaurus_tag', 'type']);

export async function runQuery(index: ShardedIndex, request: QueryRequest): Promise<QueryResult> {
  const started = Date.now();
  const query = typeof request.query === 'string' ? request.query.trim() : '';
  const hitsPerPage = wholeNumber(request.hitsPerPage, 20, 0, 1000);
  const page = wholeNumber(request.page, 0, 0, 1000);
  const combineWith = request.optionalWords ? 'OR' : 'AND';
  // Where every record has the same language and version tag, filters on them hold for all records or none:
  // decided once instead of per record.
  const filters = request.facetFilters;
  const indexWide =
    !filters ||
    (index.uniformScope &&
      JSON.stringify(filters)
        .match(/"-?([\w.]+):/g)
        ?.every((m) => /"-?(language|docusaurus_tag):/.test(m)));
  const sample = index.manifest.documentCount ? (index.scope(0) as unknown as SearchRecord) : null;
  const passes = indexWide && filters && sample ? facetsMatch(sample, filters) : true;
  const units = queryUnits(query);
  const spans = synonymSpans(
    units.flatMap((unit) => unit.words),
    index.manifest.synonyms ?? [],
  );
  const queryTerms = units.flatMap((unit) => (unit.compound ? [...unit.words, unit.compound] : unit.words));
  const swaps = new Map(queryTerms.map((word) => [word, swappedSpellings(word)]));
  let found: Scores = new Map();
  let exhaustive = true;
  let expansions = new Map<string, Expansion>();
  if (units.length && passes && sample) {
    const tree = queryTree(units, combineWith, spans);
    const all = lookups(tree);
    await index.loadKeys(all.map((lookup) => shardKey(lookup.term)));
    // One expansion per term, prefix flag and typo allowance, whatever query words the lookups stand for.
    const expanded = new Map<string, Expansion>();
    const expansionOf = ({ term, prefix, typos }: Lookup) => {
      const key = `${term}\0${prefix}\0${typos}`;
      let expansion = expanded.get(key);
      if (!expansion) expanded.set(key, (expansion = expand(index, term, prefix, typos)));
      return expansion;
    };
    expansions = new Map(all.map((lookup) => [lookupKey(lookup), expansionOf(lookup)]));
    const terms = new Set([...expansions.values()].flatMap((expansion) => expansion.map(([term]) => term)));
    await index.loadPostings(terms);
    for (const term of terms) if (index.term(term)!.cut) exhaustive = false;
    found = evaluate(index, tree, expansions);
    if (!indexWide) {
      if (filterAttributes(filters!).every((attribute) => POSTING_ATTRIBUTES.has(attribute))) {
        for (const [position, scored] of found) {
          const light = { type: levelType(scored.meta & 7), ...index.scope(scored.meta >> 3) } as unknown as SearchRecord;
          if (!facetsMatch(light, filters)) found.delete(position);
        }
      } else {
        await index.loadRecords(found.keys());
        for (const position of found.keys()) if (!facetsMatch(index.record(position), filters)) found.delete(position);
      }
    }
  }
  const title = titleLookup(index);
  const coverage = headingCoverages(index, found, queryTerms, title);
  let place = 0;
  const prefixes = await headingPrefixes(
    index,
    found,
    units.flatMap((unit) => unit.words.map((word) => [word, slotBit(place++)] as [string, number])),
  );
  const places = units.reduce((n, unit) => n + unit.words.length, 0);
  const everyWord = places >= 31 ? -1 >>> 1 : (1 << places) - 1;
  // Ranked as Algolia ranks DocSearch records, on what the index knows: fewer typos first (exact and prefix
  // matches above typo matches); then records whose headings (its own and those above it) hold more of the query's
  // words, and of those, whose own heading holds more (the attribute criterion: a page or section that the query
  // names above body text; "Layouts › Calendar" above the Layouts page for "calendar layout"); among those,
  // pages above their sections and sections above deeper ones (DocSearch's weight.level), and headings the query
  // covers more completely first ("Cycles" above "Plan work with cycles"); then the BM25+ score, in which a
  // record scores more for each query word it matched (MiniSearch's "quality").
  let results = [...found]
    .map(([position, scored]) => {
      const heading = bitCount((scored.heading | (prefixes.heading.get(position) ?? 0)) & everyWord);
      return {
        position,
        matched: matching(scored, units, swaps, spans),
        path: bitCount((scored.path | (prefixes.path.get(position) ?? 0)) & everyWord),
        heading,
        level: heading ? scored.meta & 7 : 0,
        coverage: heading ? (coverage.get(position) ?? 0) : 0,
        score: scored.score * scored.sources.length * (1 + (coverage.get(position) ?? 0)),
      };
    })
    .sort(
      (a, b) =>
        a.matched.typos - b.matched.typos ||
        b.path - a.path ||
        b.heading - a.heading ||
        a.level - b.level ||
        b.coverage - a.coverage ||
        b.score - a.score ||
        a.position - b.position,
    );
  if (request.distinct && results.length) {
    await index.loadPages();
    const seen = new Set<number>();
    results = results.filter(({ position }) => !seen.has(index.pageOf(position)) && Boolean(seen.add(index.pageOf(position))));
  }
  const shown = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  await index.loadRecords(shown.map((x) => x.position));
  const snippets = request.attributesToSnippet?.some((spec) => spec.split(':')[0] === 'content') ?? false;
  const texts = snippets
    ? await textsUnder(
        index,
        shown.map((x) => ({ position: x.position, terms: x.matched.terms })),
        textTerms(expansions, units, spans),
      )
    : new Map<number, Marked>();
  const hits = shown.map((x) =>
    toHit(index.record(x.position) as SearchRecord & Record<string, unknown>, request, queryTerms, x.matched.terms, texts.get(x.position) ?? null),
  );
  return {
    hits,
    nbHits: results.length,
    page,
    nbPages: hitsPerPage ? Math.ceil(results.length / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: exhaustive,
    processingTimeMS: Date.now() - started,
    query,
    params: `query=${encodeURIComponent(query)}&hitsPerPage=${hitsPerPage}`,
    index: request.indexName,
    ...(request.clickAnalytics ? { queryID: randomId() } : {}),
  };
}

/** The whole endpoint: a parsed request body in, the response body out. Unknown indexes answer 404. */
export async function answerQueries(index: ShardedIndex, body: unknown): Promise<{ results: QueryResult[] }> {
  const requests = (body as { requests?: QueryRequest[] } | null)?.requests;
  if (!Array.isArray(requests)) throw new EngineError(400, 'The body must be {"requests": [...]}.');
  for (const request of requests) {
    if (request.indexName !== index.indexName) throw new EngineError(404, `Index ${request.indexName} does not exist`);
  }
  const results: QueryResult[] = [];
  for (const request of requests) results.push(await runQuery(index, request));
  return { results };
}
