/**
 * Search analytics for hosted search (Algolia with `search.insights` on): click and view events go to the
 * search-insights script, loaded from its CDN when the page does not have it. Viewed object ids are sent in
 * batches of 20, debounced 400 ms. Never used with the embedded engine, so nothing leaves the browser there.
 */
import type { SearchSettings } from '../../core/route-data.js';
import type { SearchResponse } from './client.js';
import type { Hit } from '../../core/search/engine.js';

export const INSIGHTS_SRC = 'https://cdn.jsdelivr.net/npm/search-insights@2/dist/search-insights.min.js';
export const VIEW_BATCH = 20;
export const VIEW_DEBOUNCE_MS = 400;

type AlgoliaInsights = ((method: string, payload?: unknown) => void) & { queue?: unknown[][] };

declare global {
  interface Window {
    aa?: AlgoliaInsights;
    AlgoliaAnalyticsObject?: string;
  }
}

export interface Insights {
  viewed(response: SearchResponse): void;
  clicked(response: SearchResponse, hit: Hit): void;
}

function ensureScript(): void {
  if (!window.aa) {
    const queue: unknown[][] = [];
    const stub = ((...args: unknown[]) => void queue.push(args)) as AlgoliaInsights;
    stub.queue = queue;
    window.AlgoliaAnalyticsObject = 'aa';
    window.aa = stub;
    const script = document.createElement('script');
    script.async = true;
    script.src = INSIGHTS_SRC;
    script.onerror = () => console.error(`docsgen: the search-insights script could not be loaded from ${INSIGHTS_SRC}.`);
    document.head.appendChild(script);
  }
}

/** Calls whatever `window.aa` is now: the queueing stub until the script loads, then the script itself. */
function aa(method: string, payload?: unknown): void {
  window.aa?.(method, payload);
}

export function startInsights(settings: SearchSettings): Insights {
  ensureScript();
  aa('init', { appId: settings.appId, apiKey: settings.apiKey, useCookie: false });
  const pending: string[] = [];
  let timer = 0;
  const flush = () => {
    while (pending.length) {
      aa('viewedObjectIDs', { index: settings.indexName, eventName: 'Hits Viewed', objectIDs: pending.splice(0, VIEW_BATCH) });
    }
  };
  return {
    viewed(response) {
      pending.push(...response.hits.map((h) => h.objectID).filter((id) => !pending.includes(id)));
      window.clearTimeout(timer);
      timer = window.setTimeout(flush, VIEW_DEBOUNCE_MS);
    },
    clicked(response, hit) {
      if (!response.queryID) return;
      const position = response.hits.findIndex((h) => h.objectID === hit.objectID) + 1;
      aa('clickedObjectIDsAfterSearch', {
        index: settings.indexName,
        eventName: 'Item Selected',
        queryID: response.queryID,
        objectIDs: [hit.objectID],
        positions: [position || 1],
      });
    },
  };
}
