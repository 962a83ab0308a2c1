/**
 * What scripts/build-lib.mjs makes of the dependencies it bundles into dist/ (run before the tests by `npm test`).
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { isAscii } from 'node:buffer';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSite } from '../../support/fixture-site.js';

const DIST = path.resolve(import.meta.dirname, '../../../dist');
const chunks = () =>
  readdirSync(DIST)
    .filter((name) => name.endsWith('.js') || name.endsWith('.cjs'))
    .map((name) => readFileSync(path.join(DIST, name), 'utf8'));

describe('dist/', () => {
  it('walks Markdown trees without naming a visitor per node (unist-util-visit-parents, patched when bundled)', () => {
    const all = chunks();
    // The walker is there…
    expect(all.some((text) => text.includes('function visitParents('))).toBe(true);
    // …without the per-node Object.defineProperty that cost 0.35 s of CPU per 1,000 pages.
    expect(all.filter((text) => /Object\.defineProperty\(visit\d*, ['"]name['"]/.test(text))).toEqual([]);
  });

  it('keeps React outside, so a site and the theme share one copy', () => {
    // React's own builds carry these markers; a bundled copy would bring them into dist/.
    expect(
      chunks().filter(
        (text) => text.includes('react.transitional.element') || text.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'),
      ),
    ).toEqual([]);
  });

  it('runs the pipeline and the render thread from CommonJS bundles in ASCII, whose compiled code the CLI keeps for the next start', () => {
    const bundles = ['pipeline.cjs', 'render-worker.cjs'];
    // ASCII reads as Latin-1 at each start, far faster than UTF-8 (scripts/commonjs-bundle-check.mjs).
    for (const bundle of bundles) expect(isAscii(readFileSync(path.join(DIST, bundle))), bundle).toBe(true);
    const built = spawnSync(process.execPath, [path.resolve('bin/docsgen.js'), 'build', '--no-cache'], {
      cwd: makeSite({}),
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', NO_COLOR: '1' },
    });
    expect(built.status, built.stderr).toBe(0);
    const key = readFileSync(path.join(DIST, 'code-fingerprint.txt'), 'utf8').trim().slice(0, 16);
    const kept = readdirSync(path.join(path.dirname(DIST), 'node_modules/.cache/docsgen/code-cache'));
    for (const bundle of bundles) expect(kept).toContain(`${bundle}-${key}-${process.version}-${process.arch}.v8`);
  });

  it('leaves a hash of every compiled file it wrote, which build caches take as the code they were made by', () => {
    const files = readdirSync(DIST, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(DIST, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((file) => !file.startsWith('types/') && !file.endsWith('.map') && file !== 'code-fingerprint.txt')
      .sort();
    // The browser bundle and the render thread's script are code too: a change to either must change the hash.
    expect(files).toEqual(expect.arrayContaining(['cli.js', 'render-worker.js', expect.stringMatching(/^client\//)]));
    const hash = createHash('sha256');
    for (const file of files)
      hash
        .update('\0')
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(DIST, file)));
    expect(readFileSync(path.join(DIST, 'code-fingerprint.txt'), 'utf8')).toBe(`${hash.digest('hex')}\n`);
  });

  it('is left as it was by a compile that changes nothing, so a build started meanwhile (npm pack while tests run) keeps its cache', () => {
    const facts = (file: string) => {
      const stats = statSync(path.join(DIST, file));
      return `${stats.ino}:${stats.mtimeMs}:${readFileSync(path.join(DIST, file), 'utf8')}`;
    };
    const watched = ['code-fingerprint.txt', 'client/manifest.json', 'cli.js'];
    const before = watched.map(facts);
    // Without the record of the last compile's inputs, which would skip the compile altogether.
    rmSync(path.join(path.dirname(DIST), 'node_modules/.cache/docsgen/build-lib.json'), { force: true });
    const compile = spawnSync(process.execPath, ['scripts/build-lib.mjs'], { cwd: path.dirname(DIST), encoding: 'utf8' });
    expect(compile.status, compile.stderr).toBe(0);
    expect(compile.stdout).toMatch(/compiled dist\//);
    expect(watched.map(facts)).toEqual(before);
    // Its inputs recorded, the next compile has nothing to do.
    const again = spawnSync(process.execPath, ['scripts/build-lib.mjs'], { cwd: path.dirname(DIST), encoding: 'utf8' });
    expect(again.stdout).toContain('dist/ is up to date with the sources');
    expect(watched.map(facts)).toEqual(before);
  });
});
