/**
 * The reading stage: everything a site is made from besides its config (docs, category files, the sidebars file,
 * git dates, static files, the page template, interface strings, versions and translations) and, for a site that
 * writes pages, the client bundle with the site's own styles. Reads; never writes, plans or renders.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { siteStylesOf } from '../config/site-styles.js';
import { discoverDocs, type RawCategoryFile, type RawDoc } from '../content/discover.js';
import { withLocaleFolders } from '../config/docs-instances.js';
import { localeFolderOf } from '../config/names.js';
import { docFileTest } from '../content/doc-globs.js';
import { discoverPages, type RawPageFile } from '../content/page-files.js';
import { readGitUpdates, type GitUpdate } from '../content/git-dates.js';
import { walkFiles } from '../content/walk.js';
import { BuildFailure, type Diagnostic } from '../diagnostics/diagnostic.js';
import { bundleClient } from '../emit/client-bundle.js';
import { withSiteStyles, type SiteBundle } from '../emit/style-bundle.js';
import { readCodeJson, type CodeJsonFile } from '../i18n/code-json.js';
import type { ThemeOverrides } from '../render/theme-overrides.js';
import { readSidebarsFile, type SidebarsFile } from '../sidebar/sidebars-file.js';
import { packageRoot } from '../util/package-root.js';
import { readVariantSources } from './variant-sources.js';
import { CURRENT_VERSION, versionNamesOf } from './site-variants.js';
import { readBlogSources, type BlogSources } from './blog-sources.js';
import type { VariantSources } from './variant-docs.js';

export interface SiteContent {
  rawDocs: RawDoc[];
  categories: RawCategoryFile[];
  /** The pages of the pages folder (`src/pages`): Markdown ones with their text, React ones listed. */
  rawPages: RawPageFile[];
  sidebarsFile: SidebarsFile | null;
  /** Last change of each doc from git, read only when the config shows dates or authors. */
  gitUpdates: Map<string, GitUpdate>;
  /** Static files, relative to the static folder. */
  staticFiles: string[];
  template: string;
  /** The default locale's interface-string overrides (`i18n/<locale>/code.json`; `text: null` when absent). */
  codeJson: CodeJsonFile;
  /** Released versions and translations, read in Docusaurus' layout. */
  variantSources: VariantSources;
  /** The blog's options and files, when the site has a blog. */
  blog: BlogSources | null;
  /** Problems found while reading (links out of the site, files that are not UTF-8, oversized pages). */
  diagnostics: Diagnostic[];
}

/**
 * Lists the static files copied to the output root (paths relative to the static folder). Links out of the site,
 * loops and dangling links are diagnostics, never copies.
 */
export async function readStaticFiles(root: string, staticDir: string): Promise<{ files: string[]; diagnostics: Diagnostic[] }> {
  const walked = walkFiles(root, path.resolve(root, staticDir), () => true);
  return { files: walked.files.map((f) => f.relative), diagnostics: walked.diagnostics };
}

/** Reads the site's content: docs, static files, the template and what the plan is made from. */
export async function readSiteContent(root: string, config: SiteConfig): Promise<SiteContent> {
  // Docusaurus' `includeCurrentVersion: false`: the docs folder is no version of the site, so it is not read (it
  // need not exist); the released versions are read with the other variants. With none released, the plan says
  // so, and goes on with the docs folder.
  const variantsRead = readVariantSources(root, config);
  const current = config.docs.includeCurrentVersion
    ? Promise.resolve(true)
    : variantsRead.then((read) => versionNamesOf(read.sources.released, false).includes(CURRENT_VERSION));
  const showsUpdates = config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor;
  const whenCurrent = async <T>(read: () => Promise<T>, otherwise: T): Promise<T> => ((await current) ? read() : otherwise);
  const [docs, statics, template, sidebars, gitUpdates, codeJson, variants, pages, blog] = await Promise.all([
    whenCurrent(() => discoverDocs(root, config.docs.path, docFileTest(withLocaleFolders(config.docs, config.i18n))), {
      docs: [],
      categories: [],
      diagnostics: [],
    }),
    readStaticFiles(root, config.staticDir),
    readFile(path.join(packageRoot(), 'templates/page.html'), 'utf8'),
    whenCurrent(() => readSidebarsFile(root, config.docs.sidebarPath), { sidebarsFile: null, diagnostics: [] }),
    whenCurrent(
      () => (showsUpdates ? readGitUpdates(path.resolve(root, config.docs.path)) : Promise.resolve(new Map<string, GitUpdate>())),
      new Map<string, GitUpdate>(),
    ),
    readCodeJson(root, localeFolderOf(config.i18n, config.i18n.defaultLocale)),
    variantsRead,
    discoverPages(
      root,
      config.pages,
      config.i18n.locales.filter((code) => code !== config.i18n.defaultLocale),
      (code) => localeFolderOf(config.i18n, code),
    ),
    readBlogSources(root, config),
  ]);
  return {
    rawDocs: docs.docs,
    categories: docs.categories,
    rawPages: pages.pages,
    sidebarsFile: sidebars.sidebarsFile,
    gitUpdates,
    staticFiles: statics.files,
    template,
    codeJson,
    variantSources: variants.sources,
    blog,
    diagnostics: [...docs.diagnostics, ...statics.diagnostics, ...sidebars.diagnostics, ...variants.diagnostics, ...pages.diagnostics],
  };
}

/** The content, plus the client bundle with the site's brand colours and custom CSS (a site that writes pages). */
export async function readSiteInputs(root: string, config: SiteConfig, overrides: ThemeOverrides | null = null): Promise<SiteContent & { bundle: SiteBundle }> {
  const [content, bundle] = await Promise.all([readSiteContent(root, config), bundleClient(overrides)]);
  // The site's styles go after the theme's style sheet; a file that cannot be bundled is a read problem.
  const styled = await withSiteStyles(bundle, siteStylesOf(root, config)).catch((error: unknown) => {
    if (!(error instanceof BuildFailure)) throw error;
    content.diagnostics.push(...error.diagnostics);
    return { ...bundle, styleInputs: [] };
  });
  return { ...content, bundle: styled };
}
