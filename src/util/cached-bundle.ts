/**
 * Runs one of dist/'s CommonJS bundles (the CLI, the render thread) with V8's code cache, which Node 20 has no switch
 * for: the bundle is compiled through `vm.Script` from the compiled code a start before it kept, so a start skips
 * parsing and compiling docsgen's code again (0.2-0.3 s of CPU on each of a build's two threads). The cache is a file
 * per bundle, named by the compile's fingerprint (dist/code-fingerprint.txt), Node's version and the machine, in
 * docsgen's own node_modules/.cache; a start that finds none, or one V8 refuses, runs the bundle compiled afresh and
 * writes it. The bundle's `import()` and `new Function` go through the host given here (`bundle-host-commonjs.ts`):
 * V8 gives code restored from a cache no way to load modules. Must not be bundled into those bundles, and must never
 * let the cache decide what runs: without a fingerprint, or when a file cannot be read or written, it only compiles.
 */
import { isAscii } from 'node:buffer';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { importModule, makeFunction } from './bundle-host.js';

/** What a bundle's code asks of the module system (see `bundle-host.ts`). */
export interface BundleHost {
  importModule(specifier: string): Promise<unknown>;
  makeFunction(params: readonly string[], body: string, async?: boolean): (...args: unknown[]) => unknown;
  compiledCodeReady(): void;
}

export interface BundleCache {
  /** The folder the compiled code is kept in. */
  dir: string;
  /** Names the code: a cache of another key is never read (V8 itself checks only the source's length). */
  key: string;
}

export interface LoadedBundle {
  exports: Record<string, unknown>;
  /** The code was restored from the cache rather than compiled. */
  fromCache: boolean;
  /** Keeps the code compiled so far, unless it came from the cache; once. */
  saveCache(): void;
}

/** The parameters of the function a bundle's code runs in: CommonJS's five, then the host. */
const WRAPPER_START = '(function (exports, require, module, __filename, __dirname, __docsgenBundleHost) {';

function readOrNull(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/** Runs the CommonJS bundle `file`, from `cache` when it holds the bundle's compiled code; `cache` null compiles it. */
export function loadBundle(file: string, cache: BundleCache | null, onCodeReady: (save: () => void) => void = (save) => save()): LoadedBundle {
  const base = path.basename(file);
  const cacheFile = cache && path.join(cache.dir, `${base}-${cache.key}-${process.version}-${process.arch}.v8`);
  const cachedData = cacheFile ? readOrNull(cacheFile) : null;
  // scripts/build-lib.mjs writes the bundles in ASCII, which reads as Latin-1 in well under a millisecond where decoding
  // UTF-8 takes tens; any other file is decoded.
  const bytes = readFileSync(file);
  const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
  const script = new vm.Script(`${WRAPPER_START}${source}\n})`, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const fromCache = cachedData !== null && script.cachedDataRejected === false;
  let saved = fromCache || cacheFile === null;
  const saveCache = () => {
    if (saved || !cache || !cacheFile) return;
    saved = true;
    try {
      mkdirSync(cache.dir, { recursive: true });
      const temp = `${cacheFile}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
      writeFileSync(temp, script.createCachedData());
      renameSync(temp, cacheFile);
      // The caches of earlier compiles of this bundle are of no use any more (other Node versions' are kept).
      for (const name of readdirSync(cache.dir))
        if (name.startsWith(`${base}-`) && !name.startsWith(`${base}-${cache.key}-`) && name.endsWith('.v8'))
          rmSync(path.join(cache.dir, name), { force: true });
    } catch {
      // Only a later start's speed depends on it: a folder that cannot be written leaves starts compiling.
    }
  };
  // The ES module versions do the loading and the making: they run in an ES module, where `import()` works.
  const host: BundleHost = { importModule, makeFunction, compiledCodeReady: () => onCodeReady(saveCache) };
  const module = { exports: {} as Record<string, unknown> };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file), host);
  return { exports: module.exports, fromCache, saveCache };
}

/**
 * Runs dist/'s bundle `name` (next to this module, which is in dist/ too), kept in docsgen's own
 * node_modules/.cache/docsgen/code-cache. `saveOnExit`: keep the code when the process exits (the CLI, whose commands
 * end); a render thread, which is ended from outside, keeps it when it says its code is ready (after its first page).
 */
export function runCompiledBundle(name: string, saveOnExit: boolean): Record<string, unknown> {
  const dist = path.dirname(fileURLToPath(import.meta.url));
  const file = path.join(dist, name);
  const fingerprint = readOrNull(path.join(dist, 'code-fingerprint.txt'))?.toString('utf8').trim();
  const cache = fingerprint ? { dir: path.join(dist, '..', 'node_modules', '.cache', 'docsgen', 'code-cache'), key: fingerprint.slice(0, 16) } : null;
  const loaded = loadBundle(file, cache, saveOnExit ? () => {} : (save) => save());
  if (saveOnExit && !loaded.fromCache) process.once('exit', loaded.saveCache);
  return loaded.exports;
}
