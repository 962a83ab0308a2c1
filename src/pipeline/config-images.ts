/**
 * The config's logo images that are files of the site folder rather than of the static one (Starlight's
 * `logo: { src: './src/assets/logo.svg' }`): each is copied under its content hash, as a page's own image is
 * (`assets/img/logo-1a2b3c4d.svg`), and the theme is given that address. A path the static folder holds keeps
 * its address (Docusaurus' `img/logo.svg`); a missing file is left for the link check, which names the static
 * folder. Reads files through the site's file lookup (nothing outside the site folder); writes nothing.
 */
import path from 'node:path';
import { hashedAssetFile, isExternalUrl } from '../../core/urls.js';
import type { SiteConfig } from '../config/schema.js';
import { OUTSIDE_SITE, type AssetCopy } from '../markdown/context.js';
import { siteFileLookup } from './asset-files.js';

/** The logo images the config writes: navbar and footer, light and dark. */
export function configLogoImages(config: Pick<SiteConfig, 'logo' | 'footer'>): string[] {
  const written = [config.logo?.src, config.logo?.srcDark, config.footer.logo?.src, config.footer.logo?.srcDark];
  return [...new Set(written.filter((src): src is string => !!src && !isExternalUrl(src)))];
}

/** Written image path → the copy that stands for it, for those found in the site folder but not in the static one. */
export function configImageAssets(root: string, config: Pick<SiteConfig, 'logo' | 'footer' | 'staticDir'>): Map<string, AssetCopy> {
  const lookup = siteFileLookup(root, config.staticDir);
  const assets = new Map<string, AssetCopy>();
  for (const written of configLogoImages(config)) {
    // Only an address relative to the site folder (`./src/assets/x.svg`, `src/assets/x.svg`), never `/x.svg`.
    if (written.startsWith('/')) continue;
    const inStatic = lookup.read(path.posix.join(lookup.staticDir, written.replace(/^\.\//, '')));
    if (inStatic !== null) continue;
    const source = path.posix.normalize(written);
    if (source.startsWith('..')) continue;
    const facts = lookup.read(source);
    if (facts === null || facts === OUTSIDE_SITE) continue;
    assets.set(written, { source, output: hashedAssetFile('img', path.posix.basename(source), facts.hash) });
  }
  return assets;
}
