/**
 * Identical inputs give byte-identical output, at a size where pages render on worker threads (their order of
 * arrival varies from run to run): same file names, same bytes, compressed copies and search index included.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configText, doc, makeSite } from '../support/fixture-site.js';

const bin = path.resolve('bin/docsgen.js');

describe('deterministic output', () => {
  it('is byte-identical across two builds of a 260-page site with the worker pool on', () => {
    const pages: Record<string, string> = {};
    for (let i = 0; i < 260; i++) {
      pages[`content/docs/many/page-${String(i).padStart(3, '0')}.md`] = doc(`Page ${i}`, `# Page ${i}\n\n## Section ${i}\n\nText about topic ${i % 17} and [cycles](/guide/cycles).\n\n- item ${i}\n- item ${i + 1}`);
    }
    const root = makeSite(pages, configText({ extra: "search: { provider: 'local', indexName: 'fixture-docs-v3' }," }));
    const run = (out: string) => {
      const result = spawnSync(process.execPath, [bin, 'build', '--out-dir', out], { cwd: root, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
      expect(result.status, result.stderr).toBe(0);
      const dir = path.join(root, out);
      const files = readdirSync(dir, { recursive: true, encoding: 'utf8', withFileTypes: false }).filter((f) => !f.endsWith('/')).sort();
      return { dir, files };
    };
    const first = run('out-a');
    const second = run('out-b');
    expect(second.files).toEqual(first.files);
    expect(first.files.some((f) => f.endsWith('search-index.json'))).toBe(true);
    expect(first.files.filter((f) => f.endsWith('.br')).length).toBeGreaterThan(260);
    const differing = first.files.filter((f) => {
      const a = path.join(first.dir, f);
      try {
        return !readFileSync(a).equals(readFileSync(path.join(second.dir, f)));
      } catch {
        return false; // a folder
      }
    });
    expect(differing).toEqual([]);
  });
});
