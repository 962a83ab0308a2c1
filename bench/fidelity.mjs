// `npm run bench:fidelity -- <site-folder>`: how close docsgen's build of a Docusaurus site comes to Docusaurus' own
// (issue 34). Copies the site into a temporary folder (its node_modules linked, not copied), builds it there with
// Docusaurus when the site has @docusaurus/core installed (or takes a finished build given with
// `--docusaurus-build <folder>`), runs `docsgen init --from-docusaurus` and `docsgen build` in the copy, and prints
// the page-by-page comparison of bench/fidelity/compare.mjs as Markdown. The site's own folder is never written.
//
//   node bench/fidelity.mjs <site-folder> [--docusaurus-build <folder>] [--copy-root <folder>] [--json <file>] [--keep]
//
// `--copy-root`: a folder holding the site folder to copy whole, for sites that read files outside their own folder
// (metro's website/ reads ../docs). `--json`: also write the rows and summary there. `--keep`: keep the temporary
// folder. Exit code 0 when the goal is met, 1 when not, 2 when a build could not run. Needs `npm run build:lib`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareBuilds, toMarkdown } from './fidelity/compare.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = path.join(here, '..', 'bin', 'docsgen.js');

function parseArguments(argv) {
  const options = { site: null, docusaurusBuild: null, copyRoot: null, json: null, keep: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--docusaurus-build') options.docusaurusBuild = path.resolve(argv[++i]);
    else if (arg === '--copy-root') options.copyRoot = path.resolve(argv[++i]);
    else if (arg === '--json') options.json = path.resolve(argv[++i]);
    else if (arg === '--keep') options.keep = true;
    else if (!arg.startsWith('--') && !options.site) options.site = path.resolve(arg);
    else fail(`unknown argument ${arg}`);
  }
  if (!options.site) fail('usage: node bench/fidelity.mjs <site-folder> [--docusaurus-build <folder>] [--copy-root <folder>] [--json <file>] [--keep]');
  options.copyRoot ??= options.site;
  if (path.relative(options.copyRoot, options.site).startsWith('..')) fail(`--copy-root ${options.copyRoot} does not hold ${options.site}`);
  return options;
}

class Stop extends Error {}

/** Stops the run with a message; the temporary folder is still removed. */
function fail(message) {
  throw new Stop(message);
}

const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', '.docsgen-cache']);

/** Copies the tree without installed packages and earlier builds, then links the site's node_modules back in. */
function copySite({ site, copyRoot }, into) {
  cpSync(copyRoot, into, { recursive: true, filter: (source) => !SKIP.has(path.basename(source)) || source === copyRoot });
  const siteCopy = path.join(into, path.relative(copyRoot, site));
  for (const dir of [copyRoot, site]) {
    const modules = path.join(dir, 'node_modules');
    const target = path.join(into, path.relative(copyRoot, dir), 'node_modules');
    if (existsSync(modules) && !existsSync(target)) symlinkSync(modules, target, 'dir');
  }
  // Docusaurus' showLastUpdateTime asks git about every doc: the copy gets a repository of one commit.
  const git = (...args) => spawnSync('git', ['-c', 'user.name=fidelity', '-c', 'user.email=fidelity@localhost', ...args], { cwd: into, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '--no-verify', '-m', 'site snapshot for the fidelity comparison');
  return siteCopy;
}

/** The Docusaurus CLI the site has installed, or null. */
function docusaurusCli(site) {
  try {
    const require = createRequire(path.join(site, 'package.json'));
    return path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'bin', 'docusaurus.mjs');
  } catch {
    return null;
  }
}

function run(label, command, args, cwd) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: 'true' },
    maxBuffer: 1 << 28,
  });
  console.error(`fidelity: ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

let options;
try {
  options = parseArguments(process.argv.slice(2));
} catch (error) {
  console.error(`fidelity: ${error.message}`);
  process.exit(2);
}
const work = mkdtempSync(path.join(tmpdir(), 'docsgen-fidelity-'));
try {
  const siteCopy = copySite(options, work);
  let docusaurusBuild = options.docusaurusBuild;
  if (!docusaurusBuild) {
    const docusaurus = docusaurusCli(options.site);
    if (!docusaurus) fail(`${options.site} has no @docusaurus/core installed: install the site's packages, or pass --docusaurus-build <folder>`);
    docusaurusBuild = path.join(work, 'docusaurus-build');
    // Without webpack's persistent cache: it lives in node_modules, which the copy shares with the site (and other
    // copies), and a cache written for another folder breaks the render.
    process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = 'true';
    // Into the default build/ (some plugins' postBuild write there whatever --out-dir says), then moved aside.
    const built = run('docusaurus build', process.execPath, [docusaurus, 'build'], siteCopy);
    if (built.status !== 0) fail(`docusaurus build failed:\n${(built.stdout + built.stderr).slice(-4000)}`);
    renameSync(path.join(siteCopy, 'build'), docusaurusBuild);
    rmSync(path.join(siteCopy, '.docusaurus'), { recursive: true, force: true });
  }
  const init = run('docsgen init --from-docusaurus', process.execPath, [cli, 'init', '--from-docusaurus'], siteCopy);
  if (init.status !== 0) fail(`docsgen init --from-docusaurus failed:\n${init.stdout}${init.stderr}`);
  const docsgenBuild = path.join(work, 'docsgen-build');
  const built = run('docsgen build', process.execPath, [cli, 'build', '--no-cache', '-o', docsgenBuild], siteCopy);
  if (!existsSync(docsgenBuild) || readdirSync(docsgenBuild).length === 0) fail(`docsgen build wrote no pages:\n${(built.stdout + built.stderr).slice(-4000)}`);
  const result = compareBuilds(docusaurusBuild, docsgenBuild);
  if (options.json) writeFileSync(options.json, JSON.stringify(result, null, 2));
  console.log(toMarkdown(result));
  if (options.keep) console.error(`fidelity: kept ${work}`);
  process.exitCode = result.summary.goalMet ? 0 : 1;
} catch (error) {
  if (!(error instanceof Stop)) throw error;
  console.error(`fidelity: ${error.message}`);
  process.exitCode = 2;
} finally {
  if (!options.keep) rmSync(work, { recursive: true, force: true });
}
