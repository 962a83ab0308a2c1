// Part of `npm run bench`: builds the Keel docs, serves them, and measures in Chromium the time from a click on a
// sidebar link to the first frame painted with the next page, for cold (not prefetched) and prefetched links.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, serve } from '../src/index.js';
import { launchChromium as launchBrowser } from '../tests/support/chromium.js';

// Pages whose links sit in the home page's sidebar without opening a category.
const ROUTES = [
  '/introduction/quickstart',
  '/core-concepts/cycles',
  '/core-concepts/modules',
  '/core-concepts/views',
  '/core-concepts/issues/visualise_filter',
  '/core-concepts/issues/epics',
  '/core-concepts/pages/wiki',
  '/core-concepts/intake',
  '/core-concepts/analytics',
  '/core-concepts/export',
  '/ai/pi-chat',
  '/devices/mobile',
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'keel-nav-')), 'build');
const result = await build({ root: process.cwd(), outDir });
if (!result.ok) throw new Error('the Keel docs failed to build');
const server = await serve({ dir: outDir, port: 0 });
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route('https://www.googletagmanager.com/**', (r) => r.fulfill({ status: 200, body: '' }));
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  // In-page code is passed as text: the TypeScript runner would otherwise wrap its functions in helpers the
  // page does not have.
  const measureScript = (route: string, prefetch: boolean) => `(async () => {
      const route = ${JSON.stringify(route)};
      const link = document.querySelector('nav[aria-label="Docs sidebar"] a[href="' + route + '"]');
      if (${prefetch}) {
        link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        await new Promise((r) => setTimeout(r, 300));
      }
      const before = document.querySelector('main h1').textContent;
      const started = performance.now();
      link.click();
      return await new Promise((resolve) => {
        const check = () => {
          if (location.pathname === route && document.querySelector('main h1').textContent !== before) {
            requestAnimationFrame(() => resolve(performance.now() - started));
          } else requestAnimationFrame(check);
        };
        check();
      });
    })()`;
  const measure = (route: string, prefetch: boolean) => page.evaluate(measureScript(route, prefetch)) as Promise<number>;
  const cold: number[] = [];
  const warm: number[] = [];
  // Not prefetched: a context with data saver on, so the router never prefetches.
  const saver = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await saver.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  await saver.route('https://www.googletagmanager.com/**', (r) => r.fulfill({ status: 200, body: '' }));
  const coldPage = await saver.newPage();
  for (const route of ROUTES) {
    await coldPage.goto(`${server.url}/`);
    cold.push((await coldPage.evaluate(measureScript(route, false))) as number);
  }
  for (const route of ROUTES) {
    await page.goto(`${server.url}/`);
    warm.push(await measure(route, true));
  }
  const fmt = (v: number[]) => `p50 ${percentile(v, 50).toFixed(1)} ms, p95 ${percentile(v, 95).toFixed(1)} ms`;
  console.log(`\nKeel docs, click → next page painted (${ROUTES.length} routes, Chromium):`);
  console.log(`  not prefetched: ${fmt(cold)}`);
  console.log(`  prefetched:     ${fmt(warm)}`);
} finally {
  await browser.close();
  await server.close();
}
