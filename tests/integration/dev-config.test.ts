/**
 * `docsgen dev` started with a missing or broken config prints the located problem (no stack trace), keeps
 * running, answers with a page that says what it waits for, and builds the site as soon as the config is fixed; the
 * site's code failing outside any page is said once, and the server goes on.
 * Runs the real CLI in a child process.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCli, type CliServer } from '../support/cli-process.js';
import { configText, makeSite } from '../support/fixture-site.js';
import { siteWithMissingProgram } from '../support/missing-program-plugin.js';

describe('docsgen dev with a config that does not load', () => {
  let server: CliServer | null = null;
  afterEach(async () => {
    await server?.stop();
    server = null;
  });

  it('explains a broken config at its line, waits, and builds once it is fixed', async () => {
    const root = makeSite({}, `${configText()}\nexport const broken = ;\n`);
    server = await startCli(['dev'], root);
    expect(server.stderr()).toMatch(/site\.config\.ts:\d+/);
    expect(server.stderr()).not.toMatch(/TypeError|\n\s+at /);
    const waiting = await fetch(`${server.url}/guide/cycles`);
    expect(waiting.status).toBe(503);
    expect(await waiting.text()).toContain('docsgen dev is waiting for a site config that loads');
    expect(server.alive()).toBe(true);
    writeFileSync(path.join(root, 'site.config.ts'), configText());
    await expect.poll(async () => (await fetch(`${server!.url}/guide/cycles`)).status).toBe(200);
  });

  it('explains a missing config, waits, and builds once one appears', async () => {
    const root = makeSite({});
    rmSync(path.join(root, 'site.config.ts'));
    server = await startCli(['dev'], root);
    expect(server.stderr()).toContain('No site config found in');
    expect(server.stderr()).not.toMatch(/TypeError|\n\s+at /);
    expect((await fetch(`${server.url}/`)).status).toBe(503);
    writeFileSync(path.join(root, 'site.config.ts'), configText());
    await expect.poll(async () => (await fetch(`${server!.url}/`)).status).toBe(200);
  });
});

describe("docsgen dev when the site's own code fails outside any page", () => {
  let server: CliServer | null = null;
  afterEach(async () => {
    await server?.stop();
    server = null;
  });

  it('says what failed, once, and keeps serving', async () => {
    // A remark plugin that starts a program which is not installed on every page it sees.
    const root = siteWithMissingProgram('page');
    server = await startCli(['dev'], root);
    expect((await fetch(`${server.url}/guide/cycles`)).status).toBe(200);
    await expect.poll(() => server!.stderr()).toContain('error [site-code-failed]');
    const other = await fetch(`${server.url}/guide/modules`);
    expect(other.status, (await other.text()) + server.stderr()).toBe(200);
    expect(server.alive()).toBe(true);
    const stderr = server.stderr();
    expect(stderr).toContain('Code the site ran failed outside any page: spawn docsgen-no-such-program ENOENT. docsgen dev keeps serving');
    expect(stderr.split('[site-code-failed]')).toHaveLength(2);
    expect(stderr).not.toMatch(/node:internal|at ChildProcess/);
  });
});
