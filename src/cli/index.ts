/**
 * The `docsgen` command line: parses arguments with commander and calls the library. Holds no build logic;
 * it prints diagnostics and summaries and sets the exit code.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import pc from 'picocolors';
import { basePath, normaliseBaseUrl } from '../../core/urls.js';
import { normaliseCorsOrigin } from '../server/cors.js';
import { normaliseAllowedHost } from '../server/host-check.js';
import { packageVersion } from '../util/package-root.js';
import { loadPipeline } from './load-pipeline.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  return port;
}

/** A comma-separated list, empty entries dropped. */
function commaList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** `--allowed-hosts a,b`: host names or addresses, without scheme or port (`.example.com` adds its subdomains). */
function parseAllowedHosts(value: string): string[] {
  const entries = commaList(value);
  const wrong = entries.find((entry) => normaliseAllowedHost(entry) === null);
  if (wrong !== undefined || !entries.length)
    throw new InvalidArgumentError(
      `${JSON.stringify(wrong ?? value)} is not a host name; give names or addresses without a scheme or port, like docs.test,192.168.1.20.`,
    );
  return entries;
}

/** `--cors a,b`: origins (scheme and host, like https://docs.example.com), or `*` for any. */
function parseCorsOrigins(value: string): string[] {
  const entries = commaList(value);
  const wrong = entries.find((entry) => normaliseCorsOrigin(entry) === null);
  if (wrong !== undefined || !entries.length)
    throw new InvalidArgumentError(`${JSON.stringify(wrong ?? value)} is not an origin; give scheme and host, like https://docs.example.com, or * for any.`);
  return entries;
}

/** `--hsts` alone is one year; `--hsts=<seconds>` sets the max-age. */
function parseHstsMaxAge(value: string): number {
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(seconds))
    throw new InvalidArgumentError('expected a max-age in whole seconds, like --hsts=86400 (put [dir] before --hsts).');
  return seconds;
}

/** `--page-timeout <seconds>`: how long each page may render, in seconds (fractions allowed), as milliseconds. */
/** A number of seconds greater than 0, in milliseconds; `example` shows the option in the error. */
function parseSeconds(example: string): (value: string) => number {
  return (value) => {
    const seconds = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !(seconds > 0)) throw new InvalidArgumentError(`expected a number of seconds greater than 0, like ${example}.`);
    return Math.round(seconds * 1000);
  };
}

const parsePageTimeout = parseSeconds('--page-timeout 60');

/** Ctrl+C (or SIGTERM) closes the server, then exits cleanly. */
function stopOnSignal(close: () => Promise<void>, message?: string): void {
  let stopping = false;
  const stop = () => {
    // A second Ctrl+C while the first is closing is a wish to stop at once: exit as a signal would, but said.
    if (stopping) return process.exit(130);
    stopping = true;
    if (message) process.stdout.write(`${message}\n`);
    close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** A server that cannot start (port in use, nothing built) is reported as a message and a fix, not a stack. */
function reportServeError(error: unknown, ServeError: new (...args: never[]) => Error & { hint: string }): void {
  if (!(error instanceof ServeError)) throw error;
  process.stderr.write(`${pc.red('error')} ${error.message}\n  ${pc.green('fix:')} ${error.hint}\n`);
  process.exitCode = 1;
}

interface BuildFlags {
  config?: string;
  outDir?: string;
  strict?: boolean;
  locale?: string;
  /** `--no-cache` sets it false; `--cache-dir` names the folder. */
  cache?: boolean;
  cacheDir?: string;
  /** `--page-timeout`, in ms. */
  pageTimeout?: number;
}

// Commands load their modules when they run, so `--help` and `--version` answer without loading React or unified.
async function runBuild(flags: BuildFlags): Promise<number> {
  const started = performance.now();
  const { formatDiagnostics } = await import('../diagnostics/format.js');
  const { summaryLine } = await import('./progress.js');
  const root = process.cwd();
  const report = (result: Parameters<typeof summaryLine>[0] & { outDir: string | null }, note = '') => {
    if (result.diagnostics.length) process.stderr.write(formatDiagnostics(result.diagnostics) + '\n\n');
    const outLabel = path.relative(root, result.outDir ?? path.resolve(root, flags.outDir ?? 'build')) || '.';
    const hadOutput = existsSync(path.resolve(root, outLabel));
    (result.ok ? process.stdout : process.stderr).write(summaryLine(result, Boolean(flags.strict), outLabel + '/', hadOutput) + note + '\n');
    return result.ok ? 0 : 1;
  };
  // With the cache on, a build where nothing changed is told again from the last one's record, without the pipeline.
  const cached = flags.cache !== false ? await import('../session/unchanged-build.js') : null;
  const { DEFAULT_CACHE_DIR } = await import('../session/build-options.js');
  const attempt = cached
    ? await cached.replayUnchangedBuild(
        {
          root,
          config: flags.config,
          outDir: flags.outDir,
          strict: flags.strict,
          locale: flags.locale,
          cacheDir: path.resolve(root, flags.cacheDir ?? DEFAULT_CACHE_DIR),
          pageTimeout: flags.pageTimeout,
        },
        started,
      )
    : null;
  if (attempt?.replay) return report(attempt.replay, attempt.replay.restored ? ' · nothing changed: restored from the cache' : ' · nothing changed');
  // A build follows: its first render thread loads its modules while this thread loads the build's (0.1-0.2 s).
  const { startEarlyRenderThread, pageBudgetOf, build, withEvaluatedModules, watchSiteCodeFailures } = await loadPipeline();
  const pageBudget = flags.pageTimeout ? { timeoutMs: flags.pageTimeout } : undefined;
  const earlyThread = startEarlyRenderThread(undefined, pageBudgetOf(pageBudget));
  const { createProgress, shouldShowProgress } = await import('./progress.js');
  const progress = createProgress(shouldShowProgress());
  const cacheDir = flags.cache === false ? false : flags.cacheDir;
  // The site's code failing outside any page (an error event nobody listens to), during the build or after it, ends
  // the command said, not with Node's stack; work it left running (its child processes, timers) would keep it alive.
  watchSiteCodeFailures().catch((failure: Diagnostic) => {
    progress.stop();
    process.stderr.write(formatDiagnostics([failure]) + '\n');
    process.exit(1);
  });
  const built = await withEvaluatedModules(() =>
    build(
      {
        root,
        config: flags.config,
        outDir: flags.outDir,
        strict: flags.strict,
        locale: flags.locale,
        onProgress: progress.update,
        ...(cacheDir !== undefined ? { cacheDir } : {}),
        ...(pageBudget ? { pageBudget } : {}),
      },
      earlyThread,
    ),
  );
  const { result, modules } = built;
  progress.stop();
  if (cached && attempt) await cached.recordBuild(attempt.basis, modules, result);
  return report(result);
}

/** Says on the terminal that a busy port moved the server. */
const sayPortMoved = (wanted: number, used: number) =>
  process.stdout.write(`${pc.yellow('note')} port ${wanted} is in use, so using ${used} instead (pass --strictPort to fail instead)\n`);

/** The output folder and base URL from the site config, when there is one that loads. */
async function servedSite(configFile: string | undefined): Promise<{ outDir: string; baseUrl: string } | null> {
  const { loadSiteConfig } = await import('../session/site-session.js');
  const loaded = await loadSiteConfig(process.cwd(), configFile);
  if ('diagnostics' in loaded) {
    if (configFile || loaded.diagnostics.some((d) => d.code !== 'config-missing')) {
      process.stderr.write(`${pc.yellow('note')} the site config did not load (${loaded.diagnostics[0]!.message}); serving with defaults\n`);
    }
    return null;
  }
  return { outDir: loaded.config.outDir, baseUrl: loaded.config.baseUrl };
}

interface ServeFlags {
  port: number;
  host: string;
  strictPort?: boolean;
  base?: string;
  config?: string;
  cors?: string[];
  /** `true` for `--hsts` alone, else the max-age given. */
  hsts?: true | number;
}

async function runServe(dir: string | undefined, flags: ServeFlags): Promise<void> {
  const { serve, ServeError } = await import('../server/serve.js');
  const site = await servedSite(flags.config);
  const folder = dir ?? site?.outDir ?? 'build';
  const baseUrl = flags.base ?? site?.baseUrl ?? '/';
  try {
    const running = await serve({
      dir: folder,
      baseUrl,
      port: flags.port,
      host: flags.host,
      strictPort: flags.strictPort,
      cors: flags.cors,
      hsts: flags.hsts,
      onPortMoved: sayPortMoved,
    });
    const at = running.url + basePath(normaliseBaseUrl(baseUrl));
    // Before the address is told: Ctrl+C from the moment it is seen closes the server cleanly.
    stopOnSignal(running.close);
    process.stdout.write(`${pc.green('➜')} serving ${path.relative(process.cwd(), path.resolve(folder)) || '.'}/ at ${pc.cyan(at)} (Ctrl+C to stop)\n`);
  } catch (error) {
    reportServeError(error, ServeError);
  }
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  child.on('error', () => process.stderr.write(`${pc.yellow('note')} could not open a browser; visit ${url}\n`));
  child.unref();
}

async function runDev(flags: {
  port: number;
  host: string;
  allowedHosts?: string[];
  open?: boolean;
  config?: string;
  strict?: boolean;
  strictPort?: boolean;
  pageTimeout?: number;
}): Promise<void> {
  const started = performance.now();
  const { dev, ServeError, reportSiteCodeFailures } = await loadPipeline();
  const { formatDiagnostics } = await import('../diagnostics/format.js');
  const stamp = () => pc.dim(new Date().toLocaleTimeString());
  let first = true;
  let starting: Promise<{ close(): Promise<void> }> | null = null;
  // The site's code failing outside any page (an error event nobody listens to) is said, and the server goes on.
  // The same on the render thread, where the site's Markdown plugins run.
  const onSiteCodeFailure = reportSiteCodeFailures((failure) => process.stderr.write(formatDiagnostics([failure]) + '\n'));
  const { DevProblemLog, standingLine } = await import('./dev-problem-log.js');
  const problemLog = new DevProblemLog();
  try {
    starting = dev({
      port: flags.port,
      host: flags.host,
      allowedHosts: flags.allowedHosts,
      config: flags.config,
      strict: flags.strict,
      strictPort: flags.strictPort,
      ...(flags.pageTimeout ? { pageBudget: { timeoutMs: flags.pageTimeout } } : {}),
      onPortMoved: sayPortMoved,
      onSiteCodeFailure,
      onOutcome(outcome) {
        // Problems shown in full once; those still standing at the next update, in one line.
        const { fresh, standing } = problemLog.take(outcome.diagnostics, outcome.complete ?? false);
        if (fresh.length) process.stderr.write(formatDiagnostics(fresh) + '\n');
        const still = standingLine(standing);
        if (still) process.stderr.write(`${pc.dim(still)}\n`);
        if (first) return;
        const status = outcome.ok ? pc.green('updated') : pc.red('kept the last good version');
        process.stdout.write(`${stamp()} ${status} · ${outcome.summary}\n`);
      },
      // Told as soon as the server answers; the watcher's catch-up finds the saves made while it starts.
      onListening({ url, site }) {
        first = false;
        // Before the address is told: Ctrl+C from the moment it is seen closes the server cleanly.
        const server = starting!;
        stopOnSignal(() => server.then((running) => running.close()).catch(() => {}), 'stopping…');
        const errors = site.diagnostics.filter((d) => d.severity === 'error').length;
        process.stdout.write(
          `${pc.green('➜')} docsgen dev at ${pc.cyan(url)} in ${Math.round(performance.now() - started)} ms` +
            `${errors ? pc.red(` · ${errors} error${errors === 1 ? '' : 's'} (see above)`) : ''} (Ctrl+C to stop)\n`,
        );
        if (flags.open) openBrowser(url);
      },
    });
    await starting;
    // Saves made before this are applied now (the watcher's catch-up); from here on, as they happen.
    process.stdout.write(`${stamp()} watching for changes\n`);
  } catch (error) {
    reportServeError(error, ServeError);
  }
}

export function createCli(): Command {
  const program = new Command('docsgen')
    .description('Build, check and serve documentation sites from Markdown.')
    .version(packageVersion(), '-v, --version', 'print the docsgen version')
    .showHelpAfterError('(run `docsgen --help` to see the commands and options)')
    .showSuggestionAfterError(true);

  program
    .command('init')
    .description(
      'create a new site: a config, example docs, a static folder, package.json scripts and a .gitignore; in a VitePress or Starlight project, a config that builds its pages (never overwrites)',
    )
    .argument('[dir]', 'the folder to create the site in (default: the current folder)')
    .option('--title <title>', "the site's title (default: made from the folder's name)")
    .option('--from-docusaurus', 'write a site.config.ts for the Docusaurus site in [dir] from its docusaurus.config and sidebars')
    .option(
      '--config-timeout <seconds>',
      'with --from-docusaurus: how long its config and sidebars files may take to run (default: 10)',
      parseSeconds('--config-timeout 30'),
    )
    .action(async (dir: string | undefined, flags: { title?: string; fromDocusaurus?: boolean; configTimeout?: number }) => {
      if (flags.fromDocusaurus) {
        const { runMigrate } = await import('../migrate/command.js');
        process.exitCode = await runMigrate(dir, flags.configTimeout);
        return;
      }
      const { runInit } = await import('./init.js');
      process.exitCode = await runInit(dir, flags);
    });

  program
    .command('build')
    .description('build the site into the output folder (swapped in only when the build succeeds)')
    .option('-c, --config <file>', 'config file, relative to the current folder (default: site.config.ts)')
    .option('-o, --out-dir <dir>', 'output folder (default: the config\'s outDir, "build")')
    .option('--strict', 'fail on warnings too (broken anchors and Markdown file links)')
    .option('--locale <code>', "build only this locale's pages (one of i18n.locales)")
    .option('--cache-dir <dir>', 'build cache folder, relative to the current folder (default: .docsgen/cache)')
    .option('--no-cache', 'render every page and compress every file again, without reading or writing the build cache')
    .option('--page-timeout <seconds>', 'how long one page may take to render before it is stopped and reported as an error (default: 20)', parsePageTimeout)
    .action(async (flags: BuildFlags) => {
      process.exitCode = await runBuild(flags);
    });

  program
    .command('dev')
    .alias('start')
    .description('build in memory, serve, and update open browsers as you edit (errors show in the terminal and an overlay)')
    .option('-p, --port <port>', 'port to listen on (the next free one when it is in use)', parsePort, 3000)
    .option('--strictPort', 'fail when the port is in use instead of moving to the next free one')
    .option('-H, --host <host>', 'host to bind', '127.0.0.1')
    .option(
      '--allowed-hosts <names>',
      'comma-separated host names to answer besides the bound host, localhost and loopback addresses (.example.com adds subdomains)',
      parseAllowedHosts,
    )
    .option('-c, --config <file>', 'config file, relative to the current folder (default: site.config.ts)')
    .option('--open', 'open the site in the default browser')
    .option('--strict', 'hold back an update with any problem: warnings, and broken links (which dev otherwise serves, marked)')
    .option('--page-timeout <seconds>', 'how long one page may take to render before it is stopped and shown as an error (default: 20)', parsePageTimeout)
    .action(runDev);

  program
    .command('index')
    .description(`write the search records as JSON; with --push, replace the Algolia index with them (admin key from $ALGOLIA_ADMIN_API_KEY)`)
    .option('-o, --out <file>', 'where to write the records', 'search-records.json')
    .option('--push', 'replace the hosted Algolia index (search.appId, search.indexName) with the records')
    .option('-c, --config <file>', 'config file, relative to the current folder (default: site.config.ts)')
    .action(async (flags: { out: string; push?: boolean; config?: string }) => {
      const { indexSite } = await import('../session/index-records.js');
      const { formatDiagnostics } = await import('../diagnostics/format.js');
      const result = await indexSite({ out: flags.out, push: flags.push, config: flags.config });
      if (result.diagnostics.length) process.stderr.write(formatDiagnostics(result.diagnostics) + '\n');
      if (!result.ok) {
        process.stderr.write(`${pc.red('✖ indexing failed')}\n`);
        process.exitCode = 1;
        return;
      }
      process.stdout.write(
        `${pc.green('✔')} ${result.records} search records written to ${path.relative(process.cwd(), result.out!)}${result.pushedTo ? ` and pushed to the Algolia index ${result.pushedTo}` : ''}\n`,
      );
    });

  program
    .command('serve')
    .alias('preview')
    .description('serve a built output folder: /x answers x.html, /x/ and /x.html redirect to /x, unknown paths get the 404 page')
    .argument('[dir]', "the output folder to serve (default: the config's outDir, else build)")
    .option('-p, --port <port>', 'port to listen on (the next free one when it is in use)', parsePort, 3000)
    .option('--strictPort', 'fail when the port is in use instead of moving to the next free one')
    .option('--base <path>', "serve under this base URL (default: the config's baseUrl, else /)")
    .option('-c, --config <file>', 'config file, relative to the current folder (default: site.config.ts)')
    .option('-H, --host <host>', 'host to bind', '127.0.0.1')
    .option('--cors <origins>', 'comma-separated origins whose pages may read the search endpoint (* for any; default: none)', parseCorsOrigins)
    .option('--hsts [max-age]', 'send Strict-Transport-Security with this max-age in seconds (default: one year), for a server behind HTTPS', parseHstsMaxAge)
    .action(runServe);

  program
    .command('swizzle')
    .description('copy a theme component into theme-overrides/ to change it (or --wrap it); without a name, list the components')
    .argument('[component]', 'the component, such as Footer, Navbar or Admonition')
    .option('--wrap', "write a component that wraps the theme's (imported from @theme-original/<Name>) instead of a copy")
    .action(async (component: string | undefined, flags: { wrap?: boolean }) => {
      const { runSwizzle } = await import('./swizzle.js');
      process.exitCode = await runSwizzle(component, flags);
    });

  program
    .command('version')
    .description("snapshot the current docs and sidebars as a version, in Docusaurus' layout (versioned_docs/, versioned_sidebars/, versions.json)")
    .argument('<name>', 'the version name, such as 1.0')
    .option('-c, --config <file>', 'config file, relative to the current folder (default: site.config.ts)')
    .action(async (name: string, flags: { config?: string }) => {
      const { runVersion } = await import('./version.js');
      process.exitCode = await runVersion(name, flags);
    });

  return program;
}

export async function runCli(argv: string[] = process.argv): Promise<void> {
  // `-V` (commander's and many tools' spelling) asks for the version as `-v` and `--version` do.
  const [node, script, ...args] = argv;
  const asked = args.length === 1 && args[0] === '-V' ? ['--version'] : args;
  await createCli().parseAsync([node!, script!, ...asked]);
}
