/**
 * Dev's watcher hands over every save it was asked to watch for, including a file that did not exist when it was
 * started and appeared before it was ready (a config written while dev starts): chokidar neither reports such a file
 * nor always lists it, so the catch-up also looks at the paths the watcher was given.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { epochNow, isBuildOutput, SiteWatcher } from '../../../../src/dev/site-watcher.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('SiteWatcher', () => {
  it('hands over a config that appeared while it started, at whatever moment of its start', async () => {
    // Each delay lands the write at another point of chokidar's start; the file must be handed over every time.
    const missed: string[] = [];
    for (const delay of [0, 1, 2, 4, 6, 8, 12, 16, 24]) {
      const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-watcher-'));
      dirs.push(dir);
      const config = path.join(dir, 'site.config.ts');
      // Dev reads the site before it starts the watcher; a write stamped by a coarse file-system clock may carry a
      // time a few milliseconds before the moment it was made, so the read is dated a little earlier here.
      const readStarted = epochNow() - 50;
      const handed: string[] = [];
      const watcher = new SiteWatcher<void>({
        root: dir,
        paths: () => [config],
        rootFiles: () => [config],
        debounceMs: 5,
        noteChange: () => {},
        serial: (task) => void task(),
        update: async (files) => void handed.push(...files),
        updated: () => {},
      });
      const ready = watcher.ready(new Map(), readStarted);
      await new Promise((resolve) => setTimeout(resolve, delay));
      writeFileSync(config, 'export default {};\n');
      await ready;
      // Handed over by the watcher's event or by its catch-up; either comes within a few milliseconds.
      for (let waited = 0; !handed.includes(config) && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      if (!handed.includes(config)) missed.push(`written ${delay} ms after the start`);
      await watcher.close();
    }
    expect(missed.join('; ')).toBe('');
  });

  it("hands over no file of a build's output among the pages (a VitePress project built while dev runs), and every page", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-watch-output-'));
    dirs.push(dir);
    const out = path.join(dir, 'build');
    const handed: string[] = [];
    const watcher = new SiteWatcher<void>({
      root: dir,
      paths: () => [dir],
      rootFiles: () => [],
      ignored: (file) => isBuildOutput(file, out),
      debounceMs: 5,
      noteChange: () => {},
      serial: (task) => void task(),
      update: async (files) => void handed.push(...files.map((f) => path.relative(dir, f))),
      updated: () => {},
    });
    await watcher.ready(new Map(), epochNow());
    for (const folder of ['build/guide', 'build.tmp-123-abc/guide', 'guide']) mkdirSync(path.join(dir, folder), { recursive: true });
    writeFileSync(path.join(dir, 'build/guide/setup.md'), '# Setup\n');
    writeFileSync(path.join(dir, 'build.tmp-123-abc/guide/setup.md'), '# Setup\n');
    writeFileSync(path.join(dir, 'guide/setup.md'), '# Setup\n');
    writeFileSync(path.join(dir, 'build.md'), '# About the build\n');
    await expect.poll(() => handed.slice().sort()).toEqual(expect.arrayContaining(['build.md', path.join('guide', 'setup.md')]));
    await watcher.close();
    expect(handed.filter((file) => file.startsWith('build') && file !== 'build.md')).toEqual([]);
  });
});
