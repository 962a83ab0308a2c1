/**
 * Reads what a site with versions or translations has besides its docs folder, in Docusaurus' layout:
 * `versions.json`, each included version's `versioned_docs/version-<name>/` and `versioned_sidebars/` file, each
 * other locale's `i18n/<locale>/docusaurus-plugin-content-docs/<current|version-<name>>/` (and the `.json` of its
 * sidebar labels beside it), `code.json` and `docusaurus-theme-classic/{navbar,footer}.json`. A
 * translation folder may be missing (its pages fall back); a version's folder may not. Only reads.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { discoverDocs } from '../content/discover.js';
import { docFileTest, type DocFileTest } from '../content/doc-globs.js';
import { readGitUpdates, type GitUpdate } from '../content/git-dates.js';
import { readVersionsFile, VERSIONS_FILE } from '../content/versions-file.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { readCodeJson, type CodeJsonFile } from '../i18n/code-json.js';
import { readFile } from 'node:fs/promises';
import { readSidebarsFile } from '../sidebar/sidebars-file.js';
import { CURRENT_VERSION, planVariants } from './site-variants.js';
import type { DocsSource, VariantSources } from './variant-docs.js';

async function readFolder(
  root: string,
  docsPath: string,
  sidebarPath: string | null,
  withGit: boolean,
  isDoc: DocFileTest,
): Promise<{ source: DocsSource; diagnostics: Diagnostic[] }> {
  const [docs, sidebars, gitUpdates] = await Promise.all([
    discoverDocs(root, docsPath, isDoc),
    sidebarPath && existsSync(path.join(root, sidebarPath)) ? readSidebarsFile(root, sidebarPath) : { sidebarsFile: null, diagnostics: [] },
    withGit ? readGitUpdates(path.resolve(root, docsPath)) : new Map<string, GitUpdate>(),
  ]);
  return {
    source: { rawDocs: docs.docs, categories: docs.categories, sidebarsFile: sidebars.sidebarsFile, gitUpdates },
    diagnostics: [...docs.diagnostics, ...sidebars.diagnostics],
  };
}

export async function readVariantSources(root: string, config: SiteConfig): Promise<{ sources: VariantSources; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const released = await readVersionsFile(root);
  if ('reason' in released) diagnostics.push(diagnostic('versions-file-invalid', 'error', { reason: released.reason }, { file: VERSIONS_FILE }));
  const names = 'names' in released ? released.names : [];
  const { variants } = planVariants(config, names, '', () => undefined);
  const showsUpdates = config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor;
  // A version's and a translation's folder have the same pages as the docs folder, as in Docusaurus.
  const isDoc = docFileTest(config.docs);
  const folders = new Map<string, { sidebarPath: string | null; translated: boolean }>();
  for (const variant of variants) {
    const { version } = variant;
    if (version.name !== CURRENT_VERSION)
      folders.set(version.docsPath, { sidebarPath: typeof version.sidebarPath === 'string' ? version.sidebarPath : null, translated: false });
    if (variant.translatedPath && existsSync(path.join(root, variant.translatedPath)))
      folders.set(variant.translatedPath, { sidebarPath: null, translated: true });
  }
  const sources = new Map<string, DocsSource>();
  await Promise.all(
    [...folders].map(async ([folder, { sidebarPath, translated }]) => {
      const read = await readFolder(root, folder, sidebarPath, showsUpdates && !translated, isDoc);
      sources.set(folder, read.source);
      // An empty translation folder is no problem: its pages fall back to the default locale's.
      diagnostics.push(...(translated ? read.diagnostics.filter((d) => d.code !== 'docs-folder-empty') : read.diagnostics));
    }),
  );
  const labelFiles = new Map<string, CodeJsonFile>();
  await Promise.all(
    variants.map(async (variant) => {
      if (!variant.translatedPath) return;
      const file = `${variant.translatedPath}.json`;
      const text = await readFile(path.join(root, file), 'utf8').catch(() => null);
      if (text !== null) labelFiles.set(variant.translatedPath, { file, text });
    }),
  );
  const locales = config.i18n.locales.filter((code) => code !== config.i18n.defaultLocale);
  const codeJsons = new Map(await Promise.all(locales.map(async (code) => [code, await readCodeJson(root, code)] as const)));
  const readText = async (file: string): Promise<CodeJsonFile | undefined> => {
    const text = await readFile(path.join(root, file), 'utf8').catch(() => null);
    return text === null ? undefined : { file, text };
  };
  const themeLabelFiles = new Map(
    await Promise.all(
      locales.map(async (code) => {
        const [navbar, footer] = await Promise.all(['navbar', 'footer'].map((name) => readText(`i18n/${code}/docusaurus-theme-classic/${name}.json`)));
        return [code, { ...(navbar ? { navbar } : {}), ...(footer ? { footer } : {}) }] as const;
      }),
    ),
  );
  return { sources: { released: names, sources, codeJsons, labelFiles, themeLabelFiles }, diagnostics };
}
