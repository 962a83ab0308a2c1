/**
 * What `docsgen init` reads from a VitePress or Starlight project's config by running it, not from its text: Astro's
 * `redirects`, either tool's sidebar, and its navbar, logo and edit link, which configs build with code (spread from
 * modules, made by functions). The config runs once, only when its text (or a module it imports) names one of them,
 * in the child process that runs Docusaurus configs (`migrate/evaluate-module.ts`): packages it imports get
 * stand-ins, `defineConfig` gives its argument back and `starlight()` its options; it runs again, with a stand-in
 * for it, when a file of the project it reads is not there yet. VitePress 2's `config.ts` beside the pages runs too.
 * The sidebar's entries are matched to the project's pages, read as a build reads them (routes from paths, `slug`
 * front matter). A config that cannot run is said as such, never a stack trace. Must not write anything.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LLMS_FILE, LLMS_FULL_FILE } from '../emit/llms.js';
import { discoverDocs } from '../content/discover.js';
import { slugifiedPath } from '../content/doc-paths.js';
import { loadDocs } from '../content/docs.js';
import { EvaluateError, evaluateModule, Opaque } from '../migrate/evaluate-module.js';
import { isRecord } from '../util/is-record.js';
import { installedPackageDir, packageName } from '../util/optional-packages.js';
import { isAdmonitionKeyword } from '../config/schema.js';
import { ADMONITION_KINDS } from '../markdown/directives.js';
import { redirectEntries } from './astro-redirects.js';
import { vitePressColorMode } from './foreign-color-mode.js';
import { astroSettings, vitePressHeadTags } from './astro-settings.js';
import { navbarPathsLinked, starlightChrome, vitePressChrome } from './foreign-chrome.js';
import { vitePressLocaleTranslations, vitePressRootWords } from './foreign-locale-chrome.js';
import { unmatchedWordsText } from './vitepress-theme-words.js';
import { vitePressTitleTemplate } from './vitepress-title-template.js';
import {
  localePageIndex,
  sitePathsLinked,
  starlightSidebars,
  vitePressSidebars,
  vitePressSiteValue,
  vitePressThemeConfig,
  type CarriedSidebars,
  type PageIndex,
} from './foreign-sidebars.js';
import { vitePressSlugify } from './vitepress-slugify.js';
import {
  basePath,
  configWithImports,
  localesFolderOf,
  projectLocales,
  withDefaultLocaleFolder,
  type ForeignProject,
  type InvalidPage,
  type LocaleEntry,
} from './init-project.js';

/** The project's pages as the sidebar mapping needs them: each one's id by its route, each folder by its slug path. */
export async function projectPages(folder: string, project: ForeignProject): Promise<PageIndex & { invalid: InvalidPage[] }> {
  const starlight = project.kind === 'starlight';
  const { docs: raw } = await discoverDocs(folder, project.docsPath);
  const { docs, unloaded, diagnostics } = loadDocs(raw, {
    routeBasePath: '/',
    includeDrafts: true,
    slugifyPaths: starlight,
    folderPages: 'index',
    numberPrefixes: false,
  });
  const ids = new Map<string, string>();
  const lowerCaseIds = new Map<string, string>();
  const add = (route: string, id: string) => {
    if (!ids.has(route)) ids.set(route, id);
    if (!lowerCaseIds.has(route.toLowerCase())) lowerCaseIds.set(route.toLowerCase(), id);
  };
  for (const doc of docs) add(doc.route, doc.id);
  // A page the build refuses (its front matter is invalid) is a page all the same, at the route and id its path gives
  // once it is fixed: a link to it is the site's, and the build names the real cause at the page.
  const invalid: InvalidPage[] = [];
  for (const page of unloaded) {
    add(page.route, page.id);
    const error = diagnostics.find((d) => d.severity === 'error' && d.file === page.file);
    invalid.push({ file: page.file, line: error?.line, reason: error?.message ?? 'it could not be read' });
  }
  const folders = new Map<string, string>([['', '']]);
  for (const { sourcePath } of raw) {
    const parts = sourcePath.split('/').slice(0, -1);
    for (let n = 1; n <= parts.length; n++) {
      const written = parts.slice(0, n).join('/');
      folders.set(slugifiedPath(written), written);
      folders.set(written.toLowerCase(), written);
    }
  }
  return {
    idOfRoute: (route) => ids.get(route) ?? lowerCaseIds.get(route.toLowerCase()) ?? null,
    folderOf: (slugPath) => folders.get(slugPath.toLowerCase()) ?? folders.get(slugifiedPath(slugPath)) ?? null,
    invalid,
  };
}

/** Files docsgen writes at the site's root, which a sidebar may link (`/llms.txt`). */
const WRITTEN_FILES = new Set([`/${LLMS_FILE}`, `/${LLMS_FULL_FILE}`, '/sitemap.xml', '/robots.txt']);

/** Whether the project's public folder holds a file at `sitePath`. */
function isPublicFile(folder: string, project: ForeignProject, sitePath: string): boolean {
  if (!project.staticDir) return false;
  const file = path.join(folder, project.staticDir, ...sitePath.split('/').filter(Boolean));
  return !path.relative(path.join(folder, project.staticDir), file).startsWith('..') && existsSync(file);
}

/** Whether `relative` names a file inside the project folder. */
function isProjectFile(folder: string, relative: string): boolean {
  const file = path.resolve(folder, relative);
  return !path.relative(folder, file).startsWith('..') && existsSync(file) && statSync(file).isFile();
}

/** Whether the built site will have a file at `sitePath`: one docsgen writes, or one of the project's public folder. */
function fileServed(folder: string, project: ForeignProject, sitePath: string): boolean {
  return (WRITTEN_FILES.has(sitePath) && !project.ownAgentFile) || isPublicFile(folder, project, sitePath);
}

/**
 * Runs a config module. One that requires a file of the project that is not there (`api/typedoc-sidebar.json`, which
 * a build step writes) runs again with a stand-in for it, so that the rest still reads; what came from the file
 * is listed where it is used. `projectFolder` is `process.cwd()` as the config sees it.
 */
async function runConfig(file: string, projectFolder: string): Promise<unknown> {
  // The tool runs in the project's folder (`vitepress build` where .vitepress/ is): `process.cwd()` is that folder.
  try {
    return await evaluateModule(file, { cwd: projectFolder });
  } catch (error) {
    if (!(error instanceof EvaluateError) || !/^Cannot find module '\.\.?\//.test(error.message)) throw error;
    return evaluateModule(file, { cwd: projectFolder, missingFiles: 'stand-in' });
  }
}

/** The packages a failed config ran with stand-ins for, as the failure names them: those not installed, then those that are but did not load. */
function standInsText(configFile: string, names: readonly string[]): string {
  const siteRequire = createRequire(configFile);
  const installed = names.filter((name) => installedPackageDir(packageName(name), siteRequire) !== null);
  const absent = names.filter((name) => !installed.includes(name));
  const list = (some: readonly string[]) => some.map((name) => `\`${name}\``).join(', ');
  return [
    absent.length ? `; it uses ${list(absent)}, not installed here: install the project's dependencies and run init again` : '',
    installed.length
      ? `; ${list(installed)} ${installed.length === 1 ? 'is' : 'are'} installed but did not load outside the project's own build tool, so the config ran with ${installed.length === 1 ? 'a stand-in' : 'stand-ins'}`
      : '',
  ].join('');
}

/**
 * VitePress 2's `config.ts` in the pages' folder (`defineAdditionalConfig`: the root locale's settings), or in a
 * locale's folder of it (`zh/config.ts`: that locale's), if any.
 */
function additionalConfigFile(folder: string, project: ForeignProject, subfolder = '.'): string | null {
  if (project.kind !== 'vitepress') return null;
  const names = ['ts', 'mts', 'js', 'mjs'].map((ext) => path.join(folder, project.srcDir ?? '.', subfolder, `config.${ext}`));
  const found = names.find((candidate) => existsSync(candidate));
  // Only a module that is one: another `config.ts` beside the pages (an example's) is none of VitePress' business.
  return found && /\b(defineAdditionalConfig|themeConfig)\b/.test(readFileSync(found, 'utf8')) ? found : null;
}

/** A VitePress 2 additional config as it runs, or null when there is none or it does not run. */
async function runAdditionalConfig(file: string | null, projectFolder: string): Promise<Record<string, unknown> | null> {
  if (!file) return null;
  let additional: unknown;
  try {
    additional = await runConfig(file, projectFolder);
  } catch (error) {
    if (error instanceof EvaluateError) return null;
    throw error;
  }
  return isRecord(additional) && !(additional instanceof Opaque) ? additional : null;
}

/**
 * The site's config with VitePress 2's additional configs merged over it, their `themeConfig` key by key: the pages'
 * folder's over the site's (VitePress' own docs keep their nav and sidebar there), each locale folder's over that
 * locale's (`zh/config.ts` over `locales.zh`). One that does not run is left out: the config is read as it is.
 */
async function withAdditionalConfig(folder: string, project: ForeignProject, config: unknown): Promise<unknown> {
  if (!isRecord(config)) return config;
  const themeOf = (value: Record<string, unknown>) => (isRecord(value.themeConfig) ? value.themeConfig : {});
  const additional = await runAdditionalConfig(additionalConfigFile(folder, project), folder);
  const merged = additional ? { ...config, ...additional, themeConfig: { ...themeOf(config), ...themeOf(additional) } } : config;
  if (!isRecord(merged.locales) || merged.locales instanceof Opaque) return merged;
  const locales: Record<string, unknown> = { ...merged.locales };
  for (const [code, locale] of Object.entries(locales)) {
    if (code === 'root' || !isRecord(locale) || locale instanceof Opaque) continue;
    const own = await runAdditionalConfig(additionalConfigFile(folder, project, code), folder);
    if (own) locales[code] = { ...locale, ...own, themeConfig: { ...themeOf(locale), ...themeOf(own) } };
  }
  return { ...merged, locales };
}

/**
 * Starlight with a `defaultLocale` other than `root` keeps every page in a locale's folder (`en/guide.md`), and a
 * sidebar slug (`guide`) or autogenerated folder names the default locale's: found there when nothing has the name itself.
 */
function withLocaleFolder(pages: PageIndex, defaultLocale: unknown): PageIndex {
  if (typeof defaultLocale !== 'string' || !defaultLocale || defaultLocale === 'root') return pages;
  return {
    idOfRoute: (route) => pages.idOfRoute(route) ?? pages.idOfRoute(`/${defaultLocale}${route === '/' ? '' : route}`),
    folderOf: (slugPath) => pages.folderOf(slugPath) ?? pages.folderOf(slugPath ? `${defaultLocale}/${slugPath}` : defaultLocale),
  };
}

/**
 * VitePress' `srcExclude` globs as globs of docsgen's docs folder: as written when that is `srcDir`; under a folder
 * `rewrites` moves to the root (`en/`), those of that folder with its name taken off (the others name no page).
 */
function srcExcludeOf(value: unknown, project: ForeignProject): string[] {
  if (!Array.isArray(value)) return [];
  const globs = value.filter((glob): glob is string => typeof glob === 'string' && glob.trim() !== '');
  const moved = path.posix.relative(project.srcDir ?? '.', project.docsPath);
  if (!moved) return globs;
  return globs.filter((glob) => glob.startsWith(`${moved}/`)).map((glob) => glob.slice(moved.length + 1));
}

/** The pages of a locale served under its prefix: a route with the prefix (`/en/guide`) is the page's route without it. */
function withoutLocalePrefix(pages: PageIndex, locale: string): PageIndex {
  const prefix = `/${locale}`;
  return {
    ...pages,
    idOfRoute: (route) =>
      pages.idOfRoute(route) ?? (route === prefix || route.startsWith(`${prefix}/`) ? pages.idOfRoute(route.slice(prefix.length) || '/') : null),
  };
}

/** `value.a.b…`, or undefined when a step is not a plain object. */
function member(value: unknown, ...keys: string[]): unknown {
  let at = value;
  for (const key of keys) {
    if (!isRecord(at) || at instanceof Opaque) return undefined;
    at = at[key];
  }
  return at;
}

/** Starlight's options: the argument of `starlight()` among Astro's integrations (its stand-in gives them back). */
function starlightOptions(config: unknown): unknown {
  const integrations = member(config, 'integrations');
  const found = Array.isArray(integrations) ? integrations.flat().find((entry) => member(entry, 'integration') === '@astrojs/starlight') : undefined;
  return member(found, 'options');
}

/**
 * The `locales` of the running config (VitePress' own, Starlight's options'), whatever way each entry is written (a
 * constant, an imported module: vue-i18n's `locales: { root, zh, jp }`). A locale without `lang` takes its key as
 * its tag; the default one, the config's `lang` (VitePress), else `en`. Null when the config has none to read.
 */
function runningLocaleEntries(locales: unknown, siteLang: unknown): LocaleEntry[] | null {
  if (!isRecord(locales) || locales instanceof Opaque) return null;
  return Object.entries(locales).flatMap(([code, value]): LocaleEntry[] => {
    if (!isRecord(value) || value instanceof Opaque) return [];
    const lang =
      typeof value.lang === 'string' && value.lang ? value.lang : code === 'root' ? (typeof siteLang === 'string' && siteLang ? siteLang : 'en') : code;
    return [{ code, label: typeof value.label === 'string' ? value.label : '', lang, rtl: value.dir === 'rtl' }];
  });
}

/**
 * VitePress' sidebar (its root locale's over the site's), and each carried locale's own (`locales.<code>.themeConfig.sidebar`,
 * its folder's `config.ts`, or the site sidebar's entries under its prefix), as `docs.locales`; what those leave out is
 * said with the locale's code.
 */
function vitePressSidebarOf(config: unknown, pages: PageIndex, carriedLocales: readonly string[]): CarriedSidebars {
  // The site's sidebar by path may hold a locale's prefixes (vue-vine's `'/zh': [...]`): those are that locale's.
  const site = vitePressThemeConfig(config).sidebar;
  const localeOf = (prefix: string) => carriedLocales.find((code) => `/${prefix.replace(/^\/+/, '')}`.match(new RegExp(`^/${code}(/|$)`)));
  const byLocale = new Map<string, Record<string, unknown>>();
  let rootSidebar = site;
  if (isRecord(site) && !(site instanceof Opaque) && !Array.isArray(site)) {
    const own: Record<string, unknown> = {};
    for (const [prefix, value] of Object.entries(site)) {
      const code = localeOf(prefix);
      if (code === undefined) own[prefix] = value;
      else byLocale.set(code, { ...byLocale.get(code), [prefix]: value });
    }
    rootSidebar = own;
  }
  const carried = vitePressSidebars(rootSidebar, pages);
  const leftOut = [...carried.leftOut];
  const locales: NonNullable<CarriedSidebars['locales']> = {};
  for (const code of carriedLocales) {
    // A locale's own sidebar replaces the site's, as VitePress merges them; else the site's entries of its prefix.
    const sidebar = member(config, 'locales', code, 'themeConfig', 'sidebar') ?? byLocale.get(code);
    if (sidebar === undefined) continue;
    const own = vitePressSidebars(sidebar, localePageIndex(pages, code), code);
    leftOut.push(...own.leftOut.map((what) => `${what} (locale ${code})`));
    if (Object.keys(own.sidebars).length)
      locales[code] = { sidebars: own.sidebars, ...(own.displayedSidebars ? { displayedSidebars: own.displayedSidebars } : {}) };
  }
  return { ...carried, leftOut, ...(Object.keys(locales).length ? { locales } : {}) };
}

/** The package an opaque value of the config comes from (`transformerTwoslash()` → `@shikijs/vitepress-twoslash`), or null. */
function packageOf(value: unknown): string | null {
  if (!(value instanceof Opaque)) return null;
  if (value.origin?.from === 'package') return value.origin.module;
  return value.kind === 'package' && value.source ? value.source : null;
}

/** Packages the config imports that are markdown-it plugins by their name (`markdown-it-footnote`, `…-md-plugin`). */
const MARKDOWN_IT_PACKAGE = /^(@[\w.-]+\/)?[\w.-]*(markdown-it|md-plugin|mdplugin)[\w.-]*$/i;
/** markdown-it plugins for syntax docsgen reads itself, as GitHub's Markdown has it: footnotes (`[^1]`), task lists (`- [ ]`). */
const READ_BY_DOCSGEN = new Set(['markdown-it-footnote', 'markdown-it-task-lists']);
/** Packages the config imports that make Shiki transformers (`@shikijs/vitepress-twoslash`, `@shikijs/transformers`). */
const SHIKI_PACKAGE = /^(@shikijs\/|[\w.-]*(twoslash|shiki))/i;

/** The packages whose imported names the config hands to a `.use(…)` call (markdown-it's way to add a plugin). */
function usedPackages(configText: string): Set<string> {
  const found = new Set<string>();
  for (const [, names, source] of configText.matchAll(/\bimport\s+([^;'"]+?)\s+from\s+['"]([^'"./][^'"]*)['"]/g)) {
    const locals = names!
      .replace(/[{}]/g, ',')
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!
          .replace(/^\*\s+as\s+/, '')
          .trim(),
      )
      .filter((local) => /^[A-Za-z_$][\w$]*$/.test(local));
    if (locals.some((local) => new RegExp(`\\.use\\(\\s*${local.replace(/\$/g, '\\$')}\\b`).test(configText))) found.add(source!);
  }
  return found;
}

/**
 * The container names the config adds with markdown-it-container (`md.use(container, 'success', …)`: coolify's
 * `::: success`), which docsgen can draw as admonitions of the site's own kinds. Read from the config's text.
 */
function containerNames(configText: string): string[] {
  const local = /\bimport\s+([A-Za-z_$][\w$]*)\s+from\s+['"]markdown-it-container['"]/.exec(configText)?.[1];
  if (!local) return [];
  const uses = configText.matchAll(new RegExp(String.raw`\.use\(\s*${local.replace(/\$/g, '\\$')}\s*,\s*(['"])([A-Za-z][\w-]*)\1`, 'g'));
  return [...new Set([...uses].map((m) => m[2]!))].filter((name) => isAdmonitionKeyword(name) && !(ADMONITION_KINDS as readonly string[]).includes(name));
}

/**
 * VitePress' `markdown.config` and `markdown.preConfig` (functions adding markdown-it plugins) and `markdown.codeTransformers` (Shiki's), which
 * docsgen does not run: the packages they come from (the transformers' own, and the markdown-it plugins the config
 * imports) and, in words, what is left out.
 */
function vitePressMarkdownExtensions(markdown: unknown, configText: string): { packages: string[]; leftOut: string[]; containers?: string[] } {
  const packages = new Set<string>();
  const leftOut: string[] = [];
  const containers = containerNames(configText);
  const imports = [...new Set([...configText.matchAll(/\bfrom\s+['"]([^'"./][^'"]*)['"]/g)].map((m) => m[1]!))];
  const transformers = member(markdown, 'codeTransformers');
  if (Array.isArray(transformers) && transformers.length) {
    // A transformer a package made is a stand-in naming it, or (installed) plain data: then the config's imports say.
    for (const transformer of transformers) {
      const from = packageOf(transformer);
      if (from) packages.add(from);
    }
    for (const name of imports.filter((name) => SHIKI_PACKAGE.test(name))) packages.add(name);
    leftOut.push(`markdown.codeTransformers (${transformers.length}: Shiki transformers)`);
  }
  // `preConfig` adds plugins before VitePress' own (reka-ui's component previews), `config` after them.
  const hooks = (['preConfig', 'config'] as const).filter((hook) => member(markdown, hook) !== undefined);
  if (hooks.length) {
    // By their name, or by what the config hands to markdown-it's `use` (`md.use(groupIconMdPlugin)`).
    const used = usedPackages(configText);
    const plugins = imports.filter((name) => MARKDOWN_IT_PACKAGE.test(name) || used.has(name));
    // Those for syntax docsgen reads itself are not missing (stackblitz/docs' markdown-it-footnote): the hook that
    // adds only them leaves nothing out.
    const imported = plugins.filter((name) => !READ_BY_DOCSGEN.has(name));
    for (const name of imported) packages.add(name);
    const written = hooks.map((hook) => `markdown.${hook}`).join(' and ');
    if (imported.length || !plugins.length) {
      leftOut.push(`${written} (the markdown-it plugins ${hooks.length > 1 ? 'they add' : 'it adds'}${imported.length ? `: ${imported.join(', ')}` : ''})`);
    }
  }
  return { packages: [...packages], leftOut, ...(containers.length ? { containers } : {}) };
}

/** VitePress' build hooks: functions of the config that change pages, the head or the output as VitePress builds. */
const VITEPRESS_HOOKS = ['transformPageData', 'transformHead', 'transformHtml', 'buildEnd', 'postRender'] as const;

/**
 * What of a VitePress config's build docsgen does not run, in words: its hooks and the Vite plugins of `vite.plugins`
 * (named by their `name`, or by the package that makes them when it is not installed).
 */
function vitePressBuildExtensions(config: unknown): string[] {
  const said: string[] = [];
  const hooks = VITEPRESS_HOOKS.filter((hook) => typeof member(config, hook) === 'function' || member(config, hook) instanceof Opaque);
  if (hooks.length)
    said.push(`${hooks.join(', ')} (VitePress' build hooks: docsgen runs none; what they change in pages, the head or the output is not there)`);
  const plugins = member(config, 'vite', 'plugins');
  if (Array.isArray(plugins)) {
    const names = [
      ...new Set(
        // Vite takes nested lists and leaves out `false` entries (`isProd && plugin()`).
        plugins.flat(Infinity).flatMap((plugin: unknown) => {
          if (!plugin) return [];
          const name = packageOf(plugin) ?? member(plugin, 'name');
          return [typeof name === 'string' && name ? name : "one of the config's own"];
        }),
      ),
    ];
    if (names.length) said.push(`vite.plugins (${names.join(', ')}): docsgen does not run Vite; what they add (components, styles, modules) is not there`);
  }
  return said;
}

/** The project with what running its config tells: Starlight's redirects, and the sidebar of either tool. */
export async function withConfigFacts(folder: string, project: ForeignProject): Promise<ForeignProject> {
  const configFile = path.join(folder, project.configFile);
  const additional = additionalConfigFile(folder, project);
  const text = configWithImports(folder, configFile) + (additional ? configWithImports(folder, additional) : '');
  const readsRedirects = project.kind === 'starlight' && /\bredirects\b/.test(text);
  const readsSidebar = /\bsidebar\b/.test(text);
  const readsLocales = /\blocales\b/.test(text);
  // VitePress' locales may set theme words alone (`themeConfig`, `markdown.container`): written into their code.json.
  const readsChrome =
    /\b(nav|socialLinks|social|logo|favicon|editLink|footer|description|srcExclude)\b/.test(text) ||
    (project.kind === 'vitepress' && readsLocales && /\b(themeConfig|markdown)\b/.test(text));
  // A title the text did not give as a string (`title: vitestName`) is read from the config as it runs.
  const readsTitle = /\btitle(Template)?\b/.test(text);
  const readsMarkdown = /\bmarkdown\s*:/.test(text);
  // Starlight's `head`, `plugins` and `expressiveCode`, Astro's `trailingSlash` (and its `markdown`, above), VitePress'
  // `head`: carried or said (`astro-settings.ts`).
  const readsSettings =
    project.kind === 'starlight'
      ? /\b(head|plugins|expressiveCode|trailingSlash)\b/.test(text)
      : new RegExp(String.raw`\b(head|vite|${VITEPRESS_HOOKS.join('|')})\b`).test(text);
  if (!readsRedirects && !readsSidebar && !readsChrome && !readsTitle && !readsMarkdown && !readsLocales && !readsSettings) return project;
  // Nothing read: each fact the config would have given says why (`failure`; the redirects' own wording when given).
  const unread = (failure: string, redirectsFailure: string | null) => ({
    ...project,
    ...(readsRedirects && redirectsFailure !== null ? { redirects: { entries: [], leftOut: [], failure: redirectsFailure } } : {}),
    ...(readsSidebar ? { sidebars: { sidebars: {}, leftOut: [], failure } } : {}),
    ...(readsChrome ? { chrome: { navbarItems: [], leftOut: [], failure } } : {}),
  });
  let config: unknown;
  try {
    config = await runConfig(configFile, folder);
  } catch (error) {
    if (!(error instanceof EvaluateError)) throw error;
    const where = error.at.line ? `${path.basename(error.at.file)}:${error.at.line}` : path.basename(error.at.file);
    // Code that failed on a stand-in (`(0, import_fast_glob.default)(...).then is not a function`) failed because a
    // package it uses is not installed: said first, with the fix. One that is installed but does not load outside the
    // project's own tool (Starlight plugins published as TypeScript) is said apart: installing again changes nothing.
    const missing = standInsText(configFile, error.missing);
    return unread(`running ${project.configFile} failed (${where}: ${error.message}${missing})`, `${where}: ${error.message}${missing}`);
  }
  // The whole config made by a package that is not installed (`export default extendTheme(config)`): nothing to read.
  if (config instanceof Opaque) {
    const maker = config.kind === 'package' && config.source ? `what ${config.source} makes, which is not installed here` : 'a value docsgen cannot read';
    return unread(`${project.configFile} exports ${maker}`, null);
  }
  if (project.kind === 'vitepress') config = await withAdditionalConfig(folder, project, config);
  let found = project;
  // Astro's or VitePress' `base` as it ran (a constant, an environment variable's fallback).
  const base = basePath(member(config, 'base'));
  if (base) found = { ...found, baseUrl: base };
  const options = project.kind === 'starlight' ? starlightOptions(config) : undefined;
  const title = project.kind === 'starlight' ? member(options, 'title') : vitePressSiteValue(config, 'title');
  if (typeof title === 'string' && title.trim()) found = { ...found, title: title.trim() };
  if (project.kind === 'vitepress') {
    const extensions = vitePressMarkdownExtensions(member(config, 'markdown'), text);
    if (extensions.leftOut.length) found = { ...found, markdownExtensions: extensions };
  }
  if (readsLocales) {
    const entries = runningLocaleEntries(member(project.kind === 'starlight' ? options : config, 'locales'), member(config, 'lang'));
    const defaultLocale = project.kind === 'starlight' ? member(options, 'defaultLocale') : undefined;
    const locales =
      entries && projectLocales(entries, path.join(folder, localesFolderOf(project)), typeof defaultLocale === 'string' ? defaultLocale : undefined);
    // VitePress' default locale moved to a folder of its own (`rewrites`) keeps the folder its locales sit in;
    // Starlight's default locale in a folder of its own (no `root` locale) is the docs folder.
    const moved = project.kind === 'vitepress' && path.posix.normalize(project.docsPath) !== path.posix.normalize(project.srcDir ?? '.');
    if (locales) found = withDefaultLocaleFolder(found, { ...locales, ...(moved ? { localesPath: project.srcDir ?? '.' } : {}) });
  }
  if (project.kind === 'starlight' && (readsSettings || readsMarkdown)) {
    const imports = [...new Set([...text.matchAll(/\bfrom\s+['"]([^'"./][^'"]*)['"]/g)].map((m) => m[1]!))];
    const { head, trailingSlash, markdownPlugins, blog: carriedBlog, leftOut } = astroSettings(config, options, imports);
    // starlight-blog without posts yet: docsgen's blog needs its folder (said, for when there are posts).
    const postsFolder = carriedBlog ? path.posix.join(found.docsPath, carriedBlog.prefix) : '';
    const blog = carriedBlog && existsSync(path.join(folder, postsFolder)) ? carriedBlog : undefined;
    if (carriedBlog && !blog) {
      leftOut.push(
        `starlight-blog: its blog, which has no posts in ${postsFolder}/ yet (docsgen's \`blog: { path: '${postsFolder}' }\` reads them once there are)`,
      );
    }
    if (markdownPlugins) found = { ...found, markdownExtensions: markdownPlugins };
    if (head.length || trailingSlash !== undefined || blog || leftOut.length) {
      found = { ...found, settings: { head, ...(trailingSlash !== undefined ? { trailingSlash } : {}), ...(blog ? { blog } : {}), leftOut } };
    }
  }
  // VitePress' `appearance`, as it ran (a value VitePress does not take leaves its default, which init writes).
  const colorMode = project.kind === 'vitepress' ? vitePressColorMode(member(config, 'appearance')) : null;
  if (colorMode) found = { ...found, colorMode };
  // VitePress' `sitemap.hostname` its text gives as a constant of another module (vue-macros' `docsLink`): as it ran.
  const hostname = project.kind === 'vitepress' && !project.siteUrl ? member(member(config, 'sitemap'), 'hostname') : undefined;
  if (typeof hostname === 'string' && /^https?:\/\//.test(hostname)) {
    try {
      found = { ...found, siteUrl: new URL(hostname).origin };
    } catch {
      /* no address: the placeholder stays */
    }
  }
  // VitePress' `markdown.anchor.slugify`: called (the config runs once more) to compare its ids with docsgen's.
  if (project.kind === 'vitepress' && member(config, 'markdown', 'anchor', 'slugify') instanceof Opaque) {
    const slugify = await vitePressSlugify(configFile, folder);
    if (slugify) found = { ...found, slugify };
  }
  if (project.kind === 'vitepress' && readsSettings) {
    // VitePress' `head`: its `meta`, `link` and `script src` tags carried, the others said (after what the text said).
    const leftOut: string[] = [...(project.settings?.leftOut ?? [])];
    const head = vitePressHeadTags(vitePressSiteValue(config, 'head'), leftOut);
    leftOut.push(...vitePressBuildExtensions(config));
    if (head.length || leftOut.length) found = { ...found, settings: { head, leftOut } };
  }
  // VitePress' `titleTemplate`: docsgen's `titleDelimiter` when it has that shape, else said.
  if (project.kind === 'vitepress') {
    const template = vitePressTitleTemplate(vitePressSiteValue(config, 'titleTemplate'), found.title ?? '');
    if (template.titleDelimiter) found = { ...found, titleDelimiter: template.titleDelimiter };
    if (template.leftOut) found = { ...found, settings: { head: found.settings?.head ?? [], leftOut: [template.leftOut, ...(found.settings?.leftOut ?? [])] } };
  }
  const srcExclude = project.kind === 'vitepress' ? srcExcludeOf(member(config, 'srcExclude'), project) : [];
  if (srcExclude.length) found = { ...found, srcExclude };
  if (readsRedirects) {
    const { entries, leftOut } = redirectEntries(member(config, 'redirects'));
    if (entries.length || leftOut.length) found = { ...found, redirects: { entries, leftOut, failure: null } };
  }
  // The pages are read (every file of the docs folder) only for what is matched to them: sidebars and VitePress' nav.
  const read = readsSidebar || (readsChrome && project.kind === 'vitepress') ? await projectPages(folder, found) : null;
  // The default locale served under its prefix (Starlight without a `root` locale): `/en/guide/` is its `guide`.
  const pages = read && found.locales?.defaultFolder ? withoutLocalePrefix(read, found.locales.defaultLocale) : read;
  if (read?.invalid.length) found = { ...found, invalidPages: read.invalid };
  if (readsChrome) {
    const files = {
      isPublicFile: (sitePath: string) => isPublicFile(folder, project, sitePath),
      srcDir: project.srcDir ?? '.',
      // Starlight's logo is a path from the project folder (Astro's assets): docsgen copies it from there.
      ...(project.kind === 'starlight' ? { isProjectFile: (relative: string) => isProjectFile(folder, relative) } : {}),
    };
    const chrome = project.kind === 'starlight' ? starlightChrome(options, files) : vitePressChrome(config, pages!, files);
    // VitePress draws a language menu in the navbar whenever there are locales: docsgen's needs its navbar item.
    const hasMenu = chrome.navbarItems.some((item) => item.type === 'localeDropdown');
    // A locale that is a `link` to another site (Pinia's translations) is an entry of the menu leading there.
    const configLocales = member(config, 'locales');
    const elsewhere = Object.values(isRecord(configLocales) ? configLocales : {}).flatMap((locale) =>
      isRecord(locale) && typeof locale.link === 'string' && /^https?:\/\//.test(locale.link) && typeof locale.label === 'string' && locale.label
        ? [{ label: locale.label, href: locale.link }]
        : [],
    );
    if (project.kind === 'vitepress' && (found.locales?.others.length || elsewhere.length) && !hasMenu) {
      chrome.navbarItems.push({ type: 'localeDropdown', position: 'right', ...(elsewhere.length ? { dropdownItemsAfter: elsewhere } : {}) });
    }
    // Each translated locale's own nav labels, footer and theme words, as the translation files docsgen reads.
    const translations: Record<string, Record<string, Record<string, string>>> = {};
    // With locales, the default locale's theme words go in its own code.json, beside theirs, rather than being listed.
    const rootWords = project.kind === 'vitepress' && found.locales ? vitePressRootWords(config) : { words: {}, unmatched: [] };
    if (found.locales && Object.keys(rootWords.words).length) {
      translations[found.locales.defaultLocale] = { 'code.json': rootWords.words };
      chrome.leftOut = chrome.leftOut.filter((what) => !what.startsWith('the words of '));
    }
    const rootUnmatched = unmatchedWordsText(rootWords.unmatched, 'of the default locale');
    if (rootUnmatched) chrome.leftOut.push(rootUnmatched);
    for (const locale of project.kind === 'vitepress' ? (found.locales?.others ?? []) : []) {
      const own = vitePressLocaleTranslations(config, locale.code, chrome, pages!, files);
      if (!own) continue;
      chrome.leftOut.push(...own.leftOut);
      if (Object.keys(own.files).length) translations[locale.folder ?? locale.code] = own.files;
    }
    found = { ...found, chrome: { ...chrome, failure: null }, ...(Object.keys(translations).length ? { localeTranslations: translations } : {}) };
  }
  if (readsSidebar && pages) {
    const carried =
      project.kind === 'starlight'
        ? starlightSidebars(member(options, 'sidebar'), withLocaleFolder(pages, member(options, 'defaultLocale')))
        : vitePressSidebarOf(config, pages, found.locales?.others.map((locale) => locale.code) ?? []);
    if (Object.keys(carried.sidebars).length || carried.leftOut.length || carried.locales) found = { ...found, sidebars: { ...carried, failure: null } };
  }
  // What the carried sidebar and navbar link that the build will not have: served by something else, or broken.
  const linked = [
    ...(found.sidebars?.failure === null ? sitePathsLinked(found.sidebars.sidebars) : []),
    ...(found.chrome?.failure === null ? navbarPathsLinked(found.chrome.navbarItems) : []),
  ];
  // A link to a place in a page (its fragment kept) names the page: it is the build's.
  // The blog carried from starlight-blog serves its prefix and what is under it.
  const blogPrefix = found.settings?.blog ? `/${found.settings.blog.prefix}` : null;
  const localePrefix = found.locales?.defaultFolder ? `/${found.locales.defaultLocale}` : '';
  const blogServes = (linked: string) => {
    const sitePath = localePrefix && linked.startsWith(`${localePrefix}/`) ? linked.slice(localePrefix.length) : linked;
    return blogPrefix !== null && (sitePath.replace(/\/$/, '') === blogPrefix || sitePath.startsWith(`${blogPrefix}/`));
  };
  const linkedElsewhere = [...new Set(linked)].filter(
    (sitePath) => !fileServed(folder, project, sitePath) && pages?.idOfRoute(sitePath) == null && !blogServes(sitePath),
  );
  if (linkedElsewhere.length) found = { ...found, linkedElsewhere };
  return found;
}
