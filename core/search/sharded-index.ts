/**
 * A split search index (core/search/index-format.ts) as a reader sees it: the manifest first, then only the
 * dictionary shards, postings files and record fragments the queries so far needed, each fetched once (a failed
 * fetch is forgotten, so the next query tries again). Reads files through the function it is given (fetch in the
 * browser worker, the disk in `docsgen serve`, memory in `docsgen dev` and tests). Browser-safe.
 */
import {
  fragmentFiles,
  INDEX_FORMAT_VERSION,
  lastAtOrBelow,
  locate,
  shardKey,
  stride,
  TITLE,
  type DictionaryShard,
  type PagesFile,
  type FieldPostings,
  type PostingsFile,
  type SearchManifest,
} from './index-format.js';
import { unpackRecord, type PackedRecords, type SearchRecord } from './records.js';

/** Reads a file of the index, named relative to the manifest (`../assets/search/s-….json`). */
export type ReadIndexFile = (relativePath: string) => Promise<string>;

/** A loaded term: record counts per field, and its postings per field with absolute positions (null: absent). */
export interface LoadedTerm {
  df: number[];
  fields: (FieldPostings | null)[] | null;
  /** Where the non-title postings are while not loaded yet. */
  file: string | null;
  cut: boolean;
  /** Title postings, absolute, until the rest arrives. */
  title: FieldPostings | null;
}

function absolute(list: FieldPostings | null, step: number): FieldPostings | null {
  if (!list) return null;
  const out = list.slice();
  for (let i = step; i < out.length; i += step) out[i] = out[i]! + out[i - step]!;
  return out;
}

export class ShardedIndex {
  readonly indexName: string;
  private readonly loads = new Map<string, Promise<unknown>>();
  private readonly terms = new Map<string, LoadedTerm>();
  /** Shard key → its terms, sorted (for prefix and typo lookups). */
  private readonly keys = new Map<string, string[]>();
  private readonly fragments = new Map<number, PackedRecords>();
  private readonly postings = new Map<string, PostingsFile>();

  /** [position of the first record, file] of every fragment. */
  private readonly fragmentList: [number, string][];
  /** The position of each page's first record, once loaded (loadPages). */
  private pageStarts: number[] | null = null;

  constructor(
    readonly manifest: SearchManifest,
    private readonly read: ReadIndexFile,
  ) {
    this.indexName = manifest.indexName;
    this.fragmentList = fragmentFiles(manifest);
  }

  static async open(read: ReadIndexFile, manifestText: string): Promise<ShardedIndex> {
    const manifest = JSON.parse(manifestText) as SearchManifest;
    if (manifest.version !== INDEX_FORMAT_VERSION) throw new Error(`unsupported search index version ${String(manifest.version)}`);
    return new ShardedIndex(manifest, read);
  }

  /** Fetches and parses a file once; a failure is forgotten so that a later call fetches again. */
  private load<T>(name: string, use: (value: T) => void): Promise<unknown> {
    let loading = this.loads.get(name);
    if (!loading) {
      loading = this.read(this.manifest.dir + name).then((text) => use(JSON.parse(text) as T));
      this.loads.set(name, loading);
      loading.catch(() => this.loads.delete(name));
    }
    return loading;
  }

  /** Every record has the same language and version tag. */
  get uniformScope(): boolean {
    return !this.manifest.scopes;
  }

  /** The language and version tag of a record's scope index. */
  scope(index: number): { language: string; docusaurus_tag: string } {
    const scope = this.manifest.scopes?.[index];
    return { language: scope?.[0] ?? this.manifest.language, docusaurus_tag: scope?.[1] ?? this.manifest.tag };
  }

  /** Loads the dictionary shards of these shard keys (first letters). */
  async loadKeys(keys: Iterable<string>): Promise<void> {
    const files = new Set<string>();
    for (const key of keys) {
      const file = locate(this.manifest.shards, key);
      if (file) files.add(file);
    }
    await Promise.all([...files].map((file) => this.load<DictionaryShard>(file, (shard) => this.addShard(shard))));
  }

  private addShard(shard: DictionaryShard): void {
    for (const [term, df, title, rest, cut] of shard.terms) {
      const inline = typeof rest === 'string' ? null : rest;
      const titleList = absolute(title, stride(TITLE));
      this.terms.set(term, {
        df,
        title: titleList,
        fields: inline ? [titleList, ...inline.map((list, i) => absolute(list, stride(i + 1)))] : null,
        file: typeof rest === 'string' ? rest : null,
        cut: cut === 1,
      });
      const key = shardKey(term);
      let list = this.keys.get(key);
      if (!list) this.keys.set(key, (list = []));
      list.push(term);
    }
  }

  /** The loaded terms beginning with this letter, sorted. */
  termsOf(key: string): readonly string[] {
    return this.keys.get(key) ?? [];
  }

  term(term: string): LoadedTerm | undefined {
    return this.terms.get(term);
  }

  /** Loads the postings files of these (loaded) terms. */
  async loadPostings(terms: Iterable<string>): Promise<void> {
    const wanted = [...terms].map((term) => [term, this.terms.get(term)] as const).filter(([, loaded]) => loaded?.file && !loaded.fields);
    const files = new Set(wanted.map(([, loaded]) => loaded!.file!));
    await Promise.all([...files].map((file) => this.load<PostingsFile>(file, (postings) => this.postings.set(file, postings))));
    // A postings file may hold terms of shards loaded after it: each term takes its postings when it is asked for.
    for (const [term, loaded] of wanted) {
      const rest = this.postings.get(loaded!.file!)?.[term];
      if (rest && !loaded!.fields) loaded!.fields = [loaded!.title, ...rest.map((list, i) => absolute(list, stride(i + 1)))];
    }
  }

  /** Loads the fragments that hold these record positions. */
  async loadRecords(positions: Iterable<number>): Promise<void> {
    const wanted = new Map<string, number>();
    for (const position of positions) {
      const at = this.fragmentAt(position);
      if (at !== null && !this.fragments.has(this.fragmentList[at]![0])) wanted.set(this.fragmentList[at]![1], this.fragmentList[at]![0]);
    }
    await Promise.all([...wanted].map(([file, start]) => this.load<PackedRecords>(file, (packed) => this.fragments.set(start, packed))));
  }

  /** Loads which page each record is on (an index without that file counts every record as a page of its own). */
  async loadPages(): Promise<void> {
    if (this.pageStarts || !this.manifest.pages) return;
    await this.load<PagesFile>(this.manifest.pages, (sizes) => {
      let start = 0;
      this.pageStarts = sizes.map((size) => ((start += size), start - size));
    });
  }

  /** The page (its number in index order) a record is on; the record's own position when pages are not loaded. */
  pageOf(position: number): number {
    if (!this.pageStarts) return position;
    let lo = 0;
    let hi = this.pageStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.pageStarts[mid]! <= position) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** The index in fragmentList of the fragment holding a position. */
  private fragmentAt(position: number): number | null {
    return lastAtOrBelow(this.fragmentList, position);
  }

  /** A loaded record (see loadRecords). */
  record(position: number): SearchRecord {
    const at = this.fragmentAt(position);
    const start = at === null ? -1 : this.fragmentList[at]![0];
    const packed = this.fragments.get(start);
    if (!packed) throw new Error(`search record ${position} is not loaded`);
    return unpackRecord(packed, position - start);
  }
}
