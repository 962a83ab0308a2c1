import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { serve, ServeError, type RunningServer } from '../../src/server/serve.js';
import { configText, makeSite } from '../support/fixture-site.js';

function get(url: string, rawPath?: string): Promise<{ status: number; location?: string; body: string; type?: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = request({ host: target.hostname, port: target.port, path: rawPath ?? target.pathname + target.search, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body, type: res.headers['content-type'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('docsgen serve', () => {
  let server: RunningServer;
  let root: string;
  beforeAll(async () => {
    root = makeSite({}, configText({ extra: "search: { provider: 'local', indexName: 'fixture-docs-v3' }," }));
    expect((await build({ root })).ok).toBe(true);
    server = await serve({ dir: path.join(root, 'build'), port: 0 });
  });
  afterAll(() => server?.close());

  it('answers /x with x.html and / with index.html', async () => {
    const page = await get(`${server.url}/guide/cycles`);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.body).toContain('<title>Cycles | Fixture</title>');
    expect((await get(`${server.url}/`)).body).toContain('<title>Welcome | Fixture</title>');
  });

  it.each([
    ['/guide/cycles.html', '/guide/cycles'],
    ['/guide/cycles/', '/guide/cycles'],
    ['/guide/cycles/index', '/guide/cycles'],
    ['/guide/cycles/index.html', '/guide/cycles'],
    ['/index.html', '/'],
    ['/guide/cycles.html?q=1', '/guide/cycles?q=1'],
  ])('redirects %s to %s with 301', async (from, to) => {
    const res = await get(`${server.url}${from}`);
    expect(res.status).toBe(301);
    expect(res.location).toBe(to);
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const res = await get(`${server.url}/no/such/page`);
    expect(res.status).toBe(404);
    expect(res.body).toContain('<h1>Page not found</h1>');
  });

  it('lists no directories and reaches nothing outside the folder', async () => {
    expect((await get(`${server.url}/guide`)).status).toBe(404);
    expect((await get(`${server.url}/assets`)).status).toBe(404);
    const escape = await get(server.url, '/../site.config.ts');
    expect(escape.status).toBe(404);
    expect(escape.body).not.toContain('defineConfig');
    expect((await get(server.url, '/%2e%2e/site.config.ts')).body).not.toContain('defineConfig');
  });

  it('serves hashed assets as immutable', async () => {
    const html = (await get(`${server.url}/`)).body;
    const script = /src="(\/assets\/app-[^"]+\.js)"/.exec(html)![1]!;
    const res = await new Promise<{ status: number; cache?: string }>((resolve) => {
      const u = new URL(server.url + script);
      request({ host: u.hostname, port: u.port, path: u.pathname }, (r) => {
        r.resume();
        resolve({ status: r.statusCode ?? 0, cache: r.headers['cache-control'] });
      }).end();
    });
    expect(res).toEqual({ status: 200, cache: 'public, max-age=31536000, immutable' });
  });

  it('answers Algolia multi-queries from the built index', async () => {
    const ask = (body: unknown, path = '/1/indexes/*/queries?x-algolia-application-id=x&x-algolia-api-key=y') =>
      fetch(server.url + path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'text/plain' } });
    const response = await ask({
      requests: [{ indexName: 'fixture-docs-v3', query: 'modul', hitsPerPage: 3, highlightPreTag: '<mark>', highlightPostTag: '</mark>' }],
    });
    expect(response.status).toBe(200);
    // No CORS unless `cors` is given (security issue item 7; see security-dev-origin.test.ts): it used to be `*`.
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const { results } = (await response.json()) as {
      results: { hits: { url: string; _highlightResult: { hierarchy: { lvl1: { value: string } } } }[]; nbHits: number }[];
    };
    expect(results[0]!.hits[0]!.url).toBe('/guide/modules');
    expect(results[0]!.hits[0]!._highlightResult.hierarchy.lvl1.value).toBe('<mark>Modules</mark>');
    expect((await ask({ requests: [{ indexName: 'other', query: 'x' }] })).status).toBe(404);
    expect((await ask('not json')).status).toBe(400);
    expect((await fetch(`${server.url}/1/indexes/*/queries`)).status).toBe(405);
    expect((await fetch(`${server.url}/1/indexes/*/queries`, { method: 'OPTIONS' })).status).toBe(204);
  });

  it('refuses to serve a folder with no built site, and a port in use under strictPort', async () => {
    await expect(serve({ dir: root, port: 0 })).rejects.toThrow(ServeError);
    const port = Number(new URL(server.url).port);
    await expect(serve({ dir: path.join(root, 'build'), port, strictPort: true })).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use.`);
  });

  it('moves to the next free port when its port is in use, and says so', async () => {
    const port = Number(new URL(server.url).port);
    const moves: [number, number][] = [];
    const second = await serve({ dir: path.join(root, 'build'), port, onPortMoved: (wanted, used) => moves.push([wanted, used]) });
    try {
      const used = Number(new URL(second.url).port);
      expect(used).toBeGreaterThan(port);
      expect(moves).toEqual([[port, used]]);
      expect((await get(`${second.url}/guide/cycles`)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
