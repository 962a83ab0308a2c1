/**
 * docsgen as a new user gets it: `npm pack` (prepack compiles dist/ and the type declarations), the tarball
 * installed into an empty folder, `npx docsgen init`, `docsgen build --strict`, then the installed copy's `serve`
 * and `dev` in Chromium (sidebar, search, client navigation, a live edit). Nothing runs from this repository but
 * the packing. The install prefers npm's cache (warm after `npm ci`) and reaches the registry only for what is
 * missing from it. One long test: every step needs the one before.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_EVENTS_PATH } from '../../core/dev-protocol.js';
import { launchBrowser } from '../support/browser.js';
import { startCli, type CliServer } from '../support/cli-process.js';
import { newContext } from '../support/tabs.js';

const repo = process.cwd();
const env = { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0', npm_config_update_notifier: 'false' };

/** Runs a command to its end; fails the test with its output when it exits with another code than `expected`. */
function run(command: string, args: string[], cwd: string, expected = 0): { stdout: string; stderr: string; ms: number } {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: 600_000 });
  const ms = Math.round(performance.now() - started);
  if (result.status !== expected)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status} (expected ${expected}):\n${result.stdout}\n${result.stderr}`);
  return { stdout: result.stdout, stderr: result.stderr, ms };
}

describe('the packed tarball, installed into an empty folder', () => {
  let work: string;
  let browser: Browser;
  const servers: CliServer[] = [];

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'docsgen-tarball-'));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await browser?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('packs, installs, scaffolds, builds, serves and runs dev, and a site it starts installs as its next steps say', { timeout: 900_000 }, async () => {
    const timings: string[] = [];

    // ── npm pack: the generator only ──
    const packed = run('npm', ['pack', '--json', '--pack-destination', work], repo);
    const [info] = JSON.parse(packed.stdout.slice(packed.stdout.search(/^\[$/m))) as [
      { filename: string; size: number; unpackedSize: number; files: { path: string }[] },
    ];
    const files = info.files.map((f) => f.path);
    timings.push(
      `pack ${packed.ms} ms (${(info.size / 1024).toFixed(0)} KB packed, ${(info.unpackedSize / 1024).toFixed(0)} KB unpacked, ${files.length} files)`,
    );
    expect(files).toEqual(
      expect.arrayContaining([
        'bin/docsgen.js',
        'dist/cli.js',
        'dist/index.js',
        'dist/define.js',
        'dist/types/src/index.d.ts',
        'theme/client/entry.tsx',
        'core/urls.ts',
        'templates/page.html',
        'templates/init/site.config.ts',
        'templates/init/gitignore',
        'README.md',
        'package.json',
      ]),
    );
    const foreign = files.filter(
      (f) => /^(content|tests|bench|scripts|src|node_modules|build)\//.test(f) || f === 'site.config.ts' || f.endsWith('.map') || f.endsWith('tsconfig.json'),
    );
    expect(foreign).toEqual([]);

    // ── npm install of the tarball into an empty folder ──
    const site = path.join(work, 'site');
    mkdirSync(site);
    // `--prefix`: an empty folder has no package.json, and npm would otherwise install into the nearest folder above it
    // that has a node_modules or package.json (a stray one in the temp folder's parent broke this test once).
    const installed = run(
      'npm',
      ['install', path.join(work, info.filename), '--prefix', site, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      site,
    );
    timings.push(`install ${installed.ms} ms`);
    // What docsgen bundles into dist/ is not installed again: only React, esbuild, the Algolia client and the packages
    // the public types name come with it.
    expect(['remark-parse', 'micromark', 'refractor', 'chokidar', 'commander'].filter((name) => existsSync(path.join(site, 'node_modules', name)))).toEqual([]);
    expect(['react', 'react-dom', 'esbuild', 'zod'].filter((name) => !existsSync(path.join(site, 'node_modules', name)))).toEqual([]);
    expect(run('npx', ['--no', '--', 'docsgen', '--help'], site).stdout).toContain('init [options] [dir]');

    // ── docsgen init, then a strict build ──
    const init = run('npx', ['--no', '--', 'docsgen', 'init', '--title', 'Tarball Docs'], site);
    expect(init.stdout).toContain('created a docsgen site in this folder');
    expect(JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8'))).toMatchObject({
      scripts: { dev: 'docsgen dev', build: 'docsgen build --strict', serve: 'docsgen serve' },
      dependencies: { docsgen: expect.stringMatching(/^file:.*docsgen-.*\.tgz$/) },
    });
    const build = run('npx', ['--no', '--', 'docsgen', 'build', '--strict'], site);
    timings.push(`build ${build.ms} ms`);
    expect(build.stdout).toMatch(/✔ built 8 pages .* 0 errors, 0 warnings/);

    // ── the config's types come from the package (a wrong value is a type error, so they are not `any`) ──
    writeFileSync(
      path.join(site, 'wrong.ts'),
      "import { defineConfig } from 'docsgen';\nexport default defineConfig({ title: 42, url: 'https://x.example' });\n",
    );
    const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');
    const types = run(
      process.execPath,
      [
        tsc,
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        'site.config.ts',
        'wrong.ts',
      ],
      site,
      2,
    );
    expect(types.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^wrong\.ts\(2,\d+\): error TS2322: Type 'number' is not assignable to type 'string'\.$/),
    ]);
    rmSync(path.join(site, 'wrong.ts'));

    // From here the installed CLI runs without npx, which found it above (npx adds a second of npm's start-up to each run).
    const cli = realpathSync(path.join(site, 'node_modules/.bin/docsgen'));
    expect(cli.startsWith(path.join(site, 'node_modules/docsgen/'))).toBe(true);

    // ── math and Mermaid are optional: not installed with docsgen; a page that uses them says what to install ──
    expect(existsSync(path.join(site, 'node_modules/mermaid'))).toBe(false);
    expect(existsSync(path.join(site, 'node_modules/katex'))).toBe(false);
    const formulas = path.join(site, 'docs/formulas.md');
    writeFileSync(formulas, '# Formulas\n\nEnergy is $E = mc^2$.\n\n```mermaid\nflowchart LR\n  Write --> Publish\n```\n');
    const missing = run(process.execPath, [cli, 'build', '--strict'], site, 1);
    expect(missing.stderr).toContain('error [renderer-not-installed] docs/formulas.md:3:');
    expect(missing.stderr).toContain('error [renderer-not-installed] docs/formulas.md:5:');
    expect(missing.stderr).toMatch(/`npm install katex@\^0\.16\.\d+`/);
    expect(missing.stderr).toMatch(/`npm install mermaid@\^11\.\d+\.\d+`/);
    expect(missing.stderr).not.toMatch(/\n\s+at /); // no stack trace
    // Installed as the message says, math renders (Mermaid, 150 MB with its dependencies, is left out here).
    run('npm', ['install', 'katex@^0.16', '--prefix', site, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], site);
    writeFileSync(formulas, '# Formulas\n\nEnergy is $E = mc^2$.\n');
    // A component of the site's own, bundled by the installed copy: rendered at build time, its script written.
    mkdirSync(path.join(site, 'src'));
    writeFileSync(
      path.join(site, 'src/Counter.tsx'),
      "'use client';\nimport { useState } from 'react';\nexport default function Counter() {\n  const [n, setN] = useState(3);\n  return <button onClick={() => setN(n + 1)}>Clicked {n} times</button>;\n}\n",
    );
    const island = path.join(site, 'docs/island.mdx');
    writeFileSync(island, "import Counter from '../src/Counter';\n\n# Island\n\nA counter of the site's own:\n\n<Counter />\n");
    run(process.execPath, [cli, 'build', '--strict'], site);
    expect(readFileSync(path.join(site, 'build/formulas.html'), 'utf8')).toMatch(
      /class="katex"[\s\S]*<link rel="stylesheet" href="\/assets\/katex-|<link rel="stylesheet" href="\/assets\/katex-[\s\S]*class="katex"/,
    );
    const islandPage = readFileSync(path.join(site, 'build/island.html'), 'utf8');
    expect(islandPage).toMatch(/Clicked (<!-- -->)?3(<!-- -->)? times/);
    const islandScript = /<docsgen-island data-src="\/([^"]+)"/.exec(islandPage)?.[1];
    expect(islandScript && existsSync(path.join(site, 'build', islandScript))).toBe(true);
    rmSync(formulas);
    rmSync(island);
    rmSync(path.join(site, 'src'), { recursive: true });

    // ── serve, in Chromium: sidebar, search, client navigation ──
    const served = await startCli(['serve'], site, cli);
    servers.push(served);
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${served.url}/`);
    // The home page is a landing page: the title as its heading, no sidebar.
    expect(await page.locator('main h1').textContent()).toBe('Tarball Docs');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    expect(await sidebar.count()).toBe(0);

    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await dialog.getByRole('combobox').fill('admonitions');
    await expect.poll(() => dialog.getByRole('option').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Components')]));
    await page.keyboard.press('Escape');

    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    await page.getByRole('link', { name: 'Get started' }).click();
    await page.waitForURL(`${served.url}/getting-started`);
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(expect.arrayContaining(['Home', 'Getting started', 'Write a page', 'Components']));
    await sidebar.getByRole('link', { name: 'Write a page', exact: true }).click();
    await page.waitForURL(`${served.url}/writing-pages`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Write a page');
    // The same document: a client-side navigation, not a full load.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
    await served.stop();

    // ── dev: an edit appears in the open page ──
    const dev = await startCli(['dev'], site, cli);
    servers.push(dev);
    const connected = page.waitForResponse((response) => new URL(response.url()).pathname === DEV_EVENTS_PATH);
    await page.goto(`${dev.url}/writing-pages`);
    await connected;
    appendFileSync(path.join(site, 'docs/writing-pages.md'), '\nThis sentence was added while dev was running.\n');
    await expect.poll(() => page.locator('article').textContent()).toContain('This sentence was added while dev was running.');
    await dev.stop();
    await context.close();

    // ── init into a new folder from the installed copy, then its next steps followed literally ──
    // Beside the first site, so nothing installed above it helps: it must install what its package.json names.
    const fresh = run('npx', ['--no', '--', 'docsgen', 'init', '../my-docs', '--title', 'Fresh Docs'], site);
    const steps = fresh.stdout
      .slice(fresh.stdout.indexOf('Next steps:'))
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s{2,}/)[0]!)
      .filter(Boolean);
    expect(steps).toEqual(['cd ../my-docs', 'npm install', 'npm run dev', 'npm run build', 'npm run serve']);
    const myDocs = path.join(site, '../my-docs');
    // The dependency installs from where this docsgen came from: the tarball, by its absolute path.
    expect(JSON.parse(readFileSync(path.join(myDocs, 'package.json'), 'utf8')).dependencies.docsgen).toBe(`file:${path.join(work, info.filename)}`);
    const installedFresh = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], myDocs);
    timings.push(`install into the new site ${installedFresh.ms} ms`);
    const freshDev = await startCli(['dev'], myDocs, realpathSync(path.join(myDocs, 'node_modules/.bin/docsgen')));
    servers.push(freshDev);
    expect((await fetch(`${freshDev.url}/`)).status).toBe(200);
    await freshDev.stop();
    expect(run('npm', ['run', 'build'], myDocs).stdout).toMatch(/✔ built \d+ pages/);

    console.info(`tarball test: ${timings.join(' · ')}`);
  });
});
