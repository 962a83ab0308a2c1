/**
 * Carries a Docusaurus site's remark and rehype plugins (`remarkPlugins`, `rehypePlugins`,
 * `beforeDefaultRemarkPlugins`, `beforeDefaultRehypePlugins` of the docs, blog and pages options) into docsgen's
 * `markdown` lists: each plugin becomes an `ImportRef` of its package or of the site's file that exports it, and
 * plain-data options are kept as they are (an absolute path into the project becomes a `ProjectPath`, written from
 * site.config.ts). docsgen has one Markdown pipeline, so the lists are merged, the default docs' first, each plugin
 * once; a list that differs from the docs' one is noted, and so is every entry that cannot be carried (a function
 * written in the config, a package the site has not installed, Docusaurus' npm2yarn, options that are not data, the
 * same plugin with other options). `remark-math` and `rehype-katex` are left out too: docsgen renders math itself;
 * their KaTeX `macros` become `markdown.math.macros`, and other options are noted. The plugins left out that the
 * pages may need are listed as `markdown.missingPlugins`, so the build reports syntax they would have handled.
 * Pure: which packages are installed, and where the project is, come in as facts.
 * Must not resolve or load a plugin, nor name the imports (`write-site-config.ts` does).
 */
import { isBuiltInMath, isNpm2yarn, readMathOptions } from './markdown-features.js';
import { builtinModules } from 'node:module';
import { formatKeyPath } from '../config/load.js';
import { PLUGIN_LISTS, type PluginListName } from '../markdown/user-plugins.js';
import { packageName } from '../util/optional-packages.js';
import { relativePosixPath } from '../util/paths.js';
import { Opaque, type Origin } from './evaluation-protocol.js';
import { ImportRef } from './import-ref.js';
import { projectPathOf } from './project-path.js';
import path from 'node:path';
import { isObject, type KeyPath, type Notes, type Plain } from './notes.js';

/** Options of a content plugin whose lists are carried. */
export interface PluginListSource {
  options: Plain;
  keyPath: KeyPath;
}

export interface PluginFacts {
  /** The site folder, absolute: a plugin file is imported relative to it, where site.config.ts is written. */
  root: string;
  /** Names of the packages installed for the site (`remark-math`, `@scope/name`). */
  installedPackages: readonly string[];
  /**
   * The repository that holds the site (default: the site folder's parent): an absolute path inside it, in a
   * plugin's options, is written relative to site.config.ts.
   */
  projectRoot?: string;
}

/** A bare specifier of a package (`remark-math`, `@scope/name/sub`), not a path or a URL. */
const isPackageSpecifier = (specifier: string) =>
  /^(@[a-z0-9~-][\w.~-]*\/)?[a-z0-9~-][\w.~-]*(\/[\w.~@-]+)*$/i.test(specifier) && !specifier.split('/').some((part) => /^\.+$/.test(part));

const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(packageName(specifier));

/** The packages an importable value needs: its own, or those its file requires. */
function packagesOf(origin: Origin): string[] {
  const specifiers = origin.from === 'package' ? [origin.module] : origin.needs;
  return [...new Set(specifiers.filter((specifier) => !isBuiltin(specifier)).map(packageName))];
}

/** Every package an importable value of the config needs: what the migration asks about before it maps. */
export function packagesToCheck(value: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (value instanceof Opaque) {
    if (value.origin) for (const name of packagesOf(value.origin)) found.add(name);
  } else if (Array.isArray(value) && depth < 64) {
    for (const item of value) packagesToCheck(item, found, depth + 1);
  } else if (isObject(value) && depth < 64) {
    for (const item of Object.values(value)) packagesToCheck(item, found, depth + 1);
  }
  return found;
}

/** A file's path as site.config.ts imports it: from the site folder, a TypeScript file by its JavaScript name (as TypeScript wants it). */
function importPath(root: string, file: string): string {
  const relative = relativePosixPath(root, file).replace(/\.(m|c)?tsx?$/, (_, kind: string | undefined) => `.${kind ?? ''}js`);
  return relative.startsWith('../') ? relative : `./${relative}`;
}

/** How the config names a plugin, for notes: its package, its file (from the site folder), or its function's name. */
function shownName(value: unknown, root: string): string {
  if (!(value instanceof Opaque)) return '';
  if (value.origin?.from === 'package') return value.origin.module;
  if (value.origin?.from === 'file') return importPath(root, value.origin.module);
  return value.kind === 'package' ? value.source : (value.name ?? '');
}

type Carried = { ok: true; value: unknown } | { ok: false; missing?: string };

/**
 * A value as the written config holds it: plain data as it is, an importable value (from an installed package or
 * a site's file) as an `ImportRef`. Anything else cannot be carried; `missing` names a package not installed.
 */
export function carry(value: unknown, facts: PluginFacts, depth = 0): Carried {
  if (typeof value === 'string') return { ok: true, value: projectPathOf(value, facts.root, facts.projectRoot ?? path.dirname(facts.root)) ?? value };
  if (value === null || ['number', 'boolean'].includes(typeof value)) return { ok: true, value };
  if (depth > 64) return { ok: false };
  if (value instanceof Opaque) {
    if (!value.origin || (value.origin.from === 'package' && !isPackageSpecifier(value.origin.module))) return { ok: false };
    const missing = packagesOf(value.origin).find((name) => !facts.installedPackages.includes(name));
    if (missing) return { ok: false, missing };
    const module = value.origin.from === 'package' ? value.origin.module : importPath(facts.root, value.origin.module);
    return { ok: true, value: new ImportRef(module, value.origin.members) };
  }
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) {
      const carried = item === undefined ? ({ ok: false } as const) : carry(item, facts, depth + 1);
      if (!carried.ok) return carried;
      items.push(carried.value);
    }
    return { ok: true, value: items };
  }
  if (isObject(value)) {
    const out: Plain = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      const carried = carry(item, facts, depth + 1);
      if (!carried.ok) return carried;
      out[key] = carried.value;
    }
    return { ok: true, value: out };
  }
  return { ok: false };
}

/** A carried value as text that tells equal options apart (imports by what they import). */
const identity = (value: unknown): string => JSON.stringify(value, (_key, item: unknown) => (item instanceof ImportRef ? `import:${item.key}` : item));

interface Entry {
  /** The plugin, then its options: what the written list holds. */
  written: unknown;
  plugin: ImportRef;
  /** The plugin and its options, to find the same entry in another list. */
  key: string;
  /** The list it came from, as a key path. */
  from: string;
  name: string;
}

/**
 * Reads one entry of a list: the carried entry, or null when it is left out (noted) or empty (`false`, `null`,
 * as a config writes a plugin it turns off). A plugin left out that will not run is added to `missing`, by its name
 * (its place in the Docusaurus config for an unnamed function).
 */
function readEntry(
  value: unknown,
  keyPath: KeyPath,
  index: number,
  list: PluginListName,
  facts: PluginFacts,
  notes: Notes,
  found: { missing: Set<string>; macros: Record<string, string>; math: boolean },
): Entry | null {
  if (value === undefined || value === null || value === false) return null;
  const [plugin, ...options] = Array.isArray(value) ? value : [value];
  const name = shownName(plugin, facts.root);
  const leaveOut = (why: Parameters<Notes['pluginNotCarried']>[2]) => {
    notes.pluginNotCarried(keyPath, index, why);
    if (why.variant !== 'clash' && why.variant !== 'built-in-options') found.missing.add(name || `${formatKeyPath(keyPath)}[${index}]`);
    return null;
  };
  if (!(plugin instanceof Opaque) || (plugin.kind !== 'function' && plugin.kind !== 'package')) {
    notes.unreadable(keyPath, plugin);
    return null;
  }
  // Docusaurus' npm2yarn plugin is carried as docsgen's own `markdown.npm2yarn` (markdown-features.ts).
  if (isNpm2yarn(plugin)) return null;
  // docsgen renders math itself, with remark-math and KaTeX: the site's copies would run a second time.
  if (isBuiltInMath(plugin)) {
    found.math = true;
    const unread = readMathOptions(options, found.macros);
    return unread.length ? leaveOut({ variant: 'built-in-options', plugin: name, list, options: unread }) : null;
  }
  if (!plugin.origin) {
    // A function written in the config has nothing to import; a package's computed value cannot be read.
    if (plugin.kind === 'function') return leaveOut({ variant: 'inline', plugin: name, list });
    notes.unreadable(keyPath, plugin);
    return null;
  }
  const carriedPlugin = carry(plugin, facts);
  if (!carriedPlugin.ok) return leaveOut({ variant: 'not-installed', plugin: name, pkg: carriedPlugin.missing ?? name, list });
  // `[plugin, undefined]` is the plugin alone.
  while (options.length && options.at(-1) === undefined) options.pop();
  const carriedOptions = carry(options, facts);
  if (!carriedOptions.ok) {
    if (carriedOptions.missing) return leaveOut({ variant: 'not-installed', plugin: name, pkg: carriedOptions.missing, list });
    return leaveOut({ variant: 'options', plugin: name, list });
  }
  const ref = carriedPlugin.value as ImportRef;
  const written = (carriedOptions.value as unknown[]).length ? [ref, ...(carriedOptions.value as unknown[])] : ref;
  return { written, plugin: ref, key: identity(written), from: formatKeyPath(keyPath), name };
}

/**
 * docsgen's `markdown` plugin lists from the content plugins' ones: the default docs instance's (null when docs
 * are off), then the others' (blog, pages, other docs instances) in the config's order, with every entry that
 * cannot be carried noted. Lists with no entry are left out.
 */
export function mapMarkdownPlugins(
  docs: PluginListSource | null,
  others: readonly PluginListSource[],
  facts: PluginFacts,
  notes: Notes,
): Partial<Record<PluginListName, unknown[]>> & { missingPlugins?: string[]; math?: false | { macros: Record<string, string> } } {
  const sources = docs ? [docs, ...others] : others;
  const found = { missing: new Set<string>(), macros: {} as Record<string, string>, math: false as boolean };
  const merged = Object.fromEntries(PLUGIN_LISTS.map((list) => [list, [] as Entry[]])) as Record<PluginListName, Entry[]>;
  /** Per list, the default docs' entry keys and where that list is. */
  const docsLists = new Map<PluginListName, { keys: Set<string>; keyPath: string }>();
  for (const source of sources) {
    for (const list of PLUGIN_LISTS) {
      const given = source.options[list];
      if (given === undefined || given === null) continue;
      const keyPath = [...source.keyPath, list];
      if (!Array.isArray(given)) {
        notes.unreadable(keyPath, given);
        continue;
      }
      const keys = new Set<string>();
      const added: string[] = [];
      given.forEach((value, index) => {
        const entry = readEntry(value, keyPath, index, list, facts, notes, found);
        if (!entry) return;
        const same = merged[list].find((other) => other.plugin.key === entry.plugin.key);
        if (same && same.key !== entry.key) {
          notes.pluginNotCarried(keyPath, index, { variant: 'clash', plugin: entry.name, list, other: same.from });
          return;
        }
        keys.add(entry.key);
        if (same) return;
        merged[list].push(entry);
        added.push(entry.name);
      });
      if (source === docs) {
        docsLists.set(list, { keys, keyPath: formatKeyPath(keyPath) });
        continue;
      }
      const docsList = docsLists.get(list);
      const differs = !docsList || docsList.keys.size !== keys.size || [...keys].some((key) => !docsList.keys.has(key));
      if (differs && (keys.size || docsList?.keys.size))
        notes.changed(keyPath, { variant: 'plugins-merged', list, docsKeyPath: docsList?.keyPath ?? null, added });
    }
  }
  const lists = Object.fromEntries(PLUGIN_LISTS.filter((list) => merged[list].length).map((list) => [list, merged[list].map((entry) => entry.written)]));
  return {
    ...lists,
    ...(found.missing.size ? { missingPlugins: [...found.missing] } : {}),
    // Docusaurus reads math only where a site adds remark-math; docsgen reads it by default, so without the plugin
    // `$` stays text (`markdown.math: false`), as the site's pages were written for.
    ...(!found.math ? { math: false as const } : Object.keys(found.macros).length ? { math: { macros: found.macros } } : {}),
  };
}
