/**
 * No request can end `docsgen serve` or `docsgen dev`: hostile request lines get a 4xx, a file removed after
 * start-up gets a 404, and the process keeps answering pages afterwards. Runs the real CLI in a child process.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli, rawRequest, rawResponse, type CliServer } from '../support/cli-process.js';
import { makeSite } from '../support/fixture-site.js';

const HOSTILE_LINES = ['GET %zz HTTP/1.1', 'GET http://evil.example/ HTTP/1.1', 'GET /%E0%A4%A HTTP/1.1', 'GET /a%00b HTTP/1.1'];
const REDIRECTED_LINES = [
  'GET //[ HTTP/1.1',
  'GET //% HTTP/1.1',
  'GET //:99999/ HTTP/1.1',
  'GET /.//evil.example/ HTTP/1.1',
  'GET //evil.example/ HTTP/1.1',
  'GET /\\evil.example/ HTTP/1.1',
];

describe.each(['serve', 'dev'] as const)('docsgen %s survives any request', (command) => {
  let root: string;
  let server: CliServer;
  beforeAll(async () => {
    root = makeSite({ 'content/static/notes/gone.txt': 'soon removed' });
    if (command === 'serve') {
      const built = spawnSync(process.execPath, [path.resolve('bin/docsgen.js'), 'build'], { cwd: root, encoding: 'utf8' });
      expect(built.status, built.stderr).toBe(0);
    }
    server = await startCli(command === 'serve' ? ['serve', 'build'] : ['dev'], root);
  });
  afterAll(() => server?.stop());

  it.each(HOSTILE_LINES)('answers %s with a 4xx and keeps serving', async (line) => {
    const status = await rawRequest(server.port, line);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(server.alive()).toBe(true);
    expect(await rawRequest(server.port, 'GET /guide/cycles HTTP/1.1')).toBe(200);
  });

  it.each(REDIRECTED_LINES)('redirects %s within the origin and keeps serving', async (line) => {
    const { status, location } = await rawResponse(server.port, line);
    expect(status).toBe(301);
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(server.alive()).toBe(true);
  });

  it('redirects //[ and //host/x to the same path with one slash, as the README says', async () => {
    expect(await rawResponse(server.port, 'GET //[ HTTP/1.1')).toMatchObject({ status: 301, location: '/[' });
    expect(await rawResponse(server.port, 'GET //evil.example/x HTTP/1.1')).toMatchObject({ status: 301, location: '/evil.example/x' });
  });

  it('answers 404 for a file removed after start-up, and keeps serving', async () => {
    // serve reads its output folder; dev serves pages from memory and static files from the static folder.
    const removed = path.join(root, command === 'serve' ? 'build/notes/gone.txt' : 'content/static/notes/gone.txt');
    expect(await rawRequest(server.port, 'GET /notes/gone.txt HTTP/1.1')).toBe(200);
    rmSync(removed);
    expect(await rawRequest(server.port, 'GET /notes/gone.txt HTTP/1.1')).toBe(404);
    expect(server.alive()).toBe(true);
    expect(await rawRequest(server.port, 'GET /guide/cycles HTTP/1.1')).toBe(200);
  });
});
