/**
 * Maps a Docusaurus config (plain data, as `evaluate-module.ts` reads it) to a docsgen config object with every
 * setting docsgen can carry over, in the order site.config.ts lists them, plus a located note for each setting
 * it could not carry or carried with a change. Docusaurus' defaults are written out where docsgen's differ (colour
 * mode, navbar positions, the docs route). The site's remark and rehype plugins become imports (`ImportRef`s, see
 * `map-markdown-plugins.ts`). Each docs plugin instance with an `id` becomes an entry of `docsInstances`. Pure: the
 * few facts about the site's folders and packages come in as input.
 */
import path from 'node:path';
import { normaliseBaseUrl, trimTrailingSlashes } from '../../core/urls.js';
import { PLUGIN_LISTS } from '../markdown/user-plugins.js';
import { toPosixPath } from '../util/paths.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { mapBlog } from './map-blog.js';
import { readPlugins, routeOf, type Found, type PluginSettings, type SiteFacts } from './docusaurus-plugins.js';
import { carry, mapMarkdownPlugins } from './map-markdown-plugins.js';
import { htmlToText } from './html-text.js';
import { mapFooter, mapNavbar, type LinkContext } from './map-navbar.js';
import { mapAdmonitions, npm2yarnOf } from './markdown-features.js';
import { isObject, Notes, type KeyPath, type Plain } from './notes.js';
import { bundleToWrite } from './map-webpack.js';
import { withComputedYear, type YearText } from './year-text.js';

export interface MigrationFacts extends SiteFacts {
  /** The major version of `@docusaurus/core` in the site's package.json, when it names one. */
  docusaurusMajor?: number | null;
  /** The packages installed for the site that its plugins need (default: none), so that site.config.ts can import them. */
  installedPackages?: readonly string[];
  /** Whether a file the config names (absolute) exists (default: every one does). */
  fileExists?: (file: string) => boolean;
  /** The repository that holds the site, absolute (default: the site folder's parent). */
  projectRoot?: string;
}

export interface MigrationInput {
  /** The site folder, absolute. */
  root: string;
  /** The Docusaurus config, relative to the site folder. */
  configFile: string;
  configSource: string;
  config: Plain;
  facts: MigrationFacts;
}

export interface MigrationOutput {
  /** The docsgen config, ready to be written. */
  config: Plain;
  /** What was not carried over, or carried with a change (warnings). */
  diagnostics: Diagnostic[];
  /** The sidebars file the config points to, absolute, when it names one. */
  sidebarsFile: string | null;
}

/** The sidebar Docusaurus generates when the config names no sidebars file. */
export const DOCUSAURUS_DEFAULT_SIDEBAR = 'defaultSidebar';

/** The app id Docusaurus 2 used for DocSearch when a config gave none. */
export const LEGACY_DOCSEARCH_APP_ID = 'BH4D9OD16A';

const POLICIES = ['throw', 'warn', 'ignore'];

/** Drops keys whose value is undefined, so the written config lists only what is set. */
function defined(object: Plain): Plain {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

/** A path in the site as the config should hold it: relative to the site, with forward slashes. */
function sitePath(root: string, value: string): string {
  const relative = path.isAbsolute(value) ? path.relative(root, value) : path.normalize(value);
  return trimTrailingSlashes(toPosixPath(relative)) || '.';
}

function policy(keyPath: KeyPath, value: unknown, notes: Notes): string | undefined {
  const text = notes.string(keyPath, value);
  if (text === undefined) return undefined;
  if (POLICIES.includes(text)) return text;
  if (text === 'log') {
    notes.changed(keyPath, { variant: 'log-policy' });
    return 'warn';
  }
  notes.notCarried(keyPath, 'other');
  return undefined;
}

/** A locale's `baseUrl` that is where docsgen puts the locale anyway: the site's base, then the code unless default. */
function isLocaleDefaultBase(value: unknown, code: string, defaultLocale: unknown, siteBase: string): boolean {
  if (typeof value !== 'string') return false;
  const base = siteBase.endsWith('/') ? siteBase : `${siteBase}/`;
  const expected = code === defaultLocale ? base : `${base}${code}/`;
  return (value.endsWith('/') ? value : `${value}/`) === expected;
}

function mapI18n(i18n: Plain, notes: Notes, siteBase: string): Plain {
  const at: KeyPath = ['i18n'];
  const locales = notes.strings([...at, 'locales'], i18n.locales);
  const localeConfigs: Record<string, Plain> = {};
  const configs = notes.object([...at, 'localeConfigs'], i18n.localeConfigs) ?? {};
  for (const [code, value] of Object.entries(configs)) {
    const one = notes.object([...at, 'localeConfigs', code], value);
    if (!one) continue;
    const where = [...at, 'localeConfigs', code];
    const direction = notes.string([...where, 'direction'], one.direction);
    // The folder of the locale's translations under i18n/: a key only when it is not the code, Docusaurus' default.
    const folder = notes.string([...where, 'path'], one.path);
    const carried = defined({
      label: notes.string([...where, 'label'], one.label),
      direction: direction === 'ltr' || direction === 'rtl' ? direction : undefined,
      htmlLang: notes.string([...where, 'htmlLang'], one.htmlLang),
      path: folder !== undefined && folder !== code ? folder : undefined,
    });
    if (Object.keys(carried).length) localeConfigs[code] = carried;
    // A `baseUrl` that says what docsgen does anyway (pnpm.io pins `/<locale>/` for its one-locale CI builds) needs no key.
    const sameBase = isLocaleDefaultBase(one.baseUrl, code, i18n.defaultLocale, siteBase);
    notes.rest(where, one, ['label', 'direction', 'htmlLang', 'path', ...(sameBase ? ['baseUrl'] : [])], { calendar: 'translations' });
  }
  notes.rest(at, i18n, ['defaultLocale', 'locales', 'localeConfigs']);
  return defined({
    defaultLocale: notes.string([...at, 'defaultLocale'], i18n.defaultLocale),
    locales,
    localeConfigs: Object.keys(localeConfigs).length ? localeConfigs : undefined,
  });
}

/** Docusaurus' per-version options that docsgen reads: label, path, banner and badge. */
function mapVersions(versions: Plain, at: KeyPath, notes: Notes): Plain | undefined {
  const out: Record<string, Plain> = {};
  for (const [name, value] of Object.entries(versions)) {
    const one = notes.object([...at, name], value);
    if (!one) continue;
    const where = [...at, name];
    const banner = notes.string([...where, 'banner'], one.banner);
    out[name] = defined({
      label: notes.string([...where, 'label'], one.label),
      path: notes.string([...where, 'path'], one.path),
      banner: banner === 'none' || banner === 'unreleased' || banner === 'unmaintained' ? banner : undefined,
      badge: notes.boolean([...where, 'badge'], one.badge),
    });
    notes.rest(where, one, ['label', 'path', 'banner', 'badge']);
  }
  return Object.keys(out).length ? out : undefined;
}

const DOCS_OPTION_REASONS = {
  editUrl: 'edit-url-function',
  editCurrentVersion: 'edit-url',
  // docsgen compiles MDX itself: there is no place for recma plugins. The remark and rehype lists are carried.
  recmaPlugins: 'markdown-options',
  sidebarItemsGenerator: 'sidebar-options',
} as const;

function mapDocs(found: Found, input: MigrationInput, notes: Notes): { docs: Plain; sidebarsFile: string | null; markdown: Plain } {
  const { options, keyPath } = found;
  const docsPath = notes.string([...keyPath, 'path'], options.path) ?? 'docs';
  const routeBase = notes.string([...keyPath, 'routeBasePath'], options.routeBasePath) ?? 'docs';
  const docs: Plain = { path: sitePath(input.root, docsPath), routeBasePath: routeOf(routeBase) };
  let sidebarsFile: string | null = null;
  const given = options.sidebarPath;
  if (typeof given === 'string' && given) {
    sidebarsFile = path.resolve(input.root, given);
    const relative = sitePath(input.root, given);
    docs.sidebarPath = relative.startsWith('../') ? relative : `./${relative}`;
  } else if (given === false) {
    docs.sidebarPath = false;
  } else {
    if (given !== undefined) notes.unreadable([...keyPath, 'sidebarPath'], given);
    // With no sidebars file Docusaurus generates `defaultSidebar` from the folders (and ignores a sidebars.js
    // lying beside the config, which docsgen would read): written out so that both hold.
    docs.sidebarPath = false;
    docs.sidebars = { [DOCUSAURUS_DEFAULT_SIDEBAR]: [{ type: 'autogenerated', dirName: '.' }] };
  }
  // versions.json, versioned_docs/ and i18n/ are read where Docusaurus keeps them; the options choosing among them are carried.
  const lastVersion = notes.string([...keyPath, 'lastVersion'], options.lastVersion);
  const includeCurrentVersion = notes.boolean([...keyPath, 'includeCurrentVersion'], options.includeCurrentVersion);
  // Docusaurus' `disableVersioning: true` builds the docs folder alone, which is docsgen's `onlyIncludeVersions: ['current']`.
  const disableVersioning = notes.boolean([...keyPath, 'disableVersioning'], options.disableVersioning);
  const onlyIncludeVersions = disableVersioning ? ['current'] : notes.strings([...keyPath, 'onlyIncludeVersions'], options.onlyIncludeVersions);
  const versions = options.versions === undefined ? undefined : notes.object([...keyPath, 'versions'], options.versions);
  Object.assign(
    docs,
    defined({
      lastVersion,
      includeCurrentVersion,
      onlyIncludeVersions,
      versions: versions ? mapVersions(versions, [...keyPath, 'versions'], notes) : undefined,
    }),
  );
  // "Edit this page" and the last update: the same options, read the same way. A function `editUrl` cannot be
  // written into site.config.ts as data, so it is left to the rest (a note that says to copy it by hand).
  const editUrl = typeof options.editUrl === 'string' ? notes.string([...keyPath, 'editUrl'], options.editUrl) : undefined;
  const showLastUpdateTime = notes.boolean([...keyPath, 'showLastUpdateTime'], options.showLastUpdateTime);
  const showLastUpdateAuthor = notes.boolean([...keyPath, 'showLastUpdateAuthor'], options.showLastUpdateAuthor);
  const editLocalizedFiles = notes.boolean([...keyPath, 'editLocalizedFiles'], options.editLocalizedFiles);
  Object.assign(docs, defined({ editUrl, showLastUpdateTime, showLastUpdateAuthor, editLocalizedFiles }));
  // Which files are pages: the same globs, with the same defaults.
  const include = notes.strings([...keyPath, 'include'], options.include);
  const exclude = notes.strings([...keyPath, 'exclude'], options.exclude);
  Object.assign(docs, defined({ include: include?.length ? include : undefined, exclude }));
  // What a sidebar category that does not say gets: the same options. Docusaurus opens every category that cannot
  // collapse, whatever sidebarCollapsed says, and so does docsgen.
  const sidebarCollapsible = notes.boolean([...keyPath, 'sidebarCollapsible'], options.sidebarCollapsible);
  const sidebarCollapsed = notes.boolean([...keyPath, 'sidebarCollapsed'], options.sidebarCollapsed);
  Object.assign(docs, defined({ sidebarCollapsible, sidebarCollapsed }));
  // Number prefixes kept as written: Docusaurus' `false`, the one value docsgen takes (a parser function is said).
  if (options.numberPrefixParser === false) docs.numberPrefixParser = false;
  // Admonition keywords, built in, are carried into `markdown` (the plugin lists and npm2yarn by the caller).
  const markdown = defined({ admonitions: mapAdmonitions(options.admonitions, [...keyPath, 'admonitions'], notes) });
  const carried = [
    'path',
    'routeBasePath',
    'sidebarPath',
    'id',
    'lastVersion',
    'includeCurrentVersion',
    'disableVersioning',
    'onlyIncludeVersions',
    'versions',
    'showLastUpdateTime',
    'showLastUpdateAuthor',
    'editLocalizedFiles',
    'include',
    'exclude',
    'sidebarCollapsible',
    'sidebarCollapsed',
    'admonitions',
    ...(options.numberPrefixParser === false ? ['numberPrefixParser'] : []),
    ...PLUGIN_LISTS,
    ...(editUrl !== undefined ? ['editUrl'] : []),
  ];
  notes.rest(keyPath, options, carried, DOCS_OPTION_REASONS);
  return { docs, sidebarsFile, markdown };
}

/** The admonition settings of every docs instance as docsgen's one `markdown.admonitions`: their keywords together. */
function mergedAdmonitions(settings: readonly (Plain | undefined)[]): Plain | undefined {
  const given = settings.filter((one): one is Plain => one !== undefined);
  if (given.length <= 1) return given[0];
  const keywords = [...new Set(given.flatMap((one) => one.keywords as string[]))];
  const extendDefaults = given.find((one) => one.extendDefaults !== undefined)?.extendDefaults;
  return extendDefaults === undefined ? { keywords } : { keywords, extendDefaults };
}

function mapAnnouncementBar(bar: Plain, notes: Notes): Plain | undefined {
  const at: KeyPath = ['themeConfig', 'announcementBar'];
  const content = notes.string([...at, 'content'], bar.content);
  notes.rest(at, bar, ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']);
  // Carried as written: the bar shows its inline HTML (links, emphasis), and the build names any other HTML it leaves out.
  if (!content || !htmlToText(content)) return undefined;
  return defined({
    id: notes.string([...at, 'id'], bar.id) ?? 'announcement-bar',
    content,
    backgroundColor: notes.string([...at, 'backgroundColor'], bar.backgroundColor),
    textColor: notes.string([...at, 'textColor'], bar.textColor),
    isCloseable: notes.boolean([...at, 'isCloseable'], bar.isCloseable),
  });
}

/** The footer with a copyright that holds the year the config computed written to compute it at each build. */
function withFooterYear<Footer extends { copyright?: string }>(
  footer: Footer,
  configSource: string,
): Footer | (Omit<Footer, 'copyright'> & { copyright: YearText }) {
  if (footer.copyright === undefined) return footer;
  const copyright = withComputedYear(footer.copyright, configSource);
  return typeof copyright === 'string' ? footer : { ...footer, copyright };
}

/** The blog's options with what `themeConfig.blog` says of its sidebar: `sidebar.groupByYear`, as `sidebarGroupByYear`. */
function withBlogTheme(blog: Plain, theme: Plain | undefined, notes: Notes): Plain {
  if (!theme) return blog;
  const at: KeyPath = ['themeConfig', 'blog'];
  notes.rest(at, theme, ['sidebar']);
  const sidebar = notes.object([...at, 'sidebar'], theme.sidebar);
  if (!sidebar) return blog;
  notes.rest([...at, 'sidebar'], sidebar, ['groupByYear']);
  const groupByYear = notes.boolean([...at, 'sidebar', 'groupByYear'], sidebar.groupByYear);
  return groupByYear === undefined ? blog : { ...blog, sidebarGroupByYear: groupByYear };
}

/** How the sidebar behaves, from `themeConfig.docs.sidebar`: `hideable` and `autoCollapseCategories`, the same keys. */
function mapSidebarBehaviour(docs: Plain | undefined, notes: Notes): Plain | undefined {
  if (!docs) return undefined;
  const at: KeyPath = ['themeConfig', 'docs'];
  notes.rest(at, docs, ['sidebar']);
  const sidebar = notes.object([...at, 'sidebar'], docs.sidebar);
  if (!sidebar) return undefined;
  notes.rest([...at, 'sidebar'], sidebar, ['hideable', 'autoCollapseCategories']);
  const behaviour = defined({
    hideable: notes.boolean([...at, 'sidebar', 'hideable'], sidebar.hideable),
    autoCollapseCategories: notes.boolean([...at, 'sidebar', 'autoCollapseCategories'], sidebar.autoCollapseCategories),
  });
  return Object.keys(behaviour).length ? behaviour : undefined;
}

/** The table of contents' heading levels: the same keys, each a level from 2 to 6. */
function mapTableOfContents(toc: Plain | undefined, notes: Notes): Plain | undefined {
  if (!toc) return undefined;
  const at: KeyPath = ['themeConfig', 'tableOfContents'];
  notes.rest(at, toc, ['minHeadingLevel', 'maxHeadingLevel']);
  const levels = defined({
    minHeadingLevel: notes.number([...at, 'minHeadingLevel'], toc.minHeadingLevel),
    maxHeadingLevel: notes.number([...at, 'maxHeadingLevel'], toc.maxHeadingLevel),
  });
  return Object.keys(levels).length ? levels : undefined;
}

function mapColorMode(colorMode: Plain, notes: Notes): Plain {
  const at: KeyPath = ['themeConfig', 'colorMode'];
  const mode = notes.string([...at, 'defaultMode'], colorMode.defaultMode);
  notes.rest(at, colorMode, ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme']);
  // Written in full: Docusaurus starts light, docsgen dark.
  return {
    defaultMode: mode === 'dark' ? 'dark' : 'light',
    disableSwitch: notes.boolean([...at, 'disableSwitch'], colorMode.disableSwitch) ?? false,
    respectPrefersColorScheme: notes.boolean([...at, 'respectPrefersColorScheme'], colorMode.respectPrefersColorScheme) ?? false,
  };
}

function mapAlgolia(algolia: Plain, notes: Notes): Plain | undefined {
  const at: KeyPath = ['themeConfig', 'algolia'];
  const carried = ['appId', 'apiKey', 'indexName', 'contextualSearch', 'insights'];
  for (const key of Object.keys(algolia)) if (!carried.includes(key) && algolia[key] !== undefined) notes.notCarried([...at, key], 'search-options');
  const apiKey = notes.string([...at, 'apiKey'], algolia.apiKey);
  const indexName = notes.string([...at, 'indexName'], algolia.indexName);
  if (!apiKey || !indexName) {
    notes.notCarried(at, 'search-incomplete');
    return undefined;
  }
  let appId = notes.string([...at, 'appId'], algolia.appId);
  if (!appId) {
    appId = LEGACY_DOCSEARCH_APP_ID;
    notes.changed(at, { variant: 'legacy-app-id', appId });
  }
  return defined({
    provider: 'algolia',
    appId,
    apiKey,
    indexName,
    contextualSearch: notes.boolean([...at, 'contextualSearch'], algolia.contextualSearch),
    insights: notes.boolean([...at, 'insights'], algolia.insights),
  });
}

function mapGtag(found: Found, notes: Notes): Plain | undefined {
  const { options, keyPath } = found;
  const given = options.trackingID;
  const ids = typeof given === 'string' ? [given] : (notes.strings([...keyPath, 'trackingID'], given) ?? []);
  notes.rest(keyPath, options, ['trackingID', 'anonymizeIP']);
  if (!ids[0]) return undefined;
  if (ids.length > 1) notes.notCarried([...keyPath, 'trackingID'], 'extra-tracking-ids', ids[0]);
  return defined({ trackingId: ids[0], anonymizeIp: notes.boolean([...keyPath, 'anonymizeIP'], options.anonymizeIP) });
}

/**
 * `@docusaurus/plugin-client-redirects`' `redirects`, carried as they are. `fromExtensions: ['html']` needs nothing:
 * docsgen writes `/x` as `x.html`, so `/x.html` already answers. Other extensions and `toExtensions` are noted, and
 * `createRedirects` (a function, which a config file cannot carry) with where to copy it by hand.
 */
function mapClientRedirects(found: Found, notes: Notes): Plain[] | undefined {
  const { options, keyPath } = found;
  notes.rest(keyPath, options, ['redirects', 'fromExtensions'], { createRedirects: 'create-redirects-function' });
  const extensions = notes.strings([...keyPath, 'fromExtensions'], options.fromExtensions) ?? [];
  if (extensions.some((extension) => extension !== 'html')) notes.notCarried([...keyPath, 'fromExtensions'], 'other');
  const given = Array.isArray(options.redirects) ? options.redirects : [];
  const redirects = given.flatMap((entry, i): Plain[] => {
    const at = [...keyPath, 'redirects', i];
    const rule = notes.object(at, entry);
    if (!rule) return [];
    const to = notes.string([...at, 'to'], rule.to);
    const from = typeof rule.from === 'string' ? rule.from : notes.strings([...at, 'from'], rule.from);
    if (!to || !from || from.length === 0) {
      notes.notCarried(at, 'other');
      return [];
    }
    return [{ from, to }];
  });
  return redirects.length ? redirects : undefined;
}

function mapSitemap(found: Found, notes: Notes): Plain | undefined {
  const { options, keyPath } = found;
  notes.rest(keyPath, options, ['changefreq', 'priority', 'ignorePatterns']);
  const sitemap = defined({
    changefreq: notes.string([...keyPath, 'changefreq'], options.changefreq),
    priority: notes.number([...keyPath, 'priority'], options.priority),
    ignorePatterns: notes.strings([...keyPath, 'ignorePatterns'], options.ignorePatterns),
  });
  return Object.keys(sitemap).length ? sitemap : undefined;
}

/**
 * A value that written as JSON reads back the same: what a config file can carry of `customFields`. A member that is
 * `undefined` (`pinned: user.pinned` of a user without it) is left out, as JSON leaves it out when Docusaurus sends
 * the fields to the browser.
 */
function isJsonValue(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonValue);
  return isObject(value) && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every((v) => v === undefined || isJsonValue(v));
}

/** A JSON value with its objects' `undefined` members left out. */
const withoutUndefined = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

/** Docusaurus' `customFields`, carried as data; a field that is code (a function, a class instance) is noted. */
function customFieldsOf(fields: unknown, notes: Notes): Plain | undefined {
  if (fields === undefined) return undefined;
  if (!isObject(fields)) return (notes.notCarried(['customFields'], 'custom-fields'), undefined);
  const kept: Plain = {};
  for (const [key, value] of Object.entries(fields)) {
    if (isJsonValue(value)) kept[key] = withoutUndefined(value) as Plain[string];
    else notes.notCarried(['customFields', key], 'custom-fields');
  }
  return Object.keys(kept).length ? kept : undefined;
}

const TOP_LEVEL_REASONS = {
  organizationName: 'deployment',
  projectName: 'deployment',
  deploymentBranch: 'deployment',
  githubHost: 'deployment',
  githubPort: 'deployment',
  clientModules: 'client-modules',
} as const;

/** An attribute value docsgen's head tags take. */
const isAttributeValue = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
const HEAD_TAG_NAMES = ['meta', 'link', 'script'];

/**
 * Docusaurus' `headTags`, `scripts` and `stylesheets`, kept where docsgen takes the same shape: tags from attributes
 * (`meta`, `link`, `script` with a `src`), URLs or objects of attributes. Inline code and other tags are noted.
 */
function mapHeadTags(config: Plain, themeConfig: Plain, notes: Notes): Plain {
  const list = (key: string) =>
    Array.isArray(config[key]) ? (config[key] as unknown[]) : config[key] === undefined ? [] : (notes.notCarried([key], 'other'), []);
  const attributes = (value: unknown) => (isObject(value) && Object.values(value).every(isAttributeValue) ? value : null);
  const shorthand = (key: 'scripts' | 'stylesheets', url: 'src' | 'href') =>
    list(key).flatMap((entry, i): (string | Plain)[] => {
      if (typeof entry === 'string' && entry) return [entry];
      const attrs = attributes(entry);
      if (attrs && typeof attrs[url] === 'string') return [attrs];
      notes.notCarried([key, i], 'head-tags');
      return [];
    });
  const head = list('headTags').flatMap((entry, i) => {
    const tag = isObject(entry) ? entry : {};
    const name = typeof tag.tagName === 'string' ? tag.tagName.toLowerCase() : '';
    const attrs = attributes(tag.attributes ?? {});
    const inline = tag.innerHTML !== undefined && tag.innerHTML !== '';
    if (!HEAD_TAG_NAMES.includes(name) || !attrs || inline || (name === 'script' && typeof attrs.src !== 'string')) {
      notes.notCarried(['headTags', i], 'head-tags');
      return [];
    }
    return [{ tagName: name, attributes: attrs }];
  });
  // Docusaurus' \`themeConfig.metadata\`: the attributes of a <meta> tag each, added to every page as \`head\` is.
  const metadata = Array.isArray(themeConfig.metadata)
    ? themeConfig.metadata
    : themeConfig.metadata === undefined
      ? []
      : (notes.notCarried(['themeConfig', 'metadata'], 'head-tags'), []);
  for (const [i, entry] of metadata.entries()) {
    const attrs = attributes(entry);
    if (attrs && Object.keys(attrs).length) head.push({ tagName: 'meta', attributes: attrs });
    else notes.notCarried(['themeConfig', 'metadata', i], 'head-tags');
  }
  return defined({
    head: head.length ? head : undefined,
    scripts: (() => {
      const scripts = shorthand('scripts', 'src');
      return scripts.length ? scripts : undefined;
    })(),
    stylesheets: (() => {
      const sheets = shorthand('stylesheets', 'href');
      return sheets.length ? sheets : undefined;
    })(),
  });
}

const THEME_CONFIG_REASONS = {
  prism: 'prism',
  mermaid: 'mermaid-options',
} as const;

/** Style files a preprocessor compiles, which docsgen's CSS bundling cannot read. */
/** Custom CSS docsgen does not compile: Less and Stylus (Sass it compiles with the site's own `sass`). */
const PREPROCESSED_CSS = /\.(less|styl)$/i;

/**
 * Settings of `markdown` docsgen reads as Docusaurus does: `format`, `preprocessor` (see `markdownPreprocessor`), and
 * `mermaid` (docsgen draws a diagram whenever Mermaid is installed).
 */
const CARRIED_MARKDOWN_KEYS = new Set(['hooks', 'format', 'mermaid', 'preprocessor', 'anchors']);

/**
 * How the site's pages are read: Docusaurus reads every page as MDX unless `markdown.format` says otherwise, so
 * a migrated site says `format: 'mdx'` (docsgen's own default is `detect`).
 */
function markdownFormat(markdown: Plain | undefined, notes: Notes, docusaurusMajor: number | null | undefined): 'mdx' | 'md' | 'detect' {
  const format = notes.string(['markdown', 'format'], markdown?.format);
  if (format === 'md' || format === 'detect') return format;
  // Docusaurus 2 read every page with MDX 1, which lets through much that MDX 3 (Docusaurus 3's, docsgen's) refuses.
  if (docusaurusMajor === 2) notes.changed(['markdown', 'format'], { variant: 'mdx1' });
  return 'mdx';
}

/** The `markdown` settings: `hooks.onBrokenMarkdownLinks` (Docusaurus 3.9) carries over; the rest are Markdown options. */
function markdownPolicy(markdown: Plain, notes: Notes): string | undefined {
  const hooks = notes.object(['markdown', 'hooks'], markdown.hooks);
  for (const key of Object.keys(markdown)) if (!CARRIED_MARKDOWN_KEYS.has(key)) notes.notCarried(['markdown', key], 'markdown-options');
  if (!hooks) return undefined;
  notes.rest(['markdown', 'hooks'], hooks, ['onBrokenMarkdownLinks']);
  return policy(['markdown', 'hooks', 'onBrokenMarkdownLinks'], hooks.onBrokenMarkdownLinks, notes);
}

/** The pages plugin's options docsgen reads alike (the Markdown plugin lists are carried with the docs' own, see map-markdown-plugins.ts). */
const PAGES_KEYS = ['path', 'routeBasePath', 'include', 'exclude'];
/** Options of the pages plugin that are carried elsewhere or need no carrying. */
const PAGES_HANDLED = [...PAGES_KEYS, 'remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins', 'admonitions', 'id'];

/** The `pages` key: `false` when the preset turns pages off, the options that differ from the defaults, or undefined (all defaults, or no pages). */
function mapPages(pages: PluginSettings['pages'], notes: Notes): Plain | false | undefined {
  if (pages === false) return false;
  if (!pages) return undefined;
  const { options, keyPath } = pages;
  const mapped = defined({
    path: notes.string([...keyPath, 'path'], options.path),
    routeBasePath: notes.string([...keyPath, 'routeBasePath'], options.routeBasePath),
    include: notes.strings([...keyPath, 'include'], options.include),
    exclude: notes.strings([...keyPath, 'exclude'], options.exclude),
  });
  notes.rest(keyPath, options, PAGES_HANDLED, { mdxPageComponent: 'pages', showLastUpdateTime: 'pages', showLastUpdateAuthor: 'pages', editUrl: 'pages' });
  return Object.keys(mapped).length ? mapped : undefined;
}

/** What a string made from a missing value shows: `undefined`, `NaN`, `[object Object]`. */
const GAP = /\bundefined\b|\bNaN\b|\[object Object\]/;

/**
 * Notes each string of the evaluated config that holds what a missing value prints as (`"简体中文 (undefined%)"`
 * from a translation-progress call that found no network), when the config's source never writes that word itself.
 */
function noteComputedGaps(value: unknown, keyPath: (string | number)[], source: string, notes: Notes): void {
  if (typeof value === 'string') {
    const gap = GAP.exec(value)?.[0];
    if (gap && !source.includes(gap)) notes.changed(keyPath, { variant: 'computed-gap', text: value });
  } else if (Array.isArray(value)) value.forEach((item, i) => noteComputedGaps(item, [...keyPath, i], source, notes));
  else if (isObject(value)) for (const [key, item] of Object.entries(value)) noteComputedGaps(item, [...keyPath, key], source, notes);
}

export function toSiteConfig(input: MigrationInput): MigrationOutput {
  const { config } = input;
  const notes = new Notes(input.configFile, input.configSource);
  noteComputedGaps(config, [], input.configSource, notes);
  const title = notes.string(['title'], config.title);
  const baseUrl = notes.string(['baseUrl'], config.baseUrl);

  const plugins = readPlugins(config, notes, input.facts);
  // Blog options without the blog's folder: Docusaurus finds no posts and builds no blog, so none is carried.
  if (plugins.blog) {
    const folder = typeof plugins.blog.options.path === 'string' && plugins.blog.options.path ? plugins.blog.options.path : 'blog';
    if (!(input.facts.fileExists ?? (() => true))(path.resolve(input.root, folder))) {
      notes.notCarried(plugins.blog.keyPath, 'blog-folder-missing', folder);
      plugins.blog = null;
    }
  }
  // With the preset's docs turned off, the first instance with an id is the `docs` key's folder.
  const builtDocs = plugins.docs ?? plugins.docsInstances[0] ?? null;
  const defaultDocsId = plugins.docs ? undefined : plugins.docsInstances[0]?.id;
  const docs = builtDocs ? mapDocs(builtDocs, input, notes) : null;
  const instances = plugins.docsInstances.slice(plugins.docs ? 0 : 1).map((found) => ({ id: found.id, ...mapDocs(found, input, notes) }));
  const ctx: LinkContext = {
    baseUrl: normaliseBaseUrl(baseUrl ?? '/'),
    docsRoute: (docs?.docs.routeBasePath as string | undefined) ?? '/docs',
    blogRoute: plugins.blogRoute,
    blogBuilt: plugins.blog
      ? routeOf(typeof plugins.blog.options.routeBasePath === 'string' && plugins.blog.options.routeBasePath ? plugins.blog.options.routeBasePath : 'blog')
      : null,
    // Links to the pages of src/pages are kept when the pages are carried (they are built), else left out.
    outsideRoutes: [...plugins.otherDocsRoutes, ...(plugins.pages ? [] : input.facts.pageRoutes)],
    pageRoutes: plugins.pages ? input.facts.pageRoutes : [],
    docsInstances: instances.map(({ id, docs: options }) => ({ id, route: String(options.routeBasePath) })),
    ...(defaultDocsId ? { defaultDocsId } : {}),
  };

  const trailingSlash = notes.boolean(['trailingSlash'], config.trailingSlash);
  if (trailingSlash === true) notes.changed(['trailingSlash'], { variant: 'trailing-slash' });
  const staticDirs = notes.strings(['staticDirectories'], config.staticDirectories) ?? ['static'];
  if (staticDirs.length > 1) notes.notCarried(['staticDirectories'], 'static-dirs', staticDirs[0]);
  const markdown = notes.object(['markdown'], config.markdown);
  const markdownLinks = policy(['onBrokenMarkdownLinks'], config.onBrokenMarkdownLinks, notes) ?? (markdown ? markdownPolicy(markdown, notes) : undefined);
  // npm2yarn listed for the blog or the pages only still turns the docs' npm2yarn fences into tabs; the docs' own options win.
  const npm2yarn = npm2yarnOf(plugins.docs ? [plugins.docs, ...plugins.otherContent] : plugins.otherContent, notes);
  /** `markdown`: the format, the plugin lists, and the plugins and themes left out whose syntax the build reports where it is left. */
  const markdownSettings = () => {
    const format = markdownFormat(markdown, notes, input.facts.docusaurusMajor);
    const facts = {
      root: input.root,
      installedPackages: input.facts.installedPackages ?? [],
      ...(input.facts.projectRoot ? { projectRoot: input.facts.projectRoot } : {}),
    };
    const { math, missingPlugins: fromLists = [], ...lists } = mapMarkdownPlugins(plugins.docs, plugins.otherContent, facts, notes);
    const missingPlugins = [...fromLists, ...plugins.themesNotRun];
    // The preprocessor carries as an import of the file or package that exports it; one written inline cannot.
    const preprocessor = markdown?.preprocessor === undefined ? undefined : carry(markdown.preprocessor, facts);
    if (preprocessor && !preprocessor.ok) notes.notCarried(['markdown', 'preprocessor'], 'preprocessor-function');
    const anchors = notes.object(['markdown', 'anchors'], markdown?.anchors);
    const maintainCase = anchors ? notes.boolean(['markdown', 'anchors', 'maintainCase'], anchors.maintainCase) : undefined;
    if (anchors) notes.rest(['markdown', 'anchors'], anchors, ['maintainCase']);
    // Prism's default language is the one of its options docsgen has; its themes and languages are not used.
    const prism = notes.object(['themeConfig', 'prism'], (config.themeConfig as Plain | undefined)?.prism);
    const defaultCodeLanguage = prism ? notes.string(['themeConfig', 'prism', 'defaultLanguage'], prism.defaultLanguage) : undefined;
    // Without a default language nothing of it is carried: one note for the whole key, as for the other Prism options.
    if (prism && prism.defaultLanguage === undefined) notes.notCarried(['themeConfig', 'prism'], 'prism');
    else if (prism)
      notes.rest(['themeConfig', 'prism'], prism, ['defaultLanguage'], Object.fromEntries(Object.keys(prism).map((key) => [key, 'prism' as const])));
    return defined({
      format,
      defaultCodeLanguage,
      // MDX 1 read a block indented by four spaces as code, as Markdown does; MDX 3 reads a paragraph.
      indentedCode: format === 'mdx' && input.facts.docusaurusMajor === 2 ? true : undefined,
      preprocessor: preprocessor?.ok ? preprocessor.value : undefined,
      anchors: maintainCase ? { maintainCase: true } : undefined,
      ...lists,
      math,
      missingPlugins: missingPlugins.length ? missingPlugins : undefined,
      npm2yarn,
      admonitions: mergedAdmonitions([docs, ...instances].map((one) => one?.markdown.admonitions as Plain | undefined)),
    });
  };

  const themeConfig = notes.object(['themeConfig'], config.themeConfig) ?? {};
  const navbar = notes.object(['themeConfig', 'navbar'], themeConfig.navbar);
  const mappedNavbar = navbar ? mapNavbar(navbar, title, notes, ctx) : {};
  const footer = notes.object(['themeConfig', 'footer'], themeConfig.footer);
  const i18n = notes.object(['i18n'], config.i18n);
  const bar = notes.object(['themeConfig', 'announcementBar'], themeConfig.announcementBar);
  const algolia = notes.object(['themeConfig', 'algolia'], themeConfig.algolia);
  notes.rest(
    ['themeConfig'],
    themeConfig,
    ['navbar', 'footer', 'announcementBar', 'colorMode', 'algolia', 'image', 'metadata', 'tableOfContents', 'docs', 'blog', 'prism'],
    THEME_CONFIG_REASONS,
  );
  notes.rest(
    [],
    config,
    [
      'title',
      'tagline',
      'titleDelimiter',
      'url',
      'baseUrl',
      'favicon',
      'trailingSlash',
      'staticDirectories',
      'onBrokenLinks',
      'onBrokenMarkdownLinks',
      'onBrokenAnchors',
      'markdown',
      'i18n',
      'themeConfig',
      'presets',
      'plugins',
      'themes',
      'headTags',
      'scripts',
      'stylesheets',
      'customFields',
    ],
    TOP_LEVEL_REASONS,
  );
  const headTags = mapHeadTags(config, themeConfig, notes);
  // Plain CSS and Sass are carried; a Less or Stylus file (which a Docusaurus plugin compiled) is named and left out,
  // and so is a file that is not there (a package's file, `require.resolve('pkg/x.css')`, with the package not installed).
  const exists = input.facts.fileExists ?? (() => true);
  // A path from `/` that is no file there is the site's, as webpack resolves it (`resolve.roots`, the site folder):
  // crawlee writes `customCss: '/src/css/custom.css'`.
  const inSite = (file: string) => {
    const joined = path.join(input.root, file);
    return !path.relative(input.root, joined).startsWith('..') && exists(joined) ? joined : null;
  };
  const given = (plugins.customCss?.files ?? []).map((file) => (path.isAbsolute(file) && !exists(file) ? (inSite(file) ?? file) : file));
  const missing = given.filter((file) => !exists(path.resolve(input.root, file)));
  const preprocessed = given.filter((file) => PREPROCESSED_CSS.test(file) && !missing.includes(file));
  const cssFiles = given.filter((file) => !missing.includes(file) && !preprocessed.includes(file));
  if (plugins.customCss && missing.length)
    notes.changed(plugins.customCss.keyPath, { variant: 'custom-css-missing', files: missing.map((file) => sitePath(input.root, file)) });
  if (plugins.customCss && preprocessed.length)
    notes.changed(plugins.customCss.keyPath, { variant: 'custom-css-preprocessed', files: preprocessed.map((file) => sitePath(input.root, file)) });
  if (plugins.customCss && cssFiles.length) notes.changed(plugins.customCss.keyPath, { variant: 'custom-css-infima' });
  // A site that publishes its own llms.txt (a static file) keeps it: docsgen writes none of its agent files over it.
  const staticDir = sitePath(input.root, staticDirs[0] ?? 'static');
  const ownAgentFile = ['llms.txt', 'llms-full.txt'].find((name) => input.facts.fileExists?.(path.resolve(input.root, staticDir, name)) ?? false);
  if (ownAgentFile) notes.changed(['staticDirectories'], { variant: 'llms-static', file: path.posix.join(staticDir, ownAgentFile) });

  const site = defined({
    title,
    tagline: notes.string(['tagline'], config.tagline),
    titleDelimiter: notes.string(['titleDelimiter'], config.titleDelimiter),
    url: notes.string(['url'], config.url),
    baseUrl,
    favicon: notes.string(['favicon'], config.favicon),
    image: notes.string(['themeConfig', 'image'], themeConfig.image),
    trailingSlash,
    staticDir,
    customFields: customFieldsOf(config.customFields, notes),
    blog: plugins.blog
      ? withBlogTheme(mapBlog(plugins.blog.options, plugins.blog.keyPath, notes), notes.object(['themeConfig', 'blog'], themeConfig.blog), notes)
      : plugins.blogOff
        ? false
        : undefined,
    onBrokenLinks: policy(['onBrokenLinks'], config.onBrokenLinks, notes),
    onBrokenMarkdownLinks: markdownLinks,
    onBrokenAnchors: policy(['onBrokenAnchors'], config.onBrokenAnchors, notes),
    markdown: markdownSettings(),
    logo: mappedNavbar.logo,
    customCss: cssFiles.length ? cssFiles.map((file) => `./${sitePath(input.root, file)}`) : undefined,
    ...headTags,
    i18n: i18n ? mapI18n(i18n, notes, baseUrl ?? '/') : undefined,
    navbar: mappedNavbar.navbar,
    footer: footer ? withFooterYear(mapFooter(footer, notes, ctx), input.configSource) : undefined,
    announcementBar: bar ? mapAnnouncementBar(bar, notes) : undefined,
    colorMode: mapColorMode(notes.object(['themeConfig', 'colorMode'], themeConfig.colorMode) ?? {}, notes),
    tableOfContents: mapTableOfContents(notes.object(['themeConfig', 'tableOfContents'], themeConfig.tableOfContents), notes),
    sidebar: mapSidebarBehaviour(notes.object(['themeConfig', 'docs'], themeConfig.docs), notes),
    docs: docs?.docs,
    docsInstances: instances.length ? instances.map(({ id, docs: options }) => ({ id, ...options })) : undefined,
    pages: mapPages(plugins.pages, notes),
    search: algolia ? mapAlgolia(algolia, notes) : undefined,
    analytics: plugins.gtag ? mapGtag(plugins.gtag, notes) : undefined,
    sitemap: plugins.sitemap ? mapSitemap(plugins.sitemap, notes) : undefined,
    redirects: plugins.clientRedirects ? mapClientRedirects(plugins.clientRedirects, notes) : undefined,
    bundle: bundleToWrite(plugins.bundle),
    llms: ownAgentFile ? false : undefined,
  });
  return { config: site, diagnostics: notes.diagnostics, sidebarsFile: docs?.sidebarsFile ?? null };
}
