import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { indexSite } from '../../src/session/index-records.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

const searchConfig = (extra = '') =>
  configText({ extra: `search: { provider: 'algolia', appId: 'APP', apiKey: 'search-key', indexName: 'fixture-docs-v3'${extra} },` });

/** Answers the calls algoliasearch's replaceAllObjects makes, and records them. */
async function fakeAlgolia() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let task = 0;
  const server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      calls.push({ method: req.method ?? '', path: decodeURIComponent(url.pathname), body: text ? JSON.parse(text) : null });
      res.setHeader('content-type', 'application/json');
      if (url.pathname.includes('/task/')) return res.end(JSON.stringify({ status: 'published', pendingTask: false }));
      if (url.pathname.endsWith('/batch')) return res.end(JSON.stringify({ taskID: ++task, objectIDs: [] }));
      res.end(JSON.stringify({ taskID: ++task, updatedAt: new Date().toISOString() }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { calls, host: `127.0.0.1:${(server.address() as { port: number }).port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('docsgen index', () => {
  it('writes DocSearch records as JSON', async () => {
    const root = makeSite({}, searchConfig());
    const result = await indexSite({ root });
    expect(result).toMatchObject({ ok: true, pushedTo: null });
    const records = JSON.parse(readFileSync(path.join(root, 'search-records.json'), 'utf8'));
    expect(records).toHaveLength(result.records);
    expect(records.find((r: { url: string; type: string }) => r.url === '/' && r.type === 'lvl1')).toMatchObject({
      type: 'lvl1',
      hierarchy: { lvl0: 'Documentation', lvl1: 'Welcome' },
      url: '/',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
    expect(records.find((r: { url: string }) => r.url === '/guide/cycles#create-a-cycle')).toMatchObject({
      type: 'lvl2',
      hierarchy: { lvl0: 'Guide', lvl2: 'Create a cycle' },
    });
  });

  it('replaces the hosted index with the records through the algoliasearch client', async () => {
    const algolia = await fakeAlgolia();
    try {
      const root = makeSite({}, searchConfig(`, hosts: ['${algolia.host}']`));
      const result = await indexSite({ root, push: true, adminKey: 'admin-key' });
      expect(result).toMatchObject({ ok: true, pushedTo: 'fixture-docs-v3' });
      const paths = algolia.calls.map((c) => `${c.method} ${c.path.replace(/_tmp_\d+/, '_tmp')}`);
      expect(paths[0]).toBe('POST /1/indexes/fixture-docs-v3/operation');
      expect(paths).toContain('POST /1/indexes/fixture-docs-v3_tmp/batch');
      const move = algolia.calls.find((c) => (c.body as { operation?: string } | null)?.operation === 'move');
      expect(move?.body).toMatchObject({ operation: 'move', destination: 'fixture-docs-v3' });
      const pushed = algolia.calls
        .filter((c) => c.path.endsWith('/batch'))
        .flatMap((c) => (c.body as { requests: { body: { objectID: string } }[] }).requests.map((r) => r.body.objectID));
      expect(pushed).toHaveLength(result.records);
    } finally {
      await algolia.close();
    }
  });

  it("replaces the hosted index's synonyms with the site's, in Algolia's shapes", async () => {
    const algolia = await fakeAlgolia();
    try {
      const synonyms = `, synonyms: [['kanban', 'board'], { synonyms: ['teammate', 'member'] }, { input: 'sprint', synonyms: ['cycle'] }]`;
      const root = makeSite({}, searchConfig(`, hosts: ['${algolia.host}']${synonyms}`));
      expect(await indexSite({ root, push: true, adminKey: 'admin-key' })).toMatchObject({ ok: true });
      const saved = algolia.calls.find((c) => c.path === '/1/indexes/fixture-docs-v3/synonyms/batch');
      expect(saved).toMatchObject({
        method: 'POST',
        body: [
          { objectID: 'docsgen-synonym-1', type: 'synonym', synonyms: ['kanban', 'board'] },
          { objectID: 'docsgen-synonym-2', type: 'synonym', synonyms: ['teammate', 'member'] },
          { objectID: 'docsgen-synonym-3', type: 'onewaysynonym', input: 'sprint', synonyms: ['cycle'] },
        ],
      });
    } finally {
      await algolia.close();
    }
  });

  it('leaves the hosted synonyms alone when the site has none', async () => {
    const algolia = await fakeAlgolia();
    try {
      const root = makeSite({}, searchConfig(`, hosts: ['${algolia.host}']`));
      expect(await indexSite({ root, push: true, adminKey: 'admin-key' })).toMatchObject({ ok: true });
      expect(algolia.calls.filter((c) => c.path.includes('/synonyms'))).toEqual([]);
    } finally {
      await algolia.close();
    }
  });

  it('refuses to push without an admin key', async () => {
    const root = makeSite({}, searchConfig());
    const saved = process.env.ALGOLIA_ADMIN_API_KEY;
    delete process.env.ALGOLIA_ADMIN_API_KEY;
    const result = await indexSite({ root, push: true });
    if (saved !== undefined) process.env.ALGOLIA_ADMIN_API_KEY = saved;
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0]!.message).toBe('`ALGOLIA_ADMIN_API_KEY` is not set.');
  });
});

describe('search records and --strict', () => {
  it('fails a strict build when a page gives search nothing to find', async () => {
    const root = makeSite({ 'content/docs/guide/modules.md': doc('Modules', '# Modules\n\n## Only a heading') }, searchConfig());
    expect((await build({ root, inMemory: true })).ok).toBe(true);
    const strict = await build({ root, inMemory: true, strict: true });
    expect(strict.ok).toBe(false);
    expect(strict.diagnostics.map((d) => `${d.code} ${d.file}`)).toEqual(['search-no-records content/docs/guide/modules.md']);
  });
});
