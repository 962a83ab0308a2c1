// `npm run bench`: builds 100, 1,000 and 10,000-page corpora with the `docsgen build` CLI and prints, per size,
// wall time, ms per page, peak RSS, output size, first-load JS (gzip) and the HTML size of a doc page. Pass
// sizes to run fewer: `node bench/run.mjs 100 1000`. Peak RSS comes from GNU time (/usr/bin/time) when present.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeCorpus } from './corpus.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const SIZES = sizes.length ? sizes : [100, 1000, 10000];

function folderBytes(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  }
  return total;
}

function rssOf(stderr) {
  const match = /peak-rss-kb (\d+)/.exec(stderr);
  return match ? `${Math.round(Number(match[1]) / 1024)} MB` : 'n/a';
}

/** Gzip bytes of the page's module scripts plus every chunk they import statically (not the lazy ones). */
export function firstLoadJsGzip(outDir, html) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(outDir, file), 'utf8');
    for (const m of code.matchAll(/from\s*"\.\/(chunk-[A-Za-z0-9]+\.js)"/g)) visit(path.posix.join(path.posix.dirname(file), m[1]));
  };
  for (const m of html.matchAll(/<script type="module" src="\/([^"]+)"/g)) visit(m[1]);
  return [...seen].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(outDir, f))).length, 0);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [];
for (const size of SIZES) {
  const root = path.join(here, '.corpus', String(size));
  const outDir = path.join(here, '.out', String(size));
  const { pageRoute } = writeCorpus(root, size);
  rmSync(outDir, { recursive: true, force: true });
  const cli = [path.join(here, '../bin/docsgen.js'), 'build', '--out-dir', outDir];
  const timeBin = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
  const started = performance.now();
  const [command, args] = timeBin ? [timeBin, ['-f', 'peak-rss-kb %M', process.execPath, ...cli]] : [process.execPath, cli];
  const run = spawnSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CI: 'true' } });
  const stderr = run.stderr ?? '';
  if (run.status !== 0) throw new Error(`bench corpus of ${size} pages failed to build:\n${stderr}`);
  const wallMs = performance.now() - started;
  const html = readFileSync(path.join(outDir, `${pageRoute.slice(1)}.html`));
  const jsGzip = firstLoadJsGzip(outDir, html.toString());
  rows.push({
    pages: size,
    wallS: (wallMs / 1000).toFixed(2),
    msPerPage: (wallMs / size).toFixed(2),
    peakRss: rssOf(stderr),
    output: `${(folderBytes(outDir) / 1024 / 1024).toFixed(1)} MB`,
    firstLoadJsGzip: kb(jsGzip),
    docPageHtml: `${kb(html.length)} (${kb(gzipSync(html).length)} gzip)`,
  });
  console.log(rows.at(-1));
}
console.log('\n| pages | wall time | ms/page | peak RSS | output | first-load JS (gzip) | doc page HTML |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) console.log(`| ${r.pages} | ${r.wallS} s | ${r.msPerPage} | ${r.peakRss} | ${r.output} | ${r.firstLoadJsGzip} | ${r.docPageHtml} |`);
