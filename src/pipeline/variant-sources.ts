/**
 * Reads what a site with versions, translations or several docs instances has besides its docs folder, in
 * Docusaurus' layout: `versions.json`, each included version's `versioned_docs/version-<name>/` and
 * `versioned_sidebars/` file, each other locale's `i18n/<locale>/docusaurus-plugin-content-docs/<current|version-<name>>/`
 * (and the `.json` of its sidebar labels beside it), `code.json` and `docusaurus-theme-classic/{navbar,footer}.json`;
 * and the same for each of `docsInstances` (its folder and sidebars file, `<id>_versions.json`,
 * `<id>_versioned_docs/`, `i18n/<locale>/docusaurus-plugin-content-docs-<id>/`). A translation folder may be
 * missing (its pages fall back); a version's folder may not. Only reads.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { docsInstancesOf } from '../config/docs-instances.js';
import { DEFAULT_DOCS_INSTANCE, localeFolderOf } from '../config/names.js';
import type { SiteConfig } from '../config/schema.js';
import { discoverDocs } from '../content/discover.js';
import { docFileTest, type DocFileTest } from '../content/doc-globs.js';
import { readGitUpdates, type GitUpdate } from '../content/git-dates.js';
import { readVersionsFile } from '../content/versions-file.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { readCodeJson, type CodeJsonFile } from '../i18n/code-json.js';
import { readFile } from 'node:fs/promises';
import { readSidebarsFile } from '../sidebar/sidebars-file.js';
import { CURRENT_VERSION, planVariants, versionsFilePath } from './site-variants.js';
import type { DocsSource, VariantSources } from './variant-docs.js';

/**
 * One docs folder and its sidebars file: a released version's file may be missing (its sidebar is generated), a
 * docs instance's own (`sidebarsRequired`) may not.
 */
async function readFolder(
  root: string,
  docsPath: string,
  sidebarPath: string | false | undefined,
  withGit: boolean,
  sidebarsRequired: boolean,
  isDoc: DocFileTest,
): Promise<{ source: DocsSource; diagnostics: Diagnostic[] }> {
  const readsSidebars = typeof sidebarPath === 'string' && (sidebarsRequired || existsSync(path.join(root, sidebarPath)));
  const [docs, sidebars, gitUpdates] = await Promise.all([
    discoverDocs(root, docsPath, isDoc),
    readsSidebars ? readSidebarsFile(root, sidebarPath) : { sidebarsFile: null, diagnostics: [] },
    withGit ? readGitUpdates(path.resolve(root, docsPath)) : new Map<string, GitUpdate>(),
  ]);
  return {
    source: { rawDocs: docs.docs, categories: docs.categories, sidebarsFile: sidebars.sidebarsFile, gitUpdates },
    diagnostics: [...docs.diagnostics, ...sidebars.diagnostics],
  };
}

export async function readVariantSources(root: string, config: SiteConfig): Promise<{ sources: VariantSources; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const instances = docsInstancesOf(config);
  const releasedFiles = await Promise.all(
    instances.map(async ({ id }) => ({ id, file: versionsFilePath(id), read: await readVersionsFile(root, versionsFilePath(id)) })),
  );
  const releasedOf = new Map<string, string[]>();
  for (const { id, file, read } of releasedFiles) {
    if ('reason' in read) diagnostics.push(diagnostic('versions-file-invalid', 'error', { reason: read.reason }, { file }));
    releasedOf.set(id, 'names' in read ? read.names : []);
  }
  const names = releasedOf.get(DEFAULT_DOCS_INSTANCE) ?? [];
  const instanceReleased = new Map([...releasedOf].filter(([id]) => id !== DEFAULT_DOCS_INSTANCE));
  const { variants } = planVariants(config, names, '', () => undefined, undefined, instanceReleased);
  const optionsOf = new Map(instances.map((instance) => [instance.id, instance.docs]));
  const folders = new Map<
    string,
    { sidebarPath: string | false | undefined; translated: boolean; withGit: boolean; sidebarsRequired: boolean; isDoc: DocFileTest }
  >();
  for (const variant of variants) {
    const { version } = variant;
    const options = optionsOf.get(variant.instance)!;
    const withGit = options.showLastUpdateTime || options.showLastUpdateAuthor;
    // A version's and a translation's folder have the same pages as the instance's docs folder, as in Docusaurus.
    const isDoc = docFileTest(options);
    // The `docs` key's own folder is the session's to read (dev reads its files again one by one).
    const isCurrent = version.name === CURRENT_VERSION;
    if (!isCurrent || variant.instance !== DEFAULT_DOCS_INSTANCE)
      folders.set(version.docsPath, { sidebarPath: version.sidebarPath, translated: false, withGit, sidebarsRequired: isCurrent, isDoc });
    if (variant.translatedPath && existsSync(path.join(root, variant.translatedPath)))
      folders.set(variant.translatedPath, { sidebarPath: undefined, translated: true, withGit: false, sidebarsRequired: false, isDoc });
  }
  const sources = new Map<string, DocsSource>();
  const read = await Promise.all(
    [...folders].map(async ([folder, { sidebarPath, translated, withGit, sidebarsRequired, isDoc }]) => {
      const one = await readFolder(root, folder, sidebarPath, withGit, sidebarsRequired, isDoc);
      sources.set(folder, one.source);
      // An empty translation folder is no problem: its pages fall back to the default locale's.
      return translated ? one.diagnostics.filter((d) => d.code !== 'docs-folder-empty') : one.diagnostics;
    }),
  );
  diagnostics.push(...read.flat());
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
  const codeJsons = new Map(await Promise.all(locales.map(async (code) => [code, await readCodeJson(root, localeFolderOf(config.i18n, code))] as const)));
  const readText = async (file: string): Promise<CodeJsonFile | undefined> => {
    const text = await readFile(path.join(root, file), 'utf8').catch(() => null);
    return text === null ? undefined : { file, text };
  };
  const themeLabelFiles = new Map(
    await Promise.all(
      locales.map(async (code) => {
        const [navbar, footer] = await Promise.all(
          ['navbar', 'footer'].map((name) => readText(`i18n/${localeFolderOf(config.i18n, code)}/docusaurus-theme-classic/${name}.json`)),
        );
        return [code, { ...(navbar ? { navbar } : {}), ...(footer ? { footer } : {}) }] as const;
      }),
    ),
  );
  return { sources: { released: names, instanceReleased, sources, codeJsons, labelFiles, themeLabelFiles }, diagnostics };
}
