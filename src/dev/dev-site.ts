/**
 * The dev server's model of the site: the last good output, kept in memory, and how to update it after files
 * change. A doc edit re-renders that page only. A change to titles, routes, the set of docs or the sidebar
 * re-renders every page. The config, theme or template re-bundle and re-render everything. An update that has
 * errors is not committed: the last good output keeps being served. Reads files; never writes to disk.
 */
import type { BrowserAction } from '../../core/dev-protocol.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE_NAMES, type LoadedConfig } from '../config/load.js';
import type { SiteConfig } from '../config/schema.js';
import { readDocText, type RawCategoryFile, type RawDoc } from '../content/discover.js';
import { CATEGORY_FILE, isDocFile, isPartialPath } from '../content/doc-paths.js';
import { sidebarsFilePath, type SidebarsFile } from '../sidebar/sidebars-file.js';
import type { GitUpdate } from '../content/git-dates.js';
import { DiagnosticBag, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { SiteBundle } from '../emit/style-bundle.js';
import type { OutputFile, RenderEnv } from '../pipeline/pages.js';
import { pageAssets, renderSite, type PageResult } from '../pipeline/render-site.js';
import { planSite, type SitePlan } from '../pipeline/plan.js';
import { CURRENT_VERSION, isVariantFile } from '../pipeline/site-variants.js';
import type { VariantSources } from '../pipeline/variant-docs.js';
import { bundleSiteComponents } from '../pipeline/site-components.js';
import { renderEnvironment, siteLevelFiles } from '../pipeline/site-files.js';
import { loadSiteConfig, readSiteInputs, readStaticFiles } from '../pipeline/build.js';
import type { CodeJsonFile } from '../i18n/code-json.js';
import { builtInTheme, loadThemeFromSource, type ThemeModule } from '../render/theme-module.js';
import { findThemeOverrides, OVERRIDES_DIR, overrideWarnings, type ThemeOverrides } from '../render/theme-overrides.js';
import { BuildFailure } from '../diagnostics/diagnostic.js';
import { outputFileUrl, routeOutputFile, withBase } from '../../core/urls.js';
import { packageRoot } from '../util/package-root.js';
import MiniSearch from 'minisearch';
import type { LoadedIndex } from '../../core/search/engine.js';
import { LIVE_MINISEARCH_OPTIONS, type SearchRecord } from '../../core/search/records.js';

/** What browsers should do after an update. */
export type { BrowserAction };

export interface UpdateOutcome {
  ok: boolean;
  diagnostics: Diagnostic[];
  action: BrowserAction;
  /** What changed, for the terminal. */
  summary: string;
}

export const DEV_BUILD_ID = 'dev';

interface Snapshot {
  plan: SitePlan;
  env: RenderEnv;
  pages: Map<string, PageResult>;
  files: Map<string, string | Uint8Array>;
}

export class DevSite {
  private loaded!: LoadedConfig & { configFile: string };
  private raw = new Map<string, RawDoc>();
  private categories: RawCategoryFile[] = [];
  private sidebarsFile: SidebarsFile | null = null;
  private gitUpdates = new Map<string, GitUpdate>();
  private template = '';
  private codeJson: CodeJsonFile | undefined;
  private variantSources: VariantSources | undefined;
  private bundle!: SiteBundle;
  private theme: ThemeModule = builtInTheme;
  /** The site's theme component overrides (theme-overrides/), null when it has none. */
  private overrides: ThemeOverrides | null = null;
  private overrideProblems: Diagnostic[] = [];
  private staticFiles: string[] = [];
  /** Problems found while reading files (encoding, size, links out of the site), kept per file across edits. */
  private readProblems: Diagnostic[] = [];
  private committed: Snapshot | null = null;
  private search: { index: MiniSearch<SearchRecord>; byId: Map<string, SearchRecord> } | null = null;
  diagnostics: Diagnostic[] = [];

  /** The live search index (updated page by page), for the dev server's search endpoint. */
  searchIndex(): LoadedIndex | null {
    const config = this.loaded?.config.search;
    if (!config || !this.search) return null;
    const { index, byId } = this.search;
    return { indexName: config.indexName, search: index, recordOf: (id) => byId.get(id as string)!, sample: () => byId.values().next().value ?? null, uniformScope: (this.committed?.plan.variants.length ?? 1) === 1 };
  }

  /** Replaces the records of re-rendered pages (all pages after a structural change). */
  private updateSearch(previous: Snapshot | null, pages: ReadonlyMap<string, PageResult>, rerendered: ReadonlySet<string>, structureChanged: boolean): void {
    if (!this.loaded.config.search) {
      this.search = null;
      return;
    }
    if (!this.search || structureChanged || !previous) {
      const index = new MiniSearch<SearchRecord>(LIVE_MINISEARCH_OPTIONS);
      const byId = new Map<string, SearchRecord>();
      for (const page of pages.values()) for (const r of page.records) byId.set(r.objectID, r);
      index.addAll([...byId.values()]);
      this.search = { index, byId };
      return;
    }
    const { index, byId } = this.search;
    for (const [id, page] of pages) {
      if (!rerendered.has(page.route)) continue;
      for (const old of previous.pages.get(id)?.records ?? []) {
        if (byId.delete(old.objectID)) index.discard(old.objectID);
      }
      const fresh = page.records.filter((r) => !byId.has(r.objectID));
      for (const r of fresh) byId.set(r.objectID, r);
      index.addAll(fresh);
    }
  }

  constructor(
    readonly root: string,
    private readonly options: { configFile?: string; devScriptPath: string; strict?: boolean },
  ) {}

  /** The last good output: relative path → content. */
  get files(): ReadonlyMap<string, string | Uint8Array> {
    return this.committed?.files ?? new Map();
  }

  /** The loaded config, or null while the site has none that loads (missing or broken at start-up). */
  get config(): SiteConfig | null {
    return this.loaded?.config ?? null;
  }

  get configFile(): string | null {
    return this.loaded?.file ?? null;
  }

  /** Where a config may appear or be fixed: the one loaded, or every name docsgen looks for. */
  get configCandidates(): string[] {
    if (this.loaded?.file) return [this.loaded.file];
    const names = this.options.configFile ? [this.options.configFile] : CONFIG_FILE_NAMES;
    return names.map((name) => path.resolve(this.root, name));
  }

  get staticDir(): string | null {
    return this.loaded ? path.resolve(this.root, this.loaded.config.staticDir) : null;
  }

  get docsDir(): string | null {
    return this.loaded ? path.resolve(this.root, this.loaded.config.docs.path) : null;
  }

  /** The sidebars file in use, whose change re-reads the sidebars. */
  get sidebarsFiles(): string[] {
    const file = this.loaded ? sidebarsFilePath(this.root, this.loaded.config.docs.sidebarPath) : null;
    return file ? [file] : [];
  }

  /** The released versions' and translations' folders and files that exist, watched as a whole. */
  get variantPaths(): string[] {
    return ['versions.json', 'versioned_docs', 'versioned_sidebars', 'i18n'].map((p) => path.join(this.root, p)).filter((p) => existsSync(p));
  }

  /** The site's custom CSS files and what they import, whose edit swaps the style sheet in open pages. */
  get styleFiles(): string[] {
    const configured = this.loaded ? this.loaded.config.customCss.map((file) => path.resolve(this.root, file)) : [];
    return [...new Set([...configured, ...(this.bundle?.styleInputs ?? [])])];
  }

  /** The folder of the site's theme component overrides, whose edits re-bundle the theme. */
  get overridesDir(): string {
    return path.resolve(this.root, OVERRIDES_DIR);
  }

  /** The site's own component files MDX pages import (and what they import), whose edit re-renders every page. */
  get componentFiles(): string[] {
    return this.committed?.env.components?.inputs ?? [];
  }

  /** Loads everything and renders every page. The first result is committed even with errors, so there is something to show. */
  async start(): Promise<UpdateOutcome> {
    return this.reloadAll('started', true, { type: 'reload' });
  }

  /** Applies changed files (absolute paths). */
  async update(changed: readonly string[]): Promise<UpdateOutcome> {
    const themeDir = path.join(packageRoot(), 'theme');
    const templatesDir = path.join(packageRoot(), 'templates');
    const inside = (dir: string, file: string) => !path.relative(dir, file).startsWith('..');
    // No config has loaded yet: only a config change can help, and the first good one commits whatever it builds.
    if (!this.loaded) {
      if (!changed.some((f) => this.configCandidates.includes(f))) return { ok: false, diagnostics: this.diagnostics, action: { type: 'none' }, summary: 'waiting for a site config that loads' };
      return this.reloadAll('config changed', true, { type: 'reload' });
    }
    if (changed.some((f) => f === this.configFile)) return this.reloadAll('config changed', false, { type: 'reload' });
    // Only the site's CSS changed: rebuild the style sheet and swap it in open pages, as for the theme's CSS.
    if (changed.length && changed.every((f) => this.styleFiles.includes(f))) {
      const outcome = await this.reloadAll('site styles changed', false, { type: 'reload' });
      if (outcome.ok) outcome.action = { type: 'css', href: outputFileUrl(this.loaded.config.baseUrl, this.bundle.stylePath) };
      return outcome;
    }
    if (changed.some((f) => inside(this.overridesDir, f))) return this.reloadAll('a theme component override changed', false, { type: 'reload' });
    const themeFiles = changed.filter((f) => inside(themeDir, f) || inside(templatesDir, f));
    if (themeFiles.length) {
      const cssOnly = themeFiles.every((f) => f.endsWith('.css'));
      const outcome = await this.reloadAll(cssOnly ? 'theme styles changed' : 'theme changed', false, { type: 'reload' }, !cssOnly);
      if (outcome.ok && cssOnly) outcome.action = { type: 'css', href: outputFileUrl(this.loaded.config.baseUrl, this.bundle.stylePath) };
      return outcome;
    }
    // Released versions and translations are read again as a whole (they change rarely while writing).
    if (changed.some((f) => isVariantFile(path.relative(this.root, f).split(path.sep).join('/')))) return this.reloadAll('versions or translations changed', false, { type: 'reload' });
    const structural = changed.filter((f) => this.sidebarsFiles.includes(f) || (inside(this.docsDir!, f) && CATEGORY_FILE.test(path.basename(f))));
    if (structural.length) return this.reloadAll('sidebars changed', false, { type: 'reload' });
    // A component or a partial may be used by any page: render them all.
    const partials = changed.filter((f) => inside(this.docsDir!, f) && /\.mdx?$/i.test(f) && isPartialPath(path.relative(this.docsDir!, f).split(path.sep).join('/')));
    if (partials.length || changed.some((f) => this.componentFiles.includes(f))) return this.renderAndCommit(null, `${partials.length ? 'a partial' : 'a component'} changed`, false, null);
    const docs = changed.filter((f) => inside(this.docsDir!, f) && isDocFile(path.relative(this.docsDir!, f).split(path.sep).join('/')));
    if (docs.length) return this.updateDocs(docs);
    if (changed.some((f) => inside(this.staticDir!, f))) {
      const statics = await readStaticFiles(this.root, this.loaded.config.staticDir);
      this.staticFiles = statics.files;
      const staticPrefix = path.relative(this.root, this.staticDir!).split(path.sep).join('/') + '/';
      this.readProblems = [...this.readProblems.filter((d) => !d.file?.startsWith(staticPrefix)), ...statics.diagnostics];
      return this.renderAndCommit([], 'static files changed', false, { type: 'reload' });
    }
    // An image or file a page uses changed: those pages get its new hashed name.
    const using = this.committed ? [...this.committed.pages.values()].filter((p) => p.assets.some((a) => changed.includes(path.resolve(this.root, a.source)))) : [];
    const usingPaths = using.flatMap((p) => this.committed!.plan.docByRoute.get(p.route)?.sourcePath ?? []);
    if (usingPaths.length) return this.renderAndCommit(usingPaths, 'a file used by a page changed', false, null);
    return { ok: true, diagnostics: this.diagnostics, action: { type: 'none' }, summary: 'nothing to do' };
  }

  private async reloadAll(summary: string, initial: boolean, action: BrowserAction, freshTheme = false): Promise<UpdateOutcome> {
    const loaded = await loadSiteConfig(this.root, this.options.configFile);
    if ('diagnostics' in loaded) {
      this.diagnostics = loaded.diagnostics;
      return { ok: false, diagnostics: loaded.diagnostics, action: { type: 'none' }, summary };
    }
    this.loaded = loaded;
    // The site's overrides are bundled into the theme (server) and the client bundle; a failed bundle is not committed.
    const found = findThemeOverrides(this.root);
    const overrides = found && Object.keys(found.files).length ? found : null;
    const hadOverrides = this.overrides !== null;
    let inputs: Awaited<ReturnType<typeof readSiteInputs>>;
    try {
      if (overrides) this.theme = await loadThemeFromSource(overrides);
      else if (freshTheme || hadOverrides) this.theme = await loadThemeFromSource();
      inputs = await readSiteInputs(this.root, this.loaded.config, overrides);
    } catch (error) {
      if (!(error instanceof BuildFailure)) throw error;
      this.diagnostics = error.diagnostics;
      return { ok: false, diagnostics: error.diagnostics, action: { type: 'none' }, summary };
    }
    this.overrides = overrides;
    this.overrideProblems = overrideWarnings(found);
    const { rawDocs, categories, sidebarsFile, gitUpdates, staticFiles, template, bundle, codeJson, variantSources, diagnostics } = inputs;
    this.raw = new Map(rawDocs.map((d) => [path.resolve(this.root, d.file), d]));
    Object.assign(this, { categories, sidebarsFile, gitUpdates, staticFiles, template, bundle, codeJson, variantSources, readProblems: diagnostics });
    return this.renderAndCommit(null, summary, initial, action);
  }

  private async updateDocs(files: readonly string[]): Promise<UpdateOutcome> {
    const changedPaths: string[] = [];
    for (const file of files) {
      const sourcePath = path.relative(this.docsDir!, file).split(path.sep).join('/');
      changedPaths.push(sourcePath);
      const relative = path.relative(this.root, file).split(path.sep).join('/');
      this.readProblems = this.readProblems.filter((d) => d.file !== relative);
      try {
        const read = await readDocText(file, relative);
        this.readProblems.push(...read.diagnostics);
        if (read.text === null) this.raw.delete(file);
        else this.raw.set(file, { sourcePath, file: relative, text: read.text });
      } catch {
        this.raw.delete(file); // deleted (or renamed away)
      }
    }
    return this.renderAndCommit(changedPaths, `${changedPaths.join(', ')} changed`, false, null);
  }

  /**
   * Plans the site from the current files, renders what the change needs through the same stage as
   * `build()`, and commits when the result passes (warnings too under `strict`). `changedPaths` (doc source
   * paths under the docs folder) null means render everything.
   */
  private async renderAndCommit(changedPaths: string[] | null, summary: string, initial: boolean, action: BrowserAction | null): Promise<UpdateOutcome> {
    const rawDocs = [...this.raw.values()].sort((a, b) => (a.sourcePath < b.sourcePath ? -1 : a.sourcePath > b.sourcePath ? 1 : 0));
    const plan = planSite({
      config: this.loaded.config,
      configFile: this.loaded.configFile,
      configSource: this.loaded.source,
      rawDocs,
      categories: this.categories,
      sidebarsFile: this.sidebarsFile,
      gitUpdates: this.gitUpdates,
      themeKey: DEV_BUILD_ID,
      searchWorkerPath: this.bundle.searchWorkerPath,
      // In dev the browser asks the dev server, whose index follows every edit, instead of loading a file; drafts show.
      codeJson: this.codeJson,
      variantSources: this.variantSources,
      mode: { buildId: DEV_BUILD_ID, liveSearch: true, drafts: true, strict: this.options.strict },
    });
    // Doc source paths name files of the docs folder: the current version's pages (and their untranslated copies).
    const changedRoutes = changedPaths && plan.docs.filter((d) => plan.variants[d.variant]!.version.name === CURRENT_VERSION && changedPaths.includes(d.sourcePath)).map((d) => d.route);
    const bodyEnd = `<script type="module" src="${withBase(this.loaded.config.baseUrl, this.options.devScriptPath)}"></script>`;
    const mdxComponents = await bundleSiteComponents(this.root, plan.docs, this.loaded.config);
    const { env, files: treeFiles } = renderEnvironment(plan, this.template, this.bundle, { theme: this.theme, bodyEnd, root: this.root, components: mdxComponents.components });
    const previous = this.committed;
    const structureChanged = !previous || changedRoutes === null || structureKey(previous.plan) !== structureKey(plan);
    const renderedFiles: OutputFile[] = [];
    let site: Awaited<ReturnType<typeof renderSite>>;
    try {
      site = await renderSite(env, {
        staticFiles: this.staticFiles,
        only: structureChanged ? null : new Set(changedRoutes),
        reuse: structureChanged ? undefined : previous.pages,
        onPage: (page) => {
          renderedFiles.push(...page.files);
        },
      });
    } catch (error) {
      // A theme component override that threw: located, and the last good output stays.
      if (!(error instanceof BuildFailure)) throw error;
      this.diagnostics = error.diagnostics;
      return { ok: false, diagnostics: error.diagnostics, action: { type: 'none' }, summary };
    }
    const bag = new DiagnosticBag();
    bag.addAll(this.readProblems);
    bag.addAll(this.overrideProblems);
    bag.addAll(plan.diagnostics);
    bag.addAll(mdxComponents.diagnostics);
    bag.addAll(site.diagnostics);
    const diagnostics = bag.items;
    this.diagnostics = diagnostics;
    const ok = !bag.fails(this.options.strict ?? false);
    if (!ok && !initial) return { ok, diagnostics, action: { type: 'none' }, summary };

    const files = new Map(structureChanged ? [] : (previous?.files ?? []));
    for (const f of [...renderedFiles, ...treeFiles, ...siteLevelFiles(env)]) files.set(f.path, f.content);
    for (const f of [...this.bundle.files, ...mdxComponents.files]) files.set(f.path, f.contents);
    // Images and files beside the pages, under their hashed names (a changed file gets a new name, so no stale copy is served).
    for (const asset of pageAssets(site.pages.values())) if (!files.has(asset.output)) files.set(asset.output, readFileSync(path.resolve(this.root, asset.source)));
    // Docs that disappeared: drop their files.
    if (previous && !structureChanged) {
      for (const [route, old] of previous.pages) {
        if (site.pages.has(route)) continue;
        files.delete(routeOutputFile(old.route));
      }
    }
    this.updateSearch(previous, site.pages, new Set(site.rendered), structureChanged);
    this.committed = { plan, env, pages: site.pages, files };
    const browserAction: BrowserAction = action ?? { type: 'update', routes: structureChanged ? 'all' : site.rendered };
    return { ok, diagnostics, action: browserAction, summary: `${summary} · ${structureChanged ? 'all pages' : site.rendered.join(', ') || 'no page'} re-rendered` };
  }
}

/** Everything whose change means every page must be re-rendered: routes, titles, labels, sidebars. */
function structureKey(plan: SitePlan): string {
  // Generated index pages list other pages' descriptions, so their bodies are part of the structure too.
  return JSON.stringify([plan.docs.map((d) => [d.id, d.route, d.label, d.title, d.frontMatter.pagination_label, d.sourcePath ? '' : d.body]), plan.variants.map((v) => [...v.sidebars])]);
}
