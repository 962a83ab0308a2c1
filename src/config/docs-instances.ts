/**
 * The site's docs folders as one list: the `docs` key's first (Docusaurus' `default` docs plugin instance), then
 * each entry of `docsInstances`, each with its id and its options. Pure; names no files (Docusaurus' layout of each
 * instance's versions and translations is `pipeline/site-variants.ts`'s to know).
 */
import { DEFAULT_DOCS_INSTANCE, localeFolderOf } from './names.js';
import type { DocsOptions, SiteConfig } from './schema.js';

type LocaleSettings = Pick<SiteConfig['i18n'], 'defaultLocale' | 'locales' | 'layout' | 'localesPath' | 'localeConfigs'>;

/**
 * The docs options as the folders are read: with `i18n.layout: 'folders'`, the other locales' folders
 * (`fr/**`, or a locale's `path`) are no pages of the default locale, so they are excluded, in every docs folder and version (unless
 * `i18n.localesPath` puts them elsewhere).
 */
export function withLocaleFolders(docs: DocsOptions, i18n: LocaleSettings): DocsOptions {
  if (i18n.layout !== 'folders' || (i18n.localesPath !== undefined && i18n.localesPath !== docs.path)) return docs;
  const others = i18n.locales.filter((code) => code !== i18n.defaultLocale);
  return others.length ? { ...docs, exclude: [...docs.exclude, ...others.map((code) => `${localeFolderOf(i18n, code)}/**`)] } : docs;
}

export interface DocsInstance {
  /** `default` for the `docs` key, else the entry's `id`. */
  id: string;
  docs: DocsOptions;
  /** Where its sidebars are written in the config, as a key path prefix (`docs.sidebars.`). */
  sidebarsKey: string;
}

export function docsInstancesOf(config: Pick<SiteConfig, 'docs' | 'docsInstances'> & { i18n?: LocaleSettings }): DocsInstance[] {
  const read = (docs: DocsOptions) => (config.i18n ? withLocaleFolders(docs, config.i18n) : docs);
  return [
    { id: DEFAULT_DOCS_INSTANCE, docs: read(config.docs), sidebarsKey: 'docs.sidebars.' },
    ...config.docsInstances.map(({ id, ...docs }, i) => ({ id, docs: read(docs), sidebarsKey: `docsInstances.${i}.sidebars.` })),
  ];
}

/** Whether the site has docs folders besides the `docs` key's. */
export const hasDocsInstances = (config: Pick<SiteConfig, 'docsInstances'>): boolean => config.docsInstances.length > 0;
