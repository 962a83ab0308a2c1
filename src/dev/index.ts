/**
 * `docsgen dev`: builds the site in memory, serves it with the same URL rules as `docsgen serve`, watches the
 * content, config, theme and templates with chokidar, and pushes each change to open browsers. Problems are
 * printed with file:line and shown in the browser overlay; they never stop the server.
 */
import { DEV_CLIENT_PATH } from '../../core/dev-protocol.js';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { watch } from 'chokidar';
import { basePath } from '../../core/urls.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { bundleDevClient } from '../emit/client-bundle.js';
import { chain } from '../server/chain.js';
import { listen, type ListenOptions, type RunningServer } from '../server/serve.js';
import { packageRoot } from '../util/package-root.js';
import { DevSite, type UpdateOutcome } from './dev-site.js';
import { LiveChannel } from './live.js';
import { devMiddlewares } from './server.js';

export interface DevOptions extends ListenOptions {
  root?: string;
  /** Config file relative to the root. */
  config?: string;
  port?: number;
  host?: string;
  /** Receives each outcome (start and every update): the CLI prints it, tests wait on it. */
  onOutcome?: (outcome: UpdateOutcome) => void;
  /** Milliseconds to gather file events into one update. */
  debounceMs?: number;
  /** Warnings count as errors, as in `build --strict`: an update with warnings is not applied. */
  strict?: boolean;
}

export interface DevServer extends RunningServer {
  site: DevSite;
}


export async function dev(options: DevOptions = {}): Promise<DevServer> {
  const root = path.resolve(options.root ?? process.cwd());
  const live = new LiveChannel();
  const site = new DevSite(root, { configFile: options.config, devScriptPath: DEV_CLIENT_PATH, strict: options.strict });
  const report = (outcome: UpdateOutcome) => {
    live.setProblems(outcome.diagnostics);
    if (outcome.ok && outcome.action.type !== 'none') live.broadcast(outcome.action);
    options.onOutcome?.(outcome);
  };
  const first = await site.start();
  let clientScript = await bundleDevClient();
  const running = await listen(createServer(chain(devMiddlewares(site, live, () => clientScript))), options.port ?? 3000, options.host ?? '127.0.0.1', options);
  report(first);

  const themeDirs = [path.join(packageRoot(), 'theme'), path.join(packageRoot(), 'templates')];
  // Until a config loads there are no content folders to watch, only the places a config may appear.
  const watched = () => [...(site.docsDir ? [site.docsDir] : []), ...(site.staticDir ? [site.staticDir] : []), ...themeDirs, ...site.configCandidates, ...site.sidebarsFiles, ...site.variantPaths, ...site.componentFiles, ...site.styleFiles, ...(existsSync(site.overridesDir) ? [site.overridesDir] : [])];
  const watcher = watch(watched(), { ignoreInitial: true, ignored: (file) => /(^|[\\/])(\.[^\\/]+\.\d+\.\d+\.mjs|node_modules)([\\/]|$)/.test(file) });
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let queue = Promise.resolve();
  const flush = () => {
    timer = null;
    const changed = [...pending];
    pending = new Set();
    queue = queue.then(async () => {
      let outcome: UpdateOutcome;
      try {
        outcome = await site.update(changed);
        if (changed.some((f) => themeDirs.some((d) => !path.relative(d, f).startsWith('..')))) clientScript = await bundleDevClient();
      } catch (error) {
        const files = changed.map((f) => path.relative(root, f));
        const problem = diagnostic('dev-update-failed', 'error', { files, reason: (error as Error).message });
        outcome = { ok: false, diagnostics: [problem], action: { type: 'none' }, summary: 'update failed' };
      }
      watcher.add(watched());
      report(outcome);
    });
  };
  const onFile = (file: string) => {
    pending.add(path.resolve(file));
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, options.debounceMs ?? 15);
  };
  watcher.on('all', (_event, file) => onFile(file));
  // The site folder itself, one level deep, so a config that appears or is replaced is seen even where watching
  // a file that does not exist yet is unreliable.
  const rootWatcher = watch(root, { ignoreInitial: true, depth: 0 });
  rootWatcher.on('all', (_event, file) => {
    if ([...site.configCandidates, ...site.sidebarsFiles].includes(path.resolve(file))) onFile(file);
  });
  await Promise.all([watcher, rootWatcher].map((w) => new Promise<void>((resolve) => w.once('ready', () => resolve()))));

  return {
    ...running,
    url: running.url + basePath(site.config?.baseUrl ?? '/'),
    site,
    async close() {
      if (timer) clearTimeout(timer);
      await Promise.all([watcher.close(), rootWatcher.close()]);
      live.close();
      await queue;
      await running.close();
    },
  };
}
