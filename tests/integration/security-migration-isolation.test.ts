/**
 * `docsgen init --from-docusaurus` runs the site's config in a child process that the CLI kills at the time
 * limit and whose heap is capped. Here the test process stands in for the CLI (`migrateFromDocusaurus` and
 * `evaluateModule` from the sources, the child the compiled one the test setup made current, with a short deadline or a small heap so they run
 * fast), and the built CLI is run on the fixtures too: a busy loop in a timer, an interval or a microtask ends
 * with the time-limit error, a memory bomb with the memory error, an exit through the real process object with
 * an error, and the test process survives them all; a normal config migrates as before.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EvaluateError, evaluateModule, Opaque } from '../../src/migrate/evaluate-module.js';
import { migrateFromDocusaurus } from '../../src/migrate/index.js';

const bin = path.resolve('bin/docsgen.js');
const FIXTURES = path.resolve('tests/fixtures/docusaurus-migration');
const CLI_ENV = { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' };

const run = (args: string[], cwd: string) => {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: CLI_ENV });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
};

/** The CLI run without blocking this process, so several runs overlap. */
const runAsync = (args: string[], cwd: string) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, env: CLI_ENV });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });

function copyOf(fixture: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'docsgen-docusaurus-'));
  cpSync(path.join(FIXTURES, fixture), root, { recursive: true });
  return root;
}

/** The JavaScript fixture with its config replaced by `config`. */
function siteWithConfig(config: string): string {
  const root = copyOf('site');
  writeFileSync(path.join(root, 'docusaurus.config.js'), config);
  return root;
}

/** Writes the pid of the process running it to `looping` in the site folder (through the real process object, as a config can). */
const markPid = "require('fs').writeFileSync(__dirname + '/looping', String(Buffer.constructor('return process')().pid));";
/** A busy loop: it never ends, and it keeps a core at 100 % until it is stopped. */
const BUSY = 'for (;;) {}';
/**
 * A loop that never ends and never lets its thread do anything else either, as a busy one, but that sleeps in
 * `Atomics.wait` between turns instead of spinning: for the tests whose subject is how the limit stops code that
 * never yields (from a timer, an interval, a microtask; an orphaned process), not its CPU. Each busy loop here costs
 * five seconds of a core that the other tests of the run are waiting for.
 */
const STALLED = 'const cell = new Int32Array(new SharedArrayBuffer(4)); for (;;) Atomics.wait(cell, 0, 0, 50);';
/** Code that marks its pid from a timer, an interval or a microtask and then runs `loop`; the config exports a promise the loop keeps from settling. */
const LOOPS = (loop: string) => ({
  setTimeout: `setTimeout(() => { ${markPid} ${loop} }, 0);`,
  setInterval: `setInterval(() => { ${markPid} ${loop} }, 1);`,
  queueMicrotask: `queueMicrotask(() => { ${markPid} ${loop} });`,
});
/**
 * Long enough for the child to start on a busy machine, so the loop does run before the deadline (through tsx, at a
 * load of 11 on 2 cores, it took 2.0-3.7 s; the compiled child 1.6-2.3 s at a load of 10), and for the CLI to start its child; in the one test with a busy loop,
 * every second of it past that is a second of a busy core.
 */
const LOOP_DEADLINE_MS = 5_000;
const waitingConfig = (loop: string) => `${loop}\nmodule.exports = new Promise((resolve) => setTimeout(() => resolve({ title: 'Never' }), 50));\n`;

/** Whether `pid` is a live process (a zombie, dead but not yet reaped by its parent, is not). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return true;
  }
}

/** Waits (polling, up to the test's own time limit) until the process `pid` is gone; fails the test if it never goes. */
const gone = (pid: number) => expect.poll(() => isRunning(pid), { timeout: 25_000, interval: 20 }).toBe(false);

async function evaluationFailure(file: string, options: Parameters<typeof evaluateModule>[1]): Promise<EvaluateError> {
  const error = await evaluateModule(file, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EvaluateError);
  return error as EvaluateError;
}

describe('the migration runs the config in a child process', () => {
  // One kind of loop here, busy: the CLI's test below runs all three schedulings side by side, stalled.
  it('stops a busy loop inside setTimeout at the time limit, and kills the process running it', async () => {
    const root = siteWithConfig(waitingConfig(LOOPS(BUSY).setTimeout));
    const result = await migrateFromDocusaurus(root, { timeoutMs: LOOP_DEADLINE_MS });
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toMatchObject([
      {
        code: 'migrate-source-unreadable',
        severity: 'error',
        file: 'docusaurus.config.js',
        message: `The Docusaurus config did not finish within ${LOOP_DEADLINE_MS} ms.`,
      },
    ]);
    // The loop did start, in another process, and that process is gone.
    const pid = Number(readFileSync(path.join(root, 'looping'), 'utf8'));
    expect(pid).not.toBe(process.pid);
    await gone(pid);
    expect(existsSync(path.join(root, 'site.config.ts'))).toBe(false);
  });

  it('kills itself soon after the deadline when the process that started it was killed', async () => {
    const root = siteWithConfig(waitingConfig(LOOPS(STALLED).setTimeout));
    const evaluateModuleUrl = pathToFileURL(path.resolve('src/migrate/evaluate-module.ts')).href;
    const script = `const { evaluateModule } = await import(${JSON.stringify(evaluateModuleUrl)});\nawait evaluateModule(${JSON.stringify(path.join(root, 'docusaurus.config.js'))}, { timeoutMs: ${LOOP_DEADLINE_MS} }).catch(() => {});`;
    const starter = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], { stdio: 'ignore' });
    const marker = path.join(root, 'looping');
    await expect.poll(() => existsSync(marker) && readFileSync(marker, 'utf8') !== '', { timeout: 25_000, interval: 20 }).toBe(true);
    starter.kill('SIGKILL');
    const pid = Number(readFileSync(marker, 'utf8'));
    // Orphaned and never yielding, it cannot hear that its parent is gone; its watchdog thread ends it.
    await gone(pid);
  });

  it('ends a memory bomb with the memory error, and this process survives it', async () => {
    const root = siteWithConfig("const grown = [];\nfor (let i = 0; ; i++) grown.push('lantern '.repeat(8) + i);\n");
    const error = await evaluationFailure(path.join(root, 'docusaurus.config.js'), { cwd: root, memoryLimitMb: 64 });
    expect(error.reason).toBe('out-of-memory');
    expect(error.message).toBe('it ran out of memory (the limit is 64 MB of JavaScript heap)');
    expect(error.at.file).toBe(path.join(root, 'docusaurus.config.js'));
    expect(error.stack).not.toContain('FATAL');
  });

  it('reports an exit through the real process object as an error, and process.exit as before', async () => {
    const escaped = await migrateFromDocusaurus(siteWithConfig("Buffer.constructor('return process')().exit(0);\nmodule.exports = { title: 'Left' };\n"));
    expect(escaped.ok).toBe(false);
    expect(escaped.diagnostics).toMatchObject([
      {
        code: 'migrate-source-unreadable',
        file: 'docusaurus.config.js',
        message: 'The Docusaurus config could not be read: the process running it exited with code 0 before it gave a value.',
      },
    ]);

    const exited = await migrateFromDocusaurus(siteWithConfig('process.exit(0);\n'));
    expect(exited.diagnostics).toMatchObject([
      {
        code: 'migrate-source-unreadable',
        file: 'docusaurus.config.js',
        line: 1,
        message: 'The Docusaurus config failed while it ran: the config called process.exit(0)',
      },
    ]);
  });

  it('reports an error thrown later from a timer, and a syntax error at its line, as located errors', async () => {
    const late = await evaluationFailure(
      path.join(
        siteWithConfig("setTimeout(() => { throw new Error('late failure'); }, 0);\nmodule.exports = new Promise(() => {});\n"),
        'docusaurus.config.js',
      ),
      {},
    );
    expect(late).toMatchObject({ reason: 'threw', message: 'late failure' });

    const syntax = await evaluationFailure(path.join(siteWithConfig('module.exports = {\n  title: "x",,\n};\n'), 'docusaurus.config.js'), {});
    expect(syntax).toMatchObject({ reason: 'syntax', at: { line: 2, column: 14 } });
  });

  it('gives back the plain value as before: functions and packages as markers, process.env as the config sees it', async () => {
    const root = siteWithConfig(
      "const { themes } = require('prism-react-renderer');\nmodule.exports = async () => ({ title: process.env.DOCSGEN_ISOLATION_TITLE, theme: themes.github, fn: () => 1, missing: undefined, list: [require('./sidebars.js')] });\n",
    );
    process.env.DOCSGEN_ISOLATION_TITLE = 'From the environment';
    try {
      const value = (await evaluateModule(path.join(root, 'docusaurus.config.js'), { cwd: root })) as Record<string, unknown>;
      expect(value).toEqual({
        title: 'From the environment',
        theme: new Opaque('package', 'prism-react-renderer'),
        fn: new Opaque('function'),
        missing: undefined,
        list: [expect.any(Object)],
      });
      expect('missing' in value).toBe(true);
      expect(value.theme).toBeInstanceOf(Opaque);
    } finally {
      delete process.env.DOCSGEN_ISOLATION_TITLE;
    }
  });
});

/** The time-limit error as the CLI prints it, for a limit of `ms`. */
const timeLimitError = (ms: number) =>
  `error [migrate-source-unreadable] docusaurus.config.js\n  The Docusaurus config did not finish within ${ms} ms.\n  fix: Check it for a loop, or for a request that never answers.\n\n`;

describe('docsgen init --from-docusaurus (the built CLI)', () => {
  /**
   * A config still waiting (on a timer, using no CPU) when the default limit ends it, started before the other
   * tests here so that its ten seconds pass while they run; the last test reads the result.
   */
  let atDefaultLimit: ReturnType<typeof runAsync>;
  beforeAll(() => {
    atDefaultLimit = runAsync(
      ['init', '--from-docusaurus'],
      siteWithConfig("module.exports = new Promise((resolve) => setTimeout(() => resolve({ title: 'Too late' }), 600_000));\n"),
    );
  });
  // Not left running when only some of these tests are run.
  afterAll(() => atDefaultLimit);

  it('stops loops that never yield in a timer, an interval and a microtask at the time limit, each with the time-limit error', async () => {
    const loops = LOOPS(STALLED);
    const roots = Object.values(loops).map((loop) => siteWithConfig(waitingConfig(loop)));
    const results = await Promise.all(roots.map((root) => runAsync(['init', '--from-docusaurus', '--config-timeout', String(LOOP_DEADLINE_MS / 1000)], root)));
    for (const [i, result] of results.entries()) {
      expect(result.code, Object.keys(loops)[i]).toBe(1);
      expect(result.stderr).toBe(timeLimitError(LOOP_DEADLINE_MS));
      // The loop did start, in another process, and that process is gone.
      const pid = Number(readFileSync(path.join(roots[i]!, 'looping'), 'utf8'));
      expect(pid).not.toBe(process.pid);
      await gone(pid);
      expect(existsSync(path.join(roots[i]!, 'site.config.ts'))).toBe(false);
    }
  });

  it('takes the time limit from --config-timeout', () => {
    const result = run(['init', '--from-docusaurus', '--config-timeout', '1.5'], siteWithConfig('for (;;) {}\n'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('The Docusaurus config did not finish within 1500 ms.');
    expect(run(['init', '--from-docusaurus', '--config-timeout', '0'], siteWithConfig('module.exports = {};\n')).stderr).toContain(
      'expected a number of seconds greater than 0, like --config-timeout 30.',
    );
  });

  it('ends a memory bomb at the 512 MB heap limit, and an exit through the real process object, with located errors', () => {
    // Time enough that only the heap cap can end it, however busy the machine.
    const bomb = run(
      ['init', '--from-docusaurus', '--config-timeout', '600'],
      siteWithConfig('const grown = [];\nfor (let i = 0; ; i++) grown.push(new Array(1 << 20).fill(i));\n'),
    );
    expect(bomb.code).toBe(1);
    expect(bomb.stderr).toContain(
      'error [migrate-source-unreadable] docusaurus.config.js\n  The Docusaurus config could not be read: it ran out of memory (the limit is 512 MB of JavaScript heap).\n',
    );
    expect(bomb.stderr).not.toContain('FATAL');

    const escaped = run(
      ['init', '--from-docusaurus'],
      siteWithConfig("Buffer.constructor('return process')().exit(0);\nmodule.exports = { title: 'Left' };\n"),
    );
    expect(escaped.code).toBe(1);
    expect(escaped.stderr).toContain(
      'error [migrate-source-unreadable] docusaurus.config.js\n  The Docusaurus config could not be read: the process running it exited with code 0 before it gave a value.\n',
    );
  });

  it('still migrates the fixture as before', () => {
    const root = copyOf('site');
    const migrated = run(['init', '--from-docusaurus'], root);
    expect(migrated.code).toBe(0);
    expect(migrated.stdout).toContain('✔ wrote site.config.ts from docusaurus.config.js, with the sidebars of sidebars.js');
    expect(migrated.stderr).toContain('warning [migrate-not-carried] docusaurus.config.js:14\n  `organizationName` is not carried over');
    const written = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    // The preset's blog options are carried (the blog is built since issue 34).
    expect(written).toMatch(/^  blog: /m);
    expect(written).toContain('title: "Lantern"');
    expect(written).toContain('url: "https://lantern.example.org"');
  });

  it('stops a config at the default limit of 10 s (as the docs say) with the time-limit error', async () => {
    const result = await atDefaultLimit;
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(timeLimitError(10_000));
  });
});
