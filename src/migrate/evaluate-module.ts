/**
 * Runs a site's own JavaScript or TypeScript config module (a Docusaurus config or sidebars file) without its
 * packages installed: esbuild turns it into CommonJS (`compile-module.ts`), `node:vm` runs it under a time limit,
 * and `require` hands back an inert stand-in for every package (a relative data or code file is loaded for real,
 * and so are the Node built-ins such configs use: path, url, fs, os, util, and `createRequire` of `module`). An
 * exported function is called and a promise awaited, under the same limit. The result comes back as plain data:
 * functions and stand-ins become `Opaque` markers. This runs the site's code as Docusaurus would; `node:vm` is no
 * security boundary, and the site's code can reach the real process that runs it. So `evaluateModule` runs it in a
 * child process that the CLI kills at the time limit and whose heap is capped (`isolated-evaluation.ts`);
 * `evaluateInThisProcess` is what that child runs, and must not be called anywhere else (tests aside). Must not
 * map or write anything.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules, createRequire, SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { compileModule } from './compile-module.js';
import { type CompiledModule, EvaluateError, type EvaluateOptions, Opaque, timeoutError } from './evaluation-protocol.js';
import { evaluateInChildProcess } from './isolated-evaluation.js';

export { EvaluateError, Opaque, type EvaluateOptions } from './evaluation-protocol.js';

/** Options of the evaluation in this process: `deadline` (a `Date.now()` time) is when the time allowed ends, counted by the caller. */
export interface InProcessOptions {
  timeoutMs: number;
  cwd: string;
  deadline: number;
  /** `file` already compiled by `compileModule` (the CLI compiles the entry module while the child starts). */
  compiled?: { file: string; output: CompiledModule };
}

const CODE_EXTENSIONS = ['.js', '.cjs', '.mjs', '.ts', '.cts', '.mts', '.jsx', '.tsx'];
const RESOLVE_EXTENSIONS = [...CODE_EXTENSIONS, '.json'];
/** Built-ins a config may use for real; any other built-in gets a stand-in like a package. */
const REAL_BUILTINS = new Set(['path', 'url', 'util', 'fs', 'fs/promises', 'os', 'process']);
const MAX_DEPTH = 64;

const hostRequire = createRequire(import.meta.url);

function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, ...RESOLVE_EXTENSIONS.map((ext) => base + ext), ...RESOLVE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  // An import written `./x.js` may name a TypeScript file `./x.ts`.
  if (/\.[cm]?js$/.test(base)) candidates.push(...['.ts', '.mts', '.cts'].map((ext) => base.replace(/\.[cm]?js$/, ext)));
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** A stand-in for a package that is not loaded: any property, call or `new` gives the stand-in again. */
function makeStandIn(name: string, registry: WeakMap<object, string>): unknown {
  // eslint-disable-next-line @typescript-eslint/no-empty-function
  const target = function standIn() {};
  const proxy: object = new Proxy(target, {
    get(t, key) {
      // Not a promise, not an ES module namespace, not JSON-serialisable: so await, import and JSON.stringify settle.
      if (key === 'then' || key === '__esModule' || key === 'toJSON') return undefined;
      if (key === Symbol.toPrimitive) return () => '';
      if (key === Symbol.iterator) return function* empty() {};
      if (key === 'prototype') return Reflect.get(t, key);
      return proxy;
    },
    apply: () => proxy,
    construct: () => proxy,
    set: () => true,
  });
  registry.set(proxy, name);
  return proxy;
}

interface Sandbox {
  context: vm.Context;
  standIns: WeakMap<object, string>;
  modules: Map<string, { exports: unknown }>;
  /** Per compiled file, the map from esbuild's output back to the file as written (for error locations). */
  sourceMaps: Map<string, SourceMap>;
  compiled: InProcessOptions['compiled'];
}

function makeSandbox(options: InProcessOptions): Sandbox {
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
  return { context, standIns: new WeakMap(), modules: new Map(), sourceMaps: new Map(), compiled: options.compiled };
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
  const prologue = ['__filename', '__dirname'].filter((name) => !declaresLexically(output.code, name)).map((name) => `var ${name} = __docsgenPlace.${name};`).join(' ');
  const run = vm.compileFunction(prologue + output.code, ['exports', 'require', 'module', '__docsgenPlace', '__docsgenImportMeta'], {
    parsingContext: sandbox.context,
    filename: file,
  });
  const importMeta = { url: pathToFileURL(file).href, filename: file, dirname: path.dirname(file) };
  run(module.exports, makeRequire(sandbox, file), module, { __filename: file, __dirname: path.dirname(file) }, importMeta);
  return module.exports;
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

function makeRequire(sandbox: Sandbox, from: string): NodeJS.Require {
  const require = (specifier: string): unknown => {
    const bare = specifier.replace(/^node:/, '');
    if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
      const file = resolveRelative(from, specifier);
      if (file && RESOLVE_EXTENSIONS.includes(path.extname(file))) return loadModule(sandbox, file);
      return makeStandIn(specifier, sandbox.standIns);
    }
    const builtin = builtinModules.includes(bare) || specifier.startsWith('node:');
    // `createRequire(import.meta.url)` in an ES module config gives this same require.
    if (builtin && bare === 'module') return { builtinModules, createRequire: (at: string | URL) => makeRequire(sandbox, String(at).startsWith('file:') ? fileURLToPath(at) : String(at)) };
    if (builtin && REAL_BUILTINS.has(bare)) return bare === 'process' ? vm.runInContext('process', sandbox.context) : hostRequire(bare);
    return makeStandIn(specifier, sandbox.standIns);
  };
  require.resolve = (specifier: string) =>
    specifier.startsWith('.') || path.isAbsolute(specifier) ? (resolveRelative(from, specifier) ?? path.resolve(path.dirname(from), specifier)) : (installedFile(from, specifier) ?? specifier);
  return require as unknown as NodeJS.Require;
}

/** The module's value: `export default`, else `module.exports`. */
function exportedValue(exports: unknown): unknown {
  if (exports && typeof exports === 'object' && (exports as { __esModule?: unknown }).__esModule === true) return (exports as { default?: unknown }).default;
  return exports;
}

/** Plain data from a value of the sandbox: functions and stand-ins become `Opaque`, cycles and deep nesting too. */
function toPlain(value: unknown, standIns: WeakMap<object, string>, seen: Set<object>, depth: number): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === undefined) return value;
  if ((typeof value === 'object' || typeof value === 'function') && standIns.has(value)) return new Opaque('package', standIns.get(value));
  if (typeof value === 'function') return new Opaque('function');
  if (typeof value !== 'object' || depth > MAX_DEPTH || seen.has(value)) return new Opaque('value');
  const tag = Object.prototype.toString.call(value);
  if (tag !== '[object Object]' && tag !== '[object Array]') return new Opaque('value');
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => toPlain(item, standIns, seen, depth + 1));
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = toPlain((value as Record<string, unknown>)[key], standIns, seen, depth + 1);
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
 * (with no arguments, as Docusaurus calls a config function) and a promise awaited. Throws `EvaluateError`. The
 * time limit here holds only for code the sandbox runs synchronously and its promise jobs, not for timers and
 * microtasks of the host, and nothing caps memory: only `evaluation-child.ts` calls it.
 */
export async function evaluateInThisProcess(file: string, options: InProcessOptions): Promise<unknown> {
  const sandbox = makeSandbox(options);
  const limit: Limit = { deadline: options.deadline, timeoutMs: options.timeoutMs, file };
  try {
    let value = exportedValue(await runTimed(sandbox, limit, () => loadModule(sandbox, file)));
    if (typeof value === 'function' && !sandbox.standIns.has(value)) {
      const fn = value as () => unknown;
      value = await runTimed(sandbox, limit, () => fn());
    }
    return await runTimed(sandbox, limit, () => toPlain(value, sandbox.standIns, new Set(), 0));
  } catch (error) {
    if (error instanceof EvaluateError) throw error;
    const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
    throw new EvaluateError('threw', message, locationOf(error, sandbox) ?? { file });
  }
}

/**
 * Evaluates `file` in a child process (see `isolated-evaluation.ts`) and gives back its exported value as plain
 * data, as `evaluateInThisProcess` makes it. Throws `EvaluateError`, also when the time or memory allowed runs out.
 */
export function evaluateModule(file: string, options: EvaluateOptions = {}): Promise<unknown> {
  return evaluateInChildProcess(file, options);
}
