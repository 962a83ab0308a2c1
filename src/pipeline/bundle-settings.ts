/**
 * The site's `bundle` settings (config/schema.ts) as esbuild takes them: its aliases and fallbacks as a resolve
 * plugin with webpack's matching rules (`'x$'` that import alone, `'x'` also `x/...`; `false` an empty module; a
 * fallback only where the import resolves to nothing otherwise), and its defines, extensions and text extensions
 * merged into docsgen's own options. Resolves only to packages and to paths inside the site; reads no file itself.
 */
import path from 'node:path';
import type { ImportKind, Loader, Plugin } from 'esbuild';
import type { SiteConfig } from '../config/schema.js';

export type BundleSettings = SiteConfig['bundle'];

const IGNORED = 'docsgen-ignored-module';

/** The target of `request` under `table` (the longest key that matches), or undefined when no key does. */
export function aliasedRequest(request: string, table: Readonly<Record<string, string | false>>): string | false | undefined {
  let best: { key: string; rest: string; target: string | false } | null = null;
  for (const [key, target] of Object.entries(table)) {
    const exact = key.endsWith('$');
    const name = exact ? key.slice(0, -1) : key;
    const rest = request === name ? '' : !exact && request.startsWith(`${name}/`) ? request.slice(name.length) : null;
    if (rest === null) continue;
    if (!best || name.length > best.key.length) best = { key: name, rest, target };
  }
  if (!best) return undefined;
  return best.target === false ? false : best.target + best.rest;
}

/** Where an aliased import is looked for: a `./` path from the site folder, a package from the importing file. */
function requestOf(root: string, target: string): string {
  return target.startsWith('./') ? path.join(root, target) : target;
}

/** The aliases and fallbacks of the site's bundle settings, as an esbuild plugin (none: a plugin that does nothing). */
export function configuredResolution(root: string, settings: Pick<BundleSettings, 'alias' | 'fallback'>): Plugin {
  return {
    name: 'docsgen-bundle-settings',
    setup(build) {
      const aliased = Object.keys(settings.alias).length > 0;
      const fallbacks = Object.keys(settings.fallback).length > 0;
      if (!aliased && !fallbacks) return;
      const again = { docsgenBundleSettings: true };
      const resolveAs = async (request: string, args: { resolveDir: string; kind: ImportKind }) => {
        const found = await build.resolve(requestOf(root, request), { resolveDir: args.resolveDir, kind: args.kind, pluginData: again });
        if (found.errors.length) return { errors: found.errors };
        return { path: found.path, external: found.external, namespace: found.namespace, sideEffects: found.sideEffects };
      };
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if ((args.pluginData as typeof again | undefined)?.docsgenBundleSettings) return undefined;
        const target = aliased ? aliasedRequest(args.path, settings.alias) : undefined;
        if (target === false) return { path: args.path, namespace: IGNORED };
        if (target !== undefined) return resolveAs(target, args);
        const fallback = fallbacks ? aliasedRequest(args.path, settings.fallback) : undefined;
        if (fallback === undefined) return undefined;
        const own = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: again });
        if (!own.errors.length) return { path: own.path, external: own.external, namespace: own.namespace, sideEffects: own.sideEffects };
        if (fallback === false) return { path: args.path, namespace: IGNORED };
        return resolveAs(fallback, args);
      });
      // webpack's `false`: the import gives an empty module.
      build.onLoad({ filter: /.*/, namespace: IGNORED }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
    },
  };
}

/** docsgen's own esbuild options with the site's defines, extensions (tried first) and text extensions added. */
export function withBundleSettings<T extends { define: Record<string, string>; resolveExtensions: string[]; loader: Record<string, Loader> }>(
  options: T,
  settings: Pick<BundleSettings, 'define' | 'extensions' | 'text'>,
): T {
  return {
    ...options,
    // docsgen's own names (`process.env.NODE_ENV`) keep their values.
    define: { ...settings.define, ...options.define },
    resolveExtensions: [...settings.extensions.filter((ext) => !options.resolveExtensions.includes(ext)), ...options.resolveExtensions],
    loader: { ...options.loader, ...Object.fromEntries(settings.text.map((ext) => [ext, 'text' as const])) },
  };
}
