/**
 * `useDocusaurusContext().siteConfig.presets` as Docusaurus gives it to components: one classic preset whose docs,
 * blog and theme options are docsgen's settings under Docusaurus' names (a component reads
 * `siteConfig.presets[0][1].docs.disableVersioning`, as crawlee's API links do). Data only, made from the config the
 * page is built with; it does not read the Docusaurus config, which docsgen does not keep.
 */
import type { SiteConfig } from '../../config/schema.js';

/** One preset entry: its name and its options, as a Docusaurus config lists it. */
export type PresetEntry = readonly [string, Readonly<Record<string, unknown>>];

/** A route base as Docusaurus configs write it: `js/docs` (no leading slash), `/` for the root. */
function writtenRouteBase(route: string): string {
  return route === '/' ? '/' : route.replace(/^\/+/, '');
}

export function docusaurusPresetsOf(config: SiteConfig): PresetEntry[] {
  const docs = config.docs;
  const only = docs.onlyIncludeVersions;
  const docsOptions: Record<string, unknown> = {
    path: docs.path,
    routeBasePath: writtenRouteBase(docs.routeBasePath),
    ...(typeof docs.sidebarPath === 'string' ? { sidebarPath: docs.sidebarPath } : {}),
    // Docusaurus' `disableVersioning: true` is docsgen's `onlyIncludeVersions: ['current']` (what migration writes).
    disableVersioning: only?.length === 1 && only[0] === 'current',
    includeCurrentVersion: docs.includeCurrentVersion,
    ...(docs.lastVersion ? { lastVersion: docs.lastVersion } : {}),
    ...(only ? { onlyIncludeVersions: [...only] } : {}),
    versions: structuredClone(docs.versions),
  };
  // Absent, Docusaurus' own defaults (its blog is on unless the preset says `false`).
  const blog = config.blog === false ? false : { path: config.blog?.path ?? 'blog', routeBasePath: config.blog?.routeBasePath ?? 'blog' };
  return [['@docusaurus/preset-classic', { docs: docsOptions, blog, theme: { customCss: [...config.customCss] } }]];
}
