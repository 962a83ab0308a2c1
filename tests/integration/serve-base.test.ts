/**
 * `docsgen serve` reads the site config: it serves the configured output folder under the configured base URL,
 * as the site will be deployed, so its styles, scripts and links all resolve; `--base` overrides the config.
 * Runs the real CLI.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rawResponse, startCli, type CliServer } from '../support/cli-process.js';
import { configText, makeSite } from '../support/fixture-site.js';

describe('docsgen serve under a base URL', () => {
  let root: string;
  let server: CliServer | null = null;
  beforeAll(() => {
    root = makeSite({}, configText({ extra: "baseUrl: '/docs/', outDir: 'public'," }));
    const built = spawnSync(process.execPath, [path.resolve('bin/docsgen.js'), 'build'], { cwd: root, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
  });
  afterEach(async () => {
    await server?.stop();
    server = null;
  });

  it("serves the config's output folder under its base URL, with working assets and redirects", async () => {
    server = await startCli(['serve'], root);
    const page = await fetch(`${server.url}/docs/guide/cycles`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const asset = /href="(\/docs\/assets\/style-[^"]+\.css)"/.exec(html)![1]!;
    expect((await fetch(server.url + asset)).status).toBe(200);
    expect((await fetch(`${server.url}/docs`)).status).toBe(200);
    expect(await rawResponse(server.port, 'GET /docs/guide/cycles.html HTTP/1.1')).toEqual({ status: 301, location: '/docs/guide/cycles' });
    expect(await rawResponse(server.port, 'GET / HTTP/1.1')).toEqual({ status: 302, location: '/docs' });
    expect((await fetch(`${server.url}/guide/cycles`)).status).toBe(404);
    const search = await fetch(`${server.url}/docs/1/indexes/*/queries`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: 'x', query: 'a' }] }),
    });
    expect(search.status).toBe(404); // the fixture has no search index: answered by the endpoint, not the 404 page
    expect(search.headers.get('content-type')).toContain('application/json');
  });

  it('serves at another base with --base', async () => {
    server = await startCli(['serve', '--base', '/'], root);
    expect((await fetch(`${server.url}/guide/cycles`)).status).toBe(200);
    expect((await fetch(`${server.url}/docs/guide/cycles`)).status).toBe(404);
  });
});
