/**
 * Where an MDX import leads, as pure path logic: a theme module (`@theme/Tabs`, `@docusaurus/Link`), a partial
 * (`.md`/`.mdx`), or a module of the site (a relative path, `@site/…`, `@components/…`) identified by its path
 * relative to the site root without extension, which is how the site's component bundle keys its modules.
 * Reads no files and loads nothing.
 */
import path from 'node:path';

export type ImportTarget =
  | { kind: 'theme'; source: string }
  | { kind: 'partial'; sitePath: string }
  | { kind: 'site'; key: string }
  /** A package from the site's node_modules (`clsx`): bundled like the site's own modules, keyed by its name. */
  | { kind: 'package'; key: string };

const THEME_PREFIXES = ['@theme/', '@theme-original/', '@docusaurus/'];

/** `file`: the importing file relative to the site root (`docs/guide/a.mdx`). */
export function importTarget(source: string, file: string): ImportTarget {
  if (THEME_PREFIXES.some((p) => source.startsWith(p))) return { kind: 'theme', source: source.replace(/^@theme-original\//, '@theme/') };
  let sitePath: string | null = null;
  if (source.startsWith('./') || source.startsWith('../')) sitePath = path.posix.join(path.posix.dirname(file), source);
  else if (source.startsWith('@site/')) sitePath = path.posix.normalize(source.slice('@site/'.length));
  else if (source.startsWith('@components/')) sitePath = path.posix.join('components', source.slice('@components/'.length));
  if (sitePath === null) return { kind: 'package', key: source };
  if (/\.mdx?$/i.test(sitePath)) return { kind: 'partial', sitePath };
  return { kind: 'site', key: sitePath.replace(/\.(tsx?|jsx?|mjs|cjs)$/, '') };
}

/** Whether a site path stays inside the site's folder (imports may not reach outside it). */
export function insideSite(sitePath: string): boolean {
  return !sitePath.startsWith('../') && sitePath !== '..' && !path.posix.isAbsolute(sitePath);
}

/** Every `import … from '…'` source in MDX text: a line scan for bundling ahead of the parse, not a parser. */
export function importSourcesOf(text: string): string[] {
  const sources: string[] = [];
  for (const match of text.matchAll(/^import\s[\s\S]*?\bfrom\s*['"]([^'"\n]+)['"]|^import\s*['"]([^'"\n]+)['"]/gm)) {
    sources.push((match[1] ?? match[2])!);
  }
  return sources;
}
