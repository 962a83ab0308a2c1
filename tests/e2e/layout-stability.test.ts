/**
 * The page does not move while it arrives. A browser paints what it has parsed while the rest of the HTML is on
 * its way; the table of contents follows the article in the HTML, so on a slow connection or CPU the article is
 * painted before the aside exists. This serves the Keel build with each page's HTML cut in two just before the
 * table of contents, the second part a second later, and sums the layout shifts Chromium reports.
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { keelOutDir } from '../support/keel-site.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Serves `outDir`, sending each page's HTML up to the table of contents at once and the rest `delayMs` later. */
function slowTocServer(outDir: string, delayMs: number): http.Server {
  return http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    let file = path.join(outDir, pathname === '/' ? 'index.html' : pathname);
    if (!path.extname(file)) file += '.html';
    if (!file.startsWith(outDir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const body = readFileSync(file);
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    const text = body.toString();
    const cut = file.endsWith('.html') ? text.indexOf('<aside class="layout-toc"') : -1;
    if (cut < 0) {
      response.end(body);
      return;
    }
    response.write(text.slice(0, cut));
    setTimeout(() => response.end(text.slice(cut)), delayMs);
  });
}

describe('a doc page whose table of contents arrives after the first paint', () => {
  let server: http.Server;
  let browser: Browser;
  beforeAll(async () => {
    server = slowTocServer(keelOutDir(), 1000);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('keeps the article where it was painted: no layout shift at 1440 px', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const w = window as unknown as { __cls: number; __shifts: string[] };
      w.__cls = 0;
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          w.__cls += entry.value;
          // What moved, for the failure message: each element, from where to where.
          const moved = entry.sources.map(
            ({ node, previousRect: a, currentRect: b }) => `${node?.nodeName}.${(node as Element)?.className} ${a.x},${a.y} → ${b.x},${b.y}`,
          );
          w.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms (${document.readyState}): ${moved.join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const port = (server.address() as AddressInfo).port;
    await page.goto(`http://127.0.0.1:${port}/integrations/github`);
    await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
    // The aside is there by now, and the page hydrated: every shift it caused has been reported.
    await expect.poll(() => page.locator('.layout-toc').count()).toBe(1);
    const { cls, shifts } = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __shifts: string[] };
      return { cls: w.__cls, shifts: w.__shifts };
    });
    expect(cls, shifts.join('\n')).toBe(0);
    await page.close();
  });
});
