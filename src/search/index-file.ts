/**
 * Builds the split search index that ships with the site (core/search/index-format.ts): per record, the
 * distinct words of each field; per term, its postings; dictionaries grouped by first letter; common terms'
 * postings and the packed records in content-hashed files; a manifest naming them. Pure (no file access):
 * returns the files to write. Deterministic: the same records give byte-identical files, however their words were
 * encoded (freshly here, or partly read back from the build cache: src/pipeline/search-stage.ts).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { ShardedIndex, type ReadIndexFile } from '../../core/search/sharded-index.js';
import { SEARCH_FILES_DIR, SEARCH_MANIFEST_PATH } from '../../core/urls.js';
import { packRecords, type SearchRecord } from '../../core/search/records.js';
import { IntJsonWriter } from './int-json.js';
import { encodeRecord, IntList, RECORD_HEADER, TermTable } from './term-encoding.js';
import {
  bm25,
  FIELD_BOOST,
  FIELDS,
  FRAGMENT_BLOCK,
  fragmentFiles,
  INDEX_FORMAT_VERSION,
  shardKey,
  TITLE,
  type SearchManifest,
} from '../../core/search/index-format.js';
import { TYPE_WEIGHT, type RecordType } from '../../core/search/records.js';
import type { SynonymTable } from '../../core/search/synonyms.js';

const SEARCH_MANIFEST_FILE = SEARCH_MANIFEST_PATH;
const FILES_DIR = SEARCH_FILES_DIR;
/** The hashed files' folder as the manifest names it (relative to the manifest). */
const FILES_FROM_MANIFEST = `${path.posix.relative(path.posix.dirname(SEARCH_MANIFEST_PATH), SEARCH_FILES_DIR)}/`;

/** A dictionary shard is closed once it holds this much JSON; small letters share one. */
const SHARD_TARGET = 24 * 1024;
/** Postings up to this much JSON stay in the dictionary; longer ones go to a postings file. */
const INLINE_LIMIT = 512;
/** A postings file is closed once it holds this much JSON. */
const POSTINGS_TARGET = 32 * 1024;
/** A record fragment is closed once it holds this much JSON. */
const FRAGMENT_TARGET = 12 * 1024;
/** The most records a term's postings keep (the highest scoring): bounds what one query word downloads. */
export const POSTINGS_CAP = 20_000;

const LEVEL: Record<RecordType, number> = { content: 0, lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6 };
const LEVEL_TYPES: RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function hashName(prefix: string, content: string): string {
  return `${prefix}-${createHash('sha256').update(content).digest('hex').slice(0, 12)}.json`;
}

export interface SearchFiles {
  /** Output path → content, the manifest first (fragments reused from the build cache as UTF-8 bytes). */
  files: Map<string, string | Uint8Array>;
  manifest: SearchManifest;
}

export interface SearchFilesOptions {
  /** The most records one term's postings keep (default POSTINGS_CAP). */
  postingsCap?: number;
  /**
   * The text of the fragment of records `start`…`end - 1` (index order) when an earlier build made it for the same
   * records (the caller knows), else undefined: it is made here.
   */
  reuseFragment?: (start: number, end: number) => string | Uint8Array | undefined;
  /** The site's synonyms, shipped in the manifest for the engines (none: left out). */
  synonyms?: SynonymTable;
}

/** The indexed words of records, encoded (term-encoding.ts): `data` holds them one after another. */
export interface EncodedTerms {
  terms: readonly string[];
  data: Int32Array;
}

/**
 * What the index builder needs of the records besides their words, by index position: their scope (language and
 * version tag), level and a size estimate that decides where fragments end, and the records themselves only for
 * fragments it has to pack. The build cache keeps the first three, so an edit build need not read every record.
 */
export interface RecordFacts {
  count: number;
  /** The (language, docusaurus_tag) pairs that `scope` numbers, in any order. */
  scopes: readonly (readonly [string, string])[];
  scope: Int32Array;
  /** 0 for content, else the heading level of the record's type. */
  level: Int32Array;
  size: Int32Array;
  /** The records at positions `start` … `end - 1`. */
  slice(start: number, end: number): readonly SearchRecord[];
}

/** A record's level (0 for content) and fragment size estimate, as RecordFacts holds them. */
export const levelOf = (record: SearchRecord): number => LEVEL[record.type];
export const fragmentSizeOf = (record: SearchRecord): number => (record.content?.length ?? 0) + record.url.length + 64;

/** The facts of records held in memory. */
export function factsOf(records: readonly SearchRecord[]): RecordFacts {
  const scopes = new ScopeTable();
  return {
    count: records.length,
    scopes: scopes.pairs,
    scope: Int32Array.from(records, (record) => scopes.id(record.language, record.docusaurus_tag)),
    level: Int32Array.from(records, levelOf),
    size: Int32Array.from(records, fragmentSizeOf),
    slice: (start, end) => records.slice(start, end),
  };
}

/** (language, tag) pairs numbered in order of first use, as RecordFacts' scopes. */
export class ScopeTable {
  readonly pairs: [string, string][] = [];
  private readonly ids = new Map<string, number>();
  id(language: string, tag: string): number {
    const key = `${language}\0${tag}`;
    let id = this.ids.get(key);
    if (id === undefined) this.ids.set(key, (id = this.pairs.push([language, tag]) - 1));
    return id;
  }
}

/** Records in the order the index places them: URL order, a page's records in their own order. */
export function inIndexOrder<T extends Pick<SearchRecord, 'url_without_anchor'>>(input: readonly T[]): T[] {
  const urls = input.map((record) => record.url_without_anchor);
  const order = input.map((_, i) => i).sort((a, b) => (urls[a]! < urls[b]! ? -1 : urls[a]! > urls[b]! ? 1 : a - b));
  return order.map((i) => input[i]!);
}

/**
 * The index files for the records. Records are placed in URL order (a page's records in their own order), so that
 * the same records give the same files, and the same answers, in whatever order they come (a build's page order,
 * or the order `docsgen dev` rendered them in).
 */
export function buildSearchFiles(input: readonly SearchRecord[], indexName: string, options: SearchFilesOptions = {}): SearchFiles {
  const records = inIndexOrder(input);
  const table = new TermTable();
  const encoded = new IntList(1 << 20);
  for (const record of records) encodeRecord(record, table, encoded);
  return writeSearchFiles(factsOf(records), { terms: table.terms, data: encoded.view() }, indexName, options);
}

/**
 * The index files for records already in index order (inIndexOrder), given by their facts, and their encoded words,
 * in that order. Any numbering of the terms or scopes gives the same files; terms no record uses are left out.
 */
export function writeSearchFiles(facts: RecordFacts, encoded: EncodedTerms, indexName: string, options: SearchFilesOptions = {}): SearchFiles {
  const cap = options.postingsCap ?? POSTINGS_CAP;
  const data = encoded.data;
  // The scopes (language, version tag) numbered in order of first use, as packRecords numbers them, and each record's.
  const count = facts.count;
  const scopeList: (readonly [string, string])[] = [];
  const renumbered = new Int32Array(facts.scopes.length).fill(-1);
  const scopeOf = new Int32Array(count);
  for (let position = 0; position < count; position++) {
    const given = facts.scope[position]!;
    if (renumbered[given] === -1) renumbered[given] = scopeList.push(facts.scopes[given]!) - 1;
    scopeOf[position] = renumbered[given]!;
  }
  const scopes = scopeList.length > 1 ? scopeList.map(([language, tag]) => [language, tag] as [string, string]) : null;
  const totals = FIELDS.map(() => 0);
  const F = FIELDS.length;
  const termList = encoded.terms;

  // Pass 1: count postings per term and field, and sum the field lengths.
  const counts = new Int32Array(termList.length * F + 1);
  let at = 0;
  for (let position = 0; position < count; position++) {
    let k = at + RECORD_HEADER;
    for (let field = 0; field < F; field++) {
      totals[field]! += data[at + F + field]!;
      const step = field === TITLE ? 3 : 2;
      for (let n = data[at + field]!; n > 0; n--, k += step) counts[data[k]! * F + field]!++;
    }
    at = k;
  }
  if (at !== data.length) throw new Error('search index: the encoded words do not match the records');
  const averageFieldLength = totals.map((total) => (count ? total / count : 0));

  // Pass 2: postings laid out term by term, field by field, in position order.
  const offsets = new Int32Array(termList.length * F + 1);
  for (let i = 0; i < termList.length * F; i++) offsets[i + 1] = offsets[i]! + counts[i]!;
  const total = offsets[termList.length * F]!;
  const cursor = offsets.slice(0, termList.length * F);
  const POS = new Int32Array(total);
  const TF = new Int32Array(total);
  const LEN = new Int32Array(total);
  const META = new Int32Array(total);
  const HW = new Int32Array(total);
  const HTF = new Int32Array(total);
  at = 0;
  for (let position = 0; position < count; position++) {
    const meta = facts.level[position]! + 8 * scopeOf[position]!;
    let k = at + RECORD_HEADER;
    for (let field = 0; field < F; field++) {
      const length = data[at + F + field]!;
      for (let n = data[at + field]!; n > 0; n--) {
        const slot = cursor[data[k]! * F + field]!++;
        POS[slot] = position;
        TF[slot] = data[k + 1]!;
        LEN[slot] = length;
        META[slot] = meta;
        if (field === TITLE) {
          HW[slot] = data[at + 2 * F]!;
          HTF[slot] = data[k + 2]!;
          k += 3;
        } else k += 2;
      }
    }
    at = k;
  }

  const files = new Map<string, string | Uint8Array>();
  const add = (prefix: string, content: string): string => {
    const name = hashName(prefix, content);
    files.set(`${FILES_DIR}/${name}`, content);
    return name;
  };

  // One field's postings as JSON: [position delta, tf, length, meta(, heading words, heading tf)]…, or null.
  const kept = new Uint8Array(count);
  const writer = new IntJsonWriter();
  const fieldJson = (id: number, field: number, capped: boolean): string => {
    const from = offsets[id * F + field]!;
    const to = offsets[id * F + field + 1]!;
    writer.reset();
    let previous = 0;
    for (let slot = from; slot < to; slot++) {
      const position = POS[slot]!;
      if (capped && !kept[position]) continue;
      writer.push(position - previous);
      writer.push(TF[slot]!);
      writer.push(LEN[slot]!);
      writer.push(META[slot]!);
      if (field === TITLE) {
        writer.push(HW[slot]!);
        writer.push(HTF[slot]!);
      }
      previous = position;
    }
    return writer.json();
  };
  const scores = new Float64Array(count);
  /** Marks in `kept` the `cap` records where the term scores highest (as a search for it alone scores them). */
  const capTerm = (id: number, df: number[]): boolean => {
    if (df.reduce((sum, n) => sum + n, 0) <= cap) return false;
    const touched: number[] = [];
    for (let field = 0; field < F; field++) {
      for (let slot = offsets[id * F + field]!; slot < offsets[id * F + field + 1]!; slot++) {
        const position = POS[slot]!;
        if (scores[position] === 0) touched.push(position);
        scores[position]! +=
          FIELD_BOOST[field]! * bm25(TF[slot]!, df[field]!, count, LEN[slot]!, averageFieldLength[field]!) * TYPE_WEIGHT[LEVEL_TYPES[META[slot]! & 7]!];
      }
    }
    if (touched.length <= cap) {
      for (const position of touched) scores[position] = 0;
      return false;
    }
    const sorted = Float64Array.from(touched, (position) => scores[position]!).sort();
    const threshold = sorted[sorted.length - cap]!;
    let room = cap - touched.filter((position) => scores[position]! > threshold).length;
    touched.sort((a, b) => a - b);
    for (const position of touched) {
      const value = scores[position]!;
      if (value > threshold || (value === threshold && room-- > 0)) kept[position] = 1;
    }
    return true;
  };
  const clearCap = (id: number) => {
    for (let slot = offsets[id * F]!; slot < offsets[id * F + F]!; slot++) {
      kept[POS[slot]!] = 0;
      scores[POS[slot]!] = 0;
    }
  };

  // Dictionary entries in term order, long postings gathered into postings files.
  const used: number[] = [];
  for (let id = 0; id < termList.length; id++) if (offsets[id * F + F]! > offsets[id * F]!) used.push(id);
  const order2 = used.sort((a, b) => (termList[a]! < termList[b]! ? -1 : 1));
  const entries: { term: string; head: string; rest: string | null; file: { name: string } | null; cut: boolean }[] = [];
  let pending: { parts: string[]; size: number; file: { name: string } } = { parts: [], size: 0, file: { name: '' } };
  const flushPostings = () => {
    if (!pending.parts.length) return;
    pending.file.name = add('p', `{${pending.parts.join(',')}}`);
    pending = { parts: [], size: 0, file: { name: '' } };
  };
  for (const id of order2) {
    const term = termList[id]!;
    const df = FIELDS.map((_, field) => offsets[id * F + field + 1]! - offsets[id * F + field]!);
    const cut = capTerm(id, df);
    const lists = FIELDS.map((_, field) => fieldJson(id, field, cut));
    if (cut) clearCap(id);
    const restJson = `[${lists.slice(1).join(',')}]`;
    const head = `${JSON.stringify(term)},[${df.join(',')}],${lists[TITLE]}`;
    if (restJson.length > INLINE_LIMIT) {
      pending.parts.push(`${JSON.stringify(term)}:${restJson}`);
      pending.size += restJson.length + term.length;
      entries.push({ term, head, rest: null, file: pending.file, cut });
      if (pending.size >= POSTINGS_TARGET) flushPostings();
    } else entries.push({ term, head, rest: restJson, file: null, cut });
  }
  flushPostings();

  // Dictionary shards: whole first letters, consecutive small ones together.
  const shards: [string, string][] = [];
  let shard: { key: string; last: string; parts: string[]; size: number } | null = null;
  const flushShard = () => {
    if (shard) shards.push([shard.key, add('s', `{"terms":[${shard.parts.join(',')}]}`)]);
    shard = null;
  };
  for (const { term, head, rest, file, cut } of entries) {
    const key = shardKey(term);
    const text = `[${head},${rest ?? JSON.stringify(file!.name)},${cut ? 1 : 0}]`;
    if (shard && shard.size >= SHARD_TARGET && key !== shard.last) flushShard();
    shard ??= { key, last: key, parts: [], size: 0 };
    shard.parts.push(text);
    shard.last = key;
    shard.size += text.length;
  }
  flushShard();

  // Record fragments: consecutive records, packed; named by one hash per block of them.
  const fragmentTexts: (string | Uint8Array)[] = [];
  const sizes: number[] = [];
  for (let start = 0; start < count;) {
    let end = start;
    let size = 0;
    while (end < count && (end === start || size < FRAGMENT_TARGET)) size += facts.size[end++]!;
    fragmentTexts.push(options.reuseFragment?.(start, end) ?? JSON.stringify(packRecords(facts.slice(start, end))));
    sizes.push(end - start);
    start = end;
  }
  const ids: string[] = [];
  for (let block = 0; block < fragmentTexts.length; block += FRAGMENT_BLOCK) {
    const blockHash = createHash('sha256');
    // Each text's length in bytes, then its UTF-8 bytes: the same for a text made here and one reused as bytes.
    for (const text of fragmentTexts.slice(block, block + FRAGMENT_BLOCK))
      blockHash.update(`${typeof text === 'string' ? Buffer.byteLength(text) : text.byteLength}:`).update(text);
    ids.push(blockHash.digest('hex').slice(0, 12));
  }
  const fragments = { ids, sizes };
  fragmentFiles({ fragments }).forEach(([, name], i) => files.set(`${FILES_DIR}/${name}`, fragmentTexts[i]!));

  // Pages: a page's records follow its own (level 1) record.
  const pageSizes: number[] = [];
  for (let position = 0; position < count; position++) {
    if (position === 0 || facts.level[position] === 1) pageSizes.push(0);
    pageSizes[pageSizes.length - 1]!++;
  }
  const pagesFile = add('g', JSON.stringify(pageSizes));

  const manifest: SearchManifest = {
    version: INDEX_FORMAT_VERSION,
    indexName,
    documentCount: count,
    averageFieldLength,
    language: scopeList[0]?.[0] ?? 'en',
    tag: scopeList[0]?.[1] ?? '',
    ...(scopes ? { scopes } : {}),
    dir: FILES_FROM_MANIFEST,
    shards,
    fragments,
    postingsCap: cap,
    ...(options.synonyms?.length ? { synonyms: options.synonyms } : {}),
    pages: pagesFile,
  };
  const all = new Map<string, string | Uint8Array>([[SEARCH_MANIFEST_FILE, JSON.stringify(manifest)], ...files]);
  return { files: all, manifest };
}

/** Reads built files held in memory, named relative to the manifest as the index names them. */
export function memoryReader(built: SearchFiles): ReadIndexFile {
  return async (relative) => {
    const file = path.posix.join(path.posix.dirname(SEARCH_MANIFEST_FILE), relative);
    const text = built.files.get(file);
    if (text === undefined) throw new Error(`search index file ${file} is missing`);
    return typeof text === 'string' ? text : Buffer.from(text).toString('utf8');
  };
}

/** The index over files held in memory (`docsgen dev`, tests): every file is there, nothing is fetched. */
export function memoryIndex(built: SearchFiles): ShardedIndex {
  return new ShardedIndex(built.manifest, memoryReader(built));
}
