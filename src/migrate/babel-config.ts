/**
 * The site's Babel config (`babel.config.js` and its kin), as a migration note: Docusaurus compiles the site's code
 * with it, docsgen with esbuild, so the presets and plugins it adds to Docusaurus' own preset do not run, and the
 * site should hear so rather than meet components that fail or render differently. The config runs only in the
 * isolated evaluation (its own code); this module names what it lists and never compiles anything with it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { evaluateModule } from './evaluate-module.js';
import { isObject } from './notes.js';
import { installedRequest } from './installed-path.js';

/** Babel's config files, in the order Babel looks for them in a project folder. */
export const BABEL_CONFIG_FILES = [
  'babel.config.js',
  'babel.config.cjs',
  'babel.config.mjs',
  'babel.config.json',
  '.babelrc',
  '.babelrc.json',
  '.babelrc.js',
  '.babelrc.cjs',
];

/** Docusaurus' own preset, which docsgen's compile stands in for. */
const DOCUSAURUS_PRESET = /@docusaurus\/(core\/lib\/babel\/preset|babel\/preset)/;

/** The package a preset or plugin entry names (`'x'`, `['x', options]`, a resolved path into node_modules), or null. */
export function babelEntryName(entry: unknown): string | null {
  const name = Array.isArray(entry) ? entry[0] : entry;
  if (typeof name !== 'string' || name === '') return null;
  return installedRequest(name) ?? name.replace(/\\/g, '/');
}

/** The presets and plugins a Babel config adds to Docusaurus' preset, by name (a function or stand-in: `a function`). */
export function addedBabelEntries(config: unknown): string[] {
  if (!isObject(config)) return [];
  const entries = [...(Array.isArray(config.presets) ? config.presets : []), ...(Array.isArray(config.plugins) ? config.plugins : [])];
  return entries.map((entry) => babelEntryName(entry) ?? 'a function').filter((name) => !DOCUSAURUS_PRESET.test(name));
}

/** A `migrate-babel-not-run` note for the site's Babel config when it adds presets or plugins (none otherwise). */
export async function babelConfigNotes(root: string, timeoutMs?: number): Promise<Diagnostic[]> {
  const file = BABEL_CONFIG_FILES.find((name) => existsSync(path.join(root, name)));
  if (!file) return [];
  let added: string[];
  try {
    // A JSON config (`.babelrc`, `babel.config.json`) is data; a code config runs as the Docusaurus config does.
    const config = /\.[cm]?js$/.test(file)
      ? await evaluateModule(path.join(root, file), { timeoutMs, cwd: root })
      : (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown);
    added = addedBabelEntries(config);
  } catch {
    // A config that does not run is named without its entries: it did not run under docsgen either way.
    added = ['(its code failed to run here)'];
  }
  return added.length ? [diagnostic('migrate-babel-not-run', 'warning', { file, entries: added }, { file, line: 1 })] : [];
}
