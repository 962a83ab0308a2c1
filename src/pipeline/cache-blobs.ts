/**
 * The build cache's store of file contents (`files/` in the cache folder: page files, compressed copies, the files
 * an output folder links to), one object per folder in a thread, so that what it has verified is known to every
 * stage and to the check of an unchanged build. Names the folder; stores and verifies nothing itself.
 */
import path from 'node:path';
import { BlobStore } from '../util/blob-store.js';

const stores = new Map<string, BlobStore>();

/** The store of the cache in `cacheDir`, shared by every build using the folder. */
export function cacheBlobs(cacheDir: string): BlobStore {
  const dir = path.join(cacheDir, 'files');
  let store = stores.get(dir);
  if (!store) stores.set(dir, (store = new BlobStore(dir)));
  return store;
}
