/**
 * Runs once before any test file: makes dist/ current with the sources (the CLI the tests start runs it), resolves the Chromium executable (unpacking @sparticuz/chromium once, so
 * parallel test files never race on the unpacked binary) and builds the Keel docs once with `docsgen build --strict`
 * into a temp folder that every test file reads (none writes to it). Test files get both through `inject`. The
 * build is the compiled CLI's, as a user runs it: its pages render on a render thread beside the build's own, where
 * an in-process build from the sources (no compiled worker script) rendered them one by one on this thread while
 * every test waited.
 * Every temp folder a test makes (its sites, caches, browser profiles) goes into one folder for the run, which
 * TMPDIR names for the workers and the processes they start, and which is removed when the run ends: a run leaves
 * nothing behind in the machine's temp folder, whatever a test forgets to clean up.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromeExecutable } from './chromium.js';
import { COMPILED_CHILD_ENV } from '../../src/migrate/isolated-evaluation.js';

declare module 'vitest' {
  export interface ProvidedContext {
    chromePath: string;
    /** `problems`: what the build printed on stderr (its errors and warnings; empty when it had none). */
    keel: { outDir: string; ok: boolean; pages: number; problems: string };
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  // dist/ as the sources are now (a no-op after `npm test`'s own build:lib): the CLI the tests start runs it, and
  // configs evaluated from the sources run in its compiled child rather than in the .ts one through tsx.
  const compiled = spawnSync(process.execPath, ['scripts/build-lib.mjs'], { encoding: 'utf8' });
  if (compiled.status !== 0) throw new Error(`scripts/build-lib.mjs failed:\n${compiled.stdout}${compiled.stderr}`);
  process.env[COMPILED_CHILD_ENV] = path.resolve('dist/evaluation-child.js');
  // Resolved before TMPDIR moves, so that @sparticuz/chromium's unpacked binary is reused from run to run.
  project.provide('chromePath', await chromeExecutable());
  const runFolder = mkdtempSync(path.join(tmpdir(), 'docsgen-tests-'));
  process.env.TMPDIR = runFolder;
  const folder = mkdtempSync(path.join(tmpdir(), 'keel-shared-'));
  const outDir = path.join(folder, 'build');
  const keel = spawnSync(process.execPath, ['bin/docsgen.js', 'build', '--strict', '--out-dir', outDir], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const pages = Number(/built (\d+) pages/.exec(keel.stdout)?.[1] ?? 0);
  project.provide('keel', { outDir, ok: keel.status === 0, pages, problems: `${keel.stderr}${keel.error ? String(keel.error) : ''}`.trim() });
  return () => rmSync(runFolder, { recursive: true, force: true });
}
