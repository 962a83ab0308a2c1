/**
 * The aliases of `bundle.alias` that name a folder of the site (`'@components': './src/components'`, as a Docusaurus
 * plugin's `configureWebpack` gives them), as path-alias prefixes (`'@components/': 'src/components/'`), so that a
 * page's imports, images and links read them as the site's bundled modules do. Exact-match keys (`x$`), `false` and
 * package targets stay the bundler's alone. Pure.
 */
import path from 'node:path';

export function folderAliasesOf(alias: Readonly<Record<string, string | false>>): Record<string, string> {
  const prefixes: Record<string, string> = {};
  for (const [key, target] of Object.entries(alias)) {
    if (key.endsWith('$') || typeof target !== 'string' || !target.startsWith('./')) continue;
    const folder = path.posix.normalize(target);
    if (folder === '..' || folder.startsWith('../')) continue;
    prefixes[`${key.replace(/\/+$/, '')}/`] = folder === '.' ? '' : `${folder.replace(/\/+$/, '')}/`;
  }
  return prefixes;
}
