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
  const started = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`the Keel ${name} is not started yet: read it inside a hook or a test`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
