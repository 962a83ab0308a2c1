// Part of `npm run bench`: Lighthouse (mobile profile, its default) on three Keel pages, against the built docs as
// `docsgen serve` serves them, in the same Chromium the tests use. gtag.js is blocked: this machine cannot reach
// Google, and the failed request would count as a console error that a deployed site does not have.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { build, serve } from '../src/index.js';
import { chromeExecutable } from '../tests/support/chromium.js';

const ROUTES = ['/', '/core-concepts/cycles', '/integrations/github'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PORT = 9300 + Math.floor(Math.random() * 500);

const work = mkdtempSync(path.join(tmpdir(), 'keel-lighthouse-'));
const result = await build({ root: process.cwd(), outDir: path.join(work, 'build') });
if (!result.ok) throw new Error('the Keel docs failed to build');
const server = await serve({ dir: path.join(work, 'build'), port: 0 });
const chrome = spawn(
  await chromeExecutable(),
  [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    `--remote-debugging-port=${PORT}`,
    `--user-data-dir=${path.join(work, 'profile')}`,
    'about:blank',
  ],
  { stdio: 'ignore' },
);

/** Waits until Chromium answers on its debugging port. */
async function debuggerReady(): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/json/version`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('Chromium did not open its debugging port');
}

try {
  await debuggerReady();
  console.log('\nLighthouse, mobile profile, Keel docs (docsgen serve):');
  console.log(`| page | ${CATEGORIES.join(' | ')} | audits below 1 |`);
  console.log(`| --- | ${CATEGORIES.map(() => '---:').join(' | ')} | --- |`);
  for (const route of ROUTES) {
    const run = await lighthouse(`${server.url}${route}`, {
      port: PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      blockedUrlPatterns: ['*googletagmanager.com*'],
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { categories, audits } = run.lhr;
    const scores = CATEGORIES.map((c) => Math.round((categories[c]?.score ?? 0) * 100));
    const below = CATEGORIES.flatMap((c) =>
      (categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} ${audits[ref.id]!.displayValue ?? audits[ref.id]!.score}`),
    );
    console.log(`| ${route} | ${scores.join(' | ')} | ${below.join('; ') || '—'} |`);
  }
} finally {
  chrome.kill();
  await server.close();
  rmSync(work, { recursive: true, force: true });
}
