/**
 * The site's docs folders as one list: the `docs` key's first (Docusaurus' `default` docs plugin instance), then
 * each entry of `docsInstances`, each with its id and its options. Pure; names no files (Docusaurus' layout of each
 * instance's versions and translations is `pipeline/site-variants.ts`'s to know).
 */
import { DEFAULT_DOCS_INSTANCE, type DocsOptions, type SiteConfig } from './schema.js';

export interface DocsInstance {
  /** `default` for the `docs` key, else the entry's `id`. */
  id: string;
  docs: DocsOptions;
  /** Where its sidebars are written in the config, as a key path prefix (`docs.sidebars.`). */
  sidebarsKey: string;
}

export function docsInstancesOf(config: Pick<SiteConfig, 'docs' | 'docsInstances'>): DocsInstance[] {
  return [
    { id: DEFAULT_DOCS_INSTANCE, docs: config.docs, sidebarsKey: 'docs.sidebars.' },
    ...config.docsInstances.map(({ id, ...docs }, i) => ({ id, docs, sidebarsKey: `docsInstances.${i}.sidebars.` })),
  ];
}

/** Whether the site has docs folders besides the `docs` key's. */
export const hasDocsInstances = (config: Pick<SiteConfig, 'docsInstances'>): boolean => config.docsInstances.length > 0;
