/**
 * One thread's copy of a built search index: loaded from its file, and loaded again only when the file's key
 * (path, inode, time, size) changes. Shared by the search worker threads and the in-thread fallback. Reads only
 * the index file it is given.
 */
import { readFileSync } from 'node:fs';
import { loadIndex, type LoadedIndex } from '../../core/search/engine.js';

/** The index file to search and a key that changes whenever the file does. */
export interface IndexFile {
  file: string;
  key: string;
}

export function indexFileCache(): (index: IndexFile) => LoadedIndex {
  let loaded: { key: string; index: LoadedIndex } | null = null;
  return ({ file, key }) => {
    if (loaded?.key !== key) loaded = { key, index: loadIndex(readFileSync(file, 'utf8')) };
    return loaded.index;
  };
}
