// Part of `npm run bench`: starts `docsgen dev` on the Keel docs, opens a page in Chromium, and measures the
// time from saving an edit of that page to the browser showing it (10 edits), plus the dev server's start time.
// The edited file is restored afterwards.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dev } from '../src/dev/index.js';
import { launchChromium as launchBrowser } from '../tests/support/chromium.js';

const FILE = path.resolve('content/docs/core-concepts/stickies.md');
const original = readFileSync(FILE, 'utf8');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const startedAt = performance.now();
const server = await dev({ port: 0, debounceMs: 5 });
const startMs = performance.now() - startedAt;
const browser = await launchBrowser();
const times: number[] = [];
try {
  const context = await browser.newContext();
  await context.route('https://www.googletagmanager.com/**', (r) => r.fulfill({ status: 200, body: '' }));
  const page = await context.newPage();
  await page.goto(`${server.url}/core-concepts/stickies`);
  for (let i = 0; i < 10; i++) {
    const marker = `Bench edit number ${i}.`;
    // The page records when the marker appears; both clocks are this machine's.
    await page.evaluate(`(() => {
      window.__seen = 0;
      const observer = new MutationObserver(() => {
        if (document.querySelector('article').textContent.includes(${JSON.stringify(marker)})) {
          window.__seen = Date.now();
          observer.disconnect();
        }
      });
      observer.observe(document.querySelector('main'), { subtree: true, childList: true, characterData: true });
    })()`);
    const savedAt = Date.now();
    writeFileSync(FILE, original.replace(/\n# ([^\n]+)\n/, `\n# $1\n\n${marker}\n`));
    await page.waitForFunction('window.__seen > 0', undefined, { timeout: 10_000 });
    times.push(((await page.evaluate('window.__seen')) as number) - savedAt);
    await page.waitForTimeout(50);
  }
} finally {
  writeFileSync(FILE, original);
  await browser.close();
  await server.close();
}
console.log(`\nKeel docs, docsgen dev: start ${Math.round(startMs)} ms; save → browser shows the edit: median ${median(times)} ms (min ${Math.min(...times)}, max ${Math.max(...times)}, ${times.length} edits)`);
