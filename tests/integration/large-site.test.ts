/**
 * Builds of a site large enough for the worker pool (260 pages), through the real CLI: identical builds are
 * byte-identical (pages arrive from the workers in any order, or from the cache they filled), and a build stopped by Ctrl+C or SIGTERM leaves
 * no staging folder and the previous output as it was. Folders left by a process that died are cleaned up by the
 * next build. The site is built once and shared; no test changes its output.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { configText, doc, makeSite } from '../support/fixture-site.js';

const bin = path.resolve('bin/docsgen.js');
const env = { ...process.env, CI: 'true' };

function largeSite(): string {
  const pages: Record<string, string> = {};
  for (let i = 0; i < 260; i++) {
    pages[`content/docs/many/page-${String(i).padStart(3, '0')}.md`] = doc(
      `Page ${i}`,
      `# Page ${i}\n\n## Section ${i}\n\nText about topic ${i % 17} and [cycles](/guide/cycles).\n\n- item ${i}\n- item ${i + 1}`,
    );
  }
  return makeSite(pages, configText({ extra: "search: { provider: 'local', indexName: 'fixture-docs-v3' }," }));
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const leftovers = (root: string) => readdirSync(root).filter((name) => /^build\.(tmp|old)-/.test(name));

describe('a large site', () => {
  let root: string;
  beforeAll(() => {
    root = largeSite();
    const result = spawnSync(process.execPath, [bin, 'build'], { cwd: root, encoding: 'utf8', env });
    expect(result.status, result.stderr).toBe(0);
  });

  it('builds byte-identical output twice with the worker pool on, compressed copies and search index included', () => {
    const again = spawnSync(process.execPath, [bin, 'build', '--out-dir', 'again', '--no-cache'], { cwd: root, encoding: 'utf8', env });
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).not.toContain('from the cache');
    const first = filesOf(path.join(root, 'build'));
    expect(filesOf(path.join(root, 'again'))).toEqual(first);
    expect(first.some((f) => f.includes('search'))).toBe(true);
    expect(first.filter((f) => f.endsWith('.br')).length).toBeGreaterThan(260);
    const differing = first.filter((f) => !readFileSync(path.join(root, 'build', f)).equals(readFileSync(path.join(root, 'again', f))));
    expect(differing).toEqual([]);
  });

  it('builds the same bytes again from the cache its worker threads filled, in another process', () => {
    const warm = spawnSync(process.execPath, [bin, 'build', '--out-dir', 'warm'], { cwd: root, encoding: 'utf8', env });
    expect(warm.status, warm.stderr).toBe(0);
    expect(warm.stdout).toContain('263 pages (263 from the cache)');
    const first = filesOf(path.join(root, 'build'));
    expect(filesOf(path.join(root, 'warm'))).toEqual(first);
    const differing = first.filter((f) => !readFileSync(path.join(root, 'build', f)).equals(readFileSync(path.join(root, 'warm', f))));
    expect(differing).toEqual([]);
  });

  it.each(['SIGINT', 'SIGTERM'] as const)('removes its staging folder when a build is stopped by %s, keeping the previous output', async (signal) => {
    const before = readFileSync(path.join(root, 'build/index.html'), 'utf8');
    expect(leftovers(root)).toEqual([]);
    // Without the cache, so the pages take long enough to render for the signal to arrive mid-build.
    const child = spawn(process.execPath, [bin, 'build', '--no-cache'], { cwd: root, stdio: 'ignore', env });
    // Wait until the build is writing pages into its staging folder, then stop it.
    const deadline = Date.now() + 20_000;
    const writingPages = () => leftovers(root).some((name) => existsSync(path.join(root, name, 'many')));
    while (!writingPages() && child.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(writingPages(), 'the build never started writing pages').toBe(true);
    child.kill(signal);
    await new Promise((resolve) => child.once('exit', resolve));
    expect(leftovers(root)).toEqual([]);
    expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toBe(before);
  });
});

describe('folders left by a process that died', () => {
  it('are cleaned up by the next build, which first puts back an output lost between two renames', () => {
    const root = makeSite({});
    mkdirSync(path.join(root, 'build.tmp-999999-abc'));
    writeFileSync(path.join(root, 'build.tmp-999999-abc/index.html'), 'half');
    mkdirSync(path.join(root, 'build.old-999998-def'));
    writeFileSync(path.join(root, 'build.old-999998-def/marker.txt'), 'previous output');
    const result = spawnSync(process.execPath, [bin, 'build'], { cwd: root, encoding: 'utf8', env });
    expect(result.status, result.stderr).toBe(0);
    expect(leftovers(root)).toEqual([]);
    expect(existsSync(path.join(root, 'build/index.html'))).toBe(true);
  });
});
