/**
 * A real headless Chromium for end-to-end tests. The executable is resolved once by the global setup (see
 * chromium.ts); the bench, which runs outside the test runner, calls `launchChromium()` there directly.
 *
 * Test files share their worker (vitest.config.ts), and so do they the browser: the first file that asks starts it,
 * the files after it in the same worker get the same one, and each file saves a browser start (0.7-0.9 s of
 * several processes). What a file gets is a handle of its own: the contexts and pages it opens are its own, and its
 * `close()` closes those, never the browser, which ends with the worker. A browser that crashed or lost its
 * connection is started afresh for the next file that asks.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './chromium.js';

let shared: Promise<Browser> | undefined;

async function sharedBrowser(): Promise<Browser> {
  const running = await shared?.catch(() => undefined);
  if (running?.isConnected()) return running;
  shared = launchChromium(inject('chromePath'));
  return shared;
}

/** The browser as one test file sees it: what it opens is tracked, and closing it closes only that. */
function handleFor(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext): BrowserContext => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  const own: Partial<Browser> = {
    newContext: async (...args) => track(await browser.newContext(...args)),
    newPage: async (...args) => {
      const page = await browser.newPage(...args);
      track(page.context());
      return page;
    },
    close: async () => {
      await Promise.all([...opened].map((context) => context.close().catch(() => {})));
    },
    contexts: () => [...opened],
  };
  return new Proxy(browser, {
    get(target, key) {
      if (Object.hasOwn(own, key)) return own[key as keyof Browser];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export async function launchBrowser(): Promise<Browser> {
  return handleFor(await sharedBrowser());
}
