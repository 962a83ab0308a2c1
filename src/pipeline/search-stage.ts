/**
 * The build's search stage: the split index files of every page's records, linked from the build cache when no
 * record changed, else built again, reading the unchanged pages' encoded words and the unchanged record fragments'
 * texts back from the cache (search/term-cache.ts), so that only changed pages are tokenised and packed. The files are byte-identical to buildSearchFiles of the same records.
 * Touches only the output sink and the cache folder; a damaged or missing cache file is a miss, never an error.
 */
import type { SynonymTable } from '../../core/search/synonyms.js';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fragmentFiles } from '../../core/search/index-format.js';
import type { SearchRecord } from '../../core/search/records.js';
import { SEARCH_FILES_DIR } from '../../core/urls.js';
import type { OutputSink } from '../emit/sink.js';
import type { RecordsSummary } from './pages.js';
import { cachedStage } from './stage-cache.js';
import type { BlobStore } from '../util/blob-store.js';
import { codeFingerprint } from '../util/code-fingerprint.js';
import { buildSearchFiles, fragmentSizeOf, levelOf, ScopeTable, writeSearchFiles, type RecordFacts } from '../search/index-file.js';
import { hashRecords } from '../search/records.js';
import { FACTS_PER_RECORD, readTermCache, writeTermCache, type TermRun } from '../search/term-cache.js';
import { encodeRecord, IntList, TermTable } from '../search/term-encoding.js';

/** The records of one page (one URL without anchor), in their own order, and a hash of them. */
export interface RecordGroup {
  url: string;
  hash: string;
  count: number;
  /** Read when first needed: records of a page from the render cache are parsed then. */
  readonly records: SearchRecord[];
}

/** A page's records, hashRecords of them when the renderer made it, and their summary for a page from the cache. */
export interface PageRecords {
  readonly records: readonly SearchRecord[];
  recordsHash?: string | undefined;
  recordsSummary?: RecordsSummary | undefined;
}

/**
 * Records grouped by page (URL without anchor) in index order (URL order, as inIndexOrder places them), each group
 * hashed: by the page's own hash when the group is exactly that page's records, else (no hash, or records spread over
 * pages) by hashing them here, the same way. `hashed` false leaves every hash '' (a build without a cache). A page
 * from the cache whose records share one URL becomes a group without its records being read.
 */
export function recordGroups(pages: Iterable<PageRecords>, hashed = true): RecordGroup[] {
  /** Per URL: the pages or loose records it gathers, in order. */
  const byUrl = new Map<string, (PageRecords | SearchRecord[])[]>();
  const part = (url: string) => byUrl.get(url) ?? byUrl.set(url, []).get(url)!;
  for (const page of pages) {
    const summary = page.recordsSummary;
    if (summary?.count === 0) continue;
    if (summary?.url) {
      part(summary.url).push(page);
      continue;
    }
    const url = page.records[0]?.url_without_anchor;
    if (page.records.every((record) => record.url_without_anchor === url)) {
      if (url !== undefined) part(url).push(page);
      continue;
    }
    for (const record of page.records) {
      const parts = part(record.url_without_anchor);
      const last = parts[parts.length - 1];
      if (Array.isArray(last)) last.push(record);
      else parts.push([record]);
    }
  }
  const urls = [...byUrl.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return urls.map((url) => {
    const parts = byUrl.get(url)!;
    const only = parts.length === 1 && !Array.isArray(parts[0]) ? parts[0] : null;
    let records: SearchRecord[] | null = null;
    const group: RecordGroup = {
      url,
      hash: '',
      count: parts.reduce((sum, one) => sum + (Array.isArray(one) ? one.length : (one.recordsSummary?.count ?? one.records.length)), 0),
      get records() {
        return (records ??= parts.flatMap((one) => (Array.isArray(one) ? one : [...one.records])));
      },
    };
    if (hashed) group.hash = only?.recordsHash ?? hashRecords(group.records);
    return group;
  });
}

/** The stage key: the docsgen that builds, the index name and every page's records (through the groups' hashes). */
export function searchStageKey(groups: readonly RecordGroup[], indexName: string, synonyms: SynonymTable = []): string {
  const hash = createHash('sha256').update(`${codeFingerprint()}\0${indexName}`);
  if (synonyms.length) hash.update(`\0${JSON.stringify(synonyms)}`);
  for (const group of groups) hash.update(`\0${group.hash}`);
  return hash.digest('hex');
}

const termCacheFile = (cacheDir: string) => path.join(cacheDir, 'stages', 'search-terms.bin');

/**
 * The index files from the groups, reusing the encoded words of every group the cache file holds (by hash) and
 * encoding the others; the file is written again for the next build (`saved` settles when it is, and never
 * rejects). `null` for no cache: a plain build.
 * `postingsCap` as buildSearchFiles takes it (tests); `synonyms` go into the manifest.
 */
export function searchFilesFromGroups(
  groups: readonly RecordGroup[],
  indexName: string,
  cacheDir: string | null,
  postingsCap?: number,
  synonyms: SynonymTable = [],
): { files: Map<string, string | Uint8Array>; saved: Promise<void> } {
  const options = { ...(postingsCap === undefined ? {} : { postingsCap }), ...(synonyms.length ? { synonyms } : {}) };
  if (!cacheDir)
    return {
      files: buildSearchFiles(
        groups.flatMap((group) => group.records),
        indexName,
        options,
      ).files,
      saved: Promise.resolve(),
    };
  const fingerprint = codeFingerprint();
  const previous = readTermCache(termCacheFile(cacheDir), fingerprint);
  const table = new TermTable(previous?.terms ?? []);
  const data = new IntList(previous ? previous.data.length + (1 << 16) : 1 << 20);
  const count = groups.reduce((sum, group) => sum + group.count, 0);
  const scope = new Int32Array(count);
  const level = new Int32Array(count);
  const size = new Int32Array(count);
  const scopes = new ScopeTable();
  // Scope numbers of the previous file in this build's table.
  const scopeFrom = (previous?.scopes ?? []).map(([language, tag]) => scopes.id(language, tag));
  const runs: TermRun[] = [];
  // A fragment's records are known by the pages it spans (their hashes) and where in the first and last it starts and ends.
  const groupOf = new Int32Array(count);
  const indexInGroup = new Int32Array(count);
  let position = 0;
  groups.forEach((group, g) => {
    const start = data.length;
    const cached = previous?.runs.get(group.hash);
    if (cached && cached.records === group.count) {
      data.append(previous!.data.subarray(cached.offset, cached.offset + cached.length));
      for (let k = 0, at = cached.factsOffset; k < group.count; k++, at += FACTS_PER_RECORD) {
        scope[position + k] = scopeFrom[previous!.facts[at]!]!;
        level[position + k] = previous!.facts[at + 1]!;
        size[position + k] = previous!.facts[at + 2]!;
      }
    } else {
      group.records.forEach((record, k) => {
        encodeRecord(record, table, data);
        scope[position + k] = scopes.id(record.language, record.docusaurus_tag);
        level[position + k] = levelOf(record);
        size[position + k] = fragmentSizeOf(record);
      });
    }
    runs.push({ hash: group.hash, records: group.count, offset: start, length: data.length - start });
    for (let k = 0; k < group.count; k++, position++) {
      groupOf[position] = g;
      indexInGroup[position] = k;
    }
  });
  const fragmentKey = (start: number, end: number) => {
    let key = `${indexInGroup[start]}-${indexInGroup[end - 1]}`;
    for (let g = groupOf[start]!; g <= groupOf[end - 1]!; g++) key += `,${groups[g]!.hash}`;
    return key;
  };
  const recordFacts: RecordFacts = {
    count,
    scopes: scopes.pairs,
    scope,
    level,
    size,
    // Only fragments no earlier build made need their records: the pages they span are read for them.
    slice: (start, end) => {
      const records: SearchRecord[] = [];
      for (let i = start; i < end; i++) records.push(groups[groupOf[i]!]!.records[indexInGroup[i]!]!);
      return records;
    },
  };
  const built = writeSearchFiles(recordFacts, { terms: table.terms, data: data.view() }, indexName, {
    ...options,
    reuseFragment: (start, end) => previous?.fragments.get(fragmentKey(start, end)),
  });
  const fragments = fragmentFiles(built.manifest).map(([start, name], i) => {
    const end = start + built.manifest.fragments.sizes[i]!;
    return [fragmentKey(start, end), built.files.get(`${SEARCH_FILES_DIR}/${name}`)!] as const;
  });
  // Written while the caller places the files; it waits for `saved` before the next build could read it.
  const saved = writeTermCache(termCacheFile(cacheDir), fingerprint, table.terms, data.view(), runs, recordFacts, fragments);
  return { files: built.files, saved };
}

/**
 * Runs the stage into `sink`: linked from the cache when nothing changed, else built (see searchFilesFromGroups).
 * `saved` settles once the term cache is written for the next build (it never rejects): the caller awaits it before
 * it ends, not before going on, as the write waits for the thread pool that compresses the files meanwhile.
 */
export async function searchStage(
  pages: Iterable<PageRecords>,
  indexName: string,
  sink: OutputSink,
  cache: { dir: string; blobs: BlobStore } | null,
  synonyms: SynonymTable = [],
): Promise<{ fromCache: boolean; saved: Promise<void> }> {
  // Without a cache there is nothing to key: the groups only order the records.
  const groups = recordGroups(pages, cache !== null);
  const key = cache ? searchStageKey(groups, indexName, synonyms) : '';
  let saved: Promise<void> = Promise.resolve();
  const fromCache = await cachedStage(cache, 'search', key, sink, () => {
    const built = searchFilesFromGroups(groups, indexName, cache?.dir ?? null, undefined, synonyms);
    saved = built.saved;
    return [...built.files].map(([file, content]) => ({ path: file, content }));
  });
  return { fromCache, saved };
}
