/**
 * Reads the `presets` and `plugins` of a Docusaurus config: finds the options of the default docs instance
 * (classic preset or `@docusaurus/plugin-content-docs`) and of each other docs instance (an `id`), gtag and the
 * sitemap, the blog's route, the options of the other content plugins (blog, pages, other docs instances) whose
 * Markdown plugin lists are carried, what other plugins' `configureWebpack` gave webpack (`bundle`), and notes every
 * other preset, plugin and theme as not carried over (but Mermaid's theme and docusaurus-plugin-sass, which docsgen
 * has built in). Pure: the site's folders, and what its plugins gave webpack, come in as facts.
 */
import { joinSitePath } from '../../core/urls.js';
import { Opaque } from './evaluate-module.js';
import { MERMAID_THEME } from './markdown-features.js';
import { isObject, type KeyPath, type Notes, type Plain } from './notes.js';
import { carryWebpackReading, emptyBundle, type CarriedBundle } from './map-webpack.js';
import { installedPackage } from './installed-path.js';
import type { WebpackReading } from './webpack-settings.js';

export interface SiteFacts {
  /** `blog/` exists beside the config (the classic preset builds it unless `blog: false`). */
  blogFolder: boolean;
  /** `src/pages/` exists (the classic preset builds it unless `pages: false`). */
  pagesFolder: boolean;
  /** The routes of the pages in `src/pages` (`/benchmarks`): built when the pages are carried, else links to them are left out. */
  pageRoutes: readonly string[];
  /** What the plugins' `configureWebpack` give webpack (read while the config ran), by plugin index. */
  webpack?: readonly WebpackReading[];
  /** The site folder (absolute): alias targets inside it are written relative to it. */
  siteDir?: string;
}

export interface Found {
  options: Plain;
  keyPath: KeyPath;
}

/** The options of a content plugin other than the default docs, whose remark and rehype plugin lists are carried. */
export interface ContentOptions extends Found {
  kind: 'docs' | 'blog' | 'pages';
}

export interface PluginSettings {
  /** The default docs instance's options ({} when the preset gives none), or null when docs are turned off. */
  docs: Found | null;
  gtag: Found | null;
  sitemap: Found | null;
  /** `@docusaurus/plugin-client-redirects`' options, carried as `redirects`. */
  clientRedirects: Found | null;
  /**
   * The pages plugin's options (the preset's `pages`, or `@docusaurus/plugin-content-pages`): carried as `pages`. Null
   * when the site has no pages folder and no options; false when the preset turns pages off.
   */
  pages: Found | null | false;
  /** Where the posts of a blog docsgen does not build live (a second blog instance), to leave out links to them. */
  blogRoute: string | null;
  /** The blog's options ({} when the preset builds a `blog/` folder with none), carried as the `blog` key; null for none. */
  blog: Found | null;
  /** The preset turns the blog off (`blog: false`) while a `blog/` folder exists: docsgen must be told too. */
  blogOff: boolean;
  /** Where the docs instances docsgen does not build live (a second instance without an id). */
  otherDocsRoutes: string[];
  /** The docs instances with an `id` of their own, in the config's order: each becomes an entry of `docsInstances`. */
  docsInstances: (Found & { id: string })[];
  /** The classic theme's `customCss` files, as written (absolute when the config used `require.resolve`). */
  customCss: { files: string[]; keyPath: KeyPath } | null;
  /** The blog, pages and other docs instances with options, in the config's order (presets first). */
  otherContent: ContentOptions[];
  /**
   * The themes docsgen does not run that may have handled Markdown syntax (not search, not Mermaid's), and the
   * presets that wrap the classic one (which may add remark plugins of their own), by name.
   */
  themesNotRun: string[];
  /** What the plugins' `configureWebpack` gave webpack that docsgen's bundler does too: the `bundle` key. */
  bundle: CarriedBundle;
}

/** `['name', options]`, `'name'` or something else (a function, a stand-in, `false`): its name and options. */
function entryOf(entry: unknown): { name: string | null; options: unknown } {
  if (typeof entry === 'string') return { name: packageOf(entry), options: undefined };
  if (Array.isArray(entry)) return { name: typeof entry[0] === 'string' ? packageOf(entry[0]) : null, options: entry[1] };
  return { name: null, options: undefined };
}

/**
 * The package a plugin written as `require.resolve('@docusaurus/theme-classic')` names: its file's path is
 * `…/node_modules/@docusaurus/theme-classic/lib/index.js`, and the notes and `markdown.missingPlugins` name the
 * package, as the site's author wrote it. Any other name is kept as it is.
 */
const packageOf = (name: string): string => installedPackage(name) ?? name;

const named = (name: string, short: string, full: string) => name === short || name.includes(full);
const isClassicPreset = (name: string) => named(name, 'classic', 'preset-classic');
/**
 * The option sections of the classic preset by which a preset that wraps it is known. Not `theme` alone: other
 * presets take a `theme` of their own (redocusaurus' Redoc colours) and add no docs.
 */
const CLASSIC_SECTIONS = ['docs', 'blog', 'pages'];

/** The site path of a route base option (`'blog'` → `/blog`). */
export function routeOf(base: string): string {
  return joinSitePath(base);
}

/** The name a value was written under, for the not-carried list: a plugin name, or where a stand-in came from. */
function shownName(entry: unknown, name: string | null): string {
  if (name) return name;
  const first = Array.isArray(entry) ? entry[0] : entry;
  if (first instanceof Opaque && first.source) return first.source;
  return 'an inline plugin';
}

/** The reason a plugin or theme that docsgen does not run is left out. */
function pluginReason(name: string): 'search-plugin' | 'llms-plugin' | 'analytics-legacy' | 'tag-manager' | 'pages' | 'plugin' {
  if (/search/i.test(name)) return 'search-plugin';
  // docusaurus-plugin-llms, docusaurus-plugin-llms-txt, @signalwire/docusaurus-plugin-llms-txt…
  if (/(^|[/-])plugin-llms/.test(name)) return 'llms-plugin';
  if (named(name, 'google-analytics', 'plugin-google-analytics')) return 'analytics-legacy';
  if (named(name, 'google-tag-manager', 'plugin-google-tag-manager')) return 'tag-manager';
  if (named(name, 'content-pages', 'plugin-content-pages')) return 'pages';
  return 'plugin';
}

export function readPlugins(config: Plain, notes: Notes, facts: SiteFacts): PluginSettings {
  const settings: PluginSettings = {
    docs: null,
    gtag: null,
    sitemap: null,
    clientRedirects: null,
    pages: null,
    blogRoute: null,
    blog: null,
    blogOff: false,
    otherDocsRoutes: [],
    docsInstances: [],
    customCss: null,
    otherContent: [],
    themesNotRun: [],
    bundle: emptyBundle(),
  };
  const content = (kind: ContentOptions['kind'], options: unknown, keyPath: KeyPath) => {
    if (isObject(options)) settings.otherContent.push({ kind, options, keyPath });
  };
  let docsFromPreset = false;
  let docsOff = false;
  /** The classic theme's options (the preset's `theme`, or a `themes` entry of its own): its `customCss` is carried. */
  const readClassicTheme = (at: KeyPath, options: unknown) => {
    const theme = notes.object(at, options);
    if (!theme) return;
    const keyPath = [...at, 'customCss'];
    const css = theme.customCss;
    const files =
      typeof css === 'string'
        ? [css]
        : Array.isArray(css)
          ? css.flatMap((file, j) => (typeof file === 'string' && file ? [file] : (notes.unreadable([...keyPath, j], file), [])))
          : [];
    if (css !== undefined && !Array.isArray(css) && typeof css !== 'string') notes.unreadable(keyPath, css);
    if (files.length) settings.customCss = { files: [...(settings.customCss?.files ?? []), ...files], keyPath };
    notes.rest(at, theme, ['customCss']);
  };

  const presets = Array.isArray(config.presets) ? config.presets : [];
  presets.forEach((entry, i) => {
    const { name, options } = entryOf(entry);
    if (!entry) return;
    notes.hint(['presets', i], name ?? undefined);
    // A preset that wraps the classic one takes the same options: they are read as the classic preset's.
    // Its `theme` is the classic theme's options then, with docs, blog or pages beside it.
    const wrapsClassic = isObject(options) && CLASSIC_SECTIONS.some((key) => key in options);
    if (!name || !(isClassicPreset(name) || wrapsClassic)) {
      notes.notCarried(['presets', i], 'preset', shownName(entry, name));
      return;
    }
    if (!isClassicPreset(name)) {
      notes.notCarried(['presets', i, 0], 'preset-wrapper', name);
      // Such a preset may add remark plugins to the docs (code filled in from files, say): the build reports their syntax.
      settings.themesNotRun.push(name);
    }
    const at: KeyPath = Array.isArray(entry) ? ['presets', i, 1] : ['presets', i];
    const preset = notes.object(at, options) ?? {};
    if (preset.docs === false) docsOff = true;
    else {
      settings.docs = { options: notes.object([...at, 'docs'], preset.docs) ?? {}, keyPath: [...at, 'docs'] };
      docsFromPreset = true;
    }
    if (preset.blog !== false && (isObject(preset.blog) || facts.blogFolder))
      settings.blog = { options: isObject(preset.blog) ? preset.blog : {}, keyPath: [...at, 'blog'] };
    if (preset.blog === false && facts.blogFolder) settings.blogOff = true;
    if (preset.pages === false) settings.pages = false;
    else if (isObject(preset.pages) || facts.pagesFolder) settings.pages = { options: isObject(preset.pages) ? preset.pages : {}, keyPath: [...at, 'pages'] };
    content('blog', preset.blog, [...at, 'blog']);
    content('pages', preset.pages, [...at, 'pages']);
    readClassicTheme([...at, 'theme'], preset.theme);
    const gtag = notes.object([...at, 'gtag'], preset.gtag);
    if (gtag) settings.gtag = { options: gtag, keyPath: [...at, 'gtag'] };
    const sitemap = notes.object([...at, 'sitemap'], preset.sitemap);
    if (sitemap) settings.sitemap = { options: sitemap, keyPath: [...at, 'sitemap'] };
    notes.rest(at, preset, ['docs', 'blog', 'pages', 'theme', 'gtag', 'sitemap', 'debug', 'svgr'], {
      googleAnalytics: 'analytics-legacy',
      googleTagManager: 'tag-manager',
    });
  });

  const plugins = Array.isArray(config.plugins) ? config.plugins : [];
  plugins.forEach((entry, i) => {
    const { name, options } = entryOf(entry);
    if (!entry) return;
    notes.hint(['plugins', i], name ?? undefined);
    const at: KeyPath = Array.isArray(entry) ? ['plugins', i, 1] : ['plugins', i];
    if (name && named(name, 'content-docs', 'plugin-content-docs')) {
      const own = notes.object(at, options) ?? {};
      const id = typeof own.id === 'string' ? own.id : 'default';
      if (id !== 'default') {
        settings.docsInstances.push({ id, options: own, keyPath: at });
        content('docs', own, at);
      } else if (docsFromPreset && settings.docs) {
        notes.notCarried(['plugins', i], 'docs-instance', id);
        content('docs', own, at);
        settings.otherDocsRoutes.push(
          routeOf((typeof own.routeBasePath === 'string' && own.routeBasePath) || (typeof own.path === 'string' && own.path) || 'docs'),
        );
      } else settings.docs = { options: own, keyPath: at };
      return;
    }
    if (name && named(name, 'google-gtag', 'plugin-google-gtag')) {
      const own = notes.object(at, options);
      if (own) settings.gtag = { options: own, keyPath: at };
      return;
    }
    if (name && named(name, 'client-redirects', 'plugin-client-redirects') && !settings.clientRedirects) {
      const own = notes.object(at, options);
      if (own) settings.clientRedirects = { options: own, keyPath: at };
      return;
    }
    if (name && named(name, 'sitemap', 'plugin-sitemap')) {
      const own = notes.object(at, options);
      if (own) settings.sitemap = { options: own, keyPath: at };
      return;
    }
    if (name && named(name, 'content-blog', 'plugin-content-blog')) {
      const own = isObject(options) ? options : {};
      // docsgen builds one blog: the first is carried, another (a second instance) is listed and its links left out.
      if (settings.blog) {
        notes.notCarried(['plugins', i], 'blog');
        settings.blogRoute ??= routeOf((typeof own.routeBasePath === 'string' && own.routeBasePath) || 'blog');
      } else {
        const { id: _id, ...rest } = own;
        settings.blog = { options: rest, keyPath: at };
        settings.blogOff = false;
      }
      content('blog', options, at);
      return;
    }
    if (name && named(name, 'content-pages', 'plugin-content-pages')) {
      content('pages', options, at);
      // The first pages plugin is the site's pages; another instance (its own folder) is not built.
      if (!settings.pages) {
        settings.pages = { options: isObject(options) ? options : {}, keyPath: at };
        return;
      }
    }
    const shown = shownName(entry, name);
    // docsgen compiles `.scss` and `.sass` itself, with the site's own `sass` package, which this plugin needs too.
    if (/(^|\/)docusaurus-plugin-sass$/.test(shown)) return;
    // A plugin docsgen does not run may still tell webpack what the site's modules need: that much is carried.
    const reading = facts.webpack?.find((found) => found.index === i);
    if (reading) carryWebpackReading(reading, settings.bundle, facts.siteDir ?? '.', notes, ['plugins', i], reading.name || shown);
    else notes.notCarried(['plugins', i], pluginReason(shown), shown);
  });

  const themes = Array.isArray(config.themes) ? config.themes : [];
  themes.forEach((entry, i) => {
    const { name, options } = entryOf(entry);
    if (!entry) return;
    const shown = shownName(entry, name);
    // docsgen draws ```mermaid fences itself, as this theme does (markdown.mermaid needs no counterpart either).
    if (shown === MERMAID_THEME) return;
    const search = /search/i.test(shown);
    const classic = named(shown, 'classic', 'theme-classic');
    notes.notCarried(['themes', i], search ? 'search-plugin' : classic ? 'theme-classic' : 'theme', shown);
    // The classic theme listed on its own (a site without the preset) takes the preset's `theme` options.
    if (classic && options !== undefined) readClassicTheme(['themes', i, 1], options);
    if (!search && !classic) settings.themesNotRun.push(shown);
  });

  if (docsOff && !settings.docs) settings.docs = null;
  else settings.docs ??= { options: {}, keyPath: ['presets'] };
  return settings;
}
