/**
 * The embedded search engine in a Web Worker: loads the prebuilt index once, then answers Algolia query bodies
 * off the main thread. Messages in: `{ type: 'load', url }`, `{ type: 'query', id, body }`; out: `{ id, status,
 * content }` (the HTTP status and response text the Algolia client expects).
 */
import { answerQueries, EngineError, loadIndex, type LoadedIndex } from '../../core/search/engine.js';

type Message = { type: 'load'; url: string } | { type: 'query'; id: number; body: string };

let index: Promise<LoadedIndex> | null = null;
const scope = self as unknown as { postMessage(message: unknown): void; onmessage: ((event: MessageEvent<Message>) => void) | null };

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'load') {
    index ??= fetch(message.url).then(async (response) => {
      if (!response.ok) throw new EngineError(response.status, `The search index could not be loaded (HTTP ${response.status}).`);
      return loadIndex(await response.text());
    });
    index.catch(() => (index = null));
    return;
  }
  if (!index) {
    scope.postMessage({ id: message.id, status: 0, content: 'The search index is not loaded.' });
    return;
  }
  index
    .then((loaded) => scope.postMessage({ id: message.id, status: 200, content: JSON.stringify(answerQueries(loaded, JSON.parse(message.body))) }))
    .catch((error: unknown) => {
      const status = error instanceof EngineError ? error.status : 0;
      scope.postMessage({ id: message.id, status, content: JSON.stringify({ message: error instanceof Error ? error.message : String(error), status }) });
    });
};
