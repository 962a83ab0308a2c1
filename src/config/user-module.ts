/**
 * Runs a site's own module (its config or sidebars file): bundles it with esbuild (resolving `docsgen` to the tiny
 * `define` module, leaving packages to the site's node_modules), or takes the code an earlier build compiled into the
 * cache, and imports it from a temp copy beside it. Notes what each module exported for the build that runs it
 * (evaluated-modules.ts). Must not validate, build or report: its callers do.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import type { Plugin } from 'esbuild';
import { importModule } from '../util/bundle-host.js';
import { esbuild } from '../util/esbuild.js';
import { codeLoader } from '../util/code-loader.js';
import { defaultObjectView } from '../util/default-object-view.js';
import { noteEvaluatedModule } from './evaluated-modules.js';
import { cachedModuleCode, storeModuleCode } from './module-cache.js';

function defineModulePath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // From src/config (tests) the module sits beside this file; from dist it was emitted as dist/define.js.
  const candidates = [path.join(here, 'define.ts'), path.join(here, 'define.js'), path.join(here, 'config/define.ts')];
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error(`docsgen is installed incompletely: cannot find its define module near ${here}`);
  return found;
}

/** How many modules this thread has loaded: part of each temp copy's name. */
let loads = 0;

/**
 * Where a module's compiled code is written to be imported: beside it, so that any package it imports resolves from
 * the site's node_modules. Named for this process, thread and load: render threads share the process id, and two
 * of them loading the config in the same millisecond (a site with Markdown plugins, on two threads) removed each
 * other's copy before it was imported. Digits only after the name, as the config loader's messages expect.
 */
export function tempCopyPath(file: string): string {
  loads += 1;
  return path.join(path.dirname(file), `.${path.basename(file).replace(/\.[^.]+$/, '')}.${process.pid}.${Date.now()}${threadId}${loads}.mjs`);
}

/**
 * Bundles a site's own module (its config or sidebars file) with esbuild and returns its default export. With a
 * build cache folder, the code compiled by an earlier build is used while the files it came from are unchanged.
 */
export async function importUserModule(file: string, cacheDir: string | null = null): Promise<unknown> {
  return (await importUserModuleWithCode(file, cacheDir)).exported;
}

/**
 * `importUserModule`, also giving the bundled code that ran: it holds every local module the file imports (a
 * plugin's helpers too), so it keys what depends on them (the site's Markdown plugins, in the render cache).
 */
export async function importUserModuleWithCode(file: string, cacheDir: string | null): Promise<{ exported: unknown; code: string }> {
  let code = cacheDir ? cachedModuleCode(cacheDir, file) : null;
  if (code === null) {
    const compiled = await compileUserModule(file);
    if (cacheDir) storeModuleCode(cacheDir, file, compiled.text, compiled.inputs);
    code = compiled.text;
  }
  const temp = tempCopyPath(file);
  writeFileSync(temp, code);
  try {
    const mod = (await importModule(pathToFileURL(temp).href)) as { default?: unknown };
    noteEvaluatedModule(file, mod.default);
    return { exported: mod.default, code };
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * Compiles a site's module into the build cache without running it: for a build whose cache folder was first
 * proven docsgen's own after the config had loaded, so that the next build finds the compiled config there.
 */
export async function cacheUserModule(file: string, cacheDir: string): Promise<void> {
  if (cachedModuleCode(cacheDir, file) !== null) return;
  const compiled = await compileUserModule(file);
  storeModuleCode(cacheDir, file, compiled.text, compiled.inputs);
}

/** The esbuild namespace of the stand-in modules that hand a `require()` of a package to Node's require. */
const NODE_REQUIRE = 'docsgen-node-require';
/** The namespace of a site module another one `require`s, given as Docusaurus' loader gives it (default-object-view.ts). */
const RELATIVE_REQUIRE = 'docsgen-relative-require';
/**
 * The names the bundle's banner gives Node's `createRequire` and the require it makes: names no site's code uses, nor
 * docsgen's own compiled modules, which a config bundles (`docsgen` is dist/define.js, whose banner has its own).
 */
const REQUIRE_MAKER = '__docsgenSiteCreateRequire';
const REQUIRE = '__docsgenSiteRequire';

/**
 * `__dirname` and `__filename` in the site's own files (a remark plugin of its `src/` that reads a file beside it),
 * as Docusaurus' loader gives them to every module: each such file gets its own, ahead of its first line (so its
 * lines keep their numbers), unless it declares them itself. The bundle is an ES module, which has neither.
 */
function fileScopedNames(): Plugin {
  return {
    name: 'docsgen-file-scoped-names',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!/\b__(dirname|filename)\b/.test(text) || /\b(const|let|var|function)\s+__(dirname|filename)\b/.test(text)) return undefined;
        const names = `var __dirname = ${JSON.stringify(path.dirname(args.path))}, __filename = ${JSON.stringify(args.path)}; `;
        return { contents: names + text, loader: codeLoader(args.path) };
      });
    },
  };
}

/** Marks the resolve sitePackages asks of esbuild, so that it does not answer its own question. */
const SITE_PACKAGE = Symbol('docsgen-site-package');
/** A package's own TypeScript entry (a workspace plugin whose `main` is `src/index.ts`), which Node cannot import. */
const TYPESCRIPT_FILE = /\.[cm]?tsx?$/;

/**
 * Packages stay in the site's node_modules, imported there when the module runs, except those whose entry is
 * TypeScript (React Native's remark plugins are workspace packages with `"main": "src/index.ts"`): Docusaurus'
 * loader compiles those, Node 20 refuses them, so they are bundled in. A package that does not resolve stays an
 * import, which fails when the module runs, naming it.
 */
function sitePackages(): Plugin {
  return {
    name: 'docsgen-site-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.kind === 'require-call' || args.pluginData === SITE_PACKAGE || path.isAbsolute(args.path)) return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: SITE_PACKAGE });
        if (found.errors.length === 0 && !found.external && TYPESCRIPT_FILE.test(found.path)) return { path: found.path };
        return { path: args.path, external: true };
      });
    },
  };
}

/** The module bundled by esbuild (site packages left to node_modules but TypeScript ones), and the files it was made from. */
export async function compileUserModule(file: string, sourceMap = false): Promise<{ text: string; inputs: string[]; map: string | null }> {
  const result = await esbuild({
    entryPoints: [file],
    bundle: true,
    write: false,
    ...(sourceMap ? { sourcemap: 'external' as const, outdir: path.dirname(file) } : {}),
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    metafile: true,
    // `require()` of a package or a Node built-in (a CommonJS sidebars file's `require('path')`) becomes Node's own
    // require, made in the module's folder (the bundle runs beside it): the ES module output has no `require`.
    banner: { js: `import { createRequire as ${REQUIRE_MAKER} } from 'node:module';\nconst ${REQUIRE} = ${REQUIRE_MAKER}(import.meta.url);` },
    plugins: [
      fileScopedNames(),
      {
        name: 'docsgen-self',
        setup(b) {
          b.onResolve({ filter: /^docsgen$/ }, () => ({ path: defineModulePath() }));
        },
      },
      {
        // `require('./sidebar.ts')` of an ES module of the site gives its default object, as Docusaurus' loader does.
        name: 'docsgen-relative-require',
        setup(b) {
          b.onResolve({ filter: /^\.\.?\// }, async (args) => {
            if (args.kind !== 'require-call' || args.namespace !== 'file') return undefined;
            const found = await b.resolve(args.path, { kind: 'import-statement', importer: args.importer, resolveDir: args.resolveDir });
            return found.errors.length ? { errors: found.errors } : { path: found.path, namespace: RELATIVE_REQUIRE };
          });
          b.onLoad({ filter: /.*/, namespace: RELATIVE_REQUIRE }, (args) => ({
            // `__name`: what a compile that keeps function names (tsx, docsgen's own build) may have put in the source.
            contents: `var __name = (fn) => fn;\nconst defaultObjectView = ${defaultObjectView.toString()};\nmodule.exports = defaultObjectView(require(${JSON.stringify(args.path)}));`,
            resolveDir: path.dirname(args.path),
            loader: 'js',
          }));
        },
      },
      sitePackages(),
      {
        name: 'docsgen-node-require',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.kind === 'require-call' ? { path: args.path, namespace: NODE_REQUIRE } : undefined));
          b.onLoad({ filter: /.*/, namespace: NODE_REQUIRE }, (args) => ({
            contents: `module.exports = ${REQUIRE}(${JSON.stringify(args.path)});`,
            loader: 'js',
          }));
        },
      },
    ],
  });
  const code = result.outputFiles.find((output) => !output.path.endsWith('.map'))!;
  const map = result.outputFiles.find((output) => output.path.endsWith('.map'));
  // The site's files only: the stand-ins for required packages have no file to hash.
  const files = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith(`${NODE_REQUIRE}:`) && !input.startsWith(`${RELATIVE_REQUIRE}:`));
  return { text: code.text, inputs: files.map((input) => path.resolve(input)), map: map?.text ?? null };
}
