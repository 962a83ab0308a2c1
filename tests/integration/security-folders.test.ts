/**
 * A wrong `--out-dir` or `--cache-dir` never deletes a project: the site folder and above it, the home folder, the
 * file-system root, source folders (and folders inside or holding them), files, and non-empty folders docsgen did
 * not write are refused with `folder-unsafe` before anything is read or written; the cache prunes only its own
 * stores, in a folder it tagged.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { pruneCache } from '../../src/pipeline/render-cache.js';
import { CACHE_MARKER, OUTPUT_MARKER } from '../../src/pipeline/folder-guard.js';
import { makeSite } from '../support/fixture-site.js';

/** Every file under `dir` with its size and modification time, to show nothing was touched. */
function snapshot(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      const stats = statSync(file);
      return `${path.relative(dir, file)} ${stats.size} ${stats.mtimeMs}`;
    })
    .sort();
}

/** A modification time far older than the cache keeps anything (14 days). */
const OLD = new Date('2020-01-01T00:00:00Z');

function projectSite(): string {
  const root = makeSite({ '.git/objects/ab/cdef': 'blob', 'notes/plan.txt': 'my notes', 'content/docs/guide/deep/x.md': '# Deep\n\nText.\n' });
  for (const file of ['.git/objects/ab/cdef', 'site.config.ts', 'content/docs/intro.md']) utimesSync(path.join(root, file), OLD, OLD);
  return root;
}

describe('output folders a build must not replace', () => {
  const home = mkdtempSync(path.join(tmpdir(), 'docsgen-home-'));
  const savedHome = process.env.HOME;
  afterAll(() => {
    process.env.HOME = savedHome;
    rmSync(home, { recursive: true, force: true });
  });

  it.each([
    ['the site folder', '.', 'site'],
    ['the docs folder', 'content/docs', 'source'],
    ['a folder inside the docs', 'content/docs/guide', 'inside-source'],
    ['the static folder', 'content/static', 'source'],
    ['a folder holding the site', '..', 'above-site'],
    ['a folder with files docsgen did not write', 'notes', 'not-ours'],
    ['the git folder', '.git', 'not-ours'],
    ['a file', 'site.config.ts', 'not-a-folder'],
  ])('refuses %s (%s) and touches nothing', async (_name, outDir, reason) => {
    const root = projectSite();
    mkdirSync(path.join(root, 'content/static'), { recursive: true });
    const before = snapshot(root);
    const result = await build({ root, outDir });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['folder-unsafe']);
    expect(result.diagnostics[0]!.message).toContain('nothing was touched');
    expect(snapshot(root)).toEqual(before);
    expect(readdirSync(path.dirname(root)).filter((name) => name.startsWith(path.basename(root) + '.'))).toEqual([]);
    expect(reason).toBeTruthy();
  });

  it('refuses the home folder and the file-system root', async () => {
    const root = projectSite();
    process.env.HOME = home;
    writeFileSync(path.join(home, '.bashrc'), 'keep me');
    const atHome = await build({ root, outDir: home });
    expect(atHome.diagnostics[0]!.message).toContain('your home folder');
    expect(readFileSync(path.join(home, '.bashrc'), 'utf8')).toBe('keep me');
    const atRoot = await build({ root, outDir: '/' });
    expect(atRoot.diagnostics[0]!.message).toContain('root of the file system');
  });

  it('refuses an outDir from the config at its line', async () => {
    const root = makeSite(
      {},
      "import { defineConfig } from 'docsgen';\n\nexport default defineConfig({\n  title: 'T',\n  url: 'https://t.example',\n  outDir: '.',\n  docs: { path: 'content/docs' },\n});\n",
    );
    const result = await build({ root });
    expect(result.diagnostics).toMatchObject([{ code: 'folder-unsafe', file: 'site.config.ts', line: 6 }]);
  });

  it('marks its own output, and builds again into it, into an output written before the mark, and into a new or empty folder', async () => {
    const root = projectSite();
    expect((await build({ root })).ok).toBe(true);
    expect(existsSync(path.join(root, 'build', OUTPUT_MARKER))).toBe(true);
    expect((await build({ root })).ok).toBe(true);
    rmSync(path.join(root, 'build', OUTPUT_MARKER));
    expect((await build({ root, cacheDir: false })).ok).toBe(true);
    mkdirSync(path.join(root, 'empty'));
    expect((await build({ root, outDir: 'empty', cacheDir: false })).ok).toBe(true);
  });
});

describe('cache folders a build must not prune', () => {
  it.each([
    ['the site folder', '.'],
    ['the docs folder', 'content/docs'],
    ['a folder with files docsgen did not write', 'notes'],
  ])('refuses %s and deletes nothing, old files included', async (_name, cacheDir) => {
    const root = projectSite();
    const before = snapshot(root);
    const result = await build({ root, cacheDir, outDir: 'out' });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['folder-unsafe']);
    expect(snapshot(root)).toEqual(before);
  });

  it('tags its folder, and prunes only old files of its own stores in a tagged folder', async () => {
    const root = projectSite();
    expect((await build({ root, cacheDir: '.cache' })).ok).toBe(true);
    const cache = path.join(root, '.cache');
    expect(readFileSync(path.join(cache, CACHE_MARKER), 'utf8')).toMatch(/^Signature: 8a477f597d28d172789f06886806bc55/);
    mkdirSync(path.join(cache, 'pages', 'zz'), { recursive: true });
    for (const file of ['pages/zz/old-entry', 'mine.txt']) {
      writeFileSync(path.join(cache, file), 'x');
      utimesSync(path.join(cache, file), OLD, OLD);
    }
    rmSync(path.join(cache, 'last-prune'), { force: true });
    expect(await pruneCache(cache)).toBe(1);
    expect(existsSync(path.join(cache, 'pages/zz/old-entry'))).toBe(false);
    expect(existsSync(path.join(cache, 'mine.txt'))).toBe(true);
  });

  it('prunes nothing in a folder it did not tag', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-untagged-'));
    mkdirSync(path.join(dir, 'pages'));
    writeFileSync(path.join(dir, 'pages', 'old'), 'x');
    utimesSync(path.join(dir, 'pages', 'old'), OLD, OLD);
    expect(await pruneCache(dir)).toBe(0);
    expect(existsSync(path.join(dir, 'pages', 'old'))).toBe(true);
    rmSync(dir, { recursive: true, force: true });
  });
});
