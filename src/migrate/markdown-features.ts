/**
 * The Docusaurus Markdown features docsgen has built in, carried into `markdown`: the official
 * `@docusaurus/remark-plugin-npm2yarn` in a `remarkPlugins` list (docs, blog or pages) becomes `markdown.npm2yarn`
 * with its options, and the docs' `admonitions` option becomes `markdown.admonitions`. What cannot be carried (a
 * custom converter, which is a function; a converter or keyword docsgen does not know) is noted here. Also says
 * which plugins are docsgen's built-in math (`remark-math`, `rehype-katex`, whose KaTeX `macros` become
 * `markdown.math.macros`) and which theme its built-in Mermaid (`@docusaurus/theme-mermaid`). Pure; must not decide what happens to a list's other plugins
 * (map-markdown-plugins.ts leaves the npm2yarn and math entries out).
 */
import { isAdmonitionKeyword, NPM2YARN_CONVERTERS } from '../config/schema.js';
import { Opaque } from './evaluate-module.js';
import { isObject, type KeyPath, type Notes, type Plain } from './notes.js';

/** The package of Docusaurus' npm2yarn remark plugin. */
export const NPM2YARN_PACKAGE = '@docusaurus/remark-plugin-npm2yarn';

/** The packages of the math plugins Docusaurus documents, which docsgen runs itself on every page. */
export const MATH_PACKAGES = ['remark-math', 'rehype-katex'] as const;

/** The Docusaurus theme that draws ```mermaid fences, which docsgen does itself (when Mermaid is installed). */
export const MERMAID_THEME = '@docusaurus/theme-mermaid';

/** The package a plugin value comes from, however the config reached it. */
const packageOf = (value: Opaque): string | null => (value.origin?.from === 'package' ? value.origin.module : value.kind === 'package' ? value.source : null);

/** `remark-math` or `rehype-katex` (their package, not a file of theirs), which docsgen's built-in math replaces. */
export const isBuiltInMath = (value: unknown): boolean => value instanceof Opaque && (MATH_PACKAGES as readonly string[]).includes(packageOf(value) ?? '');

/**
 * Reads the options of a math plugin (`[remarkMath, options]`, `[rehypeKatex, options]`) into `macros`, which becomes
 * `markdown.math.macros`: KaTeX's `macros` (names to TeX, the first list's definition kept for a name given twice)
 * are the one option docsgen's built-in math takes. Returns the names of the options it cannot take, to be noted.
 */
export function readMathOptions(options: readonly unknown[], macros: Record<string, string>): string[] {
  const [given, ...rest] = options;
  const unread = rest.some((option) => option !== undefined) ? ['(more than one options object)'] : [];
  if (given === undefined || given === null) return unread;
  if (!isObject(given)) return [...unread, '(options)'];
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (key !== 'macros' || !isObject(value) || !Object.values(value).every((tex) => typeof tex === 'string')) {
      unread.push(key);
      continue;
    }
    for (const [name, tex] of Object.entries(value as Record<string, string>)) {
      if (macros[name] === undefined) macros[name] = tex;
      else if (macros[name] !== tex) unread.push(`macros[${JSON.stringify(name)}]`);
    }
  }
  return unread;
}

/** `markdown.npm2yarn` as the migrated config writes it: `true` for the plugin without options. */
export type Npm2yarnSetting = true | Plain;

/** Docusaurus' npm2yarn plugin, however the config reaches it (`require`, `.default`, an `import`). */
export const isNpm2yarn = (value: unknown): boolean =>
  value instanceof Opaque &&
  value.kind === 'package' &&
  (value.source === NPM2YARN_PACKAGE || (value.origin?.from === 'package' && value.origin.module === NPM2YARN_PACKAGE));

/** The plugin's options as `markdown.npm2yarn` takes them: `sync`, and the converters docsgen knows. */
function npm2yarnOptions(options: unknown, keyPath: KeyPath, notes: Notes): Npm2yarnSetting {
  const given = notes.object(keyPath, options);
  if (!given) return true;
  notes.rest(keyPath, given, ['sync', 'converters']);
  const sync = notes.boolean([...keyPath, 'sync'], given.sync);
  let converters: string[] | undefined;
  if (Array.isArray(given.converters)) {
    converters = given.converters.flatMap((converter, i) => {
      if (typeof converter === 'string' && (NPM2YARN_CONVERTERS as readonly string[]).includes(converter)) return [converter];
      // A custom converter is `[label, (code) => code]`, a function a config file cannot carry.
      notes.notCarried([...keyPath, 'converters', i], Array.isArray(converter) ? 'function' : 'other');
      return [];
    });
  } else if (given.converters !== undefined) notes.unreadable([...keyPath, 'converters'], given.converters);
  const setting = Object.fromEntries(Object.entries({ sync, converters }).filter(([, value]) => value !== undefined));
  return Object.keys(setting).length ? setting : true;
}

/**
 * `markdown.npm2yarn` from the first content plugin (docs first, then blog, pages, other docs instances) whose
 * `remarkPlugins` list `@docusaurus/remark-plugin-npm2yarn` (the plugin, or `[plugin, options]`); undefined when none
 * does.
 */
export function npm2yarnOf(sources: readonly { options: Plain; keyPath: KeyPath }[], notes: Notes): Npm2yarnSetting | undefined {
  for (const { options, keyPath } of sources) {
    const list = options.remarkPlugins;
    if (!Array.isArray(list)) continue;
    const at = list.findIndex((entry) => isNpm2yarn(Array.isArray(entry) ? entry[0] : entry));
    if (at < 0) continue;
    const entry: unknown = list[at];
    return Array.isArray(entry) ? npm2yarnOptions(entry[1], [...keyPath, 'remarkPlugins', at, 1], notes) : true;
  }
  return undefined;
}

/**
 * The docs' `admonitions` option as `markdown.admonitions`: `keywords` and `extendDefaults`; `false` (no admonitions)
 * is an empty list without the defaults; `true` and no option are docsgen's default, written as nothing.
 */
export function mapAdmonitions(value: unknown, keyPath: KeyPath, notes: Notes): Plain | undefined {
  if (value === undefined || value === true) return undefined;
  if (value === false) return { keywords: [], extendDefaults: false };
  const given = notes.object(keyPath, value);
  if (!given) return undefined;
  notes.rest(keyPath, given, ['keywords', 'extendDefaults']);
  const list =
    given.keywords === undefined || Array.isArray(given.keywords)
      ? ((given.keywords as unknown[] | undefined) ?? [])
      : (notes.unreadable([...keyPath, 'keywords'], given.keywords), []);
  // Each a directive name docsgen can take (not `details` or `tabs`); any other entry is noted.
  const keywords = list.flatMap((keyword, i) => {
    if (typeof keyword === 'string' && isAdmonitionKeyword(keyword)) return [keyword];
    if (typeof keyword === 'string') notes.notCarried([...keyPath, 'keywords', i], 'other');
    else notes.unreadable([...keyPath, 'keywords', i], keyword);
    return [];
  });
  const extendDefaults = notes.boolean([...keyPath, 'extendDefaults'], given.extendDefaults);
  if (!keywords.length && extendDefaults !== false) return undefined;
  return extendDefaults === undefined ? { keywords } : { keywords, extendDefaults };
}
