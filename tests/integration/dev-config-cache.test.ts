/**
 * `docsgen dev` keeps the compiled config in the build cache folder, so a later start does not compile it again:
 * the folder is made on the first start (when it is not there), a config edited since is compiled again, and a
 * `.docsgen/cache` folder docsgen did not make is left alone. Runs the real CLI in a child process.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCli, type CliServer } from '../support/cli-process.js';
import { configText, makeSite } from '../support/fixture-site.js';

/** Every file under `dir`, relative. */
const filesIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort()
    : [];

describe('docsgen dev and the compiled config', () => {
  let server: CliServer | null = null;
  afterEach(async () => {
    await server?.stop();
    server = null;
  });

  it('keeps it in the cache folder for the next start, and compiles an edited config again', async () => {
    const root = makeSite({});
    const cache = path.join(root, '.docsgen', 'cache');
    server = await startCli(['dev'], root);
    // Stored once the first start has the site: the compiled config names the title it was compiled with.
    await expect.poll(() => filesIn(path.join(cache, 'modules')).length).toBeGreaterThan(0);
    const stored = () => filesIn(path.join(cache, 'modules')).map((file) => readFileSync(path.join(cache, 'modules', file), 'utf8'));
    expect(stored().some((entry) => entry.includes('Fixture'))).toBe(true);
    await server.stop();

    writeFileSync(path.join(root, 'site.config.ts'), configText().replace("title: 'Fixture'", "title: 'Renamed fixture'"));
    server = await startCli(['dev'], root);
    expect(await (await fetch(`${server.url}/guide/cycles`)).text()).toContain('Renamed fixture');
    // The entry was made again from the edited config.
    expect(stored().some((entry) => entry.includes('Renamed fixture'))).toBe(true);
    await server.stop();

    // A start with nothing edited runs the stored code (changed here behind dev's back, its inputs unchanged).
    const [entryName] = filesIn(path.join(cache, 'modules'));
    const entryPath = path.join(cache, 'modules', entryName!);
    writeFileSync(entryPath, readFileSync(entryPath, 'utf8').replace('Renamed fixture', 'Taken from the cache'));
    server = await startCli(['dev'], root);
    expect(await (await fetch(`${server.url}/guide/cycles`)).text()).toContain('Taken from the cache');
  });

  it('leaves a .docsgen/cache folder that docsgen did not make alone', async () => {
    const root = makeSite({});
    const cache = path.join(root, '.docsgen', 'cache');
    mkdirSync(cache, { recursive: true });
    writeFileSync(path.join(cache, 'notes.txt'), 'mine\n');
    server = await startCli(['dev'], root);
    expect((await fetch(`${server.url}/guide/cycles`)).status).toBe(200);
    await server.stop();
    expect(filesIn(cache)).toEqual(['notes.txt']);
  });
});
