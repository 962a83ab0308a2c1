/**
 * The files for agents (issue 16 point 8): `llms.txt`, `llms-full.txt` and every page's `<route>.md` are built
 * by default, are served with text types by `docsgen serve` and `docsgen dev`, follow the base URL, can be
 * linked, and go away with `llms: false`. A static file or a route at their address is an error.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, type DevServer } from '../../src/dev/index.js';
import { build } from '../../src/session/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

/** A page outside the sidebar that links the files for agents (a strict build fails on a broken link). */
const agentsPage = { 'content/docs/agents.md': doc('Agents', 'Read [the index](/llms.txt), [everything](/llms-full.txt) or [this page](/agents.md).') };

describe('files for agents in a build', () => {
  let root: string;
  let server: RunningServer;
  const out = (file: string) => path.join(root, 'build', file);
  const read = (file: string) => readFileSync(out(file), 'utf8');
  beforeAll(async () => {
    root = makeSite(agentsPage);
    const result = await build({ root, strict: true });
    expect(result.diagnostics).toEqual([]);
    server = await serve({ dir: path.join(root, 'build'), port: 0 });
  });
  afterAll(() => server?.close());

  it('writes llms.txt: the site, then one line per page in sidebar order, then the pages in no sidebar', () => {
    const text = read('llms.txt');
    expect(text.startsWith('# Fixture\n\n> A site for tests\n\n')).toBe(true);
    const lines = text.split('\n').filter((l) => l.startsWith('- '));
    expect(lines).toEqual([
      '- [Welcome](https://fixture.example/index.md): About welcome.',
      '- [Cycles](https://fixture.example/guide/cycles.md): About cycles.',
      '- [Modules](https://fixture.example/guide/modules.md): About modules.',
      '- [Agents](https://fixture.example/agents.md): About agents.',
    ]);
    expect(text).toContain('## Guide\n\n- [Cycles]');
  });

  it("writes every page's Markdown at <route>.md and all of them in llms-full.txt", () => {
    expect(read('index.md')).toBe('# Welcome\n\nStart with [cycles](/guide/cycles#create-a-cycle).\n');
    expect(read('guide/cycles.md')).toBe('# Cycles\n\n## Create a cycle\n\nSee [modules](./modules.md).\n\n:::tip\nPlan ahead.\n:::\n');
    expect(read('agents.md').startsWith('# Agents\n\nRead [the index](/llms.txt)')).toBe(true);
    const full = read('llms-full.txt');
    expect(full).toContain('# Cycles\n\nSource: https://fixture.example/guide/cycles\n\n## Create a cycle\n\nSee [modules](./modules.md).');
    expect(full.indexOf('# Welcome')).toBeLessThan(full.indexOf('# Cycles'));
    expect(full.indexOf('# Modules')).toBeLessThan(full.indexOf('# Agents'));
  });

  it('serves the Markdown as text/markdown and the indexes as text/plain, both UTF-8', async () => {
    const page = await fetch(`${server.url}/guide/cycles.md`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await page.text()).toBe(read('guide/cycles.md'));
    const index = await fetch(`${server.url}/llms.txt`);
    expect(index.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await index.text()).toBe(read('llms.txt'));
    expect((await fetch(`${server.url}/index.md`)).status).toBe(200);
    expect((await fetch(`${server.url}/llms-full.txt`)).headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });
});

describe('files for agents under a base URL', () => {
  it('gives absolute addresses under the base and serves them there', async () => {
    const root = makeSite({}, configText({ extra: "baseUrl: '/docs/'," }));
    expect((await build({ root, strict: true })).ok).toBe(true);
    const text = readFileSync(path.join(root, 'build/llms.txt'), 'utf8');
    expect(text).toContain('- [Cycles](https://fixture.example/docs/guide/cycles.md): About cycles.');
    expect(text).toContain('https://fixture.example/docs/llms-full.txt');
    const server = await serve({ dir: path.join(root, 'build'), baseUrl: '/docs/', port: 0 });
    try {
      const page = await fetch(`${server.url}/docs/guide/cycles.md`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect((await fetch(`${server.url}/docs/llms.txt`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('files for agents in dev', () => {
  let server: DevServer;
  afterAll(() => server?.close());

  it('serves them from the in-memory build with the same types', async () => {
    const root = makeSite(agentsPage);
    server = await dev({ root, port: 0 });
    const page = await fetch(`${server.url}/guide/cycles.md`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await page.text()).toContain('## Create a cycle');
    const index = await fetch(`${server.url}/llms.txt`);
    expect(index.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await index.text()).toContain('- [Agents](https://fixture.example/agents.md): About agents.');
  });
});

describe('turning them off, and clashes', () => {
  it('writes none of them with llms: false', async () => {
    const root = makeSite({}, configText({ extra: 'llms: false,' }));
    const result = await build({ root, strict: true });
    expect(result.ok).toBe(true);
    for (const file of ['llms.txt', 'llms-full.txt', 'index.md', 'guide/cycles.md']) expect(existsSync(path.join(root, 'build', file)), file).toBe(false);
    expect(existsSync(path.join(root, 'build/guide/cycles.html'))).toBe(true);
  });

  it('fails on a static file at the address of one of them, and builds with llms: false', async () => {
    const files = { 'content/static/llms.txt': '# Ours\n', 'content/static/guide/cycles.md': 'raw' };
    const clashing = await build({ root: makeSite(files), inMemory: true });
    expect(clashing.ok).toBe(false);
    expect(clashing.diagnostics.map((d) => [d.code, d.severity, d.file])).toEqual([
      ['agent-file-clash', 'error', 'content/static/guide/cycles.md'],
      ['agent-file-clash', 'error', 'content/static/llms.txt'],
    ]);
    const off = await build({ root: makeSite(files, configText({ extra: 'llms: false,' })), inMemory: true });
    expect(off.ok).toBe(true);
  });

  it('fails on a route at the address of a page’s Markdown', async () => {
    const result = await build({ root: makeSite({ 'content/docs/other.md': doc('Other', 'Text.', 'slug: /guide/cycles.md\n') }), inMemory: true });
    expect(result.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([['agent-file-clash', 'content/docs/other.md', 1]]);
  });
});
