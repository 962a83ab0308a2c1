/**
 * Runs searches for `docsgen serve` on worker threads, so a heavy query never blocks the thread that serves
 * pages. The queue is bounded (a full queue answers 503 at once) and each request has a time limit (the thread
 * running it is replaced and the request answered 503). When the compiled worker is absent (docsgen running from
 * its TypeScript sources, as in unit tests) searches run in this thread with the same limits on input.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { answerQueries, EngineError, type QueryRequest } from '../../core/search/engine.js';
import { indexFileCache, type IndexFile } from './index-file-cache.js';
import { SEARCH_LIMITS } from './search-request.js';
import type { SearchJob, SearchReply } from './search-worker.js';

export interface SearchRunner {
  /** Resolves with the response body; rejects with an EngineError carrying the status to answer. */
  run(index: IndexFile, requests: QueryRequest[]): Promise<unknown>;
  close(): Promise<void>;
}

/** Thrown when the server is too busy or a search ran too long: answered 503 with Retry-After. */
export class SearchBusyError extends EngineError {
  constructor(message: string) {
    super(503, message);
  }
}

function workerScript(): string | null {
  const candidate = fileURLToPath(new URL('./search-worker.js', import.meta.url));
  return existsSync(candidate) ? candidate : null;
}

/** Searches in this thread (no compiled worker available). */
function inlineRunner(): SearchRunner {
  const indexOf = indexFileCache();
  return {
    async run(index, requests) {
      return answerQueries(await indexOf(index), { requests });
    },
    async close() {},
  };
}

interface Pending {
  job: SearchJob;
  resolve(body: unknown): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  current: Pending | null;
  timer: NodeJS.Timeout | null;
}

export interface SearchRunnerOptions {
  threads?: number;
  queueLength?: number;
  timeMs?: number;
  /** The worker script (default: the compiled one beside this module) and Node flags to start it with. */
  worker?: { script: string; execArgv?: string[] };
}

export function createSearchRunner(options: SearchRunnerOptions = {}): SearchRunner {
  const script = options.worker?.script ?? workerScript();
  if (!script) return inlineRunner();
  const threads = options.threads ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  const queueLength = options.queueLength ?? SEARCH_LIMITS.queueLength;
  const timeMs = options.timeMs ?? SEARCH_LIMITS.timeMs;
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  const settle = (slot: Slot, reply: SearchReply) => {
    const pending = slot.current;
    if (!pending || pending.job.id !== reply.id) return;
    clearTimeout(slot.timer!);
    slot.current = null;
    if ('error' in reply) pending.reject(new EngineError(reply.error.status, reply.error.message));
    else pending.resolve(reply.body);
    dispatch();
  };

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(script, { execArgv: options.worker?.execArgv }), current: null, timer: null };
    slot.worker.on('message', (reply: SearchReply) => settle(slot, reply));
    slot.worker.on('error', () => replace(slot, new EngineError(500, 'The search failed.')));
    slot.worker.unref();
    return slot;
  };
  const slots: Slot[] = Array.from({ length: threads }, spawn);

  /** Ends a thread that failed or ran too long, answers its request, and starts a fresh one in its place. */
  function replace(slot: Slot, error: EngineError): void {
    const pending = slot.current;
    slot.current = null;
    clearTimeout(slot.timer!);
    void slot.worker.terminate();
    pending?.reject(error);
    if (!closed) slots[slots.indexOf(slot)] = spawn();
    dispatch();
  }

  function dispatch(): void {
    for (const slot of slots) {
      if (slot.current || queue.length === 0) continue;
      const pending = queue.shift()!;
      slot.current = pending;
      slot.timer = setTimeout(() => replace(slot, new SearchBusyError('The search took too long.')), timeMs);
      slot.worker.postMessage(pending.job);
    }
  }

  return {
    run(index, requests) {
      if (queue.length >= queueLength) return Promise.reject(new SearchBusyError('The server is busy with other searches.'));
      return new Promise((resolve, reject) => {
        queue.push({ job: { id: nextId++, file: index.file, key: index.key, requests }, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new SearchBusyError('The server is stopping.'));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
