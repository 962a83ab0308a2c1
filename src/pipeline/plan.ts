/**
 * Build stage `planSite`: from the validated config, the docs and the static files, decides everything that
 * is the same for every page — routes, sidebars, navbar links, versions, site data, build id — and reports
 * config-level problems (unknown versions, unknown sidebar ids). Pure.
 */
import { createHash } from 'node:crypto';
import type { NavbarItem, SiteData, VersionData } from '../../core/route-data.js';
import { outputFileUrl, searchIndexFile } from '../../core/urls.js';
import type { PageLinks } from '../links/check.js';
import { configLinks } from './config-links.js';
import { quotedValueLines } from '../config/load.js';
import type { SiteConfig } from '../config/schema.js';
import { loadDocs, type Doc } from '../content/docs.js';
import type { RawDoc } from '../content/discover.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { SiteLinkContext } from '../markdown/context.js';
import { countEntries, flattenDocs } from '../sidebar/navigation.js';
import { closestNames } from '../util/closest-names.js';
import { firstRouteOf, resolveSidebars, type SidebarNode } from '../sidebar/resolve.js';

export const LANGUAGE = 'en';

/** The DocSearch tag of the docs version being built (`docs-default-current`). */
export function docsTag(config: SiteConfig): string {
  return `docs-default-${config.docs.lastVersion}`;
}

/** Routes the generator itself owns. */
export const RESERVED_ROUTES = ['/search', '/404'];
/** Above this many entries a sidebar is rendered as its open branch only, with the full tree as an asset. */
export const SIDEBAR_PRUNE_THRESHOLD = 300;
/** Doc versions that exist: this generator builds the current docs folder. */
export const KNOWN_VERSIONS = ['current'];

export interface SitePlan {
  config: SiteConfig;
  docs: Doc[];
  sidebars: Map<string, SidebarNode[]>;
  sidebarOfDoc: Map<string, string>;
  /** Sidebar name → docs in reading order (for previous/next). */
  readingOrder: Map<string, ReturnType<typeof flattenDocs>>;
  pruneSidebars: Set<string>;
  homeRoute: string;
  linkContext: SiteLinkContext;
  site: SiteData;
  /** Links written in the config, checked with the pages' links. */
  configLinks: PageLinks;
  diagnostics: Diagnostic[];
}

/** How the site will be served, decided by the caller: a disk build, or the dev server. */
export interface PlanMode {
  /** A fixed build id (dev uses one so page-data URLs survive edits); default: a hash of every input. */
  buildId?: string;
  /** The browser searches through the server's live index instead of a prebuilt file (dev). */
  liveSearch?: boolean;
}

export interface PlanInput {
  config: SiteConfig;
  configFile: string;
  configSource: string;
  rawDocs: readonly RawDoc[];
  /** Theme bundle identity, so a theme change changes the build id. */
  themeKey: string;
  /** The search worker script, relative to the output root. */
  searchWorkerPath?: string;
  mode?: PlanMode;
}

function planVersions(config: SiteConfig, mainDocId: string, configFile: string, lineOf: (t: string) => number | undefined, diagnostics: Diagnostic[]): VersionData[] {
  const names = [...Object.keys(config.docs.versions), config.docs.lastVersion];
  for (const name of new Set(names)) {
    if (KNOWN_VERSIONS.includes(name)) continue;
    diagnostics.push(diagnostic('version-unknown', 'error', { name, known: KNOWN_VERSIONS }, { file: configFile, line: lineOf(name) }));
  }
  return Object.entries(config.docs.versions)
    .filter(([name]) => KNOWN_VERSIONS.includes(name))
    .map(([name, v]) => ({ name, label: v.label, path: v.path ? `/${v.path.replace(/^\//, '')}` : '/', mainDocId, isLast: name === config.docs.lastVersion }));
}

function planNavbar(config: SiteConfig, sidebars: Map<string, SidebarNode[]>, configFile: string, lineOf: (t: string) => number | undefined, diagnostics: Diagnostic[]): NavbarItem[] {
  const items: NavbarItem[] = [];
  for (const item of config.navbar.items) {
    if (item.type !== 'docSidebar') {
      items.push(item);
      continue;
    }
    const nodes = sidebars.get(item.sidebarId);
    if (!nodes) {
      const suggestions = closestNames(item.sidebarId, [...sidebars.keys()]);
      diagnostics.push(
        diagnostic('sidebar-unknown-id', 'error', { label: item.label, sidebarId: item.sidebarId, suggestions }, { file: configFile, line: lineOf(item.sidebarId) }),
      );
      continue;
    }
    const route = firstRouteOf(nodes);
    if (!route) {
      diagnostics.push(
        diagnostic('sidebar-nothing-to-link', 'error', { label: item.label, sidebarId: item.sidebarId }, { file: configFile, line: lineOf(item.sidebarId) }),
      );
      continue;
    }
    items.push({ type: 'link', label: item.label, href: route, position: item.position });
  }
  return items;
}

function buildIdOf(input: PlanInput): string {
  const hash = createHash('sha256').update(input.themeKey).update('\0').update(input.configSource);
  for (const doc of input.rawDocs) hash.update('\0').update(doc.id).update('\0').update(doc.text);
  return hash.digest('hex').slice(0, 10);
}

export function planSite(input: PlanInput): SitePlan {
  const { config, configFile, configSource } = input;
  const lineOf = quotedValueLines(configSource);
  const loaded = loadDocs(input.rawDocs);
  const diagnostics: Diagnostic[] = [...loaded.diagnostics];
  const docs = loaded.docs.filter((doc) => {
    if (!RESERVED_ROUTES.includes(doc.route)) return true;
    diagnostics.push(diagnostic('route-reserved', 'error', { route: doc.route }, { file: doc.file, line: 1 }));
    return false;
  });
  const resolved = resolveSidebars(config.docs.sidebars, docs, configFile, configSource);
  diagnostics.push(...resolved.diagnostics);
  const readingOrder = new Map([...resolved.sidebars].map(([name, nodes]) => [name, flattenDocs(nodes)]));
  const pruneSidebars = new Set([...resolved.sidebars].filter(([, nodes]) => countEntries(nodes) > SIDEBAR_PRUNE_THRESHOLD).map(([name]) => name));
  const mainDocId = (docs.find((d) => d.route === '/') ?? docs[0])?.id ?? '';
  const versions = planVersions(config, mainDocId, configFile, lineOf, diagnostics);
  const navbarItems = planNavbar(config, resolved.sidebars, configFile, lineOf, diagnostics);
  const homeRoute = '/';
  const buildId = input.mode?.buildId ?? buildIdOf(input);
  const liveSearch = input.mode?.liveSearch ?? false;
  const site: SiteData = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    buildId,
    logo: config.logo ?? null,
    navbar: { hideOnScroll: config.navbar.hideOnScroll, items: navbarItems },
    footer: config.footer,
    announcementBar: config.announcementBar ?? null,
    colorMode: config.colorMode,
    locales: config.i18n.locales.map((code) => ({ code, label: config.i18n.localeConfigs[code]?.label ?? 'English' })),
    versions,
    analytics: config.analytics ?? null,
    search: config.search
      ? {
          provider: liveSearch && config.search.provider === 'local' ? 'server' : config.search.provider,
          indexName: config.search.indexName,
          indexUrl: config.search.provider === 'local' && !liveSearch ? outputFileUrl(config.baseUrl, searchIndexFile(buildId)) : null,
          workerUrl: config.search.provider === 'local' && !liveSearch && input.searchWorkerPath ? outputFileUrl(config.baseUrl, input.searchWorkerPath) : null,
          hosts: config.search.hosts ?? null,
          appId: config.search.appId ?? 'docsgen',
          apiKey: config.search.apiKey ?? 'docsgen-local',
          facetFilters: config.search.contextualSearch ? [`language:${LANGUAGE}`, ['docusaurus_tag:default', `docusaurus_tag:${docsTag(config)}`]] : [],
          insights: config.search.insights,
          feedbackUrl: config.search.feedbackUrl ?? null,
        }
      : null,
  };
  return {
    config,
    docs,
    sidebars: resolved.sidebars,
    sidebarOfDoc: resolved.sidebarOfDoc,
    readingOrder,
    pruneSidebars,
    homeRoute,
    linkContext: {
      baseUrl: config.baseUrl,
      routeOfDocId: new Map(docs.map((d) => [d.id, d.route])),
      planBadges: config.docs.planBadges,
    },
    site,
    configLinks: configLinks(config, resolved.sidebars, configFile, lineOf),
    diagnostics,
  };
}
