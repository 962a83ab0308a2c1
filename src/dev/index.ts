/**
 * `docsgen dev`: plans the site, serves it with the same URL rules as `docsgen serve` (pages rendered on demand,
 * the rest checked in a background pass whose progress open browsers show), watches the content, config, theme
 * and templates with chokidar (and, once the watcher is ready, catches up with saves made before it was:
 * `catch-up.ts`), and pushes each change to open browsers. Problems are printed with file:line and
 * shown in the browser overlay; they never stop the server. It answers only requests for its own host and origin
 * (`server.ts`, `host-check.ts`).
 */
import { DEV_CLIENT_PATH } from '../../core/dev-protocol.js';
import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { basePath } from '../../core/urls.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { bundleDevClient } from '../emit/client-bundle.js';
import { chain } from '../server/chain.js';
import { normaliseAllowedHost } from '../server/host-check.js';
import { listen, ServeError, type ListenOptions, type RunningServer } from '../server/serve.js';
import { packageRoot } from '../util/package-root.js';
import type { PageBudget } from '../pipeline/page-budget.js';
import { changedSinceRead } from './catch-up.js';
import { DevSite, type UpdateOutcome } from './dev-site.js';
import { LiveChannel } from './live.js';
import { devMiddlewares } from './server.js';

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
}

export interface DevServer extends RunningServer {
  site: DevSite;
}

/** How long a raw file-system event holds the background pass when no change event follows (an ignored file). */
const RAW_CHANGE_HOLD_MS = 200;

/** Past chokidar's 50 ms during which it passes on no second change event for a file. */
const WATCHER_QUIET_MS = 60;

/**
 * Now, in milliseconds since the epoch with a fraction, as file timestamps are (`Date.now()` drops the fraction, and
 * a file written in the same millisecond before the read would look written after it).
 */
const epochNow = () => performance.timeOrigin + performance.now();

/** Every file path the watcher watches (its folders' entries; folders are left out by `changedSinceRead`). */
function watchedFiles(watcher: FSWatcher): string[] {
  return Object.entries(watcher.getWatched()).flatMap(([dir, names]) => names.map((name) => path.join(dir, name)));
}

/** A file's size and modification time, or '' when it is missing: what any write changes. */
function fileState(file: string): string {
  try {
    const stats = statSync(file);
    return `${stats.size}:${stats.mtimeMs}`;
  } catch {
    return '';
  }
}

export async function dev(options: DevOptions = {}): Promise<DevServer> {
  const root = path.resolve(options.root ?? process.cwd());
  const host = options.host ?? '127.0.0.1';
  const allowedHosts = options.allowedHosts ?? [];
  const notAHost = allowedHosts.find((entry) => normaliseAllowedHost(entry) === null);
  if (notAHost !== undefined)
    throw new ServeError(
      `${JSON.stringify(notAHost)} is not a host name.`,
      'Give host names or addresses without a scheme or port, like `--allowed-hosts docs.test,192.168.1.20`; `.example.com` allows its subdomains too.',
    );
  const live = new LiveChannel(options.strict ?? false);
  // Outcomes of the background pass wait until the first one (the start) has been reported.
  let started = false;
  let queue = Promise.resolve();
  const held: UpdateOutcome[] = [];
  // What was last reported, and whether pages were rendered in the background since: the check that follows a
  // one-page edit is reported only when it finds something the edit's own outcome did not say.
  let lastReported = '';
  let passRendered = false;
  const report = (outcome: UpdateOutcome) => {
    if (!started) return void held.push(outcome);
    lastReported = JSON.stringify(outcome.diagnostics);
    live.setProblems(outcome.diagnostics);
    if (outcome.ok && outcome.action.type !== 'none') live.broadcast(outcome.action);
    options.onOutcome?.(outcome);
  };
  const site = new DevSite(root, {
    configFile: options.config,
    devScriptPath: DEV_CLIENT_PATH,
    strict: options.strict,
    lazy: true,
    pageCache: options.pageCache,
    beforeSlice: options.beforeSlice,
    updateQuietMs: options.updateQuietMs,
    ...(options.pageBudget ? { pageBudget: options.pageBudget } : {}),
    onProgress: (progress) => {
      if (progress.checked < progress.total) passRendered = true;
      live.setProgress(progress);
    },
    // After the outcome of the update being applied, if any: browsers and the terminal see them in order.
    onChecked: (outcome) =>
      void (queue = queue.then(() => {
        if (passRendered || !started || JSON.stringify(outcome.diagnostics) !== lastReported) report(outcome);
        passRendered = false;
      })),
  });
  const clientBundle = bundleDevClient();
  clientBundle.catch(() => {}); // awaited below; this only keeps an early failure from counting as unhandled
  // Saves from here on reach the site: the watcher sees those after it is ready, `changedSinceRead` the ones before.
  const readStarted = epochNow();
  const first = await site.start();
  live.setProgress(site.progress ?? { checked: 0, total: 0 });
  let clientScript = await clientBundle;
  const middlewares = devMiddlewares(site, live, () => clientScript, { boundHost: host, allowedHosts });
  // A server that cannot listen (its port taken) leaves no background pass or render thread behind.
  const running = await listen(createServer(chain(middlewares)), options.port ?? 3000, host, options).catch(async (error: unknown) => {
    await site.close();
    throw error;
  });
  started = true;
  report(first);
  for (const outcome of held.splice(0)) report(outcome);
  await options.beforeWatch?.();

  const themeDirs = [path.join(packageRoot(), 'theme'), path.join(packageRoot(), 'templates')];
  // Until a config loads there are no content folders to watch, only the places a config may appear.
  const watched = () => [
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
  const watching = new Set(watched());
  const watcher = watch([...watching], { ignoreInitial: true, ignored: (file) => /(^|[\\/])(\.[^\\/]+\.\d+\.\d+\.mjs|node_modules)([\\/]|$)/.test(file) });
  /**
   * Watches the paths an update brought in (the folders of a config that now loads, a new sidebars or component
   * file). Only new ones: adding a folder chokidar watches already walks it again, some 60-75 ms of this thread for
   * 10,000 pages after every edit, while the browser asks for the edited page.
   */
  const watchNewPaths = () => {
    const fresh = watched().filter((file) => !watching.has(file));
    if (!fresh.length) return;
    for (const file of fresh) watching.add(file);
    watcher.add(fresh);
  };
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  // chokidar passes on one change event per file per 50 ms: the rest of a save still being written when an update
  // reads the file (an editor truncating, then writing), or a second save within 50 ms (a formatter run on save),
  // sends none. Each update notes what its files looked like when it began, and looks at them again when it is done
  // and once that window has passed; a file that differs is updated again.
  const readStates = new Map<string, string>();
  const lookAgain = (files: readonly string[]) => {
    if (closed) return;
    for (const file of files) if (fileState(file) !== readStates.get(file)) onFile(file);
  };
  const flush = () => {
    timer = null;
    const changed = [...pending];
    pending = new Set();
    queue = queue.then(async () => {
      let outcome: UpdateOutcome;
      for (const file of changed) readStates.set(file, fileState(file));
      try {
        outcome = await site.update(changed);
        if (site.progress) live.setProgress(site.progress);
        if (changed.some((f) => themeDirs.some((d) => !path.relative(d, f).startsWith('..')))) clientScript = await bundleDevClient();
      } catch (error) {
        const files = changed.map((f) => path.relative(root, f));
        const problem = diagnostic('dev-update-failed', 'error', { files, reason: (error as Error).message });
        outcome = { ok: false, diagnostics: [problem], action: { type: 'none' }, summary: 'update failed' };
      }
      watchNewPaths();
      report(outcome);
      lookAgain(changed);
      setTimeout(() => lookAgain(changed), WATCHER_QUIET_MS).unref();
    });
  };
  const onFile = (file: string) => {
    site.noteChange();
    pending.add(path.resolve(file));
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, options.debounceMs ?? 8);
  };
  // The file system's own event comes before chokidar has looked at the file (its stats, the folder read again),
  // which takes a pass page or two at 10,000 pages: the pass holds from the first word, for a while.
  watcher.on('raw', () => site.noteChange(RAW_CHANGE_HOLD_MS));
  const reported = new Set<string>();
  watcher.on('all', (event, file) => {
    reported.add(path.resolve(file));
    // A watched file or folder that went away is watched again by the next update that names it, should it come back.
    if (event === 'unlink' || event === 'unlinkDir') watching.delete(path.resolve(file));
    onFile(file);
  });
  // The site folder itself, one level deep, so a config that appears or is replaced is seen even where watching
  // a file that does not exist yet is unreliable.
  const rootWatcher = watch(root, { ignoreInitial: true, depth: 0 });
  rootWatcher.on('all', (_event, file) => {
    if ([...site.configCandidates, ...site.sidebarsFiles].includes(path.resolve(file))) onFile(file);
  });
  await Promise.all([watcher, rootWatcher].map((w) => new Promise<void>((resolve) => w.once('ready', () => resolve()))));
  const watchReady = epochNow();
  // The server already answers meanwhile; at 10,000 pages this looks at every file once (a few hundred ms). What
  // the watcher reported meanwhile is its own. Done before dev() returns, so a save after that is only the watcher's.
  await changedSinceRead(watchedFiles(watcher), site.docsRead, readStarted, watchReady)
    .then((files) => {
      for (const file of files) if (!reported.has(file)) onFile(file);
    })
    .catch(() => {}); // a file that vanished meanwhile: the watcher reports it anyway

  return {
    ...running,
    url: running.url + basePath(site.config?.baseUrl ?? '/'),
    site,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await Promise.all([watcher.close(), rootWatcher.close()]);
      live.close();
      // The site stops rendering first: an update may be waiting for a page that never finishes.
      const siteClosed = site.close();
      await queue;
      await siteClosed;
      await running.close();
    },
  };
}
