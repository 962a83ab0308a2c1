/**
 * The dev server's model of the site and how to update it after files change. The site is planned at once (read
 * and plan are fast) but pages are rendered on demand: a request renders its page first, and a background pass
 * renders the rest in short slices that yield to requests, keeping only what the link check and search need per
 * page (`PageResult`); the rendered files sit in a bounded cache and are rendered again when dropped. Once the
 * pass ends, the link check and diagnostics are those of a build. A doc edit re-renders that page only. A change
 * to titles, routes, the set of docs or the sidebar starts the pass again for every page. The config, theme or
 * template re-bundle and start again too. An update that has errors is not committed (links to pages not written
 * yet excepted, unless `strict`: see `servedInDev`): the last good output keeps being served (errors only the
 * complete check finds are reported when the pass ends). Without `lazy` (direct users of this class), every update
 * renders and checks every page before it returns. Pages render on one
 * render thread under the page budget (`supervised-pages.ts`) when docsgen runs compiled, so a page that takes too
 * long, needs too much memory or calls `process.exit` becomes a located error and the server stays up; from the
 * TypeScript sources (tests) they render in this thread. Reads files; never writes.
 */
import { servedInDev, type BrowserAction, type CheckProgress } from '../../core/dev-protocol.js';
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE_NAMES } from '../config/load.js';
import type { SiteConfig } from '../config/schema.js';
import { readDocText } from '../content/discover.js';
import { DiagnosticBag, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { OutputFile, RenderEnv } from '../pipeline/pages.js';
import { resultOf, type PageResult } from '../pipeline/render-site.js';
import type { Doc } from '../content/docs.js';
import { markdownExtensionsOf, renderDocPage, type RenderedPage } from '../pipeline/pages.js';
import { parseMarkdownFile } from '../content/front-matter.js';
import { summariseBody } from '../content/excerpt.js';
import { extensionsFor, loadMarkdownExtensions } from '../markdown/extensions.js';
import type { SitePlan } from '../pipeline/plan.js';
import { CURRENT_VERSION } from '../pipeline/site-variants.js';
import { siteLevelFiles } from '../pipeline/site-files.js';
import { HEADERS_FILE } from '../emit/headers.js';
import { isOpenFailure, loadSiteConfig, SiteSession } from '../session/site-session.js';
import { OVERRIDES_DIR } from '../render/theme-overrides.js';
import { BuildFailure } from '../diagnostics/diagnostic.js';
import { asSitePath, outputFileUrl, routeOutputFile, withBase } from '../../core/urls.js';
import { checkAllPages, checkSomePages } from './page-check.js';
import { DEFAULT_PAGE_CACHE, PageCache } from './page-cache.js';
import { LiveSearch } from './live-search.js';
import { classifyChange } from './site-change.js';
import { UpdateGate } from './update-gate.js';
import { HEAP_SLACK, MemoryGuard } from '../util/memory.js';
import { SupervisedPages, type RenderPriority } from './supervised-pages.js';
import { pageBudgetOf, type PageBudget } from '../pipeline/page-budget.js';
import { workerScript } from '../pipeline/render-pool.js';
import { packageRoot } from '../util/package-root.js';
import { relativePosixPath } from '../util/paths.js';
import type { LoadedIndex } from '../../core/search/engine.js';

/** What browsers should do after an update. */
export type { BrowserAction };

export interface UpdateOutcome {
  ok: boolean;
  diagnostics: Diagnostic[];
  action: BrowserAction;
  /** What changed, for the terminal. */
  summary: string;
}

interface Snapshot {
  plan: SitePlan;
  env: RenderEnv;
  /** Route → what the link check and search need, for the pages rendered so far (every page once the pass ends). */
  pages: Map<string, PageResult>;
  /** Output path of each page file → its route: every doc's HTML, and whatever else a rendered page carried. */
  pageFiles: Map<string, string>;
  /** The other output: bundles, sidebar trees, images and files beside the pages. */
  files: Map<string, string | Uint8Array>;
  /**
   * The site-level files (404 and search pages, sitemap, files for agents), made when first asked for. After an edit
   * of a page's body they are carried over (only the files for agents hold bodies) and made again when the pass ends.
   */
  siteFiles: Map<string, string> | null;
  siteFilesStale: boolean;
  /** The rendered files of recently used pages. */
  cache: PageCache;
  /** Problems of the whole site that no page result holds (reading, overrides, plan, MDX components). */
  siteProblems: Diagnostic[];
  /** Every page has a result and the complete check has run. */
  checked: boolean;
  /** What every page depends on (`structureKey`). */
  structure: string;
}

/** A file of the output, or of the page the dev server renders on demand. */
export interface DevFiles {
  get(file: string): string | Uint8Array | undefined;
  has(file: string): boolean;
}

export interface DevSiteOptions {
  configFile?: string;
  devScriptPath: string;
  /** Any problem holds an update back, warnings and broken links too (otherwise broken links are served). */
  strict?: boolean;
  /** Render pages on demand and check the site in a background pass (`docsgen dev`); otherwise every update renders everything. */
  lazy?: boolean;
  /** How many pages' rendered files to keep (default 200). */
  pageCache?: number;
  /** Called before each slice of the background pass; a promise holds the pass until it settles (tests). */
  beforeSlice?: () => Promise<void> | void;
  /** How long the background pass waits after an update (default UPDATE_QUIET_MS; tests make it long). */
  updateQuietMs?: number;
  /** The background pass made progress (at most every 200 ms, and once at its end). */
  onProgress?: (progress: CheckProgress) => void;
  /** The background pass has checked every page: the complete diagnostics. */
  onChecked?: (outcome: UpdateOutcome) => void;
  /**
   * The time and memory each page may take on the render thread (default DEFAULT_PAGE_BUDGET). Pages render on a
   * thread whenever docsgen runs compiled (the CLI); from its TypeScript sources (tests) they render in this thread.
   */
  pageBudget?: Partial<PageBudget>;
}

/**
 * Rendering time a slice of the background pass may take in this thread (without a render thread) before it lets
 * requests and file events in: an edit waits for at most one slice. 10,000 pages, edits during the pass with the
 * watcher's 8 ms gathering: 20 ms slices 74-114 ms edit-to-served, 12 ms slices 49-90 ms after the first edit
 * (108-140 ms).
 */
const SLICE_MS = 12;

/**
 * How long after an update the background pass (its rendering and its check of the whole site) waits before it goes
 * on: long enough for the browser's request for the edited page (sent when the live channel says it changed) to be
 * answered first, instead of after the page the pass is rendering. 10,000 pages on a busy machine: a pass page
 * rendered right after the update held the edited page's answer 15-45 ms.
 */
const UPDATE_QUIET_MS = 40;

/** The problems stop an update: errors other than work in progress (`servedInDev`); any problem does under `strict`. */
function fails(diagnostics: readonly Diagnostic[], strict: boolean): boolean {
  const bag = new DiagnosticBag();
  bag.addAll(diagnostics.filter((d) => !servedInDev(d, strict)));
  return bag.fails(strict);
}

/** The summary's note on errors a page was served with (links to pages not written yet), '' when none. */
function servedWithNote(diagnostics: readonly Diagnostic[], strict: boolean): string {
  const count = diagnostics.filter((d) => d.severity === 'error' && servedInDev(d, strict)).length;
  return count
    ? ` · served with ${count} broken link${count === 1 ? '' : 's'}, marked in the page (docsgen build stops on ${count === 1 ? 'it' : 'them'})`
    : '';
}

/** A page whose render stopped with located problems (a theme component override that threw). */
const failedPage = (doc: Doc, failure: BuildFailure): RenderedPage => ({
  files: [],
  records: [],
  route: doc.route,
  file: doc.file,
  links: [],
  headingIds: new Set(),
  diagnostics: failure.diagnostics,
  assets: [],
});

/** The content of `file` among a page's files. */
const fileIn = (files: readonly OutputFile[], file: string) => files.find((f) => f.path === file)?.content;

/**
 * True when `dir`, named inside the site folder, is really elsewhere through a link (the build reports it as
 * `content-symlink-outside`; dev must not serve that place either).
 */
function leadsOutOfSite(root: string, dir: string): boolean {
  const relative = path.relative(root, dir);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return false; // named outside the site by the config itself
  try {
    const realRoot = realpathSync(root);
    const real = realpathSync(dir);
    return real !== realRoot && !real.startsWith(realRoot + path.sep);
  } catch {
    return false; // no such folder yet
  }
}

export class DevSite {
  /** The site as last loaded (config, theme, docs as read); null while no config loads. */
  private session: SiteSession | null = null;
  private committed: Snapshot | null = null;
  private search: LiveSearch | null = null;
  /** The route last asked for, rendered first after a change of the whole site. */
  private lastRoute: string | null = null;
  private pass: Promise<void> | null = null;
  private passWaiters: (() => void)[] = [];
  private closed = false;
  /** Holds the background pass while changes wait for their update. */
  private readonly gate: UpdateGate;
  /** This thread's heap: it renders nothing when a render thread does, so its garbage is what pages bring back. */
  private readonly memory: MemoryGuard;
  /** The render thread pages render on under the page budget; null when running from sources (tests). */
  private readonly renderer: SupervisedPages | null;
  diagnostics: Diagnostic[] = [];

  /** The live search index (updated page by page), for the dev server's search endpoint. */
  searchIndex(): LoadedIndex | null {
    const config = this.session?.config.search;
    if (!config || !this.search) return null;
    return this.search.loaded(config.indexName, (this.committed?.plan.variants.length ?? 1) === 1);
  }

  /** How far the background pass is, or null when every page has been checked. */
  get progress(): CheckProgress | null {
    const snap = this.committed;
    if (!snap || snap.checked) return null;
    return { checked: snap.pages.size, total: snap.plan.docs.length };
  }

  /** How many pages' rendered files are held now. */
  get cachedPages(): number {
    return this.committed?.cache.size ?? 0;
  }

  /** Stops the background pass (the server is closing). */
  async close(): Promise<void> {
    this.closed = true;
    this.gate.close();
    // Ended first: the pass may be waiting for a page that never finishes.
    await this.renderer?.close();
    await this.pass;
    this.settle();
  }

  /** Resolves once the background pass has checked every page of the current site. */
  whenChecked(): Promise<void> {
    if (!this.committed || this.committed.checked) return Promise.resolve();
    return new Promise((resolve) => this.passWaiters.push(resolve));
  }

  constructor(
    readonly root: string,
    private readonly options: DevSiteOptions,
  ) {
    const script = workerScript();
    this.renderer = script ? new SupervisedPages(script, pageBudgetOf(options.pageBudget)) : null;
    this.memory = new MemoryGuard(this.renderer ? HEAP_SLACK / 2 : HEAP_SLACK);
    this.gate = new UpdateGate(options.updateQuietMs ?? UPDATE_QUIET_MS);
  }

  /** The last good output by relative path; a page not held is rendered when asked for. */
  get files(): DevFiles {
    return { get: (file) => this.file(file), has: (file) => this.file(file) !== undefined };
  }

  /**
   * One file of the last good output: a page's from the cache or rendered now, or any other. A page not held is
   * rendered in this thread, without the page budget: for direct users of this class (tests); the server asks
   * `fileWhenRendered`.
   */
  file(file: string): string | Uint8Array | undefined {
    const snap = this.committed;
    if (!snap) return undefined;
    const doc = this.docServing(snap, file);
    const page = doc && (snap.cache.get(doc.route) ?? this.keep(snap, doc, this.renderHere(snap, doc, true)));
    return (page && fileIn(page, file)) ?? this.otherFile(snap, file);
  }

  /** One file of the last good output, as `file`, with a page not held rendered on the render thread when there is one. */
  async fileWhenRendered(file: string): Promise<string | Uint8Array | undefined> {
    const snap = this.committed;
    if (!snap) return undefined;
    const doc = this.docServing(snap, file);
    const page = doc && (snap.cache.get(doc.route) ?? (await this.renderPage(snap, doc, true, 'now')));
    return (page && fileIn(page, file)) ?? this.otherFile(snap, file);
  }

  /** The doc whose page `file` is (noted as the page last asked for), or undefined. */
  private docServing(snap: Snapshot, file: string): Doc | undefined {
    const route = snap.pageFiles.get(file);
    if (route === undefined) return undefined;
    this.lastRoute = route;
    return snap.plan.docByRoute.get(route);
  }

  /** A file of the output that is no page's. */
  private otherFile(snap: Snapshot, file: string): string | Uint8Array | undefined {
    const other = snap.files.get(file);
    if (other !== undefined) return other;
    // The site-level files (sitemap, files for agents, 404…) cost a pass over every doc: they are made on the first
    // request for one. All of them have an extension but the headers file, so a page's extension-less URL, tried
    // as a file before its `.html`, never makes them.
    if (!path.posix.extname(file) && file !== HEADERS_FILE) return undefined;
    snap.siteFiles ??= new Map(siteLevelFiles(snap.env).map((f) => [f.path, f.content]));
    return snap.siteFiles.get(file);
  }

  /** Each doc as last read (absolute path → its text): what a save is compared with. */
  get docsRead(): ReadonlyMap<string, { text: string }> {
    return this.session?.docs ?? new Map();
  }

  /** The loaded config, or null while the site has none that loads (missing or broken at start-up). */
  get config(): SiteConfig | null {
    return this.session?.config ?? null;
  }

  get configFile(): string | null {
    return this.session?.loaded.file ?? null;
  }

  /** Where a config may appear or be fixed: the one loaded, or every name docsgen looks for. */
  get configCandidates(): string[] {
    if (this.session?.loaded.file) return [this.session.loaded.file];
    const names = this.options.configFile ? [this.options.configFile] : CONFIG_FILE_NAMES;
    return names.map((name) => path.resolve(this.root, name));
  }

  /** The static folder served from disk; null when there is none, or when it is a link that leads out of the site. */
  get staticDir(): string | null {
    if (!this.session) return null;
    const dir = path.resolve(this.root, this.session.config.staticDir);
    return leadsOutOfSite(this.root, dir) ? null : dir;
  }

  get docsDir(): string | null {
    return this.session?.docsDir ?? null;
  }

  /** The sidebars file in use, whose change re-reads the sidebars. */
  get sidebarsFiles(): string[] {
    return this.session?.sidebarsFiles ?? [];
  }

  /** The released versions' and translations' folders and files that exist, watched as a whole. */
  get variantPaths(): string[] {
    return this.session?.variantPaths ?? [];
  }

  /** The site's custom CSS files and what they import, whose edit swaps the style sheet in open pages. */
  get styleFiles(): string[] {
    return this.session?.styleFiles ?? [];
  }

  /** The folder of the site's theme component overrides, whose edits re-bundle the theme. */
  get overridesDir(): string {
    return path.resolve(this.root, OVERRIDES_DIR);
  }

  /** The site's own component files MDX pages import (and what they import), whose edit re-renders every page. */
  get componentFiles(): string[] {
    return this.committed?.env.components?.inputs ?? [];
  }

  /**
   * Loads everything and plans the site (lazily: renders one page and starts the background pass; otherwise renders
   * and checks every page). The first result is committed even with errors, so there is something to show.
   */
  async start(): Promise<UpdateOutcome> {
    return this.reloadAll('started', true, { type: 'reload' });
  }

  /** Applies changed files (absolute paths). */
  async update(changed: readonly string[]): Promise<UpdateOutcome> {
    // The background pass waits while an update is worked out, so the edit is served as soon as it can be.
    return this.gate.during(() => this.applyChange(changed));
  }

  /**
   * Says a file changed and an update will follow: the background pass starts no slice until that update has been
   * applied, so the time the watcher spends gathering events is not spent rendering other pages (see UpdateGate).
   */
  noteChange(expiresInMs?: number): void {
    this.gate.noteChange(expiresInMs);
  }

  /**
   * Resolves once no file change waits for its update (at once when none does, or the site is closed). A request
   * made between a save and its update is answered with the update's result, not with a page rendered from the text
   * being replaced (which would also hold the update up).
   */
  async afterPendingChange(): Promise<void> {
    await this.gate.whileBusy();
  }

  private async applyChange(changed: readonly string[]): Promise<UpdateOutcome> {
    const session = this.session;
    // No config has loaded yet: only a config change can help, and the first good one commits whatever it builds.
    if (!session) {
      if (!changed.some((f) => this.configCandidates.includes(f)))
        return { ok: false, diagnostics: this.diagnostics, action: { type: 'none' }, summary: 'waiting for a site config that loads' };
      return this.reloadAll('config changed', true, { type: 'reload' });
    }
    const themeDirs = [path.join(packageRoot(), 'theme'), path.join(packageRoot(), 'templates')];
    const places = {
      root: this.root,
      configFile: this.configFile,
      styleFiles: this.styleFiles,
      overridesDir: this.overridesDir,
      themeDirs,
      sidebarsFiles: this.sidebarsFiles,
      docsDir: session.docsDir,
      isDoc: session.isDoc,
      componentFiles: this.componentFiles,
      staticDir: this.staticDir,
    };
    const change = classifyChange(changed, places);
    switch (change.kind) {
      case 'config':
        return this.reloadAll('config changed', false, { type: 'reload' });
      case 'site-styles':
      case 'theme': {
        // Only styles changed: rebuild the style sheet and swap it in open pages.
        const cssOnly = change.kind === 'site-styles' || change.cssOnly;
        const summary = change.kind === 'site-styles' ? 'site styles changed' : cssOnly ? 'theme styles changed' : 'theme changed';
        const outcome = await this.reloadAll(summary, false, { type: 'reload' }, !cssOnly);
        if (outcome.ok && cssOnly) outcome.action = this.styleSwap();
        return outcome;
      }
      case 'overrides':
        return this.reloadAll('a theme component override changed', false, { type: 'reload' });
      // Released versions and translations are read again as a whole (they change rarely while writing).
      case 'variants':
        return this.reloadAll('versions or translations changed', false, { type: 'reload' });
      case 'sidebars':
        return this.reloadAll('sidebars changed', false, { type: 'reload' });
      case 'shared':
        return this.renderAndCommit(null, `${change.what} changed`, false, null);
      case 'docs':
        return this.updateDocs(change.files);
      case 'static':
        await session.rereadStaticFiles();
        return this.renderAndCommit([], 'static files changed', false, { type: 'reload' });
      case 'other': {
        // An image or file a page uses changed: those pages get its new hashed name.
        const using = this.committed
          ? [...this.committed.pages.values()].filter((p) => p.assets.some((a) => changed.includes(path.resolve(this.root, a.source))))
          : [];
        const usingPaths = using.flatMap((p) => this.committed!.plan.docByRoute.get(p.route)?.sourcePath ?? []);
        if (usingPaths.length) return this.renderAndCommit(usingPaths, 'a file used by a page changed', false, null);
        return { ok: true, diagnostics: this.diagnostics, action: { type: 'none' }, summary: 'nothing to do' };
      }
    }
  }

  /** The browser's action that swaps the new style sheet into open pages. */
  private styleSwap(): BrowserAction {
    return { type: 'css', href: outputFileUrl(this.session!.config.baseUrl, this.session!.bundle!.stylePath) };
  }

  /** Loads the config and opens the site again; what fails to load leaves the last good site in place. */
  private async reloadAll(summary: string, initial: boolean, action: BrowserAction, freshTheme = false): Promise<UpdateOutcome> {
    const loaded = await loadSiteConfig(this.root, this.options.configFile);
    const opened = 'diagnostics' in loaded ? loaded : await SiteSession.open(this.root, loaded, { purpose: 'pages', previous: this.session, freshTheme });
    if (isOpenFailure(opened)) {
      this.diagnostics = opened.diagnostics;
      return { ok: false, diagnostics: opened.diagnostics, action: { type: 'none' }, summary };
    }
    this.session = opened;
    return this.renderAndCommit(null, summary, initial, action);
  }

  private async updateDocs(files: readonly string[]): Promise<UpdateOutcome> {
    const quick = files.length === 1 ? await this.bodyEdit(files[0]!) : null;
    if (quick) return quick;
    const changedPaths = await this.session!.rereadDocs(files);
    return this.renderAndCommit(changedPaths, `${changedPaths.join(', ')} changed`, false, null);
  }

  /**
   * Plans the site from the current files, renders what the change needs through the same stage as `build()`
   * (`renderDocPage`, `renderSite`), and commits when the result passes (warnings too under `strict`).
   * `changedPaths` (doc source paths under the docs folder) null means the whole site changed. Lazily, only the
   * changed pages (or, for the whole site, the page last asked for) are rendered and their links checked before
   * the commit; the background pass does the rest.
   */
  private async renderAndCommit(changedPaths: string[] | null, summary: string, initial: boolean, action: BrowserAction | null): Promise<UpdateOutcome> {
    const session = this.session!;
    // In dev the browser asks the dev server, whose index follows every edit, instead of loading a file; drafts show.
    const plan = session.plan({ liveSearch: true, drafts: true, strict: this.options.strict });
    // Doc source paths name files of the docs folder: the current version's pages (and their untranslated copies).
    const changedRoutes =
      changedPaths &&
      plan.docs.filter((d) => plan.variants[d.variant]!.version.name === CURRENT_VERSION && changedPaths.includes(d.sourcePath)).map((d) => d.route);
    const bodyEnd = `<script type="module" src="${withBase(session.config.baseUrl, asSitePath(this.options.devScriptPath))}"></script>`;
    const mdxComponents = await session.components(plan);
    const { env, files: treeFiles } = session.environment(plan, mdxComponents, bodyEnd);
    const previous = this.committed;
    const structure = structureKey(plan);
    const structureChanged = !previous || changedRoutes === null || previous.structure !== structure;
    const rendered: string[] = structureChanged ? [] : changedRoutes;
    const kept = structureChanged ? [] : [...previous.pages].filter(([route]) => !rendered.includes(route) && plan.docByRoute.has(route));
    const files = new Map<string, string | Uint8Array>(structureChanged ? [] : [...previous.files].filter(([file]) => !previous.pageFiles.has(file)));
    for (const f of treeFiles) files.set(f.path, f.content);
    for (const f of [...session.bundle!.files, ...mdxComponents.files]) files.set(f.path, f.contents);
    const candidate: Snapshot = {
      plan,
      env,
      pages: new Map(kept),
      pageFiles: new Map(plan.docs.map((d) => [routeOutputFile(d.route), d.route])),
      files,
      siteFiles: null,
      siteFilesStale: false,
      cache: structureChanged ? new PageCache(this.options.pageCache ?? DEFAULT_PAGE_CACHE) : previous.cache.copy(rendered),
      siteProblems: [...session.readProblems, ...session.themeProblems, ...plan.diagnostics, ...mdxComponents.diagnostics],
      checked: false,
      structure,
    };
    if (!structureChanged) for (const [file, owner] of previous.pageFiles) if (candidate.pages.has(owner)) candidate.pageFiles.set(file, owner);
    await loadMarkdownExtensions(markdownExtensionsOf(plan));
    // The whole site changed: render the page the writer last looked at, which also tries the new theme on one page
    // (not at the start, whose result is committed anyway: the first request renders its own page).
    const lazy = this.options.lazy ?? false;
    const probe =
      structureChanged && lazy && !initial
        ? [this.lastRoute && plan.docByRoute.has(this.lastRoute) ? this.lastRoute : plan.docs[0]?.route].filter((r): r is string => !!r)
        : [];
    return this.decide(candidate, previous, { rendered, probe, structureChanged, summary, initial, action });
  }

  /**
   * Renders what a candidate needs (lazily the changed and probed pages; otherwise every page), works out its
   * problems (lazily the quick check of those pages; otherwise the complete one), and commits it if they allow.
   * `onReject` undoes what the candidate changed in shared state.
   */
  private async decide(
    candidate: Snapshot,
    previous: Snapshot | null,
    change: {
      rendered: string[];
      probe: string[];
      structureChanged: boolean;
      summary: string;
      initial: boolean;
      action: BrowserAction | null;
      onReject?: () => void;
    },
  ): Promise<UpdateOutcome> {
    const { plan } = candidate;
    const { rendered, probe, structureChanged, summary, initial, action } = change;
    let diagnostics: Diagnostic[];
    try {
      for (const route of [...rendered, ...probe]) await this.renderPage(candidate, plan.docByRoute.get(route)!, false, 'now');
      if (this.options.lazy) {
        const bag = new DiagnosticBag();
        bag.addAll(candidate.siteProblems);
        for (const page of candidate.pages.values()) bag.addAll(page.diagnostics);
        bag.addAll(checkSomePages(plan, candidate.pages, [...rendered, ...probe], this.session!.staticFiles));
        diagnostics = bag.items;
      } else {
        for (const doc of plan.docs) if (!candidate.pages.has(doc.route)) await this.renderPage(candidate, doc, false, 'background');
        diagnostics = (await this.completeCheck(candidate))!;
      }
    } catch (error) {
      // A theme component override that threw: located, and the last good output stays.
      if (!(error instanceof BuildFailure)) throw error;
      change.onReject?.();
      this.diagnostics = error.diagnostics;
      return { ok: false, diagnostics: error.diagnostics, action: { type: 'none' }, summary };
    }
    this.diagnostics = diagnostics;
    const ok = !fails(diagnostics, this.options.strict ?? false);
    if (!ok && !initial) {
      change.onReject?.();
      return { ok, diagnostics, action: { type: 'none' }, summary };
    }
    this.commit(candidate, previous, structureChanged);
    const browserAction: BrowserAction = action ?? { type: 'update', routes: structureChanged ? 'all' : rendered };
    const what = structureChanged ? 'all pages' : rendered.join(', ') || 'no page';
    const pending = candidate.checked ? '' : ` · checking ${candidate.plan.docs.length.toLocaleString('en')} pages in the background`;
    return {
      ok,
      diagnostics,
      action: browserAction,
      summary: `${summary} · ${what} re-rendered${servedWithNote(diagnostics, this.options.strict ?? false)}${pending}`,
    };
  }

  /**
   * An edit of one Markdown doc's body that leaves its front matter, title and description as they were changes
   * nothing but that page: the plan stays, the doc takes the new body, and only the page is rendered again. Null
   * when the edit is not one of those (the caller plans the site again).
   */
  private async bodyEdit(file: string): Promise<UpdateOutcome | null> {
    const snap = this.committed;
    const session = this.session!;
    const old = session.docs.get(file);
    if (!snap || !old || snap.plan.variants.length !== 1) return null;
    const relative = relativePosixPath(this.root, file);
    let text: string | null;
    try {
      const read = await readDocText(file, relative);
      text = read.diagnostics.length ? null : read.text;
    } catch {
      return null;
    }
    if (text === null) return null;
    const doc = snap.plan.docs.find((d) => d.file === old.file);
    const before = parseMarkdownFile(old.text, old.file);
    const after = parseMarkdownFile(text, relative);
    if (
      !doc ||
      doc.format !== 'md' ||
      !before.result ||
      !after.result ||
      before.diagnostics.length ||
      after.diagnostics.length ||
      doc.body !== before.result.body
    )
      return null;
    if (JSON.stringify(before.result.frontMatter) !== JSON.stringify(after.result.frontMatter)) return null;
    // The title and description come from the body unless the front matter gives them.
    const { title, description } = after.result.frontMatter;
    const [was, now] = [summariseBody(before.result.body), summariseBody(after.result.body)];
    if ((title === undefined && was.contentTitle !== now.contentTitle) || (description === undefined && was.excerpt !== now.excerpt)) return null;
    await loadMarkdownExtensions(extensionsFor([{ text: after.result.body, mdx: false }]));
    // Every view of the plan holds this doc object: it takes the new body (and gives it back if the edit is refused).
    const saved = { body: doc.body, bodyLineOffset: doc.bodyLineOffset };
    Object.assign(doc, { body: after.result.body, bodyLineOffset: after.result.bodyLineOffset });
    session.docs.set(file, { ...old, text });
    const readProblems = session.readProblems;
    session.readProblems = readProblems.filter((d) => d.file !== relative);
    const candidate: Snapshot = {
      ...snap,
      pages: new Map(snap.pages),
      pageFiles: new Map(snap.pageFiles),
      files: new Map(snap.files),
      siteFilesStale: snap.siteFiles !== null,
      cache: snap.cache.copy([doc.route]),
      siteProblems: [...session.readProblems, ...snap.siteProblems.filter((d) => !readProblems.includes(d))],
      checked: false,
    };
    // The raw text stays as on disk: the next edit of this doc then plans the site again.
    const onReject = () => Object.assign(doc, saved);
    return this.decide(candidate, snap, {
      rendered: [doc.route],
      probe: [],
      structureChanged: false,
      summary: `${old.sourcePath} changed`,
      initial: false,
      action: null,
      onReject,
    });
  }

  /** Makes the candidate the site served, brings search in step, and (lazily) starts the background pass. */
  private commit(candidate: Snapshot, previous: Snapshot | null, structureChanged: boolean): void {
    if (this.session!.config.search) {
      if (structureChanged || !this.search) this.search = new LiveSearch();
      for (const [route, page] of candidate.pages) {
        const old = structureChanged ? undefined : previous?.pages.get(route);
        if (old !== page) this.search.replace(old?.records ?? [], page.records);
      }
    } else this.search = null;
    this.committed = candidate;
    if (!candidate.checked && !this.closed) this.startPass();
    else this.settle();
  }

  /**
   * Renders one doc into a snapshot (see `keep`): on the render thread under the page budget when there is one, else
   * in this thread. `tolerate`: a page whose theme override threw becomes a page with that error instead of
   * failing the whole update.
   */
  private async renderPage(snap: Snapshot, doc: Doc, tolerate: boolean, priority: RenderPriority): Promise<readonly OutputFile[]> {
    if (!this.renderer) return this.keep(snap, doc, this.renderHere(snap, doc, tolerate));
    let page: RenderedPage;
    try {
      page = await this.renderer.render(doc, snap.env, priority);
    } catch (error) {
      if (!tolerate || !(error instanceof BuildFailure)) throw error;
      page = failedPage(doc, error);
    }
    return this.keep(snap, doc, page);
  }

  /** Renders one doc in this thread; `tolerate` as for `renderPage`. */
  private renderHere(snap: Snapshot, doc: Doc, tolerate: boolean): RenderedPage {
    try {
      return renderDocPage(doc, snap.env);
    } catch (error) {
      if (!tolerate || !(error instanceof BuildFailure)) throw error;
      return failedPage(doc, error);
    }
  }

  /**
   * Keeps a rendered doc in a snapshot: its result (and search records, once the snapshot is served) replace the
   * old, its files go to the cache, and its images and files beside it are read.
   */
  private keep(snap: Snapshot, doc: Doc, page: RenderedPage): readonly OutputFile[] {
    const result = resultOf(page);
    const old = snap.pages.get(doc.route);
    snap.pages.set(doc.route, result);
    if (snap === this.committed && this.search) this.search.replace(old?.records ?? [], result.records);
    for (const f of page.files) snap.pageFiles.set(f.path, doc.route);
    snap.cache.set(doc.route, page.files);
    // Images and files beside the pages, under their hashed names (a changed file gets a new name, so no stale copy is served).
    for (const asset of page.assets) if (!snap.files.has(asset.output)) snap.files.set(asset.output, readFileSync(path.resolve(this.root, asset.source)));
    return page.files;
  }

  /**
   * The complete check of a snapshot whose every page has a result (a build's problems), pausing between chunks
   * when lazy; null when another snapshot was committed meanwhile.
   */
  private async completeCheck(snap: Snapshot): Promise<Diagnostic[] | null> {
    const lazy = this.options.lazy ?? false;
    const pause = async () => {
      if (!lazy) return;
      await new Promise((resolve) => setImmediate(resolve));
      await this.gate.whileBusy();
    };
    const found = await checkAllPages(snap.plan, snap.pages, this.session!.staticFiles, pause, () => lazy && (this.closed || snap !== this.committed));
    if (!found) return null;
    snap.checked = true;
    return [...snap.siteProblems, ...found];
  }

  /** Starts the background pass unless it runs already (a running pass notices a new snapshot and starts over). */
  private startPass(): void {
    this.pass ??= this.runPass().finally(() => {
      this.pass = null;
      // A snapshot committed while the pass was finishing.
      if (this.committed && !this.committed.checked && !this.closed) this.startPass();
    });
  }

  private async runPass(): Promise<void> {
    const started = performance.now();
    let reported = 0;
    const report = (snap: Snapshot) => this.options.onProgress?.({ checked: snap.pages.size, total: snap.plan.docs.length });
    for (;;) {
      const snap = this.committed!;
      if (snap.checked) return;
      const todo = snap.plan.docs.filter((d) => !snap.pages.has(d.route));
      let next = 0;
      while (next < todo.length && snap === this.committed) {
        await this.options.beforeSlice?.();
        await this.gate.whileBusy();
        await this.gate.quietAfterUpdates();
        // Requests and file events that came in meanwhile go first.
        await new Promise((resolve) => setImmediate(resolve));
        if (this.closed) return;
        if (snap !== this.committed || this.gate.busy) continue;
        // A full collection takes a while at this size: only when nothing waits for an answer.
        this.memory.check();
        if (this.renderer) {
          // This thread only waits for the render thread, which takes pages browsers ask for first.
          const doc = todo[next++]!;
          if (!snap.pages.has(doc.route))
            await this.renderPage(snap, doc, true, 'background').catch((error: unknown) => (this.closed ? undefined : Promise.reject(error)));
        } else {
          const sliceEnd = performance.now() + SLICE_MS;
          while (next < todo.length && performance.now() < sliceEnd) {
            const doc = todo[next++]!;
            if (!snap.pages.has(doc.route)) this.keep(snap, doc, this.renderHere(snap, doc, true));
          }
        }
        if (this.closed) return;
        if (performance.now() - reported > 200) {
          reported = performance.now();
          report(snap);
        }
      }
      if (this.closed) return;
      if (snap !== this.committed) continue;
      // After an edit the browser asks for the edited page: the site-wide check waits for a quiet moment first.
      await this.gate.quietAfterUpdates();
      if (this.closed) return;
      if (snap !== this.committed) continue;
      const diagnostics = await this.completeCheck(snap);
      if (this.closed) return;
      if (!diagnostics || snap !== this.committed) continue;
      if (snap.siteFilesStale) Object.assign(snap, { siteFiles: null, siteFilesStale: false });
      report(snap);
      this.diagnostics = diagnostics;
      const ok = !fails(diagnostics, this.options.strict ?? false);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      this.options.onChecked?.({
        ok,
        diagnostics,
        action: { type: 'none' },
        summary: `all ${snap.plan.docs.length.toLocaleString('en')} pages checked (${seconds} s)`,
      });
      this.settle();
      return;
    }
  }

  private settle(): void {
    for (const resolve of this.passWaiters.splice(0)) resolve();
  }
}

/** Everything whose change means every page must be re-rendered: routes, titles, labels, sidebars. */
function structureKey(plan: SitePlan): string {
  // Generated index pages list other pages' descriptions, so their bodies are part of the structure too.
  return JSON.stringify([
    plan.docs.map((d) => [d.id, d.route, d.label, d.title, d.frontMatter.pagination_label, d.sourcePath ? '' : d.body]),
    plan.variants.map((v) => [...v.sidebars]),
  ]);
}
