/**
 * The search endpoint of `docsgen serve` against hostile and careless bodies: size limits answered with a 413 the
 * client actually reads, a 400 naming each wrong field (nothing internal leaked), prototype keys never reached,
 * and searches on worker threads that are bounded in queue length and time (503 with Retry-After).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { createSearchRunner } from '../../src/server/search-pool.js';
import { newestIndexFile } from '../../src/server/search-endpoint.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { configText, makeSite } from '../support/fixture-site.js';

const SEARCH = "search: { provider: 'local', indexName: 'fixture-docs-v3' },";
const query = (extra: Record<string, unknown> = {}) => ({ indexName: 'fixture-docs-v3', query: 'cycle', ...extra });

describe('the search endpoint', () => {
  let root: string;
  let server: RunningServer;
  const post = (body: unknown) => fetch(`${server.url}/1/indexes/*/queries`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
  beforeAll(async () => {
    root = makeSite({}, configText({ extra: SEARCH }));
    expect((await build({ root })).ok).toBe(true);
    server = await serve({ dir: path.join(root, 'build'), port: 0 });
  });
  afterAll(() => server?.close());

  it('answers a body over 64 KiB with a 413 the client reads, announced or not', async () => {
    const big = JSON.stringify({ requests: [query({ query: 'x'.repeat(100_000) })] });
    const announced = await post(big);
    expect(announced.status).toBe(413);
    expect(await announced.json()).toEqual({ message: 'The request body is over 65536 bytes.', status: 413 });
    const huge = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)));
        controller.close();
      },
    });
    const streamed = await fetch(`${server.url}/1/indexes/*/queries`, { method: 'POST', body: huge, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('names every wrong field in a 400 and leaks nothing internal', async () => {
    const response = await post({ requests: [{ indexName: 'fixture-docs-v3', query: 5, hitsPerPage: 'many', page: -1 }] });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: { field: string }[] };
    expect(body.errors.map((e) => e.field)).toEqual(['requests[0].query', 'requests[0].hitsPerPage', 'requests[0].page']);
    expect(body.message).toMatch(/^The request is invalid: requests\[0\]\.query: /);
    expect(body.message).not.toMatch(/is not a function|TypeError|at /);
    expect((await post({ nothing: true })).status).toBe(400);
    expect((await post('{"requests": [')).status).toBe(400);
  });

  it('enforces the documented limits on queries, query length, hits and facet filters', async () => {
    expect((await post({ requests: Array.from({ length: 51 }, () => query()) })).status).toBe(400);
    expect((await post({ requests: Array.from({ length: 50 }, () => query()) })).status).toBe(200);
    expect((await post({ requests: [query({ query: 'a'.repeat(513) })] })).status).toBe(400);
    expect((await post({ requests: [query({ hitsPerPage: 1001 })] })).status).toBe(400);
    expect((await post({ requests: [query({ facetFilters: Array.from({ length: 5000 }, () => 'language:en') })] })).status).toBe(413);
    expect((await post({ requests: [query({ facetFilters: Array.from({ length: 21 }, () => 'language:en') })] })).status).toBe(400);
  });

  it('counts pages for `distinct`, as the /search page asks it to', async () => {
    const answer = async (extra: Record<string, unknown>) =>
      ((await (await post({ requests: [query(extra)] })).json()) as { results: { nbHits: number; hits: { url: string }[] }[] }).results[0]!;
    const all = await answer({ hitsPerPage: 100 });
    const pages = new Set(all.hits.map((hit) => hit.url.split('#')[0]));
    expect(all.nbHits).toBeGreaterThan(pages.size);
    expect((await answer({ hitsPerPage: 0, distinct: true })).nbHits).toBe(pages.size);
    expect((await post({ requests: [query({ distinct: 'yes' })] })).status).toBe(400);
  });

  it('never reads or writes prototype keys, for this client or the next', async () => {
    const response = await post({ requests: [query({ attributesToRetrieve: ['__proto__.hierarchy.x', 'constructor.prototype.polluted'] })] });
    expect(response.status).toBe(400);
    expect(({} as Record<string, unknown>).hierarchy).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const next = await post({ requests: [query({ attributesToRetrieve: ['url'] })] });
    const { results } = (await next.json()) as { results: { hits: Record<string, unknown>[] }[] };
    expect(Object.keys(results[0]!.hits[0]!).sort()).toEqual(['_highlightResult', 'objectID', 'url']);
  });
});

describe('the search threads', () => {
  // The compiled worker (`npm test` compiles dist/ first), as `docsgen serve` runs it.
  const worker = { script: path.resolve('dist/search-worker.js') };
  let index: ReturnType<typeof newestIndexFile>;
  beforeAll(async () => {
    const root = makeSite({}, configText({ extra: SEARCH }));
    await build({ root });
    index = newestIndexFile(path.join(root, 'build'));
  });

  it('search off the calling thread, with the engine the browser uses', async () => {
    const runner = createSearchRunner({ worker, threads: 1 });
    try {
      const body = (await runner.run(index!, [query()])) as { results: { nbHits: number }[] };
      expect(body.results[0]!.nbHits).toBeGreaterThan(0);
      await expect(runner.run(index!, [query({ indexName: 'other' })])).rejects.toMatchObject({ status: 404 });
    } finally {
      await runner.close();
    }
  });

  it('answer 503 when the queue is full, and replace a thread that runs past the time limit', async () => {
    const busy = createSearchRunner({ worker, threads: 1, queueLength: 2, timeMs: 60_000 });
    try {
      const runs = Array.from({ length: 6 }, () =>
        busy.run(index!, [query()]).then(
          () => 200,
          (e: { status: number }) => e.status,
        ),
      );
      const statuses = await Promise.all(runs);
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    } finally {
      await busy.close();
    }
    const slow = createSearchRunner({ worker, threads: 1, timeMs: 1 });
    try {
      await expect(
        slow.run(
          index!,
          Array.from({ length: 50 }, () => query({ hitsPerPage: 1000 })),
        ),
      ).rejects.toMatchObject({ status: 503, message: 'The search took too long.' });
    } finally {
      await slow.close();
    }
  });
});
