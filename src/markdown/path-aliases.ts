/**
 * The site's path aliases (`markdown.pathAliases`, tsconfig `paths` as `docsgen init` carries them): the one rule by
 * which an aliased address names a file of the site, for images and linked files, MDX imports and the bundler alike.
 * Pure path arithmetic: reads no file.
 */
import path from 'node:path';

/** The site path an aliased address names (`{ '~/': 'src/' }`: `~/assets/a.png` → `src/assets/a.png`), or null when no alias prefixes it. */
export function aliasedPath(address: string, aliases: Readonly<Record<string, string>>): string | null {
  for (const [prefix, folder] of Object.entries(aliases)) if (address.startsWith(prefix)) return path.posix.join(folder, address.slice(prefix.length));
  return null;
}
