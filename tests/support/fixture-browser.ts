/**
 * The setup of browser tests on a fixture site: the fixture copied to a temp folder (and changed there, when the
 * test asks), built with --strict, served, one Chromium for the file, and per test a fresh tab that records the
 * console errors and the paths it requests. Call `useFixtureBrowser()` at the top of a `describe`.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { build } from '../../src/session/build.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from './browser.js';
import { started } from './started.js';
import { collectConsoleProblems } from './console-problems.js';

export interface FixtureBrowser {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly page: Page;
  /** Console errors and uncaught exceptions of the current test's tab. */
  readonly errors: string[];
  /** Paths the current test's tab requested. */
  readonly requests: string[];
}

/** `fixture`: a folder under tests/fixtures; `prepare` may change the copy before it is built. */
export function useFixtureBrowser(fixture: string, prepare?: (root: string) => void): FixtureBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let errors: string[] = [];
  let requests: string[] = [];
  let root: string | undefined;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `docsgen-${fixture}-`));
    root = dir;
    cpSync(path.resolve('tests/fixtures', fixture), dir, { recursive: true });
    prepare?.(dir);
    const result = await build({ root: dir, strict: true, compress: false });
    expect(result.diagnostics).toEqual([]);
    server = await serve({ dir: path.join(dir, 'build'), port: 0 });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  beforeEach(async () => {
    context = await browser!.newContext();
    page = await context.newPage();
    errors = collectConsoleProblems(page);
    requests = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  });
  afterEach(() => context?.close());
  return {
    get server() {
      return started(server, "the fixture's server");
    },
    get browser() {
      return started(browser, "the fixture's browser");
    },
    get page() {
      return started(page, "the fixture's tab");
    },
    get errors() {
      return errors;
    },
    get requests() {
      return requests;
    },
  };
}
