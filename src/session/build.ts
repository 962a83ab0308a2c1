/**
 * `docsgen build`: the numbered steps that turn a site folder into its output, over one `SiteSession`. Folders
 * are checked before anything is read, written or deleted; problems are collected, not thrown; the output is
 * swapped in only when the build passes (strict: warnings too), so a failed build leaves the previous output
 * untouched. The same stages run with or without the build cache (`BuildCache`). Writes only through its sink.
 */
import path from 'node:path';
import { diagnostic } from '../diagnostics/catalogue.js';
import { BuildFailure, type Diagnostic } from '../diagnostics/diagnostic.js';
import { MemorySink } from '../emit/sink.js';
import { noBuildCache, openBuildCache, type BuildCache } from '../pipeline/build-cache.js';
import { emitStage } from '../pipeline/emit-stage.js';
import { isMarkedCache, OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from '../pipeline/folder-guard.js';
import { pageBudgetOf } from '../pipeline/page-budget.js';
import { startEarlyRenderThread } from '../pipeline/render-pool.js';
import { renderSite } from '../pipeline/render-site.js';
import type { RenderThread } from '../pipeline/render-thread.js';
import { blogFeeds, siteLevelFiles } from '../pipeline/site-files.js';
import { WriteQueue } from '../pipeline/write-queue.js';
import { timed } from '../util/timed.js';
import { buildCacheFolder, buildFolderProblems } from './build-folders.js';
import { DEFAULT_CACHE_DIR, type BuildOptions, type BuildResult } from './build-options.js';
import { BuildReport } from './build-report.js';
import { isOpenFailure, loadSiteConfig, SiteSession } from './site-session.js';
import { synonymTable } from '../../core/search/synonyms.js';

export { DEFAULT_CACHE_DIR, type BuildOptions, type BuildResult };

/**
 * Builds the site. `earlyThread`: a render thread the caller started ahead for these options (`startEarlyRenderThread`
 * with the same workers and page budget), which the build then owns; when not given, one is started here.
 */
export async function build(options: BuildOptions = {}, earlyThread?: RenderThread | null): Promise<BuildResult> {
  // The first render thread loads its modules while the config, the content and the plan are read and made.
  earlyThread ??= startEarlyRenderThread(options.workers, pageBudgetOf(options.pageBudget));
  try {
    return await buildSite(options, earlyThread);
  } finally {
    await earlyThread?.close();
  }
}

async function buildSite(options: BuildOptions, earlyThread: RenderThread | null): Promise<BuildResult> {
  const root = path.resolve(options.root ?? process.cwd());
  const report = new BuildReport();
  const { bag, timings } = report;
  // 1. The cache folder, checked before the config is loaded (the compiled config is kept there).
  const cacheFolder = buildCacheFolder(root, options);
  if (cacheFolder.problem) return report.failed([cacheFolder.problem]);
  const cacheDir = cacheFolder.dir;
  // 2. The config.
  const configCacheDir = cacheDir && isMarkedCache(cacheDir) ? cacheDir : null;
  const loaded = await timed(timings, 'config', () => loadSiteConfig(root, options.config, configCacheDir));
  if ('diagnostics' in loaded) return report.failed(loaded.diagnostics);
  const { config, configFile } = loaded;
  report.config = config;
  // 3. The output and cache folders: ones a build may replace and prune, before anything is read, written or deleted.
  const outDir = (report.outDir = path.resolve(root, options.outDir ?? config.outDir));
  const folderProblems = buildFolderProblems(loaded, options, outDir, cacheDir);
  if (folderProblems.length) return report.failed(folderProblems);
  const cache: BuildCache = cacheDir ? await openBuildCache(cacheDir, loaded.file, configCacheDir !== null) : noBuildCache;
  if (options.locale !== undefined && !config.i18n.locales.includes(options.locale)) {
    return report.failed([diagnostic('locale-unknown', 'error', { locale: options.locale, locales: config.i18n.locales }, { file: configFile })]);
  }
  // 4. The site: its theme overrides, content and client bundle. With no pages there is nothing to plan.
  const session = await timed(timings, 'read', () => SiteSession.open(root, loaded, { purpose: 'pages' }));
  if (isOpenFailure(session)) return report.failed(session.diagnostics);
  bag.addAll([...session.themeProblems, ...session.readProblems]);
  // What the site's remark plugins imported into pages last time is bundled from the start (else found by rendering).
  session.usePluginImports(cache.pluginImports);
  if (session.docs.size === 0 && session.readProblems.some((d) => d.code === 'docs-folder-missing' || d.code === 'docs-folder-empty')) return report.failed();
  // 5. The plan.
  const plan = await timed(timings, 'plan', () =>
    session.plan({ strict: options.strict, ...(options.locale ? { locale: options.locale } : {}) }, cache.readDoc),
  );
  bag.addAll(plan.diagnostics);
  report.pages = plan.docs.length;
  const sink = (report.sink = options.inMemory ? new MemorySink() : cache.diskSink(outDir, options.compress ?? true));
  const writes = new WriteQueue(sink);
  // The mark that tells the next build this folder is docsgen's to replace.
  if (!options.inMemory) await writes.write(OUTPUT_MARKER, OUTPUT_MARKER_TEXT);
  // 6. The site's MDX components and the render environment.
  let components = await timed(timings, 'components', () => session.components(plan));
  try {
    const { env, files: treeFiles } = session.environment(plan, components);
    cache.usePages(env, loaded.source);
    for (const file of treeFiles) await writes.write(file.path, file.content);
    // Made before the pages (they depend on the plan only), placed after them.
    const siteFiles = cache.startEarly(siteLevelFiles(env), sink);
    // 7. The pages: rendered (or taken from the cache), then every link checked. A page rendered again (for modules
    // the site's plugins import) is counted once, its bytes as last written.
    const pageBytes = new Map<string, number>();
    const site = (report.site = await renderSite(env, {
      staticFiles: session.staticFiles,
      ...(options.workers !== undefined ? { workers: options.workers } : {}),
      budget: pageBudgetOf(options.pageBudget),
      earlyThread,
      writeDir: sink.writeDir,
      timings,
      onPage: async (page) => {
        for (const file of page.files) await writes.write(file.path, file.content);
        await cache.placePage(sink, page);
        sink.bytes += (page.writtenBytes ?? 0) - (pageBytes.get(page.route) ?? 0);
        pageBytes.set(page.route, page.writtenBytes ?? 0);
        if (page.written) sink.noteWritten(page.written);
        options.onProgress?.(pageBytes.size, plan.docs.length);
      },
      // Modules the site's remark plugins import into pages join the bundle, and every page renders again with it.
      rebundle: async (pages) => {
        if (!session.takePluginImports(pages.values(), true)) return null;
        components = await timed(timings, 'components again', () => session.components(plan));
        const next = session.environment(plan, components).env;
        cache.usePages(next, loaded.source);
        return next;
      },
    }));
    cache.keepPluginImports(session.knownPluginImports);
    bag.addAll(components.diagnostics);
    bag.addAll(site.diagnostics);
    // 8. Search: loaded here so that sites without local search never load it.
    if (plan.config.search && config.search?.provider === 'local') {
      await timed(timings, 'search', async () => {
        await writes.settle();
        const { searchStage } = await import('../pipeline/search-stage.js');
        cache.keep((await searchStage(site.pages.values(), config.search!.indexName, sink, cache.search, synonymTable(config.search!.synonyms))).saved);
      });
    }
    // 9. Everything but the pages, the blog's feeds with the posts' rendered bodies.
    const bundles = [...session.bundle!.files, ...components.files];
    const feeds = cache.startEarly(blogFeeds(plan, site.pages.values()), sink);
    await timed(timings, 'emit', () =>
      emitStage(
        {
          root,
          config,
          sink,
          writes,
          cache,
          siteFiles: [...siteFiles, ...feeds],
          bundles,
          staticFiles: session.staticFiles,
          docs: plan.docs,
          pages: site.pages.values(),
        },
        bag,
      ),
    );
    // 10. Compressed copies, and the output swapped in (or dropped).
    const ok = !bag.fails(options.strict ?? false);
    await sink.finish(ok, timings);
    await cache.close(ok);
    return report.result(ok);
  } catch (error) {
    report.sink = null; // nothing of it is the build's output
    if (!report.site) bag.addAll(components.diagnostics); // added with the pages' otherwise
    await writes.drain();
    await cache.close(false);
    const failure = await sink.fail(error);
    // A theme override that threw while rendering is a located error (from a render thread, a plain Error carrying them).
    const located = failure instanceof BuildFailure ? failure.diagnostics : (failure as { diagnostics?: unknown } | null)?.diagnostics;
    if (!Array.isArray(located)) throw failure;
    return report.failed(located as Diagnostic[]);
  }
}
