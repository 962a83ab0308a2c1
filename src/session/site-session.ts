/**
 * One site, loaded once and shared by `build`, `dev` and `index` (Docusaurus' `loadSite` is the model): the config
 * with the site's Markdown plugins, the theme with the site's component overrides, and what the reading stage
 * found. The plan, the site's MDX components and the render environment are made from it by the same calls for
 * every command. Dev keeps one open and reads changed docs and static files into it; a change of the config, theme,
 * sidebars or translations opens a new one. Reads files; never writes, renders or decides what a command does
 * with problems.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configFromObject, loadConfig, type LoadedConfig } from '../config/load.js';
import type { SiteConfig, UserConfig } from '../config/schema.js';
import { readDocText, type RawCategoryFile, type RawDoc } from '../content/discover.js';
import type { RawPageFile } from '../content/page-files.js';
import { docFileTest, type DocFileTest } from '../content/doc-globs.js';
import { withLocaleFolders } from '../config/docs-instances.js';
import type { GitUpdate } from '../content/git-dates.js';
import { BuildFailure, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { SiteBundle } from '../emit/style-bundle.js';
import type { CodeJsonFile } from '../i18n/code-json.js';
import { configImageAssets } from '../pipeline/config-images.js';
import { blogListProp } from '../pipeline/docusaurus-generated.js';
import { preparePlugins, useMarkdownPlugins } from '../markdown/user-plugins.js';
import type { OutputFile, RenderEnv } from '../pipeline/pages.js';
import { planSite, type PlanInput, type PlanMode, type SitePlan } from '../pipeline/plan.js';
import { readSiteContent, readSiteInputs, readStaticFiles } from '../pipeline/read-site.js';
import { bundleableImports, bundleSiteComponents, pluginImportsOf, type BundledComponents, type PluginImport } from '../pipeline/site-components.js';
import { renderEnvironment } from '../pipeline/site-files.js';
import type { VariantSources } from '../pipeline/variant-docs.js';
import type { BlogSources } from '../pipeline/blog-sources.js';
import { versionsFilePath } from '../pipeline/site-variants.js';
import { loadThemeFromSource, PROVIDED_MODULES, type ThemeModule } from '../render/theme-module.js';
import { siteThemeModules } from '../pipeline/site-theme-modules.js';
import { findThemeOverrides, overrideWarnings, type ThemeOverrides } from '../render/theme-overrides.js';
import { sidebarsFilePath, type SidebarsFile } from '../sidebar/sidebars-file.js';
import { relativePosixPath } from '../util/paths.js';

/** A loaded config, where it came from, and the config file's name as diagnostics show it. */
export type LoadedSite = LoadedConfig & { configFile: string };

/** A loaded config, or the diagnostics that stopped it loading. Also makes the site's Markdown plugins this thread's. */
export async function loadSiteConfig(
  root: string,
  config: string | UserConfig | undefined,
  cacheDir: string | null = null,
): Promise<LoadedSite | { diagnostics: Diagnostic[] }> {
  try {
    const loaded = typeof config === 'object' ? await configFromObject(config, root) : await loadConfig(root, config, cacheDir);
    // The pages of this thread are compiled with the site's own Markdown plugins (render threads load their own).
    useMarkdownPlugins(preparePlugins(loaded.config.markdown, root, loaded.file, loaded.bundledCode));
    return { ...loaded, configFile: loaded.file ? path.relative(root, loaded.file) : '(config object)' };
  } catch (error) {
    if (!(error instanceof BuildFailure)) throw error;
    return { diagnostics: error.diagnostics };
  }
}

export interface OpenOptions {
  /**
   * 'pages' (build, dev): the theme with the site's overrides and the client bundle are loaded too. 'records'
   * (index): the content only, rendered with the built-in theme for its search records.
   */
  purpose: 'pages' | 'records';
  /** The session this one replaces (dev): its theme is kept unless the overrides or the theme changed. */
  previous?: SiteSession | null;
  /** Load the built-in theme from source again (dev, after an edit of the theme itself). */
  freshTheme?: boolean;
}

/** The site could not be opened: its theme overrides or its client bundle failed. */
export interface OpenFailure {
  diagnostics: Diagnostic[];
}

const bySourcePath = (a: RawDoc, b: RawDoc) => (a.sourcePath < b.sourcePath ? -1 : a.sourcePath > b.sourcePath ? 1 : 0);

export class SiteSession {
  /** Each doc as last read, by absolute path. */
  readonly docs: Map<string, RawDoc>;
  /** Static files, relative to the static folder. */
  staticFiles: string[];
  /** Problems found while reading, kept per file across re-reads. */
  readProblems: Diagnostic[];
  private docTest: DocFileTest | null = null;
  /** Site modules and packages the site's remark plugins import into pages (found by rendering them). */
  private pluginImports: ReadonlyMap<string, PluginImport> = new Map();

  private constructor(
    readonly root: string,
    readonly loaded: LoadedSite,
    /** The theme with the site's overrides swapped in; undefined renders with the built-in one. */
    readonly theme: ThemeModule | undefined,
    /** The site's theme component overrides, null when it has none. */
    readonly overrides: ThemeOverrides | null,
    /** Warnings about the overrides (files that override nothing). */
    readonly themeProblems: Diagnostic[],
    readonly bundle: SiteBundle | null,
    private readonly content: {
      categories: RawCategoryFile[];
      rawPages: RawPageFile[];
      sidebarsFile: SidebarsFile | null;
      gitUpdates: Map<string, GitUpdate>;
      template: string;
      codeJson: CodeJsonFile;
      variantSources: VariantSources;
      blog: BlogSources | null;
    },
    rawDocs: readonly RawDoc[],
    staticFiles: string[],
    readProblems: Diagnostic[],
  ) {
    this.docs = new Map(rawDocs.map((doc) => [path.resolve(root, doc.file), doc]));
    this.staticFiles = staticFiles;
    this.readProblems = readProblems;
  }

  /** Loads the theme (for pages) and reads the site. A theme or client bundle that fails is the failure's diagnostics. */
  static async open(root: string, loaded: LoadedSite, options: OpenOptions): Promise<SiteSession | OpenFailure> {
    const found = options.purpose === 'pages' ? findThemeOverrides(root) : null;
    const overrides = found && Object.keys(found.files).length ? found : null;
    const themeProblems = overrideWarnings(found);
    const previous = options.previous ?? null;
    // The built-in theme is used as compiled unless the site overrides part of it or this process reloaded it.
    const theme = overrides
      ? loadThemeFromSource(overrides)
      : options.freshTheme || previous?.overrides
        ? loadThemeFromSource()
        : Promise.resolve(previous?.theme);
    const read =
      options.purpose === 'pages'
        ? readSiteInputs(root, loaded.config, overrides)
        : readSiteContent(root, loaded.config).then((content) => ({ ...content, bundle: null }));
    const [themed, inputs] = await Promise.allSettled([theme, read]);
    // The theme's failure is reported first: the client bundle fails on the same override.
    const failure = [themed, inputs].find((settled) => settled.status === 'rejected');
    if (failure) {
      if (!(failure.reason instanceof BuildFailure)) throw failure.reason;
      return { diagnostics: [...themeProblems, ...failure.reason.diagnostics] };
    }
    const { rawDocs, staticFiles, diagnostics, bundle, ...content } = (inputs as PromiseFulfilledResult<Awaited<typeof read>>).value;
    const session = new SiteSession(
      root,
      loaded,
      (themed as PromiseFulfilledResult<ThemeModule | undefined>).value,
      overrides,
      themeProblems,
      bundle,
      content,
      rawDocs,
      staticFiles,
      diagnostics,
    );
    // What the site's plugins import is learnt by rendering: a site opened again (dev's config reload) keeps it.
    if (previous) session.usePluginImports(previous.pluginImports);
    return session;
  }

  get config(): SiteConfig {
    return this.loaded.config;
  }

  /** Plans the site from the docs as read now. */
  plan(mode: PlanMode, readDoc?: PlanInput['readDoc']): SitePlan {
    const { loaded, content } = this;
    const configImages = configImageAssets(this.root, loaded.config);
    return planSite({
      config: loaded.config,
      siteFolder: path.basename(path.resolve(this.root)),
      ...(configImages.size ? { configImages } : {}),
      siteTheme: siteThemeModules(this.root, PROVIDED_MODULES),
      configFile: loaded.configFile,
      configSource: loaded.source,
      rawDocs: [...this.docs.values()].sort(bySourcePath),
      categories: content.categories,
      rawPages: content.rawPages,
      sidebarsFile: content.sidebarsFile,
      gitUpdates: content.gitUpdates,
      ...(this.bundle ? { searchWorkerPath: this.bundle.searchWorkerPath } : {}),
      codeJson: content.codeJson,
      variantSources: content.variantSources,
      blog: content.blog,
      mode,
      ...(readDoc ? { readDoc } : {}),
    });
  }

  /**
   * The site's own React components its MDX pages import, bundled for the server and the browser, with those the
   * site's remark plugins import into pages (known from rendering them: `takePluginImports`).
   */
  components(plan: SitePlan): Promise<BundledComponents> {
    const blogList = blogListProp(plan.blogs[0], this.config.baseUrl);
    return bundleSiteComponents(this.root, plan.docs, this.config, this.pluginImports, blogList, plan.siteTheme);
  }

  /** The site modules and packages the site's remark plugins import into pages, as known now (key → kind and page). */
  get knownPluginImports(): ReadonlyMap<string, PluginImport> {
    return this.pluginImports;
  }

  /** Starts from plugin imports found earlier (the build cache keeps a build's), those that can still be bundled. */
  usePluginImports(imports: ReadonlyMap<string, PluginImport>): void {
    this.pluginImports = bundleableImports(this.root, imports);
  }

  /**
   * Takes what the site's remark plugins imported into rendered pages: with `all` (every page of the plan) exactly
   * those, else added to those known. True when that changes what the bundle holds: bundle and render again.
   */
  takePluginImports(pages: Iterable<{ file: string; pluginImports?: Readonly<Record<string, PluginImport['kind']>> }>, all: boolean): boolean {
    const found = pluginImportsOf(this.root, pages);
    const next = all ? found : bundleableImports(this.root, new Map([...this.pluginImports, ...found]));
    const same = next.size === this.pluginImports.size && [...next.keys()].every((key) => this.pluginImports.has(key));
    if (same) return false;
    this.pluginImports = next;
    return true;
  }

  /** The render environment of a plan, and the sidebar-tree files it refers to. `bodyEnd`: HTML before `</body>` (dev's script). */
  environment(
    plan: SitePlan,
    components: BundledComponents,
    bodyEnd?: string,
  ): { env: RenderEnv; files: (OutputFile | { path: string; content: Uint8Array })[] } {
    const made = renderEnvironment(plan, this.content.template, this.bundle, {
      root: this.root,
      components: components.components,
      ...(this.theme ? { theme: this.theme } : {}),
      ...(bodyEnd !== undefined ? { bodyEnd } : {}),
    });
    // The config's logos that are files of the site folder, under the names the plan gave them (a few small images).
    const logos = plan.configAssets.map((asset) => ({ path: asset.output, content: readFileSync(path.resolve(this.root, asset.source)) }));
    return logos.length ? { ...made, files: [...made.files, ...logos] } : made;
  }

  /**
   * Reads docs of the docs folder again (absolute paths; a deleted one leaves the site) and returns their source
   * paths. Their old read problems go, their new ones are kept.
   */
  async rereadDocs(files: readonly string[]): Promise<string[]> {
    const sourcePaths: string[] = [];
    for (const file of files) {
      const sourcePath = relativePosixPath(this.docsDir, file);
      sourcePaths.push(sourcePath);
      const relative = relativePosixPath(this.root, file);
      this.readProblems = this.readProblems.filter((d) => d.file !== relative);
      try {
        const read = await readDocText(file, relative);
        this.readProblems.push(...read.diagnostics);
        if (read.text === null) this.docs.delete(file);
        else this.docs.set(file, { sourcePath, file: relative, text: read.text });
      } catch {
        this.docs.delete(file); // deleted (or renamed away)
      }
    }
    return sourcePaths;
  }

  /** Lists the static files again; the static folder's old read problems give way to the new ones. */
  async rereadStaticFiles(): Promise<void> {
    const statics = await readStaticFiles(this.root, this.config.staticDir);
    this.staticFiles = statics.files;
    const staticPrefix = relativePosixPath(this.root, path.resolve(this.root, this.config.staticDir)) + '/';
    this.readProblems = [...this.readProblems.filter((d) => !d.file?.startsWith(staticPrefix)), ...statics.diagnostics];
  }

  /** The docs folder, absolute. */
  get docsDir(): string {
    return path.resolve(this.root, this.config.docs.path);
  }

  /** Which files of the docs folder are pages (`docs.include` and `docs.exclude`). */
  get isDoc(): DocFileTest {
    return (this.docTest ??= docFileTest(withLocaleFolders(this.config.docs, this.config.i18n)));
  }

  /** The sidebars file in use, whose change re-reads the sidebars. */
  get sidebarsFiles(): string[] {
    const file = sidebarsFilePath(this.root, this.config.docs.sidebarPath);
    return file ? [file] : [];
  }

  /**
   * The released versions' and translations' folders and files that exist, and the other docs instances' folders,
   * sidebars files and versions, watched as a whole.
   */
  get variantPaths(): string[] {
    return [
      'versions.json',
      'versioned_docs',
      'versioned_sidebars',
      'i18n',
      ...[...this.instancePaths, ...this.pagesPaths].map((p) => path.relative(this.root, p)),
    ]
      .map((p) => path.resolve(this.root, p))
      .filter((p) => existsSync(p));
  }

  /** The other docs instances' folders, sidebars files, versions files and versioned folders (absolute, existing or not). */
  get instancePaths(): string[] {
    // The blog is read again as a whole on any change in its folder (its lists depend on every post).
    const blog = this.content.blog ? [path.resolve(this.root, this.content.blog.options.path)] : [];
    return blog.concat(
      this.config.docsInstances.flatMap(({ id, path: folder, sidebarPath }) =>
        [folder, ...(typeof sidebarPath === 'string' ? [sidebarPath] : []), versionsFilePath(id), `${id}_versioned_docs`, `${id}_versioned_sidebars`].map((p) =>
          path.resolve(this.root, p),
        ),
      ),
    );
  }

  /** The pages folder (`src/pages`), absolute, when the site builds pages: any change there reads the site again. */
  get pagesPaths(): string[] {
    return this.config.pages ? [path.resolve(this.root, this.config.pages.path)] : [];
  }

  /** The site's custom CSS files and what they import. */
  get styleFiles(): string[] {
    const configured = this.config.customCss.map((file) => path.resolve(this.root, file));
    return [...new Set([...configured, ...(this.bundle?.styleInputs ?? [])])];
  }
}

/** Whether `open` failed. */
export const isOpenFailure = (opened: SiteSession | OpenFailure): opened is OpenFailure => !(opened instanceof SiteSession);
