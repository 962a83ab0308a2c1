/**
 * `build()`: the list of timed stages that turns a site folder into its output. Reading happens at the start,
 * writing at the end (through an `OutputSink`); every stage in between is a pure function, so a whole build can
 * run in memory. Problems are collected, not thrown, and the output is swapped in only when the build passes.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheUserModule, configFromObject, lineOfKey, loadConfig, type LoadedConfig } from '../config/load.js';
import type { SiteConfig, UserConfig } from '../config/schema.js';
import { discoverDocs, type RawCategoryFile, type RawDoc } from '../content/discover.js';
import { readSidebarsFile, type SidebarsFile } from '../sidebar/sidebars-file.js';
import { readGitUpdates, type GitUpdate } from '../content/git-dates.js';
import { walkFiles } from '../content/walk.js';
import { BuildFailure, DiagnosticBag, type Diagnostic } from '../diagnostics/diagnostic.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { bundleClient } from '../emit/client-bundle.js';
import { readCodeJson, type CodeJsonFile } from '../i18n/code-json.js';
import { withSiteStyles, type SiteBundle } from '../emit/style-bundle.js';
import { siteStylesOf } from '../config/site-styles.js';
import { loadSiteTheme } from './site-theme.js';
import type { ThemeOverrides } from '../render/theme-overrides.js';
import { precompress } from '../emit/compress.js';
import { HEADERS_FILE } from '../emit/headers.js';
import { mergeHeadersFiles, staticClashes } from '../emit/static-clashes.js';
import { routeOutputFile } from '../../core/urls.js';
import { MemorySink, StagingDirSink, type OutputSink } from '../emit/sink.js';
import { UpdatingDirSink } from '../emit/updating-sink.js';
import { codeFingerprint } from '../util/code-fingerprint.js';
import { packageRoot } from '../util/package-root.js';
import { toPosixPath } from '../util/paths.js';
import { cacheBlobs, pruneCache, siteRenderKey } from './render-cache.js';
import { BlobStore } from '../util/blob-store.js';
import { placeThroughStore, type StageFile } from './stage-cache.js';
import { pageAssets, renderSite } from './render-site.js';
import { pageBudgetOf, type PageBudget } from './page-budget.js';
import { startEarlyRenderThread } from './render-pool.js';
import type { RenderThread } from './render-thread.js';
import { planSite } from './plan.js';
import { DocReadings } from './doc-readings.js';
import { cacheFolderProblem, isMarkedCache, markCacheFolder, OUTPUT_MARKER, OUTPUT_MARKER_TEXT, outputFolderProblem } from './folder-guard.js';
import { OVERRIDES_DIR } from '../render/theme-overrides.js';
import { readVariantSources } from './variant-sources.js';
import type { VariantSources } from './variant-docs.js';
import type { SearchRecord } from '../../core/search/records.js';
import { bundleSiteComponents } from './site-components.js';
import { renderEnvironment, siteLevelFiles } from './site-files.js';
import { preparePlugins, useMarkdownPlugins } from '../markdown/user-plugins.js';

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
  /** Render threads: 0 renders in this thread, with no page budget; default picks by site size and cores. */
  workers?: number;
  /**
   * The time (ms) and JavaScript heap (MB) each page may take on a render thread; a page over it is a located
   * error and the rest of the site is built. Default DEFAULT_PAGE_BUDGET (20 s, 1,024 MB).
   */
  pageBudget?: Partial<PageBudget>;
  /** Build only this locale's pages (`--locale`); default: every locale. */
  locale?: string;
  /** Write `.br` and `.gz` beside text files (disk builds; default true). */
  compress?: boolean;
  /**
   * The persistent build cache (rendered pages, compressed files), relative to the root: default `.docsgen/cache`
   * for disk builds; false turns it off (`--no-cache`). In-memory builds use one only when given a folder.
   */
  cacheDir?: string | false;
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
  /** The search records of every page (when the site has search), made when first read. */
  readonly records: SearchRecord[] | null;
  /** The validated config, or null when it could not be loaded. */
  config: SiteConfig | null;
  timings: Record<string, number>;
  /** Pages taken from the build cache instead of rendered. */
  cachedPages: number;
}

/** Where disk builds keep their cache by default, relative to the site root. */
export const DEFAULT_CACHE_DIR = '.docsgen/cache';

const WRITE_BATCH = 64;

/**
 * Lists the static files copied to the output root (paths relative to the static folder). Links out of the site,
 * loops and dangling links are diagnostics, never copies.
 */
export async function readStaticFiles(root: string, staticDir: string): Promise<{ files: string[]; diagnostics: Diagnostic[] }> {
  const walked = await walkFiles(root, path.resolve(root, staticDir), () => true);
  return { files: walked.files.map((f) => f.relative), diagnostics: walked.diagnostics };
}

/** The folders a site's content comes from, absolute: what no output or cache folder may be, hold or lie in. */
function sourceFoldersOf(root: string, config: SiteConfig): string[] {
  return [config.docs.path, config.staticDir, 'i18n', 'versioned_docs', 'versioned_sidebars', OVERRIDES_DIR, 'src'].map((folder) => path.resolve(root, folder));
}

/** A loaded config and where it came from, or the diagnostics that stopped it loading. */
export async function loadSiteConfig(
  root: string,
  config: string | UserConfig | undefined,
  cacheDir: string | null = null,
): Promise<(LoadedConfig & { configFile: string }) | { diagnostics: Diagnostic[] }> {
  try {
    const loaded = typeof config === 'object' ? await configFromObject(config, root) : await loadConfig(root, config, cacheDir);
    // The pages of this thread are compiled with the site's own Markdown plugins (render threads load their own).
    useMarkdownPlugins(preparePlugins(loaded.config.markdown, root, loaded.file));
    return { ...loaded, configFile: loaded.file ? path.relative(root, loaded.file) : '(config object)' };
  } catch (error) {
    if (!(error instanceof BuildFailure)) throw error;
    return { diagnostics: error.diagnostics };
  }
}

export interface SiteContent {
  rawDocs: RawDoc[];
  categories: RawCategoryFile[];
  sidebarsFile: SidebarsFile | null;
  /** Last change of each doc from git, read only when the config shows dates or authors. */
  gitUpdates: Map<string, GitUpdate>;
  /** Static files, relative to the static folder. */
  staticFiles: string[];
  template: string;
  /** The default locale's interface-string overrides (`i18n/<locale>/code.json`; `text: null` when absent). */
  codeJson: CodeJsonFile;
  /** Released versions and translations, read in Docusaurus' layout. */
  variantSources: VariantSources;
  /** Problems found while reading (links out of the site, files that are not UTF-8, oversized pages). */
  diagnostics: Diagnostic[];
}

/** The reading stage shared by `build()`, `docsgen dev` and `docsgen index`: docs, static files, the template. */
export async function readSiteContent(root: string, config: SiteConfig): Promise<SiteContent> {
  const showsUpdates = config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor;
  const [docs, statics, template, sidebars, gitUpdates, codeJson, variants] = await Promise.all([
    discoverDocs(root, config.docs.path),
    readStaticFiles(root, config.staticDir),
    readFile(path.join(packageRoot(), 'templates/page.html'), 'utf8'),
    readSidebarsFile(root, config.docs.sidebarPath),
    showsUpdates ? readGitUpdates(path.resolve(root, config.docs.path)) : new Map<string, GitUpdate>(),
    readCodeJson(root, config.i18n.defaultLocale),
    readVariantSources(root, config),
  ]);
  return {
    rawDocs: docs.docs,
    categories: docs.categories,
    sidebarsFile: sidebars.sidebarsFile,
    gitUpdates,
    staticFiles: statics.files,
    template,
    codeJson,
    variantSources: variants.sources,
    diagnostics: [...docs.diagnostics, ...statics.diagnostics, ...sidebars.diagnostics, ...variants.diagnostics],
  };
}

/** What a site serves besides its pages: the content, plus the client bundle (which `docsgen index` does not need). */
export async function readSiteInputs(root: string, config: SiteConfig, overrides: ThemeOverrides | null = null): Promise<SiteContent & { bundle: SiteBundle }> {
  const [content, bundle] = await Promise.all([readSiteContent(root, config), bundleClient(overrides)]);
  // The site's brand colours and custom CSS go after the theme's style sheet; a file that cannot be bundled is a read problem.
  const styled = await withSiteStyles(bundle, siteStylesOf(root, config)).catch((error: unknown) => {
    if (!(error instanceof BuildFailure)) throw error;
    content.diagnostics.push(...error.diagnostics);
    return { ...bundle, styleInputs: [] };
  });
  return { ...content, bundle: styled };
}

/** Site-level files at least this large have their compressed copies started before the pages render. */
const COMPRESS_EARLY_BYTES = 64 * 1024;

export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  // The first render thread loads its modules while the config, the content and the plan are read and made.
  const earlyThread = startEarlyRenderThread(options.workers, pageBudgetOf(options.pageBudget));
  try {
    return await buildSite(options, earlyThread);
  } finally {
    await earlyThread?.close();
  }
}

async function buildSite(options: BuildOptions, earlyThread: RenderThread | null): Promise<BuildResult> {
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
  let siteRender: { readonly records: SearchRecord[] | null } | null = null;
  let loadedConfig: SiteConfig | null = null;
  let cachedPages = 0;
  const done = (ok: boolean, pages: number, sink: OutputSink | null, outDir: string | null): BuildResult => ({
    // Read from the render stage when asked for: a build from the cache has not parsed most pages' records.
    get records() {
      return siteRender?.records ?? null;
    },
    config: loadedConfig,
    ok,
    diagnostics: bag.items,
    pages,
    bytes: sink?.bytes ?? 0,
    durationMs: Math.round(performance.now() - started),
    outDir,
    files: sink instanceof MemorySink ? sink : null,
    timings,
    cachedPages,
  });

  const cacheSetting = options.cacheDir ?? (options.inMemory ? false : DEFAULT_CACHE_DIR);
  const cacheDir = cacheSetting === false ? null : path.resolve(root, cacheSetting);
  // The cache keeps the compiled config only once it is known to be docsgen's own folder (checked in full below).
  const early = cacheDir ? cacheFolderProblem(cacheDir, { root, sources: [] }) : null;
  if (early) {
    bag.add(diagnostic('folder-unsafe', 'error', early));
    return done(false, 0, null, null);
  }
  const cacheWasMarked = cacheDir !== null && isMarkedCache(cacheDir);
  const loaded = await timed('config', () => loadSiteConfig(root, options.config, cacheWasMarked ? cacheDir : null));
  if ('diagnostics' in loaded) {
    bag.addAll(loaded.diagnostics);
    return done(false, 0, null, null);
  }
  const { config, configFile } = loaded;
  loadedConfig = config;
  const outDir = path.resolve(root, options.outDir ?? config.outDir);
  // Nothing is read, written or deleted before both folders are known to be ones a build may replace and prune.
  const place = { root, sources: sourceFoldersOf(root, config) };
  const outProblem = options.inMemory ? null : outputFolderProblem(outDir, place);
  const cacheProblem = cacheDir ? cacheFolderProblem(cacheDir, place) : null;
  if (outProblem || cacheProblem) {
    if (outProblem) bag.add(diagnostic('folder-unsafe', 'error', outProblem, options.outDir === undefined ? { file: configFile, line: lineOfKey(loaded.source, ['outDir']) } : {}));
    if (cacheProblem) bag.add(diagnostic('folder-unsafe', 'error', cacheProblem));
    return done(false, 0, null, null);
  }
  if (cacheDir) markCacheFolder(cacheDir);
  // A cache folder tagged just now gets the compiled config the load above could not keep in it yet.
  if (cacheDir && !cacheWasMarked && loaded.file) await cacheUserModule(loaded.file, cacheDir);
  if (options.locale !== undefined && !config.i18n.locales.includes(options.locale)) {
    bag.add(diagnostic('locale-unknown', 'error', { locale: options.locale, locales: config.i18n.locales }, { file: configFile }));
    return done(false, 0, null, null);
  }
  // The site's theme component overrides (theme-overrides/), bundled for server and browser; nothing when it has none.
  const siteTheme = await loadSiteTheme(root);
  bag.addAll(siteTheme.diagnostics);
  if (siteTheme.failed) return done(false, 0, null, null);
  const { rawDocs, categories, sidebarsFile, gitUpdates, staticFiles, template, bundle, codeJson, variantSources, diagnostics: readProblems } = await timed('read', () => readSiteInputs(root, config, siteTheme.overrides));
  bag.addAll(readProblems);
  // With no pages there is nothing to plan: the missing or empty docs folder is the one thing to fix.
  if (rawDocs.length === 0 && readProblems.some((d) => d.code === 'docs-folder-missing' || d.code === 'docs-folder-empty')) return done(false, 0, null, null);
  // With the cache, files whose path and text are unchanged keep their front matter and summary from the last build.
  const readings = cacheDir ? DocReadings.load(cacheDir) : null;
  const plan = await timed('plan', () =>
    planSite({
      config,
      configFile,
      configSource: loaded.source,
      rawDocs,
      categories,
      sidebarsFile,
      gitUpdates,
      searchWorkerPath: bundle.searchWorkerPath,
      codeJson,
      variantSources,
      mode: { strict: options.strict, ...(options.locale ? { locale: options.locale } : {}) },
      ...(readings ? { readDoc: readings.read } : {}),
    }),
  );
  readings?.save();
  bag.addAll(plan.diagnostics);

  const blobs = cacheDir ? cacheBlobs(cacheDir) : null;
  const compress = options.compress ?? true;
  // A cache build keeps a record of its output, so the next one leaves unchanged files where they are.
  const sink: MemorySink | StagingDirSink = options.inMemory
    ? new MemorySink()
    : cacheDir && compress
      ? new UpdatingDirSink(outDir, blobs, cacheDir, codeFingerprint())
      : new StagingDirSink(outDir, compress ? blobs : null);
  const pending: Promise<void>[] = [];
  /** Cache files written in the background (they never reject), awaited before the build returns. */
  const cacheWrites: Promise<void>[] = [];
  const write = async (file: string, content: string | Uint8Array) => {
    pending.push(sink.write(file, content));
    if (pending.length >= WRITE_BATCH) await Promise.all(pending.splice(0));
  };

  // The mark that tells the next build this folder is docsgen's to replace.
  if (!options.inMemory) await write(OUTPUT_MARKER, OUTPUT_MARKER_TEXT);
  const mdxComponents = await timed('components', () => bundleSiteComponents(root, plan.docs, config));
  bag.addAll(mdxComponents.diagnostics);

  try {
    const { env, files: treeFiles } = renderEnvironment(plan, template, bundle, { root, components: mdxComponents.components, ...(siteTheme.theme ? { theme: siteTheme.theme } : {}) });
    if (cacheDir) env.cache = { dir: cacheDir, ...siteRenderKey(env, loaded.source), ...(readings ? { sourceKeys: readings.keys } : {}) };
    for (const file of treeFiles) await write(file.path, file.content);
    // Made before the pages (they depend on the plan only) and placed after them as before: the compressed copies of
    // the large ones (`llms-full.txt`, megabytes) are made on the thread pool while pages render and search builds.
    // Their hashes go with them, so placing them does not hash them again.
    const siteFiles: StageFile[] = siteLevelFiles(env).map((file) => (blobs && Buffer.byteLength(file.content) >= COMPRESS_EARLY_BYTES ? { ...file, hash: BlobStore.hashOf(file.content) } : file));
    for (const file of siteFiles) if (file.hash && sink instanceof StagingDirSink) sink.compressAhead(file.path, file.content, file.hash);

    let count = 0;
    const site = await renderSite(env, {
      staticFiles,
      ...(options.workers !== undefined ? { workers: options.workers } : {}),
      budget: pageBudgetOf(options.pageBudget),
      earlyThread,
      writeDir: sink instanceof StagingDirSink ? sink.stagingDir : null,
      timings,
      onPage: async (rendered) => {
        for (const file of rendered.files) await write(file.path, file.content);
        // The compressed copies made from the same content by an earlier build come along (see StagingDirSink).
        for (const file of rendered.linked ?? []) await sink.link(file.path, blobs!.pathOf(file.hash), file.bytes, file.hash);
        if (rendered.writtenBytes) sink.bytes += rendered.writtenBytes;
        if (rendered.written && sink instanceof StagingDirSink) sink.noteWritten(rendered.written);
        // Stored from contents the render hashed: the next build need not read them back to verify them.
        for (const file of rendered.written ?? []) blobs?.noteStored(file.hash);
        options.onProgress?.(++count, plan.docs.length);
      },
    });
    bag.addAll(site.diagnostics);
    siteRender = site;
    cachedPages = site.fromCache;

    if (plan.config.search && config.search?.provider === 'local') {
      await timed('search', async () => {
        await Promise.all(pending.splice(0));
        // The index depends only on the records (and the docsgen that builds it): an unchanged set is linked from the
        // cache, else only changed pages are tokenised again. Loaded here so sites without local search never load it.
        const { searchStage } = await import('./search-stage.js');
        const stage = await searchStage(site.pages.values(), config.search!.indexName, sink, cacheDir && blobs ? { dir: cacheDir, blobs } : null);
        cacheWrites.push(stage.saved);
      });
    }

    await timed('emit', async () => {
      // Site-level files (among them a Markdown copy of every page for agents) go through the cache's store when
      // there is one: an unchanged file is linked, and a new one written once and linked in.
      // A static `_headers` is merged into docsgen's (after a warning naming what it would weaken), never over it.
      const staticHeaders = staticFiles.includes(HEADERS_FILE) ? await readFile(path.resolve(root, config.staticDir, HEADERS_FILE), 'utf8') : null;
      for (const file of siteFiles) {
        let placed = file;
        if (staticHeaders !== null && file.path === HEADERS_FILE) {
          const merged = mergeHeadersFiles(staticHeaders, String(file.content));
          if (merged.weakened.length) bag.add(diagnostic('static-headers-weaken', 'warning', { headers: merged.weakened }, { file: path.posix.join(config.staticDir, HEADERS_FILE) }));
          placed = { ...file, content: merged.text };
        }
        if (blobs) await placeThroughStore(sink, blobs, placed);
        else await write(placed.path, placed.content);
      }
      for (const file of [...bundle.files, ...mdxComponents.files]) await write(file.path, file.contents);
      await Promise.all(pending.splice(0));
      // A static file never replaces a generated one: pages (written by render threads too), bundles, search files.
      const pageFiles = new Set(plan.docs.map((doc) => routeOutputFile(doc.route).toLowerCase()));
      const reported = new Set(bag.items.filter((d) => d.code === 'agent-file-clash' && d.file).map((d) => d.file!));
      const { clashes, diagnostics: clashProblems } = staticClashes(staticFiles, (file) => sink.holds(file) || pageFiles.has(file.toLowerCase()), toPosixPath(config.staticDir), reported);
      bag.addAll(clashProblems);
      for (const file of staticFiles) {
        if (file === HEADERS_FILE || clashes.has(file)) continue;
        pending.push(sink.copy(file, path.resolve(root, config.staticDir, file)));
      }
      for (const asset of pageAssets(site.pages.values())) pending.push(sink.copy(asset.output, path.resolve(root, asset.source)));
      await Promise.all(pending.splice(0));
    });

    const ok = !bag.fails(options.strict ?? false);
    let compressed: Set<string> | undefined;
    if (ok && sink instanceof StagingDirSink && compress) {
      sink.finishWrites();
      const made = await timed('compress', async () => {
        await sink.compressedAhead();
        return precompress(sink.stagingDir, blobs, sink.compressedInPlace);
      });
      sink.bytes += made.bytes;
      compressed = made.compressed;
    }
    if (sink instanceof StagingDirSink) await timed('commit', () => (ok ? sink.commit(compressed) : sink.abort()));
    if (ok && cacheDir) await pruneCache(cacheDir);
    blobs?.saveVerified();
    await Promise.all(cacheWrites);
    return done(ok, plan.docs.length, sink, options.inMemory ? null : outDir);
  } catch (error) {
    await Promise.allSettled([...pending, ...cacheWrites]);
    if (sink instanceof StagingDirSink) await sink.abort();
    if (sink instanceof StagingDirSink) error = sink.outputFailure(error) ?? error;
    // A site's theme override that threw while rendering: a located error, not a crash (from a render thread,
    // the failure arrives as a plain Error that still carries its diagnostics).
    const located = error instanceof BuildFailure ? error.diagnostics : (error as { diagnostics?: unknown } | null)?.diagnostics;
    if (!Array.isArray(located)) throw error;
    bag.addAll(located as Diagnostic[]);
    return done(false, plan.docs.length, null, null);
  }
}
