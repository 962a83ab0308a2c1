/**
 * The theme as the server render sees it. Builds use the theme compiled into docsgen; `docsgen dev` can bundle
 * theme/server.ts afresh with esbuild after a theme edit, so changed components render without a restart.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import * as compiledTheme from '../../theme/server.js';
import { packageRoot } from '../util/package-root.js';

export type ThemeModule = typeof compiledTheme;

export const builtInTheme: ThemeModule = compiledTheme;

let generation = 0;

/** Bundles theme/server.ts from source and imports it (React and other packages stay shared). */
export async function loadThemeFromSource(): Promise<ThemeModule> {
  const root = packageRoot();
  const result = await esbuild({
    entryPoints: [path.join(root, 'theme/server.ts')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    packages: 'external',
    logLevel: 'silent',
  });
  // Inside the package so `react` resolves to the same copy the generator uses.
  const dir = path.join(root, 'node_modules/.cache/docsgen');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `theme-${process.pid}-${++generation}.mjs`);
  writeFileSync(file, result.outputFiles[0]!.text);
  return (await import(pathToFileURL(file).href)) as ThemeModule;
}
