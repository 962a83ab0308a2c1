// `npm run bench:real-sites`: tries docsgen on real documentation sites that nobody here wrote (issue 33). For each
// site it extracts the repository snapshot fetched into /work/.mirror (or $MIRRORS), runs `docsgen init
// --from-docusaurus` (or `docsgen init` for VitePress and Starlight sites) in the site's folder, then `docsgen
// build`, and prints a Markdown table: pages built, errors and warnings by code, wall time, CPU time and peak RSS
// (GNU time). Nothing of the sites is kept in this repository. `--install` runs `npm install --ignore-scripts` in the
// site's folder first (the site's remark plugins and config packages then load). Pass site names to run fewer:
// `node bench/real-sites.mjs react-native metro`. `--stand-ins` writes a placeholder for each file the snapshot lacks
// (a one-pixel image, else an empty file). Needs `npm run build:lib` first.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = path.join(here, '..', 'bin', 'docsgen.js');
const mirrors = process.env.MIRRORS ?? '/work/.mirror';
const work = process.env.REAL_SITES_DIR ?? '/tmp/docsgen-real-sites';

/** Each site: its mirror, the folder that holds its config, and what kind of site it is. */
const SITES = [
  { name: 'react-native', mirror: 'facebook+react-native-website', site: 'website', kind: 'docusaurus' },
  { name: 'typescript-eslint', mirror: 'typescript-eslint+typescript-eslint', site: 'packages/website', kind: 'docusaurus' },
  { name: 'metro', mirror: 'facebook+metro', site: 'website', kind: 'docusaurus' },
  { name: 'webdriverio', mirror: 'webdriverio+webdriverio', site: 'website', kind: 'docusaurus' },
  { name: 'vitepress', mirror: 'vuejs+vitepress', site: 'docs', kind: 'vitepress' },
  { name: 'starlight', mirror: 'withastro+starlight', site: 'docs', kind: 'starlight' },
];

const argv = process.argv.slice(2);
const INSTALL = argv.includes('--install');
/**
 * `--stand-ins` writes a placeholder for each file whose blob the snapshot lacks (a one-pixel image, else an empty
 * file), so that what a real clone has is not counted against docsgen; the table says how many there were.
 */
const STAND_INS = argv.includes('--stand-ins');
const only = argv.filter((a) => !a.startsWith('--'));
const chosen = only.length ? SITES.filter((s) => only.includes(s.name)) : SITES;

/** A one-pixel GIF and PNG: what `--stand-ins` writes for an image whose blob the snapshot lacks (other files: empty). */
const PIXEL = {
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};
const standIn = (file) => PIXEL[path.extname(file).slice(1).toLowerCase()] ?? Buffer.alloc(0);

/** Writes every blob of the snapshot's HEAD under `into` (symbolic links that stay inside it too), skipping blobs the snapshot lacks and anything in node_modules. */
function extract(gitDir, into) {
  rmSync(into, { recursive: true, force: true });
  const listing = spawnSync('git', ['--git-dir', gitDir, 'ls-tree', '-r', '-z', 'HEAD'], { maxBuffer: 1 << 30 });
  const entries = listing.stdout
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, file] = line.split('\t');
      const [mode, type, id] = meta.split(' ');
      return { mode, type, id, file };
    })
    .filter((e) => e.type === 'blob' && !e.file.split('/').includes('node_modules'));
  const batch = spawnSync('git', ['--git-dir', gitDir, 'cat-file', '--batch'], {
    input: entries.map((e) => e.id).join('\n') + '\n',
    maxBuffer: 2 ** 31 - 1,
  }).stdout;
  let at = 0;
  let missing = 0;
  for (const entry of entries) {
    const lineEnd = batch.indexOf(10, at);
    const header = batch.subarray(at, lineEnd).toString('utf8');
    at = lineEnd + 1;
    if (header.endsWith(' missing')) {
      missing++;
      if (STAND_INS) {
        const target = path.join(into, entry.file);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, standIn(entry.file));
      }
      continue;
    }
    const size = Number(header.split(' ')[2]);
    const target = path.join(into, entry.file);
    mkdirSync(path.dirname(target), { recursive: true });
    const content = batch.subarray(at, at + size);
    // A symbolic link (its blob is the path it points to) is made again when it stays inside the snapshot.
    if (entry.mode === '120000') {
      const to = content.toString('utf8');
      if (!path.isAbsolute(to) && !path.relative(into, path.resolve(path.dirname(target), to)).startsWith('..')) symlinkSync(to, target);
    } else writeFileSync(target, content);
    at += size + 1;
  }
  return { files: entries.length - missing, missing };
}

/** Runs the CLI under GNU time in `cwd`; returns its output, exit code, wall and CPU seconds and peak RSS in MB. */
function timed(args, cwd) {
  const run = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', process.execPath, cli, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    maxBuffer: 1 << 28,
  });
  const lines = run.stderr.trimEnd().split('\n');
  const [wall, user, sys, rssKb] = lines.pop().split(' ').map(Number);
  return { output: run.stdout + lines.join('\n'), status: run.status, wall, cpu: user + sys, rssMb: Math.round(rssKb / 1024) };
}

/** Counts the diagnostics printed (`error [code]`, `warning [code]`) by severity and code. */
function diagnosticsOf(output) {
  const counts = { error: new Map(), warning: new Map() };
  for (const match of output.matchAll(/^(error|warning) \[([^\]]+)\]/gm)) counts[match[1]].set(match[2], (counts[match[1]].get(match[2]) ?? 0) + 1);
  return counts;
}

const total = (map) => [...map.values()].reduce((a, b) => a + b, 0);
const byCode = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .map(([code, n]) => `${code} ${n}`)
    .join(', ') || '-';

function htmlPages(dir) {
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) count += htmlPages(full);
    else if (entry.name.endsWith('.html') && statSync(full).size > 0) count++;
  }
  return count;
}

const rows = [];
for (const site of chosen) {
  const gitDir = path.join(mirrors, site.mirror, 'repo');
  if (!existsSync(gitDir)) {
    rows.push(`| ${site.name} | not fetched (${gitDir}) | | | | | |`);
    continue;
  }
  const into = path.join(work, site.name);
  const { missing } = extract(gitDir, into);
  const siteDir = path.join(into, site.site);
  if (INSTALL) spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--legacy-peer-deps'], { cwd: siteDir, stdio: 'ignore' });
  const init = timed(site.kind === 'docusaurus' ? ['init', '--from-docusaurus'] : ['init'], siteDir);
  const build = timed(['build', '--no-cache', '-o', path.join(work, `${site.name}-out`)], siteDir);
  const found = diagnosticsOf(build.output);
  const initFound = diagnosticsOf(init.output);
  writeFileSync(path.join(work, `${site.name}.log`), `$ docsgen init\n${init.output}\n\n$ docsgen build\n${build.output}`);
  rows.push(
    `| ${site.name} | ${init.status === 0 ? 'ok' : `exit ${init.status}${total(initFound.error) ? ` (${byCode(initFound.error)})` : ''}`} | ${build.status === 0 ? 'exit 0' : `exit ${build.status}`}, ${htmlPages(path.join(work, `${site.name}-out`))} pages | ${total(found.error)}: ${byCode(found.error)} | ${total(found.warning)}: ${byCode(found.warning)} | ${build.wall.toFixed(1)} s / ${build.cpu.toFixed(1)} CPU-s | ${build.rssMb} MB |${missing ? ` ${missing} blobs missing from the snapshot${STAND_INS ? ' (stand-ins written)' : ''}` : ''}`,
  );
  console.error(`${site.name}: done (log in ${path.join(work, `${site.name}.log`)})`);
}
console.log('| Site | init | build | errors | warnings | time | peak RSS |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
