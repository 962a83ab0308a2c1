/**
 * `docsgen dev`: opens the site (`DevSite`: pages rendered on demand, the rest checked in a background pass whose
 * progress open browsers show), serves it with the same URL rules as `docsgen serve`, watches the content, config,
 * theme and templates (`SiteWatcher`, which also catches up with saves made before it was ready), and pushes each
 * change to open browsers in order (`OutcomeReporter`). Problems are printed with file:line and shown in the
 * browser overlay; they never stop the server. It answers only requests for its own host and origin (`server.ts`,
 * `host-check.ts`). A driver: the work is in the modules it names.
 */
import { DEV_CLIENT_PATH } from '../../core/dev-protocol.js';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { basePath } from '../../core/urls.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { formatDiagnostics } from '../diagnostics/format.js';
import { bundleDevClient } from '../emit/client-bundle.js';
import { chain } from '../server/chain.js';
import { normaliseAllowedHost } from '../server/host-check.js';
import { listen, ServeError, type ListenOptions, type RunningServer } from '../server/serve.js';
import { packageRoot } from '../util/package-root.js';
import type { PageBudget } from '../pipeline/page-budget.js';
import { siteCodeFailure } from '../pipeline/site-code-failure.js';
import { DevSite, type UpdateOutcome } from './dev-site.js';
import { LiveChannel } from './live.js';
import { OutcomeReporter } from './outcome-reporter.js';
import { devMiddlewares } from './server.js';
import { epochNow, isBuildOutput, SiteWatcher } from './site-watcher.js';

export interface DevOptions extends ListenOptions {
  root?: string;
  /** Config file relative to the root. */
  config?: string;
  port?: number;
  host?: string;
  /**
   * Host names the server answers to besides the one it is bound to, `localhost` and loopback addresses (any other
   * Host gets a 403, against DNS rebinding): `['docs.test', '192.168.1.20']`; `.example.com` allows its subdomains too.
   */
  allowedHosts?: readonly string[];
  /** Receives each outcome (start and every update): the CLI prints it, tests wait on it. */
  onOutcome?: (outcome: UpdateOutcome) => void;
  /** Milliseconds to wait for more file events before an update (default 8; a change seen while an update reads it is read again). */
  debounceMs?: number;
  /**
   * Warnings count as errors, as in `build --strict`, and an update with any problem is not applied; without it, a
   * page with broken links (work in progress) is served with the links marked.
   */
  strict?: boolean;
  /** How many pages' rendered files to keep in memory (default 200). */
  pageCache?: number;
  /** Called before each slice of the background pass; a promise holds the pass until it settles (tests). */
  beforeSlice?: () => Promise<void> | void;
  /** How long the background pass waits after an update, in ms (default 40; tests). */
  updateQuietMs?: number;
  /** The time (ms) and JavaScript heap (MB) each page may take on the render thread; default DEFAULT_PAGE_BUDGET. */
  pageBudget?: Partial<PageBudget>;
  /** Called after the site is read and served, before the watcher starts (tests save files in that window). */
  beforeWatch?: () => Promise<void> | void;
  /**
   * Called once the server answers, with its address, before the watcher is ready (dev resolves after that). Saves
   * made from then on are not lost: the watcher's catch-up finds those it started too late to see.
   */
  onListening?: (server: { url: string; site: DevSite }) => void;
  /**
   * The site's code on the render thread failed outside any page (a plugin's error event nobody listens for): the
   * page and the server go on. Default: the failure is written to stderr as a site-code-failed error.
   */
  onSiteCodeFailure?: (failure: unknown) => void;
}

export interface DevServer extends RunningServer {
  site: DevSite;
}

/** Refuses an allowed-hosts entry that is not a host name. */
function checkAllowedHosts(allowedHosts: readonly string[]): void {
  const notAHost = allowedHosts.find((entry) => normaliseAllowedHost(entry) === null);
  if (notAHost !== undefined)
    throw new ServeError(
      `${JSON.stringify(notAHost)} is not a host name.`,
      'Give host names or addresses without a scheme or port, like `--allowed-hosts docs.test,192.168.1.20`; `.example.com` allows its subdomains too.',
    );
}

/**
 * How long the watcher waits for the first page to be served before it starts anyway. Its start looks at every
 * watched file on this thread (at 10,000 pages, 2 CPU-s over about 2 s): started while the first page renders, it
 * held that page up by 0.2-0.3 s on a 2-core machine. Longer for more docs (0.1 ms each, at most 1 s), so a small
 * site's watcher, whose start costs next to nothing, starts at once.
 */
function watcherHoldMs(docs: number): number {
  return Math.min(1_000, docs / 10);
}

/** What dev watches: the site's folders and files as last loaded (until a config loads, where one may appear). */
function watchedPaths(site: DevSite, themeDirs: readonly string[]): string[] {
  return [
    ...(site.docsDir ? [site.docsDir] : []),
    ...(site.staticDir ? [site.staticDir] : []),
    ...themeDirs,
    ...site.configCandidates,
    ...site.sidebarsFiles,
    ...site.variantPaths,
    ...site.componentFiles,
    ...site.styleFiles,
    ...(existsSync(site.overridesDir) ? [site.overridesDir] : []),
  ];
}

export async function dev(options: DevOptions = {}): Promise<DevServer> {
  const root = path.resolve(options.root ?? process.cwd());
  const host = options.host ?? '127.0.0.1';
  const allowedHosts = options.allowedHosts ?? [];
  checkAllowedHosts(allowedHosts);
  const live = new LiveChannel(options.strict ?? false);
  const reporter = new OutcomeReporter(live, options.onOutcome);
  // 1. Open the site: plan it, render nothing yet but what the start needs; the pass reports through `reporter`.
  const site = new DevSite(root, {
    configFile: options.config,
    devScriptPath: DEV_CLIENT_PATH,
    strict: options.strict,
    lazy: true,
    pageCache: options.pageCache,
    beforeSlice: options.beforeSlice,
    updateQuietMs: options.updateQuietMs,
    ...(options.pageBudget ? { pageBudget: options.pageBudget } : {}),
    onProgress: (progress) => reporter.progress(progress),
    onChecked: (outcome) => reporter.checked(outcome),
    onUpdated: (outcome) => reporter.report(outcome),
    onSiteCodeFailure: options.onSiteCodeFailure ?? ((failure) => process.stderr.write(formatDiagnostics([siteCodeFailure(failure, true)]) + '\n')),
  });
  const clientBundle = bundleDevClient();
  clientBundle.catch(() => {}); // awaited below; this only keeps an early failure from counting as unhandled
  // Saves from here on reach the site: the watcher sees those after it is ready, its catch-up the ones before.
  const readStarted = epochNow();
  const first = await site.start();
  live.setProgress(site.progress ?? { checked: 0, total: 0 });
  let clientScript = await clientBundle;
  // 2. Serve it. A server that cannot listen (its port taken) leaves no background pass or render thread behind.
  const middlewares = devMiddlewares(site, live, () => clientScript, { boundHost: host, allowedHosts });
  const running = await listen(createServer(chain(middlewares)), options.port ?? 3000, host, options).catch(async (error: unknown) => {
    await site.close();
    throw error;
  });
  reporter.begin(first);
  const url = running.url + basePath(site.config?.baseUrl ?? '/');
  options.onListening?.({ url, site });
  await options.beforeWatch?.();
  // 3. Watch it: each batch of changes is one update, reported in order. It starts once the first page is served
  // (see watcherHoldMs); the saves made before it is ready are found by its catch-up.
  await Promise.race([site.firstPageServed, new Promise((resolve) => setTimeout(resolve, watcherHoldMs(site.docsRead.size)))]);
  const themeDirs = [path.join(packageRoot(), 'theme'), path.join(packageRoot(), 'templates')];
  const update = async (changed: string[]): Promise<UpdateOutcome> => {
    try {
      const outcome = await site.update(changed);
      if (site.progress) live.setProgress(site.progress);
      if (changed.some((f) => themeDirs.some((d) => !path.relative(d, f).startsWith('..')))) clientScript = await bundleDevClient();
      return outcome;
    } catch (error) {
      const files = changed.map((f) => path.relative(root, f));
      const problem = diagnostic('dev-update-failed', 'error', { files, reason: (error as Error).message });
      return { ok: false, diagnostics: [problem], action: { type: 'none' }, summary: 'update failed' };
    }
  };
  const watcher = new SiteWatcher<UpdateOutcome>({
    root,
    paths: () => watchedPaths(site, themeDirs),
    rootFiles: () => [...site.configCandidates, ...site.sidebarsFiles],
    ignored: (file) => isBuildOutput(file, path.resolve(root, site.config?.outDir ?? 'build')),
    debounceMs: options.debounceMs ?? 8,
    noteChange: (expiresInMs) => site.noteChange(expiresInMs),
    serial: (task) => void reporter.serial(task),
    update,
    updated: (outcome) => reporter.report(outcome),
  });
  // Done before dev() returns, so a save after that is only the watcher's.
  await watcher.ready(site.docsRead, readStarted);

  return {
    ...running,
    url,
    site,
    async close() {
      await watcher.close();
      live.close();
      // The site stops rendering first: an update may be waiting for a page that never finishes.
      const siteClosed = site.close();
      await reporter.drained();
      await siteClosed;
      await running.close();
    },
  };
}
