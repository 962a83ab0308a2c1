/**
 * Security issue 14, torn output: a build killed while it puts its output in place, or stopped by a full disk,
 * must leave readers the old site or the new one, never a mix. Each kill happens at a named step of the real CLI
 * (the DOCSGEN_TEST_OUTPUT_FAULT hook of src/emit/output-faults.ts sends SIGKILL there, or throws a file system
 * error), so no timing race decides what is tested. After each kill, the next docsgen start (a build, stopped by
 * the same hook right after it recovered the folder, or `docsgen serve`) must find the folder wholly old or wholly
 * new, with nothing left beside it. Needs dist/ (`npm run build:lib`).
 */
import { execFile } from 'node:child_process';
import { cpSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverOutputFolder } from '../../src/emit/output-commit.js';
import { inPlaceOrder } from '../../src/emit/updating-sink.js';
import { build } from '../../src/session/build.js';
import { startCli } from '../support/cli-process.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

const bin = path.resolve('bin/docsgen.js');
const PAGES = 40;
const EDITED = 8;
const name = (i: number) => `page-${String(i).padStart(2, '0')}`;
const pageText = (i: number, version: 'one' | 'two') =>
  doc(`Page ${i}`, `# Page ${i}\n\nThis is version ${version} of page ${i}.\n\n## Details\n\nWords about topic ${i}, version ${version}.`);

/** A site of PAGES pages besides the fixture's three, all at version one (no sidebar lists them, so an edit changes only them). */
function site(): string {
  const pages = Object.fromEntries(Array.from({ length: PAGES }, (_, i) => [`content/docs/p/${name(i + 1)}.md`, pageText(i + 1, 'one')]));
  return makeSite(pages, configText());
}

/** Version two of the first EDITED pages: small enough for a cache build to apply in place. */
function edit(root: string): void {
  for (let i = 1; i <= EDITED; i++) writeFileSync(path.join(root, `content/docs/p/${name(i)}.md`), pageText(i, 'two'));
}

interface Run {
  code: number | null;
  signal: string | null;
  stderr: string;
}

/** Runs the CLI in `root`; `fault` sets the test hook (`kill@swap-aside`, `ENOSPC@stage:1`…). */
function cli(root: string, args: string[], fault?: string): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' };
  delete env.DOCSGEN_TEST_OUTPUT_FAULT;
  if (fault) env.DOCSGEN_TEST_OUTPUT_FAULT = fault;
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: root, env, timeout: 600_000 }, (error, _stdout, stderr) => {
      const failed = error as (Error & { code?: number | string; signal?: string }) | null;
      resolve({ code: failed ? (typeof failed.code === 'number' ? failed.code : null) : 0, signal: failed?.signal ?? null, stderr });
    });
  });
}

type Snapshot = Map<string, Buffer>;

function snapshot(dir: string): Snapshot {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => [
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      readFileSync(path.join(entry.parentPath, entry.name)),
    ]),
  );
}

const same = (a: Snapshot, b: Snapshot) => a.size === b.size && [...a].every(([file, bytes]) => b.get(file)?.equals(bytes) === true);

/** Writes `files` as the output folder, replacing whatever is there (a no-cache output is just its files). */
function writeOutput(dir: string, files: Snapshot): void {
  rmSync(dir, { recursive: true, force: true });
  for (const [file, bytes] of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), bytes);
  }
}

/** What builds leave beside the output folder while they run. */
const leftovers = (root: string) => readdirSync(root).filter((entry) => /^build\.(tmp|old|journal)-/.test(entry));

let oldSite: Snapshot;
let newSite: Snapshot;

/** `old`, `new`, or `torn` (anything else, with a few differing files to show). */
function versionOf(dir: string): string {
  let files: Snapshot;
  try {
    files = snapshot(dir);
  } catch {
    return 'missing';
  }
  if (same(files, oldSite)) return 'old';
  if (same(files, newSite)) return 'new';
  const differing = [...new Set([...files.keys(), ...newSite.keys()])].filter((file) => !files.get(file)?.equals(newSite.get(file) ?? Buffer.alloc(0)));
  return `torn (${differing.length} files differ from the new site, such as ${differing.slice(0, 3).join(', ')})`;
}

/** Which version of each edited page the folder holds now. */
function pageVersions(dir: string): string[] {
  return Array.from({ length: EDITED }, (_, i) => {
    const html = readFileSync(path.join(dir, `p/${name(i + 1)}.html`), 'utf8');
    return html.includes(`version two of page ${i + 1}`) ? 'two' : html.includes(`version one of page ${i + 1}`) ? 'one' : 'neither';
  });
}

/** Search files (under assets/search/) that `text` names, by the hash in their name. */
function searchFilesNamedBy(text: string): string[] {
  const known = [...new Set([...oldSite.keys(), ...newSite.keys()])].filter((file) => file.startsWith('assets/search/') && file.endsWith('.json'));
  return known.filter((file) =>
    text.includes(
      path.posix
        .basename(file)
        .replace(/^[a-z]-/, '')
        .replace(/(-\d+)?\.json$/, ''),
    ),
  );
}

/**
 * What a reader of the folder may rely on at any moment: each file whole (its old bytes or its new ones), every file
 * the search manifest names (and those they name) there, every asset a page loads there, and a new manifest only
 * once every page is new.
 */
function expectReadable(dir: string): void {
  const files = snapshot(dir);
  const partial = [...files].filter(
    ([file, bytes]) => !bytes.equals(oldSite.get(file) ?? Buffer.alloc(0)) && !bytes.equals(newSite.get(file) ?? Buffer.alloc(0)),
  );
  expect(partial.map(([file]) => file)).toEqual([]);
  const manifest = files.get('_search/index.json')!.toString('utf8');
  const named = new Set(searchFilesNamedBy(manifest));
  for (const file of [...named]) if (files.has(file)) for (const inner of searchFilesNamedBy(files.get(file)!.toString('utf8'))) named.add(inner);
  expect(named.size).toBeGreaterThan(2);
  expect([...named].filter((file) => !files.has(file))).toEqual([]);
  for (const [file, bytes] of files) {
    if (!file.endsWith('.html')) continue;
    const assets = [...bytes.toString('utf8').matchAll(/(?:src|href)="\/(assets\/[^"?#]+)"/g)].map((m) => m[1]!);
    expect(
      assets.filter((asset) => !files.has(asset)),
      file,
    ).toEqual([]);
  }
  if (manifest === newSite.get('_search/index.json')!.toString('utf8')) expect(pageVersions(dir)).toEqual(Array(EDITED).fill('two'));
}

/**
 * Where the cases that start from a cache build's output work, and the site they copy it from. A cache build's
 * record of its output names the folder by its path and each file by its inode, size and time, so each such case
 * gets the template at the path it was built at, its output's files hard links to the template's (see
 * cacheBuiltSite). Made in beforeAll.
 */
let cacheWork: string;
const cacheSiteRoot = () => path.join(cacheWork, 'site');
const cacheTemplate = () => path.join(cacheWork, 'template');

afterAll(() => {
  if (cacheWork) rmSync(cacheWork, { recursive: true, force: true });
});

beforeAll(async () => {
  const root = site();
  cacheWork = mkdtempSync(path.join(tmpdir(), 'docsgen-torn-'));
  cpSync(site(), cacheSiteRoot(), { recursive: true });
  // The no-cache output of the old sources, and the same sources built with the cache (the start of the in-place cases).
  const [noCache, withCache] = await Promise.all([cli(root, ['build', '--no-cache']), cli(cacheSiteRoot(), ['build'])]);
  expect(noCache.code).toBe(0);
  expect(withCache.code).toBe(0);
  oldSite = snapshot(path.join(root, 'build'));
  edit(root);
  expect((await cli(root, ['build', '--no-cache', '--out-dir', 'expected-new'])).code).toBe(0);
  newSite = snapshot(path.join(root, 'expected-new'));
  expect(pageVersions(path.join(root, 'expected-new'))).toEqual(Array(EDITED).fill('two'));
  // A cache build writes the same output as one without.
  expect(versionOf(path.join(cacheSiteRoot(), 'build'))).toBe('old');
  renameSync(cacheSiteRoot(), cacheTemplate());
}, 240_000);

/** Makes `to` a tree of hard links to the files under `from` (same inode, size and time, as a cache build's record wants). */
function linkTree(from: string, to: string): void {
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const target = path.join(to, path.relative(from, path.join(entry.parentPath, entry.name)));
    mkdirSync(path.dirname(target), { recursive: true });
    linkSync(path.join(entry.parentPath, entry.name), target);
  }
}

/**
 * The site as a cache build of the old sources left it (its output, and the cache with the output's record), its
 * sources then edited: what the next cache build updates in place. A fresh copy of the template each time, at the
 * path the template was built at: the sources and the cache are copied; the output's files are hard links, which
 * the builds here never write into (they rename files over them and unlink them), so the template stays as built.
 */
function cacheBuiltSite(): string {
  const root = cacheSiteRoot();
  rmSync(root, { recursive: true, force: true });
  const templateOutput = path.join(cacheTemplate(), 'build');
  cpSync(cacheTemplate(), root, { recursive: true, filter: (source) => source !== templateOutput });
  linkTree(templateOutput, path.join(root, 'build'));
  expect(versionOf(path.join(root, 'build'))).toBe('old');
  edit(root);
  return root;
}

describe('a build killed while it swaps the whole output folder in', () => {
  /** A site whose output is the old version and whose sources the new one; `--no-cache` always swaps whole. */
  function editedSiteWithOldOutput(): string {
    const root = site();
    writeOutput(path.join(root, 'build'), oldSite);
    edit(root);
    return root;
  }

  // Before the journal the new folder is not complete: it is dropped. After it, the new one is put in place.
  const cases: [step: string, expected: 'old' | 'new', left: string][] = [
    ['stage:40', 'old', 'a half-written staging folder'],
    ['journal', 'old', 'a complete staging folder, not yet committed'],
    ['journaled', 'new', 'a journal and a complete staging folder, the output not yet touched'],
    ['swap-aside', 'new', 'no output folder at all: the old one renamed aside, the new one not yet in'],
    ['swap-placed', 'new', 'the new folder in place and the old one still beside it'],
  ];

  for (const [step, expected, left] of cases) {
    it(`at ${step} (${left}): the next build finds the ${expected} site, whole, and nothing beside it`, async () => {
      const root = editedSiteWithOldOutput();
      const killed = await cli(root, ['build', '--no-cache'], `kill@${step}`);
      expect(killed.signal).toBe('SIGKILL');
      expect(leftovers(root).length).toBeGreaterThan(0);
      if (step === 'swap-aside') expect(versionOf(path.join(root, 'build'))).toBe('missing');
      // The next build, stopped right after it put the folder right: what it found is what readers get from now on.
      const next = await cli(root, ['build', '--no-cache'], 'kill@recovered');
      expect(next.signal).toBe('SIGKILL');
      expect(versionOf(path.join(root, 'build'))).toBe(expected);
      expect(leftovers(root)).toEqual([]);
      // Where the recovery dropped the new folder, a whole build after that ends with the new site. (Where it put the
      // new one in, the folder is already the next build's output, and nothing is left beside it to disturb one.)
      if (expected === 'old') {
        expect((await cli(root, ['build', '--no-cache'])).code).toBe(0);
        expect(versionOf(path.join(root, 'build'))).toBe('new');
        expect(leftovers(root)).toEqual([]);
      }
    });
  }

  it('leaves docsgen serve to put back a missing output folder before it serves it', async () => {
    const root = editedSiteWithOldOutput();
    expect((await cli(root, ['build', '--no-cache'], 'kill@swap-aside')).signal).toBe('SIGKILL');
    expect(versionOf(path.join(root, 'build'))).toBe('missing');
    const server = await startCli(['serve', 'build'], root);
    try {
      const page = await fetch(`${server.url}/p/${name(1)}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('This is version two of page 1.');
      expect(versionOf(path.join(root, 'build'))).toBe('new');
      expect(leftovers(root)).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

describe('a cache build killed while it updates the output folder in place', () => {
  /** The files an in-place update moves: those whose bytes change (the new search files among them). */
  const moveCount = () => [...newSite].filter(([file, bytes]) => !oldSite.get(file)?.equals(bytes)).length;

  it('moves the files others name first, then the pages, then the files that name them, the search manifest last', () => {
    const moves = [...newSite].filter(([file, bytes]) => !oldSite.get(file)?.equals(bytes)).map(([file]) => file);
    const order = inPlaceOrder(moves, new Set(oldSite.keys()));
    const position = (file: string) => order.indexOf(file);
    expect(order.at(-1)).toBe('_search/index.json');
    const pages = order.filter((file) => /\.html(\.br|\.gz)?$/.test(file));
    const searchFiles = order.filter((file) => file.startsWith('assets/search/'));
    expect(pages.length).toBe(EDITED * 3);
    expect(searchFiles.length).toBeGreaterThan(0);
    expect(Math.max(...searchFiles.map(position))).toBeLessThan(Math.min(...pages.map(position)));
    // The file for agents holds every page's Markdown: it changes with them, and names them.
    expect(position('llms-full.txt')).toBeGreaterThan(Math.max(...pages.map(position)));
    // A page's compressed copies go before the page itself.
    expect(position('p/page-01.html.br')).toBeLessThan(position('p/page-01.html'));
  });

  const steps = () => {
    const moves = moveCount();
    return [
      'journaled',
      'in-place-move:1',
      `in-place-move:${Math.floor(moves / 3)}`,
      `in-place-move:${Math.floor((2 * moves) / 3)}`,
      `in-place-move:${moves - 1}`,
      `in-place-move:${moves}`,
      'in-place-removal:2',
    ];
  };
  // Built after beforeAll has run: the number of moves comes from the two snapshots.
  const stepNames = [
    'journaled',
    'first move',
    'a third of the moves',
    'two thirds of the moves',
    'all moves but the manifest',
    'every move',
    'the second removal',
  ];

  for (const [index, label] of stepNames.entries()) {
    it(`at ${label}: a reader sees whole files that find what they name, and the next build finishes the update`, async () => {
      const step = steps()[index]!;
      const root = cacheBuiltSite();
      const killed = await cli(root, ['build'], `kill@${step}`);
      expect(killed.signal, step).toBe('SIGKILL');
      const output = path.join(root, 'build');
      expectReadable(output);
      // The interrupted update is finished before the next build does anything else.
      const next = await cli(root, ['build'], 'kill@recovered');
      expect(next.signal).toBe('SIGKILL');
      expect(versionOf(output)).toBe('new');
      expect(leftovers(root)).toEqual([]);
      const last = await cli(root, ['build']);
      expect(last.code).toBe(0);
      expect(versionOf(output)).toBe('new');
      expect(leftovers(root)).toEqual([]);
    });
  }

  it('shows new pages with the old search manifest while the pages move, never the new manifest with old pages', async () => {
    const root = cacheBuiltSite();
    // Half-way through the pages: the files they name are in, the manifest is not.
    const pagesStart = inPlaceOrder(
      [...newSite].filter(([file, bytes]) => !oldSite.get(file)?.equals(bytes)).map(([file]) => file),
      new Set(oldSite.keys()),
    ).findIndex((file) => file.endsWith('.html'));
    expect((await cli(root, ['build'], `kill@in-place-move:${pagesStart + 3 * 6}`)).signal).toBe('SIGKILL');
    const output = path.join(root, 'build');
    expectReadable(output);
    const versions = pageVersions(output);
    expect(versions).toContain('one');
    expect(versions).toContain('two');
    expect(readFileSync(path.join(output, '_search/index.json')).equals(oldSite.get('_search/index.json')!)).toBe(true);
    // docsgen serve finishes the update before it serves.
    const server = await startCli(['serve', 'build'], root);
    try {
      expect(await (await fetch(`${server.url}/p/${name(EDITED)}`)).text()).toContain(`This is version two of page ${EDITED}.`);
      expect(versionOf(output)).toBe('new');
      expect(leftovers(root)).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

describe('a disk that refuses a write', () => {
  function expectLocatedFailure(run: Run, reason: RegExp): void {
    expect(run.code).toBe(1);
    expect(run.signal).toBeNull();
    expect(run.stderr).toContain('[output-write-failed]');
    expect(run.stderr).toMatch(reason);
    expect(run.stderr).toContain('fix:');
    expect(run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
  }

  it('is a located error while staging or committing a whole folder, and leaves the previous output byte for byte', async () => {
    const root = site();
    writeOutput(path.join(root, 'build'), oldSite);
    edit(root);
    const cases: [fault: string, reason: RegExp][] = [
      // The first file written: its failure must not end the process as an unhandled rejection.
      ['ENOSPC@stage:1', /the output folder `build`: the disk is full \(ENOSPC\)/],
      ['EROFS@stage:60', /the file system is read-only \(EROFS\)/],
      // The commit journal: an error raised outside the sink's own writes.
      ['ENOSPC@journal', /the disk is full \(ENOSPC\)/],
    ];
    for (const [fault, reason] of cases) {
      const run = await cli(root, ['build', '--no-cache'], fault);
      expectLocatedFailure(run, reason);
      expect(versionOf(path.join(root, 'build')), fault).toBe('old');
      expect(leftovers(root), fault).toEqual([]);
    }
  });

  it('undoes an in-place update it stops part-way, so the previous output stays byte for byte', async () => {
    const root = cacheBuiltSite();
    const cases: [fault: string, reason: RegExp][] = [
      ['EDQUOT@in-place-backup:5', /the disk quota is used up \(EDQUOT\)/],
      ['EACCES@in-place-move:30', /permission was denied \(EACCES\)/],
      ['ENOSPC@in-place-removal:3', /the disk is full \(ENOSPC\)/],
    ];
    for (const [fault, reason] of cases) {
      const run = await cli(root, ['build'], fault);
      expectLocatedFailure(run, reason);
      expect(versionOf(path.join(root, 'build')), fault).toBe('old');
      expect(leftovers(root), fault).toEqual([]);
    }
    expect((await cli(root, ['build'])).code).toBe(0);
    expect(versionOf(path.join(root, 'build'))).toBe('new');
  }, 240_000);
});

describe('recovery, in process', () => {
  /** A process id no process has (the largest a pid can be): its leftovers count as a dead build's. */
  const DEAD = 2147483647;

  it('puts back a previous output an older docsgen left as .old-… without a journal', () => {
    const root = makeSite({});
    writeOutput(path.join(root, `build.old-${DEAD}-z`), new Map([['index.html', Buffer.from('old home')]]));
    writeOutput(path.join(root, `build.tmp-${DEAD}-y`), new Map([['index.html', Buffer.from('half')]]));
    expect(recoverOutputFolder(path.join(root, 'build'))).toBeNull();
    expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toBe('old home');
    expect(leftovers(root)).toEqual([]);
  });

  it('reports a recovery that cannot finish as a located error, and changes nothing', async () => {
    const root = makeSite({});
    expect((await build({ root, cacheDir: false })).ok).toBe(true);
    const before = snapshot(path.join(root, 'build'));
    // A journal whose aside folder is taken by a non-empty folder: the output cannot be renamed there.
    writeOutput(path.join(root, `build.tmp-${DEAD}-a`), new Map([['index.html', Buffer.from('new home')]]));
    writeOutput(path.join(root, `build.old-${DEAD}-b`), new Map([['in-the-way', Buffer.from('x')]]));
    writeFileSync(
      path.join(root, `build.journal-${DEAD}-c.json`),
      JSON.stringify({ version: 1, kind: 'swap', staged: `build.tmp-${DEAD}-a`, aside: `build.old-${DEAD}-b` }),
    );
    const result = await build({ root, cacheDir: false });
    expect(result.ok).toBe(false);
    const failure = result.diagnostics.find((d) => d.code === 'output-write-failed');
    expect(failure?.message).toMatch(
      /^An earlier build was stopped while it replaced `.*build`, and putting that right failed: the file system refused \(ENOTEMPTY\)/,
    );
    expect(failure?.hint).toContain('finishes the interrupted change');
    expect(same(snapshot(path.join(root, 'build')), before)).toBe(true);
    // Nothing of the interrupted change was thrown away: the next start tries again once the way is clear.
    expect(leftovers(root).sort()).toEqual([`build.journal-${DEAD}-c.json`, `build.old-${DEAD}-b`, `build.tmp-${DEAD}-a`]);
    rmSync(path.join(root, `build.old-${DEAD}-b`), { recursive: true });
    expect(recoverOutputFolder(path.join(root, 'build'))).toBeNull();
    expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toBe('new home');
    expect(leftovers(root)).toEqual([]);
  });
});
