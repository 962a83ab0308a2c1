/**
 * What the `configureWebpack` of a Docusaurus config's plugins gives webpack, read for `docsgen init`: each plugin
 * of `plugins` (a function, `[function, options]`, or a module the config names) is called as Docusaurus calls it,
 * then its `configureWebpack` with a plain webpack config for the browser, and what docsgen's bundler can do the same
 * way is kept as data: `resolve.alias`, `resolve.fallback`, `resolve.extensions`, DefinePlugin's definitions and
 * the extensions that `asset/source` or `raw-loader` rules import as text. The rest (a loader of `resolveLoader.alias`
 * among it) is named, never dropped unsaid.
 * Runs only inside the evaluation child (the site's code runs here); returns plain data.
 */
import { installedPackage } from './installed-path.js';

/** What one plugin's `configureWebpack` gave, as data (absolute paths as the plugin wrote them). */
export interface WebpackReading {
  /** The plugin's index in the config's `plugins`. */
  index: number;
  /** Its `name`, else its function's name. */
  name: string;
  alias: Record<string, string | false>;
  fallback: Record<string, string | false>;
  /** Global name → the code webpack puts in its place. */
  define: Record<string, string>;
  /** `resolve.extensions` as written (`'...'` stands for webpack's own). */
  extensions: string[];
  text: string[];
  /** What docsgen does not do the same way, in words (`externals`, `the rule for .svg (@svgr/webpack)`). */
  left: string[];
  /** The plugin's other lifecycle methods (`loadContent`, `getClientModules`…), which init does not run. */
  otherMethods: string[];
  /** Why reading it failed, when it did. */
  failed?: string;
}

/** What the plugin calls need from the evaluation: the config's own `require`, and a call under the time limit. */
export interface PluginCalls {
  siteDir: string;
  requireFromConfig: (specifier: string) => unknown;
  /** Runs `fn` in the config's sandbox and awaits its promise. */
  call: (fn: () => unknown) => Promise<unknown>;
  /** True for a stand-in of a package that is not installed (or one of Docusaurus' own). */
  isStandIn: (value: unknown) => boolean;
}

/** Loaders esbuild's own reading does for docsgen, so a rule that names only them leaves nothing out. */
const LOADERS_DOCSGEN_DOES = /^(babel-loader|ts-loader|esbuild-loader|swc-loader|source-map-loader|style-loader|css-loader|postcss-loader|sass-loader)$/;
const TEXT_LOADERS = /^(raw-loader)$/;
/** The extensions a Docusaurus site's webpack config tries, which docsgen's bundler tries too. */
const DOCUSAURUS_EXTENSIONS = ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** webpack's DefinePlugin definitions flattened to name → code, as webpack reads nested objects. */
export function flattenDefinitions(definitions: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(definitions)) {
    const name = prefix + key;
    if (isObject(value) && Object.keys(value).length > 0) Object.assign(out, flattenDefinitions(value, `${name}.`));
    else if (isObject(value)) out[name] = '{}';
    else if (typeof value === 'string') out[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null) out[name] = String(value);
    else if (value === undefined) out[name] = 'undefined';
  }
  return out;
}

/** The extensions a rule's `test` names, when it is a plain list of them (`/\.txt$/`, `/\.(ya?ml|txt)$/`), else null. */
export function extensionsOfTest(test: unknown): string[] | null {
  if (!(test instanceof RegExp) && Object.prototype.toString.call(test) !== '[object RegExp]') return null;
  const source = (test as RegExp).source;
  const one = /^\\\.([\w-]+)\$$/.exec(source);
  if (one) return [`.${one[1]}`];
  const many = /^\\\.\(([\w|?-]+)\)\$$/.exec(source);
  if (!many) return null;
  const out: string[] = [];
  for (const alternative of many[1]!.split('|')) {
    // `ya?ml` → `.yml`, `.yaml`
    const optional = /^(\w*)(\w)\?(\w*)$/.exec(alternative);
    if (optional) out.push(`.${optional[1]}${optional[3]}`, `.${optional[1]}${optional[2]}${optional[3]}`);
    else if (/^[\w-]+$/.test(alternative)) out.push(`.${alternative}`);
    else return null;
  }
  return out;
}

/** The loader names of a rule (`use: 'x'`, `use: ['x', { loader: 'y' }]`, `loader: 'z'`). */
function loadersOf(rule: Record<string, unknown>): string[] {
  const names: string[] = [];
  const add = (entry: unknown) => {
    if (typeof entry === 'string') names.push(entry.replace(/\?.*$/, ''));
    else if (isObject(entry) && typeof entry.loader === 'string') names.push(entry.loader.replace(/\?.*$/, ''));
  };
  add(rule.loader);
  if (Array.isArray(rule.use)) rule.use.forEach(add);
  else add(rule.use);
  // A loader given as a resolved path (`require.resolve('raw-loader')`) is named by its package.
  return names.map((name) => installedPackage(name) ?? name);
}

/** An alias or fallback table as data: a string target, the first of a list, or `false`. */
function targetsOf(table: unknown, key: string, left: string[]): Record<string, string | false> {
  const out: Record<string, string | false> = {};
  if (Array.isArray(table)) {
    // webpack's list form: [{ name, alias, onlyModule }]
    for (const entry of table) {
      if (isObject(entry) && typeof entry.name === 'string' && (typeof entry.alias === 'string' || entry.alias === false))
        out[entry.onlyModule === true ? `${entry.name}$` : entry.name] = entry.alias;
    }
    return out;
  }
  if (!isObject(table)) return out;
  for (const [name, target] of Object.entries(table)) {
    const first = Array.isArray(target) ? target.find((t) => typeof t === 'string' || t === false) : target;
    if (typeof first === 'string' || first === false) out[name] = first;
    else left.push(`${key} \`${name}\``);
  }
  return out;
}

/** What a `configureWebpack` result (or the config it changed in place) holds that docsgen can do, and what it cannot. */
export function readWebpackConfig(result: unknown, reading: WebpackReading, merged: 'in-place' | 'returned'): void {
  if (!isObject(result)) return;
  const { left } = reading;
  const resolve = isObject(result.resolve) ? result.resolve : {};
  Object.assign(reading.alias, targetsOf(resolve.alias, 'resolve.alias', left));
  Object.assign(reading.fallback, targetsOf(resolve.fallback, 'resolve.fallback', left));
  if (Array.isArray(resolve.extensions)) {
    const written = resolve.extensions.filter((ext): ext is string => typeof ext === 'string');
    // Tried before webpack's own: those before the defaults in the config changed in place (`unshift`), or before
    // `'...'` in a part merged with `mergeStrategy: { 'resolve.extensions': 'prepend' }`; the others after them.
    const prepended = merged === 'in-place' || (isObject(result.mergeStrategy) && result.mergeStrategy['resolve.extensions'] === 'prepend');
    const defaultsAt = merged === 'in-place' ? written.findIndex((ext) => DOCUSAURUS_EXTENSIONS.includes(ext)) : written.indexOf('...');
    const ownEnd = defaultsAt < 0 ? written.length : defaultsAt;
    for (const [i, ext] of written.entries()) {
      if (ext === '...' || DOCUSAURUS_EXTENSIONS.includes(ext)) continue;
      if (prepended && i < ownEnd) reading.extensions.push(ext);
      else left.push(`the extension ${ext} tried after the others`);
    }
  }
  for (const key of Object.keys(resolve)) if (!['alias', 'fallback', 'extensions', 'symlinks', 'modules'].includes(key)) left.push(`resolve.${key}`);
  // Loaders of the site's own that pages import through (`!!raw-loader!roa-loader!./a.ts`): docsgen runs none.
  const resolveLoader = isObject(result.resolveLoader) ? result.resolveLoader : {};
  for (const name of isObject(resolveLoader.alias) ? Object.keys(resolveLoader.alias) : [])
    left.push(
      `the webpack loader \`${name}\` (\`resolveLoader.alias\`), which docsgen does not run: an import through it (\`!!raw-loader!${name}!./a.ts\`) fails`,
    );
  for (const key of Object.keys(resolveLoader)) if (key !== 'alias') left.push(`resolveLoader.${key}`);
  for (const plugin of Array.isArray(result.plugins) ? result.plugins : []) {
    const definitions = isObject(plugin) ? plugin.definitions : undefined;
    if (isObject(definitions)) Object.assign(reading.define, flattenDefinitions(definitions));
    else left.push(`the webpack plugin ${pluginClassName(plugin)}`);
  }
  const rules = isObject(result.module) && Array.isArray(result.module.rules) ? result.module.rules : [];
  for (const rule of rules) {
    if (!isObject(rule)) continue;
    const loaders = loadersOf(rule);
    const extensions = extensionsOfTest(rule.test);
    const asText = rule.type === 'asset/source' || (loaders.length > 0 && loaders.every((name) => TEXT_LOADERS.test(name)));
    if (asText && extensions) reading.text.push(...extensions);
    else if (loaders.length > 0 && loaders.every((name) => LOADERS_DOCSGEN_DOES.test(name))) continue;
    else left.push(`the rule for ${extensions?.join(', ') ?? String(rule.test)}${loaders.length ? ` (${loaders.join(', ')})` : ''}`);
  }
  if (result.externals !== undefined) left.push('externals');
}

function pluginClassName(plugin: unknown): string {
  try {
    const name: unknown = (plugin as { constructor?: { name?: unknown } } | null)?.constructor?.name;
    return typeof name === 'string' && name && name !== 'Object' ? name : 'given';
  } catch {
    return 'given';
  }
}

/** A plain webpack config for the browser, as a plugin's `configureWebpack` receives it (what it changes in place is read too). */
function baseWebpackConfig(siteDir: string): Record<string, unknown> {
  return {
    mode: 'production',
    context: siteDir,
    resolve: { alias: {}, fallback: {}, extensions: [...DOCUSAURUS_EXTENSIONS], modules: ['node_modules'] },
    module: { rules: [] },
    plugins: [],
    output: {},
    optimization: {},
  };
}

const LIFECYCLE = [
  'loadContent',
  'contentLoaded',
  'postBuild',
  'postStart',
  'getClientModules',
  'injectHtmlTags',
  'getThemePath',
  'getPathsToWatch',
  'configurePostCss',
  'extendCli',
  'getSwizzleComponentList',
  'getTranslationFiles',
  'translateContent',
  'translateThemeConfig',
  'getDefaultCodeTranslationMessages',
  'allContentLoaded',
];

/**
 * Calls each plugin of `config.plugins` that is a function (or a module of the site or an installed package whose
 * export is one) and reads its `configureWebpack`. Plugins that have none are left out; a plugin that throws is
 * reported with what it threw.
 */
export async function readWebpackSettings(config: Record<string, unknown>, calls: PluginCalls): Promise<WebpackReading[]> {
  const plugins = Array.isArray(config.plugins) ? config.plugins : [];
  const readings: WebpackReading[] = [];
  const context = {
    siteDir: calls.siteDir,
    siteConfig: config,
    baseUrl: typeof config.baseUrl === 'string' ? config.baseUrl : '/',
    outDir: `${calls.siteDir}/build`,
    generatedFilesDir: `${calls.siteDir}/.docusaurus`,
    i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'], localeConfigs: {}, path: 'i18n' },
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
  };
  for (const [index, entry] of plugins.entries()) {
    const [given, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
    let plugin: unknown = given;
    const reading: WebpackReading = { index, name: '', alias: {}, fallback: {}, define: {}, extensions: [], text: [], left: [], otherMethods: [] };
    try {
      if (typeof plugin === 'string') {
        // Docusaurus' own plugins and packages that are not installed stand in: nothing of theirs is read.
        const specifier = plugin;
        const loaded = await calls.call(() => calls.requireFromConfig(specifier));
        plugin = isObject(loaded) && 'default' in loaded ? loaded.default : loaded;
      }
      if (typeof plugin !== 'function' || calls.isStandIn(plugin)) continue;
      const fn = plugin as (context: unknown, options: unknown) => unknown;
      const instance = await calls.call(() => fn(context, options ?? {}));
      if (!isObject(instance) || typeof instance.configureWebpack !== 'function') continue;
      reading.name = (typeof instance.name === 'string' && instance.name) || fn.name || 'an inline plugin';
      reading.otherMethods = LIFECYCLE.filter((method) => typeof instance[method] === 'function');
      const webpackConfig = baseWebpackConfig(calls.siteDir);
      const utils = { getStyleLoaders: () => [], getJSLoader: () => ({ loader: 'babel-loader' }), currentBundler: { name: 'webpack' } };
      const configure = instance.configureWebpack as (...args: unknown[]) => unknown;
      const result = await calls.call(() => configure.call(instance, webpackConfig, false, utils, undefined));
      // A plugin may change the config it is given instead of (or as well as) returning a part to merge.
      readWebpackConfig(webpackConfig, reading, 'in-place');
      if (result !== webpackConfig) readWebpackConfig(result, reading, 'returned');
      reading.extensions = [...new Set(reading.extensions)];
      reading.text = [...new Set(reading.text)];
      reading.left = [...new Set(reading.left)];
    } catch (error) {
      reading.failed = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
    }
    // A plugin that failed before its `configureWebpack` was found (no name yet) is noted as any plugin not run.
    if (reading.name) readings.push(reading);
  }
  return readings;
}

/** The most plugins, and entries of each list, a reply may carry (a config has a handful). */
const MAX_READINGS = 64;
const MAX_ENTRIES = 256;
const MAX_TEXT = 2_000;

const text = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter(text).slice(0, MAX_ENTRIES) : []);
function table<T>(value: unknown, keep: (entry: unknown) => entry is T): Record<string, T> {
  const out: Record<string, T> = {};
  if (!isObject(value)) return out;
  for (const [key, entry] of Object.entries(value).slice(0, MAX_ENTRIES)) if (text(key) && keep(entry)) out[key] = entry;
  return out;
}
const target = (entry: unknown): entry is string | false => entry === false || text(entry);

/** The readings from the child's reply, checked as data: anything of another shape is left out. */
export function webpackReadingsFrom(value: unknown): WebpackReading[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_READINGS).flatMap((entry): WebpackReading[] => {
    if (!isObject(entry) || typeof entry.index !== 'number' || !Number.isInteger(entry.index) || !text(entry.name)) return [];
    return [
      {
        index: entry.index,
        name: entry.name,
        alias: table(entry.alias, target),
        fallback: table(entry.fallback, target),
        define: table(entry.define, text),
        extensions: texts(entry.extensions),
        text: texts(entry.text),
        left: texts(entry.left),
        otherMethods: texts(entry.otherMethods),
        ...(text(entry.failed) ? { failed: entry.failed } : {}),
      },
    ];
  });
}
