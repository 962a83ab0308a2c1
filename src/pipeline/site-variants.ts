/**
 * Decides the site's variants: one per built locale and docs version, each a docs folder built as a site of its
 * own under a route prefix (`/fr`, `/1.0`, `/fr/next`), in Docusaurus' layout and with its defaults for version
 * labels, paths, banners and badges. Reports versions the config names that do not exist. Pure: the names in
 * `versions.json` come from the caller; nothing is read.
 */
import { joinSitePath, trimSlashes, type SitePath } from '../../core/urls.js';
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
  /** '' for the default locale's last version, else `fr`, `1.0`, `fr/1.0`: unique, stable across builds. */
  key: string;
  locale: string;
  version: VersionSpec;
  /** Where the variant's docs sit: the locale prefix, the docs' route and the version's path (`/fr/docs/1.0`). */
  routeBase: SitePath;
  /** The translated docs folder (relative to the root) for a locale other than the default, else null. */
  translatedPath: string | null;
}

export interface PlannedVariants {
  /** The default locale's last version first, then its other versions, then each other locale's. */
  variants: VariantSpec[];
  versions: VersionSpec[];
  diagnostics: Diagnostic[];
}

/** Joins route segments into one route (`/`, `/fr`, `/fr/docs/1.0`), merging runs of slashes inside them too (`a//b` → `/a/b`). */
export function joinRoute(...parts: string[]): SitePath {
  return joinSitePath(...parts.flatMap((part) => part.split('/')));
}

/** Docusaurus' folder of a locale's translated docs for one version. */
export function translatedDocsPath(locale: string, version: string): string {
  return `i18n/${locale}/docusaurus-plugin-content-docs/${version === CURRENT_VERSION ? CURRENT_VERSION : `version-${version}`}`;
}

/** Docusaurus' folder of a released version's docs. */
export function versionedDocsPath(version: string): string {
  return `versioned_docs/version-${version}`;
}

/** A file of the released versions or translations (a path relative to the site root, `/`-separated). */
export function isVariantFile(relative: string): boolean {
  return relative === 'versions.json' || /^(i18n|versioned_docs|versioned_sidebars)\//.test(relative);
}

/** Docusaurus' sidebars file of a released version. */
export function versionedSidebarsPath(version: string): string {
  return `versioned_sidebars/version-${version}-sidebars.json`;
}

function planVersions(
  config: SiteConfig,
  released: readonly string[],
  configFile: string,
  lineOf: (text: string) => number | undefined,
  diagnostics: Diagnostic[],
): VersionSpec[] {
  const existing = [CURRENT_VERSION, ...released];
  const { lastVersion: givenLast, onlyIncludeVersions, versions: options } = config.docs;
  const unknown = (name: string, known: readonly string[]) =>
    diagnostics.push(diagnostic('version-unknown', 'error', { name, known }, { file: configFile, line: lineOf(name) }));
  for (const name of new Set([...Object.keys(options), ...(givenLast ? [givenLast] : []), ...(onlyIncludeVersions ?? [])])) {
    if (!existing.includes(name)) unknown(name, existing);
  }
  const included = existing.filter((name) => !onlyIncludeVersions || onlyIncludeVersions.includes(name));
  let last = givenLast && existing.includes(givenLast) ? givenLast : (released[0] ?? CURRENT_VERSION);
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
    const defaultBanner: VersionBanner = isLast ? 'none' : isCurrent ? 'unreleased' : existing.indexOf(name) > lastIndex ? 'unmaintained' : 'unreleased';
    return {
      name,
      label: given.label ?? (isCurrent ? 'Next' : name),
      path: trimSlashes(given.path ?? (isLast ? '' : isCurrent ? 'next' : name)),
      banner: given.banner ?? defaultBanner,
      badge: given.badge ?? several,
      isLast,
      docsPath: isCurrent ? config.docs.path : versionedDocsPath(name),
      sidebarPath: isCurrent ? config.docs.sidebarPath : versionedSidebarsPath(name),
    };
  });
}

/**
 * The variants to build. `released`: the names in `versions.json`; `onlyLocale`: `build --locale`, which builds that
 * locale's variants alone (an unknown code is the caller's error to report).
 */
export function planVariants(
  config: SiteConfig,
  released: readonly string[],
  configFile: string,
  lineOf: (text: string) => number | undefined,
  onlyLocale?: string,
): PlannedVariants {
  const diagnostics: Diagnostic[] = [];
  const versions = planVersions(config, released, configFile, lineOf, diagnostics);
  const { defaultLocale, locales } = config.i18n;
  const ordered = [defaultLocale, ...locales.filter((code) => code !== defaultLocale)].filter((code) => !onlyLocale || code === onlyLocale);
  const byLast = [...versions].sort((a, b) => Number(b.isLast) - Number(a.isLast));
  const variants = ordered.flatMap((locale) =>
    byLast.map((version): VariantSpec => {
      const isDefaultLocale = locale === defaultLocale;
      const key = [isDefaultLocale ? '' : locale, version.isLast ? '' : version.name].filter(Boolean).join('/');
      return {
        key,
        locale,
        version,
        routeBase: joinRoute(isDefaultLocale ? '' : locale, config.docs.routeBasePath, version.path),
        translatedPath: isDefaultLocale ? null : translatedDocsPath(locale, version.name),
      };
    }),
  );
  return { variants, versions, diagnostics };
}
