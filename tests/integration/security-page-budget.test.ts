/**
 * A page cannot end or stall the build: each page renders on a render thread under a time and memory budget, and
 * a page that runs past it (a quadratic Markdown shape, an endless loop in MDX), runs out of memory, or calls
 * `process.exit` becomes a located error at its file while every other page is rendered; `build --strict` then
 * exits 1, never 0 with nothing built, and `docsgen dev` shows the errors in the overlay, keeps serving and stops
 * on SIGTERM. The render threads run compiled code, so this drives dist/ and the CLI (compiled by `npm test`
 * first, or `npm run build:lib`).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../core/dev-protocol.js';
import { listenLive } from '../support/live-channel.js';
import { startCli } from '../support/cli-process.js';
import { doc, makeSite } from '../support/fixture-site.js';

const dist = path.resolve('dist/index.js');
const bin = path.resolve('bin/docsgen.js');

/**
 * Short enough to keep the tests quick (each slow or looping page runs this long, on a busy thread); well above
 * what a normal page takes on a busy machine (5-50 ms idle; under 200 ms at a load of 8 on 2 cores).
 */
const TEST_TIMEOUT_MS = 2_000;

/**
 * Pages that go over the budget, each with its body starting at line 6 (four lines of front matter, one blank).
 * `*a_` repeated is 20 KB that the Markdown parser takes about 10 s to read (quadratic in the run's length): far
 * past the budget however fast the machine, and no dearer for it, since its thread is ended at the budget.
 */
const badPages: Record<string, string> = {
  'content/docs/slow.md': doc('Slow', `# Slow\n\nBefore the run.\n\n${'*a_'.repeat(7_000)}\n`),
  'content/docs/exits.mdx': doc('Exits', '# Exits\n\n{process.exit(0)}\n'),
  'content/docs/loops.mdx': doc('Loops', '# Loops\n\n{(() => { while (true) {} })()}\n'),
};

async function distBuild() {
  return ((await import(dist)) as typeof import('../../src/index.js')).build;
}

describe('a page over its budget is a located error and the rest of the site builds', () => {
  it('reports the slow, exiting and looping pages at their files and renders the others', async () => {
    const build = await distBuild();
    const root = makeSite(badPages);
    const result = await build({ root, inMemory: true, cacheDir: false, pageBudget: { timeoutMs: TEST_TIMEOUT_MS } });
    expect(result.ok).toBe(false);
    const over = result.diagnostics.filter((d) => d.code === 'page-over-budget').sort((a, b) => a.file!.localeCompare(b.file!));
    expect(over.map((d) => ({ file: d.file, line: d.line, severity: d.severity }))).toEqual([
      { file: 'content/docs/exits.mdx', line: 8, severity: 'error' },
      { file: 'content/docs/loops.mdx', line: 8, severity: 'error' },
      { file: 'content/docs/slow.md', line: 10, severity: 'error' },
    ]);
    const [exits, loops, slow] = over.map((d) => d.message);
    expect(exits).toContain('exit code 0');
    expect(exits).toContain('`process.exit`');
    expect(loops).toContain(`more than ${TEST_TIMEOUT_MS / 1000} s`);
    expect(loops).toContain('no end condition');
    expect(slow).toContain(`more than ${TEST_TIMEOUT_MS / 1000} s`);
    expect(slow).toContain('14,000 emphasis delimiters');
    // Nothing else went wrong, and every other page was rendered.
    expect(result.diagnostics.filter((d) => d.severity === 'error' && d.code !== 'page-over-budget')).toEqual([]);
    for (const page of ['index.html', 'guide/cycles.html', 'guide/modules.html']) expect(result.files!.text(page)).toContain('</html>');
    for (const page of ['slow.html', 'exits.html', 'loops.html']) expect(result.files!.text(page)).toBeUndefined();
  });

  it('reports a page that needs more memory than the budget, and renders the others', async () => {
    const build = await distBuild();
    const hog = '{(() => { const held = []; for (let i = 0; i < 1e9; i++) held.push(new Array(1e5).fill(i)); })()}';
    const root = makeSite({ 'content/docs/hog.mdx': doc('Hog', `# Hog\n\n${hog}\n`) });
    const result = await build({ root, inMemory: true, cacheDir: false, pageBudget: { heapMb: 256 } });
    expect(result.ok).toBe(false);
    const over = result.diagnostics.filter((d) => d.code === 'page-over-budget');
    expect(over).toHaveLength(1);
    expect(over[0]).toMatchObject({ file: 'content/docs/hog.mdx', severity: 'error' });
    expect(over[0]!.message).toContain('more than 256 MB of memory');
    expect(result.files!.text('guide/cycles.html')).toContain('</html>');
  });
});

describe('`docsgen build --strict` with pages over their budget', () => {
  it('exits 1 naming each page, however the pages ended', () => {
    const root = makeSite(badPages);
    const run = spawnSync(process.execPath, [bin, 'build', '--strict', '--page-timeout', String(TEST_TIMEOUT_MS / 1000)], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
      timeout: 600_000,
    });
    expect(run.status).toBe(1);
    for (const at of ['content/docs/slow.md:10', 'content/docs/exits.mdx:8', 'content/docs/loops.mdx:8'])
      expect(run.stderr).toContain(`error [page-over-budget] ${at}`);
    expect(run.stderr).toContain('build failed with 3 errors');
  });

  it('exits 1 when the only page calls `process.exit(0)`', () => {
    const root = makeSite({ 'content/docs/exits.mdx': doc('Exits', '# Exits\n\n{process.exit(0)}\n') });
    const run = spawnSync(process.execPath, [bin, 'build', '--strict'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
      timeout: 600_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('error [page-over-budget] content/docs/exits.mdx:8');
  });
});

/** The problems the dev server last sent open browsers for their overlay, read from its live channel. */
function overlayProblems(url: string): { latest(): LiveMessage | undefined; stop(): void } {
  const live = listenLive(url);
  return { latest: () => live.messages.filter((message) => message.type === 'problems').at(-1), stop: live.stop };
}

describe('`docsgen dev` with pages over their budget', () => {
  it('shows each page as an error in the overlay, keeps serving the others, and stops on SIGTERM', async () => {
    const root = makeSite({ ...badPages, 'content/docs/kills.mdx': doc('Kills', '# Kills\n\n{process.exit(1)}\n') });
    const server = await startCli(['dev', '--page-timeout', String(TEST_TIMEOUT_MS / 1000)], root);
    const overlay = overlayProblems(server.url);
    try {
      // Asked for before the background pass reaches it: the request waits for the deadline, not forever.
      expect((await fetch(`${server.url}/loops`)).status).toBe(404);
      const located = () => {
        const message = overlay.latest();
        return message?.type === 'problems'
          ? message.diagnostics
              .filter((d) => d.code === 'page-over-budget')
              .map((d) => `${d.file}:${d.line}`)
              .sort()
          : [];
      };
      await expect
        .poll(located, { timeout: 60_000, interval: 200 })
        .toEqual(['content/docs/exits.mdx:8', 'content/docs/kills.mdx:8', 'content/docs/loops.mdx:8', 'content/docs/slow.md:10']);
      expect(server.alive()).toBe(true);
      const page = await fetch(`${server.url}/guide/cycles`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Plan ahead.');
    } finally {
      overlay.stop();
      await server.stop();
    }
    expect(server.child.exitCode).toBe(0);
  });
});
