/**
 * Bundles the theme's browser entry and its CSS with esbuild into content-hashed files under `assets/`.
 * Returns the files in memory; writing them is the sink's job. The result is cached per process by the
 * theme's source so repeated builds (tests, dev) do not pay for it twice.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import fg from 'fast-glob';
import { packageRoot } from '../util/package-root.js';
import { overrideBundleFailure, overridePlugin, withOverrideStyles, type ThemeOverrides } from '../render/theme-overrides.js';

export interface ClientBundle {
  files: { path: string; contents: Uint8Array }[];
  scriptPath: string;
  stylePath: string;
  /** The search Web Worker (the embedded engine), loaded only when search is used. */
  searchWorkerPath: string;
}

let cache: { key: string; bundle: ClientBundle } | null = null;

function themeFingerprint(themeDir: string): string {
  const hash = createHash('sha256');
  for (const file of fg.sync('**/*.{ts,tsx,css}', { cwd: themeDir }).sort()) {
    hash.update(file).update(readFileSync(path.join(themeDir, file)));
  }
  return hash.digest('hex');
}

/**
 * `overrides`: a site's own theme components (theme-overrides.ts), swapped in; a bundle of them that fails
 * throws a `BuildFailure` with located errors. Without overrides the bundle is the theme's alone.
 */
export async function bundleClient(overrides: ThemeOverrides | null = null): Promise<ClientBundle> {
  const themeDir = path.join(packageRoot(), 'theme');
  const key = themeFingerprint(themeDir) + (overrides ? `:${overrides.dir}:${overrides.fingerprint}` : '');
  if (cache?.key === key) return cache.bundle;
  const result = await esbuild({
    ...(overrides ? { plugins: [overridePlugin(overrides, 'browser')] } : {}),
    entryPoints: {
      app: path.join(themeDir, 'client/entry.tsx'),
      style: path.join(themeDir, 'styles/index.css'),
      'search-worker': path.join(themeDir, 'search/worker.ts'),
    },
    absWorkingDir: packageRoot(),
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    jsx: 'automatic',
    outdir: 'assets',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    // Lazy parts (the search modal and client) become chunks loaded on first use.
    splitting: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
  }).catch((error: unknown) => {
    throw (overrides && overrideBundleFailure(error, overrides)) || error;
  });
  const emitted = result.outputFiles.map((f) => ({ path: path.relative(packageRoot(), f.path).split(path.sep).join('/'), contents: f.contents }));
  const files = overrides ? withOverrideStyles(emitted) : emitted;
  const named = (prefix: string, ext: string) => files.find((f) => f.path.startsWith(`assets/${prefix}-`) && f.path.endsWith(ext))!.path;
  const bundle = { files, scriptPath: named('app', '.js'), stylePath: named('style', '.css'), searchWorkerPath: named('search-worker', '.js') };
  cache = { key, bundle };
  return bundle;
}

/** The dev server's live-update client (not part of any build output). */
export async function bundleDevClient(): Promise<string> {
  const result = await esbuild({
    entryPoints: [path.join(packageRoot(), 'theme/client/dev-client.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: ['es2020'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
