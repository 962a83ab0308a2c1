/**
 * The renderers a site installs only when it uses them: KaTeX for math and Mermaid for diagrams. They are
 * docsgen's optional peer dependencies (remark-math and rehype-katex, small, are bundled into docsgen and import
 * KaTeX), looked for where docsgen itself is installed (the site's node_modules). Says whether a package is there, which folder it is in, and the `npm install` line
 * that adds a missing one, with the versions docsgen's package.json names. Also finds the folder of any package
 * from a given `require` (the migration's, from the site's files). Loads none of them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageRoot } from './package-root.js';

/** What each optional feature needs installed. */
export const OPTIONAL_FEATURES = {
  math: ['katex'],
  mermaid: ['mermaid'],
} as const;

export type OptionalFeature = keyof typeof OPTIONAL_FEATURES;

const require = createRequire(import.meta.url);

/** The package a specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The folder of an installed package, resolved as docsgen's own imports are (or as `from` resolves it); null when it
 * is not installed.
 */
export function installedPackageDir(name: string, from: NodeJS.Require = require): string | null {
  let entry: string;
  try {
    entry = from.resolve(name);
  } catch {
    return null;
  }
  // Up from its main file to its own package.json (a package need not export that file).
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name) return dir;
  }
  return null;
}

let peerRanges: Record<string, string> | null = null;

/** `npm install katex@^0.16.47`: the line that installs what `feature` needs. */
export function installLine(feature: OptionalFeature): string {
  peerRanges ??=
    (JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { peerDependencies?: Record<string, string> }).peerDependencies ?? {};
  const ranges = peerRanges;
  return `npm install ${OPTIONAL_FEATURES[feature].map((name) => (ranges[name] ? `${name}@${ranges[name]}` : name)).join(' ')}`;
}

/** True when `error` is Node's "cannot find package" for one of `names` (an import of a package not installed). */
export function isMissingPackage(error: unknown, names: readonly string[]): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return false;
  return typeof message === 'string' && names.some((name) => message.includes(`'${name}'`) || message.includes(`"${name}"`));
}
