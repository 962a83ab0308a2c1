/**
 * The theme as the server render sees it. Builds use the theme compiled into docsgen; `docsgen dev` can bundle
 * theme/server.ts afresh with esbuild after a theme edit, so changed components render without a restart, and a
 * site that overrides theme components (`theme-overrides/`, see theme-overrides.ts) gets a bundle with its own
 * components swapped in. A site that overrides nothing never bundles anything here. Bundles only the server side:
 * the browser bundle is emit/client-bundle.ts, and the site session (session/site-session.ts) loads both; must not
 * import emit/ (which imports render/).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { importModule } from '../util/bundle-host.js';
import { esbuild } from '../util/esbuild.js';
import * as compiledTheme from '../../theme/server.js';
import { packageRoot } from '../util/package-root.js';
import { overrideBundleFailure, overridePlugin, overrideRenderFailure, type ThemeOverrides } from './theme-overrides.js';

export type ThemeModule = typeof compiledTheme;

export const builtInTheme: ThemeModule = compiledTheme;

/** The Docusaurus modules the theme provides to pages and components (`@theme/Tabs`, `@docusaurus/Link`…), sorted. */
export const PROVIDED_MODULES: readonly string[] = Object.keys(compiledTheme.themeImports)
  .filter((name) => /^@(theme|docusaurus)\//.test(name))
  .sort();

let generation = 0;
/** Bundled theme files this process wrote, removed as it exits. */
const written = new Set<string>();

/** Each theme bundled with a site's overrides → the overrides and the file it was loaded from (worker threads load it too). */
const bundled = new WeakMap<ThemeModule, ThemeSource>();

/**
 * Bundles theme/server.ts from source and imports it (React and other packages stay shared). With `overrides`,
 * the site's components are swapped in; a bundle that fails then throws a `BuildFailure` with located errors.
 */
export async function loadThemeFromSource(overrides: ThemeOverrides | null = null): Promise<ThemeModule> {
  const root = packageRoot();
  // Inside the package so `react` resolves to the same copy the generator uses.
  const dir = path.join(root, 'node_modules/.cache/docsgen');
  const file = path.join(dir, `theme-${process.pid}-${++generation}.mjs`);
  let result;
  try {
    result = await esbuild({
      entryPoints: [path.join(root, 'theme/server.ts')],
      absWorkingDir: root,
      bundle: true,
      write: false,
      outfile: file,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      logLevel: 'silent',
      ...(overrides
        ? { plugins: [overridePlugin(overrides, 'server')], sourcemap: 'inline' as const, sourcesContent: false }
        : { packages: 'external' as const }),
    });
  } catch (error) {
    throw (overrides && overrideBundleFailure(error, overrides)) || error;
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, result.outputFiles.find((f) => f.path.endsWith('.mjs'))!.text);
  // Worker threads import it while this process runs; nothing needs it afterwards.
  if (written.size === 0) process.once('exit', () => written.forEach((f) => rmSync(f, { force: true })));
  written.add(file);
  // Stack traces of a throwing override then name its own file and line.
  if (overrides) process.setSourceMapsEnabled(true);
  const theme = (await importModule(pathToFileURL(file).href)) as ThemeModule;
  bundled.set(theme, { overrides, file });
  return theme;
}

/** Where a bundled theme came from (plain data), for worker threads to load it too; null for the compiled-in theme. */
export interface ThemeSource {
  file: string;
  overrides: ThemeOverrides | null;
}

export function themeSourceOf(theme: ThemeModule | undefined): ThemeSource | null {
  return (theme && bundled.get(theme)) || null;
}

/** Loads a theme bundled by `loadThemeFromSource`, in another thread. */
export async function importThemeFile({ file, overrides }: ThemeSource): Promise<ThemeModule> {
  process.setSourceMapsEnabled(true);
  const theme = (await importModule(pathToFileURL(file).href)) as ThemeModule;
  bundled.set(theme, { file, overrides });
  return theme;
}

/**
 * A page render that threw: with a theme carrying a site's overrides, a located error naming the override's
 * file and line; otherwise the error as it is.
 */
export function themeRenderError(theme: ThemeModule, error: unknown, route: string): unknown {
  const overrides = bundled.get(theme)?.overrides;
  return overrides ? overrideRenderFailure(error, overrides, route) : error;
}
