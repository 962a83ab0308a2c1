/**
 * The split search index as a build writes it and readers use it: a manifest at a stable path naming hashed
 * shards and fragments, a cold Keel query that downloads at most 150 KB gzip, and the same answers from the
 * browser worker's path (the files fetched over HTTP), `docsgen serve`'s endpoint and `docsgen dev`'s live index.
 */
import { synonymTable } from '../../core/search/synonyms.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQueries, runQuery } from '../../core/search/engine.js';
import { fragmentFiles, type SearchManifest } from '../../core/search/index-format.js';
import type { SearchRecord } from '../../core/search/records.js';
import { ShardedIndex } from '../../core/search/sharded-index.js';
import { SEARCH_FILES_DIR, SEARCH_MANIFEST_PATH } from '../../core/urls.js';
import { LiveSearch } from '../../src/dev/live-search.js';
import { build } from '../../src/session/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';
import { keelOutDir } from '../support/keel-site.js';

/** Reader queries: words, typos (a swap, a missing letter), prefixes, a hyphenated word, several words. */
const QUERIES = [
  'cycles',
  'cycel',
  'modules',
  'permisions',
  'import from jira',
  'drop-down',
  'dashb',
  'time tracking',
  'project',
  'work-item',
  'p',
  'slack notifications',
];

describe('the split search index of the Keel docs', () => {
  const outDir = keelOutDir();
  const manifestFile = path.join(outDir, SEARCH_MANIFEST_PATH);

  it('is a manifest at a stable path that pages name, and the hashed files it names', () => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SearchManifest;
    expect(manifest.version).toBe(3);
    expect(manifest.shards.length).toBeGreaterThan(1);
    expect(manifest.fragments.sizes.length).toBeGreaterThan(1);
    for (const [, name] of [...manifest.shards, ...fragmentFiles(manifest)]) expect(existsSync(path.join(outDir, SEARCH_FILES_DIR, name))).toBe(true);
    expect(readFileSync(path.join(outDir, 'core-concepts/cycles.html'), 'utf8')).toContain('"indexUrl":"/_search/index.json"');
    expect(
      existsSync(path.join(outDir, '_data')) &&
        readdirSync(path.join(outDir, '_data')).some((id) => existsSync(path.join(outDir, '_data', id, 'search-index.json'))),
    ).toBe(false);
  });

  it('answers a cold query after at most 150 KB gzip of index data', async () => {
    for (const query of QUERIES) {
      let gzip = gzipSync(readFileSync(manifestFile)).length;
      const index = await ShardedIndex.open(
        async (relative) => {
          const text = await readFile(path.resolve(path.dirname(manifestFile), relative));
          gzip += gzipSync(text).length;
          return text.toString('utf8');
        },
        readFileSync(manifestFile, 'utf8'),
      );
      const result = await runQuery(index, { indexName: index.indexName, query, hitsPerPage: 20, attributesToSnippet: ['content:10'] });
      expect(result.nbHits, query).toBeGreaterThan(0);
      expect(gzip, query).toBeLessThanOrEqual(150 * 1024);
    }
  });
});

describe('the three search backends', () => {
  let server: RunningServer;
  let records: SearchRecord[];
  beforeAll(async () => {
    const root = makeSite(
      {
        'content/docs/guide/menus.md': doc(
          'Menus',
          '# Menus\n\nEvery dropdown lists the views of a project.\n\n## Drop-down menus\n\nThe drop-down next to the title picks a state.',
        ),
        'content/docs/guide/cycle-planning.md': doc('Cycle planning', '# Cycle planning\n\nPlan a cycle for the team. Cycles end on a date.'),
        // the same section on two pages: equal scores, ranked in one order whatever order the pages came in
        'content/docs/guide/alpha.md': doc('Alpha', '# Alpha\n\n## Setup\n\nInstall the tool.'),
        'content/docs/guide/beta.md': doc('Beta', '# Beta\n\n## Setup\n\nInstall the tool.'),
      },
      configText({ extra: "search: { provider: 'local', indexName: 'fixture-docs-v3', synonyms: [['sprint', 'cycle']] }," }),
    );
    const result = await build({ root });
    expect(result.ok).toBe(true);
    records = result.records!;
    server = await serve({ dir: path.join(root, 'build'), port: 0 });
  });
  afterAll(() => server.close());

  it('give the same answers: the worker (files over HTTP), serve (its endpoint) and dev (its live index)', async () => {
    const requests = ['cycle', 'cycel', 'cycles plan', 'dropdown', 'drop-down', 'menu', 'welcome', 'setup', 'install tool', 'zzz', 'sprint'].map((query) => ({
      indexName: 'fixture-docs-v3',
      query,
      hitsPerPage: 5,
      attributesToSnippet: ['content:5'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      facetFilters: ['language:en'],
    }));
    const manifestUrl = `${server.url}/${SEARCH_MANIFEST_PATH}`;
    const worker = await ShardedIndex.open(async (relative) => (await fetch(new URL(relative, manifestUrl))).text(), await (await fetch(manifestUrl)).text());
    const fromWorker = await answerQueries(worker, { requests });
    const fromServe = await (await fetch(`${server.url}/1/indexes/*/queries`, { method: 'POST', body: JSON.stringify({ requests }) })).json();
    const live = new LiveSearch();
    // dev indexes pages in the order it renders them (each page's records in their order)
    const pages = new Map<string, SearchRecord[]>();
    for (const record of records) pages.set(record.url_without_anchor, [...(pages.get(record.url_without_anchor) ?? []), record]);
    for (const page of [...pages.values()].reverse()) live.replace([], page);
    const fromDev = await answerQueries(live.loaded('fixture-docs-v3', true, synonymTable([['sprint', 'cycle']])), { requests });
    const comparable = (answer: unknown) => JSON.parse(JSON.stringify(answer, (key, value) => (key === 'processingTimeMS' ? 0 : value)));
    expect(
      comparable(fromWorker)
        .results.map((r: { nbHits: number }) => r.nbHits)
        .filter((n: number) => n > 0).length,
    ).toBeGreaterThan(5);
    // The site's synonyms, shipped in the manifest: `sprint` finds a cycle page in all three.
    expect(comparable(fromWorker).results.at(-1).hits[0].url).toMatch(/^\/guide\/cycle/);
    expect(comparable(fromServe)).toEqual(comparable(fromWorker));
    expect(comparable(fromDev)).toEqual(comparable(fromWorker));
  });
});
