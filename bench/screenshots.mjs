// `npm run bench:screenshots`: pictures of the Keel docs as a reader sees them, to judge the theme's finish by eye
// next to other docs tools' defaults. Builds Keel into a temporary folder (or takes a built site with `--out DIR`),
// serves it, and writes bench/screenshots/<view>-<desktop|mobile>-<light|dark>.png: a doc page, the search dialog
// open on a query, the not-found page, the /search page and (phones) the open menu, at 1440×900 and 390×844, at
// device scale 1 so the files stay small. Run by hand; nothing here is a test, and it asserts nothing.
// Chromium is CHROME_PATH's when set, else the pinned @sparticuz/chromium build the tests use.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const shotsDir = path.join(here, 'screenshots');

const argv = process.argv.slice(2);
const outAt = argv.indexOf('--out');
const given = outAt >= 0 ? argv[outAt + 1] : undefined;
if (outAt >= 0 && !given) {
  console.error('--out needs the folder of a built site: node bench/screenshots.mjs --out build');
  process.exit(2);
}

const DOC_PAGE = '/integrations/github';
const QUERY = 'cycle';
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];
const MODES = ['light', 'dark'];

/** Each view: its name, and how to bring it on screen from a fresh tab. */
const VIEWS = [
  { name: 'doc', show: (page, url) => open(page, url + DOC_PAGE) },
  {
    name: 'search-modal',
    show: async (page, url) => {
      await open(page, url + DOC_PAGE);
      await page.locator('.search-button').click();
      await page.locator('.search-input').fill(QUERY);
      await page.locator('.search-hit').first().waitFor();
    },
  },
  { name: 'not-found', show: (page, url) => open(page, `${url}/no/such/page`) },
  {
    name: 'search-page',
    show: async (page, url) => {
      await open(page, `${url}/search?q=${QUERY}`);
      await page.locator('.search-page-result').first().waitFor();
    },
  },
  {
    name: 'menu',
    only: 'mobile',
    show: async (page, url) => {
      await open(page, url + DOC_PAGE);
      await page.locator('.navbar-menu-toggle').click();
      await page.locator('#mobile-menu').waitFor();
    },
  },
];

/** Opens a page and waits until it is hydrated and its fonts are in. */
async function open(page, address) {
  await page.goto(address);
  await page.waitForFunction(() => Boolean(globalThis.__docsgen));
  await page.evaluate(() => globalThis.document.fonts.ready);
}

function buildKeel() {
  const folder = mkdtempSync(path.join(tmpdir(), 'docsgen-screenshots-'));
  const out = path.join(folder, 'build');
  const result = spawnSync(process.execPath, [path.join(root, 'bin', 'docsgen.js'), 'build', '--strict', '-o', out], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the Keel build failed; see above');
  return { out, cleanUp: () => rmSync(folder, { recursive: true, force: true }) };
}

async function launch() {
  const executablePath = process.env.CHROME_PATH ?? (await (await import('@sparticuz/chromium')).default.executablePath());
  return chromium.launch({ executablePath, headless: true, args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}

const site = given ? { out: path.resolve(given), cleanUp() {} } : buildKeel();
const { serve } = await import('../dist/index.js');
const server = await serve({ dir: site.out, port: 0 });
const browser = await launch();
mkdirSync(shotsDir, { recursive: true });
try {
  for (const size of SIZES) {
    for (const mode of MODES) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: 1 });
      // The analytics script is third-party: answered here, so nothing leaves the machine.
      await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      for (const view of VIEWS) {
        if (view.only && view.only !== size.name) continue;
        const page = await context.newPage();
        await view.show(page, server.url);
        const file = path.join(shotsDir, `${view.name}-${size.name}-${mode}.png`);
        await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
        console.log(path.relative(root, file));
        await page.close();
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
  site.cleanUp();
}
