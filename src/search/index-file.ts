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
import { packRecords, type RecordType, type SearchRecord } from '../../core/search/records.js';
import { JsonBytes } from './int-json.js';
import { Postings } from './postings.js';
import { encodeRecord, IntList, TermTable } from './term-encoding.js';
import { FIELDS, FRAGMENT_BLOCK, fragmentFiles, INDEX_FORMAT_VERSION, shardKey, TITLE, type SearchManifest } from '../../core/search/index-format.js';
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
  // The scopes (language, version tag) numbered in order of first use, as packRecords numbers them, and each record's
  // meta: its level + 8 × its scope.
  const count = facts.count;
  const scopeList: (readonly [string, string])[] = [];
  const renumbered = new Int32Array(facts.scopes.length).fill(-1);
  const meta = new Int32Array(count);
  for (let position = 0; position < count; position++) {
    const given = facts.scope[position]!;
    if (renumbered[given] === -1) renumbered[given] = scopeList.push(facts.scopes[given]!) - 1;
    meta[position] = facts.level[position]! + 8 * renumbered[given]!;
  }
  const scopes = scopeList.length > 1 ? scopeList.map(([language, tag]) => [language, tag] as [string, string]) : null;
  const postings = new Postings(encoded.data, count, encoded.terms.length, meta);
  const { averageFieldLength } = postings;
  const dictionary = writeDictionary(encoded.terms, postings, cap);

  const files = new Map<string, string | Uint8Array>();
  const add = (prefix: string, content: string | Uint8Array): string => {
    const name = hashName(prefix, content);
    files.set(`${FILES_DIR}/${name}`, content);
    return name;
  };
  for (const { name, bytes } of dictionary.postingsFiles) files.set(`${FILES_DIR}/${name}`, bytes);
  const shards: [string, string][] = dictionary.shards.map(([key, bytes]) => [key, add('s', bytes)]);

  const { texts: fragmentTexts, fragments } = writeFragments(facts, options.reuseFragment);
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

/**
 * The record fragments (consecutive records, packed, as UTF-8 bytes) and their manifest entry: how many records
 * each holds, and one id per block of them, a hash of the block's content.
 */
function writeFragments(
  facts: RecordFacts,
  reuseFragment: SearchFilesOptions['reuseFragment'],
): { texts: Uint8Array[]; fragments: SearchManifest['fragments'] } {
  const texts: Uint8Array[] = [];
  const sizes: number[] = [];
  for (let start = 0; start < facts.count;) {
    let end = start;
    let size = 0;
    while (end < facts.count && (end === start || size < FRAGMENT_TARGET)) size += facts.size[end++]!;
    const text = reuseFragment?.(start, end) ?? JSON.stringify(packRecords(facts.slice(start, end)));
    // As UTF-8 bytes: hashed and written as they are, made once.
    texts.push(typeof text === 'string' ? Buffer.from(text) : text);
    sizes.push(end - start);
    start = end;
  }
  const ids: string[] = [];
  for (let block = 0; block < texts.length; block += FRAGMENT_BLOCK) {
    const blockHash = createHash('sha256');
    // Each text's length in bytes, then its UTF-8 bytes.
    for (const text of texts.slice(block, block + FRAGMENT_BLOCK)) blockHash.update(`${text.byteLength}:`).update(text);
    ids.push(blockHash.digest('hex').slice(0, 12));
  }
  return { texts, fragments: { ids, sizes } };
}

/**
 * The dictionary shards (by first shard key) and the postings files, as bytes: entries in term order, whole first
 * letters to a shard, consecutive small ones together; a term's postings other than its title ones go to a postings
 * file when long, whose name the entry gets (in place of a same-length placeholder) once the file is complete.
 */
function writeDictionary(
  termList: readonly string[],
  postings: Postings,
  cap: number,
): { shards: [string, Uint8Array][]; postingsFiles: { name: string; bytes: Uint8Array }[] } {
  const F = FIELDS.length;
  const used: number[] = [];
  for (let id = 0; id < termList.length; id++) if (postings.has(id)) used.push(id);
  used.sort((a, b) => (termList[a]! < termList[b]! ? -1 : 1));
  const dictionary = new JsonBytes();
  const rest = new JsonBytes();
  const pending = new JsonBytes();
  const postingsFiles: { name: string; bytes: Uint8Array }[] = [];
  /** Where the entries pointing into the postings file being written have their placeholder. */
  const waiting: number[] = [];
  let pendingSize = 0;
  const PLACEHOLDER = '"p-000000000000.json"';
  const flushPostings = () => {
    if (!pending.length) return;
    pending.text('}');
    const bytes = pending.slice();
    const name = hashName('p', bytes);
    postingsFiles.push({ name, bytes });
    for (const offset of waiting) dictionary.bytes.write(name, offset + 1, 'latin1');
    waiting.length = 0;
    pending.reset();
    pendingSize = 0;
  };
  // Shards are sized by their length as text (UTF-16 code units, not bytes).
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
    const cut = postings.cap(id, cap);
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
      dictionary.int(postings.df(id, field));
    }
    dictionary.text('],');
    postings.writeField(dictionary, id, TITLE, cut);
    rest.reset();
    rest.byte(91); // '['
    for (let field = 1; field < F; field++) {
      if (field > 1) rest.byte(44);
      postings.writeField(rest, id, field, cut);
    }
    rest.byte(93); // ']'
    if (cut) postings.uncap();
    dictionary.text(',');
    if (rest.length > INLINE_LIMIT) {
      pending.text(pending.length ? ',' : '{');
      pending.text(quoted);
      pending.text(':');
      pending.copy(rest, 0, rest.length);
      pendingSize += rest.length + term.length;
      waiting.push(dictionary.length);
      dictionary.text(PLACEHOLDER);
    } else dictionary.copy(rest, 0, rest.length);
    dictionary.text(cut ? ',1]' : ',0]');
    // The entry's length as text: its bytes, less the term's UTF-8 bytes, plus the term's UTF-16 length.
    shardSize += dictionary.length - entryStart - quotedBytes + quoted.length;
    if (pendingSize >= POSTINGS_TARGET) flushPostings();
  }
  flushPostings();
  if (shardOpen) closeShard();
  return { shards: shardRanges.map(({ key, start, end }) => [key, dictionary.bytes.subarray(start, end)]), postingsFiles };
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
