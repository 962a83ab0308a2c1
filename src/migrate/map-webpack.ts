/**
 * Carries what a Docusaurus plugin's `configureWebpack` gives webpack (read by webpack-settings.ts) into docsgen's
 * `bundle` key: aliases and fallbacks whose targets are packages or files of the site, definitions docsgen's bundler
 * takes (JSON or a global name), extensions tried first, and extensions imported as text. What cannot be carried
 * (a target outside the site, code as a definition, loaders docsgen does not run) is named in the plugin's note.
 * Pure: no file access.
 */
import path from 'node:path';
import { EXTENSION, GLOBAL_NAME, isDefineValue, isTextExtension, MODULE_REQUEST, type UserConfig } from '../config/schema.js';
import type { KeyPath, Notes } from './notes.js';
import type { WebpackReading } from './webpack-settings.js';
import { installedRequest } from './installed-path.js';

export type CarriedBundle = NonNullable<UserConfig['bundle']> & {
  alias: Record<string, string | false>;
  fallback: Record<string, string | false>;
  define: Record<string, string>;
  extensions: string[];
  text: string[];
};

export const emptyBundle = (): CarriedBundle => ({ alias: {}, fallback: {}, define: {}, extensions: [], text: [] });

/**
 * An alias target as docsgen's `bundle` takes it: a package as written, a file of the site as `./path`, a file inside
 * a `node_modules` folder as the package request it is (`require.resolve('buffer/')` → `buffer/index.js`); null
 * for a path outside the site.
 */
export function bundleTarget(target: string | false, siteDir: string): string | false | null {
  if (target === false) return false;
  const absolute = path.isAbsolute(target) ? target : target.startsWith('.') ? path.resolve(siteDir, target) : null;
  if (absolute === null) return MODULE_REQUEST.test(target) ? target : null;
  const installed = installedRequest(absolute);
  if (installed) return installed;
  const relative = path.relative(siteDir, absolute);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return `./${relative.split(path.sep).join('/')}`;
}

/**
 * Adds what `reading` carries to `bundle` (a later plugin's entry wins, as webpack merges them) and notes the plugin:
 * what was carried, what was left out and which of its other methods do not run.
 */
export function carryWebpackReading(reading: WebpackReading, bundle: CarriedBundle, siteDir: string, notes: Notes, keyPath: KeyPath, plugin: string): void {
  if (reading.failed !== undefined) {
    notes.notCarried(keyPath, 'webpack-unreadable', `${plugin}: ${reading.failed}`);
    return;
  }
  const carried: string[] = [];
  const left = [...reading.left];
  for (const kind of ['alias', 'fallback'] as const) {
    for (const [request, target] of Object.entries(reading[kind])) {
      const to = bundleTarget(target, siteDir);
      if (!MODULE_REQUEST.test(request) || to === null)
        left.push(`resolve.${kind} \`${request}\` (${target === false ? 'false' : target}: not a package or a file of the site)`);
      else {
        bundle[kind][request] = to;
        carried.push(`${kind} \`${request}\``);
      }
    }
  }
  for (const [name, value] of Object.entries(reading.define)) {
    if (GLOBAL_NAME.test(name) && isDefineValue(value)) {
      bundle.define[name] = value;
      carried.push(`define \`${name}\``);
    } else left.push(`the definition of \`${name}\` (code, not JSON or a name)`);
  }
  for (const ext of reading.extensions) {
    if (!EXTENSION.test(ext)) continue;
    if (!bundle.extensions.includes(ext)) bundle.extensions.push(ext);
    carried.push(`extension \`${ext}\``);
  }
  for (const ext of reading.text) {
    if (!isTextExtension(ext)) left.push(`the rule importing ${ext} files as text`);
    else {
      if (!bundle.text.includes(ext)) bundle.text.push(ext);
      carried.push(`text \`${ext}\``);
    }
  }
  notes.changed(keyPath, { variant: 'webpack-carried', plugin, carried, left, otherMethods: reading.otherMethods });
}

/** The `bundle` key to write: only its lists and tables that hold something, or undefined when none does. */
export function bundleToWrite(bundle: CarriedBundle): UserConfig['bundle'] | undefined {
  const written = Object.fromEntries(
    Object.entries(bundle).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : Object.keys(value as object).length > 0)),
  );
  return Object.keys(written).length ? (written as UserConfig['bundle']) : undefined;
}
