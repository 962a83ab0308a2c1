/**
 * The embedded search engine in a Web Worker: loads the prebuilt index, then answers Algolia query bodies off
 * the main thread. A failed load (a network blip) is forgotten, and the next query loads the index again, so
 * search recovers once the network is back without a reload. Messages in: `{ type: 'load', url }`,
 * `{ type: 'query', id, body }`; out: `{ id, status, content }` (the HTTP status and response text the Algolia
 * client expects).
 */
import { answerQueries, EngineError, loadIndex, type LoadedIndex } from '../../core/search/engine.js';

type Message = { type: 'load'; url: string } | { type: 'query'; id: number; body: string };

let indexUrl: string | null = null;
let index: Promise<LoadedIndex> | null = null;
const scope = self as unknown as { postMessage(message: unknown): void; onmessage: ((event: MessageEvent<Message>) => void) | null };

/** The index, loading it when it is not loaded yet or its last load failed. */
function loaded(url: string): Promise<LoadedIndex> {
  if (index) return index;
  const loading = fetch(url).then(async (response) => {
    if (!response.ok) throw new EngineError(response.status, `The search index could not be loaded (HTTP ${response.status}).`);
    return loadIndex(await response.text());
  });
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
    .then((ready) => scope.postMessage({ id: message.id, status: 200, content: JSON.stringify(answerQueries(ready, JSON.parse(message.body))) }))
    .catch((error: unknown) => {
      const status = error instanceof EngineError ? error.status : 0;
      scope.postMessage({ id: message.id, status, content: JSON.stringify({ message: error instanceof Error ? error.message : String(error), status }) });
    });
};
