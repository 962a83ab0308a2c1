/**
 * The search UI's one way to search: an algoliasearch v5 lite client. Where its requests go depends on the
 * provider — the embedded engine in a Web Worker (local, works offline), this site's own server (server), or
 * Algolia (algolia, with the client's own timeouts, retries and host failover). Loaded on first use only.
 */
import { liteClient } from 'algoliasearch/lite';
import type { SearchSettings } from '../../core/route-data.js';
import type { Hit } from '../../core/search/engine.js';
import { algoliaHosts } from '../../core/search/records.js';
import { basePath } from '../../core/urls.js';
import { byId } from '../dom/lookup.js';

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  nbPages: number;
  page: number;
  queryID?: string;
  /** How many pages the query found (asked for with `countPages`). */
  pagesFound?: number;
}

export interface SearchQuery {
  query: string;
  hitsPerPage?: number;
  page?: number;
  snippetWords?: number;
  optionalWords?: boolean;
  /** Also count the pages found: a second query, distinct by page, in the same request. */
  countPages?: boolean;
}

const ATTRIBUTES = [
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
  'type',
  'url',
];

interface WorkerReply {
  id: number;
  status: number;
  content: string;
}

/** A requester that hands Algolia requests to the embedded engine's worker instead of the network. */
function workerRequester(settings: SearchSettings) {
  const worker = new Worker(settings.workerUrl!, { type: 'module' });
  worker.postMessage({ type: 'load', url: settings.indexUrl });
  const pending = new Map<number, (reply: WorkerReply) => void>();
  let next = 0;
  worker.onmessage = (event: MessageEvent<WorkerReply>) => {
    pending.get(event.data.id)?.(event.data);
    pending.delete(event.data.id);
  };
  return {
    send(request: { data?: string }) {
      const id = ++next;
      return new Promise<{ status: number; content: string; isTimedOut: boolean }>((resolve) => {
        pending.set(id, (reply) => resolve({ status: reply.status, content: reply.content, isTimedOut: false }));
        worker.postMessage({ type: 'query', id, body: request.data ?? '{}' });
      });
    },
  };
}

function hostsOf(settings: SearchSettings) {
  if (settings.provider === 'algolia') {
    return settings.hosts ? algoliaHosts(settings.hosts) : undefined;
  }
  const data = JSON.parse(byId('__docsgen_data')?.textContent ?? '{}') as { site?: { baseUrl?: string } };
  return [
    {
      url: window.location.host + basePath(data.site?.baseUrl ?? '/'),
      accept: 'readWrite' as const,
      protocol: window.location.protocol.replace(':', '') as 'http' | 'https',
    },
  ];
}

export function createSearch(settings: SearchSettings) {
  const hosts = hostsOf(settings);
  const options: Parameters<typeof liteClient>[2] = {
    ...(settings.provider === 'local' ? { requester: workerRequester(settings) as unknown as NonNullable<Parameters<typeof liteClient>[2]>['requester'] } : {}),
    ...(hosts ? { hosts } : {}),
  };
  const client = liteClient(settings.appId, settings.apiKey, options);
  return async function search(query: SearchQuery): Promise<SearchResponse> {
    const words = query.snippetWords ?? 10;
    const { results } = await client.search({
      requests: [
        {
          indexName: settings.indexName,
          query: query.query,
          hitsPerPage: query.hitsPerPage ?? 20,
          page: query.page ?? 0,
          attributesToRetrieve: ATTRIBUTES,
          attributesToSnippet: ATTRIBUTES.filter((a) => a.startsWith('hierarchy.lvl') && a !== 'hierarchy.lvl0')
            .map((a) => `${a}:${words}`)
            .concat(`content:${words}`),
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          clickAnalytics: settings.insights,
          facetFilters: settings.facetFilters,
          ...(query.optionalWords ? { optionalWords: query.query } : {}),
        },
        ...(query.countPages
          ? [
              {
                indexName: settings.indexName,
                query: query.query,
                hitsPerPage: 0,
                distinct: true,
                attributesToRetrieve: [],
                facetFilters: settings.facetFilters,
              },
            ]
          : []),
      ],
    });
    const answer = results[0] as unknown as SearchResponse;
    const pages = results[1] as unknown as SearchResponse | undefined;
    return pages ? { ...answer, pagesFound: pages.nbHits } : answer;
  };
}

export type SearchFunction = ReturnType<typeof createSearch>;
