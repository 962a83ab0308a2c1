/**
 * `docsgen serve` serves what its folder holds now, and only what it holds: rebuilds are picked up without a
 * restart (pages, new files, the search index), symlinks out of the folder are never followed, only GET and HEAD
 * are answered, ETags come from content, conditional requests get 304, precompressed siblings are used, and
 * every response carries the security headers.
 */
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function call(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = request(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const SEARCH = "search: { provider: 'local', indexName: 'fixture-docs-v3' },";

describe('docsgen serve and its folder', () => {
  let root: string;
  let outDir: string;
  let server: RunningServer;
  beforeAll(async () => {
    root = makeSite({}, configText({ extra: SEARCH }));
    expect((await build({ root })).ok).toBe(true);
    outDir = path.join(root, 'build');
    server = await serve({ dir: outDir, port: 0 });
  });
  afterAll(() => server?.close());

  it('picks up a rebuild without a restart: grown and shrunk pages whole, new pages, the new search index', async () => {
    const ask = async (query: string) => {
      const response = await fetch(`${server.url}/1/indexes/*/queries`, {
        method: 'POST',
        body: JSON.stringify({ requests: [{ indexName: 'fixture-docs-v3', query }] }),
      });
      return ((await response.json()) as { results: { nbHits: number }[] }).results[0]!.nbHits;
    };
    expect(await ask('zeppelin')).toBe(0);
    const long = Array.from({ length: 200 }, (_, i) => `Line ${i} about a zeppelin.`).join('\n\n');
    writeFileSync(path.join(root, 'content/docs/guide/cycles.md'), doc('Cycles', `# Cycles\n\n${long}`));
    writeFileSync(path.join(root, 'content/docs/guide/modules.md'), doc('Modules', '# Modules\n\nShort now.'));
    writeFileSync(path.join(root, 'content/docs/guide/labels.md'), doc('Labels', '# Labels\n\nBrand new page.'));
    expect((await build({ root })).ok).toBe(true);

    const grown = await call(`${server.url}/guide/cycles`);
    expect(grown.status).toBe(200);
    expect(Number(grown.headers['content-length'])).toBe(grown.body.length);
    expect(grown.body.toString()).toContain('Line 199 about a zeppelin.');
    expect(grown.body.toString().trimEnd().endsWith('</html>')).toBe(true);
    const shrunk = await call(`${server.url}/guide/modules`);
    expect(shrunk.body.toString()).toContain('Short now.');
    expect(Number(shrunk.headers['content-length'])).toBe(shrunk.body.length);
    expect((await call(`${server.url}/guide/labels`)).status).toBe(200);
    expect(await ask('zeppelin')).toBeGreaterThan(0);
  });

  it('never follows a symlink out of the folder, and survives dangling links and loops', async () => {
    symlinkSync('/etc/hostname', path.join(outDir, 'host.txt'));
    symlinkSync(path.join(root, 'site.config.ts'), path.join(outDir, 'config.txt'));
    symlinkSync(path.join(outDir, 'nowhere'), path.join(outDir, 'dangling.txt'));
    symlinkSync(path.join(outDir, 'loop-b'), path.join(outDir, 'loop-a'));
    symlinkSync(path.join(outDir, 'loop-a'), path.join(outDir, 'loop-b'));
    mkdirSync(path.join(outDir, 'inside'), { recursive: true });
    symlinkSync(path.join(outDir, 'sitemap.xml'), path.join(outDir, 'inside/map.xml'));
    for (const name of ['host.txt', 'config.txt', 'dangling.txt', 'loop-a']) expect((await call(`${server.url}/${name}`)).status, name).toBe(404);
    expect((await call(`${server.url}/inside/map.xml`)).status).toBe(200); // a link inside the folder is fine
    const restarted = await serve({ dir: outDir, port: 0 });
    expect((await call(`${restarted.url}/guide/cycles`)).status).toBe(200);
    await restarted.close();
  });

  it('answers only GET and HEAD, with 405 and Allow otherwise', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST']) {
      const reply = await call(`${server.url}/guide/cycles`, { method });
      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow).toBe('GET, HEAD');
    }
    const head = await call(`${server.url}/guide/cycles`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('gives strong ETags from the content, and answers conditional requests with 304', async () => {
    const first = await call(`${server.url}/sitemap.xml`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await call(`${server.url}/sitemap.xml`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await call(`${server.url}/sitemap.xml`, { headers: { 'If-Modified-Since': String(first.headers['last-modified']) } })).status).toBe(304);
    expect((await call(`${server.url}/sitemap.xml`, { headers: { 'If-Modified-Since': 'Thu, 01 Jan 1998 00:00:00 GMT' } })).status).toBe(200);
    // Same content written again (a new mtime, as after an identical rebuild): same ETag.
    writeFileSync(path.join(outDir, 'sitemap.xml'), readFileSync(path.join(outDir, 'sitemap.xml')));
    expect((await call(`${server.url}/sitemap.xml`)).headers.etag).toBe(etag);
  });

  it('sends a precompressed sibling to clients that accept it', async () => {
    const text = 'plain text '.repeat(200);
    writeFileSync(path.join(outDir, 'notes.txt'), text);
    writeFileSync(path.join(outDir, 'notes.txt.gz'), gzipSync(text));
    const packed = await call(`${server.url}/notes.txt`, { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toBe('Accept-Encoding');
    expect(packed.headers['content-type']).toBe('text/plain; charset=utf-8');
    const plain = await call(`${server.url}/notes.txt`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(text);
    expect((await call(`${server.url}/notes.txt`, { headers: { 'Accept-Encoding': 'gzip;q=0' } })).headers['content-encoding']).toBeUndefined();
  });

  it('gets .br and .gz copies of every text file from the build, and sends the one the client prefers', async () => {
    for (const name of ['index.html', 'guide/cycles.html', '404.html']) {
      expect(existsSync(path.join(outDir, `${name}.br`)), name).toBe(true);
      expect(existsSync(path.join(outDir, `${name}.gz`)), name).toBe(true);
    }
    const plain = await call(`${server.url}/guide/cycles`);
    const br = await call(`${server.url}/guide/cycles`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await call(`${server.url}/guide/cycles`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it('sends the Content-Security-Policy the build wrote to _headers, and does not serve that file', async () => {
    const written = readFileSync(path.join(outDir, '_headers'), 'utf8');
    const csp = /Content-Security-Policy: (.*)/.exec(written)![1]!;
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect((await call(`${server.url}/guide/cycles`)).headers['content-security-policy']).toBe(csp);
    expect((await call(`${server.url}/_headers`)).status).toBe(404);
  });

  it('sends the security headers on pages, files, redirects and 404s', async () => {
    for (const pathname of ['/guide/cycles', '/sitemap.xml', '/guide/cycles.html', '/nowhere']) {
      const reply = await call(server.url + pathname);
      expect(reply.headers['x-content-type-options'], pathname).toBe('nosniff');
      expect(reply.headers['referrer-policy'], pathname).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['x-frame-options'], pathname).toBe('SAMEORIGIN');
      expect(String(reply.headers['content-security-policy']), pathname).toContain("frame-ancestors 'self'");
    }
  });
});
