// Part of `npm run bench`: starts `docsgen dev` on the Keel docs, opens a page in Chromium, and measures the
// time from saving an edit of that page to the browser showing it (10 edits), plus the dev server's start time.
// The edited file is restored afterwards.
//
// `npx tsx bench/dev.ts <pages>…` (after `npm run build:lib`) measures `docsgen dev` on the bench corpus
// (bench/corpus.mjs, kept in /tmp/dev-<size>) instead, as the CLI runs it: time to the first doc page served, to the
// address and to 'watching for changes', peak RSS of the dev process, edit-to-served for a save made as the address
// is printed (applied once the watcher is ready), during and after the background pass, and when the pass ends.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Kilobytes of one line of /proc/<pid>/status (VmRSS now, VmHWM the peak), 0 once the process is gone. */
function procKb(pid: number, field: string): number {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** bench/corpus.mjs (plain JavaScript, so imported by a name the type checker does not follow). */
const CORPUS_MODULE = './corpus.mjs';

async function corpusRun(size: number) {
  const root = `/tmp/dev-${size % 1000 === 0 ? `${size / 1000}k` : size}`;
  const { writeCorpus } = (await import(CORPUS_MODULE)) as { writeCorpus: (dir: string, n: number) => unknown };
  let have = 0;
  try {
    have = Number(readFileSync(path.join(root, '.bench-pages'), 'utf8'));
  } catch {}
  if (have !== size) {
    writeCorpus(root, size);
    writeFileSync(path.join(root, '.bench-pages'), String(size));
  }
  const pageAt = (i: number) => ({
    route: `/section-${i % 10}/group-${Math.floor(i / 10) % Math.ceil(size / 200)}/page-${i}`,
    file: path.join(root, 'docs', `section-${i % 10}/group-${Math.floor(i / 10) % Math.ceil(size / 200)}/page-${i}.md`),
  });
  const first = pageAt(Math.floor(size / 2));
  const edited = [pageAt(Math.floor(size / 3)), pageAt(Math.floor(size / 4)), pageAt(7)];
  const originals = edited.map((p) => readFileSync(p.file, 'utf8'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, [path.resolve('bin/docsgen.js'), 'dev', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, CI: 'true', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let stdout = '';
  let watchingMs: number | null = null;
  child.stdout!.on('data', (chunk) => {
    stdout += chunk;
    if (watchingMs === null && stdout.includes('watching for changes')) watchingMs = since();
  });
  let peakKb = 0;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, procKb(child.pid!, 'VmRSS'))), 100);
  const since = () => Math.round(performance.now() - startedAt);
  const get = async (route: string) => {
    try {
      const response = await fetch(url + route);
      return { status: response.status, text: await response.text() };
    } catch {
      return { status: 0, text: '' };
    }
  };
  /** Writes a marker into a page and returns how long it took until the server answers with it. */
  const edit = async (index: number, label: string) => {
    const marker = `Bench ${label} edit ${Date.now()}.`;
    const savedAt = performance.now();
    writeFileSync(edited[index]!.file, originals[index]!.replace(/\n# ([^\n]+)\n/, `\n# $1\n\n${marker}\n`));
    while (!(await get(edited[index]!.route)).text.includes(marker)) {
      if (performance.now() - savedAt > 120_000) return -1;
      await sleep(5);
    }
    return Math.round(performance.now() - savedAt);
  };
  try {
    while ((await get(first.route)).status !== 200) {
      if (child.exitCode !== null) throw new Error('docsgen dev stopped');
      await sleep(20);
    }
    const firstPageMs = since();
    console.error(`${size} pages: first page after ${firstPageMs} ms`);
    // The address is told as soon as the server answers; a save made then is applied once the watcher is ready,
    // which the CLI says next ('watching for changes').
    while (!stdout.includes('docsgen dev at')) await sleep(20);
    const readyMs = since();
    const atAddress = await edit(1, 'at-address');
    while (watchingMs === null) await sleep(20);
    // The live channel says how far the background pass is; a server without one has rendered everything already.
    let passDoneMs: number | null = null;
    let progressSeen = false;
    const controller = new AbortController();
    const events = fetch(`${url}/__docsgen/events`, { signal: controller.signal })
      .then(async (response) => {
        const decoder = new TextDecoder();
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          for (const line of decoder.decode(chunk).split('\n')) {
            if (!line.startsWith('data: ')) continue;
            const message = JSON.parse(line.slice(6)) as { type: string; checked?: number; total?: number };
            if (message.type === 'progress') {
              progressSeen = true;
              if (message.checked === message.total && passDoneMs === null) passDoneMs = since();
            }
          }
        }
      })
      .catch(() => {});
    const duringPass = await edit(0, 'first');
    console.error(`${size} pages: an edit during the pass served after ${duringPass} ms`);
    await sleep(2000);
    if (!progressSeen && passDoneMs === null) passDoneMs = firstPageMs;
    const duringPass2 = passDoneMs === null ? await edit(1, 'second') : null;
    while (passDoneMs === null) {
      if (child.exitCode !== null) throw new Error('docsgen dev stopped');
      await sleep(100);
    }
    const afterPass = [];
    for (let i = 0; i < 5; i++) afterPass.push(await edit(2, `after-${i}`));
    controller.abort();
    await events;
    peakKb = Math.max(peakKb, procKb(child.pid!, 'VmHWM'));
    return {
      pages: size,
      firstPageMs,
      readyMs,
      watchingMs,
      passDoneMs,
      peakRssMb: Math.round(peakKb / 1024),
      editAtAddressMs: atAddress,
      editDuringPassMs: [duringPass, duringPass2],
      editAfterPassMs: afterPass,
    };
  } finally {
    clearInterval(sampler);
    edited.forEach((p, i) => writeFileSync(p.file, originals[i]!));
    child.kill('SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

if (process.argv.length > 2) {
  for (const size of process.argv.slice(2).map(Number)) console.log(JSON.stringify(await corpusRun(size)));
  process.exit(0);
}

// Imported here, so the corpus runs (the CLI from dist/) do not load the sources.
const { dev } = await import('../src/dev/index.js');
const { launchChromium: launchBrowser } = await import('../tests/support/chromium.js');
const FILE = path.resolve('content/docs/core-concepts/stickies.md');
const original = readFileSync(FILE, 'utf8');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const startedAt = performance.now();
const server = await dev({ port: 0, debounceMs: 5 });
const startMs = performance.now() - startedAt;
const browser = await launchBrowser();
const times: number[] = [];
try {
  const context = await browser.newContext();
  await context.route('https://www.googletagmanager.com/**', (r) => r.fulfill({ status: 200, body: '' }));
  const page = await context.newPage();
  await page.goto(`${server.url}/core-concepts/stickies`);
  for (let i = 0; i < 10; i++) {
    const marker = `Bench edit number ${i}.`;
    // The page records when the marker appears; both clocks are this machine's.
    await page.evaluate(`(() => {
      window.__seen = 0;
      const observer = new MutationObserver(() => {
        if (document.querySelector('article').textContent.includes(${JSON.stringify(marker)})) {
          window.__seen = Date.now();
          observer.disconnect();
        }
      });
      observer.observe(document.querySelector('main'), { subtree: true, childList: true, characterData: true });
    })()`);
    const savedAt = Date.now();
    writeFileSync(FILE, original.replace(/\n# ([^\n]+)\n/, `\n# $1\n\n${marker}\n`));
    await page.waitForFunction('window.__seen > 0', undefined, { timeout: 10_000 });
    times.push(((await page.evaluate('window.__seen')) as number) - savedAt);
    await page.waitForTimeout(50);
  }
} finally {
  writeFileSync(FILE, original);
  await browser.close();
  await server.close();
}
console.log(
  `\nKeel docs, docsgen dev: start ${Math.round(startMs)} ms; save → browser shows the edit: median ${median(times)} ms (min ${Math.min(...times)}, max ${Math.max(...times)}, ${times.length} edits)`,
);
