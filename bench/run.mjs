// `npm run bench`: builds 100, 1,000 and 10,000-page corpora with the `docsgen build` CLI and prints, per size,
// wall time, ms per page, peak RSS, output size, first-load JS (gzip) and the HTML size of a doc page. Pass
// sizes to run fewer: `node bench/run.mjs 100 1000`. Peak RSS comes from GNU time (/usr/bin/time) when present.
// Every page has a local image and a raw HTML block; `--plain` builds the corpora without them, and
// `--compare[=runs]` builds both kinds in turn (3 times each by default) and prints the median build time of
// each and the growth the image and HTML cost (issue 17 allows at most +10 %). `--compare-variants[=runs]` builds
// one site of 3 locales × 3 versions against 9 single-variant sites (bench/variants-corpus.mjs; issue 18).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeCorpus } from './corpus.mjs';
import { writeHugoSite } from './hugo-site.mjs';
import { writeVariantCorpora } from './variants-corpus.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const sizes = argv.map(Number).filter(Boolean);
const SIZES = sizes.length ? sizes : [100, 1000, 10000];
const PLAIN = argv.includes('--plain');
const compareArg = argv.find((a) => a === '--compare' || a.startsWith('--compare='));
const COMPARE_RUNS = compareArg ? Math.max(1, Number(compareArg.split('=')[1] ?? 3) || 3) : 0;
// `--compare-mdx[=runs]`: the image + HTML corpus as .md and as .mdx, in turn (issue 17: MDX at most 1.5 × .md).
const mdxArg = argv.find((a) => a === '--compare-mdx' || a.startsWith('--compare-mdx='));
const MDX_RUNS = mdxArg ? Math.max(1, Number(mdxArg.split('=')[1] ?? 3) || 3) : 0;
// `--compare-hugo[=runs]`: the plain corpus built by docsgen (local search on) and by Hugo (when installed), in turn.
const hugoArg = argv.find((a) => a === '--compare-hugo' || a.startsWith('--compare-hugo='));
const HUGO_RUNS = hugoArg ? Math.max(1, Number(hugoArg.split('=')[1] ?? 3) || 3) : 0;
// `--compare-variants[=runs]`: one site of 3 locales × 3 versions against the 9 single-variant sites with the same
// pages (50 each, or the first size given), median wall, CPU and `render` time of each (issue 18: at most 1.2 ×).
const variantsArg = argv.find((a) => a === '--compare-variants' || a.startsWith('--compare-variants='));
const VARIANT_RUNS = variantsArg ? Math.max(1, Number(variantsArg.split('=')[1] ?? 3) || 3) : 0;
// `--warm[=runs]`: the plain corpus (1,000 pages, or the first size given) built cold without the cache, then with
// the build cache: nothing changed (another process), and after a one-page edit (issue 19: ≤ 1.5 s, and ≤ 20 % of cold).
const warmArg = argv.find((a) => a === '--warm' || a.startsWith('--warm='));
const WARM_RUNS = warmArg ? Math.max(1, Number(warmArg.split('=')[1] ?? 3) || 3) : 0;

function folderBytes(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  }
  return total;
}

/** User + system CPU seconds of the build (all its threads), from GNU time: steadier than wall time on a busy machine. */
function cpuOf(stderr) {
  const match = /cpu-s ([\d.]+) ([\d.]+)/.exec(stderr);
  return match ? Number(match[1]) + Number(match[2]) : null;
}

function rssOf(stderr) {
  const match = /peak-rss-kb (\d+)/.exec(stderr);
  return match ? `${Math.round(Number(match[1]) / 1024)} MB` : 'n/a';
}

/** Gzip bytes of the page's module scripts plus every chunk they import statically (not the lazy ones). */
export function firstLoadJsGzip(outDir, html) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(outDir, file), 'utf8');
    for (const m of code.matchAll(/from\s*"\.\/(chunk-[A-Za-z0-9]+\.js)"/g)) visit(path.posix.join(path.posix.dirname(file), m[1]));
  };
  for (const m of html.matchAll(/<script type="module" src="\/([^"]+)"/g)) visit(m[1]);
  return [...seen].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(outDir, f))).length, 0);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Builds the site in `root` once with the CLI (`docsgen build`), timed; throws when the build fails. */
function cliBuild(root, outDir, what, { cache = false } = {}) {
  rmSync(outDir, { recursive: true, force: true });
  // Cold builds unless asked: the build cache would make every build after the first a warm one.
  const cli = [path.join(here, '../bin/docsgen.js'), 'build', '--out-dir', outDir, ...(cache ? [] : ['--no-cache'])];
  const timeBin = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
  const started = performance.now();
  const [command, args] = timeBin ? [timeBin, ['-f', 'peak-rss-kb %M cpu-s %U %S', process.execPath, ...cli]] : [process.execPath, cli];
  const run = spawnSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } });
  const stderr = run.stderr ?? '';
  if (run.status !== 0) throw new Error(`${what} failed to build:\n${stderr}`);
  return { wallMs: performance.now() - started, stderr, stdout: run.stdout ?? '' };
}

/**
 * The `render` stage's time (ms) of one build of `root`, from `build()` in dist/ (the CLI prints no timings), in
 * a child process like the CLI's; null when the build fails or reports no such stage.
 */
function renderTimingMs(root, outDir) {
  rmSync(outDir, { recursive: true, force: true });
  // A script file, not `--input-type=module -e`: render worker threads inherit the flags and refuse that one.
  const script = path.join(here, '.out', 'render-timing.mjs');
  mkdirSync(path.dirname(script), { recursive: true });
  writeFileSync(
    script,
    'const { build } = await import(process.argv[2]); const r = await build({ root: process.cwd(), outDir: process.argv[3] }); process.stdout.write(JSON.stringify({ ok: r.ok, render: r.timings?.render ?? null }));',
  );
  const lib = pathToFileURL(path.join(here, '../dist/index.js')).href;
  const run = spawnSync(process.execPath, [script, lib, outDir], { cwd: root, encoding: 'utf8', env: { ...process.env, CI: 'true', NODE_ENV: 'production' } });
  try {
    const { ok, render } = JSON.parse(run.stdout);
    return ok ? render : null;
  } catch {
    return null;
  }
}

/** Writes the corpus of `size` pages and builds it once with the CLI; returns the row of figures. */
function buildCorpus(size, { plain, mdx = false }) {
  const root = path.join(here, '.corpus', String(size));
  const outDir = path.join(here, '.out', String(size));
  const { pageRoute } = writeCorpus(root, size, { plain, mdx });
  const { wallMs, stderr } = cliBuild(root, outDir, `bench corpus of ${size} pages`);
  const html = readFileSync(path.join(outDir, `${pageRoute.slice(1)}.html`));
  const jsGzip = firstLoadJsGzip(outDir, html.toString());
  return {
    pages: size,
    corpus: `${plain ? 'plain' : 'image + HTML'}${mdx ? ', .mdx' : ''}`,
    wallMs,
    cpuS: cpuOf(stderr),
    wallS: (wallMs / 1000).toFixed(2),
    msPerPage: (wallMs / size).toFixed(2),
    peakRss: rssOf(stderr),
    output: `${(folderBytes(outDir) / 1024 / 1024).toFixed(1)} MB`,
    firstLoadJsGzip: kb(jsGzip),
    docPageHtml: `${kb(html.length)} (${kb(gzipSync(html).length)} gzip)`,
  };
}

/** Hugo's cold build of the site in `hugoDir` into `hugoOut` (emptied first), timed; null when Hugo is not installed. */
function hugoBuild(hugoDir, hugoOut) {
  if (spawnSync('hugo', ['version'], { encoding: 'utf8' }).status !== 0) return null;
  rmSync(hugoOut, { recursive: true, force: true });
  const timeBin = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
  const started = performance.now();
  const [command, args] = timeBin
    ? [timeBin, ['-f', 'peak-rss-kb %M cpu-s %U %S', 'hugo', '--quiet', '--destination', hugoOut]]
    : ['hugo', ['--quiet', '--destination', hugoOut]];
  const run = spawnSync(command, args, { cwd: hugoDir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`Hugo failed:\n${run.stderr}`);
  return { wallMs: performance.now() - started, stderr: run.stderr };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

if (WARM_RUNS) {
  const size = sizes[0] ?? 1000;
  const root = path.join(here, '.corpus', `warm-${size}`);
  const outDir = path.join(here, '.out', `warm-${size}`);
  const { pageRoute } = writeCorpus(root, size, { plain: true });
  const edited = path.join(root, 'docs', `${pageRoute.slice(1)}.md`);
  const original = readFileSync(edited, 'utf8');
  const kinds = ['cold (--no-cache)', 'cache filled (first build)', 'warm, nothing changed', 'warm, one page edited', 'Hugo, cold (the same pages)'];
  // Issue 36: the warm builds are compared with Hugo's cold build of the same pages, in the same rounds.
  const hugoDir = path.join(here, '.corpus', `warm-hugo-${size}`);
  writeHugoSite(root, hugoDir);
  const figures = new Map(kinds.map((k) => [k, { wall: [], cpu: [], cached: null }]));
  const record = (kind, built) => {
    const f = figures.get(kind);
    f.wall.push(built.wallMs / 1000);
    f.cpu.push(cpuOf(built.stderr) ?? NaN);
    f.cached = /\((\d+) from the cache\)/.exec(built.stdout)?.[1] ?? '0';
  };
  for (let r = 0; r < WARM_RUNS; r++) {
    rmSync(path.join(root, '.docsgen'), { recursive: true, force: true });
    writeFileSync(edited, original);
    record(kinds[0], cliBuild(root, outDir, 'the warm-build corpus'));
    record(kinds[1], cliBuild(root, outDir, 'the warm-build corpus', { cache: true }));
    record(kinds[2], cliBuild(root, outDir, 'the warm-build corpus', { cache: true }));
    writeFileSync(edited, original.replace(/\n\n/, `\n\nEdited in round ${r + 1}.\n\n`));
    record(kinds[3], cliBuild(root, outDir, 'the warm-build corpus', { cache: true }));
    const hugo = hugoBuild(hugoDir, path.join(here, '.out', `warm-hugo-${size}`));
    if (hugo) record(kinds[4], hugo);
  }
  writeFileSync(edited, original);
  const cold = median(figures.get(kinds[0]).wall);
  console.log(`\n${size} plain pages, CLI in a fresh process each time, medians of ${WARM_RUNS}:`);
  console.log('| build | wall | CPU | pages from the cache | share of cold wall |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [kind, f] of figures) {
    if (!f.wall.length) continue;
    const wall = median(f.wall);
    console.log(`| ${kind} | ${wall.toFixed(2)} s | ${median(f.cpu).toFixed(1)} s | ${f.cached} | ${Math.round((wall / cold) * 100)} % |`);
  }
  const hugoWall = figures.get(kinds[4]).wall;
  if (hugoWall.length) {
    const against = (kind, target) => {
      const wall = median(figures.get(kind).wall);
      return `${wall.toFixed(2)} s (target ≤ ${target} s: ${wall <= target ? 'met' : 'not met'}; ${wall < median(hugoWall) ? 'below' : 'not below'} Hugo's cold ${median(hugoWall).toFixed(2)} s)`;
    };
    // Issue 36's targets: at 1,000 pages both builds, at 10,000 pages the edit.
    if (size >= 10000) console.log(`Issue 36: one page edited ${against(kinds[3], 3.0)}.`);
    else console.log(`Issue 36: nothing changed ${against(kinds[2], 0.6)}; one page edited ${against(kinds[3], 1.0)}.`);
  } else console.log('Hugo is not installed (`apt-get install hugo`): its row is left out.');
} else if (VARIANT_RUNS) {
  const size = sizes[0] ?? 50;
  const { combined, separate } = writeVariantCorpora(path.join(here, '.corpus', 'variants'), size);
  const outDir = path.join(here, '.out', 'variants');
  const figures = new Map([combined, ...separate].map((site) => [site.name, { wall: [], cpu: [], render: [], built: null, failed: null }]));
  const seconds = (v) => (v === null ? 'n/a' : `${v.toFixed(2)} s`);
  // In turn, so a machine that gets busier or quieter meanwhile weighs on both alike.
  for (let r = 0; r < VARIANT_RUNS; r++) {
    for (const site of [combined, ...separate]) {
      const f = figures.get(site.name);
      if (f.failed) continue;
      try {
        const { wallMs, stderr, stdout } = cliBuild(site.root, outDir, `the ${site.name} site of the variants bench`);
        f.wall.push(wallMs / 1000);
        f.cpu.push(cpuOf(stderr));
        f.built = Number(/built (\d+) page/.exec(stdout.replace(/\x1b\[[\d;]*m/g, ''))?.[1] ?? NaN);
        f.render.push(renderTimingMs(site.root, outDir));
        console.log(
          `${site.name}: ${f.built} pages, ${(wallMs / 1000).toFixed(2)} s wall, ${seconds(f.cpu.at(-1))} CPU, render ${f.render.at(-1) ?? 'n/a'} ms`,
        );
      } catch (error) {
        f.failed = String(error.message).split('\n').slice(0, 8).join('\n');
        console.log(`${site.name}: ${f.failed}`);
      }
    }
  }
  // Per site: the median of its runs; null when a run gave no figure.
  const med = (values) => (values.length && values.every((v) => v !== null) ? median(values) : null);
  const sum = (values) => (values.every((v) => v !== null) ? values.reduce((a, b) => a + b, 0) : null);
  const ratio = (a, b) => (a === null || b === null ? 'n/a' : `${(a / b).toFixed(2)} ×`);
  const one = figures.get(combined.name);
  const parts = separate.map((site) => figures.get(site.name));
  const row = (f) => ({ wall: med(f.wall), cpu: med(f.cpu), render: med(f.render) });
  const c = row(one);
  const s = { wall: sum(parts.map((f) => row(f).wall)), cpu: sum(parts.map((f) => row(f).cpu)), render: sum(parts.map((f) => row(f).render)) };
  const builtApart = sum(parts.map((f) => f.built));
  console.log(
    `\nMedians of ${VARIANT_RUNS} builds each, ${size} pages per locale × version; CPU is user + system time of all threads; render is build()'s \`render\` stage.`,
  );
  console.log('| build | pages | wall | CPU | render |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  const ms = (v) => (v === null ? 'n/a' : `${(v / 1000).toFixed(2)} s`);
  console.log(`| 3 locales × 3 versions, one site | ${one.built ?? 'failed'} | ${seconds(c.wall)} | ${seconds(c.cpu)} | ${ms(c.render)} |`);
  console.log(`| 9 single-variant sites (sum of medians) | ${builtApart ?? 'failed'} | ${seconds(s.wall)} | ${seconds(s.cpu)} | ${ms(s.render)} |`);
  console.log(`| one site ÷ 9 sites (issue 18: ≤ 1.2 ×) | | ${ratio(c.wall, s.wall)} | ${ratio(c.cpu, s.cpu)} | ${ratio(c.render, s.render)} |`);
  if (one.failed) console.log(`\nThe combined site did not build:\n${one.failed}`);
  else if (one.built !== builtApart)
    console.log(
      `\nThe combined site built ${one.built} pages, the 9 sites ${builtApart}: not every locale and version was built, so the ratio compares unlike work.`,
    );
} else if (HUGO_RUNS) {
  const hugo = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  const hasHugo = hugo.status === 0;
  if (!hasHugo) console.log('Hugo is not installed (`apt-get install hugo`): its rows are left out.');
  const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const size of SIZES) {
    const root = path.join(here, '.corpus', `hugo-${size}`);
    writeCorpus(root, size, { plain: true });
    const hugoDir = path.join(here, '.corpus', `hugo-site-${size}`);
    writeHugoSite(root, hugoDir);
    const rows = { docsgen: { wall: [], cpu: [], rss: [], out: 0 }, hugo: { wall: [], cpu: [], rss: [], out: 0 } };
    for (let r = 0; r < HUGO_RUNS; r++) {
      const outDir = path.join(here, '.out', `hugo-docsgen-${size}`);
      const built = cliBuild(root, outDir, `the ${size}-page corpus`);
      rows.docsgen.wall.push(built.wallMs / 1000);
      rows.docsgen.cpu.push(cpuOf(built.stderr));
      rows.docsgen.rss.push(Number(/peak-rss-kb (\d+)/.exec(built.stderr)?.[1] ?? 0) / 1024);
      rows.docsgen.out = folderBytes(outDir);
      if (!hasHugo) continue;
      const hugoOut = path.join(here, '.out', `hugo-${size}`);
      const run = hugoBuild(hugoDir, hugoOut);
      rows.hugo.wall.push(run.wallMs / 1000);
      rows.hugo.cpu.push(cpuOf(run.stderr));
      rows.hugo.rss.push(Number(/peak-rss-kb (\d+)/.exec(run.stderr)?.[1] ?? 0) / 1024);
      rows.hugo.out = folderBytes(hugoOut);
    }
    console.log(`\n${size} plain corpus pages, medians of ${HUGO_RUNS} cold builds each:`);
    console.log('| tool | wall s | CPU s | peak RSS | output |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const [name, f] of Object.entries(rows)) {
      if (!f.wall.length) continue;
      console.log(
        `| ${name} | ${medianOf(f.wall).toFixed(2)} | ${medianOf(f.cpu ?? [0])?.toFixed(1) ?? 'n/a'} | ${Math.round(medianOf(f.rss))} MB | ${(f.out / 1024 / 1024).toFixed(1)} MB |`,
      );
    }
    if (rows.hugo.wall.length) console.log(`docsgen ÷ Hugo, wall: ${(medianOf(rows.docsgen.wall) / medianOf(rows.hugo.wall)).toFixed(1)} × (issue 36: ≤ 5 ×)`);
  }
} else if (MDX_RUNS) {
  const lines = [];
  for (const size of SIZES) {
    const runs = { md: [], mdx: [] };
    for (let r = 0; r < MDX_RUNS; r++) {
      for (const mdx of [false, true]) {
        const row = buildCorpus(size, { plain: false, mdx });
        runs[mdx ? 'mdx' : 'md'].push(row);
        console.log(`${size} pages, ${row.corpus}: ${row.wallS} s wall, ${row.cpuS ?? 'n/a'} s CPU`);
      }
    }
    const wall = (rows) => median(rows.map((r) => r.wallMs)) / 1000;
    const cpu = (rows) => (rows.every((r) => r.cpuS !== null) ? median(rows.map((r) => r.cpuS)) : null);
    const ratio = (a, b) => (a === null || b === null ? 'n/a' : `${(b / a).toFixed(2)} ×`);
    lines.push(
      `| ${size} | ${wall(runs.md).toFixed(2)} s | ${wall(runs.mdx).toFixed(2)} s | ${ratio(wall(runs.md), wall(runs.mdx))} | ${ratio(cpu(runs.md), cpu(runs.mdx))} |`,
    );
  }
  console.log(`\nMedians of ${MDX_RUNS} builds each.`);
  console.log('| pages | wall, .md | wall, .mdx | wall ratio | CPU ratio |');
  console.log('| ---: | ---: | ---: | ---: | ---: |');
  for (const line of lines) console.log(line);
} else if (COMPARE_RUNS) {
  const lines = [];
  const seconds = (v) => (v === null ? 'n/a' : `${v.toFixed(2)} s`);
  const growth = (before, after) => (before === null || after === null ? 'n/a' : `${(((after - before) / before) * 100).toFixed(1)} %`);
  for (const size of SIZES) {
    const runs = { plain: [], authoring: [] };
    // In turn, so a machine that gets busier or quieter meanwhile weighs on both kinds alike.
    for (let r = 0; r < COMPARE_RUNS; r++) {
      for (const plain of [true, false]) {
        const row = buildCorpus(size, { plain });
        runs[plain ? 'plain' : 'authoring'].push(row);
        console.log(`${size} pages, ${row.corpus}: ${row.wallS} s wall, ${seconds(row.cpuS)} CPU`);
      }
    }
    const wall = (rows) => median(rows.map((r) => r.wallMs)) / 1000;
    const cpu = (rows) => (rows.every((r) => r.cpuS !== null) ? median(rows.map((r) => r.cpuS)) : null);
    const [plainWall, authoringWall, plainCpu, authoringCpu] = [wall(runs.plain), wall(runs.authoring), cpu(runs.plain), cpu(runs.authoring)];
    lines.push(
      `| ${size} | ${seconds(plainWall)} | ${seconds(authoringWall)} | ${growth(plainWall, authoringWall)} | ${seconds(plainCpu)} | ${seconds(authoringCpu)} | ${growth(plainCpu, authoringCpu)} |`,
    );
  }
  console.log(`\nMedians of ${COMPARE_RUNS} builds each; CPU is user + system time of all threads.`);
  console.log('| pages | wall, plain | wall, image + HTML | growth | CPU, plain | CPU, image + HTML | growth |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const line of lines) console.log(line);
} else {
  const rows = [];
  for (const size of SIZES) {
    rows.push(buildCorpus(size, { plain: PLAIN }));
    console.log(rows.at(-1));
  }
  console.log(
    `\n${PLAIN ? 'Plain corpora (no image, no HTML block):\n' : ''}| pages | wall time | ms/page | peak RSS | output | first-load JS (gzip) | doc page HTML |`,
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.pages} | ${r.wallS} s | ${r.msPerPage} | ${r.peakRss} | ${r.output} | ${r.firstLoadJsGzip} | ${r.docPageHtml} |`);
}
