/**
 * The build's search stage: the split index files of every page's records, linked from the build cache when no
 * record changed, else built again, reading the unchanged pages' encoded words and the unchanged record fragments'
 * texts back from the cache (term-cache.ts), so that only changed pages are tokenised and packed. The files are byte-identical to buildSearchFiles of the same records.
 * Touches only the output sink and the cache folder; a damaged or missing cache file is a miss, never an error.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fragmentFiles } from '../../core/search/index-format.js';
import type { SearchRecord } from '../../core/search/records.js';
import { SEARCH_FILES_DIR } from '../../core/urls.js';
import type { OutputSink } from '../emit/sink.js';
import { cachedStage } from '../pipeline/stage-cache.js';
import type { BlobStore } from '../util/blob-store.js';
import { codeFingerprint } from '../util/code-fingerprint.js';
import { buildSearchFiles, writeSearchFiles } from './index-file.js';
import { hashRecords } from './records.js';
import { readTermCache, writeTermCache, type TermRun } from './term-cache.js';
import { encodeRecord, IntList, TermTable } from './term-encoding.js';

/** The records of one page (one URL without anchor), in their own order, and a hash of them. */
export interface RecordGroup {
  url: string;
  records: SearchRecord[];
  hash: string;
}

/** A page's records, and hashRecords of them when the renderer made it. */
export interface PageRecords {
  records: readonly SearchRecord[];
  recordsHash?: string | undefined;
}

/**
 * Records grouped by page (URL without anchor) in index order (URL order, as inIndexOrder places them), each group
 * hashed: by the page's own hash when the group is exactly that page's records, else (no hash, or records spread over
 * pages) by hashing them here, the same way. `hashed` false leaves every hash '' (a build without a cache).
 */
export function recordGroups(pages: Iterable<PageRecords>, hashed = true): RecordGroup[] {
  const byUrl = new Map<string, { records: SearchRecord[]; hash: string | undefined; page: PageRecords }>();
  for (const page of pages) {
    const url = page.records[0]?.url_without_anchor;
    const single = page.records.every((record) => record.url_without_anchor === url);
    for (const record of page.records) {
      const group = byUrl.get(record.url_without_anchor);
      if (!group) byUrl.set(record.url_without_anchor, { records: [record], hash: single ? page.recordsHash : undefined, page });
      else {
        // Records of a second page under the same URL: the group is hashed from them all below.
        if (group.page !== page) group.hash = undefined;
        group.records.push(record);
      }
    }
  }
  const urls = [...byUrl.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return urls.map((url) => {
    const { records, hash } = byUrl.get(url)!;
    return { url, records, hash: hashed ? (hash ?? hashRecords(records)) : '' };
  });
}

/** The stage key: the docsgen that builds, the index name and every page's records (through the groups' hashes). */
export function searchStageKey(groups: readonly RecordGroup[], indexName: string): string {
  const hash = createHash('sha256').update(`${codeFingerprint()}\0${indexName}`);
  for (const group of groups) hash.update(`\0${group.hash}`);
  return hash.digest('hex');
}

const termCacheFile = (cacheDir: string) => path.join(cacheDir, 'stages', 'search-terms.bin');

/**
 * The index files from the groups, reusing the encoded words of every group the cache file holds (by hash) and
 * encoding the others; the file is written again for the next build (`saved` settles when it is, and never
 * rejects). `null` for no cache: a plain build.
 * `postingsCap` as buildSearchFiles takes it (tests).
 */
export function searchFilesFromGroups(groups: readonly RecordGroup[], indexName: string, cacheDir: string | null, postingsCap?: number): { files: Map<string, string>; saved: Promise<void> } {
  const records = groups.flatMap((group) => group.records);
  const options = postingsCap === undefined ? {} : { postingsCap };
  if (!cacheDir) return { files: buildSearchFiles(records, indexName, options).files, saved: Promise.resolve() };
  const fingerprint = codeFingerprint();
  const previous = readTermCache(termCacheFile(cacheDir), fingerprint);
  const table = new TermTable(previous?.terms ?? []);
  const data = new IntList(previous ? previous.data.length + (1 << 16) : 1 << 20);
  const runs: TermRun[] = [];
  for (const group of groups) {
    const start = data.length;
    const cached = previous?.runs.get(group.hash);
    if (cached && cached.records === group.records.length) data.append(previous!.data.subarray(cached.offset, cached.offset + cached.length));
    else for (const record of group.records) encodeRecord(record, table, data);
    runs.push({ hash: group.hash, records: group.records.length, offset: start, length: data.length - start });
  }
  // A fragment's records are known by the pages it spans (their hashes) and where in the first and last it starts and ends.
  const groupOf = new Int32Array(records.length);
  const indexInGroup = new Int32Array(records.length);
  let position = 0;
  groups.forEach((group, g) => group.records.forEach((_, k) => ((groupOf[position] = g), (indexInGroup[position++] = k))));
  const fragmentKey = (start: number, end: number) => {
    let key = `${indexInGroup[start]}-${indexInGroup[end - 1]}`;
    for (let g = groupOf[start]!; g <= groupOf[end - 1]!; g++) key += `,${groups[g]!.hash}`;
    return key;
  };
  const built = writeSearchFiles(records, { terms: table.terms, data: data.view() }, indexName, {
    ...options,
    reuseFragment: (start, end) => previous?.fragments.get(fragmentKey(start, end)),
  });
  const fragments = fragmentFiles(built.manifest).map(([start, name], i) => {
    const end = start + built.manifest.fragments.sizes[i]!;
    return [fragmentKey(start, end), built.files.get(`${SEARCH_FILES_DIR}/${name}`)!] as const;
  });
  // Written while the caller places the files; it waits for `saved` before the next build could read it.
  const saved = writeTermCache(termCacheFile(cacheDir), fingerprint, table.terms, data.view(), runs, fragments);
  return { files: built.files, saved };
}

/** Runs the stage into `sink`: linked from the cache when nothing changed, else built (see searchFilesFromGroups). */
export async function searchStage(pages: Iterable<PageRecords>, indexName: string, sink: OutputSink, cache: { dir: string; blobs: BlobStore } | null): Promise<boolean> {
  // Without a cache there is nothing to key: the groups only order the records.
  const groups = recordGroups(pages, cache !== null);
  const key = cache ? searchStageKey(groups, indexName) : '';
  let saved: Promise<void> = Promise.resolve();
  const fromCache = await cachedStage(cache, 'search', key, sink, () => {
    const built = searchFilesFromGroups(groups, indexName, cache?.dir ?? null);
    saved = built.saved;
    return [...built.files].map(([file, content]) => ({ path: file, content }));
  });
  await saved;
  return fromCache;
}
