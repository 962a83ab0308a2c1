/**
 * The dev server's live search index: the search records of the pages rendered so far, replaced page by page as
 * pages are rendered again, for the search endpoint. While the background pass runs it answers from the pages
 * checked so far. Holds records only; renders nothing.
 */
import type { LoadedIndex } from '../../core/search/engine.js';
import type { SearchRecord } from '../../core/search/records.js';
import type { SynonymTable } from '../../core/search/synonyms.js';
import { liveSearchIndex } from '../search/live-index.js';

export class LiveSearch {
  private readonly byId = new Map<string, SearchRecord>();

  /** Swaps a page's old records (none for a page not indexed yet) for its new ones. */
  replace(old: readonly SearchRecord[], fresh: readonly SearchRecord[]): void {
    for (const record of old) this.byId.delete(record.objectID);
    for (const record of fresh) if (!this.byId.has(record.objectID)) this.byId.set(record.objectID, record);
  }

  get recordCount(): number {
    return this.byId.size;
  }

  /** The split index a build would write for these records (built again only after they changed). */
  loaded(indexName: string, _uniformScope: boolean, synonyms: SynonymTable = []): LoadedIndex {
    return liveSearchIndex(this, indexName, this.byId.values(), synonyms);
  }
}
