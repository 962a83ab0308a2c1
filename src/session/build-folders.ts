/**
 * The folder checks a build makes before it reads, writes or deletes anything: the cache folder before the config
 * is loaded (the compiled config is kept in it), then the output and cache folders against the site's own folders.
 * Returns problems as diagnostics; touches no file.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { lineOfKey } from '../config/load.js';
import type { SiteConfig } from '../config/schema.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { cacheFolderProblem, isMarkedCache, outputFolderProblem } from '../pipeline/folder-guard.js';
import { OVERRIDES_DIR } from '../render/theme-overrides.js';
import { DEFAULT_CACHE_DIR, type BuildOptions } from './build-options.js';
import type { LoadedSite } from './site-session.js';

/**
 * The folders a site's content is read from, absolute (docs, static files, translations, versions, the theme, blog
 * and pages): what no output or cache folder may be, hold or lie in.
 */
export function sourceFoldersOf(root: string, config: SiteConfig): string[] {
  const instances = config.docsInstances.flatMap(({ id, path: folder }) => [folder, `${id}_versioned_docs`, `${id}_versioned_sidebars`]);
  const blog = config.blog ? [config.blog.path] : [];
  const pages = config.pages ? [config.pages.path] : [];
  return [config.docs.path, config.staticDir, 'i18n', 'versioned_docs', 'versioned_sidebars', OVERRIDES_DIR, 'src', ...instances, ...blog, ...pages].map(
    (folder) => path.resolve(root, folder),
  );
}

/** The cache folder a build uses (absolute, null for none), and its problem known before the config is read. */
export function buildCacheFolder(root: string, options: BuildOptions): { dir: string | null; problem: Diagnostic | null } {
  const setting = options.cacheDir ?? (options.inMemory ? false : DEFAULT_CACHE_DIR);
  const dir = setting === false ? null : path.resolve(root, setting);
  const problem = dir ? cacheFolderProblem(dir, { root, sources: [] }) : null;
  return { dir, problem: problem ? diagnostic('folder-unsafe', 'error', problem) : null };
}

/** Problems of the output and cache folders: each must be one a build may replace and prune. */
export function buildFolderProblems(loaded: LoadedSite, options: BuildOptions, outDir: string, cacheDir: string | null): Diagnostic[] {
  const place = { root: loaded.root, sources: sourceFoldersOf(loaded.root, loaded.config) };
  const outProblem = options.inMemory ? null : outputFolderProblem(outDir, place);
  const cacheProblem = cacheDir ? cacheFolderProblem(cacheDir, place) : null;
  // An output folder named by the config is shown at its line there.
  const where = options.outDir === undefined ? { file: loaded.configFile, line: lineOfKey(loaded.source, ['outDir']) } : {};
  return [
    ...(outProblem ? [diagnostic('folder-unsafe', 'error', outProblem, where)] : []),
    ...(cacheProblem ? [diagnostic('folder-unsafe', 'error', cacheProblem)] : []),
  ];
}

/**
 * The cache folder `docsgen dev` takes the compiled config from: the default one, when it is docsgen's (a build or an
 * earlier dev start made it), so a start does not wait for esbuild; null otherwise.
 */
export function devModuleCacheFolder(root: string): string | null {
  const { dir, problem } = buildCacheFolder(root, {});
  return dir && !problem && isMarkedCache(dir) ? dir : null;
}

/**
 * Where dev may make the cache folder for the compiled config file, once the site is loaded: the default folder
 * when it is not there and the checks a build makes allow it there; null otherwise. Reads only.
 */
export function newDevCacheFolder(loaded: LoadedSite): string | null {
  const { dir, problem } = buildCacheFolder(loaded.root, {});
  if (!loaded.file || !dir || problem || existsSync(dir)) return null;
  return cacheFolderProblem(dir, { root: loaded.root, sources: sourceFoldersOf(loaded.root, loaded.config) }) ? null : dir;
}
