/**
 * The render stage that `build()`, `docsgen dev` and `docsgen index` share: renders the docs a change needs
 * (every doc, or only some while reusing earlier results for the rest), then checks every link (pages and the
 * config) and what search can find. Each rendered page goes to `onPage` as it arrives, so pages never pile up in
 * memory; the result keeps only what later stages need. Writes nothing itself (the render pool's workers may
 * write into `writeDir`).
 */
import type { SearchRecord } from '../../core/search/records.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { AssetCopy } from '../markdown/context.js';
import type { Doc } from '../content/docs.js';
import type { RenderedPage, RenderEnv } from './pages.js';
import { withSharedStrings } from '../search/shared-record-strings.js';
import { hasCachedPage, pageRenderKey, readCachedPage } from './render-cache.js';
import type { PageBudget } from './page-budget.js';
import type { RenderThread } from './render-thread.js';
import { defaultWorkerCount, renderAll } from './render-pool.js';
import { markdownPlugins } from '../markdown/user-plugins.js';
import { checkSite, type PageResult } from './site-check.js';

/** What a rendered page leaves behind once its files have been handed on. */
export type { PageResult };

export interface RenderSiteOptions {
  /** The static files (relative to the static folder), which links may point to. */
  staticFiles: readonly string[];
  /** Render threads: 0 renders in this thread, with no page budget; default picks by the number of pages to render and the cores. */
  workers?: number;
  /** The time and memory each page may take on a render thread (default DEFAULT_PAGE_BUDGET). */
  budget?: PageBudget;
  /** A render thread started ahead (`startEarlyRenderThread`), used first; the caller closes it. */
  earlyThread?: RenderThread | null;
  /** A folder the render workers may write pages into directly, or null to receive every file in `onPage`. */
  writeDir?: string | null;
  onPage?: (page: RenderedPage) => Promise<void> | void;
  /**
   * Called once the pages have rendered, with every page's result: the environment to render them all again in
   * when the site's bundle had to change for what the site's remark plugins import into them (modules no page's
   * text names), else null. Pages rendered again go to `onPage` again.
   */
  rebundle?: (pages: ReadonlyMap<string, PageResult>) => Promise<RenderEnv | null>;
  /** Receives the time each step took, in ms. */
  timings?: Record<string, number>;
}

export interface SiteRender {
  /** Route → its result, for every doc of the plan (ids repeat across locales and versions; routes do not). */
  pages: Map<string, PageResult>;
  /** Routes rendered by this call (taken from the render cache or rendered). */
  rendered: string[];
  /** How many of them came from the render cache. */
  fromCache: number;
  /** Problems of the pages, their links and search coverage (the plan's own are the caller's). */
  diagnostics: Diagnostic[];
  /**
   * Every page's search records in reading-file order (null when the site has no search). Made when first read:
   * records of pages from the render cache are parsed then.
   */
  readonly records: SearchRecord[] | null;
}

/**
 * The page without its files, its records holding their repeated texts once (they are kept for every page). A page
 * from the render cache has no files in memory (they are linked from the cache) and is kept as it is, so its
 * records, parsed only when read, stay unread.
 */
export const resultOf = (page: RenderedPage): PageResult => {
  if (page.recordsSummary) return page;
  const { files: _files, writtenBytes: _bytes, linked: _linked, written: _written, ...rest } = page;
  return { ...rest, records: withSharedStrings(rest.records) };
};

/** The files beside the pages that the output needs (images, linked files), each once. */
export function pageAssets(pages: Iterable<PageResult>): AssetCopy[] {
  const byOutput = new Map<string, AssetCopy>();
  for (const page of pages) for (const asset of page.assets) byOutput.set(asset.output, asset);
  return [...byOutput.values()];
}

/** Rounds of bundling again for the plugins' imports: one is enough unless a plugin's imports depend on the bundle. */
const REBUNDLE_ROUNDS = 3;

export async function renderSite(env: RenderEnv, options: RenderSiteOptions): Promise<SiteRender> {
  const { plan } = env;
  const timings = options.timings ?? {};
  const started = performance.now();
  const fresh = new Map<string, PageResult>();
  let rendered: string[] = [];
  let fromCache = 0;
  const take = async (page: RenderedPage) => {
    fresh.set(page.route, resultOf(page));
    rendered.push(page.route);
    await options.onPage?.(page);
  };
  const renderEvery = async (env: RenderEnv, again: boolean) => {
    // Pages the render cache holds are taken from it; only the others are rendered. The pages without an entry go to
    // the threads first, so that they render while the cached ones are read and put in place (a warm build with one
    // page edited waited 0.2 s for the 999 others to be read before its page was sent).
    const docsToRender: Doc[] = [];
    const cachedKeys: [Doc, string][] = [];
    for (const doc of plan.docs) {
      const key = env.cache ? pageRenderKey(doc, env, env.cache) : null;
      if (key !== null && hasCachedPage(env.cache!, key)) cachedKeys.push([doc, key]);
      else docsToRender.push(doc);
    }
    // Plugins from a config passed as an object cannot reach a render thread: such a site renders in this one.
    const pluginsStayHere = markdownPlugins().key !== '' && !env.markdownPlugins;
    let early = again ? null : (options.earlyThread ?? null);
    const renderDocs = (docs: Doc[]): Promise<void> => {
      if (!docs.length) return Promise.resolve();
      const workers = pluginsStayHere ? 0 : (options.workers ?? defaultWorkerCount(docs.length));
      // Rendered again, a page's files replace the first render's, which the render cache may hold: never written through.
      const writing = { writeDir: options.writeDir ?? null, ...(again ? { replacing: true } : {}) };
      const started = renderAll(env, docs, { workers, ...writing, early, ...(options.budget ? { budget: options.budget } : {}) }, take);
      early = null;
      // Awaited below: its failure must not count as unhandled while the cached pages are placed.
      started.catch(() => undefined);
      return started;
    };
    const rendering = renderDocs(docsToRender);
    // An entry that no longer serves (a file it names changed, a damaged or pruned content) is rendered after all.
    const missed: Doc[] = [];
    fromCache = 0;
    for (const [doc, key] of cachedKeys) {
      const cached = readCachedPage(env.cache!, key, env, doc);
      if (!cached) {
        missed.push(doc);
        continue;
      }
      fromCache++;
      await take(cached);
    }
    await rendering;
    await renderDocs(missed);
  };
  await renderEvery(env, false);
  for (let round = 0; options.rebundle && round < REBUNDLE_ROUNDS; round++) {
    const next = await options.rebundle(fresh);
    if (!next) break;
    rendered = [];
    await renderEvery(next, true);
  }
  timings.render = Math.round(performance.now() - started);

  const linksStarted = performance.now();
  const pages = new Map<string, PageResult>();
  for (const doc of plan.docs) pages.set(doc.route, fresh.get(doc.route)!);
  // Unpaced, so never stale.
  const diagnostics = (await checkSite(plan, pages, options.staticFiles))!;
  timings.links = Math.round(performance.now() - linksStarted);
  let records: SearchRecord[] | null | undefined;
  return {
    pages,
    rendered,
    fromCache,
    diagnostics,
    get records() {
      return (records ??= plan.config.search ? [...pages.values()].flatMap((p) => p.records) : null);
    },
  };
}
