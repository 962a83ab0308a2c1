/**
 * The page does not move while it arrives. A browser paints what it has parsed while the rest of the HTML is on
 * its way (on a slow connection, or a slow CPU whose parser yields), so any part of a page may be painted before
 * what follows it exists. This serves the Keel build with each page's HTML cut in two at a chosen place, the second
 * part a second later, and sums the layout shifts Chromium reports. Each cut is a place where a shift was seen:
 * before the table of contents (the article's column), inside the navbar's right-hand items (they are right-aligned,
 * so each item that arrives would push the earlier ones left), and after the article's title (a grid item centred by auto
 * margins is as wide as what it holds so far).
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

/** Where a page's HTML is cut: an offset into it, or -1 to send it whole. */
type Cut = (html: string) => number;

const CUTS: Record<string, Cut> = {
  'the table of contents': (html) => html.indexOf('<aside class="layout-toc"'),
  "the navbar's right-hand items": (html) => {
    const search = html.indexOf('class="search-button"');
    return search < 0 ? -1 : html.indexOf('</button>', search) + '</button>'.length;
  },
  "the article's first paragraph": (html) => {
    const title = html.indexOf('</h1>', html.indexOf('<article'));
    return title < 0 ? -1 : title + '</h1>'.length;
  },
};

/** Serves `outDir`, sending each page's HTML up to the cut at once and the rest `delayMs` later. */
function slowServer(outDir: string, cutAt: Cut, delayMs: number): http.Server {
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
    const cut = file.endsWith('.html') ? cutAt(text) : -1;
    if (cut < 0) {
      response.end(body);
      return;
    }
    response.write(text.slice(0, cut));
    setTimeout(() => response.end(text.slice(cut)), delayMs);
  });
}

describe.each(Object.entries(CUTS))('a doc page whose HTML arrives in two parts, cut before %s', (_place, cutAt) => {
  let server: http.Server;
  let browser: Browser;
  beforeAll(async () => {
    server = slowServer(keelOutDir(), cutAt, 1000);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('keeps what was painted where it was: no layout shift at 1440 px', async () => {
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
            ({ node, previousRect: a, currentRect: b }) =>
              `${node?.nodeName}.${(node as Element)?.className} ${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height}`,
          );
          w.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms (${document.readyState}): ${moved.join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const port = (server.address() as AddressInfo).port;
    await page.goto(`http://127.0.0.1:${port}/integrations/github`);
    await page.waitForFunction(() => Boolean((window as unknown as { __docsgen?: object }).__docsgen));
    // The whole page is there by now, and it hydrated: every shift it caused has been reported.
    await expect.poll(() => page.locator('.layout-toc').count()).toBe(1);
    const { cls, shifts, painted } = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __shifts: string[] };
      return { cls: w.__cls, shifts: w.__shifts, painted: performance.getEntriesByName('first-contentful-paint').length };
    });
    expect(painted, 'the page was painted').toBe(1);
    expect(cls, shifts.join('\n')).toBe(0);
    await page.close();
  });
});
