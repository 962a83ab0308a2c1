/**
 * Compressed copies kept in the build cache: a file linked from the cache into a staging folder brings its `.br` and
 * `.gz` along, and the compression pass leaves such files alone instead of reading and hashing them again.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BR_SUFFIX, GZ_SUFFIX, precompress } from '../../../../src/emit/compress.js';
import { StagingDirSink } from '../../../../src/emit/sink.js';
import { BlobStore } from '../../../../src/util/blob-store.js';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-compress-'));
  made.push(dir);
  return dir;
}

const text = 'A cycle is a fixed stretch of time. '.repeat(100);

describe('compressed copies from the build cache', () => {
  it('are linked beside a file linked from the store, and the pass does not compress that file again', async () => {
    const root = folder();
    const store = new BlobStore(path.join(root, 'store'));
    const hash = BlobStore.hashOf(text);
    store.put(hash, text);
    // The copies an earlier build made, kept under the content's hash.
    const first = new StagingDirSink(path.join(root, 'first'));
    await first.write('guide/cycles.md', text);
    await precompress(first.stagingDir, store);
    expect(store.has(hash, BR_SUFFIX) && store.has(hash, GZ_SUFFIX)).toBe(true);

    const sink = new StagingDirSink(path.join(root, 'out'), store);
    await sink.link('guide/cycles.md', store.pathOf(hash), Buffer.byteLength(text), hash);
    const placed = path.join(sink.stagingDir, 'guide/cycles.md');
    expect(brotliDecompressSync(readFileSync(`${placed}.br`)).toString()).toBe(text);
    expect(statSync(`${placed}.gz`).nlink).toBeGreaterThan(1);
    expect(sink.compressedInPlace.has('guide/cycles.md')).toBe(true);
    expect(sink.bytes).toBe(Buffer.byteLength(text) + statSync(`${placed}.br`).size + statSync(`${placed}.gz`).size);
    await sink.abort();
    await first.abort();
  });

  it('are made in the store as a new file is written, the same bytes the pass makes, which then links them', async () => {
    const root = folder();
    const store = new BlobStore(path.join(root, 'store'));
    const hash = BlobStore.hashOf(text);
    const sink = new StagingDirSink(path.join(root, 'out'), store);
    await sink.write('_search/index.json', text);
    sink.compressAhead('_search/index.json', text, hash);
    // Too small, or of a type the pass leaves alone: nothing is started.
    sink.compressAhead('tiny.json', '{}', BlobStore.hashOf('{}'));
    sink.compressAhead('logo.png', text, 'not-compressed');
    await sink.compressedAhead();
    expect(store.has(hash, BR_SUFFIX) && store.has(hash, GZ_SUFFIX)).toBe(true);
    expect(store.has(BlobStore.hashOf('{}'), BR_SUFFIX) || store.has('not-compressed', BR_SUFFIX)).toBe(false);
    const made = await precompress(sink.stagingDir, store);
    const placed = path.join(sink.stagingDir, '_search/index.json');
    expect(statSync(`${placed}.br`).ino).toBe(statSync(store.pathOf(hash, BR_SUFFIX)).ino);
    expect(made.compressed.has('_search/index.json')).toBe(true);
    // The same bytes as the pass makes for a file it compresses itself.
    const plain = new StagingDirSink(path.join(root, 'plain'));
    await plain.write('_search/index.json', text);
    await precompress(plain.stagingDir);
    for (const suffix of ['.br', '.gz'])
      expect(readFileSync(placed + suffix).equals(readFileSync(path.join(plain.stagingDir, '_search/index.json') + suffix))).toBe(true);
    await sink.abort();
    await plain.abort();
  });

  it('are made by the pass for every text file it is not told has them', async () => {
    const root = folder();
    const sink = new StagingDirSink(path.join(root, 'out'));
    await sink.write('a.txt', text);
    await sink.write('b.txt', text);
    const result = await precompress(sink.stagingDir, null, new Set(['b.txt']));
    expect(existsSync(path.join(sink.stagingDir, 'a.txt.br'))).toBe(true);
    expect(existsSync(path.join(sink.stagingDir, 'b.txt.br'))).toBe(false);
    expect(result.files).toBe(2);
    await sink.abort();
  });
});
