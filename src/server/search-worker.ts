/**
 * A search thread of `docsgen serve`: opens the built index whose manifest it is told about (again only when the
 * manifest changed) and answers validated query lists with the same engine the browser uses. Must not touch the
 * network or any file but those of the index it is given.
 */
import { parentPort } from 'node:worker_threads';
import { answerQueries, EngineError, type QueryRequest } from '../../core/search/engine.js';
import { indexFileCache } from './index-file-cache.js';

export interface SearchJob {
  id: number;
  file: string;
  key: string;
  requests: QueryRequest[];
}

export type SearchReply = { id: number; body: unknown } | { id: number; error: { status: number; message: string } };

const indexOf = indexFileCache();

parentPort?.on('message', async (job: SearchJob) => {
  let reply: SearchReply;
  try {
    reply = { id: job.id, body: await answerQueries(await indexOf(job), { requests: job.requests }) };
  } catch (error) {
    const status = error instanceof EngineError ? error.status : 500;
    reply = { id: job.id, error: { status, message: error instanceof EngineError ? error.message : 'The search failed.' } };
  }
  parentPort!.postMessage(reply);
});
