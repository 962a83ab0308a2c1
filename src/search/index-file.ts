/** Builds the prebuilt search index that ships with the site: packed records plus a MiniSearch index. Pure. */
import MiniSearch from 'minisearch';
import { MINISEARCH_OPTIONS, packRecords, type IndexedRecord, type SearchIndexFile, type SearchRecord } from '../../core/search/records.js';

export function buildSearchIndex(records: readonly SearchRecord[], indexName: string): string {
  const index = new MiniSearch<IndexedRecord>(MINISEARCH_OPTIONS);
  index.addAll(records.map((record, position) => ({ ...record, position })));
  const file: SearchIndexFile = { version: 1, indexName, records: packRecords(records), index };
  return JSON.stringify(file);
}
