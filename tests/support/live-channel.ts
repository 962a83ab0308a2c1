/**
 * Listens to a dev server's live channel (the event stream open pages keep) from a test: every message as it
 * comes, until `stop`. Reads only; a stream that ends or fails just stops adding messages.
 */
import { DEV_EVENTS_PATH, type LiveMessage } from '../../core/dev-protocol.js';

export function listenLive(url: string): { messages: LiveMessage[]; stop(): void } {
  const messages: LiveMessage[] = [];
  const controller = new AbortController();
  void fetch(`${url}${DEV_EVENTS_PATH}`, { signal: controller.signal })
    .then(async (response) => {
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        const events = buffer.split('\n\n');
        buffer = events.pop()!;
        for (const event of events) if (event.startsWith('data: ')) messages.push(JSON.parse(event.slice(6)) as LiveMessage);
      }
    })
    .catch(() => {});
  return { messages, stop: () => controller.abort() };
}
