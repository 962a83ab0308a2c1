// Search download and latency per query (issue 19): for each query of a fixed list, a cold search as the browser
// worker runs it (a fresh index: the manifest, then the shards, postings and fragments the query needs), counting
// the files fetched and their gzip bytes (the `.gz` file beside each, as `docsgen serve` sends it), and the time
// it took with the files read from disk instead of the network. Also: the whole index's size, and how long the
// index build takes for the site's records.
//
//   npx tsx bench/search-query.ts                  builds the Keel docs into a temporary folder and measures them
//   npx tsx bench/search-query.ts <built folder>…  measures folders already built (e.g. the 10,000-page corpus)
//   npx tsx bench/search-query.ts --corpus=10000   writes the bench corpus of that many pages, builds it cold with the
//                                                  compiled docsgen (npm run build:lib first), says what share of the
//                                                  build the search stage took, and measures it (part of npm run bench)
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runQuery } from '../core/search/engine.js';
import { fragmentFiles, type SearchManifest } from '../core/search/index-format.js';
import { ShardedIndex } from '../core/search/sharded-index.js';
import { unpackRecord, type PackedRecords, type SearchRecord } from '../core/search/records.js';
import { SEARCH_FILES_DIR, SEARCH_MANIFEST_PATH } from '../core/urls.js';
import { build } from '../src/index.js';
import { buildSearchFiles } from '../src/search/index-file.js';

/** Keel words and the bench corpus' words; typos (a swap, a missing letter), prefixes, a hyphenated word. */
export const QUERIES = [
  'cycles',
  'cycel',
  'modules',
  'permisions',
  'import jira',
  'drop-down',
  'dashb',
  'time tracking',
  'project',
  'prject',
  'timeline roadmap',
  'relaese',
  'work-space',
  'mileston',
  'configure the sprint',
  'p',
];

const gzipBytes = (file: string) => (existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file)).length);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A cold search of `query` (the request the search modal sends): files fetched, gzip bytes, milliseconds. */
export async function coldSearch(outDir: string, query: string): Promise<{ files: number; gzip: number; ms: number; nbHits: number }> {
  const manifestFile = path.join(outDir, SEARCH_MANIFEST_PATH);
  let files = 1;
  let gzip = gzipBytes(manifestFile);
  const started = performance.now();
  const index = await ShardedIndex.open(
    async (relative) => {
      const file = path.resolve(path.dirname(manifestFile), relative);
      files++;
      gzip += gzipBytes(file);
      return readFile(file, 'utf8');
    },
    await readFile(manifestFile, 'utf8'),
  );
  const result = await runQuery(index, {
    indexName: index.indexName,
    query,
    hitsPerPage: 20,
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content', 'type', 'url'],
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  });
  return { files, gzip, ms: performance.now() - started, nbHits: result.nbHits };
}

/** Every record of a built index, in order (read back from its fragments). */
function recordsOf(outDir: string, manifest: SearchManifest): SearchRecord[] {
  return fragmentFiles(manifest).flatMap(([, name]) => {
    const packed = JSON.parse(readFileSync(path.join(outDir, SEARCH_FILES_DIR, name), 'utf8')) as PackedRecords;
    return packed.records.map((_, i) => unpackRecord(packed, i));
  });
}

/** `records`: the build's own (read back from the fragments otherwise, which lack front-matter keywords). */
async function measure(outDir: string, given?: SearchRecord[]): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(outDir, SEARCH_MANIFEST_PATH), 'utf8')) as SearchManifest;
  const all = readdirSync(path.join(outDir, SEARCH_FILES_DIR)).filter((f) => f.endsWith('.json'));
  const raw = all.reduce((sum, f) => sum + statSync(path.join(outDir, SEARCH_FILES_DIR, f)).size, 0);
  const gz = all.reduce((sum, f) => sum + gzipBytes(path.join(outDir, SEARCH_FILES_DIR, f)), 0);
  console.log(
    `\n${outDir}: ${manifest.documentCount} records; index ${kb(raw)} raw, ${kb(gz)} gzip in ${all.length} files (${manifest.shards.length} shards, ${manifest.fragments.sizes.length} fragments); manifest ${kb(gzipBytes(path.join(outDir, SEARCH_MANIFEST_PATH)))} gzip`,
  );
  console.log('| query | hits | files | gzip | cold ms |');
  console.log('|---|---|---|---|---|');
  let worst = 0;
  for (const query of QUERIES) {
    const r = await coldSearch(outDir, query);
    worst = Math.max(worst, r.gzip);
    console.log(`| \`${query}\` | ${r.nbHits} | ${r.files} | ${kb(r.gzip)} | ${r.ms.toFixed(0)} |`);
  }
  console.log(`largest cold download: ${kb(worst)}`);
  const records = given ?? recordsOf(outDir, manifest);
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    buildSearchFiles(records, manifest.indexName);
    times.push(performance.now() - started);
  }
  console.log(`index build for ${records.length} records: ${times.map((t) => t.toFixed(0)).join(' / ')} ms`);
}

/** bench/corpus.mjs (plain JavaScript, so imported by a name the type checker does not follow). */
const CORPUS_MODULE = './corpus.mjs';

/** The bench corpus of `pages` plain pages, built cold in process by the compiled docsgen; the search stage's share. */
async function measureCorpus(pages: number): Promise<void> {
  const { writeCorpus } = (await import(CORPUS_MODULE)) as { writeCorpus: (dir: string, n: number, options: { plain: boolean }) => unknown };
  const work = mkdtempSync(path.join(tmpdir(), 'docsgen-search-corpus-'));
  const root = path.join(work, 'site');
  const outDir = path.join(work, 'build');
  writeCorpus(root, pages, { plain: true });
  const compiled = (await import(path.resolve('dist/index.js'))) as typeof import('../src/index.js');
  const started = performance.now();
  const result = await compiled.build({ root, outDir, cacheDir: false });
  const wall = performance.now() - started;
  if (!result.ok) throw new Error('the bench corpus failed to build');
  const timings = (result as unknown as { timings: Record<string, number> }).timings;
  const stages = Object.values(timings).reduce((a, b) => a + b, 0);
  console.log(
    `\n${pages} plain pages, built cold in one process: ${(wall / 1000).toFixed(1)} s; search stage ${(timings.search! / 1000).toFixed(2)} s, ${((timings.search! / stages) * 100).toFixed(1)} % of the stages' time`,
  );
  await measure(outDir, result.records ?? undefined);
  rmSync(work, { recursive: true, force: true });
}

const corpusArg = process.argv.find((arg) => arg.startsWith('--corpus='));
const dirs = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (corpusArg) await measureCorpus(Number(corpusArg.split('=')[1]) || 10_000);
else if (!dirs.length) {
  const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'keel-search-')), 'build');
  const result = await build({ root: process.cwd(), outDir });
  if (!result.ok) throw new Error('the Keel docs failed to build');
  await measure(outDir, result.records ?? undefined);
}
for (const dir of dirs) await measure(dir);
