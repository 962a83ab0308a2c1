/**
 * `docsgen build` with the cache, when nothing changed since the last build: it says so, leaves the output as it is
 * or puts it back from the cache when it was removed (the same bytes), and tells the last build's warnings again.
 * Any change of what the site is made from (a page, a static file added or removed, an environment variable the
 * config or sidebars read, a flag), an output folder changed by hand or a damaged cache builds again, and the output
 * shows the change.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeCorpus } from '../../bench/corpus.mjs';
import { configText, doc, makeSite } from '../support/fixture-site.js';

const bin = path.resolve('bin/docsgen.js');

function attempt(root: string, args: string[] = [], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [bin, 'build', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0', ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, replayed: result.stdout.includes('· nothing changed') };
}

function run(root: string, args: string[] = [], env: Record<string, string> = {}) {
  const result = attempt(root, args, env);
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  return result;
}

/** Every file of the output folder, by path. */
function snapshot(outDir: string): Map<string, string> {
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => [path.relative(outDir, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name), 'base64')]),
  );
}

const page = (root: string, route: string) => readFileSync(path.join(root, 'build', `${route}.html`), 'utf8');

describe('a build where nothing changed', () => {
  it('is told again without building, and puts back a removed output folder byte for byte', () => {
    const root = makeSite({ 'content/static/notes.txt': 'static notes\n' });
    const first = run(root);
    expect(first.replayed).toBe(false);
    const built = snapshot(path.join(root, 'build'));
    expect(built.size).toBeGreaterThan(10);

    const again = run(root);
    expect(again.replayed).toBe(true);
    expect(again.stdout).toMatch(/built 3 pages \(3 from the cache\) in [\d.]+ s · 0 errors, 0 warnings/);
    expect(snapshot(path.join(root, 'build'))).toEqual(built);

    rmSync(path.join(root, 'build'), { recursive: true });
    const restored = run(root);
    expect(restored.stdout).toContain('nothing changed: restored from the cache');
    expect(snapshot(path.join(root, 'build'))).toEqual(built);

    // New times, same bytes (a fresh clone in CI): still nothing changed.
    const later = new Date('2031-01-01T00:00:00Z');
    utimesSync(path.join(root, 'content/docs/intro.md'), later, later);
    expect(run(root).replayed).toBe(true);
  });

  it('is told again when the site folder holds another build’s output and cache, whatever changes in them', () => {
    const root = makeSite({});
    // Built once with the default folders (build/ and .docsgen/), then with others: the first two are not its inputs.
    run(root);
    const elsewhere = ['--out-dir', 'public', '--cache-dir', '.other-cache'];
    expect(run(root, elsewhere).replayed).toBe(false);
    writeFileSync(path.join(root, 'build/notes.txt'), 'left here by hand\n');
    run(root);
    expect(run(root, elsewhere).replayed).toBe(true);
  });

  it('builds again after an edit inside a folder marked as an output that the site reads its static files from', () => {
    const root = makeSite({ 'content/static/old/.docsgen-output': '', 'content/static/old/notes.txt': 'first notes\n' });
    run(root);
    writeFileSync(path.join(root, 'content/static/old/notes.txt'), 'second notes\n');
    expect(run(root).replayed).toBe(false);
    expect(readFileSync(path.join(root, 'build/old/notes.txt'), 'utf8')).toBe('second notes\n');
  });

  it('tells the last build’s warnings again', () => {
    const root = makeSite({ 'content/docs/guide/modules.md': doc('Modules', '# Modules\n\nSee [cycles](/guide/cycles#no-such-heading).') });
    const first = run(root);
    expect(first.stderr).toContain('broken-anchor');
    const again = run(root);
    expect(again.replayed).toBe(true);
    expect(again.stderr).toBe(first.stderr);
    expect(again.stdout).toMatch(/0 errors, 1 warning/);
  });
});

describe('a build after a change', () => {
  it('builds again when a page, a static file, a flag or the environment the config and sidebars read changes', () => {
    const config = `import { defineConfig } from 'docsgen';
export default defineConfig({
  title: process.env.FIXTURE_TITLE ?? 'Fixture',
  url: 'https://fixture.example',
  staticDir: 'content/static',
  docs: { path: 'content/docs', sidebarPath: './sidebars.js' },
});
`;
    const sidebars = `module.exports = { docs: [{ type: 'doc', id: 'intro', label: process.env.FIXTURE_LABEL ?? 'Start here' }, 'guide/cycles', 'guide/modules'] };\n`;
    const root = makeSite({ 'sidebars.js': sidebars, 'content/static/notes.txt': 'notes\n' }, config);
    run(root);
    expect(run(root).replayed).toBe(true);

    writeFileSync(path.join(root, 'content/docs/guide/cycles.md'), doc('Cycles', '# Cycles\n\n## Create a cycle\n\nAn edited paragraph.'));
    const edited = run(root);
    expect(edited.replayed).toBe(false);
    expect(page(root, 'guide/cycles')).toContain('An edited paragraph.');

    writeFileSync(path.join(root, 'content/static/added.txt'), 'added\n');
    expect(run(root).replayed).toBe(false);
    expect(readFileSync(path.join(root, 'build/added.txt'), 'utf8')).toBe('added\n');
    rmSync(path.join(root, 'content/static/added.txt'));
    expect(run(root).replayed).toBe(false);
    expect(() => readFileSync(path.join(root, 'build/added.txt'))).toThrow();

    const titled = run(root, [], { FIXTURE_TITLE: 'Renamed site' });
    expect(titled.replayed).toBe(false);
    expect(page(root, 'guide/cycles')).toContain('Renamed site');
    expect(run(root, [], { FIXTURE_TITLE: 'Renamed site' }).replayed).toBe(true);

    const relabelled = run(root, [], { FIXTURE_TITLE: 'Renamed site', FIXTURE_LABEL: 'Begin' });
    expect(relabelled.replayed).toBe(false);
    expect(page(root, 'guide/cycles')).toContain('Begin');

    expect(run(root, ['--strict'], { FIXTURE_TITLE: 'Renamed site', FIXTURE_LABEL: 'Begin' }).replayed).toBe(false);
  });

  it('builds again after a commit, which pages may show the date and author of, even when no file changed', () => {
    const root = makeSite({});
    const git = (...args: string[]) =>
      spawnSync('git', args, {
        cwd: root,
        env: { ...process.env, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com' },
      });
    git('init', '-q', '-b', 'main');
    git('add', '.');
    git('commit', '-q', '-m', 'first');
    run(root);
    git('commit', '-q', '--allow-empty', '-m', 'second');
    expect(run(root).replayed).toBe(false);
    expect(run(root).replayed).toBe(true);
  });

  it('builds again when the output was changed by hand, and puts it right', () => {
    const root = makeSite({});
    run(root);
    const html = page(root, 'guide/cycles');
    writeFileSync(path.join(root, 'build/guide/cycles.html'), 'changed by hand');
    expect(run(root).replayed).toBe(false);
    expect(page(root, 'guide/cycles')).toBe(html);

    writeFileSync(path.join(root, 'build/stray.html'), 'not the build’s');
    expect(run(root).replayed).toBe(false);
    expect(() => readFileSync(path.join(root, 'build/stray.html'))).toThrow();
  });

  it('builds again when the output is gone and the cache cannot give it back', () => {
    const root = makeSite({});
    run(root);
    const built = snapshot(path.join(root, 'build'));
    rmSync(path.join(root, '.docsgen/cache/files'), { recursive: true });
    rmSync(path.join(root, 'build'), { recursive: true });
    expect(run(root).replayed).toBe(false);
    expect(snapshot(path.join(root, 'build'))).toEqual(built);
  });

  it('never writes outside the output folder nor deletes a file, whatever the cache’s records say', () => {
    const root = makeSite({});
    const cache = path.join(root, '.docsgen/cache');
    const victim = path.join(root, 'content/docs/intro.md');
    run(root);
    /**
     * Doctors the cache's record of the output (as the last build left it) with one more entry, and builds again with
     * the output removed: a full build, which records itself afresh for the next doctoring.
     */
    const doctored = (relative: string, made: (page: { facts: string; made: string }) => string) => {
      const [recordName] = readdirSync(path.join(cache, 'outputs'));
      const recordFile = path.join(cache, 'outputs', recordName!);
      const record = JSON.parse(readFileSync(recordFile, 'utf8')) as { files: Record<string, { facts: string; made: string }> };
      const page = Object.values(record.files).find((file) => file.made.startsWith('h:'))!;
      record.files[relative] = { facts: page.facts, made: made(page) };
      const text = JSON.stringify(record);
      writeFileSync(recordFile, text);
      const last = JSON.parse(readFileSync(path.join(cache, 'last-build.json'), 'utf8')) as { outputRecord: string };
      last.outputRecord = createHash('sha256').update(text).digest('hex');
      writeFileSync(path.join(cache, 'last-build.json'), JSON.stringify(last));
      rmSync(path.join(root, 'build'), { recursive: true });
      expect(run(root).replayed).toBe(false);
      expect(existsSync(path.join(root, 'build/guide/cycles.html'))).toBe(true);
    };
    // A file above the output folder.
    doctored('../escaped.html', (page) => page.made);
    expect(existsSync(path.join(root, 'escaped.html'))).toBe(false);
    // A copy of a file from outside the site.
    doctored('copied.txt', () => `c:${path.resolve('package.json')}|x`);
    expect(existsSync(path.join(root, 'build/copied.txt'))).toBe(false);
    // A "hash" that climbs out of the store to a file of the site, which a failed check would delete.
    // (The store names a content `files/<first two characters>/<hash>`: this one leads from there to the victim.)
    doctored('victim.html', () => `h:/./../${path.relative(cache, victim)}`);
    expect(existsSync(victim)).toBe(true);
  });

  it('builds after an edit with the output folder removed what a build without the cache builds, records that output as it is, and writes nothing if it fails', () => {
    const root = makeSite({});
    run(root);
    const built = snapshot(path.join(root, 'build'));
    rmSync(path.join(root, 'build'), { recursive: true });
    writeFileSync(path.join(root, 'content/docs/guide/modules.md'), doc('Modules', '# Modules\n\n## Add a module\n\nA second edition.'));
    expect(run(root).replayed).toBe(false);
    const edited = snapshot(path.join(root, 'build'));
    expect(page(root, 'guide/modules')).toContain('A second edition.');
    expect(edited.size).toBe(built.size);
    // That build linked most files from the cache, and its record of the output holds them as they are on disk: the
    // next build finds nothing changed, output included.
    expect(run(root).replayed).toBe(true);

    // The same without the cache gives the same files.
    rmSync(path.join(root, 'build'), { recursive: true });
    run(root, ['--no-cache']);
    expect(snapshot(path.join(root, 'build'))).toEqual(edited);

    rmSync(path.join(root, 'build'), { recursive: true });
    writeFileSync(path.join(root, 'content/docs/guide/modules.md'), doc('Modules', '# Modules\n\nSee [a page that is not there](/no-such-page).'));
    const failed = attempt(root);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('nothing was written');
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });

  it('keeps the files an edit left in the output noted as verified, so that putting the output back need not read them', () => {
    // Enough pages that an edit is moved into the output file by file, the other files left where they are.
    const root = mkdtempSync(path.join(tmpdir(), 'docsgen-verified-'));
    try {
      writeCorpus(root, 60, { plain: true });
      run(root);
      const edited = readdirSync(path.join(root, 'docs'), { recursive: true }).find((file) => String(file).endsWith('.md'))!;
      writeFileSync(path.join(root, 'docs', String(edited)), `${readFileSync(path.join(root, 'docs', String(edited)), 'utf8')}\n\nAn edit.\n`);
      expect(run(root).stdout).toContain('(59 from the cache)');
      const verified = JSON.parse(readFileSync(path.join(root, '.docsgen/cache/files/verified.json'), 'utf8')) as Record<string, string>;
      const noted = new Set(Object.entries(verified).map(([key, facts]) => `${key.slice(0, 67)} ${facts}`));
      // Every compressed copy in the output, the 59 pages' this build left where they were included, is noted with
      // its facts under the hash of the content it compresses.
      const copies = readdirSync(path.join(root, 'build'), { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.br'));
      expect(copies.length).toBeGreaterThan(100);
      const missing = copies.filter((copy) => {
        const stats = statSync(path.join(root, 'build', copy));
        const hash = createHash('sha256')
          .update(readFileSync(path.join(root, 'build', copy.slice(0, -3))))
          .digest('hex');
        return !noted.has(`${hash}.br ${stats.ino}:${stats.size}:${stats.mtimeMs}`);
      });
      expect(missing).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('builds again after an edit in a docs folder beyond the site folder, which it does not list', () => {
    // The layout of a Docusaurus site in `website/` whose docs are in `../docs`.
    const config = configText().replace("path: 'content/docs'", "path: '../docs'").replace("staticDir: 'content/static',", '');
    const repo = makeSite(
      {
        'website/site.config.ts': config,
        'docs/intro.md': doc('Welcome', '# Welcome\n\nStart here.', 'slug: /\n'),
        'docs/guide/cycles.md': doc('Cycles', '# Cycles\n\nPlan ahead.'),
        'docs/guide/modules.md': doc('Modules', '# Modules\n\nAdd one.'),
      },
      '',
    );
    const root = path.join(repo, 'website');
    run(root);
    writeFileSync(path.join(repo, 'docs/guide/cycles.md'), doc('Cycles', '# Cycles\n\nPlan two cycles ahead.'));
    expect(run(root).replayed).toBe(false);
    expect(page(root, 'guide/cycles')).toContain('Plan two cycles ahead.');
    expect(run(root).replayed).toBe(false);
  });
});
