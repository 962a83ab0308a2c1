/**
 * Compressed copies kept in the build cache are proven before they are linked into an output: a `.br` or `.gz`
 * copy truncated or replaced in the cache is dropped and made again, so every compressed file a build ships
 * decodes to the file beside it, build after build.
 */
import { chmodSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { doc, makeSite } from '../support/fixture-site.js';

function filesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** Every `.br`/`.gz` in the output that does not decode to the file it sits beside. */
function badCopies(out: string): string[] {
  return filesUnder(out)
    .filter((file) => /\.(br|gz)$/.test(file))
    .filter((file) => {
      const original = readFileSync(file.slice(0, -3));
      try {
        const decoded = file.endsWith('.br') ? brotliDecompressSync(readFileSync(file)) : gunzipSync(readFileSync(file));
        return !decoded.equals(original);
      } catch {
        return true;
      }
    })
    .map((file) => path.relative(out, file));
}

describe('compressed copies from the build cache', () => {
  it('are checked before they are linked: a damaged copy in the cache never ships', async () => {
    const long = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} about modules and cycles.`).join('\n\n');
    const root = makeSite({ 'content/docs/guide/modules.md': doc('Modules', `# Modules\n\n${long}`) });
    expect((await build({ root })).ok).toBe(true);
    const store = path.join(root, '.docsgen/cache/files');
    const copies = filesUnder(store).filter((file) => /\.(br\d+w|gz6)$/.test(file));
    expect(copies.length).toBeGreaterThan(10);
    // Damage every stored copy: half truncated, half replaced with other bytes of the same size.
    copies.forEach((file, i) => {
      chmodSync(file, 0o644);
      const size = statSync(file).size;
      writeFileSync(file, i % 2 ? readFileSync(file).subarray(0, Math.floor(size / 2)) : Buffer.alloc(size, 7));
    });
    // Rebuild with the cache, after a change so that files go through the store again, then with none changed.
    writeFileSync(path.join(root, 'content/docs/guide/cycles.md'), doc('Cycles', `# Cycles\n\n${long}\n\nEdited.`));
    for (const round of [1, 2]) {
      const result = await build({ root });
      expect(result.ok, `round ${round}`).toBe(true);
      expect(badCopies(path.join(root, 'build')), `round ${round}`).toEqual([]);
    }
    // A fresh output folder built from the same cache gets intact copies too.
    expect((await build({ root, outDir: 'fresh' })).ok).toBe(true);
    expect(badCopies(path.join(root, 'fresh'))).toEqual([]);
  });
});
