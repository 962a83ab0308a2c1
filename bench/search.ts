// Part of `npm run bench`: search on the Keel docs — index size (raw and gzip), time to first result after opening
// the modal in a fresh browser (chunk, worker and the index files the query needs, all loaded cold), engine query latency in Node, and
// keystroke-to-rendered-results latency in Chromium.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, serve } from '../src/index.js';
import { runQuery } from '../core/search/engine.js';
import { ShardedIndex } from '../core/search/sharded-index.js';
import { SEARCH_FILES_DIR, SEARCH_MANIFEST_PATH } from '../core/urls.js';
import { launchChromium as launchBrowser } from '../tests/support/chromium.js';

const QUERIES = [
  'cycles',
  'modules',
  'labels',
  'permissions',
  'billing',
  'import jira',
  'slack',
  'intake',
  'export csv',
  'wiki',
  'time tracking',
  'power k',
  'sprint',
  'kanban',
  'story points',
  'ai assistant',
  'permisions',
  'dashb',
  'initia',
  'recurring work',
];
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'keel-search-')), 'build');
const result = await build({ root: process.cwd(), outDir });
if (!result.ok) throw new Error('the Keel docs failed to build');
const manifestFile = path.join(outDir, SEARCH_MANIFEST_PATH);
const files = readdirSync(path.join(outDir, SEARCH_FILES_DIR)).filter((f) => f.endsWith('.json'));
const raw = Buffer.concat([readFileSync(manifestFile), ...files.map((f) => readFileSync(path.join(outDir, SEARCH_FILES_DIR, f)))]);

// Engine latency, in Node: every prefix of every query, as a reader types (the index files read as needed; the
// first round loads them, the rounds after are measured).
const index = await ShardedIndex.open((relative) => readFile(path.resolve(path.dirname(manifestFile), relative), 'utf8'), readFileSync(manifestFile, 'utf8'));
const engine: number[] = [];
for (let round = 0; round < 3; round++) {
  for (const query of QUERIES) {
    for (let n = 1; n <= query.length; n++) {
      const started = performance.now();
      await runQuery(index, {
        indexName: 'keel-docs-v3',
        query: query.slice(0, n),
        hitsPerPage: 20,
        attributesToSnippet: ['content:10'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      });
      if (round > 0) engine.push(performance.now() - started);
    }
  }
}

const server = await serve({ dir: outDir, port: 0 });
const browser = await launchBrowser();
const firstResult: number[] = [];
const typing: number[] = [];
try {
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext();
    await context.route('https://www.googletagmanager.com/**', (r) => r.fulfill({ status: 200, body: '' }));
    const page = await context.newPage();
    await page.goto(`${server.url}/core-concepts/cycles`);
    await page.waitForFunction('Boolean(window.__docsgen)');
    const started = Date.now();
    await page.keyboard.press('Control+K');
    await page.getByRole('dialog').getByRole('combobox').fill('cycles');
    await page.getByRole('dialog').getByRole('option').first().waitFor();
    firstResult.push(Date.now() - started);
    // warm: time from a keystroke to the rendered results of the new query
    for (const query of QUERIES.slice(1, 11)) {
      const ms = (await page.evaluate(`(async () => {
        const input = document.querySelector('[role="dialog"] [role="combobox"]');
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const before = document.querySelector('[role="dialog"] .search-results').innerHTML;
        const started = performance.now();
        setter.call(input, ${JSON.stringify(query)});
        input.dispatchEvent(new Event('input', { bubbles: true }));
        return await new Promise((resolve) => {
          const give = setTimeout(() => resolve(-1), 5000);
          const check = () => document.querySelector('[role="dialog"] .search-results').innerHTML !== before && !document.querySelector('[role="dialog"] [role="status"]')
            ? requestAnimationFrame(() => (clearTimeout(give), resolve(performance.now() - started)))
            : requestAnimationFrame(check);
          check();
        });
      })()`)) as number;
      if (ms >= 0) typing.push(ms);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
console.log(`\nKeel docs search (${index.manifest.documentCount} records):`);
console.log(
  `  whole index (all shards and fragments; a query fetches a part, see bench/search-query.ts): ${kb(raw.length)} raw, ${kb(gzipSync(raw).length)} gzip`,
);
console.log(`  first result after opening the modal (cold: chunk + worker + index), median of 5: ${pct(firstResult, 50)} ms`);
console.log(`  engine query latency (Node, ${engine.length} queries as typed): p50 ${pct(engine, 50).toFixed(2)} ms, p95 ${pct(engine, 95).toFixed(2)} ms`);
console.log(`  keystroke → rendered results (Chromium, worker): p50 ${pct(typing, 50).toFixed(1)} ms, p95 ${pct(typing, 95).toFixed(1)} ms`);
