/**
 * A site's theme overrides: finds the component files in the site's `theme-overrides/` folder (laid out like
 * Docusaurus' `src/theme/`, which is left alone: its components are written for Docusaurus' theme;
 * `theme-overrides/<Name>.tsx` or `<Name>/index.tsx`, names from core/overridable.ts) and gives the esbuild plugin
 * that swaps them in, for the server bundle and the browser bundle alike: the theme's own imports of a
 * component's module and `@theme/<Name>` get the site's component, `@theme-original/<Name>` the theme's.
 * Also turns a failed bundle or a component that throws into located diagnostics. Reads files; bundles nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { findSourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { importModule } from '../util/bundle-host.js';
import { esbuild } from '../util/esbuild.js';
import fg from 'fast-glob';
import { OVERRIDABLE_COMPONENTS, OVERRIDABLE_NAMES, isOverridableName, type OverridableName } from '../../core/overridable.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { BuildFailure, type Diagnostic } from '../diagnostics/diagnostic.js';
import { packageRoot } from '../util/package-root.js';
import { relativePosixPath } from '../util/paths.js';
import { typoNeighbours } from '../util/closest-names.js';
import { themeImports } from '../../theme/server.js';

/** Where a site keeps its overrides, relative to its root (the config's folder). */
export const OVERRIDES_DIR = 'theme-overrides';
export const OVERRIDE_EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js'];

export interface ThemeOverrides {
  /** The site root (absolute). */
  root: string;
  /** The overrides folder (absolute). */
  dir: string;
  /** Component name → the site's file (absolute). */
  files: Partial<Record<OverridableName, string>>;
  /** Changes when any file in the folder changes (the client bundle's cache key). */
  fingerprint: string;
  /** Files in the folder named like a component the theme does not have (reported as warnings). */
  unknown: { file: string; name: string; suggestions: string[] }[];
}

const SOURCE_GLOB = '**/*.{tsx,jsx,ts,js,mjs,css}';

/** The name a file in the overrides folder stands for: `Footer.tsx` and `Footer/index.tsx` → `Footer`. */
function nameOfFile(relative: string): string | null {
  const ext = OVERRIDE_EXTENSIONS.find((e) => relative.endsWith(e));
  if (!ext) return null;
  const bare = relative.slice(0, -ext.length);
  return bare.endsWith('/index') ? bare.slice(0, -'/index'.length) : bare;
}

/** The site's overrides, or null when it has no overrides folder or nothing in it overrides a component. */
export function findThemeOverrides(root: string): ThemeOverrides | null {
  const dir = path.resolve(root, OVERRIDES_DIR);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return null;
  const sources = fg.sync(SOURCE_GLOB, { cwd: dir, ignore: ['**/node_modules/**'] }).sort();
  const files: Partial<Record<OverridableName, string>> = {};
  const unknown: ThemeOverrides['unknown'] = [];
  for (const relative of sources) {
    const name = nameOfFile(relative);
    if (name === null) continue;
    if (isOverridableName(name)) {
      // `Footer.tsx` beats `Footer/index.tsx`, and .tsx beats .js, as the sort and extension order give.
      files[name] ??= path.join(dir, relative);
      continue;
    }
    // A component-like name that is no component and not a helper inside a component's folder: likely a typo.
    const insideComponent = OVERRIDABLE_NAMES.some((known) => name.startsWith(known + '/'));
    if (/^[A-Z]/.test(name) && !insideComponent && !OVERRIDABLE_NAMES.some((known) => known.startsWith(name + '/'))) {
      unknown.push({ file: path.join(dir, relative), name, suggestions: typoNeighbours(name, OVERRIDABLE_NAMES) });
    }
  }
  if (Object.keys(files).length === 0 && unknown.length === 0) return null;
  const hash = createHash('sha256');
  for (const relative of sources)
    hash
      .update(relative)
      .update('\0')
      .update(readFileSync(path.join(dir, relative)));
  return { root, dir, files, fingerprint: hash.digest('hex'), unknown };
}

/** Warnings for files that override nothing. */
export function overrideWarnings(overrides: ThemeOverrides | null): Diagnostic[] {
  return (overrides?.unknown ?? []).map((u) =>
    diagnostic(
      'theme-override-unknown',
      'warning',
      { name: u.name, suggestions: u.suggestions },
      { file: relativePosixPath(overrides!.root, u.file), line: 1 },
    ),
  );
}

/** The theme module of every overridden component → the overrides it holds. */
function overriddenModules(overrides: ThemeOverrides, themeDir: string): Map<string, { exportName: string; file: string }[]> {
  const modules = new Map<string, { exportName: string; file: string }[]>();
  for (const [name, file] of Object.entries(overrides.files) as [OverridableName, string][]) {
    const entry = OVERRIDABLE_COMPONENTS[name];
    const module = path.join(themeDir, entry.module);
    modules.set(module, [...(modules.get(module) ?? []), { exportName: entry.export, file }]);
  }
  return modules;
}

/** `@docusaurus/<x>` as the theme provides it (its MDX bridge modules), for overrides that import them. */
function docusaurusModule(themeDir: string, name: string): string | null {
  for (const ext of ['.tsx', '.ts']) {
    const file = path.join(themeDir, 'mdx', name + ext);
    if (existsSync(file)) return file;
  }
  return null;
}

/** The `@docusaurus/…` modules the theme provides, which overrides may import too. */
const DOCUSAURUS_MODULES = Object.keys(themeImports)
  .filter((name) => name.startsWith('@docusaurus/'))
  .sort();

/** Packages a server bundle leaves to the generator's own copies (one React for the theme and the site). */
const SHARED_PACKAGES = /^(react|react-dom)(\/|$)/;
const SHARED = Symbol('shared package');

/**
 * The esbuild plugin that swaps the site's components in. `target` `server` keeps the theme's packages (and
 * React, wherever imported) external, so they load from docsgen's own node_modules; the site's other packages
 * are bundled from its node_modules.
 */
export function overridePlugin(overrides: ThemeOverrides, target: 'server' | 'browser'): Plugin {
  const themeDir = path.join(packageRoot(), 'theme');
  const modules = overriddenModules(overrides, themeDir);
  const stems = [...modules.keys()].map((m) =>
    path
      .basename(m)
      .replace(/\.tsx?$/, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  const swapFilter = new RegExp(`(^|/)(${stems.join('|')})(\\.js)?$`);
  return {
    name: 'docsgen-theme-overrides',
    setup(build) {
      build.onResolve({ filter: /^@(theme|theme-original|docusaurus)\// }, (args) => {
        const [, scope, name] = /^@(theme|theme-original|docusaurus)\/(.+)$/.exec(args.path)!;
        if (scope === 'docusaurus') {
          const file = docusaurusModule(themeDir, name!);
          return file
            ? { path: file }
            : {
                errors: [
                  {
                    text: `docsgen does not provide ${args.path}; overrides may import @theme/…, @theme-original/…, ${DOCUSAURUS_MODULES.join(', ')}, React and packages.`,
                  },
                ],
              };
        }
        if (!isOverridableName(name!)) {
          const near = typoNeighbours(name!, OVERRIDABLE_NAMES);
          return {
            errors: [
              {
                text: `${args.path} is not a theme component${near.length ? ` (did you mean ${near.join(', ')}?)` : ''}. The components are: ${OVERRIDABLE_NAMES.join(', ')}.`,
              },
            ],
          };
        }
        const own = overrides.files[name];
        if (scope === 'theme' && own) return { path: own };
        return { path: name!, namespace: 'docsgen-original' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docsgen-original' }, (args) => {
        const entry = OVERRIDABLE_COMPONENTS[args.path as OverridableName];
        const module = JSON.stringify(path.join(themeDir, entry.module));
        return { contents: `export { ${entry.export} as default } from ${module};`, resolveDir: themeDir, loader: 'js' };
      });
      // `@docsgen/theme/…` and `@docsgen/core/…`: the theme's modules as swizzled (ejected) components import them.
      build.onResolve({ filter: /^@docsgen\/(theme|core)\// }, (args) => {
        const base = path.join(packageRoot(), args.path.slice('@docsgen/'.length)).replace(/\.js$/, '');
        const file = ['.tsx', '.ts', '.js'].map((ext) => base + ext).find((f) => existsSync(f));
        if (!file) return { errors: [{ text: `${args.path} is no module of docsgen's theme.` }] };
        return modules.has(file) ? { path: file, namespace: 'docsgen-swap' } : { path: file };
      });
      // React is the generator's own copy, wherever a site's component imports it from.
      if (target === 'browser') {
        build.onResolve({ filter: SHARED_PACKAGES }, async (args) => {
          if (args.pluginData === SHARED || inside(packageRoot(), args.importer)) return undefined;
          const resolved = await build.resolve(args.path, { resolveDir: packageRoot(), kind: args.kind, pluginData: SHARED });
          return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path };
        });
      }
      // The theme's own imports of a module holding an overridden component (only from the theme's files).
      if (stems.length) {
        build.onResolve({ filter: swapFilter }, (args) => {
          if (args.namespace !== 'file' || !args.path.startsWith('.') || !inside(themeDir, args.importer)) return undefined;
          const base = path.resolve(args.resolveDir, args.path.replace(/\.js$/, ''));
          const module = ['.tsx', '.ts'].map((ext) => base + ext).find((m) => modules.has(m));
          return module ? { path: module, namespace: 'docsgen-swap' } : undefined;
        });
        build.onLoad({ filter: /.*/, namespace: 'docsgen-swap' }, (args) => {
          const lines = [`export * from ${JSON.stringify(args.path)};`];
          modules.get(args.path)!.forEach(({ exportName, file }, i) => {
            lines.push(`import Site${i} from ${JSON.stringify(file)};`, `export { Site${i} as ${exportName} };`);
          });
          return { contents: lines.join('\n'), resolveDir: themeDir, loader: 'js' };
        });
      }
      // CSS modules of the overrides: class names fixed once, the same for the server and the (minified) browser bundle.
      build.onLoad({ filter: /\.module\.css$/, namespace: 'file' }, async (args) => {
        if (!inside(overrides.dir, args.path)) return undefined;
        const { names } = await cssModule(args.path);
        const named = Object.entries(names).filter(([key]) => /^[A-Za-z_$][\w$]*$/.test(key) && key !== 'default');
        const contents = [
          `import ${JSON.stringify(CSS_PREFIX + args.path)};`,
          `export default ${JSON.stringify(names)};`,
          ...named.map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`),
        ].join('\n');
        return { contents, loader: 'js', resolveDir: path.dirname(args.path) };
      });
      build.onResolve({ filter: /^docsgen-css:/ }, (args) => ({ path: args.path.slice(CSS_PREFIX.length), namespace: 'docsgen-css' }));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-css' }, async (args) => ({
        contents: (await cssModule(args.path)).css,
        loader: 'css',
        resolveDir: path.dirname(args.path),
      }));
      // Docusaurus sites often write JSX in .js files.
      build.onLoad({ filter: /\.js$/, namespace: 'file' }, (args) =>
        inside(overrides.dir, args.path) ? { contents: readFileSync(args.path, 'utf8'), loader: 'jsx' } : undefined,
      );
      if (target === 'server') {
        build.onResolve({ filter: /^[^./]/ }, (args) => {
          if (path.isAbsolute(args.path)) return undefined;
          if (SHARED_PACKAGES.test(args.path) || inside(packageRoot(), args.importer) || args.namespace !== 'file') return { path: args.path, external: true };
          return undefined;
        });
      }
    },
  };
}

/**
 * CSS that overrides import (`import './Footer.css'`, CSS modules) comes out of the browser bundle as the app
 * entry's own style sheet, which no page links: it is appended to the theme's style sheet, renamed by its new hash.
 */
export function withOverrideStyles(files: { path: string; contents: Uint8Array }[]): { path: string; contents: Uint8Array }[] {
  const appCss = files.find((f) => /^assets\/app-[^/]+\.css$/.test(f.path));
  const style = files.find((f) => /^assets\/style-[^/]+\.css$/.test(f.path));
  if (!appCss || !style) return files;
  const contents = Buffer.concat([style.contents, Buffer.from('\n'), appCss.contents]);
  const merged = {
    path: `assets/style-${createHash('sha256').update(contents).digest('hex').slice(0, 8).toUpperCase()}.css`,
    contents: new Uint8Array(contents),
  };
  return [...files.filter((f) => f !== appCss && f !== style), merged];
}

const CSS_PREFIX = 'docsgen-css:';

/** A CSS module compiled on its own: its class names (`Footer_count`) and its CSS with them. */
async function cssModule(file: string): Promise<{ names: Record<string, string>; css: string }> {
  const result = await esbuild({
    stdin: { contents: `export { default } from ${JSON.stringify(file)};`, resolveDir: path.dirname(file), loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    outdir: path.dirname(file),
    logLevel: 'silent',
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
  const names = ((await importModule(`data:text/javascript,${encodeURIComponent(js)}`)) as { default: Record<string, string> }).default;
  return { names, css };
}

type EsbuildFailure = { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } | null }> };

/** An esbuild failure of a bundle with overrides, as located errors (or null when it is no esbuild failure). */
export function overrideBundleFailure(error: unknown, overrides: ThemeOverrides): BuildFailure | null {
  const errors = (error as EsbuildFailure)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  return new BuildFailure(
    errors.slice(0, 5).map((e) => {
      const at = e.location
        ? { file: relativePosixPath(overrides.root, path.resolve(packageRoot(), e.location.file)), line: e.location.line, column: e.location.column + 1 }
        : { file: relativePosixPath(overrides.root, overrides.dir) };
      return diagnostic('theme-override-failed', 'error', { reason: e.text }, at);
    }),
  );
}

/** The first place in a site's overrides folder a stack trace passes (stacks are source-mapped), or null. */
export function stackLocation(error: unknown, overrides: ThemeOverrides): { file: string; line: number; column: number } | null {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const match of stack.matchAll(/\(?((?:file:\/\/)?[^\s()]+):(\d+):(\d+)\)?$/gm)) {
    let file = match[1]!.startsWith('file://') ? fileURLToPath(match[1]!) : match[1]!;
    let line = Number(match[2]);
    let column = Number(match[3]);
    // A frame in the bundle itself (where a test runner formats stacks its own way): map it back through its source map.
    const entry = (file.endsWith('.mjs') ? findSourceMap(file)?.findEntry(line - 1, column - 1) : undefined) as
      { originalSource?: string; originalLine: number; originalColumn: number } | undefined;
    if (entry?.originalSource) {
      file = entry.originalSource.startsWith('file://')
        ? fileURLToPath(entry.originalSource)
        : path.resolve(path.dirname(match[1]!.replace(/^file:\/\//, '')), entry.originalSource);
      line = entry.originalLine + 1;
      column = entry.originalColumn + 1;
    }
    if (!path.isAbsolute(file) || !inside(overrides.dir, file)) continue;
    return { file: relativePosixPath(overrides.root, file), line, column };
  }
  return null;
}

function inside(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** A component of the site's overrides that threw while a page rendered, as a located error. */
export function overrideRenderFailure(error: unknown, overrides: ThemeOverrides, route: string): BuildFailure {
  const at = stackLocation(error, overrides) ?? { file: relativePosixPath(overrides.root, overrides.dir) };
  const reason = error instanceof Error ? error.message : String(error);
  return new BuildFailure([diagnostic('theme-override-threw', 'error', { reason, route }, at)]);
}
