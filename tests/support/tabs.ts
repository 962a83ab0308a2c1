/** Browser tabs for end-to-end tests: a fresh context whose analytics script is answered locally. */
import { createServer } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';

export async function newContext(
  browser: Browser,
  options: { width?: number; height?: number; storage?: Record<string, string> } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 900 } });
  // The analytics script is third-party; answer it locally so nothing leaves the machine.
  await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  if (options.storage && Object.keys(options.storage).length) {
    await context.addInitScript((items) => Object.entries(items).forEach(([k, v]) => localStorage.setItem(k, v)), options.storage);
  }
  return context;
}

/** A port nothing listens on right now. */
export async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
