/**
 * The docs of one site variant: its version's folder (the `docs` key's folder as the session read it, or another
 * docs instance's or a released version's), overlaid for a translated locale by the locale's folder,
 * where a page without a translation keeps the default locale's text (marked untranslated) and a translated
 * `_category_` file replaces the version's. A translated file with no page of the same path in the version's folder
 * is left out (as Docusaurus does) and returned, for a warning. Pure: the folders were read by `readVariantSources`.
 */
import type { CodeJsonFile } from '../i18n/code-json.js';
import type { RawCategoryFile, RawDoc } from '../content/discover.js';
import type { GitUpdate } from '../content/git-dates.js';
import type { SidebarsFile } from '../sidebar/sidebars-file.js';
import { DEFAULT_DOCS_INSTANCE } from '../config/names.js';
import { CURRENT_VERSION, type VariantSpec } from './site-variants.js';

/** One docs folder as read: its pages, category files, sidebars file and git dates. */
export interface DocsSource {
  rawDocs: readonly RawDoc[];
  categories: readonly RawCategoryFile[];
  sidebarsFile: SidebarsFile | null;
  gitUpdates: ReadonlyMap<string, GitUpdate>;
}

/** What a site with versions or translations has besides its docs folder. */
export interface VariantSources {
  /** The names in `versions.json`, newest first. */
  released: string[];
  /** The names in each other docs instance's versions file (`community_versions.json`), by id. */
  instanceReleased: Map<string, string[]>;
  /** Released versions', other docs instances' and translations' folders, by path relative to the site root. */
  sources: Map<string, DocsSource>;
  /** `i18n/<locale>/code.json` of each locale other than the default. */
  codeJsons: Map<string, CodeJsonFile>;
  /**
   * Translated sidebar and version labels (`i18n/<locale>/docusaurus-plugin-content-docs/<current|version-X>.json`),
   * by the translated folder's path, for the folders that have one.
   */
  labelFiles: Map<string, CodeJsonFile>;
  /** Translated navbar and footer labels (`i18n/<locale>/docusaurus-theme-classic/navbar.json`, `footer.json`), by locale. */
  themeLabelFiles: Map<string, { navbar?: CodeJsonFile; footer?: CodeJsonFile }>;
}

const NO_DOCS: DocsSource = { rawDocs: [], categories: [], sidebarsFile: null, gitUpdates: new Map() };

/** A page's path without its extension: Starlight's slug, by which it pairs a translation with its page. */
const stemOf = (sourcePath: string) => sourcePath.replace(/\.[^./]+$/, '');

/**
 * `byStem`: a translation pairs with the page of the same path whatever their extensions (`fr/guide.md` translates
 * `guide.mdx`), as Starlight pairs them by slug; else only the same file name does, as in Docusaurus.
 */
export function docsOfVariant(spec: VariantSpec, current: DocsSource, sources: VariantSources | undefined, byStem = false): DocsSource & { orphans: RawDoc[] } {
  const ownFolder = spec.version.name === CURRENT_VERSION && spec.instance === DEFAULT_DOCS_INSTANCE;
  const version = ownFolder ? current : (sources?.sources.get(spec.version.docsPath) ?? NO_DOCS);
  if (!spec.translatedPath) return { ...version, orphans: [] };
  const translated = sources?.sources.get(spec.translatedPath) ?? NO_DOCS;
  const keyOf = byStem ? stemOf : (sourcePath: string) => sourcePath;
  const bySource = new Map(translated.rawDocs.map((doc) => [keyOf(doc.sourcePath), doc]));
  const rawDocs = version.rawDocs.map((doc) => bySource.get(keyOf(doc.sourcePath)) ?? { ...doc, untranslated: true });
  const known = new Set(version.rawDocs.map((doc) => keyOf(doc.sourcePath)));
  const orphans = translated.rawDocs.filter((doc) => !known.has(keyOf(doc.sourcePath)));
  const categoryDirs = new Set(translated.categories.map((c) => c.sourceDir));
  const categories = [...version.categories.filter((c) => !categoryDirs.has(c.sourceDir)), ...translated.categories];
  return { rawDocs, categories, sidebarsFile: version.sidebarsFile, gitUpdates: version.gitUpdates, orphans };
}
