/**
 * The setup most browser tests share: the Keel build served on a free port and one Chromium, started before the
 * file's tests and closed after them. Call `useKeelBrowser()` at the top of a `describe`; read `.server` and
 * `.browser` inside hooks and tests (they exist once the `beforeAll` has run).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { RunningServer } from '../../src/server/serve.js';
import { launchBrowser } from './browser.js';
import { serveKeel } from './keel-site.js';
import { started } from './started.js';

export interface KeelBrowser {
  readonly server: RunningServer & { outDir: string };
  readonly browser: Browser;
}

export function useKeelBrowser(): KeelBrowser {
  let server: (RunningServer & { outDir: string }) | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await serveKeel();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      return started(server, 'the Keel server');
    },
    get browser() {
      return started(browser, 'the Keel browser');
    },
  };
}
