/**
 * Which files dev's catch-up reports once its watcher is ready: docs by their text, other files by when they were
 * written, and never a file written after the watcher was ready (the watcher's own to report).
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedSinceRead } from '../../../../src/dev/catch-up.js';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `text` to `name` with the given modification time (epoch ms) and returns its path. */
function fileAt(name: string, text: string, mtime: number): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  utimesSync(file, mtime / 1000, mtime / 1000);
  return file;
}

describe('changedSinceRead', () => {
  it('reports docs whose text changed, docs deleted, and other files written since the read', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'docsgen-catch-up-'));
    const read = 1_800_000_000_000;
    const ready = read + 5_000;
    const same = fileAt('same.md', '\uFEFF# Same\n', read + 100); // saved again unchanged (the byte order mark is not text)
    const edited = fileAt('edited.md', '# Edited later\n', read + 100);
    const old = fileAt('old.md', '# Changed long before\n', read - 60_000); // older than any save dev could miss
    const config = fileAt('site.config.ts', 'export default {};\n', read + 200);
    const untouched = fileAt('sidebars.ts', 'export default {};\n', read - 10);
    const late = fileAt('late.md', '# After the watcher was ready\n', ready + 10);
    const gone = path.join(dir, 'gone.md');
    const docsRead = new Map([same, edited, old, late, gone].map((file) => [file, { text: `# ${path.basename(file, '.md')}\n` }]));
    docsRead.set(same, { text: '# Same\n' });
    const changed = await changedSinceRead([same, edited, old, config, untouched, late], docsRead, read, ready);
    expect(changed.sort()).toEqual([config, edited, gone].sort());
  });
});
