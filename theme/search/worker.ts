/**
 * The embedded search engine in a Web Worker: opens the split index from its manifest, then answers Algolia query
 * bodies off the main thread, fetching only the dictionary shards, postings and record fragments each query needs
 * (each once). The manifest is asked for revalidated (its URL is stable across builds); the files it names are
 * content-hashed and cached for good. After a failed query (a network blip, or files gone with a redeploy) the
 * next query opens the manifest again, so search recovers without a reload. Messages in: `{ type: 'load', url }`,
 * `{ type: 'query', id, body }`; out: `{ id, status, content }` (the HTTP status and response text the Algolia
 * client expects).
 */
import { answerQueries, EngineError, type LoadedIndex } from '../../core/search/engine.js';
import { ShardedIndex } from '../../core/search/sharded-index.js';

type Message = { type: 'load'; url: string } | { type: 'query'; id: number; body: string };

let indexUrl: string | null = null;
let index: Promise<LoadedIndex> | null = null;
const scope = self as unknown as { postMessage(message: unknown): void; onmessage: ((event: MessageEvent<Message>) => void) | null };

async function fetchText(url: string, init?: RequestInit): Promise<string> {
  const response = await fetch(url, init);
  if (!response.ok) throw new EngineError(response.status, `The search index could not be loaded (HTTP ${response.status}).`);
  return response.text();
}

/** The index, opening it when it is not open yet or its manifest's last load failed. */
function loaded(url: string): Promise<LoadedIndex> {
  if (index) return index;
  const base = new URL(url, self.location.href);
  const loading = fetchText(base.href, { cache: 'no-cache' }).then((manifest) =>
    ShardedIndex.open((relative) => fetchText(new URL(relative, base).href), manifest),
  );
  index = loading;
  loading.catch(() => {
    if (index === loading) index = null;
  });
  return loading;
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'load') {
    indexUrl = message.url;
    void loaded(indexUrl).catch(() => {});
    return;
  }
  if (!indexUrl) {
    scope.postMessage({ id: message.id, status: 0, content: 'The search index is not loaded.' });
    return;
  }
  loaded(indexUrl)
    .then((ready) => answerQueries(ready, JSON.parse(message.body)))
    .then((answer) => scope.postMessage({ id: message.id, status: 200, content: JSON.stringify(answer) }))
    .catch((error: unknown) => {
      // The files may be gone after a redeploy: the next query reads the manifest again (the files stay cached).
      index = null;
      const status = error instanceof EngineError ? error.status : 0;
      scope.postMessage({ id: message.id, status, content: JSON.stringify({ message: error instanceof Error ? error.message : String(error), status }) });
    });
};
