/**
 * The site's own remark and rehype plugins (`markdown.remarkPlugins`, `rehypePlugins`, `beforeDefaultRemarkPlugins`,
 * `beforeDefaultRehypePlugins`, with Docusaurus' shapes: a plugin, or `[plugin, options]`) and its Markdown
 * `preprocessor`, held for the thread that renders pages. Each is wrapped so that one that throws becomes a located
 * error naming the plugin, its place in the config and the page (one that works asynchronously is awaited, as
 * Docusaurus does). Also gives the key under which rendered
 * pages are cached: the lists, the plugins' code and options, and the site's lockfile (their versions). Loads no
 * config itself: the caller sets the plugins of the config it loaded (each render thread loads its own, since
 * functions cannot cross threads).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pluggable } from 'unified';
import type { MarkdownPreprocessor, PluginEntry } from '../config/schema.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/** Where a list of plugins runs: before or after docsgen's own remark (Markdown tree) or rehype (HTML tree) stages. */
export const PLUGIN_LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;
export type PluginListName = (typeof PLUGIN_LISTS)[number];

export type MarkdownPluginLists = Partial<Record<PluginListName, readonly PluginEntry[]>> & { preprocessor?: MarkdownPreprocessor | undefined };

/** A site plugin that failed on a page: `where` names it (`markdown.remarkPlugins[1] (remarkNpm2yarn)`). */
export class PluginFailure extends Error {
  constructor(
    readonly where: string,
    readonly reason: string,
    /** Where in the page the plugin said the problem is, when it said (a vfile message's place). */
    readonly line?: number,
    readonly column?: number,
    /** It failed by working asynchronously where docsgen could not wait for it. */
    readonly asynchronous = false,
  ) {
    super(`${where} failed: ${reason}`);
  }
}

/** The located error a plugin's failure is, in `file`, whose text starts `lineOffset` lines down (after front matter). */
export function pluginFailureDiagnostic(failure: PluginFailure, file: string, lineOffset: number): Diagnostic {
  const at = failure.line ? { line: failure.line + lineOffset, ...(failure.column ? { column: failure.column } : {}) } : { line: 1 + lineOffset };
  return diagnostic(
    'markdown-plugin-failed',
    'error',
    { plugin: failure.where, reason: failure.reason, ...(failure.asynchronous ? { asynchronous: true as const } : {}) },
    { file, ...at },
  );
}

/** Where a render thread loads the plugins from: the config file that lists them (functions cannot cross threads). */
export interface PluginSource {
  root: string;
  configFile: string;
}

/** The plugins ready for unified, list by list, their cache key ('' for none), and the config they came from. */
export interface PreparedPlugins {
  lists: Record<PluginListName, Pluggable[]>;
  /** Each plugin as diagnostics name it, in list order: `markdown.remarkPlugins[0] (remarkFoo)`. */
  names: string[];
  /**
   * The site's `markdown.preprocessor` for a file (its path from the site folder) and its text after the front
   * matter: the text to parse. Throws `PluginFailure` when it throws or gives no string. Null when the site has none.
   */
  preprocess: ((file: string, text: string) => string) | null;
  key: string;
  /** Null for none, or for a config passed as an object (such a site renders in the thread that has it). */
  source: PluginSource | null;
}

/** No plugins: what a site without any compiles with, and what Markdown the site did not write (a React page's body) gets. */
export const NO_MARKDOWN_PLUGINS: PreparedPlugins = {
  lists: { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] },
  names: [],
  preprocess: null,
  key: '',
  source: null,
};
let current: PreparedPlugins = NO_MARKDOWN_PLUGINS;

type Transformer = (tree: unknown, file: unknown, next?: (error: unknown, tree?: unknown) => void) => unknown;
type Attacher = (this: unknown, ...options: unknown[]) => Transformer | undefined | void;

const nameOf = (plugin: unknown) => (typeof plugin === 'function' && plugin.name ? plugin.name : 'an unnamed plugin');

/** The reason and place a thrown value gives (a vfile message knows its line). */
function describe(error: unknown): { reason: string; line?: number; column?: number } {
  if (error instanceof Error) {
    const place = error as Error & { line?: number | null; column?: number | null };
    return { reason: error.message.split('\n')[0]!, ...(place.line ? { line: place.line } : {}), ...(place.column ? { column: place.column } : {}) };
  }
  return { reason: String(error) };
}

/** The plugin with its attacher and transformer guarded: what it throws, or its promise rejects with, names it. */
function guarded(plugin: Attacher, where: string): Attacher {
  return function attach(this: unknown, ...options: unknown[]) {
    let transformer: Transformer | undefined | void;
    try {
      transformer = plugin.apply(this, options);
    } catch (error) {
      const { reason } = describe(error);
      throw new PluginFailure(where, reason);
    }
    if (typeof transformer !== 'function') return transformer;
    const transform = transformer;
    const failed = (error: unknown) => {
      if (error instanceof PluginFailure) return error;
      const { reason, line, column } = describe(error);
      return new PluginFailure(where, reason, line, column);
    };
    // A transformer that takes a third parameter is given a callback, as unified does, and awaited.
    const withCallback = transform.length > 2;
    return function run(this: unknown, tree: unknown, file: unknown) {
      let result: unknown;
      try {
        result = withCallback
          ? new Promise((resolve, reject) =>
              transform.call(this, tree, file, (error: unknown, next?: unknown) =>
                error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(next),
              ),
            )
          : transform.call(this, tree, file);
      } catch (error) {
        throw failed(error);
      }
      if (result && typeof (result as { then?: unknown }).then === 'function') {
        lastAsynchronous = where;
        return (result as Promise<unknown>).then(undefined, (error: unknown) => {
          throw failed(error);
        });
      }
      return result;
    };
  };
}

/** The last plugin that returned a promise in this thread, for naming it when a synchronous run cannot wait for it. */
let lastAsynchronous = 'a plugin';

/**
 * The failure a synchronous run of the pipeline (Markdown that a component imports, run while the page renders) is
 * when a site plugin works asynchronously, named as unified reports it; null for any other error.
 */
export function asynchronousInSyncRun(error: unknown): PluginFailure | null {
  if (!(error instanceof Error) || !/^`runSync` finished async/.test(error.message)) return null;
  return new PluginFailure(
    lastAsynchronous,
    'it works asynchronously, and this file is imported by a component of a partial that components import, more than four levels deep, which docsgen renders without waiting (import it in the page instead, where it is awaited)',
    undefined,
    undefined,
    true,
  );
}

/** The lockfile beside the site, whose text changes whenever an installed plugin's version does. */
function lockfileText(root: string): string {
  for (const name of ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock', 'npm-shrinkwrap.json']) {
    const file = path.join(root, name);
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  return '';
}

/** Options as cache-key text: functions by their source, everything else as JSON. */
const optionsText = (options: unknown[]) =>
  JSON.stringify(options, (_key, value: unknown) => (typeof value === 'function' ? `function ${value.toString()}` : value));

const PREPROCESSOR_WHERE = 'markdown.preprocessor';

/** The preprocessor as pages call it: given the absolute path, as Docusaurus gives it; what it throws names it. */
function guardedPreprocessor(preprocessor: MarkdownPreprocessor, root: string): (file: string, text: string) => string {
  return (file, text) => {
    let result: unknown;
    try {
      result = preprocessor({ filePath: path.resolve(root, file), fileContent: text });
    } catch (error) {
      throw new PluginFailure(PREPROCESSOR_WHERE, describe(error).reason);
    }
    if (typeof result !== 'string') {
      const given = result && typeof (result as { then?: unknown }).then === 'function' ? 'a promise' : result === null ? 'null' : typeof result;
      throw new PluginFailure(PREPROCESSOR_WHERE, `it returned ${given} where the text to parse (a string) was expected`);
    }
    return result;
  };
}

/**
 * Wraps and keys the config's plugin lists and preprocessor; `root` is the site folder (for its lockfile), `configFile` the file
 * that lists them (null for a config object), `configCode` that file as bundled (a plugin written in the site's
 * folder is in it with every helper it imports, so an edit to any of them is a new key). Entries are already
 * checked by the config schema.
 */
export function preparePlugins(lists: MarkdownPluginLists, root: string, configFile: string | null, configCode: string): PreparedPlugins {
  if (PLUGIN_LISTS.every((name) => !lists[name]?.length) && !lists.preprocessor) return NO_MARKDOWN_PLUGINS;
  const hash = createHash('sha256');
  const prepared = { ...NO_MARKDOWN_PLUGINS.lists };
  const names: string[] = [];
  for (const name of PLUGIN_LISTS) {
    prepared[name] = (lists[name] ?? []).map((entry, index) => {
      const [plugin, ...options] = Array.isArray(entry) ? entry : [entry];
      const where = `markdown.${name}[${index}] (${nameOf(plugin)})`;
      names.push(where);
      hash.update(`${where}\0${String(plugin)}\0${optionsText(options)}\0`);
      return [guarded(plugin as Attacher, where), ...options] as Pluggable;
    });
  }
  if (lists.preprocessor) hash.update(`${PREPROCESSOR_WHERE}\0${String(lists.preprocessor)}\0`);
  hash.update(`${configCode}\0`);
  hash.update(lockfileText(root));
  return {
    lists: prepared,
    names,
    preprocess: lists.preprocessor ? guardedPreprocessor(lists.preprocessor, root) : null,
    key: hash.digest('hex'),
    source: configFile ? { root, configFile } : null,
  };
}

/** Makes `plugins` the ones this thread's pages are compiled with. */
export function useMarkdownPlugins(plugins: PreparedPlugins): void {
  current = plugins;
}

/** The plugins pages are compiled with (none unless a config set some). */
export function markdownPlugins(): PreparedPlugins {
  return current;
}
