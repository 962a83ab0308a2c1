/**
 * The search index `docsgen dev` answers from: the same split index a build writes, built in memory from the
 * records it holds, and built again only when they changed since the last search (so edits cost nothing until
 * someone searches). Same files, same engine, same answers as a build and `docsgen serve`.
 */
import type { ShardedIndex } from '../../core/search/sharded-index.js';
import type { SearchRecord } from '../../core/search/records.js';
import type { SynonymTable } from '../../core/search/synonyms.js';
import { buildSearchFiles, memoryIndex } from './index-file.js';

const built = new WeakMap<object, { indexName: string; synonyms: string; records: SearchRecord[]; index: ShardedIndex }>();

/**
 * The index of `records` (in their order), cached per `owner` until a record (object), the index name or the
 * synonyms change.
 */
export function liveSearchIndex(owner: object, indexName: string, records: Iterable<SearchRecord>, synonyms: SynonymTable = []): ShardedIndex {
  const list = [...records];
  const cached = built.get(owner);
  const synonymsKey = JSON.stringify(synonyms);
  if (
    cached &&
    cached.indexName === indexName &&
    cached.synonyms === synonymsKey &&
    cached.records.length === list.length &&
    cached.records.every((record, i) => record === list[i])
  )
    return cached.index;
  const index = memoryIndex(buildSearchFiles(list, indexName, { synonyms }));
  built.set(owner, { indexName, synonyms: synonymsKey, records: list, index });
  return index;
}
