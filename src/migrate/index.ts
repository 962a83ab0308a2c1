/**
 * `migrateFromDocusaurus(folder)`: reads a Docusaurus site's config and sidebars file without Docusaurus
 * installed (`evaluate-module.ts`), maps the config (`to-site-config.ts`) and writes site.config.ts beside it
 * (`write-site-config.ts`), never over an existing docsgen config. It looks up which of the packages the site's
 * Markdown plugins come from are installed (site.config.ts imports only those). Returns what it wrote and every note and
 * problem as catalogue diagnostics (paths relative to the site folder). Prints nothing.
 */
import { repositoryRoot } from '../util/repository-root.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { relativePosixPath } from '../util/paths.js';
import fg from 'fast-glob';
import { CONFIG_FILE_NAMES } from '../config/load.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { EvaluateError, evaluateDocusaurusConfig, evaluateModule } from './evaluate-module.js';
import type { WebpackReading } from './webpack-settings.js';
import { packagesToCheck } from './map-markdown-plugins.js';
import { isObject, type Plain } from './notes.js';
import { swizzledComponentNotes } from './swizzled-components.js';
import { babelConfigNotes } from './babel-config.js';
import { siteFrontMatterKeys } from './site-front-matter-keys.js';
import { toSiteConfig } from './to-site-config.js';
import { siteConfigText, writeSiteConfig } from './write-site-config.js';

/** The Docusaurus config names, in the order Docusaurus looks for them. */
export const DOCUSAURUS_CONFIG_FILES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

export interface MigrateOptions {
  /** Time allowed to run each of the config and the sidebars file (default 10 s). */
  timeoutMs?: number;
}

export interface MigrateResult {
  ok: boolean;
  /** The Docusaurus config read, relative to the site folder. */
  source: string | null;
  /** site.config.ts as written, absolute; null when nothing was written. */
  written: string | null;
  /** The sidebars file the config points to, relative to the site folder, and the sidebars it declares. */
  sidebars: { file: string; names: string[] } | null;
  /** Errors (nothing written), or the notes on what was not carried over (warnings). */
  diagnostics: Diagnostic[];
}

/** The routes Docusaurus gives the pages of src/pages (`benchmarks.md` → `/benchmarks`, `a/index.js` → `/a`), as it skips `_` files and tests. */
function pageRoutes(root: string): string[] {
  const files = fg.sync('**/*.{js,jsx,ts,tsx,md,mdx}', { cwd: path.join(root, 'src/pages'), ignore: ['**/_*', '**/_*/**', '**/*.test.*', '**/__tests__/**'] });
  return files.map((file) => `/${file.replace(/\.[^.]+$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1'));
}

function failed(source: string | null, diagnostics: Diagnostic[]): MigrateResult {
  return { ok: false, source, written: null, sidebars: null, diagnostics };
}

function unreadable(root: string, error: unknown): Diagnostic {
  if (!(error instanceof EvaluateError)) throw error;
  const at = { file: relativePosixPath(root, error.at.file), line: error.at.line, column: error.at.column };
  const facts =
    error.reason === 'timeout'
      ? { variant: error.reason, ms: error.ms }
      : error.reason === 'threw'
        ? { variant: error.reason, reason: error.message, missing: error.missing }
        : { variant: error.reason, reason: error.message };
  return diagnostic('migrate-source-unreadable', 'error', facts, at);
}

/** The major version of `@docusaurus/core` the site's package.json asks for (`^2.4.3` → 2), or null. */
function docusaurusMajorOf(root: string): number | null {
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const range = manifest.dependencies?.['@docusaurus/core'] ?? manifest.devDependencies?.['@docusaurus/core'];
    const major = range ? /(\d+)\./.exec(range)?.[1] : undefined;
    return major ? Number(major) : null;
  } catch {
    return null;
  }
}

/** Whether Node would find the package `name` from the site folder: a `node_modules/<name>` there or in a folder above it. */
function installed(root: string, name: string): boolean {
  for (let dir = root; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

/** The folders of a migrated config's Markdown: its docs (each instance's), blog and pages, as Docusaurus' defaults have them. */
function contentFolders(config: Plain): string[] {
  const pathOf = (value: unknown, fallback: string) => (isObject(value) && typeof value.path === 'string' ? value.path : fallback);
  const instances = Array.isArray(config.docsInstances) ? config.docsInstances.filter(isObject) : [];
  return [
    pathOf(config.docs, 'docs'),
    ...instances.map((instance) => pathOf(instance, String(instance.id))),
    ...(config.blog === false || config.blog === undefined ? [] : [pathOf(config.blog, 'blog')]),
    ...(config.pages === false ? [] : [pathOf(config.pages, 'src/pages')]),
  ];
}

export async function migrateFromDocusaurus(folder: string, options: MigrateOptions = {}): Promise<MigrateResult> {
  const root = path.resolve(folder);
  const found = DOCUSAURUS_CONFIG_FILES.map((name) => path.join(root, name)).find((file) => existsSync(file));
  if (!found) return failed(null, [diagnostic('migrate-source-missing', 'error', { folder, names: ['docusaurus.config.js', 'docusaurus.config.ts'] })]);
  const source = relativePosixPath(root, found);
  // Checked before the config runs: nothing is done when there is nothing to write.
  const existing = CONFIG_FILE_NAMES.find((name) => existsSync(path.join(root, name)));
  if (existing) return failed(source, [diagnostic('migrate-target-exists', 'error', { file: existing }, { file: existing })]);

  let config: unknown;
  let webpack: WebpackReading[];
  const notThere: Diagnostic[] = [];
  try {
    ({ value: config, webpack } = await evaluateDocusaurusConfig(found, { timeoutMs: options.timeoutMs, cwd: root }));
  } catch (error) {
    // A file of the site a build step writes (Cypress' compiled remark plugins): read again without it, and said.
    const missingFile = error instanceof EvaluateError ? /^Cannot find module '(\.\.?\/[^']+)'/.exec(error.message)?.[1] : undefined;
    if (!missingFile) return failed(source, [unreadable(root, error)]);
    try {
      ({ value: config, webpack } = await evaluateDocusaurusConfig(found, { timeoutMs: options.timeoutMs, cwd: root, missingFiles: 'stand-in' }));
    } catch (again) {
      return failed(source, [unreadable(root, again)]);
    }
    const at = error as EvaluateError;
    notThere.push(
      diagnostic(
        'migrate-file-not-there',
        'warning',
        { file: missingFile },
        { file: relativePosixPath(root, at.at.file), ...(at.at.line ? { line: at.at.line } : {}) },
      ),
    );
  }
  if (!isObject(config)) return failed(source, [diagnostic('migrate-source-unreadable', 'error', { variant: 'not-an-object' }, { file: source })]);

  const mapped = toSiteConfig({
    root,
    configFile: source,
    configSource: readFileSync(found, 'utf8'),
    config,
    facts: {
      blogFolder: existsSync(path.join(root, 'blog')),
      pagesFolder: existsSync(path.join(root, 'src/pages')),
      pageRoutes: pageRoutes(root),
      webpack,
      siteDir: root,
      docusaurusMajor: docusaurusMajorOf(root),
      installedPackages: [...packagesToCheck(config)].filter((name) => installed(root, name)),
      fileExists: existsSync,
      // The repository that holds the site, else the site's parent.
      projectRoot: repositoryRoot(root) ?? path.dirname(root),
    },
  });
  const diagnostics = [...notThere, ...mapped.diagnostics, ...swizzledComponentNotes(root), ...(await babelConfigNotes(root, options.timeoutMs))];

  let sidebars: MigrateResult['sidebars'] = null;
  if (mapped.sidebarsFile && existsSync(mapped.sidebarsFile)) {
    const file = relativePosixPath(root, mapped.sidebarsFile);
    try {
      const read = await evaluateModule(mapped.sidebarsFile, { timeoutMs: options.timeoutMs, cwd: root });
      sidebars = { file, names: isObject(read) ? Object.keys(read) : [] };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // At the line of the sidebars file that failed, when it is that file's own line.
      const at = error instanceof EvaluateError && error.at.file === mapped.sidebarsFile ? { line: error.at.line, column: error.at.column } : {};
      diagnostics.push(diagnostic('migrate-sidebars-unreadable', 'warning', { file, reason }, { file, ...at }));
      sidebars = { file, names: [] };
    }
  }

  // Front matter keys of the site's own, on two pages or more: declared, so the first build does not warn of them.
  const frontMatterKeys = siteFrontMatterKeys(root, contentFolders(mapped.config));
  if (frontMatterKeys.length) mapped.config.markdown = { ...(isObject(mapped.config.markdown) ? mapped.config.markdown : {}), frontMatterKeys };
  const written = writeSiteConfig(root, siteConfigText(mapped.config, source, diagnostics));
  if (!written) return failed(source, [diagnostic('migrate-target-exists', 'error', { file: 'site.config.ts' }, { file: 'site.config.ts' })]);
  return { ok: true, source, written, sidebars, diagnostics };
}
