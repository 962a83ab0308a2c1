/**
 * Build-cache entries for a whole stage whose output files depend only on a key its caller computes (the search
 * index: on every page's records): the files' contents go to the cache's blob store and a small list names them,
 * so a later build with the same key links the files into its output instead of making them again. Reads and
 * writes only inside the cache folder; a damaged or missing list is a miss, never an error.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BlobStore } from '../util/blob-store.js';
import { writeBeside } from '../util/write-beside.js';
import type { OutputSink } from '../emit/sink.js';
import type { CachedFile } from './page-reads.js';

export interface StageFile {
  path: string;
  content: string | Uint8Array;
  /** The content's hash (BlobStore.hashOf), when the caller made it already. */
  hash?: string;
}

const listFile = (cacheDir: string, stage: string, key: string) => path.join(cacheDir, 'stages', stage, `${key}.json`);

/**
 * Puts one file into `sink` through the store: linked when the store holds its content (checked by hash), else
 * written once and linked into the store (or stored as well, for a sink that does not write to disk).
 */
export async function placeThroughStore(sink: OutputSink, blobs: BlobStore, file: StageFile): Promise<CachedFile> {
  const hash = file.hash ?? BlobStore.hashOf(file.content);
  const bytes = typeof file.content === 'string' ? Buffer.byteLength(file.content) : file.content.byteLength;
  const facts = blobs.intactFacts(hash);
  if (facts !== null) await sink.link(file.path, blobs.pathOf(hash), bytes, hash, facts);
  else {
    await sink.write(file.path, file.content);
    if (sink.stagingDir) blobs.adopt(hash, path.join(sink.stagingDir, file.path));
    else blobs.put(hash, file.content);
    blobs.noteStored(hash);
    sink.compressAhead?.(file.path, file.content, hash);
  }
  return { path: file.path, hash, bytes };
}

/**
 * Puts the stage's files into `sink`: linked from the cache when an earlier build stored them under `key`, else
 * made by `produce`, each file linked when the store has its content already, else written once and linked into
 * the store. Returns whether the whole stage came from the cache.
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
      const facts = files.map((file) => cache.blobs.intactFacts(file.hash));
      if (facts.every((one) => one !== null)) {
        for (const [i, file] of files.entries()) await sink.link(file.path, cache.blobs.pathOf(file.hash), file.bytes, file.hash, facts[i]!);
        return true;
      }
    } catch {
      /* no list yet, or a damaged one */
    }
  }
  const files = await produce();
  if (!cache) {
    for (const file of files) await sink.write(file.path, file.content);
    return false;
  }
  // Files an earlier build made too (content-hashed search shards mostly stay the same after a one-page edit) are
  // linked; new ones are written once and linked into the store.
  const listed: CachedFile[] = [];
  for (const file of files) listed.push(await placeThroughStore(sink, cache.blobs, file));
  writeBeside(listFile(cache.dir, stage, key), JSON.stringify(listed));
  return false;
}
