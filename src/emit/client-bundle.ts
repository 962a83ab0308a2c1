/**
 * Bundles the theme's browser entry and its CSS with esbuild into content-hashed files under `assets/`.
 * Returns the files in memory; writing them is the sink's job. The theme as shipped is bundled once when docsgen
 * itself is compiled (`dist/client/`, see `writePrebuiltClient`) and read from there while its sources and the
 * bundle settings match; a site with theme overrides is bundled per build. The result is cached per process by
 * the theme's source so repeated builds (tests, dev) do not pay for it twice.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { relativePosixPath } from '../util/paths.js';
import type { BuildOptions } from 'esbuild';
import { esbuild } from '../util/esbuild.js';
import fg from 'fast-glob';
import { packageRoot } from '../util/package-root.js';
import { overrideBundleFailure, overridePlugin, withOverrideStyles, type ThemeOverrides } from '../render/theme-overrides.js';

export interface ClientBundle {
  files: { path: string; contents: Uint8Array }[];
  scriptPath: string;
  stylePath: string;
  /** The search Web Worker (the embedded engine), loaded only when search is used. */
  searchWorkerPath: string;
  /** Read from the bundle compiled with docsgen (dist/client/) instead of bundled by this build. */
  prebuilt?: true;
}

let cache: { key: string; bundle: ClientBundle } | null = null;

/** The sources the client bundle is made of: the theme and the `core/` modules it imports (beside it in the package). */
function themeFingerprint(themeDir: string): string {
  const hash = createHash('sha256');
  for (const dir of [themeDir, path.join(themeDir, '..', 'core')]) {
    for (const file of fg.sync('**/*.{ts,tsx,css}', { cwd: dir }).sort())
      hash.update(`${path.basename(dir)}/${file}`).update(readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex');
}

/** esbuild's settings for the client (without plugins). */
function clientBuildOptions(themeDir: string): BuildOptions {
  return {
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
  };
}

/** Where the compiled docsgen keeps the theme's bundle, and the manifest naming it. */
const prebuiltDir = () => path.join(packageRoot(), 'dist/client');
interface PrebuiltManifest {
  key: string;
  scriptPath: string;
  stylePath: string;
  searchWorkerPath: string;
  files: string[];
}

/** The key a prebuilt bundle must carry to be used: the theme's sources and the settings it was made with. */
function prebuiltKey(themeDir: string, fingerprint: string): string {
  // Without docsgen's own folder in it, so a bundle made before packing still matches once installed elsewhere.
  const settings = JSON.stringify(clientBuildOptions(themeDir)).replaceAll(packageRoot(), '');
  return createHash('sha256').update(fingerprint).update(settings).digest('hex');
}

function readPrebuilt(key: string): ClientBundle | null {
  try {
    const manifest = JSON.parse(readFileSync(path.join(prebuiltDir(), 'manifest.json'), 'utf8')) as PrebuiltManifest;
    if (manifest.key !== key) return null;
    const files = manifest.files.map((file) => ({ path: file, contents: new Uint8Array(readFileSync(path.join(prebuiltDir(), file))) }));
    return { files, scriptPath: manifest.scriptPath, stylePath: manifest.stylePath, searchWorkerPath: manifest.searchWorkerPath, prebuilt: true };
  } catch {
    return null;
  }
}

/**
 * Bundles the theme as shipped into `dist/client/` (run when docsgen is compiled). A bundle equal to the one there
 * leaves the folder untouched, so that builds running meanwhile (tests, while `npm pack` compiles) keep reading it.
 */
export async function writePrebuiltClient(): Promise<void> {
  const themeDir = path.join(packageRoot(), 'theme');
  const bundle = await bundleClient(null, { ignorePrebuilt: true });
  const dir = prebuiltDir();
  const manifest: PrebuiltManifest = {
    key: prebuiltKey(themeDir, themeFingerprint(themeDir)),
    scriptPath: bundle.scriptPath,
    stylePath: bundle.stylePath,
    searchWorkerPath: bundle.searchWorkerPath,
    files: bundle.files.map((f) => f.path),
  };
  const manifestText = JSON.stringify(manifest, null, 2);
  if (holds(path.join(dir, 'manifest.json'), manifestText) && bundle.files.every((file) => holds(path.join(dir, file.path), file.contents))) return;
  rmSync(dir, { recursive: true, force: true });
  for (const file of bundle.files) {
    mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
    writeFileSync(path.join(dir, file.path), file.contents);
  }
  writeFileSync(path.join(dir, 'manifest.json'), manifestText);
}

/** Whether `file` exists with exactly these contents. */
function holds(file: string, contents: string | Uint8Array): boolean {
  try {
    return readFileSync(file).equals(typeof contents === 'string' ? Buffer.from(contents) : contents);
  } catch {
    return false;
  }
}

/**
 * `overrides`: a site's own theme components (theme-overrides.ts), swapped in; a bundle of them that fails
 * throws a `BuildFailure` with located errors. Without overrides the bundle is the theme's alone, read from
 * `dist/client/` when that was made from the same sources.
 */
export async function bundleClient(overrides: ThemeOverrides | null = null, options: { ignorePrebuilt?: boolean } = {}): Promise<ClientBundle> {
  const themeDir = path.join(packageRoot(), 'theme');
  const fingerprint = themeFingerprint(themeDir);
  const key = fingerprint + (overrides ? `:${overrides.dir}:${overrides.fingerprint}` : '');
  // A caller that asks for a fresh bundle never gets the prebuilt one this process read earlier.
  if (cache?.key === key && !(options.ignorePrebuilt && cache.bundle.prebuilt)) return cache.bundle;
  const prebuilt = overrides || options.ignorePrebuilt ? null : readPrebuilt(prebuiltKey(themeDir, fingerprint));
  if (prebuilt) {
    cache = { key, bundle: prebuilt };
    return prebuilt;
  }
  const result = await esbuild({
    ...(overrides ? { plugins: [overridePlugin(overrides, 'browser')] } : {}),
    ...clientBuildOptions(themeDir),
    write: false,
  }).catch((error: unknown) => {
    throw (overrides && overrideBundleFailure(error, overrides)) || error;
  });
  const emitted = result.outputFiles.map((f) => ({ path: relativePosixPath(packageRoot(), f.path), contents: f.contents }));
  const files = overrides ? withOverrideStyles(emitted) : emitted;
  const named = (prefix: string, ext: string) => files.find((f) => f.path.startsWith(`assets/${prefix}-`) && f.path.endsWith(ext))!.path;
  const bundle = { files, scriptPath: named('app', '.js'), stylePath: named('style', '.css'), searchWorkerPath: named('search-worker', '.js') };
  // A bundle made only to write dist/client/ does not stand in for the prebuilt one in this process.
  if (!options.ignorePrebuilt) cache = { key, bundle };
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
