/**
 * Dev's watcher: saves, new files in new folders and removals under a watched folder reach an update; installed
 * packages inside it do not; a file that does not exist yet is seen when it appears; a watched folder that is removed
 * and made again is watched again.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteWatcher } from '../../../../src/dev/site-watcher.js';

const opened: { watcher: SiteWatcher<string[]>; root: string }[] = [];

afterEach(async () => {
  for (const { watcher, root } of opened.splice(0)) {
    await watcher.close();
    rmSync(root, { recursive: true, force: true });
  }
});

/** A site folder with `docs/a.md` and a package installed under docs, watched as dev watches it. */
async function watchedSite(extraPaths: (root: string) => string[] = () => []) {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-watcher-'));
  const docs = path.join(root, 'docs');
  mkdirSync(path.join(docs, 'node_modules', 'pkg'), { recursive: true });
  writeFileSync(path.join(docs, 'a.md'), '# A\n');
  writeFileSync(path.join(docs, 'node_modules', 'pkg', 'index.js'), '');
  const batches: string[][] = [];
  const watcher = new SiteWatcher<string[]>({
    root,
    paths: () => [docs, ...extraPaths(root)],
    rootFiles: () => [path.join(root, 'site.config.ts')],
    debounceMs: 5,
    noteChange: () => {},
    serial: (task) => void task(),
    update: async (files) => {
      batches.push(files);
      return files;
    },
    updated: () => {},
  });
  opened.push({ watcher, root });
  await watcher.ready(new Map(), Date.now());
  const seen = () => new Set(batches.flat());
  /** Waits until `file` has been handed to an update (a deadline, not a timing: it fails only when it never comes). */
  const waitFor = async (file: string) => {
    for (let waited = 0; !seen().has(file); waited += 20) {
      if (waited > 20_000) throw new Error(`${file} was never reported; reported: ${[...seen()].join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { root, docs, seen, waitFor };
}

describe("dev's site watcher", () => {
  it('reports saves, new files in new folders and removals under a watched folder, and leaves installed packages out', async () => {
    const { docs, seen, waitFor } = await watchedSite();
    // Saved first, so that it would be reported with or before the save that follows.
    writeFileSync(path.join(docs, 'node_modules', 'pkg', 'index.js'), 'changed');
    writeFileSync(path.join(docs, 'a.md'), '# A, saved\n');
    await waitFor(path.join(docs, 'a.md'));

    mkdirSync(path.join(docs, 'guide', 'deep'), { recursive: true });
    writeFileSync(path.join(docs, 'guide', 'deep', 'b.md'), '# B\n');
    await waitFor(path.join(docs, 'guide', 'deep', 'b.md'));

    rmSync(path.join(docs, 'a.md'));
    // A marker saved after the removal: once it is reported, so is the removal (the events come in order).
    writeFileSync(path.join(docs, 'guide', 'marker.md'), '# Marker\n');
    await waitFor(path.join(docs, 'guide', 'marker.md'));
    await waitFor(path.join(docs, 'a.md'));
    expect([...seen()].filter((file) => file.includes('node_modules'))).toEqual([]);
  });

  it('sees a watched file that did not exist yet when it appears', async () => {
    const { root, waitFor } = await watchedSite((site) => {
      mkdirSync(path.join(site, 'src'), { recursive: true });
      return [path.join(site, 'src', 'custom.css')];
    });
    writeFileSync(path.join(root, 'src', 'custom.css'), 'body { color: red; }\n');
    await waitFor(path.join(root, 'src', 'custom.css'));
  });

  it('watches a watched folder again once it is removed and made again', async () => {
    const { docs, waitFor } = await watchedSite();
    rmSync(docs, { recursive: true });
    await waitFor(docs);
    mkdirSync(docs);
    writeFileSync(path.join(docs, 'again.md'), '# Again\n');
    await waitFor(path.join(docs, 'again.md'));
    writeFileSync(path.join(docs, 'later.md'), '# Later\n');
    await waitFor(path.join(docs, 'later.md'));
  });
});
