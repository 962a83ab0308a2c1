import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { doc, makeSite } from '../support/fixture-site.js';

// The worker threads run compiled code, so this drives the dist/ build (compiled by `npm test` first).
const dist = path.resolve('dist/index.js');

function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, entry);
    try {
      out.set(entry, readFileSync(full, 'utf8'));
    } catch {
      /* a folder */
    }
  }
  return out;
}

describe('rendering on worker threads', () => {
  it('produces the same output and diagnostics as rendering in-process', async () => {
    const { build } = (await import(dist)) as typeof import('../../src/index.js');
    const extra: Record<string, string> = {};
    for (let i = 0; i < 12; i++)
      extra[`content/docs/more/page-${i}.md`] = doc(
        `Page ${i}`,
        `# Page ${i}\n\n## Part\n\nGo to [cycles](/guide/cycles#create-a-cycle) or [nowhere](#nowhere).`,
      );
    const root = makeSite(extra);
    const inProcess = await build({ root, outDir: 'out-a', workers: 0 });
    const threaded = await build({ root, outDir: 'out-b', workers: 2 });
    expect(threaded.ok).toBe(true);
    expect(threaded.pages).toBe(15);
    expect(threaded.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`).sort()).toEqual(
      inProcess.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`).sort(),
    );
    expect(threaded.diagnostics).toHaveLength(12);
    expect(threaded.bytes).toBe(inProcess.bytes);
    expect(files(path.join(root, 'out-b'))).toEqual(files(path.join(root, 'out-a')));
  });

  it('stores pages under the keys the next build looks them up by', async () => {
    const { build } = (await import(dist)) as typeof import('../../src/index.js');
    const extra: Record<string, string> = {};
    for (let i = 0; i < 6; i++) extra[`content/docs/more/page-${i}.md`] = doc(`Page ${i}`, `# Page ${i}\n\nText of page ${i}.`);
    const root = makeSite(extra);
    const first = await build({ root, outDir: 'out', cacheDir: 'cache-threads', workers: 2 });
    expect(first.ok).toBe(true);
    expect(first.cachedPages).toBe(0);
    // Looked up on the main thread: every page a render thread stored is found.
    const second = await build({ root, outDir: 'out', cacheDir: 'cache-threads', workers: 0 });
    expect(second.cachedPages).toBe(second.pages);
  });
});
