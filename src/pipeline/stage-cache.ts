/**
 * Build-cache entries for a whole stage whose output files depend only on a key its caller computes (the search
 * index: on every page's records): the files' contents go to the cache's blob store and a small list names them,
 * so a later build with the same key links the files into its output instead of making them again. Reads and
 * writes only inside the cache folder; a damaged or missing list is a miss, never an error.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BlobStore } from '../util/blob-store.js';
import type { OutputSink } from '../emit/sink.js';
import type { CachedFile } from './page-reads.js';

export interface StageFile {
  path: string;
  content: string | Uint8Array;
}

const listFile = (cacheDir: string, stage: string, key: string) => path.join(cacheDir, 'stages', stage, `${key}.json`);

/**
 * Puts the stage's files into `sink`: linked from the cache when an earlier build stored them under `key`, else
 * made by `produce`, written, and stored. Returns whether they came from the cache.
 */
export async function cachedStage(
  cache: { dir: string; blobs: BlobStore } | null,
  stage: string,
  key: string,
  sink: OutputSink,
  produce: () => StageFile[] | Promise<StageFile[]>,
): Promise<boolean> {
  if (cache) {
    try {
      const files = JSON.parse(readFileSync(listFile(cache.dir, stage, key), 'utf8')) as CachedFile[];
      if (files.every((file) => cache.blobs.verify(file.hash))) {
        for (const file of files) await sink.link(file.path, cache.blobs.pathOf(file.hash), file.bytes);
        return true;
      }
    } catch {
      /* no list yet, or a damaged one */
    }
  }
  const files = await produce();
  for (const file of files) await sink.write(file.path, file.content);
  if (cache) {
    const listed: CachedFile[] = files.map((file) => {
      const hash = BlobStore.hashOf(file.content);
      cache.blobs.put(hash, file.content);
      return { path: file.path, hash, bytes: typeof file.content === 'string' ? Buffer.byteLength(file.content) : file.content.byteLength };
    });
    try {
      const target = listFile(cache.dir, stage, key);
      mkdirSync(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify(listed));
      renameSync(temp, target);
    } catch {
      /* a read-only or full cache folder */
    }
  }
  return false;
}
