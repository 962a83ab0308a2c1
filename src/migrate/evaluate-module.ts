/**
 * Runs a site's own JavaScript or TypeScript config module (a Docusaurus config or sidebars file) without
 * Docusaurus installed: esbuild turns it into CommonJS (`compile-module.ts`), `node:vm` runs it under a time limit,
 * and `require` loads relative data and code files, the Node built-ins such configs use (path, url, fs, os, util,
 * and `createRequire` of `module`) and the packages the site has installed (`site-packages.ts`) for real; Docusaurus'
 * own packages, and packages missing or failing to load, get inert stand-ins. An exported function is called and a
 * promise awaited, under the same limit. The result comes back as plain data: functions and stand-ins become
 * `Opaque` markers, which say where a value can be imported from when it can (a stand-in reached by members alone,
 * `require('remark-math').default`; a function an installed package or a relative code file exports), so that the
 * site's Markdown plugins can be carried as imports. This runs the site's code as Docusaurus would; `node:vm` is no
 * security boundary, and the site's code can reach the real process that runs it. So `evaluateModule` runs it in a
 * child process that the CLI kills at the time limit and whose heap is capped (`isolated-evaluation.ts`);
 * `evaluateInThisProcess` is what that child runs, and must not be called anywhere else (tests aside). Must not map
 * or write anything.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules, createRequire, SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { compileModule } from './compile-module.js';
import { globFiles } from './import-glob.js';
import { TOP_LEVEL_AWAIT_EXPORT } from './top-level-await.js';
import { type CompiledModule, EvaluateError, type EvaluateOptions, Opaque, type Origin, timeoutError } from './evaluation-protocol.js';
import { evaluateInChildProcess, evaluateWithReadings } from './isolated-evaluation.js';
import { defaultObjectView } from '../util/default-object-view.js';
import { loadInstalledPackage, mayLoadForReal, OPTIONS_READ_FROM, type LoadedPackage } from './site-packages.js';

export { EvaluateError, Opaque, type EvaluateOptions, type Origin } from './evaluation-protocol.js';
import { readWebpackSettings, type WebpackReading } from './webpack-settings.js';

/**
 * Options of the evaluation in this process: `deadline` (a `Date.now()` time) is when the time allowed ends, counted
 * by the caller (the child process is given the CLI's); without one, `timeoutMs` from this call.
 */
export interface InProcessOptions {
  timeoutMs: number;
  cwd: string;
  deadline?: number;
  /** `file` already compiled by `compileModule` (the CLI compiles the entry module while the child starts). */
  compiled?: { file: string; output: CompiledModule };
  /** See `EvaluateOptions.missingFiles`. */
  missingFiles?: 'throw' | 'stand-in';
  /** Called with what the config's plugins' `configureWebpack` give (see webpack-settings.ts), when given. */
  onWebpack?: (readings: WebpackReading[]) => void;
}

const CODE_EXTENSIONS = ['.js', '.cjs', '.mjs', '.ts', '.cts', '.mts', '.jsx', '.tsx'];
const RESOLVE_EXTENSIONS = [...CODE_EXTENSIONS, '.json'];
/** Built-ins a config may use for real; any other built-in gets a stand-in like a package. */
const REAL_BUILTINS = new Set(['path', 'url', 'util', 'fs', 'fs/promises', 'os', 'process']);
const MAX_DEPTH = 64;
/** Members a stand-in follows (`pkg.a.b…`) and distinct members it hands out; past either, a computed stand-in answers. */
const MAX_MEMBERS = 16;
const MAX_CHILDREN = 256;

const hostRequire = createRequire(import.meta.url);

/** What Vite gives a config function: a production build (`vite build`, `vitepress build`, `astro build`). */
const VITE_CONFIG_ENV = Object.freeze({ command: 'build', mode: 'production', isSsrBuild: false, isPreview: false });
/** Vite's `import.meta.env` in a production build. */
const VITE_ENV = Object.freeze({ DEV: false, PROD: true, MODE: 'production', SSR: true, BASE_URL: '/' });

function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, ...RESOLVE_EXTENSIONS.map((ext) => base + ext), ...RESOLVE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  // An import written `./x.js` may name a TypeScript file `./x.ts`.
  if (/\.[cm]?js$/.test(base)) candidates.push(...['.ts', '.mts', '.cts'].map((ext) => base.replace(/\.[cm]?js$/, ext)));
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/**
 * The file a relative or absolute import names. Vite, which loads Astro's and VitePress' configs, reads `/src/x.mjs`
 * from the project's folder: an absolute path that is no file is looked for there too, as `import.meta.glob`'s are.
 */
function resolveImported(sandbox: Sandbox, from: string, specifier: string): string | null {
  const found = resolveRelative(from, specifier);
  if (found || !specifier.startsWith('/')) return found;
  return resolveRelative(from, path.join(sandbox.projectFolder, specifier));
}

/**
 * What a stand-in stands for: the package as the config named it, and the members taken from what `require` gave
 * (`require('x').a.b` → `['a', 'b']`), or null for a value computed with it (a call, `new`), which cannot be imported.
 */
interface StandIn {
  specifier: string;
  members: readonly string[] | null;
  /** For a file of the project that is not there (`missingFiles: 'stand-in'`): its absolute path, to import it from. */
  file?: string;
}

/**
 * Names of helpers that take a config and give it back extended: `defineConfigWithTheme`, VitePress'
 * `defineAdditionalConfig`, `extendConfig`, `withPwa`.
 */
const CONFIG_WRAPPER = /^(define\w*Config\w*|extendConfig|with[A-Z]\w*)$/;

/** An object literal of the config (made in its own context, so its prototype is not this one's `Object.prototype`). */
const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Object]';

/**
 * A stand-in for a package that is not loaded: any property, call or `new` gives a stand-in again. Each member is a
 * stand-in of its own that knows its path (the same one each time it is read), so that `require('x').default` and
 * `import { y } from 'x'` can be written back as imports.
 */
function makeStandIn(standIn: StandIn, registry: WeakMap<object, StandIn>): unknown {
  const children = new Map<string, unknown>();
  let computed: unknown = null;
  const computedStandIn = () => (computed ??= standIn.members === null ? proxy : makeStandIn({ specifier: standIn.specifier, members: null }, registry));
  const target = function standIn() {};
  // The package itself answers its named exports through its prototype too: esbuild's `__toESM`, which an import
  // with a default binding goes through, copies only own properties to an object whose prototype is the package's.
  const namedExports =
    standIn.members?.length === 0
      ? new Proxy(Object.create(null) as object, {
          get: (_t, key) => (typeof key === 'string' ? (proxy as Record<string, unknown>)[key] : undefined),
          getPrototypeOf: () => null,
        })
      : null;
  const proxy: object = new Proxy(target, {
    getPrototypeOf: (t) => (namedExports && Object.isExtensible(t) ? namedExports : Reflect.getPrototypeOf(t)),
    get(t, key) {
      // Not a promise, not an ES module namespace, not JSON-serialisable: so await, import and JSON.stringify settle.
      if (key === 'then' || key === '__esModule' || key === 'toJSON') return undefined;
      if (key === Symbol.toPrimitive) return () => '';
      if (key === Symbol.iterator) return function* empty() {};
      if (key === 'prototype') return Reflect.get(t, key);
      if (typeof key === 'symbol' || standIn.members === null) return computedStandIn();
      const known = children.get(key);
      if (known) return known;
      if (standIn.members.length >= MAX_MEMBERS || children.size >= MAX_CHILDREN) return computedStandIn();
      const child = makeStandIn({ ...standIn, members: [...standIn.members, key] }, registry);
      children.set(key, child);
      return child;
    },
    // A config helper (`defineConfig` of astro/config, vite, vitepress…) gives back the config it is given: so does its
    // stand-in, and so does a wrapper's (`withMermaid(config)`, `extendConfig(config)`), without what it would add.
    // An integration whose options init reads (`starlight({ sidebar })`) gives them back, marked.
    apply: (_t, _this, args: unknown[]) => {
      const name = standIn.members?.at(-1) ?? '';
      if (name === 'defineConfig' && args.length === 1) return args[0];
      if (CONFIG_WRAPPER.test(name) && isPlainObject(args[0])) return args[0];
      const itself = standIn.members?.length === 0 || (standIn.members?.length === 1 && standIn.members[0] === 'default');
      if (itself && OPTIONS_READ_FROM.has(standIn.specifier) && args.length <= 1) return { integration: standIn.specifier, options: args[0] ?? {} };
      return computedStandIn();
    },
    // webpack's DefinePlugin when webpack is not installed: its definitions kept where the real plugin keeps them.
    construct: (_t, args: unknown[]) =>
      standIn.specifier === 'webpack' && standIn.members?.at(-1) === 'DefinePlugin' && isPlainObject(args[0])
        ? { definitions: args[0] }
        : (computedStandIn() as object),
    set: () => true,
  });
  registry.set(proxy, standIn);
  return proxy;
}

/** A stand-in's members from the package's ES namespace: what `require` gives is its default export (as jiti, Docusaurus' loader, has it). */
function namespaceMembers(members: readonly string[]): string[] {
  return members[0] === undefined || members[0] === 'default' ? ['default', ...members.slice(1)] : [...members];
}

const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier);

interface Sandbox {
  context: vm.Context;
  standIns: WeakMap<object, StandIn>;
  /** The functions relative code files export, by the file and export name (the entry module's own left out: site.config.ts cannot import it). */
  exported: WeakMap<object, { file: string; members: string[] }>;
  /** The functions installed packages loaded for real export, by the package as required and the export name. */
  packageExports: WeakMap<object, { specifier: string; members: string[] }>;
  /** Per code file loaded, the packages it requires and the relative code files it loads. */
  requires: Map<string, { packages: Set<string>; files: Set<string> }>;
  /** Packages the code required that are not installed where it could load them (or failed to load): stand-ins. */
  missing: Set<string>;
  /** The module evaluated (the Docusaurus config). */
  entry: string;
  /** The folder the config runs in: what `import.meta.glob` may list. */
  projectFolder: string;
  missingFiles: 'throw' | 'stand-in';
  modules: Map<string, { exports: unknown }>;
  /** Per compiled file, the map from esbuild's output back to the file as written (for error locations). */
  sourceMaps: Map<string, SourceMap>;
  compiled: InProcessOptions['compiled'];
}

function makeSandbox(options: InProcessOptions, entry: string): Sandbox {
  const noop = () => undefined;
  const env = { NODE_ENV: 'production', ...process.env };
  const fakeProcess = {
    env,
    argv: [process.execPath],
    platform: process.platform,
    version: process.version,
    versions: process.versions,
    cwd: () => options.cwd,
    nextTick: (fn: (...args: unknown[]) => void, ...args: unknown[]) => queueMicrotask(() => fn(...args)),
    exit: (code?: number) => {
      throw new Error(`the config called process.exit(${code ?? ''})`);
    },
  };
  const globals = {
    console: { log: noop, info: noop, warn: noop, error: noop, debug: noop, trace: noop, dir: noop, table: noop },
    process: fakeProcess,
    Buffer,
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    AbortController,
    structuredClone,
    atob,
    btoa,
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    setImmediate,
    clearImmediate,
    queueMicrotask,
  };
  const context = vm.createContext(globals, { name: 'docusaurus-config', microtaskMode: 'afterEvaluate' });
  vm.runInContext('globalThis.global = globalThis;', context);
  return {
    context,
    standIns: new WeakMap(),
    exported: new WeakMap(),
    packageExports: new WeakMap(),
    requires: new Map(),
    missing: new Set(),
    entry,
    projectFolder: path.resolve(options.cwd),
    missingFiles: options.missingFiles ?? 'throw',
    modules: new Map(),
    sourceMaps: new Map(),
    compiled: options.compiled,
  };
}

/** Whether `code` declares `name` with `const`, `let` or `class` (which a `var` of that name beside it would not allow). */
function declaresLexically(code: string, name: string): boolean {
  return new RegExp(`(?:^|[\\s;{}(])(?:const|let|class)\\s+${name}\\b`).test(code);
}

function loadModule(sandbox: Sandbox, file: string): unknown {
  const cached = sandbox.modules.get(file);
  if (cached) return cached.exports;
  if (file.endsWith('.json')) {
    const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
    sandbox.modules.set(file, { exports: data });
    return data;
  }
  const output = sandbox.compiled?.file === file ? sandbox.compiled.output : compileModule(file, readFileSync(file, 'utf8'));
  sandbox.sourceMaps.set(file, new SourceMap(JSON.parse(output.map) as ConstructorParameters<typeof SourceMap>[0]));
  const module = { exports: {} as unknown };
  sandbox.modules.set(file, module);
  // `__filename` and `__dirname` as CommonJS has them, unless the module declares its own (an ES module config often
  // does: `const __dirname = path.dirname(fileURLToPath(import.meta.url))`), which a parameter of the same name
  // would make a syntax error. Given as `var`s on the first line, so line numbers stay the module's.
  const prologue = ['__filename', '__dirname']
    .filter((name) => !declaresLexically(output.code, name))
    .map((name) => `var ${name} = __docsgenPlace.${name};`)
    .join(' ');
  const run = vm.compileFunction(prologue + output.code, ['exports', 'require', 'module', '__docsgenPlace', '__docsgenImportMeta'], {
    parsingContext: sandbox.context,
    filename: file,
  });
  const importMeta = {
    url: pathToFileURL(file).href,
    filename: file,
    dirname: path.dirname(file),
    // Vite's `import.meta.env`, as a production build's config sees it (Astro's `import.meta.env.DEV`).
    env: { ...VITE_ENV },
    // Vite's `import.meta.glob`: the matching modules, loaded now (`eager`) or by a function each, as Vite gives them.
    glob: (patterns: string | string[], options: { eager?: boolean; import?: string } = {}) => {
      const modules: Record<string, unknown> = {};
      for (const [key, found] of globFiles(file, sandbox.projectFolder, patterns)) {
        // The module's namespace: an ES module's exports as they are, a CommonJS one's as its default export.
        const load = () => {
          const exports = loadModule(sandbox, found);
          const isObject = exports !== null && (typeof exports === 'object' || typeof exports === 'function');
          const namespace = isObject && readExport(exports, '__esModule') === true ? (exports as Record<string, unknown>) : { default: exports };
          return options.import ? namespace[options.import] : namespace;
        };
        modules[key] = options.eager ? load() : () => Promise.resolve().then(load);
      }
      return modules;
    },
  };
  run(module.exports, makeRequire(sandbox, file), module, { __filename: file, __dirname: path.dirname(file) }, importMeta);
  // A module that awaits at its top level gives the promise of its exports (top-level-await.ts): awaited by the caller.
  const pending = module.exports && typeof module.exports === 'object' ? readExport(module.exports, TOP_LEVEL_AWAIT_EXPORT) : undefined;
  if (pending && typeof (pending as { then?: unknown }).then === 'function') {
    return Promise.resolve(pending).then((namespace) => {
      module.exports = { __esModule: true, ...(namespace as object) };
      if (file !== sandbox.entry) recordExports(sandbox, file, module.exports);
      return module.exports;
    });
  }
  if (file !== sandbox.entry) recordExports(sandbox, file, module.exports);
  return module.exports;
}

/** The value of `key` on a module's exports, or undefined when reading it throws (a getter of the site's code). */
function readExport(exports: object, key: string): unknown {
  try {
    return (exports as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/** The value of `key` on an object of the config, or `unreadable` when reading it throws. */
function readMember(object: object, key: string): { value: unknown } | { unreadable: true } {
  try {
    return { value: (object as Record<string, unknown>)[key] };
  } catch {
    return { unreadable: true };
  }
}

/**
 * Remembers the functions a relative code file exports, by export name as `import` sees the file: an ES module
 * (compiled to CommonJS, so marked `__esModule`) by its exports' names; a CommonJS module's `module.exports` as its
 * default export and each function on it by its key. The first file to export a function keeps it.
 */
function recordExports(sandbox: Sandbox, file: string, exports: unknown): void {
  const record = (value: unknown, members: string[]) => {
    if (typeof value === 'function' && !sandbox.standIns.has(value) && !sandbox.exported.has(value) && !sandbox.packageExports.has(value))
      sandbox.exported.set(value, { file, members });
  };
  if (exports === null || (typeof exports !== 'object' && typeof exports !== 'function') || sandbox.standIns.has(exports)) return;
  const esModule = readExport(exports, '__esModule') === true;
  if (!esModule) record(exports, ['default']);
  for (const key of Object.keys(exports)) record(readExport(exports, key), [key]);
}

/**
 * Remembers the functions a package loaded for real exports, as `import` in site.config.ts sees the package. An ES
 * module: what `require` gave as its default export, and each function on it by its key (a named export). A
 * CommonJS package: its `module.exports` is the default export, and each function on it a member of that (remark-
 * shiki-twoslash's `exports.default` is `default.default`). The first package to export a function keeps it.
 */
function recordPackageExports(sandbox: Sandbox, specifier: string, { value, commonJs }: LoadedPackage): void {
  const record = (fn: unknown, members: string[]) => {
    if (typeof fn === 'function' && !sandbox.packageExports.has(fn)) sandbox.packageExports.set(fn, { specifier, members });
  };
  if (commonJs !== undefined) {
    record(commonJs, ['default']);
    if (commonJs === null || (typeof commonJs !== 'object' && typeof commonJs !== 'function')) return;
    for (const key of Object.keys(commonJs)) record(readExport(commonJs as Record<string, unknown>, key), ['default', key]);
    return;
  }
  record(value, ['default']);
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return;
  for (const key of Object.keys(value)) record(readExport(value, key), [key]);
}

/**
 * Where Node would find a package's file from `from` (`require.resolve('katex/dist/katex.min.css')` in a config that
 * lists a package's style sheet), or null when the package is not installed. Resolves only: runs nothing.
 */
function installedFile(from: string, specifier: string): string | null {
  try {
    const found = createRequire(from).resolve(specifier);
    return path.isAbsolute(found) ? found : null;
  } catch {
    return null;
  }
}

/** What `from` requires, kept for the origins of the functions it exports. */
function requiresOf(sandbox: Sandbox, from: string): { packages: Set<string>; files: Set<string> } {
  let found = sandbox.requires.get(from);
  if (!found) sandbox.requires.set(from, (found = { packages: new Set(), files: new Set() }));
  return found;
}

function makeRequire(sandbox: Sandbox, from: string): NodeJS.Require {
  const require = (specifier: string): unknown => {
    const bare = specifier.replace(/^node:/, '');
    if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
      const file = resolveImported(sandbox, from, specifier);
      // A file of the site that is not there (one a script generates, not run yet) fails as under Node, at its
      // line, rather than reading as empty; a file that is no module (a style sheet, an image) is a stand-in.
      if (!file) {
        // Read as what a build step will write there: what the config takes from it can be imported from it then.
        if (sandbox.missingFiles === 'stand-in')
          return makeStandIn({ specifier, members: [], file: path.resolve(path.dirname(from), specifier) }, sandbox.standIns);
        throw new Error(`Cannot find module '${specifier}'`);
      }
      if (RESOLVE_EXTENSIONS.includes(path.extname(file))) {
        requiresOf(sandbox, from).files.add(file);
        return defaultObjectView(loadModule(sandbox, file));
      }
      return makeStandIn({ specifier, members: null }, sandbox.standIns);
    }
    const builtin = isBuiltin(specifier);
    // `createRequire(import.meta.url)` in an ES module config gives this same require.
    if (builtin && bare === 'module')
      return { builtinModules, createRequire: (at: string | URL) => makeRequire(sandbox, String(at).startsWith('file:') ? fileURLToPath(at) : String(at)) };
    if (builtin && REAL_BUILTINS.has(bare)) return bare === 'process' ? vm.runInContext('process', sandbox.context) : hostRequire(bare);
    // A built-in is not something to install or import for a plugin: its stand-in stands for a computed value.
    if (builtin) return makeStandIn({ specifier, members: null }, sandbox.standIns);
    requiresOf(sandbox, from).packages.add(specifier);
    // The site's own installed packages run for real, as under Docusaurus; Docusaurus' own and missing ones get stand-ins.
    const loaded = mayLoadForReal(specifier) ? loadInstalledPackage(from, specifier) : null;
    if (loaded) {
      recordPackageExports(sandbox, specifier, loaded);
      return loaded.value;
    }
    if (mayLoadForReal(specifier)) sandbox.missing.add(specifier);
    return makeStandIn({ specifier, members: [] }, sandbox.standIns);
  };
  require.resolve = (specifier: string) =>
    specifier.startsWith('.') || path.isAbsolute(specifier)
      ? (resolveImported(sandbox, from, specifier) ?? path.resolve(path.dirname(from), specifier))
      : (installedFile(from, specifier) ?? specifier);
  return require as unknown as NodeJS.Require;
}

/** The module's value: `export default`, else `module.exports`. */
function exportedValue(exports: unknown): unknown {
  if (exports && typeof exports === 'object' && (exports as { __esModule?: unknown }).__esModule === true) return (exports as { default?: unknown }).default;
  return exports;
}

/** The packages `file` requires, itself or through the relative code files it loads. */
function packagesNeeded(sandbox: Sandbox, file: string, seen = new Set<string>()): Set<string> {
  const needed = new Set<string>();
  if (seen.has(file)) return needed;
  seen.add(file);
  const found = sandbox.requires.get(file);
  for (const specifier of found?.packages ?? []) needed.add(specifier);
  for (const child of found?.files ?? []) for (const specifier of packagesNeeded(sandbox, child, seen)) needed.add(specifier);
  return needed;
}

/** A function's own name, when reading it works and gives a string. */
function functionName(fn: object): string | undefined {
  try {
    const name: unknown = (fn as { name?: unknown }).name;
    return typeof name === 'string' && name ? name : undefined;
  } catch {
    return undefined;
  }
}

/** The marker for a stand-in or a function: where it can be imported from, when it can. */
function opaqueOf(value: object, sandbox: Sandbox): Opaque {
  const standIn = sandbox.standIns.get(value);
  if (standIn) {
    const origin: Origin | undefined = standIn.members
      ? { from: standIn.file ? 'file' : 'package', module: standIn.file ?? standIn.specifier, members: namespaceMembers(standIn.members), needs: [] }
      : undefined;
    return new Opaque('package', standIn.specifier, { origin });
  }
  const fromPackage = sandbox.packageExports.get(value);
  if (fromPackage) {
    const origin: Origin = { from: 'package', module: fromPackage.specifier, members: fromPackage.members, needs: [] };
    return new Opaque('package', fromPackage.specifier, { origin, name: functionName(value) });
  }
  const exported = sandbox.exported.get(value);
  const origin: Origin | undefined = exported
    ? { from: 'file', module: exported.file, members: exported.members, needs: [...packagesNeeded(sandbox, exported.file)] }
    : undefined;
  return new Opaque('function', '', { origin, name: functionName(value) });
}

/** Plain data from a value of the sandbox: functions and stand-ins become `Opaque`, cycles and deep nesting too. */
function toPlain(value: unknown, sandbox: Sandbox, seen: Set<object>, depth: number): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === undefined) return value;
  if ((typeof value === 'object' || typeof value === 'function') && sandbox.standIns.has(value)) return opaqueOf(value, sandbox);
  if (typeof value === 'function') return opaqueOf(value, sandbox);
  if (typeof value !== 'object' || depth > MAX_DEPTH || seen.has(value)) return new Opaque('value');
  const tag = Object.prototype.toString.call(value);
  if (tag !== '[object Object]' && tag !== '[object Array]') return new Opaque('value');
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => toPlain(item, sandbox, seen, depth + 1));
    const out: Record<string, unknown> = {};
    // A getter that throws (a package's deprecated member) is a value that cannot be read, not the config's failure.
    for (const key of Object.keys(value)) {
      const member = readMember(value, key);
      out[key] = 'unreadable' in member ? new Opaque('value') : toPlain(member.value, sandbox, seen, depth + 1);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

interface Limit {
  deadline: number;
  timeoutMs: number;
  file: string;
}

/**
 * Runs `fn` inside the sandbox under what is left of the time limit: synchronous code, and the promise jobs it
 * queues, stop at the deadline. A promise result is awaited (its jobs run each time the sandbox is entered).
 */
async function runTimed<T>(sandbox: Sandbox, limit: Limit, fn: () => T): Promise<unknown> {
  const slot = sandbox.context as { __docsgenCall?: () => unknown };
  const enter = (call: () => unknown): unknown => {
    slot.__docsgenCall = call;
    try {
      return vm.runInContext('__docsgenCall()', sandbox.context, { timeout: Math.max(1, limit.deadline - Date.now()) });
    } catch (error) {
      if ((error as { code?: string } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw timeoutError(limit.file, limit.timeoutMs);
      throw error;
    } finally {
      delete slot.__docsgenCall;
    }
  };
  const result = enter(fn);
  if (!result || typeof (result as { then?: unknown }).then !== 'function') return result;
  let settled: { value: unknown } | { error: unknown } | null = null;
  (result as PromiseLike<unknown>).then(
    (value) => (settled = { value }),
    (error: unknown) => (settled = { error }),
  );
  while (!settled) {
    if (Date.now() >= limit.deadline) throw timeoutError(limit.file, limit.timeoutMs);
    await new Promise((resolve) => setTimeout(resolve, 2));
    enter(() => undefined);
  }
  const outcome = settled as { value: unknown } | { error: unknown };
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/** Where an error thrown by the site's code happened: its first stack frame in a file the sandbox compiled, as written. */
function locationOf(error: unknown, sandbox: Sandbox): { file: string; line?: number; column?: number } | null {
  // Errors from the sandbox are of its own realm, so `instanceof Error` would not know them.
  const stack = typeof error === 'object' && error !== null && 'stack' in error ? String(error.stack) : '';
  for (const match of stack.matchAll(/\(?((?:[A-Za-z]:)?[^\s():]+(?:\.[\w]+)):(\d+):(\d+)\)?/g)) {
    const map = sandbox.sourceMaps.get(match[1]!);
    if (!map) continue;
    const entry = map.findEntry(Number(match[2]) - 1, Number(match[3]) - 1) as { originalLine?: number; originalColumn?: number };
    if (entry.originalLine === undefined) return { file: match[1]! };
    return { file: match[1]!, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
  }
  return null;
}

/**
 * Evaluates `file` in this process and gives back its exported value as plain data: a function export is called
 * (with what Vite gives it, which a Docusaurus config function ignores) and a promise awaited. Throws `EvaluateError`. The
 * time limit here holds only for code the sandbox runs synchronously and its promise jobs, not for timers and
 * microtasks of the host, and nothing caps memory: only `evaluation-child.ts` calls it.
 */
export async function evaluateInThisProcess(file: string, options: InProcessOptions): Promise<unknown> {
  const sandbox = makeSandbox(options, file);
  const limit: Limit = { deadline: options.deadline ?? Date.now() + options.timeoutMs, timeoutMs: options.timeoutMs, file };
  try {
    let value = exportedValue(await runTimed(sandbox, limit, () => loadModule(sandbox, file)));
    if (typeof value === 'function' && !sandbox.standIns.has(value)) {
      // Vite (VitePress, Astro) calls a config function with the command and mode it runs for; Docusaurus with
      // nothing, so the same argument is ignored there.
      const fn = value as (env: unknown) => unknown;
      value = await runTimed(sandbox, limit, () => fn(VITE_CONFIG_ENV));
    }
    const plain = await runTimed(sandbox, limit, () => toPlain(value, sandbox, new Set(), 0));
    if (options.onWebpack && isPlainObject(value)) {
      const config = value as Record<string, unknown>;
      const requireFromConfig = makeRequire(sandbox, file);
      options.onWebpack(
        await readWebpackSettings(config, {
          siteDir: options.cwd,
          requireFromConfig: (specifier) => requireFromConfig(specifier),
          call: (fn) => runTimed(sandbox, limit, fn),
          isStandIn: (candidate) => (typeof candidate === 'object' || typeof candidate === 'function') && candidate !== null && sandbox.standIns.has(candidate),
        }),
      );
    }
    return plain;
  } catch (error) {
    if (error instanceof EvaluateError) throw error;
    const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
    throw new EvaluateError('threw', message, locationOf(error, sandbox) ?? { file }, 0, [...sandbox.missing]);
  }
}

/**
 * Evaluates `file` in a child process (see `isolated-evaluation.ts`) and gives back its exported value as plain
 * data, as `evaluateInThisProcess` makes it. Throws `EvaluateError`, also when the time or memory allowed runs out.
 */
export function evaluateModule(file: string, options: EvaluateOptions = {}): Promise<unknown> {
  return evaluateInChildProcess(file, options);
}

/** As `evaluateModule`, with what the config's plugins give webpack (a Docusaurus config's `configureWebpack`). */
export function evaluateDocusaurusConfig(file: string, options: EvaluateOptions = {}): Promise<{ value: unknown; webpack: WebpackReading[] }> {
  return evaluateWithReadings(file, { ...options, webpack: true });
}
