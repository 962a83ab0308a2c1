/**
 * Where an MDX import leads, as pure path logic: a theme module (`@theme/Tabs`, `@docusaurus/Link`, Starlight's
 * `@astrojs/starlight/components`), a partial
 * (`.md`/`.mdx`), or a module of the site (a relative path, `@site/…`, `@components/…`) identified by its path
 * relative to the site root without extension, which is how the site's component bundle keys its modules.
 * Reads no files and loads nothing.
 */
import { aliasedPath } from '../path-aliases.js';
import path from 'node:path';
import { trimTrailingSlashes } from '../../../core/urls.js';
import { unwrapMdxCodeBlocks } from './compat.js';
import { fenceTracker } from './fences.js';

export type ImportTarget =
  | { kind: 'theme'; source: string }
  | { kind: 'partial'; sitePath: string }
  | { kind: 'site'; key: string }
  /** A package from the site's node_modules (`clsx`): bundled like the site's own modules, keyed by its name. */
  | { kind: 'package'; key: string }
  /** A component of another framework (`./preview.astro`): docsgen cannot run it, so it is never bundled. */
  | { kind: 'foreign'; source: string };

const THEME_PREFIXES = ['@theme/', '@theme-original/', '@docusaurus/'];

/**
 * The name docsgen's theme gives a Docusaurus module: `@theme-original/X` is `@theme/X`, and
 * `@docusaurus/core/lib/client/exports/X`, the file Docusaurus aliases `@docusaurus/X` to (which some sites import
 * by its path), is `@docusaurus/X`.
 */
export function themeModuleName(source: string): string {
  return source.replace(/^@theme-original\//, '@theme/').replace(/^@docusaurus\/core\/lib\/client\/exports\//, '@docusaurus/');
}
/** Modules of other tools whose components the theme draws (never bundled from the site's packages). */
export const FOREIGN_THEME_MODULES: readonly string[] = ['@astrojs/starlight/components', 'astro:assets'];

/** Components those modules have that the theme does not draw: importing one is reported as such. */
export const UNDRAWN_EXPORTS: Readonly<Record<string, readonly string[]>> = {
  '@astrojs/starlight/components': ['Icon'],
};

/** Files of other frameworks' components, which an MDX page of a site migrated from them may import. */
const FOREIGN_COMPONENT_FILE = /\.astro$/i;

/** How the site's server bundle names a Markdown file a component imports: `require('docsgen-partial:docs/_setup.md')`. */
export const PARTIAL_MODULE = 'docsgen-partial:';

/**
 * The site module Docusaurus' swizzled `src/theme/MDXComponents` is bundled as: the components it registers (its
 * default export's entries with a capital letter) are in scope on every MDX page.
 */
export const MDX_COMPONENTS_KEY = 'src/theme/MDXComponents';

/** How the server bundle names a `'use client'` module another site module imports (`docsgen-client:src/components/Counter`): its island. */
export const CLIENT_MODULE = 'docsgen-client:';

/** How the server bundle names a Docusaurus module `src/theme/MDXComponents` imports that docsgen does not provide. */
export const MISSING_MODULE = 'docsgen-missing:';
/**
 * What every export of a module that did not bundle is (its error is reported once, at the import): a component that
 * renders nothing, marked so that a component given it (`<Runnable>{source}</Runnable>`) is not drawn either, instead
 * of failing on each page that imports the module with an error that only repeats the import's.
 */
export const FAILED_IMPORT = Symbol.for('docsgen.failed-import');

/** Whether `value` is an export of a module that did not bundle. */
export const isFailedImport = (value: unknown): boolean => typeof value === 'function' && (value as unknown as Record<symbol, unknown>)[FAILED_IMPORT] === true;

/** The function the server bundle of the site's components gives its modules to, by key, as it ends loading. */
export const REGISTER_MODULES = '__docsgenRegisterModules';

/** Extensions an import written without one may stand for, after the code files' (`.js`, `.tsx`…): partials. */
export const PARTIAL_EXTENSIONS = ['.mdx', '.md'] as const;

/**
 * A string literal's text as JavaScript reads it: `'./\_setup'` is `./_setup`. MDX authors escape underscores
 * and asterisks out of habit (Markdown formatters do it), and in a JavaScript string the backslash just goes.
 */
export function unescapeSource(raw: string): string {
  return raw.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_whole, escaped: string) => {
    if (escaped.length === 1) return { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' }[escaped] ?? escaped;
    return String.fromCodePoint(parseInt(escaped.replace(/^[ux]\{?|\}$/g, ''), 16));
  });
}

/** Where a relative, `/`, `@site/` or `@components/` import leads, relative to the site root; null for a package. */
function sitePathOf(source: string, file: string, aliases: Readonly<Record<string, string>> = {}): string | null {
  // The site's own aliases first (tsconfig paths, carried by `docsgen init`): `@components/` may be its own folder.
  const aliased = aliasedPath(source, aliases);
  if (aliased !== null) return aliased;
  if (source.startsWith('./') || source.startsWith('../')) return path.posix.join(path.posix.dirname(file), source);
  // As webpack resolves it in a Docusaurus site, a path from `/` starts at the site's folder.
  if (source.startsWith('/') && !source.startsWith('//')) return path.posix.normalize(source.slice(1));
  if (source.startsWith('@site/')) return path.posix.normalize(source.slice('@site/'.length));
  if (source.startsWith('@components/')) return path.posix.join('components', source.slice('@components/'.length));
  return null;
}

/**
 * An import of a file's text: webpack's `raw-loader!./a.dart` (also `!!raw-loader!…`, as Docusaurus documents it for
 * code snippets) or Vite's `./a.dart?raw`. Its module key ends in RAW_SUFFIX; its default export is the text.
 */
const RAW_LOADER = /^!*raw-loader!/;
export const RAW_SUFFIX = '?raw';

/**
 * webpack's prefixes that turn off the configured loaders (`!`, `!!`, `-!`) before a `?raw` path: typescript-eslint's
 * docs write `!!../../packages/x.ts?raw`.
 */
const LOADER_OFF_PREFIX = /^(?:!!|-!|!)/;

/** The path a raw import reads (`!!raw-loader!./a.dart`, `!!./a.dart?raw` → `./a.dart`), or null for any other import. */
export function rawImportPath(source: string): string | null {
  if (RAW_LOADER.test(source)) return source.replace(RAW_LOADER, '');
  return source.endsWith(RAW_SUFFIX) ? source.slice(0, -RAW_SUFFIX.length).replace(LOADER_OFF_PREFIX, '') : null;
}

/** webpack's `yaml-loader!./data.yaml` (also `!!yaml-loader!…`): the same import as `./data.yaml`, whose default export is the file's data. */
const YAML_LOADER = /^!*yaml-loader!/;

/** The path a `yaml-loader!` import reads (`!!yaml-loader!../data.yaml` → `../data.yaml`), or null for any other import. */
export function yamlLoaderPath(source: string): string | null {
  return YAML_LOADER.test(source) ? source.replace(YAML_LOADER, '') : null;
}

/**
 * An import of Docusaurus' generated folder, `@generated/x` or a path through `.docusaurus/` (`../../.docusaurus/x`,
 * `@site/.docusaurus/x`), the file captured. Also an esbuild filter (RE2 reads it alike).
 */
export const GENERATED_IMPORT = /^@generated\/(.+)$|(?:^|[\\/])\.docusaurus[\\/](.+)$/;

/** The file of Docusaurus' generated folder an import names (`@generated/a/b.json`, `../../.docusaurus/a/b.json` → `a/b.json`), or null. */
export function generatedFileOf(specifier: string): string | null {
  const match = GENERATED_IMPORT.exec(specifier);
  return match ? (match[1] ?? match[2]!).replace(/\\/g, '/') : null;
}

/**
 * `file`: the importing file relative to the site root (`docs/guide/a.mdx`); `aliases`: `markdown.pathAliases`;
 * `siteTheme`: the `@theme/…` modules the site's own `src/theme` gives (site-theme-modules.ts), which are its files.
 */
export function importTarget(source: string, file: string, aliases?: Readonly<Record<string, string>>, siteTheme?: readonly string[]): ImportTarget {
  const yaml = yamlLoaderPath(source);
  if (yaml !== null) return importTarget(yaml, file, aliases);
  if (siteTheme?.includes(source)) return { kind: 'site', key: `src/theme/${source.slice('@theme/'.length)}` };
  // Docusaurus' generated folder is not the site's: the bundle gives what docsgen can of it (docusaurus-generated.ts).
  const generated = generatedFileOf(source);
  if (generated !== null) return { kind: 'package', key: `@generated/${generated}` };
  const raw = rawImportPath(source);
  if (raw !== null) {
    const sitePath = sitePathOf(raw, file, aliases);
    return sitePath === null ? { kind: 'package', key: source } : { kind: 'site', key: sitePath + RAW_SUFFIX };
  }
  if (THEME_PREFIXES.some((p) => source.startsWith(p)) || FOREIGN_THEME_MODULES.includes(source)) {
    return { kind: 'theme', source: themeModuleName(source) };
  }
  if (FOREIGN_COMPONENT_FILE.test(source)) return { kind: 'foreign', source };
  const sitePath = sitePathOf(source, file, aliases);
  if (sitePath === null) return { kind: 'package', key: source };
  if (/\.mdx?$/i.test(sitePath)) return { kind: 'partial', sitePath };
  return { kind: 'site', key: sitePath.replace(/\.(tsx?|jsx?|mjs|cjs)$/, '') };
}

/**
 * Whether a site path stays inside the site's folder, or inside its docs folder (`docsDir`, relative to the site
 * root, which may sit beside it: `../docs`). Imports may not reach anywhere else.
 */
export function insideSite(sitePath: string, docsDir?: string): boolean {
  const normal = path.posix.normalize(sitePath);
  if (!normal.startsWith('../') && normal !== '..' && !path.posix.isAbsolute(normal)) return true;
  if (!docsDir) return false;
  const docs = trimTrailingSlashes(path.posix.normalize(docsDir));
  return normal.startsWith(`${docs}/`);
}

/** An import found by `importsOf`: its source and the line of the statement (1-based, in the text given). */
export interface ImportLine {
  source: string;
  line: number;
}

/**
 * A `require('…')` of a file of the site in an MDX expression (`<img src={require('@site/static/img/a.png').default} />`,
 * Docusaurus' way of getting an asset's URL), or an `import('…')` of one (a promise of it): relative, `@site/` or from
 * the site's folder (`/static/video/a.mp4`, as webpack resolves it there) only, so that prose quoting `require('fs')`
 * never asks for a module.
 */
const SITE_REQUIRE = /\b(?:require|import)\(\s*(['"])((?:\.{1,2}\/|@site\/|\/(?!\/))[^'"\n]+)\1\s*\)/g;

/** A line without its inline code spans (`` `require('./x')` `` in prose is text, not code the page runs). */
const withoutInlineCode = (line: string) => line.replace(/(`+)[^`]*?\1/g, '');

/**
 * Every import of MDX text, for bundling ahead of the parse: a scan of the blocks MDX reads as ESM (a run of
 * lines from one starting with `import` at the left margin to the next blank line), and of `require('…')` calls of
 * site files elsewhere, skipping fenced code (but not `mdx-code-block` fences, whose content is the page's). Not a parser: the parse that renders the page finds any import this
 * misses, and reports it.
 */
export function importsOf(text: string): ImportLine[] {
  const found: ImportLine[] = [];
  // What `mdx-code-block` fences hold is the page's own MDX, as the compile reads it (the lines keep their numbers).
  const lines = unwrapMdxCodeBlocks(text).split(/\r?\n/);
  const inCode = fenceTracker();
  // Inside a template literal that runs over lines (`export const code = \``, `<Code code={\``), a line starting
  // with `import` is text of a string, not an import (expressive-code's docs show example code so).
  let inTemplate = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (inCode(line)) continue;
    const wasInTemplate = inTemplate;
    // Single backticks only: a run of them (```` `` ```` code spans, a fence named in prose) opens no string.
    if ((line.replace(/\\./g, '').match(/(?<!`)`(?!`)/g)?.length ?? 0) % 2 === 1) inTemplate = !inTemplate;
    if (wasInTemplate) continue;
    if (!/^import[\s{*'"]/.test(line)) {
      if (line.includes('require(') || line.includes('import('))
        for (const match of withoutInlineCode(line).matchAll(SITE_REQUIRE)) found.push({ source: unescapeSource(match[2]!), line: i + 1 });
      continue;
    }
    let end = i;
    while (end + 1 < lines.length && lines[end + 1]!.trim() !== '') end++;
    const block = lines.slice(i, end + 1).join('\n');
    for (const match of block.matchAll(/(?:^|[;\n])\s*import\s+(?:[^'";]*?\bfrom\s*)?['"]([^'"\n]+)['"]/g)) {
      const offset = block.slice(0, match.index + match[0].indexOf('import')).split('\n').length - 1;
      found.push({ source: unescapeSource(match[1]!), line: i + 1 + offset });
    }
    i = end;
  }
  return found;
}
