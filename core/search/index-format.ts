/**
 * The split search index as shipped (see INDEX_FORMAT_VERSION): a small manifest at a stable URL, term dictionaries sharded by
 * a term's first letter (typos are never allowed there, so every match of a query word lives in its letter's
 * shard), postings of common terms in their own files, and the records in fragments fetched only for the results
 * shown. Shard and postings files are named by their content's hash, fragments by the hash of their block. Types and pure helpers only; no
 * Node or DOM imports (the build writes these files, the browser worker and the server read them).
 */

import type { SynonymTable } from './synonyms.js';

export const INDEX_FORMAT_VERSION = 3;

/**
 * Fragments named by one hash per this many consecutive fragments: the manifest stays small on a site of thousands
 * of fragments, and a one-page edit renames only its own block (readers keep the rest cached, and the build leaves
 * their files in place) instead of every fragment.
 */
export const FRAGMENT_BLOCK = 16;

/** Indexed fields, in the order postings list them (and MiniSearch scored them). */
export const FIELDS = ['title', 'content', 'context', 'keywords'] as const;
export type FieldName = (typeof FIELDS)[number];
export const TITLE = 0;
export const CONTEXT = 2;

/** Field boosts: own heading, front-matter keywords, body text, and (weakly) the headings above. */
export const FIELD_BOOST: readonly number[] = [3, 1, 0.4, 2];

/** BM25+ parameters (those MiniSearch used: k 1.2, b 0.7, d 0.5). */
const K = 1.2;
const B = 0.7;
const D = 0.5;

/** One field's BM25+ score of a term in a record. */
export function bm25(tf: number, df: number, documentCount: number, fieldLength: number, averageFieldLength: number): number {
  const idf = Math.log(1 + (documentCount - df + 0.5) / (df + 0.5));
  return idf * (D + (tf * (K + 1)) / (tf + K * (1 - B + (B * fieldLength) / averageFieldLength)));
}

/** The manifest: `_search/index.json`, fetched revalidated; names every other file of the index. */
export interface SearchManifest {
  version: typeof INDEX_FORMAT_VERSION;
  indexName: string;
  /** Records in the index. */
  documentCount: number;
  /** Per field (FIELDS order): the mean number of distinct words. */
  averageFieldLength: number[];
  /** The language and version tag of every record (of the first scope when `scopes` is set). */
  language: string;
  tag: string;
  /** On sites with several locales or versions: each [language, version tag]; postings name them by index. */
  scopes?: [string, string][];
  /** Where the hashed files are, relative to the manifest's URL. */
  dir: string;
  /** Dictionary shards: [first shard key it holds, file], sorted by key; a shard holds keys up to the next one's. */
  shards: [string, string][];
  /**
   * Record fragments: how many records each holds, in order; fragment i is `f-<id>-<i>.json`, where the id is
   * `ids[i / FRAGMENT_BLOCK]`, a hash of the content of that block of fragments.
   */
  fragments: { ids: string[]; sizes: number[] };
  /** Postings lists longer than this many records keep only that many, the highest scoring (0: none cut). */
  postingsCap: number;
  /** The site's synonyms (`search.synonyms`), when it has any. */
  synonyms?: SynonymTable;
  /**
   * The file that says which page each record is on (a PagesFile), for `distinct` queries (the /search page's count
   * of pages); fetched only by them.
   */
  pages?: string;
}

/** How many records each page has, pages in index order (a page's records are consecutive, its own record first). */
export type PagesFile = number[];

/**
 * One field's postings: per record, [position delta, term frequency, field length, meta], and for the title
 * field also [heading words, term frequency as a heading word] (see `headingCoverage`). `meta` is the record's
 * level (0 content, 1–6 lvlN) plus 8 × its scope index.
 */
export type FieldPostings = number[];

/** A term's postings in FIELDS order; null where the term is absent from that field. */
export type TermPostings = (FieldPostings | null)[];

/**
 * A dictionary entry: [term, record counts per field (FIELDS order, before any cap), title postings, the other
 * fields' postings inline or the postings file that holds them, cut (1 when a cap dropped records)].
 */
export type DictionaryEntry = [string, number[], FieldPostings | null, TermPostings | string, 0 | 1];

/** A dictionary shard file. */
export interface DictionaryShard {
  terms: DictionaryEntry[];
}

/** A postings file: term → its content, context and keywords postings (title ones stay in the dictionary). */
export type PostingsFile = Record<string, TermPostings>;

/** The stride of a field's postings tuples. */
export function stride(field: number): number {
  return field === TITLE ? 6 : 4;
}

/** The shard key of a term: its first code point. */
export function shardKey(term: string): string {
  return String.fromCodePoint(term.codePointAt(0) ?? 0);
}

/** The index of the last entry whose first element is at most `key`, in a list sorted by it; null when none is. */
export function lastAtOrBelow<K extends string | number>(list: readonly (readonly [K, unknown])[], key: K): number | null {
  let lo = 0;
  let hi = list.length - 1;
  let found: number | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]![0] <= key) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The file of a shard key or record position, from a list sorted by its first element. */
export function locate<K extends string | number>(list: readonly [K, string][], key: K): string | null {
  const at = lastAtOrBelow(list, key);
  return at === null ? null : list[at]![1];
}

/** The fragment files of a manifest: [position of its first record, file], sorted by position. */
export function fragmentFiles(manifest: Pick<SearchManifest, 'fragments'>): [number, string][] {
  let start = 0;
  return manifest.fragments.sizes.map((size, i) => {
    const entry: [number, string] = [start, `f-${manifest.fragments.ids[Math.floor(i / FRAGMENT_BLOCK)]}-${i}.json`];
    start += size;
    return entry;
  });
}
