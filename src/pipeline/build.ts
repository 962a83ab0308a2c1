/**
 * `build()`: the list of timed stages that turns a site folder into its output. Reading happens at the start,
 * writing at the end (through an `OutputSink`); every stage in between is a pure function, so a whole build can
 * run in memory. Problems are collected, not thrown, and the output is swapped in only when the build passes.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { configFromObject, loadConfig, type LoadedConfig } from '../config/load.js';
import type { SiteConfig, UserConfig } from '../config/schema.js';
import { discoverDocs } from '../content/discover.js';
import { BuildFailure, DiagnosticBag, type Diagnostic } from '../diagnostics/diagnostic.js';
import { bundleClient } from '../emit/client-bundle.js';
import { MemorySink, StagingDirSink, type OutputSink } from '../emit/sink.js';
import { checkLinks, type PageLinks } from '../links/check.js';
import { packageRoot } from '../util/package-root.js';
import { defaultWorkerCount, renderAll } from './render-pool.js';
import { planSite } from './plan.js';
import { searchIndexFile } from '../../core/urls.js';
import type { SearchRecord } from '../../core/search/records.js';
import { otherLinkTargets, renderEnvironment, siteLevelFiles } from './site-files.js';

export interface BuildOptions {
  /** Site root holding site.config.ts (default: the current folder). */
  root?: string;
  /** Config file path relative to the root, or a config object. */
  config?: string | UserConfig;
  /** Output folder (default: the config's `outDir`, relative to the root). */
  outDir?: string;
  /** Warnings fail the build too. */
  strict?: boolean;
  /** Build into memory instead of the output folder. */
  inMemory?: boolean;
  /** Render threads: 0 renders in this thread; default picks by site size and cores. */
  workers?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  pages: number;
  bytes: number;
  durationMs: number;
  /** Absolute output folder, or null for in-memory builds. */
  outDir: string | null;
  /** The files of an in-memory build. */
  files: MemorySink | null;
  /** The search records of every page (when the site has search). */
  records: SearchRecord[] | null;
  /** The validated config, or null when it could not be loaded. */
  config: SiteConfig | null;
  timings: Record<string, number>;
}

const WRITE_BATCH = 64;

/** Lists the static files copied to the output root (paths relative to the static folder). */
export async function readStaticFiles(root: string, staticDir: string): Promise<string[]> {
  return (await fg('**/*', { cwd: path.resolve(root, staticDir), onlyFiles: true, dot: false })).sort();
}

/** The reading stage shared by `build()` and `docsgen dev`: docs, static files, the template, the client bundle. */
export function readSiteInputs(root: string, config: SiteConfig) {
  return Promise.all([
    discoverDocs(root, config.docs.path),
    readStaticFiles(root, config.staticDir),
    readFile(path.join(packageRoot(), 'templates/page.html'), 'utf8'),
    bundleClient(),
  ]);
}

export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  const timed = async <T>(name: string, work: () => T | Promise<T>): Promise<T> => {
    const t = performance.now();
    const result = await work();
    timings[name] = Math.round(performance.now() - t);
    return result;
  };
  const root = path.resolve(options.root ?? process.cwd());
  const bag = new DiagnosticBag();
  let records: SearchRecord[] | null = null;
  let loadedConfig: SiteConfig | null = null;
  const done = (ok: boolean, pages: number, sink: OutputSink | null, outDir: string | null): BuildResult => ({
    records,
    config: loadedConfig,
    ok,
    diagnostics: bag.items,
    pages,
    bytes: sink?.bytes ?? 0,
    durationMs: Math.round(performance.now() - started),
    outDir,
    files: sink instanceof MemorySink ? sink : null,
    timings,
  });

  let loaded: LoadedConfig;
  try {
    loaded = await timed('config', () =>
      typeof options.config === 'object' ? configFromObject(options.config, root) : loadConfig(root, options.config),
    );
  } catch (error) {
    if (!(error instanceof BuildFailure)) throw error;
    bag.addAll(error.diagnostics);
    return done(false, 0, null, null);
  }
  const { config } = loaded;
  loadedConfig = config;
  const configFile = loaded.file ? path.relative(root, loaded.file) : '(config object)';
  const [rawDocs, staticFiles, template, bundle] = await timed('read', () => readSiteInputs(root, config));
  const plan = await timed('plan', () =>
    planSite({ config, configFile, configSource: loaded.source, rawDocs, themeKey: bundle.scriptPath + bundle.stylePath, searchWorkerPath: bundle.searchWorkerPath }),
  );
  bag.addAll(plan.diagnostics);

  const outDir = path.resolve(root, options.outDir ?? config.outDir);
  const sink: MemorySink | StagingDirSink = options.inMemory ? new MemorySink() : new StagingDirSink(outDir);
  const pending: Promise<void>[] = [];
  const write = async (file: string, content: string | Uint8Array) => {
    pending.push(sink.write(file, content));
    if (pending.length >= WRITE_BATCH) await Promise.all(pending.splice(0));
  };

  try {
    const { env, files: treeFiles } = renderEnvironment(plan, template, bundle);
    for (const file of treeFiles) await write(file.path, file.content);

    const collected: SearchRecord[] = [];
    records = config.search ? collected : null;
    const pageLinks: PageLinks[] = [];
    const anchorsOf = new Map<string, ReadonlySet<string>>();
    await timed('render', async () => {
      let count = 0;
      const writeDir = sink instanceof StagingDirSink ? sink.stagingDir : null;
      await renderAll(env, options.workers ?? defaultWorkerCount(plan.docs.length), writeDir, async (rendered) => {
        bag.addAll(rendered.diagnostics);
        pageLinks.push({ file: rendered.file, route: rendered.route, links: rendered.links });
        anchorsOf.set(rendered.route, rendered.headingIds);
        for (const record of rendered.records) collected.push(record);
        for (const file of rendered.files) await write(file.path, file.content);
        if (rendered.writtenBytes) sink.bytes += rendered.writtenBytes;
        options.onProgress?.(++count, plan.docs.length);
      });
    });
    anchorsOf.set('/search', new Set());

    await timed('links', () =>
      bag.addAll(checkLinks([...pageLinks, plan.configLinks], { anchorsOf, files: otherLinkTargets(staticFiles) }, config)),
    );

    if (config.search) {
      await timed('search', async () => {
        if (collected.length === 0) {
          bag.add({ severity: 'warning', code: 'search-empty', message: 'The search index is empty: no page gave any text to search.', hint: 'Add docs with body text.' });
        }
        if (config.search!.provider === 'local') {
          // Loaded here so sites without search never load MiniSearch.
          const { buildSearchIndex } = await import('../search/index-file.js');
          await write(searchIndexFile(plan.site.buildId), buildSearchIndex(collected, config.search!.indexName));
        }
      });
    }

    await timed('emit', async () => {
      for (const file of siteLevelFiles(env)) await write(file.path, file.content);
      for (const file of bundle.files) await write(file.path, file.contents);
      for (const file of staticFiles) pending.push(sink.copy(file, path.resolve(root, config.staticDir, file)));
      await Promise.all(pending.splice(0));
    });

    const ok = !bag.fails(options.strict ?? false);
    if (sink instanceof StagingDirSink) await (ok ? sink.commit() : sink.abort());
    return done(ok, plan.docs.length, sink, options.inMemory ? null : outDir);
  } catch (error) {
    await Promise.allSettled(pending);
    if (sink instanceof StagingDirSink) await sink.abort();
    throw error;
  }
}
