/**
 * Build stage `bundleSiteComponents`: the site's own React components (and packages) that MDX pages import,
 * bundled with esbuild once per build. For the server render, one CommonJS bundle whose React and theme imports
 * are the generator's own (evaluated by `site-modules.ts`, in each render thread). For the browser, the modules
 * whose file starts with `'use client'` become island scripts under `assets/islands/`, loaded only by pages
 * that use them; React there is the page's own copy (a shim reads it from the island loader).
 * Reads the imported files; writes nothing (the files are returned).
 */
import { aliasedPath } from '../markdown/path-aliases.js';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { relativePosixPath } from '../util/paths.js';
import type { OnResolveArgs, OutputFile, PartialMessage, Plugin } from 'esbuild';
import { esbuild, esbuildTransform } from '../util/esbuild.js';
import { createRequire } from 'node:module';
import { outputFileUrl, toSitePath, type SitePath } from '../../core/urls.js';
import { mdxPolicyOf, type SiteConfig } from '../config/schema.js';
import type { Doc } from '../content/docs.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import {
  CLIENT_MODULE,
  importsOf,
  importTarget,
  insideSite,
  MDX_COMPONENTS_KEY,
  MISSING_MODULE,
  PARTIAL_EXTENSIONS,
  PARTIAL_MODULE,
  RAW_SUFFIX,
  REGISTER_MODULES,
  themeModuleName,
  rawImportPath,
  yamlLoaderPath,
} from '../markdown/mdx/modules.js';
import { packageRoot } from '../util/package-root.js';
import { sassStyles } from '../util/sass-styles.js';
import { svgComponents } from './svg-components.js';
import { islandContextModule } from './island-site-fields.js';
import { requireContexts } from './require-context.js';
import { replacedElements } from './mdx-components-elements.js';
import { SITE_THEME_FOLDER } from './site-theme-modules.js';
import { codeLoader } from '../util/code-loader.js';
import { loadBoundedYaml } from '../content/bounded-yaml.js';
import { docusaurusGenerated, type BlogListProp } from './docusaurus-generated.js';
import { PROVIDED_MODULES } from '../render/theme-module.js';
import { configuredResolution, withBundleSettings, type BundleSettings } from './bundle-settings.js';
import { SHOWN_AS_CONTENT } from '../../core/mdx.js';

/** What the render threads need to load the site's modules (plain data: it crosses to worker threads). */
export interface SiteComponents {
  /** The bundle's code, which hands a map of each key to its module to `__docsgenRegisterModules`. */
  serverCode: string;
  /**
   * `cjs` (the default): CommonJS, run at once. `esm`: the body of an async function, made when a package awaits at
   * its top level (yoga-layout awaits its WebAssembly), which CommonJS cannot hold; its `require` calls are the same.
   */
  serverFormat?: 'cjs' | 'esm';
  /** Keys of the modules marked `'use client'` → the URL of their island script. */
  islands: Record<string, string>;
  /** Every file the bundles were made from (absolute), for `docsgen dev` to watch. */
  inputs: string[];
  /** Keys of the modules in the server bundle. */
  keys: string[];
  /** Keys of the modules that did not bundle (each reported once, where it fails): pages render without them. */
  failed: string[];
  /** The components' own styles (CSS files and CSS modules they import), linked by MDX pages; null when none. */
  stylesheet: SitePath | null;
}

export interface BundledComponents {
  components: SiteComponents | null;
  /** Island scripts to write, relative to the output folder. */
  files: { path: string; contents: Uint8Array }[];
  diagnostics: Diagnostic[];
}

/** A site module or package that a site's remark plugin imports into pages, and the first page seen to import it. */
export interface PluginImport {
  kind: 'site' | 'package';
  file: string;
}

/** Packages the generator provides to the server bundle, so components share its React and theme. */
export const PROVIDED = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/server', 'react-dom/client'];
const THEME_IMPORT = /^@(theme|theme-original|docusaurus)\//;
/**
 * The extensions tried for an import written without one, in the order webpack tries them in a Docusaurus site (and
 * Vite in a VitePress or Starlight one): JavaScript before TypeScript, so `Homepage/index.js` wins over a stale
 * `Homepage/index.tsx` beside it, as it does there.
 */
const RESOLVE_EXTENSIONS = ['.mjs', '.js', '.jsx', '.ts', '.tsx'];
const EXTENSIONS = ['', ...RESOLVE_EXTENSIONS, ...RESOLVE_EXTENSIONS.map((ext) => `/index${ext}`)];

/**
 * What webpack tries in a Docusaurus site after the path as written: its extensions (`raw-loader!./server` is
 * `./server.js`), then a folder's index file (`raw-loader!./cartoon` is `./cartoon/index.js`).
 */
const WEBPACK_EXTENSIONS = ['', ...RESOLVE_EXTENSIONS, '.json'];
const WEBPACK_TRIES = [...WEBPACK_EXTENSIONS, ...WEBPACK_EXTENSIONS.slice(1).map((ext) => `/index${ext}`)];

/** The file a loader import names, as webpack resolves it: the path as written, with one of its extensions, or a folder's index. */
function loaderImportFile(file: string): string | null {
  for (const ext of WEBPACK_TRIES) if (existsSync(file + ext) && statSync(file + ext).isFile()) return file + ext;
  return null;
}

/** The file a site key names (`components/Note` → `components/Note.tsx`), or null. */
function fileOfKey(root: string, key: string): string | null {
  // A raw import (`!!raw-loader!./a.dart`, `./a.dart?raw`) names the file itself; the bundle reads it as text.
  if (key.endsWith(RAW_SUFFIX)) {
    const file = loaderImportFile(path.join(root, key.slice(0, -RAW_SUFFIX.length)));
    return file === null ? null : file + RAW_SUFFIX;
  }
  for (const ext of EXTENSIONS) {
    const file = path.join(root, key + ext);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * What the site's remark plugins import into rendered pages and the bundle can take (a package, whose absence the
 * bundle reports, or a site module that exists), by key in sorted order (the bundle is the same whatever order the
 * pages came in), each with the first page in path order that imports it.
 */
export function pluginImportsOf(
  root: string,
  pages: Iterable<{ file: string; pluginImports?: Readonly<Record<string, PluginImport['kind']>> }>,
): Map<string, PluginImport> {
  const found = new Map<string, PluginImport>();
  for (const page of pages)
    for (const [key, kind] of Object.entries(page.pluginImports ?? {})) {
      const known = found.get(key);
      if (!known || page.file < known.file) found.set(key, { kind, file: page.file });
    }
  return bundleableImports(root, found);
}

/** Those of `imports` the bundle can take, by key in sorted order (the bundle is the same whatever order they came in). */
export function bundleableImports(root: string, imports: ReadonlyMap<string, PluginImport>): Map<string, PluginImport> {
  const keys = [...imports.keys()].filter((key) => bundleable(root, key, imports.get(key)!.kind)).sort();
  return new Map(keys.map((key) => [key, imports.get(key)!]));
}

const bundleable = (root: string, key: string, kind: PluginImport['kind']): boolean => kind === 'package' || fileOfKey(root, key) !== null;

/** Whether a module's first statement is the `'use client'` directive. */
function isClientModule(file: string): boolean {
  const head = readFileSync(file, 'utf8')
    .slice(0, 500)
    .replace(/^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
  return /^['"]use client['"]/.test(head);
}

/** Where a module is first imported: the page (or partial) and the line, for reporting a module that fails. */
interface ImportedAt {
  kind: 'site' | 'package';
  file: string;
  /** None for an import a plugin added (it has no place in the file's text). */
  line?: number;
  /** The other pages' imports of it (`file:line`), in the order met: a module that fails fails them all. */
  others?: string[];
}

/** Every site module and package the MDX pages (and the partials they import) import, by key. */
function importedKeys(
  root: string,
  docs: readonly Doc[],
  config: SiteConfig,
  siteTheme: readonly string[],
  partials: Iterable<string> = [],
): Map<string, ImportedAt> {
  const keys = new Map<string, ImportedAt>();
  const seenPartials = new Set<string>();
  const docsDir = config.docs.path;
  const scanPartial = (sitePath: string) => {
    if (seenPartials.has(sitePath) || !insideSite(sitePath, docsDir)) return;
    seenPartials.add(sitePath);
    const absolute = path.join(root, sitePath);
    if (existsSync(absolute)) scan(readFileSync(absolute, 'utf8'), sitePath, 0);
  };
  const scan = (text: string, file: string, lineOffset: number) => {
    for (const { source, line } of importsOf(text)) {
      const target = importTarget(source, file, config.markdown.pathAliases, siteTheme);
      if (target.kind === 'theme' || target.kind === 'foreign') continue;
      if (target.kind === 'partial') {
        scanPartial(target.sitePath);
        continue;
      }
      // `./_setup` with no code file of that name is the partial `_setup.mdx` or `_setup.md`, as the page's compile reads it.
      const partial =
        target.kind === 'site' && !fileOfKey(root, target.key)
          ? PARTIAL_EXTENSIONS.map((ext) => target.key + ext).find((p) => existsSync(path.join(root, p)))
          : undefined;
      if (partial) {
        scanPartial(partial);
        continue;
      }
      if (target.kind === 'site' && !insideSite(target.key, docsDir)) continue;
      const first = keys.get(target.key);
      if (!first) keys.set(target.key, { kind: target.kind, file, line: line + lineOffset });
      else if (first.file !== file) (first.others ??= []).push(`${file}:${line + lineOffset}`);
    }
  };
  for (const doc of docs) {
    if (doc.format === 'mdx') scan(doc.body, doc.file, doc.bodyLineOffset);
  }
  // Partials the site's components import (its MDXComponents' `import Ex from '@site/docs/_ex.mdx'`), found while
  // bundling: what they import is bundled too.
  for (const sitePath of partials) scanPartial(sitePath);
  return keys;
}

/** The site's own file for `@theme/X` (`src/theme/X.tsx`), when `X` is one of its modules docsgen's theme lacks. */
function siteThemeFile(root: string, siteTheme: readonly string[], specifier: string): string | null {
  return siteTheme.includes(specifier) ? fileOfKey(root, `${SITE_THEME_FOLDER}/${specifier.slice('@theme/'.length)}`) : null;
}

/** What esbuild carries for an import of a Docusaurus module docsgen does not provide (in the error's `detail`). */
interface NotProvided {
  notProvided: string;
}

/**
 * Docusaurus' modules (`@theme/…`, `@theme-original/…`, `@docusaurus/…`) stay out of the server bundle, to be
 * answered by the theme's own as the bundle loads; one the theme does not provide fails the component's bundle
 * at its import, as the import it is, so no page renders a component with a hole in it.
 */
function docusaurusModules(root: string, provided: readonly string[], siteTheme: readonly string[]): Plugin {
  const mdxComponents = path.join(root, MDX_COMPONENTS_KEY);
  return {
    name: 'docsgen-docusaurus-modules',
    setup(build) {
      build.onResolve({ filter: THEME_IMPORT }, (args) => {
        if (provided.includes(themeModuleName(args.path))) return { path: args.path, external: true };
        // A module of the site's own src/theme that docsgen's theme lacks is the site's file, as Docusaurus resolves it.
        const own = siteThemeFile(root, siteTheme, args.path);
        if (own) return { path: own };
        // `src/theme/MDXComponents` is written for Docusaurus' theme and often imports its internals for entries
        // docsgen does not use (`mermaid`): those fail only where a page renders them.
        if (args.importer.startsWith(mdxComponents + '.') || args.importer.startsWith(mdxComponents + path.sep))
          return { path: MISSING_MODULE + args.path, external: true };
        const detail: NotProvided = { notProvided: args.path };
        return { errors: [{ text: `${args.path} is not provided by docsgen.`, detail }] };
      });
    },
  };
}

/** The loader of a site's own code file: `.js` is JSX in a Docusaurus site. */
const siteCodeLoader = (file: string) => (file.endsWith('.js') ? 'jsx' : codeLoader(file));

/**
 * `url(/img/bg.png)` in a component's CSS names a file of the static folder, served at that address (as Docusaurus'
 * CSS loader leaves it): kept as written, not bundled, by the server bundle and the islands' alike.
 */
function staticFileUrls(): Plugin {
  return {
    name: 'docsgen-static-file-urls',
    setup(build) {
      build.onResolve({ filter: /^\// }, (args) => (args.kind === 'url-token' ? { path: args.path, external: true } : undefined));
    },
  };
}

/**
 * Docusaurus sites write JSX in `.js` files: the site's own (not its packages') are read as JSX. One that only
 * TypeScript's syntax reads (`useRef < (Element | null)[] > ([])`, a formatter's spacing of a type argument in
 * crawlee's `.jsx`) is read as TSX, as Docusaurus' SWC loader (`future.faster`) reads every script.
 */
function jsxInJs(): Plugin {
  return {
    name: 'docsgen-jsx-in-js',
    setup(build) {
      build.onLoad({ filter: /\.jsx?$/ }, async (args) => {
        if (args.namespace !== 'file' || args.path.split(path.sep).includes('node_modules')) return undefined;
        const contents = readFileSync(args.path, 'utf8');
        return { contents, loader: (await readsOnlyAsTsx(contents)) ? 'tsx' : 'jsx' };
      });
    },
  };
}

/** True when a script fails to parse as JSX and parses as TSX. */
async function readsOnlyAsTsx(contents: string): Promise<boolean> {
  const parses = (loader: 'jsx' | 'tsx') =>
    esbuildTransform(contents, { loader, logLevel: 'silent' }).then(
      () => true,
      () => false,
    );
  return !(await parses('jsx')) && (await parses('tsx'));
}

/**
 * The site's own modules are bundled as ES modules whatever their package.json says. In a `"type": "module"`
 * package esbuild gives a default import Node's interop, which makes `import Steps from './_steps.md'` (a partial)
 * or `import Tabs from '@theme/Tabs'` the whole module object rather than its default export, and React then
 * draws nothing ("Element type is invalid"). A path resolved here, outside esbuild's reading of package.json,
 * carries no module type; modules in node_modules keep theirs.
 */
function siteModulesAsEsm(): Plugin {
  return {
    name: 'docsgen-site-modules-as-esm',
    setup(build) {
      build.onResolve({ filter: /^(\.\.?\/|\/)/ }, async (args) => {
        if ((args.pluginData as { asEsm?: boolean } | undefined)?.asEsm || args.namespace !== 'file' || args.importer.includes('node_modules'))
          return undefined;
        const found = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { asEsm: true } });
        if (found.errors.length || found.external || found.namespace !== 'file' || found.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        return { path: found.path, sideEffects: found.sideEffects };
      });
    },
  };
}

/**
 * Resolves the site's path aliases (`markdown.pathAliases`, first), `@site/…`, `@components/…` and paths from `/` (the
 * site's folder, as in webpack) inside the site's modules too.
 */
function siteAliases(root: string, aliases: Readonly<Record<string, string>> = {}): Plugin {
  return {
    name: 'docsgen-site-aliases',
    setup(build) {
      const prefixes = Object.keys(aliases);
      if (prefixes.length)
        build.onResolve({ filter: new RegExp(`^(${prefixes.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})`) }, (args) => {
          const rest = aliasedPath(args.path, aliases)!;
          return { path: fileOfKey(root, rest) ?? path.join(root, rest) };
        });
      build.onResolve({ filter: /^@(site|components)\// }, (args) => {
        const rest = args.path.replace(/^@site\//, '').replace(/^@components\//, 'components/');
        const file = fileOfKey(root, rest) ?? path.join(root, rest);
        return { path: file };
      });
      // `/src/components/Link` starts at the site's folder, as webpack's resolve.roots has it in a Docusaurus site;
      // an absolute path of a file inside the site (as the bundle's own entries name them) is left as it is.
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (args.path.startsWith(root + path.sep) || args.path === root) return undefined;
        const rest = args.path.slice(1);
        const file = fileOfKey(root, rest);
        return file ? { path: file } : undefined;
      });
    },
  };
}

/**
 * A `.md`/`.mdx` file a component imports (`import Steps from './_steps.md'`) is content, as in Docusaurus: the
 * server bundle leaves it to the render, which gives a component that renders the file as a partial of the page.
 */
function componentPartials(root: string, docsDir: string, found: Set<string>): Plugin {
  return {
    name: 'docsgen-component-partials',
    setup(build) {
      build.onResolve({ filter: /\.mdx?$/i }, (args) => {
        const file = args.path.startsWith('@site/') ? path.join(root, args.path.slice('@site/'.length)) : path.resolve(args.resolveDir, args.path);
        const sitePath = relativePosixPath(root, file);
        if (!insideSite(sitePath, docsDir)) return { errors: [{ text: `${args.path} is outside the site's folder and its docs folder.` }] };
        if (!existsSync(file)) return { errors: [{ text: `Could not find ${args.path} (${sitePath}).` }] };
        found.add(sitePath);
        return { path: PARTIAL_MODULE + sitePath, external: true };
      });
    },
  };
}

/**
 * A `'use client'` module of the site that another site module imports (a React page's counter) stays out of the
 * importer's code, to be answered by the island-wrapped module of its own key, so that it hydrates as an island
 * wherever it renders. `found` receives each such module (key → file), for the bundle to include it as an entry.
 */
function nestedClientModules(root: string, found: Map<string, string>): Plugin {
  return {
    name: 'docsgen-nested-client-modules',
    setup(build) {
      build.onResolve({ filter: /^(\.|@site\/|@components\/)/ }, async (args) => {
        if (args.pluginData === CLIENT_MODULE || args.importer === '<stdin>' || args.importer.split(path.sep).includes('node_modules')) return undefined;
        const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: CLIENT_MODULE });
        if (resolved.errors.length || !resolved.path || !/\.(tsx?|jsx?|mjs)$/.test(resolved.path) || !existsSync(resolved.path)) return undefined;
        if (!isClientModule(resolved.path)) return undefined;
        const key = relativePosixPath(root, resolved.path).replace(/\.(tsx?|jsx?|mjs)$/, '');
        if (key.startsWith('../')) return undefined;
        found.set(key, resolved.path);
        return { path: CLIENT_MODULE + key, external: true };
      });
    },
  };
}

/** Browser shims: `react` and friends read the page's own copies, which the island loader publishes. */
function browserShims(root: string, siteTheme: readonly string[], config: SiteConfig): Plugin {
  const require = createRequire(path.join(packageRoot(), 'package.json'));
  return {
    name: 'docsgen-react-shims',
    setup(build) {
      build.onResolve({ filter: /^(react|react-dom|react\/jsx-runtime|react-dom\/client)$/ }, (args) => ({ path: args.path, namespace: 'docsgen-shim' }));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-shim' }, (args) => {
        const names = Object.keys(require(args.path) as object).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default');
        const contents = [
          `const m = globalThis.__docsgenReact[${JSON.stringify(args.path)}];`,
          'export default m;',
          ...names.map((n) => `export const ${n} = m.${n};`),
        ].join('\n');
        return { contents, loader: 'js' };
      });
      // Markdown is rendered at build time: a component that runs in the browser cannot render it there.
      build.onResolve({ filter: /\.mdx?$/i }, (args) => ({
        errors: [
          {
            text: `A client component ('use client') cannot import the Markdown file ${args.path}: Markdown is rendered when the site is built. Import it from a component without 'use client', or pass it as children from the page.`,
          },
        ],
      }));
      // The site's `customFields` and presets, which the page's data does not carry, go in the scripts of the islands
      // that read them (and no other page's bytes): the browser renders them as the build did.
      build.onResolve({ filter: THEME_IMPORT }, (args) =>
        themeModuleName(args.path) === CONTEXT_MODULE && !siteThemeFile(root, siteTheme, args.path)
          ? { path: CONTEXT_MODULE, namespace: 'docsgen-site-context' }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'docsgen-site-context' }, () => ({
        contents: islandContextModule(themeSourceFile(CONTEXT_MODULE), config),
        resolveDir: root,
        loader: 'js',
      }));
      // Theme modules imported by a client component are bundled from the theme's sources.
      build.onResolve({ filter: THEME_IMPORT }, (args) => {
        // The site's own src/theme module, where docsgen's theme has none of that name (as on the server).
        const own = siteThemeFile(root, siteTheme, args.path);
        if (own) return { path: own };
        if (!PROVIDED_MODULES.includes(themeModuleName(args.path))) {
          const detail: NotProvided = { notProvided: args.path };
          return { errors: [{ text: `${args.path} is not provided by docsgen.`, detail }] };
        }
        return { path: themeSourceFile(themeModuleName(args.path)) };
      });
    },
  };
}

/**
 * The theme's source of a module docsgen provides (`@docusaurus/theme-common/internal` → theme/mdx/theme-common/
 * internal.ts), which a client component's bundle takes in place of Docusaurus' own.
 */
export function themeSourceFile(moduleName: string): string {
  const name = moduleName.replace(THEME_IMPORT, '');
  const file = path.join(packageRoot(), 'theme/mdx', `${name}.tsx`);
  return existsSync(file) ? file : path.join(packageRoot(), 'theme/mdx', `${name}.ts`);
}

const ISLAND_ENTRY = 'docsgen-island:';
/** The runtime module whose island copy carries the site's `customFields` and presets (island-site-fields.ts). */
const CONTEXT_MODULE = '@docusaurus/useDocusaurusContext';

/**
 * Each island script is a client module's exports wrapped in the theme's MDX context (base URL, site settings,
 * the page's route, which the island loader publishes), so `Link` and `useBaseUrl` give in the browser what they
 * gave on the server and hydration matches. The wrapped exports are the script's `components`.
 */
function islandEntries(): Plugin {
  const context = path.join(packageRoot(), 'theme/mdx/context.ts');
  return {
    name: 'docsgen-island-entries',
    setup(build) {
      build.onResolve({ filter: /^docsgen-island:/ }, (args) => ({ path: args.path.slice(ISLAND_ENTRY.length), namespace: 'docsgen-island' }));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-island' }, (args) => ({
        resolveDir: path.dirname(args.path),
        loader: 'js',
        contents: [
          `import * as source from ${JSON.stringify(args.path)};`,
          "import { createElement } from 'react';",
          `import { MdxContext, defaultMdxContext } from ${JSON.stringify(context)};`,
          'const wrap = (C) => (typeof C !== "function" ? C : (props) => createElement(MdxContext.Provider, { value: { ...defaultMdxContext, ...globalThis.__docsgenMdx } }, createElement(C, props)));',
          'export const components = Object.fromEntries(Object.entries(source).map(([name, value]) => [name, wrap(value)]));',
        ].join('\n'),
      }));
    },
  };
}

/** The name esbuild gives the server bundle's generated entry, which imports every module the pages import. */
const BUNDLE_ENTRY = 'mdx-components.js';

type EsbuildFailure = { errors?: Array<{ text: string; detail?: unknown; location?: { file: string; line: number; column: number } | null }> };

/** Where imports lead: the docs folder (which may sit beside the site) and the site's path aliases (`@assets/` → `src/assets/`). */
interface SitePaths {
  docsDir: string;
  aliases: Readonly<Record<string, string>>;
  /** What imports of Docusaurus' generated folder get: the blog's recent posts (null without a blog). */
  blogList: BlogListProp | null;
  /** The `@theme/…` modules the site's own src/theme gives (see site-theme-modules.ts). */
  siteTheme: readonly string[];
  /** The site's own bundler settings (`bundle`). */
  bundle: BundleSettings;
}

/** The server bundle of `entries` (key → file or package): CommonJS code, the files it was made of and its CSS. */
async function bundleServer(
  root: string,
  baseUrl: string,
  { docsDir, aliases, blogList, siteTheme, bundle }: SitePaths,
  entries: ReadonlyArray<[string, string]>,
  nestedClients: Map<string, string> = new Map(),
  partialsFound: Set<string> = new Set(),
  format: 'cjs' | 'esm' = 'cjs',
): Promise<{ code: string; css: string; inputs: string[]; images: { path: string; contents: Uint8Array }[] }> {
  const sassFiles = new Set<string>();
  const lines = entries.map(([key, resolved], i) => `import * as m${i} from ${JSON.stringify(resolved)};\nmodules[${JSON.stringify(key)}] = m${i};`);
  const result = await esbuild({
    ...commonOptions(root, baseUrl, bundle),
    stdin: {
      contents: `${format === 'cjs' ? 'export ' : ''}const modules = {};\n${lines.join('\n')}\nif (typeof ${REGISTER_MODULES} === 'function') ${REGISTER_MODULES}(modules);`,
      resolveDir: root,
      sourcefile: BUNDLE_ENTRY,
      loader: 'js',
    },
    outdir: path.join(root, '.docsgen-components'),
    metafile: true,
    platform: 'node',
    format,
    target: 'node20',
    external: PROVIDED,
    // CommonJS output empties `import.meta`; the function body the ES module output becomes cannot name it.
    ...(format === 'esm' ? { define: { ...commonOptions(root, baseUrl, bundle).define, 'import.meta': '{}' } } : {}),
    plugins: [
      configuredResolution(root, bundle),
      foreignComponentFiles(),
      staticFileUrls(),
      docusaurusGenerated(blogList),
      // Before the images' own loading: an SVG that code imports is a component (its URL is loaded as any image's).
      svgComponents(),
      smallImagesInline(),
      sassStyles(root, sassFiles),
      docusaurusModules(root, PROVIDED_MODULES, siteTheme),
      rawText(root, docsDir),
      yamlData(root, docsDir),
      componentPartials(root, docsDir, partialsFound),
      nestedClientModules(root, nestedClients),
      siteAliases(root, aliases),
      requireContexts([root, path.resolve(root, docsDir)], siteCodeLoader),
      jsxInJs(),
      siteModulesAsEsm(),
    ],
  });
  const outputs = result.outputFiles!;
  const bundled = Object.keys(result.metafile!.inputs)
    .filter((input) => !input.includes('node_modules') && !input.startsWith('<stdin>'))
    .map((input) => path.resolve(root, input.endsWith(RAW_SUFFIX) ? input.slice(0, -RAW_SUFFIX.length) : input));
  // The files Sass read (what a Sass file `@use`s) are inputs too, though esbuild never saw them.
  const inputs = [...new Set([...bundled, ...[...sassFiles].filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`))])];
  const code = outputs.find((f) => f.path.endsWith('.js'))!.text;
  return {
    code: format === 'cjs' ? code : await asyncFunctionBody(code),
    css: outputs.find((f) => f.path.endsWith('.css'))?.text ?? '',
    inputs,
    images: imageFiles(outputs, path.join(root, '.docsgen-components')),
  };
}

/** esbuild's refusal of a package that awaits at its top level (yoga-layout), which only ES module output holds. */
const TOP_LEVEL_AWAIT = /Top-level await is currently not supported with the "cjs" output format/;

const needsModuleOutput = (error: unknown) => ((error as EsbuildFailure).errors ?? []).some((e) => TOP_LEVEL_AWAIT.test(e.text));

/**
 * The ES module output of the server bundle as the body of an async function (its top-level awaits stay awaits):
 * its imports of modules left outside the bundle (React, the theme's, Node's) become the `require` calls the
 * CommonJS output makes, answered by the loader in `site-modules.ts` as there.
 */
async function asyncFunctionBody(code: string): Promise<string> {
  const REQUIRED = 'docsgen-required';
  const result = await esbuild({
    stdin: { contents: code, loader: 'js', sourcefile: BUNDLE_ENTRY },
    bundle: true,
    write: false,
    logLevel: 'silent',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [
      {
        name: 'docsgen-imports-as-require',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) =>
            args.namespace === REQUIRED ? { path: args.path, external: true } : { path: args.path, namespace: REQUIRED },
          );
          build.onLoad({ filter: /.*/, namespace: REQUIRED }, (args) => ({
            contents: `module.exports = require(${JSON.stringify(args.path)});`,
            loader: 'js',
          }));
        },
      },
    ],
  });
  return result.outputFiles![0]!.text;
}

/**
 * A file's text as a module's default export, for webpack's `raw-loader!` imports (Docusaurus documents
 * `!!raw-loader!./snippet.js` for code snippets) and Vite's `?raw`; only files inside the site folder or its docs
 * folder, as other imports.
 */
function rawText(root: string, docsDir: string): Plugin {
  return {
    name: 'docsgen-raw-text',
    setup(build) {
      build.onResolve({ filter: /^!*raw-loader!|\?raw$/ }, (args) => {
        const inner = rawImportPath(args.path)!;
        const loaders = OTHER_LOADERS.exec(inner)?.[1];
        if (loaders) return { errors: [{ text: otherLoadersText(loaders.split('!').filter(Boolean), args.path) }] };
        const found = fileOfLoaderImport(root, docsDir, args, inner);
        return 'errors' in found ? found : { path: found.path, suffix: RAW_SUFFIX };
      });
      build.onLoad({ filter: /.*/ }, (args) => (args.suffix === RAW_SUFFIX ? { contents: readFileSync(args.path), loader: 'text' } : undefined));
    },
  };
}

/** Loaders after `raw-loader!` in an import (`roa-loader!` in `!!raw-loader!roa-loader!./a.ts`), which docsgen does not run. */
const OTHER_LOADERS = /^((?:[\w@][\w@/.-]*!)+)/;

function otherLoadersText(loaders: string[], source: string): string {
  const named = loaders.map((name) => `\`${name}\``).join(', ');
  const one = loaders.length === 1;
  return `${named} ${one ? 'is a webpack loader' : 'are webpack loaders'} docsgen does not run (it reads \`raw-loader!\` and \`yaml-loader!\` imports itself), so \`${source}\` has no module; import the file's text (\`!!raw-loader!${source.split('!').pop()!}\`) and give the component what ${one ? 'the loader' : 'the loaders'} made of it.`;
}

/**
 * The file a webpack loader import names (`raw-loader!./a.dart`, `yaml-loader!../data.yaml`): from the importer's
 * folder, `@site/` or, as webpack resolves it, `/` at the site's folder (an absolute path of a file in the site is
 * one already). Only inside the site folder or its docs folder, as other imports.
 */
function fileOfLoaderImport(root: string, docsDir: string, args: OnResolveArgs, inner: string): { path: string } | { errors: PartialMessage[] } {
  const file = inner.startsWith('@site/')
    ? path.join(root, inner.slice('@site/'.length))
    : inner.startsWith('/')
      ? isAbsoluteSiteFile(root, docsDir, inner)
        ? inner
        : path.join(root, inner)
      : path.resolve(args.resolveDir || root, inner);
  const sitePath = relativePosixPath(root, file);
  if (!insideSite(sitePath, docsDir)) return { errors: [{ text: `${args.path} is outside the site's folder and its docs folder.` }] };
  const found = loaderImportFile(file);
  if (found === null) return { errors: [{ text: `Could not find ${args.path} (${sitePath}).` }] };
  return { path: found };
}

/**
 * An absolute path of a file of the site or of its docs folder, which may lie beside the site folder (`../docs`: a
 * page's raw import arrives resolved so), as against a path from `/` that webpack reads at the site's folder.
 */
function isAbsoluteSiteFile(root: string, docsDir: string, file: string): boolean {
  if (file.startsWith(root + path.sep)) return true;
  const docs = path.resolve(root, docsDir);
  return file.startsWith(docs + path.sep) && insideSite(relativePosixPath(root, file), docsDir);
}

/** More values than a data file a page imports holds, once its aliases are expanded (front matter's limit is lower). */
const YAML_DATA_VALUE_LIMIT = 1_000_000;

/**
 * A YAML file's data as a module's default export: `import data from './data.yaml'`, or webpack's
 * `!!yaml-loader!./data.yaml` as Docusaurus sites write it. Read with the alias bound front matter has, never run.
 */
function yamlData(root: string, docsDir: string): Plugin {
  return {
    name: 'docsgen-yaml-data',
    setup(build) {
      build.onResolve({ filter: /^!*yaml-loader!/ }, (args) => fileOfLoaderImport(root, docsDir, args, yamlLoaderPath(args.path)!));
      build.onLoad({ filter: /\.ya?ml$/ }, (args) => {
        try {
          return { contents: JSON.stringify(loadBoundedYaml(readFileSync(args.path, 'utf8'), YAML_DATA_VALUE_LIMIT) ?? null), loader: 'json' };
        } catch (error) {
          return { errors: [{ text: `${relativePosixPath(root, args.path)} is not YAML docsgen can read: ${(error as Error).message.split('\n')[0]}` }] };
        }
      });
    },
  };
}

/** Image files a component or page may import (`import a from './a.png'`, `require('@site/static/img/a.webp')`). */
const IMAGE_EXTENSIONS = ['.png', '.svg', '.jpg', '.jpeg', '.gif', '.webp', '.avif'];
/**
 * Other files whose import gives their address, as webpack's file loader gives it in a Docusaurus site
 * (`<source src={require('@site/static/video/intro.mp4').default} />`): video, audio, fonts and documents. Never inlined.
 */
const MEDIA_EXTENSIONS = [
  '.mp4',
  '.webm',
  '.ogv',
  '.mov',
  '.m4v',
  '.mp3',
  '.wav',
  '.ogg',
  '.oga',
  '.m4a',
  '.aac',
  '.flac',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
  '.pdf',
];
/** Every file an import gives the address of, written to the output under its content's hash. */
const ADDRESSED_EXTENSIONS = [...IMAGE_EXTENSIONS, ...MEDIA_EXTENSIONS];
/** A path of one of those images (esbuild's filters are Go regular expressions: this one is plain). */
const IMAGE_FILE = new RegExp(`(${IMAGE_EXTENSIONS.map((ext) => ext.replace('.', '\\.')).join('|')})$`, 'i');
/** Images up to this size are inlined as `data:` URLs; larger ones are files of the output, fetched when shown. */
const INLINE_IMAGE_LIMIT = 4096;
/** Where imported images go in the output, named by their content's hash. */
const IMAGE_ASSET_NAMES = 'assets/img/[name]-[hash]';

/** Inlines small images, leaving larger ones to the `file` loader. */
function smallImagesInline(): Plugin {
  return {
    name: 'docsgen-small-images',
    setup(build) {
      build.onLoad({ filter: IMAGE_FILE }, (args) => {
        if (args.namespace !== 'file' || args.suffix === RAW_SUFFIX || statSync(args.path).size > INLINE_IMAGE_LIMIT) return undefined;
        return { contents: readFileSync(args.path), loader: 'dataurl' };
      });
    },
  };
}

/**
 * An Astro component a package holds (`@astro-community/astro-embed-youtube` exports `YouTube.astro`): a component
 * that shows its children, marked as one docsgen cannot draw (core/mdx.ts' SHOWN_AS_CONTENT), so that the page that
 * imports the package builds and says so, as it does for an `.astro` file of the site. Its code never runs.
 */
function foreignComponentFiles(): Plugin {
  return {
    name: 'docsgen-foreign-components',
    setup(build) {
      build.onLoad({ filter: /\.astro$/ }, () => ({
        contents: `const Shown = ({ children }) => children ?? null;\nShown[${JSON.stringify(SHOWN_AS_CONTENT)}] = true;\nexport default Shown;\n`,
        loader: 'js',
      }));
    },
  };
}

function commonOptions(root: string, baseUrl: string, bundle: BundleSettings) {
  return withBundleSettings(
    {
      bundle: true,
      write: false,
      absWorkingDir: root,
      jsx: 'automatic' as const,
      logLevel: 'silent' as const,
      // Styles of components are collected into one style sheet. Images are inlined when small, else written to
      // assets/img/ under their content's hash and addressed from the base URL (a page may weigh many screenshots).
      loader: {
        '.css': 'css' as const,
        '.module.css': 'local-css' as const,
        ...Object.fromEntries(ADDRESSED_EXTENSIONS.map((ext) => [ext, 'file' as const])),
      },
      assetNames: IMAGE_ASSET_NAMES,
      publicPath: baseUrl,
      resolveExtensions: [...RESOLVE_EXTENSIONS, '.json', '.css'],
      define: { 'process.env.NODE_ENV': '"production"' },
    },
    bundle,
  );
}

/** The image and other addressed files a bundle wrote (under `outdir`), as output files. */
function imageFiles(outputs: readonly OutputFile[], outdir: string): { path: string; contents: Uint8Array }[] {
  return outputs
    .filter((out) => ADDRESSED_EXTENSIONS.includes(path.extname(out.path).toLowerCase()))
    .map((out) => ({ path: relativePosixPath(outdir, out.path), contents: out.contents }));
}

/**
 * The first error of a failed esbuild run, located in the component when esbuild says where; at the import that asked
 * for the module when that place is the generated entry (a package that is not installed, imported by the page itself).
 */
function bundleProblem(error: unknown, importedAt: ImportedAt, key: string, root: string): Diagnostic {
  const first = (error as EsbuildFailure).errors?.[0];
  // A plugin's failure is placed in the plugin's code (docsgen's own, or esbuild's `lib/main.js`): no place of the
  // site, so the import that asked for the module is named instead.
  const absolute = first?.location && first.location.file !== BUNDLE_ENTRY ? path.resolve(root, first.location.file) : null;
  const ours = (file: string) =>
    ['src', 'dist', 'theme', 'core'].some((dir) => file.startsWith(path.join(packageRoot(), dir) + path.sep)) ||
    file.includes(`${path.sep}node_modules${path.sep}esbuild${path.sep}`);
  const where =
    absolute !== null && !ours(absolute)
      ? { file: relativePosixPath(root, absolute), line: first!.location!.line, column: first!.location!.column + 1 }
      : { file: importedAt.file, ...(importedAt.line !== undefined ? { line: importedAt.line } : {}) };
  const notProvided = (first?.detail as NotProvided | undefined)?.notProvided;
  if (notProvided) {
    return diagnostic(
      'mdx',
      'error',
      {
        variant: 'not-provided',
        source: notProvided,
        provided: PROVIDED_MODULES,
        usedBy: importedAt.line !== undefined ? `${importedAt.file}:${importedAt.line}` : importedAt.file,
      },
      where,
    );
  }
  const others = importedAt.others?.length ? { others: importedAt.others } : {};
  // A React page is imported by the MDX body docsgen renders it through, placed in the page's own file.
  const own = importedAt.kind === 'site' ? fileOfKey(root, key) : null;
  const page = own !== null && relativePosixPath(root, own) === importedAt.file ? { page: importedAt.file } : {};
  return diagnostic('mdx', 'error', { variant: 'bundle-failed', key, reason: first?.text ?? String(error), ...others, ...page }, where);
}

/**
 * Bundles the site modules and packages that MDX pages import in their text, with `pluginImports`: those the site's
 * remark plugins import into pages (found by rendering them, see render-site.ts), which no text names.
 */
export async function bundleSiteComponents(
  root: string,
  docs: readonly Doc[],
  config: SiteConfig,
  pluginImports: ReadonlyMap<string, PluginImport> = new Map(),
  blogList: BlogListProp | null = null,
  siteTheme: readonly string[] = [],
): Promise<BundledComponents> {
  // Safe MDX imports no site module (each import is an error at its line): none is bundled, so none of their code runs.
  if (mdxPolicyOf(config) === 'safe') return { components: null, files: [], diagnostics: [] };
  const keys = importedKeys(root, docs, config, siteTheme);
  const paths: SitePaths = { docsDir: config.docs.path, aliases: config.markdown.pathAliases, blogList, siteTheme, bundle: config.bundle };
  for (const [key, { kind, file }] of pluginImports) if (!keys.has(key)) keys.set(key, { kind, file });
  const mdxComponents = fileOfKey(root, MDX_COMPONENTS_KEY);
  const elementProblems: Diagnostic[] = [];
  if (mdxComponents && docs.some((doc) => doc.format === 'mdx')) {
    keys.set(MDX_COMPONENTS_KEY, { kind: 'site', file: relativePosixPath(root, mdxComponents), line: 1 });
    // Its HTML elements are docsgen's theme's to draw: said, never dropped unseen.
    const elements = await replacedElements(mdxComponents);
    if (elements.length)
      elementProblems.push(diagnostic('mdx-components-element', 'warning', { elements }, { file: relativePosixPath(root, mdxComponents), line: 1 }));
  }
  if (!keys.size) return { components: null, files: [], diagnostics: [] };
  const diagnostics: Diagnostic[] = [...elementProblems];
  const entries: Array<[string, string]> = [];
  const clientKeys: Array<{ key: string; file: string }> = [];
  for (const [key, { kind }] of keys) {
    const resolved = kind === 'site' ? fileOfKey(root, key) : key;
    if (resolved === null) continue; // reported at the import by the page's compile (unknown module)
    if (kind === 'site' && !resolved.endsWith(RAW_SUFFIX) && isClientModule(resolved)) clientKeys.push({ key, file: resolved });
    entries.push([key, resolved]);
  }
  let server: Awaited<ReturnType<typeof bundleServer>>;
  const failed: string[] = [];
  // CommonJS until a package needs ES module output (a top-level await); then every bundle of this build is one.
  let format = 'cjs' as 'cjs' | 'esm';
  const bundleServerAs = async (...args: Parameters<typeof bundleServer>): ReturnType<typeof bundleServer> => {
    const [r, b, p, e, n, f] = args;
    try {
      return await bundleServer(r, b, p, e, n, f, format);
    } catch (error) {
      if (format === 'esm' || !needsModuleOutput(error)) throw error;
      format = 'esm';
      return bundleServer(r, b, p, e, n, f, format);
    }
  };
  try {
    // Client modules the site's modules import are entries of their own (islands), and so is what the partials they
    // import import (Cypress' MDXComponents renders `_sitemap-scan-example.mdx`, which imports a code module):
    // bundled again until none is new.
    const nested = new Map<string, string>();
    const partialsFound = new Set<string>();
    const known = (key: string) => entries.some(([entry]) => entry === key);
    const fromPartials = () =>
      [...importedKeys(root, [], config, siteTheme, partialsFound)].filter(([key, at]) => !known(key) && (at.kind !== 'site' || fileOfKey(root, key) !== null));
    server = await bundleServerAs(root, config.baseUrl, paths, entries, nested, partialsFound);
    for (let round = 0; round < 5; round++) {
      let added = false;
      for (const [key, file] of nested) {
        if (known(key)) continue;
        added = true;
        if (!keys.has(key)) keys.set(key, { kind: 'site', file: relativePosixPath(root, file), line: 1 });
        entries.push([key, file]);
        clientKeys.push({ key, file });
      }
      // Read once a round, after the nested modules joined, so a key both bring is bundled once.
      for (const [key, at] of fromPartials()) {
        added = true;
        keys.set(key, at);
        const resolved = at.kind === 'site' ? fileOfKey(root, key)! : key;
        if (at.kind === 'site' && !resolved.endsWith(RAW_SUFFIX) && isClientModule(resolved)) clientKeys.push({ key, file: resolved });
        entries.push([key, resolved]);
      }
      if (!added) break;
      server = await bundleServerAs(root, config.baseUrl, paths, entries, nested, partialsFound);
    }
  } catch {
    // One module that does not bundle must not take the others with it: find it (them), report each where it
    // fails, and bundle the rest.
    const good: Array<[string, string]> = [];
    for (const entry of entries) {
      try {
        await bundleServerAs(root, config.baseUrl, paths, [entry]);
        good.push(entry);
      } catch (error) {
        failed.push(entry[0]);
        diagnostics.push(bundleProblem(error, keys.get(entry[0])!, entry[0], root));
      }
    }
    server = await bundleServerAs(root, config.baseUrl, paths, good);
  }
  const files: BundledComponents['files'] = [...server.images];
  let stylesheet: SitePath | null = null;
  if (server.css.trim()) {
    const name = `assets/components-${createHash('sha256').update(server.css).digest('hex').slice(0, 8)}.css`;
    files.push({ path: name, contents: Buffer.from(server.css) });
    stylesheet = toSitePath(name);
  }
  const islands: Record<string, string> = {};
  const clients = clientKeys.filter(({ key }) => !failed.includes(key));
  if (clients.length) {
    const entryName = (file: string, n: number) =>
      `${
        path
          .basename(file)
          .replace(/\.[^.]+$/, '')
          .replace(/[^\w-]/g, '') || 'island'
      }-${n}`;
    try {
      const client = await esbuild({
        ...commonOptions(root, config.baseUrl, config.bundle),
        entryPoints: Object.fromEntries(clients.map(({ file }, n) => [entryName(file, n), `${ISLAND_ENTRY}${file}`])),
        platform: 'browser',
        format: 'esm',
        splitting: true,
        minify: true,
        target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
        // Named from the site's root, as images are: esbuild addresses a shared chunk from the base URL by its path
        // under outdir (with outdir assets/islands, two islands imported `/chunk-….js`, which is not there).
        outdir: root,
        entryNames: 'assets/islands/[name]-[hash]',
        chunkNames: 'assets/islands/chunk-[hash]',
        plugins: [
          configuredResolution(root, config.bundle),
          staticFileUrls(),
          docusaurusGenerated(blogList),
          svgComponents(),
          smallImagesInline(),
          sassStyles(root),
          rawText(root, config.docs.path),
          yamlData(root, config.docs.path),
          islandEntries(),
          browserShims(root, siteTheme, config),
          siteAliases(root, config.markdown.pathAliases),
          requireContexts([root, path.resolve(root, config.docs.path)], siteCodeLoader),
          jsxInJs(),
        ],
      });
      // The components' CSS comes from the server bundle's style sheet; the islands' own copy is not needed.
      for (const out of client.outputFiles!) if (out.path.endsWith('.js')) files.push({ path: relativePosixPath(root, out.path), contents: out.contents });
      // Images the islands import: the same files (named by content) as the server bundle's, unless only they import them.
      for (const image of imageFiles(client.outputFiles!, root)) if (!files.some((f) => f.path === image.path)) files.push(image);
      clients.forEach(({ key, file }, n) => {
        const out = files.find((f) => path.posix.basename(f.path).startsWith(`${entryName(file, n)}-`));
        if (out) islands[key] = outputFileUrl(config.baseUrl, out.path);
      });
    } catch (error) {
      diagnostics.push(bundleProblem(error, keys.get(clients[0]!.key)!, clients[0]!.key, root));
    }
  }
  return {
    components: {
      serverCode: server.code,
      ...(format === 'esm' ? { serverFormat: format } : {}),
      keys: entries.map(([key]) => key).filter((key) => !failed.includes(key)),
      islands,
      inputs: server.inputs,
      failed,
      stylesheet,
    },
    files,
    diagnostics,
  };
}
