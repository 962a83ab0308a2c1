// Part of `npm run bench`: `docsgen serve` under load. Builds the Keel docs once with the CLI into a temp folder,
// serves it with `docsgen serve` and, for comparison, with `sirv-cli` (plain static: `--etag --quiet`), and drives
// both with autocannon for a fixed time and number of connections: req/s, p50/p99 latency, errors and non-2xx for
// a doc page, a hashed asset and (docsgen only) the search endpoint, then a doc page's p99 with and without
// searches running alongside. It samples each server's resident memory while it runs, prints a table and writes
// the "Serving under load" section of bench/RESULTS.md.
// It must not send traffic anywhere but 127.0.0.1 (every target is checked first), nor run unbounded: each run
// has a duration and a request cap, and every process it starts is stopped when it ends or fails.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// autocannon ships no types: the part of its programmatic API used here.
interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
}
interface LoadResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  maxOverallRequests: number;
  timeout: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}
type Autocannon = (options: LoadOptions) => PromiseLike<LoadResult>;

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as Autocannon;
const sirvBin = path.join(path.dirname(require.resolve('sirv-cli/package.json')), 'bin.js');

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');
const HOST = '127.0.0.1';
const WARMUP_S = 2;
const DURATION_S = 10;
const CONNECTIONS = 20;
const MIXED = { pages: 10, searches: 10 };
/** A cap on requests per run, above what this machine can answer in DURATION_S, so time ends each run. */
const MAX_REQUESTS = 2_000_000;
const PAGE = '/core-concepts/cycles';
// What a browser sends: neither server has precompressed siblings to offer for the Keel build, so both answer
// identity bodies, but docsgen still looks for `.br`/`.gz` files when a client accepts them.
const BROWSER_HEADERS = { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' };

const children: ChildProcess[] = [];
let tempRoot: string | null = null;

function stopChildren(signal: NodeJS.Signals): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
process.on('exit', () => {
  stopChildren('SIGKILL');
  if (tempRoot) rmSync(tempRoot, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nbench/serve: ${signal}, stopping the servers`);
    process.exit(130);
  });
}

/** Every request of this bench goes to the loopback address; anything else is a bug in the bench. */
function loopbackOnly(url: string): string {
  const { hostname, protocol } = new URL(url);
  if (hostname !== HOST || protocol !== 'http:') throw new Error(`bench/serve only talks to http://${HOST}, not ${url}`);
  return url;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory (MB) and thread count of a process, from /proc (Linux); null elsewhere. */
function processStatus(pid: number | undefined): { rssMb: number; threads: number } | null {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = /VmRSS:\s+(\d+) kB/.exec(status);
    const threads = /Threads:\s+(\d+)/.exec(status);
    return rss && threads ? { rssMb: Number(rss[1]) / 1024, threads: Number(threads[1]) } : null;
  } catch {
    return null;
  }
}

/** Samples a child's memory every 200 ms; `peak()` is the highest since the last `reset()`. */
function memoryWatch(child: ChildProcess) {
  let peak = 0;
  let peakThreads = 0;
  const timer = setInterval(() => {
    const now = processStatus(child.pid);
    if (now) {
      peak = Math.max(peak, now.rssMb);
      peakThreads = Math.max(peakThreads, now.threads);
    }
  }, 200);
  timer.unref();
  return {
    now: () => processStatus(child.pid),
    peak: () => ({ rssMb: peak, threads: peakThreads }),
    reset: () => ((peak = processStatus(child.pid)?.rssMb ?? 0), (peakThreads = 0)),
    stop: () => clearInterval(timer),
  };
}

const loadBefore = loadavg()[0]!;

// 1. Build the Keel docs once with the CLI (compiled in dist/ by `npm run build:lib`).
tempRoot = mkdtempSync(path.join(tmpdir(), 'keel-serve-'));
const outDir = path.join(tempRoot, 'build');
const childEnv = { ...process.env, CI: 'true', NO_COLOR: '1' };
const built = spawnSync(process.execPath, [path.join(repo, 'bin/docsgen.js'), 'build', '--out-dir', outDir], { cwd: repo, encoding: 'utf8', env: childEnv });
if (built.status !== 0) throw new Error(`the Keel docs failed to build:\n${built.stderr}`);
const pageHtml = readFileSync(path.join(outDir, `${PAGE.slice(1)}.html`), 'utf8');
const asset = /\/(assets\/app-[A-Za-z0-9_-]+\.js)"/.exec(pageHtml)?.[1];
if (!asset) throw new Error(`no assets/app-*.js script in ${PAGE}.html`);
const assetBytes = statSync(path.join(outDir, asset)).size;
const pageBytes = Buffer.byteLength(pageHtml);
const indexName = /search:\s*{[^}]*indexName:\s*'([^']+)'/.exec(readFileSync(path.join(repo, 'site.config.ts'), 'utf8'))?.[1];
if (!indexName) throw new Error('no search indexName in site.config.ts');
const searchBody = JSON.stringify({ requests: [{ indexName, query: 'cycle', hitsPerPage: 20 }] });

// 2. Start both servers on free loopback ports.
const docsgen = spawn(process.execPath, [path.join(repo, 'bin/docsgen.js'), 'serve', outDir, '--port', '0', '--host', HOST], {
  cwd: repo,
  env: childEnv,
  stdio: ['ignore', 'pipe', 'pipe'],
});
children.push(docsgen);
let docsgenStderr = '';
docsgen.stderr!.on('data', (chunk: Buffer) => (docsgenStderr += chunk.toString()));
const docsgenUrl = await new Promise<string>((resolve, reject) => {
  let out = '';
  const timer = setTimeout(() => reject(new Error(`docsgen serve did not start in 15 s:\n${out}${docsgenStderr}`)), 15_000);
  docsgen.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
    if (match) {
      clearTimeout(timer);
      resolve(match[1]!);
    }
  });
  docsgen.once('exit', (code) => reject(new Error(`docsgen serve exited (${code}):\n${out}${docsgenStderr}`)));
});

// sirv-cli: plain static serving of the same folder. No --single (unknown paths are 404s, as with docsgen);
// `/x` answers `x.html` through sirv's default `html` extension lookup; --etag for conditional GETs; --quiet, so
// it does not log each request; gzip/brotli stay on (its defaults) but the build has no precompressed files.
// HOST and PORT in the environment override its flags, so they are set to the same values.
const sirvPort = await freePort();
const sirvArgs = [outDir, '--etag', '--quiet', '--host', HOST, '--port', String(sirvPort)];
const sirv = spawn(process.execPath, [sirvBin, ...sirvArgs], {
  cwd: repo,
  env: { ...childEnv, HOST, PORT: String(sirvPort) },
  stdio: ['ignore', 'ignore', 'pipe'],
});
children.push(sirv);
const sirvUrl = loopbackOnly(`http://${HOST}:${sirvPort}`);
for (let tries = 0; ; tries++) {
  if (sirv.exitCode !== null) throw new Error(`sirv-cli exited (${sirv.exitCode})`);
  const res = await fetch(`${sirvUrl}${PAGE}`).catch(() => null);
  // sirv's ETags are weak; a strong one would mean another server holds the port.
  if (res?.ok && res.headers.get('etag')?.startsWith('W/')) break;
  if (tries > 100) throw new Error(`sirv-cli did not answer on ${sirvUrl}`);
  await sleep(100);
}

const docsgenMemory = memoryWatch(docsgen);
const sirvMemory = memoryWatch(sirv);

interface Row {
  server: 'docsgen serve' | 'sirv-cli';
  target: string;
  connections: number;
  result: LoadResult;
  /** The server's peak resident memory during the run, MB. */
  peakRssMb: number;
}
const rows: Row[] = [];
const threadCounts: Record<Row['server'], number> = { 'docsgen serve': 0, 'sirv-cli': 0 };

async function load(url: string, connections: number, extra: Partial<LoadOptions> = {}, seconds = DURATION_S): Promise<LoadResult> {
  return await autocannon({
    url: loopbackOnly(url),
    connections,
    duration: seconds,
    maxOverallRequests: MAX_REQUESTS,
    timeout: 10,
    headers: BROWSER_HEADERS,
    ...extra,
  });
}

async function measure(server: Row['server'], target: string, url: string, extra: Partial<LoadOptions> = {}): Promise<Row> {
  await load(url, CONNECTIONS, extra, WARMUP_S);
  const watch = server === 'docsgen serve' ? docsgenMemory : sirvMemory;
  watch.reset();
  const result = await load(url, CONNECTIONS, extra);
  const row: Row = { server, target, connections: CONNECTIONS, result, peakRssMb: watch.peak().rssMb };
  threadCounts[server] = Math.max(threadCounts[server], watch.peak().threads);
  rows.push(row);
  console.log(
    `${server.padEnd(13)} ${target.padEnd(26)} ${row.result.requests.average.toFixed(0).padStart(7)} req/s, p99 ${row.result.latency.p99} ms, errors ${row.result.errors}, non-2xx ${row.result.non2xx}`,
  );
  return row;
}

const search = { method: 'POST' as const, headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' }, body: searchBody };
let mixed: { alone: LoadResult; pages: LoadResult; searches: LoadResult; peakRssMb: number };
const startMemory = { docsgen: docsgenMemory.now(), sirv: sirvMemory.now() };
let docsgenExit: string | null = null;
try {
  // Each URL answers what it should before it is loaded: the same page bytes from both servers, real search hits.
  const docsgenPage = await fetch(`${docsgenUrl}${PAGE}`);
  const sirvPage = await fetch(`${sirvUrl}${PAGE}`);
  if (!docsgenPage.ok || (await docsgenPage.text()) !== (await sirvPage.text())) throw new Error(`${PAGE} differs between docsgen serve and sirv-cli`);
  for (const base of [docsgenUrl, sirvUrl]) {
    const res = await fetch(`${base}/${asset}`);
    if (!res.ok || (await res.arrayBuffer()).byteLength === 0) throw new Error(`${base}/${asset} answered ${res.status}`);
  }
  const probe = await fetch(loopbackOnly(`${docsgenUrl}/1/indexes/*/queries`), { method: 'POST', headers: search.headers, body: searchBody });
  const hits = ((await probe.json()) as { results?: { nbHits?: number }[] }).results?.[0]?.nbHits ?? 0;
  if (!probe.ok || hits === 0) throw new Error(`the search endpoint answered ${probe.status} with ${hits} hits`);
  console.log(
    `\nKeel docs in ${outDir}; docsgen serve at ${docsgenUrl}, sirv-cli at ${sirvUrl}; ${CONNECTIONS} connections, ${DURATION_S} s per run after ${WARMUP_S} s warm-up\n`,
  );

  // (a), (b) on both servers, alternating so drift on the shared machine hits both; (c) on docsgen.
  await measure('docsgen serve', `doc page ${PAGE}`, `${docsgenUrl}${PAGE}`);
  await measure('sirv-cli', `doc page ${PAGE}`, `${sirvUrl}${PAGE}`);
  await measure('docsgen serve', `hashed asset /${asset}`, `${docsgenUrl}/${asset}`);
  await measure('sirv-cli', `hashed asset /${asset}`, `${sirvUrl}/${asset}`);
  await measure('docsgen serve', `search "cycle" (POST)`, `${docsgenUrl}/1/indexes/*/queries`, search);

  // (d) page p99 with MIXED.pages connections alone, then with MIXED.searches connections searching alongside.
  await load(`${docsgenUrl}${PAGE}`, MIXED.pages, {}, WARMUP_S);
  const alone = await load(`${docsgenUrl}${PAGE}`, MIXED.pages);
  docsgenMemory.reset();
  const [pages, searches] = await Promise.all([load(`${docsgenUrl}${PAGE}`, MIXED.pages), load(`${docsgenUrl}/1/indexes/*/queries`, MIXED.searches, search)]);
  mixed = { alone, pages, searches, peakRssMb: docsgenMemory.peak().rssMb };
} finally {
  docsgenMemory.stop();
  sirvMemory.stop();
  if (docsgen.exitCode !== null || docsgen.signalCode !== null)
    docsgenExit = `docsgen serve exited during the bench (${docsgen.exitCode ?? docsgen.signalCode})`;
  await Promise.all(children.map(stopChild));
  rmSync(tempRoot, { recursive: true, force: true });
  tempRoot = null;
}

// 3. Report.
const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
const int = (v: number) => Math.round(v).toLocaleString('en-US');
const codes = (r: LoadResult) => {
  const other = Object.entries(r.statusCodeStats).filter(([code]) => !code.startsWith('2'));
  return other.length ? other.map(([code, { count }]) => `${count} × ${code}`).join(', ') : '0';
};
const errorsOf = (r: LoadResult) => (r.errors ? `${r.errors} (${r.timeouts} timeouts)` : '0');
const table = [
  '| server | target | connections | req/s | p50 | p99 | errors | non-2xx | server peak RSS |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    ({ server, target, connections, result: r, peakRssMb }) =>
      `| ${server} | ${target} | ${connections} | ${int(r.requests.average)} | ${ms(r.latency.p50)} | ${ms(r.latency.p99)} | ${errorsOf(r)} | ${codes(r)} | ${peakRssMb.toFixed(0)} MB |`,
  ),
];
const versus = (target: string) => {
  const ours = rows.find((r) => r.server === 'docsgen serve' && r.target === target)!.result;
  const theirs = rows.find((r) => r.server === 'sirv-cli' && r.target === target)!.result;
  return `${((ours.requests.average / theirs.requests.average) * 100).toFixed(0)} % of sirv-cli's req/s (p99 ${ms(ours.latency.p99)} vs ${ms(theirs.latency.p99)})`;
};
const m = mixed;
const mixedTable = [
  '| load on docsgen serve | page req/s | page p50 | page p99 | search req/s | search p99 | errors | non-2xx | server peak RSS |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  `| ${MIXED.pages} connections of pages alone | ${int(m.alone.requests.average)} | ${ms(m.alone.latency.p50)} | ${ms(m.alone.latency.p99)} | — | — | ${errorsOf(m.alone)} | ${codes(m.alone)} | — |`,
  `| ${MIXED.pages} of pages + ${MIXED.searches} of searches | ${int(m.pages.requests.average)} | ${ms(m.pages.latency.p50)} | ${ms(m.pages.latency.p99)} | ${int(m.searches.requests.average)} | ${ms(m.searches.latency.p99)} | ${m.pages.errors + m.searches.errors} | pages ${codes(m.pages)}; searches ${codes(m.searches)} | ${m.peakRssMb.toFixed(0)} MB |`,
];
console.log(`\n${table.join('\n')}\n\n${mixedTable.join('\n')}\n`);
console.log(`doc page: docsgen serve at ${versus(`doc page ${PAGE}`)}; hashed asset: ${versus(`hashed asset /${asset}`)}`);
if (docsgenExit) console.log(docsgenExit);
// What docsgen serve printed to stderr, grouped by message (process ids and numbers folded).
const stderrGroups = new Map<string, number>();
for (const line of docsgenStderr.split('\n')) {
  const message = line
    .replace(/^\(node:\d+\)\s*/, '')
    .replace(/\b\d+\b/g, 'N')
    .trim();
  if (message && !message.startsWith('(Use `node --trace-')) stderrGroups.set(message, (stderrGroups.get(message) ?? 0) + 1);
}
const stderrSummary = [...stderrGroups].map(([message, count]) => `- ${count} × \`${message}\``).join('\n');
if (stderrSummary) console.log(`docsgen serve wrote to stderr:\n${stderrSummary}`);

const mb = (s: { rssMb: number } | null) => (s ? `${s.rssMb.toFixed(0)} MB` : 'n/a');
const date = new Date().toISOString().slice(0, 10);
const cores = availableParallelism();
const section = `## Serving under load

\`bench/serve.ts\`, ${date}: ${cores} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node.split('.').slice(0, 2).join('.')}. The machine is shared with other work
(1-minute load average ${loadBefore.toFixed(2)} on ${cores} cores when the run started), and autocannon runs on the same cores
as the server it loads, so these are this machine's figures, not a server's ceiling. The Keel docs are built once
with the CLI into a temp folder and served by \`docsgen serve\` and, for comparison, by \`sirv-cli ${sirvArgs.slice(1, 3).join(' ')}\`
(plain static: \`/x\` answers \`x.html\` through sirv's default extension lookup; no \`--single\`, so unknown paths are
404s as with docsgen). Requests go to 127.0.0.1 only and carry a browser's \`Accept-Encoding\`; the build has no
precompressed files, so both servers send identity bodies. Each run: ${CONNECTIONS} connections for ${DURATION_S} s after a ${WARMUP_S} s
warm-up; req/s is autocannon's mean per second; latencies include every response.

${table.join('\n')}

\`docsgen serve\` against \`sirv-cli\`: doc page (${Math.round(pageBytes / 1024)} KB) ${versus(`doc page ${PAGE}`)};
hashed asset (${Math.round(assetBytes / 1024)} KB) ${versus(`hashed asset /${asset}`)}. sirv-cli reads the folder once at
start and keeps every file's headers in memory; \`docsgen serve\` resolves, opens and stats each file per request (a
rebuild is served at once) and sends strong, content-hashed ETags (hashed once per file version).

Pages while searches run: ${MIXED.pages} connections of page requests alone, then the same alongside ${MIXED.searches} connections of
searches (${DURATION_S} s each, after a warm-up). Searches run on worker threads (\`docsgen serve\` starts cores − 1 of them, at
most 2: ${Math.max(1, Math.min(2, cores - 1))} here).

${mixedTable.join('\n')}

Page p99 with searches alongside: ${ms(m.pages.latency.p99)} against ${ms(m.alone.latency.p99)} alone (${(m.pages.latency.p99 / m.alone.latency.p99).toFixed(1)}×); page req/s ${int(m.pages.requests.average)} against
${int(m.alone.requests.average)}, the searches taking their share of the same ${cores} cores.

Server memory is the resident set sampled every 200 ms: at start docsgen serve held ${mb(startMemory.docsgen)} and
sirv-cli ${mb(startMemory.sirv)}; at most ${threadCounts['docsgen serve']} and ${threadCounts['sirv-cli']} threads.
${docsgenExit ? `\n**${docsgenExit}.**\n` : ''}${stderrSummary ? `\n\`docsgen serve\` wrote to stderr during the run:\n\n${stderrSummary}\n` : ''}`;

const resultsFile = path.join(here, 'RESULTS.md');
const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
const start = previous.indexOf('\n## Serving under load\n');
const next = start < 0 ? -1 : previous.indexOf('\n## ', start + 1);
const updated = start < 0 ? `${previous.trimEnd()}\n\n${section}` : `${previous.slice(0, start + 1)}${section}${next < 0 ? '' : previous.slice(next)}`;
writeFileSync(resultsFile, updated.trimEnd() + '\n');
console.log(`\nwrote the "Serving under load" section of ${path.relative(process.cwd(), resultsFile)}`);
