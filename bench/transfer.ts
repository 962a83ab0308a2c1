// Part of `npm run bench`: builds the Keel docs (precompressed, as deployed), serves them with `docsgen serve`, and
// measures in Chromium what a doc page transfers from the moment it is opened until 3 s after it went idle, the
// reader doing nothing: the page itself (HTML, scripts, styles, fonts, images) and, apart, the other pages the
// router prefetched (their HTML, fetched by script); at a desktop and a phone window size. Transfer is the bytes on the wire (headers and the
// encoded body, so a .br answer counts compressed).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request } from 'playwright-core';
import { build, serve } from '../src/index.js';
import { launchChromium as launchBrowser } from '../tests/support/chromium.js';

const ROUTE = process.argv[2] ?? '/core-concepts/cycles';
const IDLE_MS = 3000;

const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'keel-transfer-')), 'build');
const result = await build({ root: process.cwd(), outDir });
if (!result.ok) throw new Error('the Keel docs failed to build');
const server = await serve({ dir: outDir, port: 0 });
const browser = await launchBrowser();

async function transferOf(requests: Request[]): Promise<number> {
  let bytes = 0;
  for (const request of requests) {
    const sizes = await request.sizes().catch(() => null);
    if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  }
  return bytes;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
try {
  console.log(`\nKeel docs, ${ROUTE}, opened and left idle for ${IDLE_MS / 1000} s (docsgen serve, .br/.gz as built):`);
  console.log('| window | requests | transfer | of which prefetched pages: files | prefetched pages: transfer |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, viewport] of [
    ['desktop 1280×900', { width: 1280, height: 900 }],
    ['phone 390×844', { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({ viewport });
    await context.route('https://www.googletagmanager.com/**', (r) => r.fulfill({ status: 200, body: '' }));
    const page = await context.newPage();
    const finished: Request[] = [];
    page.on('requestfinished', (r) => finished.push(r));
    await page.goto(`${server.url}${ROUTE}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(IDLE_MS);
    const data = finished.filter((r) => r.resourceType() === 'fetch' && !/\.[a-z0-9]+$/i.test(new URL(r.url()).pathname));
    console.log(`| ${name} | ${finished.length} | ${kb(await transferOf(finished))} | ${data.length} | ${kb(await transferOf(data))} |`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
