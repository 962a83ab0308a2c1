/**
 * One thread's copy of a built search index: opened from its manifest, and opened again only when the manifest's
 * key (path, inode, time, size) changes. The shards, postings and fragments a query needs are read from disk the
 * first time it needs them. Shared by the search worker threads and the in-thread fallback. Reads only the files
 * of the index it is given (named by its manifest, relative to it).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedIndex } from '../../core/search/engine.js';
import { ShardedIndex } from '../../core/search/sharded-index.js';
import type { SearchManifest } from '../../core/search/index-format.js';

/** The manifest of the index to search and a key that changes whenever the manifest does. */
export interface IndexFile {
  file: string;
  key: string;
}

/** Reads a file of the index, named relative to the manifest; never outside the manifest's output folder. */
function reader(manifestFile: string) {
  const root = path.resolve(path.dirname(manifestFile), '..');
  return (relative: string) => {
    const file = path.resolve(path.dirname(manifestFile), relative);
    if (!file.startsWith(root + path.sep)) return Promise.reject(new Error(`search index file ${relative} is outside the site`));
    return readFile(file, 'utf8');
  };
}

export function indexFileCache(): (index: IndexFile) => Promise<LoadedIndex> {
  let loaded: { key: string; index: Promise<LoadedIndex> } | null = null;
  return ({ file, key }) => {
    if (loaded?.key !== key) {
      const index = readFile(file, 'utf8').then((text) => new ShardedIndex(JSON.parse(text) as SearchManifest, reader(file)));
      loaded = { key, index };
      index.catch(() => {
        if (loaded?.index === index) loaded = null;
      });
    }
    return loaded.index;
  };
}
