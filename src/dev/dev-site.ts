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
 * renders and checks every page before it returns. Pages render on one render thread under the page budget
 * (`supervised-pages.ts`) when docsgen runs compiled, so a page that takes too long, needs too much memory or calls
 * `process.exit` becomes a located error and the server stays up; from the TypeScript sources (tests) they render in
 * this thread. The snapshots (`snapshot.ts`), the background pass (`background-pass.ts`) and the test of a body-only
 * edit (`body-edit.ts`) are modules of their own. Reads files; never writes.
 */
import type { CheckProgress } from '../../core/dev-protocol.js';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { asSitePath, outputFileUrl, withBase } from '../../core/urls.js';
import type { LoadedIndex } from '../../core/search/engine.js';
import { CONFIG_FILE_NAMES } from '../config/load.js';
import type { SiteConfig } from '../config/schema.js';
import type { Doc } from '../content/docs.js';
import { BuildFailure, DiagnosticBag, type Diagnostic } from '../diagnostics/diagnostic.js';
import { SITE_MAY_REPLACE } from '../emit/static-clashes.js';
import { extensionsFor, loadMarkdownExtensions } from '../markdown/extensions.js';
import { markdownExtensionsOf, renderDocPage, type OutputFile, type RenderedPage } from '../pipeline/pages.js';
import { pageBudgetOf, type PageBudget } from '../pipeline/page-budget.js';
import { workerScript } from '../pipeline/render-pool.js';
import { CURRENT_VERSION } from '../pipeline/site-variants.js';
import { DEFAULT_DOCS_INSTANCE } from '../config/names.js';
import { OVERRIDES_DIR } from '../render/theme-overrides.js';
import { devModuleCacheFolder, newDevCacheFolder } from '../session/build-folders.js';
import { keepCompiledConfig } from '../pipeline/build-cache.js';
import { isOpenFailure, loadSiteConfig, SiteSession } from '../session/site-session.js';
import { HEAP_SLACK, MemoryGuard } from '../util/memory.js';
import { packageRoot } from '../util/package-root.js';
import { relativePosixPath } from '../util/paths.js';
import { BackgroundPass } from './background-pass.js';
import { bodyOnlyEdit } from './body-edit.js';
import { checkAllPages, checkSomePages } from './page-check.js';
import { DEFAULT_PAGE_CACHE } from './page-cache.js';
import { LiveSearch } from './live-search.js';
import { classifyChange } from './site-change.js';
import { editedSnapshot, failedPage, fileIn, keepPage, otherFile, plannedSnapshot, type Snapshot } from './snapshot.js';
import { SupervisedPages, type RenderPriority } from './supervised-pages.js';
import { UpdateGate } from './update-gate.js';
import { addedProblems, fails, servedWithNote, unchanged, type BrowserAction, type UpdateOutcome } from './update-outcome.js';
import { synonymTable } from '../../core/search/synonyms.js';
import type { StrayFailure } from '../pipeline/site-code-failure.js';

export type { BrowserAction, UpdateOutcome };

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

/** A file of the output, or of the page the dev server renders on demand. */
export interface DevFiles {
  get(file: string): Promise<string | Uint8Array | undefined>;
  has(file: string): Promise<boolean>;
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
  /** An update no file change asked for: the site bundled again for modules its Markdown plugins import into a page. */
  onUpdated?: (outcome: UpdateOutcome) => void;
  /**
   * The time and memory each page may take on the render thread (default DEFAULT_PAGE_BUDGET). Pages render on a
   * thread whenever docsgen runs compiled (the CLI); from its TypeScript sources (tests) they render in this thread.
   */
  pageBudget?: Partial<PageBudget>;
  /** The site's code on the render thread failed outside any page (the page and the server go on). */
  onSiteCodeFailure?: (failure: StrayFailure) => void;
}

/**
 * How long after an update the background pass (its rendering and its check of the whole site) waits before it goes
 * on: long enough for the browser's request for the edited page (sent when the live channel says it changed) to be
 * answered first, instead of after the page the pass is rendering. 10,000 pages on a busy machine: a pass page
 * rendered right after the update held the edited page's answer 15-45 ms.
 */
const UPDATE_QUIET_MS = 40;

/** What an update asks `decide` to do with its candidate snapshot. */
interface Change {
  /** Routes of the pages the change re-rendered (none when the whole site changed). */
  rendered: string[];
  /** Routes rendered to try a new theme or plan on (the page last asked for). */
  probe: string[];
  structureChanged: boolean;
  summary: string;
  /** The first update: committed even with errors, so there is something to show. */
  initial: boolean;
  /** What browsers should do; null: update the rendered pages (or all). */
  action: BrowserAction | null;
  /** Undoes what the candidate changed in shared state when it is not committed. */
  onReject?: () => void;
}

/** Where a changed file can belong, for `classifyChange`: the site's folders and files. */
const themeDirs = () => [path.join(packageRoot(), 'theme'), path.join(packageRoot(), 'templates')];

export class DevSite {
  /** The site as last loaded (config, theme, docs as read); null while no config loads. */
  private session: SiteSession | null = null;
  private committed: Snapshot | null = null;
  /** The problems of the site served (its last committed update, and its complete check once the pass ends). */
  private servedProblems: Diagnostic[] = [];
  private pageServed: () => void = () => {};
  /** Settles once a page has been asked for and rendered (or found rendered), whatever became of it. */
  readonly firstPageServed = new Promise<void>((resolve) => (this.pageServed = resolve));
  private search: LiveSearch | null = null;
  /** The route last asked for, rendered first after a change of the whole site. */
  private lastRoute: string | null = null;
  private closed = false;
  /** Holds the background pass while changes wait for their update. */
  private readonly gate: UpdateGate;
  private readonly pass: BackgroundPass;
  /** The render thread pages render on under the page budget; null when running from sources (tests). */
  private readonly renderer: SupervisedPages | null;
  diagnostics: Diagnostic[] = [];
  /** Updates run one after another: the watcher's, and the bundle the site's Markdown plugins turn out to need. */
  private turn: Promise<unknown> = Promise.resolve();
  /** The update bundling modules that the site's Markdown plugins import into a page, while it is pending. */
  private pluginBundle: Promise<void> | null = null;

  constructor(
    readonly root: string,
    private readonly options: DevSiteOptions,
  ) {
    const script = workerScript();
    this.renderer = script ? new SupervisedPages(script, pageBudgetOf(options.pageBudget), (failure) => options.onSiteCodeFailure?.(failure)) : null;
    this.gate = new UpdateGate(options.updateQuietMs ?? UPDATE_QUIET_MS);
    this.pass = new BackgroundPass({
      served: () => this.committed,
      closed: () => this.closed,
      gate: this.gate,
      // This thread's heap: it renders nothing when a render thread does, so its garbage is what pages bring back.
      memory: new MemoryGuard(this.renderer ? HEAP_SLACK / 2 : HEAP_SLACK),
      renderOnThread: this.renderer ? (snap, doc) => this.renderPage(snap, doc, true, 'background') : null,
      renderHere: async (snap, doc) => void this.keep(snap, doc, await this.renderHere(snap, doc, true)),
      completeCheck: (snap) => this.completeCheck(snap),
      beforeSlice: options.beforeSlice,
      onProgress: options.onProgress,
      onChecked: (snap, diagnostics, seconds) => {
        this.diagnostics = diagnostics;
        if (snap === this.committed) this.servedProblems = diagnostics;
        const ok = !fails(diagnostics, this.options.strict ?? false);
        const summary = `all ${snap.plan.docs.length.toLocaleString('en')} pages checked (${seconds.toFixed(1)} s)`;
        this.options.onChecked?.({ ...unchanged(ok, diagnostics, summary), complete: true });
      },
    });
  }

  /** The live search index (updated page by page), for the dev server's search endpoint. */
  searchIndex(): LoadedIndex | null {
    const config = this.session?.config.search;
    if (!config || !this.search) return null;
    return this.search.loaded(config.indexName, (this.committed?.plan.variants.length ?? 1) === 1, synonymTable(config.synonyms));
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
    await this.pass.stopped();
    this.pass.settle();
  }

  /** Resolves once the background pass has checked every page of the current site. */
  whenChecked(): Promise<void> {
    return this.pass.whenChecked();
  }

  /** The last good output by relative path; a page not held is rendered when asked for. */
  get files(): DevFiles {
    return { get: (file) => this.file(file), has: async (file) => (await this.file(file)) !== undefined };
  }

  /**
   * One file of the last good output: a page's from the cache or rendered now, or any other. A page not held is
   * rendered in this thread, without the page budget: for direct users of this class (tests); the server asks
   * `fileWhenRendered`.
   */
  async file(file: string): Promise<string | Uint8Array | undefined> {
    const snap = this.committed;
    if (!snap) return undefined;
    const doc = this.docServing(snap, file);
    const page = doc && (snap.cache.get(doc.route) ?? this.keep(snap, doc, await this.renderHere(snap, doc, true)));
    // Rendered without a module the site's plugins import into it: served once the site has it.
    if (this.pluginBundle) return (await this.pluginBundle, this.file(file));
    return (page && fileIn(page, file)) ?? this.otherFile(snap, file);
  }

  /** One file of the last good output, as `file`, with a page not held rendered on the render thread when there is one. */
  async fileWhenRendered(file: string): Promise<string | Uint8Array | undefined> {
    const snap = this.committed;
    if (!snap) return undefined;
    const doc = this.docServing(snap, file);
    const page = doc && (snap.cache.get(doc.route) ?? (await this.renderPage(snap, doc, true, 'now')));
    if (this.pluginBundle) return (await this.pluginBundle, this.fileWhenRendered(file));
    if (page) this.pageServed();
    return (page && fileIn(page, file)) ?? this.otherFile(snap, file);
  }

  /** A file that is no page's; undefined for one the site's static folder replaces (served from there, as built). */
  private otherFile(snap: Snapshot, file: string): string | Uint8Array | undefined {
    if (SITE_MAY_REPLACE.has(file) && this.session?.staticFiles.includes(file)) return undefined;
    return otherFile(snap, file);
  }

  /** The doc whose page `file` is (noted as the page last asked for), or undefined. */
  private docServing(snap: Snapshot, file: string): Doc | undefined {
    const route = snap.pageFiles.get(file);
    if (route === undefined) return undefined;
    this.lastRoute = route;
    return snap.plan.docByRoute.get(route);
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
    const outcome = await this.reloadAll('started', true, { type: 'reload' });
    // The render thread reads the plan while the server starts: the first page asked for need not wait for that.
    if (this.committed) this.renderer?.prepare(this.committed.env);
    return outcome;
  }

  /** Applies changed files (absolute paths). */
  async update(changed: readonly string[]): Promise<UpdateOutcome> {
    // The background pass waits while an update is worked out, so the edit is served as soon as it can be.
    return this.inTurn(() => this.gate.during(() => this.applyChange(changed)));
  }

  /** Runs an update after those asked for before it. */
  private inTurn<T>(update: () => Promise<T>): Promise<T> {
    const run = this.turn.then(update);
    this.turn = run.catch(() => {});
    return run;
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
      if (!changed.some((f) => this.configCandidates.includes(f))) return unchanged(false, this.diagnostics, 'waiting for a site config that loads');
      return this.reloadAll('config changed', true, { type: 'reload' });
    }
    const change = classifyChange(changed, {
      root: this.root,
      configFile: this.configFile,
      styleFiles: this.styleFiles,
      overridesDir: this.overridesDir,
      themeDirs: themeDirs(),
      sidebarsFiles: this.sidebarsFiles,
      // A page added, removed or edited in the pages folder reads the site again, as a new docs instance file does.
      instancePaths: [...session.instancePaths, ...session.pagesPaths],
      docsDir: session.docsDir,
      isDoc: session.isDoc,
      componentFiles: this.componentFiles,
      staticDir: this.staticDir,
    });
    switch (change.kind) {
      case 'config':
        return this.reloadAll('config changed', false, { type: 'reload' });
      case 'site-styles':
      case 'theme': {
        // Only styles changed: rebuild the style sheet and swap it in open pages.
        const cssOnly = change.kind === 'site-styles' || change.cssOnly;
        const summary = change.kind === 'site-styles' ? 'site styles changed' : cssOnly ? 'theme styles changed' : 'theme changed';
        const outcome = await this.reloadAll(summary, false, { type: 'reload' }, !cssOnly);
        if (outcome.ok && cssOnly) outcome.action = { type: 'css', href: outputFileUrl(this.session!.config.baseUrl, this.session!.bundle!.stylePath) };
        return outcome;
      }
      case 'overrides':
        return this.reloadAll('a theme component override changed', false, { type: 'reload' });
      // Released versions, translations, other docs instances, the blog and the pages folder are read again as a
      // whole (the blog's lists depend on every post; the rest changes rarely while writing).
      case 'variants':
        return this.reloadAll(`${changed.map((f) => relativePosixPath(this.root, f)).join(', ')} changed`, false, { type: 'reload' });
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
        const snap = this.committed;
        const using = snap ? [...snap.pages.values()].filter((p) => p.assets.some((a) => changed.includes(path.resolve(this.root, a.source)))) : [];
        const usingPaths = using.flatMap((p) => snap!.plan.docByRoute.get(p.route)?.sourcePath ?? []);
        if (usingPaths.length) return this.renderAndCommit(usingPaths, 'a file used by a page changed', false, null);
        return unchanged(true, this.diagnostics, 'nothing to do');
      }
    }
  }

  /** Loads the config and opens the site again; what fails to load leaves the last good site in place. */
  private async reloadAll(summary: string, initial: boolean, action: BrowserAction, freshTheme = false): Promise<UpdateOutcome> {
    const loaded = await loadSiteConfig(this.root, this.options.configFile, devModuleCacheFolder(this.root));
    if (initial && !('diagnostics' in loaded)) {
      const newCache = newDevCacheFolder(loaded);
      // For the next start; a read-only site folder only means the config is compiled each time.
      if (newCache) keepCompiledConfig(newCache, loaded.file).catch(() => {});
    }
    const opened = 'diagnostics' in loaded ? loaded : await SiteSession.open(this.root, loaded, { purpose: 'pages', previous: this.session, freshTheme });
    if (isOpenFailure(opened)) {
      this.diagnostics = opened.diagnostics;
      return unchanged(false, opened.diagnostics, summary);
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
   * (`renderDocPage`), and commits when the result passes (warnings too under `strict`). `changedPaths` (doc source
   * paths under the docs folder) null means the whole site changed. Lazily, only the changed pages (or, for the whole
   * site, the page last asked for) are rendered and their links checked before the commit; the background pass does
   * the rest.
   */
  private async renderAndCommit(changedPaths: string[] | null, summary: string, initial: boolean, action: BrowserAction | null): Promise<UpdateOutcome> {
    const session = this.session!;
    // In dev the browser asks the dev server, whose index follows every edit, instead of loading a file; drafts show.
    const plan = session.plan({ liveSearch: true, drafts: true, strict: this.options.strict });
    // Doc source paths name files of the docs folder: the current version's pages (and their untranslated copies),
    // not another docs instance's.
    const ofDocsFolder = (variant: number) =>
      plan.variants[variant]!.version.name === CURRENT_VERSION && plan.variants[variant]!.instance === DEFAULT_DOCS_INSTANCE;
    const changedRoutes = changedPaths && plan.docs.filter((d) => ofDocsFolder(d.variant) && changedPaths.includes(d.sourcePath)).map((d) => d.route);
    const bodyEnd = `<script type="module" src="${withBase(session.config.baseUrl, asSitePath(this.options.devScriptPath))}"></script>`;
    const mdxComponents = await session.components(plan);
    const { env, files: treeFiles } = session.environment(plan, mdxComponents, bodyEnd);
    const previous = this.committed;
    const candidate = plannedSnapshot(
      {
        plan,
        env,
        files: [...treeFiles, ...[...session.bundle!.files, ...mdxComponents.files].map((f) => ({ path: f.path, content: f.contents }))],
        siteProblems: [...session.readProblems, ...session.themeProblems, ...plan.diagnostics, ...mdxComponents.diagnostics],
        pageCache: this.options.pageCache ?? DEFAULT_PAGE_CACHE,
      },
      previous,
      changedRoutes,
    );
    const structureChanged = !previous || changedRoutes === null || previous.structure !== candidate.structure;
    await loadMarkdownExtensions(markdownExtensionsOf(plan));
    // The whole site changed: render the page the writer last looked at, which also tries the new theme on one page
    // (not at the start, whose result is committed anyway: the first request renders its own page).
    const lazy = this.options.lazy ?? false;
    const probe =
      structureChanged && lazy && !initial
        ? [this.lastRoute && plan.docByRoute.has(this.lastRoute) ? this.lastRoute : plan.docs[0]?.route].filter((r): r is string => !!r)
        : [];
    return this.decide(candidate, previous, { rendered: structureChanged ? [] : changedRoutes, probe, structureChanged, summary, initial, action });
  }

  /**
   * Renders what a candidate needs (lazily the changed and probed pages; otherwise every page), works out its
   * problems (lazily the quick check of those pages; otherwise the complete one), and commits it if they allow.
   */
  private async decide(candidate: Snapshot, previous: Snapshot | null, change: Change): Promise<UpdateOutcome> {
    const { plan } = candidate;
    const { rendered, probe, structureChanged, summary, initial } = change;
    const strict = this.options.strict ?? false;
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
      return unchanged(false, error.diagnostics, summary);
    }
    this.diagnostics = diagnostics;
    // An update is held back for the problems it adds, not for those the site served already had (an error in
    // another file): a writer's edit of one page is served while an unrelated file waits to be fixed.
    if (!initial && fails(addedProblems(diagnostics, this.servedProblems), strict)) {
      change.onReject?.();
      return unchanged(false, diagnostics, summary);
    }
    const ok = initial ? !fails(diagnostics, strict) : true;
    this.commit(candidate, previous, structureChanged);
    this.servedProblems = diagnostics;
    const what = structureChanged ? 'all pages' : rendered.join(', ') || 'no page';
    const pending = candidate.checked ? '' : ` · checking ${candidate.plan.docs.length.toLocaleString('en')} pages in the background`;
    return {
      ok,
      diagnostics,
      action: change.action ?? { type: 'update', routes: structureChanged ? 'all' : rendered },
      summary: `${summary} · ${what} re-rendered${servedWithNote(diagnostics, strict)}${pending}`,
      ...(candidate.checked ? { complete: true } : {}),
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
    const doc = snap.plan.docs.find((d) => d.file === old.file);
    const relative = relativePosixPath(this.root, file);
    const edit = doc && (await bodyOnlyEdit(doc, old.text, file, relative));
    if (!doc || !edit) return null;
    await loadMarkdownExtensions(extensionsFor([{ text: edit.body, mdx: false }], snap.plan.config.markdown.syntax === 'vitepress'));
    // Every view of the plan holds this doc object: it takes the new body (and gives it back if the edit is refused).
    const saved = { body: doc.body, bodyLineOffset: doc.bodyLineOffset };
    Object.assign(doc, { body: edit.body, bodyLineOffset: edit.bodyLineOffset });
    session.docs.set(file, { ...old, text: edit.text });
    const readProblems = session.readProblems;
    session.readProblems = readProblems.filter((d) => d.file !== relative);
    const candidate = editedSnapshot(snap, doc.route, [...session.readProblems, ...snap.siteProblems.filter((d) => !readProblems.includes(d))]);
    return this.decide(candidate, snap, {
      rendered: [doc.route],
      probe: [],
      structureChanged: false,
      summary: `${old.sourcePath} changed`,
      initial: false,
      action: null,
      // The raw text stays as read: the next edit of this doc then plans the site again.
      onReject: () => Object.assign(doc, saved),
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
    if (!candidate.checked && !this.closed) this.pass.start();
    else this.pass.settle();
  }

  /**
   * Renders one doc into a snapshot (see `keep`): on the render thread under the page budget when there is one, else
   * in this thread. `tolerate`: a page whose theme override threw becomes a page with that error instead of
   * failing the whole update.
   */
  private async renderPage(snap: Snapshot, doc: Doc, tolerate: boolean, priority: RenderPriority): Promise<readonly OutputFile[]> {
    if (!this.renderer) return this.keep(snap, doc, await this.renderHere(snap, doc, tolerate));
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
  private async renderHere(snap: Snapshot, doc: Doc, tolerate: boolean): Promise<RenderedPage> {
    try {
      return await renderDocPage(doc, snap.env);
    } catch (error) {
      if (!tolerate || !(error instanceof BuildFailure)) throw error;
      return failedPage(doc, error);
    }
  }

  /** Keeps a rendered doc in a snapshot (`keepPage`); its search records replace the old once the snapshot is served. */
  private keep(snap: Snapshot, doc: Doc, page: RenderedPage): readonly OutputFile[] {
    if (page.pluginImports && this.session?.takePluginImports([page], false)) this.bundleWhatPluginsImport(doc);
    const old = keepPage(snap, doc, page, this.root);
    if (snap === this.committed && this.search) this.search.replace(old?.records ?? [], snap.pages.get(doc.route)!.records);
    return page.files;
  }

  /**
   * The site's Markdown plugins imported into `doc` modules that no page's text imports (the session has taken note):
   * the site is bundled with them and committed again, as after an edit of a component, once the updates before it
   * are done. Pages asked for meanwhile wait for it.
   */
  private bundleWhatPluginsImport(doc: Doc): void {
    const summary = `the site's Markdown plugins import modules into ${doc.file}: bundled`;
    const bundled = this.inTurn(() => this.gate.during(() => this.renderAndCommit(null, summary, false, { type: 'reload' }))).then(
      (outcome) => this.options.onUpdated?.(outcome),
      () => {}, // what failed stays as it was served; the next update reports it again
    );
    // One after another (updates run in turn): the last one is the one to wait for.
    const latest: Promise<void> = bundled.finally(() => {
      if (this.pluginBundle === latest) this.pluginBundle = null;
    });
    this.pluginBundle = latest;
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
}
