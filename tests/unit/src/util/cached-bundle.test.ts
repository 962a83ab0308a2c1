/**
 * dist/'s CommonJS bundles run from V8's code cache (src/util/cached-bundle.ts): a start that finds the cache runs the
 * same code as one that compiles it, loads modules and makes functions that load modules either way, and never
 * reads a cache of other code. Each start is a process of its own (tests/support/cached-bundle-start.mts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A bundle as build-lib makes them: CommonJS, reaching modules and function making through its host. */
const BUNDLE = `"use strict";
// Caf\u00e9 in a comment, as esbuild leaves comments.
exports.answer = () => 6 * 7;
exports.loadPath = () => __docsgenBundleHost.importModule('node:path').then((m) => typeof m.join);
exports.madeLoads = () => __docsgenBundleHost.makeFunction([], 'return import("node:os").then((m) => typeof m.cpus);')();
exports.madeAsync = () => __docsgenBundleHost.makeFunction(['x'], 'return await Promise.resolve(x + 1);', true)(1);
exports.word = "na\u00efve";
`;
const DID = { answer: 42, path: 'function', made: 'function', madeAsync: 2, word: 'na\u00efve' };

const tsx = createRequire(import.meta.url).resolve('tsx');
const script = path.resolve('tests/support/cached-bundle-start.mts');

let dir: string;
let bundle: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'docsgen-cached-bundle-'));
  bundle = path.join(dir, 'bundle.cjs');
  writeFileSync(bundle, BUNDLE);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One start with the cache in `cache` ('' for none) under `key`; `save` keeps the code as it ends. */
function start(cache: string, key: string, save = false): typeof DID & { fromCache: boolean } {
  const out = execFileSync(process.execPath, ['--import', tsx, script, bundle, cache, key, ...(save ? ['save'] : [])], { encoding: 'utf8' });
  return JSON.parse(out) as typeof DID & { fromCache: boolean };
}
const files = (cache: string) => readdirSync(cache).sort();
const cacheName = (key: string) => `bundle.cjs-${key}-${process.version}-${process.arch}.v8`;

describe('a CommonJS bundle run with the code cache', () => {
  it('behaves the same compiled afresh and restored from the cache, import() and made functions included', () => {
    const cache = path.join(dir, 'same');
    expect(start(cache, 'k1', true)).toEqual({ ...DID, fromCache: false });
    expect(files(cache)).toEqual([cacheName('k1')]);
    expect(start(cache, 'k1')).toEqual({ ...DID, fromCache: true });
  });

  it('never reads the cache of other code, and drops it once the new code is kept', () => {
    const cache = path.join(dir, 'keys');
    start(cache, 'old', true);
    // The same code's cache for another Node version stays: a machine may switch between two.
    const otherNode = `bundle.cjs-new-v0.0.0-${process.arch}.v8`;
    writeFileSync(path.join(cache, otherNode), 'another Node version');
    expect(start(cache, 'new', true).fromCache).toBe(false);
    expect(files(cache)).toEqual([cacheName('new'), otherNode].sort());
  });

  it('compiles afresh over a cache file V8 refuses, and replaces it', () => {
    const cache = path.join(dir, 'refused');
    start(cache, 'k1', true);
    writeFileSync(path.join(cache, cacheName('k1')), 'not compiled code at all');
    expect(start(cache, 'k1', true)).toEqual({ ...DID, fromCache: false });
    expect(start(cache, 'k1').fromCache).toBe(true);
  });

  it('runs without a cache when none is given, and when its folder cannot be written', () => {
    expect(start('', 'k1', true)).toEqual({ ...DID, fromCache: false });
    // A file where the folder should be: nothing can be kept, and nothing fails.
    writeFileSync(path.join(dir, 'blocked'), '');
    expect(start(path.join(dir, 'blocked', 'cache'), 'k1', true)).toEqual({ ...DID, fromCache: false });
  });
});
