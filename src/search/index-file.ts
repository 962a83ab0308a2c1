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
import type { SearchRecord } from '../../core/search/records.js';
import { packFragment } from './pack-records.js';
import { JsonBytes, writeInt32 } from './int-json.js';
import { kthSmallest } from './select.js';
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

function hashName(prefix: string, content: string | Uint8Array): string {
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
  const scope = new Int32Array(records.length);
  const level = new Int32Array(records.length);
  const size = new Int32Array(records.length);
  // Consecutive records mostly share their scope: looked up again only when it changes.
  let language: string | null = null;
  let tag: string | null = null;
  let id = 0;
  records.forEach((record, i) => {
    if (record.language !== language || record.docusaurus_tag !== tag) {
      ({ language, docusaurus_tag: tag } = record);
      id = scopes.id(language, tag);
    }
    scope[i] = id;
    level[i] = levelOf(record);
    size[i] = fragmentSizeOf(record);
  });
  return { count: records.length, scopes: scopes.pairs, scope, level, size, slice: (start, end) => records.slice(start, end) };
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
  const byUrl = new Map<string, T[]>();
  for (const record of input) {
    const list = byUrl.get(record.url_without_anchor);
    if (list) list.push(record);
    else byUrl.set(record.url_without_anchor, [record]);
  }
  // The default sort compares UTF-16 code units, as `<` does.
  return [...byUrl.keys()].sort().flatMap((url) => byUrl.get(url)!);
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
  const F = FIELDS.length;
  const termList = encoded.terms;
  const T = termList.length;

  // Pass 1: per record its meta (level + 8 × scope), heading words and field lengths; per term and field, how many
  // records have it there; per field, the sum of its lengths.
  const META = new Int32Array(count);
  const HW = new Int32Array(count);
  const LEN = new Int32Array(count * F);
  const counts = new Int32Array(T * F + 1);
  const totals = FIELDS.map(() => 0);
  let at = 0;
  for (let position = 0; position < count; position++) {
    META[position] = facts.level[position]! + 8 * scopeOf[position]!;
    HW[position] = data[at + 2 * F]!;
    let k = at + RECORD_HEADER;
    for (let field = 0; field < F; field++) {
      const length = data[at + F + field]!;
      LEN[position * F + field] = length;
      totals[field]! += length;
      const step = field === TITLE ? 3 : 2;
      for (let n = data[at + field]!; n > 0; n--, k += step) counts[data[k]! * F + field]!++;
    }
    at = k;
  }
  if (at !== data.length) throw new Error('search index: the encoded words do not match the records');
  const averageFieldLength = totals.map((total) => (count ? total / count : 0));

  // Pass 2: postings laid out term by term, field by field, in position order: the record and the term's frequency
  // in the field, and for titles (numbered apart) how often the term is one of the heading's words.
  const offsets = new Int32Array(T * F + 1);
  for (let i = 0; i < T * F; i++) offsets[i + 1] = offsets[i]! + counts[i]!;
  const titleOffsets = new Int32Array(T + 1);
  for (let id = 0; id < T; id++) titleOffsets[id + 1] = titleOffsets[id]! + counts[id * F + TITLE]!;
  const cursor = offsets.slice(0, T * F);
  const titleCursor = titleOffsets.slice(0, T);
  const POS = new Int32Array(offsets[T * F]!);
  const TF = new Int32Array(offsets[T * F]!);
  const HTF = new Int32Array(titleOffsets[T]!);
  at = 0;
  for (let position = 0; position < count; position++) {
    let k = at + RECORD_HEADER;
    for (let field = 0; field < F; field++) {
      for (let n = data[at + field]!; n > 0; n--) {
        const id = data[k]!;
        const slot = cursor[id * F + field]!++;
        POS[slot] = position;
        TF[slot] = data[k + 1]!;
        if (field === TITLE) {
          HTF[titleCursor[id]!++] = data[k + 2]!;
          k += 3;
        } else k += 2;
      }
    }
    at = k;
  }

  /** Writes one field's postings as JSON: [position delta, tf, length, meta(, heading words, heading tf)]…, or null. */
  const kept = new Uint8Array(count);
  const writeField = (out: JsonBytes, id: number, field: number, capped: boolean): void => {
    const from = offsets[id * F + field]!;
    const to = offsets[id * F + field + 1]!;
    const title = field === TITLE;
    const titleStart = titleOffsets[id]! - from;
    // The buffer and position in locals: this loop writes most of the index's bytes.
    let bytes = out.bytes;
    let at = out.length;
    const start = at;
    let previous = 0;
    for (let slot = from; slot < to; slot++) {
      const position = POS[slot]!;
      if (capped && !kept[position]) continue;
      if (at + 6 * 12 > bytes.length) {
        out.length = at;
        out.reserve(6 * 12);
        bytes = out.bytes;
      }
      bytes[at] = at === start ? 91 : 44; // '[' or ','
      at++;
      at = writeInt32(bytes, at, position - previous);
      bytes[at++] = 44;
      at = writeInt32(bytes, at, TF[slot]!);
      bytes[at++] = 44;
      at = writeInt32(bytes, at, LEN[position * F + field]!);
      bytes[at++] = 44;
      at = writeInt32(bytes, at, META[position]!);
      if (title) {
        bytes[at++] = 44;
        at = writeInt32(bytes, at, HW[position]!);
        bytes[at++] = 44;
        at = writeInt32(bytes, at, HTF[titleStart + slot]!);
      }
      previous = position;
    }
    out.length = at;
    out.text(at === start ? 'null' : ']');
  };

  // Capping: the records where a term scores highest, as a search for it alone scores them.
  const scores = new Float64Array(count);
  const touched = new Int32Array(count);
  const values = new Float64Array(count);
  const ties = new Int32Array(count);
  const weightOfLevel = Float64Array.from({ length: 8 }, (_, level) => TYPE_WEIGHT[LEVEL_TYPES[level]!]);
  const df = new Int32Array(F);
  const MEMO_TF = 64;
  const MEMO_LENGTH = 1024;
  const memoScore = new Float64Array(MEMO_TF * MEMO_LENGTH);
  const memoMark = new Int32Array(MEMO_TF * MEMO_LENGTH);
  let memoRound = 0;
  /** How many records `touched` lists: those the last capped term scored, whose marks clearCap takes back. */
  let touchedCount = 0;
  /** Marks in `kept` the `cap` records where the term scores highest; false when it has no more than that. */
  const capTerm = (id: number): boolean => {
    touchedCount = 0;
    let postings = 0;
    for (let field = 0; field < F; field++) postings += df[field]!;
    if (postings <= cap) return false;
    let n = 0;
    for (let field = 0; field < F; field++) {
      const boost = FIELD_BOOST[field]!;
      const average = averageFieldLength[field]!;
      // In one field, a term's score depends on the record only through tf and the field's length: each pair is
      // scored once.
      memoRound++;
      for (let slot = offsets[id * F + field]!; slot < offsets[id * F + field + 1]!; slot++) {
        const position = POS[slot]!;
        if (scores[position] === 0) touched[n++] = position;
        const tf = TF[slot]!;
        const length = LEN[position * F + field]!;
        let score: number;
        if (tf < MEMO_TF && length < MEMO_LENGTH && tf >= 0 && length >= 0) {
          const key = tf * MEMO_LENGTH + length;
          if (memoMark[key] !== memoRound) {
            memoMark[key] = memoRound;
            memoScore[key] = bm25(tf, df[field]!, count, length, average);
          }
          score = memoScore[key]!;
        } else score = bm25(tf, df[field]!, count, length, average);
        scores[position]! += boost * score * weightOfLevel[META[position]! & 7]!;
      }
    }
    touchedCount = n;
    if (n <= cap) {
      clearCap();
      return false;
    }
    for (let i = 0; i < n; i++) values[i] = scores[touched[i]!]!;
    // The cap-th highest score; records above it are kept, and of those at it, the first ones (in index order).
    const threshold = kthSmallest(values, n, n - cap);
    let room = cap;
    let tied = 0;
    for (let i = 0; i < n; i++) {
      const position = touched[i]!;
      const value = scores[position]!;
      if (value > threshold) {
        kept[position] = 1;
        room--;
      } else if (value === threshold) ties[tied++] = position;
    }
    const equal = ties.subarray(0, tied);
    if (tied > room) equal.sort();
    for (let i = 0; i < tied && i < room; i++) kept[equal[i]!] = 1;
    return true;
  };
  function clearCap(): void {
    for (let i = 0; i < touchedCount; i++) {
      kept[touched[i]!] = 0;
      scores[touched[i]!] = 0;
    }
  }

  // Dictionary entries in term order, written into one buffer shard after shard; long postings go to postings files,
  // whose names the entries get (in place of a same-length placeholder) once each file is complete.
  const used: number[] = [];
  for (let id = 0; id < T; id++) if (offsets[id * F + F]! > offsets[id * F]!) used.push(id);
  used.sort((a, b) => (termList[a]! < termList[b]! ? -1 : 1));
  const dictionary = new JsonBytes();
  const rest = new JsonBytes();
  const postings = new JsonBytes();
  const postingsFiles: { name: string; bytes: Uint8Array }[] = [];
  /** Where the entries pointing into the postings file being written have their placeholder. */
  const waiting: number[] = [];
  let postingsSize = 0;
  const PLACEHOLDER = '"p-000000000000.json"';
  const flushPostings = () => {
    if (!postings.length) return;
    postings.text('}');
    const bytes = postings.slice();
    const name = hashName('p', bytes);
    postingsFiles.push({ name, bytes });
    for (const offset of waiting) dictionary.bytes.write(name, offset + 1, 'latin1');
    waiting.length = 0;
    postings.reset();
    postingsSize = 0;
  };
  // Dictionary shards: whole first letters, consecutive small ones together, sized by their length as text (UTF-16
  // code units, not bytes).
  const shardRanges: { key: string; start: number; end: number }[] = [];
  let shardSize = 0;
  let shardOpen = false;
  let lastKey = -1;
  const closeShard = () => {
    dictionary.text(']}');
    shardRanges[shardRanges.length - 1]!.end = dictionary.length;
    shardOpen = false;
  };
  for (const id of used) {
    const term = termList[id]!;
    for (let field = 0; field < F; field++) df[field] = offsets[id * F + field + 1]! - offsets[id * F + field]!;
    const cut = capTerm(id);
    const key = term.codePointAt(0) ?? 0;
    if (shardOpen && shardSize >= SHARD_TARGET && key !== lastKey) closeShard();
    if (!shardOpen) {
      shardRanges.push({ key: shardKey(term), start: dictionary.length, end: 0 });
      dictionary.text('{"terms":[');
      shardOpen = true;
      shardSize = 0;
    } else dictionary.text(',');
    lastKey = key;
    const entryStart = dictionary.length;
    const quoted = JSON.stringify(term);
    // [term, [counts per field], title postings, other postings or their file, cut]
    dictionary.text('[');
    const termStart = dictionary.length;
    dictionary.text(quoted);
    const quotedBytes = dictionary.length - termStart;
    dictionary.text(',[');
    for (let field = 0; field < F; field++) {
      if (field > 0) dictionary.byte(44); // ','
      dictionary.int(df[field]!);
    }
    dictionary.text('],');
    writeField(dictionary, id, TITLE, cut);
    rest.reset();
    rest.byte(91); // '['
    for (let field = 1; field < F; field++) {
      if (field > 1) rest.byte(44);
      writeField(rest, id, field, cut);
    }
    rest.byte(93); // ']'

    if (cut) clearCap();
    dictionary.text(',');
    if (rest.length > INLINE_LIMIT) {
      postings.text(postings.length ? ',' : '{');
      postings.text(quoted);
      postings.text(':');
      postings.copy(rest, 0, rest.length);
      postingsSize += rest.length + term.length;
      waiting.push(dictionary.length);
      dictionary.text(PLACEHOLDER);
    } else dictionary.copy(rest, 0, rest.length);
    dictionary.text(cut ? ',1]' : ',0]');
    // The entry's length as text: its bytes, less the term's UTF-8 bytes, plus the term's UTF-16 length.
    shardSize += dictionary.length - entryStart - quotedBytes + quoted.length;
    if (postingsSize >= POSTINGS_TARGET) flushPostings();
  }
  flushPostings();
  if (shardOpen) closeShard();

  const files = new Map<string, string | Uint8Array>();
  const add = (prefix: string, content: string | Uint8Array): string => {
    const name = hashName(prefix, content);
    files.set(`${FILES_DIR}/${name}`, content);
    return name;
  };
  for (const { name, bytes } of postingsFiles) files.set(`${FILES_DIR}/${name}`, bytes);
  const shards: [string, string][] = shardRanges.map(({ key, start, end }) => [key, add('s', dictionary.bytes.subarray(start, end))]);

  // Record fragments: consecutive records, packed; named by one hash per block of them.
  const fragmentTexts: Uint8Array[] = [];
  const sizes: number[] = [];
  for (let start = 0; start < count;) {
    let end = start;
    let size = 0;
    while (end < count && (end === start || size < FRAGMENT_TARGET)) size += facts.size[end++]!;
    const text = options.reuseFragment?.(start, end) ?? JSON.stringify(packFragment(facts.slice(start, end)));
    // As UTF-8 bytes: hashed and written as they are, made once.
    fragmentTexts.push(typeof text === 'string' ? Buffer.from(text) : text);
    sizes.push(end - start);
    start = end;
  }
  const ids: string[] = [];
  for (let block = 0; block < fragmentTexts.length; block += FRAGMENT_BLOCK) {
    const blockHash = createHash('sha256');
    // Each text's length in bytes, then its UTF-8 bytes.
    for (const text of fragmentTexts.slice(block, block + FRAGMENT_BLOCK)) blockHash.update(`${text.byteLength}:`).update(text);
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
