/**
 * Decides the site's variants: one per built locale, docs folder (the `docs` key's and each of `docsInstances`, as
 * Docusaurus' docs plugin instances) and docs version, each a docs folder built as a site of its own under a route
 * prefix (`/fr`, `/1.0`, `/fr/next`, `/community`), in Docusaurus' layout and with its defaults for version labels,
 * paths, banners and badges. Reports versions the config names that do not exist. Pure: the names in each
 * instance's versions file come from the caller; nothing is read.
 */
import path from 'node:path';
import { joinSitePath, trimSlashes, type SitePath } from '../../core/urls.js';
import { docsInstancesOf, type DocsInstance } from '../config/docs-instances.js';
import { DEFAULT_DOCS_INSTANCE, localeFolderOf } from '../config/names.js';
import type { SiteConfig } from '../config/schema.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/** The docs folder being written: Docusaurus' name for the unreleased version. */
export const CURRENT_VERSION = 'current';

export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

export interface VersionSpec {
  name: string;
  label: string;
  /** Route segment under the docs' route ('' for the last version). */
  path: string;
  banner: VersionBanner;
  badge: boolean;
  isLast: boolean;
  /** The version's docs folder, relative to the site root. */
  docsPath: string;
  /** Its sidebars file: the config's for `current`, else `versioned_sidebars/version-<name>-sidebars.json`. */
  sidebarPath: string | false | undefined;
}

export interface VariantSpec {
  /**
   * '' for the default locale's last version of the `docs` key's folder, else `fr`, `1.0`, `fr/1.0`, `@community`,
   * `fr/@community/1.0`: unique, stable across builds.
   */
  key: string;
  locale: string;
  /** The docs instance: `default` for the `docs` key's folder, else its id in `docsInstances`. */
  instance: string;
  version: VersionSpec;
  /** Where the variant's docs sit: the locale prefix, the docs' route and the version's path (`/fr/docs/1.0`). */
  routeBase: SitePath;
  /** The translated docs folder (relative to the root) for a locale other than the default, else null. */
  translatedPath: string | null;
}

export interface PlannedVariants {
  /**
   * The default locale's last version of the `docs` key's folder first, then its other versions, then each other
   * docs instance's versions (last first), then each other locale's, in the same order.
   */
  variants: VariantSpec[];
  /** The `docs` key's versions. */
  versions: VersionSpec[];
  /** Each docs instance's versions, by instance id (the `docs` key's under `default`). */
  instanceVersions: Map<string, VersionSpec[]>;
  diagnostics: Diagnostic[];
}

/** Joins route segments into one route (`/`, `/fr`, `/fr/docs/1.0`), merging runs of slashes inside them too (`a//b` → `/a/b`). */
export function joinRoute(...parts: string[]): SitePath {
  return joinSitePath(...parts.flatMap((part) => part.split('/')));
}

/** What Docusaurus puts before an instance's versions file and folders (`community_`): nothing for the default one. */
const instancePrefix = (instance: string) => (instance === DEFAULT_DOCS_INSTANCE ? '' : `${instance}_`);

/** Docusaurus' folder of a locale's translated docs for one version of a docs instance (`localeFolder`: see `localeFolderOf`). */
export function translatedDocsPath(localeFolder: string, version: string, instance = DEFAULT_DOCS_INSTANCE): string {
  const plugin = instance === DEFAULT_DOCS_INSTANCE ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${instance}`;
  return `i18n/${localeFolder}/${plugin}/${version === CURRENT_VERSION ? CURRENT_VERSION : `version-${version}`}`;
}

/** Docusaurus' folder of a released version's docs (`versioned_docs/version-1.0`, `community_versioned_docs/version-1.0`). */
export function versionedDocsPath(version: string, instance = DEFAULT_DOCS_INSTANCE): string {
  return `${instancePrefix(instance)}versioned_docs/version-${version}`;
}

/** Docusaurus' list of an instance's released versions (`versions.json`, `community_versions.json`). */
export function versionsFilePath(instance = DEFAULT_DOCS_INSTANCE): string {
  return `${instancePrefix(instance)}versions.json`;
}

/**
 * A file of the released versions or translations of the `docs` key's folder (a path relative to the site root,
 * `/`-separated). Other docs instances' files are known from the config (`SiteSession.instancePaths`).
 */
export function isVariantFile(relative: string): boolean {
  return relative === 'versions.json' || /^(i18n|versioned_docs|versioned_sidebars)\//.test(relative);
}

/** Docusaurus' sidebars file of a released version. */
export function versionedSidebarsPath(version: string, instance = DEFAULT_DOCS_INSTANCE): string {
  return `${instancePrefix(instance)}versioned_sidebars/version-${version}-sidebars.json`;
}

/**
 * The versions of a docs folder, in Docusaurus' order: `versions.json`'s, after the docs folder (`current`) unless
 * `includeCurrentVersion` is false. `versions.json` may list `current` itself, which places it there (and includes
 * it whatever `includeCurrentVersion` says, as in Docusaurus). With no version at all, the docs folder.
 */
export function versionNamesOf(released: readonly string[], includeCurrentVersion: boolean): string[] {
  if (released.includes(CURRENT_VERSION)) return [...released];
  return includeCurrentVersion || !released.length ? [CURRENT_VERSION, ...released] : [...released];
}

function planVersions(
  { id, docs }: DocsInstance,
  released: readonly string[],
  configFile: string,
  lineOf: (text: string) => number | undefined,
  diagnostics: Diagnostic[],
): VersionSpec[] {
  const { lastVersion: givenLast, onlyIncludeVersions, versions: options, includeCurrentVersion } = docs;
  const instance = id === DEFAULT_DOCS_INSTANCE ? {} : { instance: id };
  // Docusaurus' `includeCurrentVersion: false`: the docs folder is not a version of the site at all.
  // With nothing released, that is an error, and the plan goes on with the docs folder so that the rest can be checked.
  const existing = versionNamesOf(released, includeCurrentVersion);
  if (!includeCurrentVersion && !released.length) {
    diagnostics.push(diagnostic('versions-none-included', 'error', instance, { file: configFile, line: lineOf('includeCurrentVersion') }));
  }
  const unknown = (name: string, known: readonly string[]) =>
    diagnostics.push(diagnostic('version-unknown', 'error', { name, known, ...instance }, { file: configFile, line: lineOf(name) }));
  for (const name of new Set([...Object.keys(options), ...(givenLast ? [givenLast] : []), ...(onlyIncludeVersions ?? [])])) {
    if (!existing.includes(name)) unknown(name, existing);
  }
  const included = existing.filter((name) => !onlyIncludeVersions || onlyIncludeVersions.includes(name));
  // Docusaurus' default: the newest released version, the docs folder only when nothing is released.
  let last = givenLast && existing.includes(givenLast) ? givenLast : (released.find((name) => name !== CURRENT_VERSION) ?? CURRENT_VERSION);
  if (!included.includes(last)) {
    if (givenLast && existing.includes(givenLast)) unknown(givenLast, included);
    last = included[0] ?? CURRENT_VERSION;
  }
  const lastIndex = existing.indexOf(last);
  const several = included.length > 1;
  return (included.length ? included : [CURRENT_VERSION]).map((name): VersionSpec => {
    const given = options[name] ?? {};
    const isLast = name === last;
    const isCurrent = name === CURRENT_VERSION;
    // Docusaurus' rule, by place: versions after the last one are unmaintained, those before it (the docs folder, usually) unreleased.
    const defaultBanner: VersionBanner = isLast ? 'none' : existing.indexOf(name) > lastIndex ? 'unmaintained' : 'unreleased';
    return {
      name,
      label: given.label ?? (isCurrent ? 'Next' : name),
      path: trimSlashes(given.path ?? (isLast ? '' : isCurrent ? 'next' : name)),
      banner: given.banner ?? defaultBanner,
      badge: given.badge ?? several,
      isLast,
      docsPath: isCurrent ? docs.path : versionedDocsPath(name, id),
      sidebarPath: isCurrent ? docs.sidebarPath : versionedSidebarsPath(name, id),
    };
  });
}

/**
 * The variants to build. `released`: the names in `versions.json`; `onlyLocale`: `build --locale`, which builds that
 * locale's variants alone (an unknown code is the caller's error to report); `instanceReleased`: the names in each
 * other docs instance's versions file (`community_versions.json`), by id.
 */
export function planVariants(
  config: SiteConfig,
  released: readonly string[],
  configFile: string,
  lineOf: (text: string) => number | undefined,
  onlyLocale?: string,
  instanceReleased: ReadonlyMap<string, readonly string[]> = new Map(),
): PlannedVariants {
  const diagnostics: Diagnostic[] = [];
  const instances = docsInstancesOf(config).map((instance) => {
    const names = instance.id === DEFAULT_DOCS_INSTANCE ? released : (instanceReleased.get(instance.id) ?? []);
    return { instance, versions: planVersions(instance, names, configFile, lineOf, diagnostics) };
  });
  const { defaultLocale, locales } = config.i18n;
  const ordered = [defaultLocale, ...locales.filter((code) => code !== defaultLocale)].filter((code) => !onlyLocale || code === onlyLocale);
  const variants = ordered.flatMap((locale) =>
    instances.flatMap(({ instance, versions }) =>
      [...versions]
        .sort((a, b) => Number(b.isLast) - Number(a.isLast))
        .map((version): VariantSpec => {
          const isDefaultLocale = locale === defaultLocale;
          const isDefaultInstance = instance.id === DEFAULT_DOCS_INSTANCE;
          const key = [isDefaultLocale ? '' : locale, isDefaultInstance ? '' : `@${instance.id}`, version.isLast ? '' : version.name].filter(Boolean).join('/');
          return {
            key,
            locale,
            instance: instance.id,
            version,
            routeBase: joinRoute(isDefaultLocale && !config.i18n.prefixDefaultLocale ? '' : locale, instance.docs.routeBasePath, version.path),
            translatedPath: isDefaultLocale
              ? null
              : config.i18n.layout === 'folders'
                ? path.posix.join(config.i18n.localesPath ?? version.docsPath, localeFolderOf(config.i18n, locale))
                : translatedDocsPath(localeFolderOf(config.i18n, locale), version.name, instance.id),
          };
        }),
    ),
  );
  const instanceVersions = new Map(instances.map(({ instance, versions }) => [instance.id, versions]));
  return { variants, versions: instanceVersions.get(DEFAULT_DOCS_INSTANCE)!, instanceVersions, diagnostics };
}
