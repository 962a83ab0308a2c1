/**
 * Build stage `planSite`: from the validated config, the docs and the static files, decides everything that
 * is the same for every page — routes, sidebars, navbar links, versions, site data, build id — and reports
 * config-level problems (unknown versions, unknown sidebar ids). Pure.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { NavbarItem, SiteData, VersionData } from '../../core/route-data.js';
import { outputFileUrl, searchIndexFile } from '../../core/urls.js';
import type { PageLinks } from '../links/check.js';
import { configLinks } from './config-links.js';
import { planLocales } from './site-locales.js';
import { codeJsonPath, type CodeJsonFile } from '../i18n/code-json.js';
import { resolveInterfaceText } from '../i18n/interface-text.js';
import { navbarIconData } from '../config/navbar-icons.js';
import { quotedValueLines } from '../config/load.js';
import type { SiteConfig } from '../config/schema.js';
import { readCategoryFiles } from '../content/categories.js';
import { underRouteBase } from '../content/doc-paths.js';
import { loadDocs, type Doc } from '../content/docs.js';
import { collectTags, tagPageBody, tagsIndexBody } from '../content/tags.js';
import type { RawCategoryFile, RawDoc } from '../content/discover.js';
import { generatedIndexBody } from '../sidebar/generated-index.js';
import type { SidebarsFile } from '../sidebar/sidebars-file.js';
import type { GitUpdate } from '../content/git-dates.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { SiteLinkContext } from '../markdown/context.js';
import { countEntries, flattenDocs } from '../sidebar/navigation.js';
import { closestNames } from '../util/closest-names.js';
import { firstRouteOf, resolveSidebars, type SidebarNode, type SidebarSource } from '../sidebar/resolve.js';
import { logoData } from '../config/style-keys.js';

/** The language search records and contextual-search filters carry: the default locale's code (the one built). */
export function searchLanguage(config: SiteConfig): string {
  return config.i18n.defaultLocale;
}

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
  /** Every page to build: the docs, then generated index pages. */
  docs: Doc[];
  docsById: Map<string, Doc>;
  docByRoute: Map<string, Doc>;
  /** Doc source path → last change from git. */
  gitUpdates: ReadonlyMap<string, GitUpdate>;
  /** Doc id → its "Edit this page" URL. */
  editUrls: Map<string, string>;
  sidebars: Map<string, SidebarNode[]>;
  sidebarOfDoc: Map<string, string>;
  /** Sidebar name → docs in reading order (for previous/next). */
  readingOrder: Map<string, ReturnType<typeof flattenDocs>>;
  pruneSidebars: Set<string>;
  /** The route the breadcrumbs' Home points to: the doc at the docs' root, else the first page of the first sidebar. */
  homeRoute: string;
  /** Where `/` redirects when no doc has the route `/` (null when one has). */
  homeRedirect: string | null;
  linkContext: SiteLinkContext;
  site: SiteData;
  /** Links written in the config, checked with the pages' links. */
  configLinks: PageLinks[];
  diagnostics: Diagnostic[];
}

/** How the site will be served, decided by the caller: a disk build, or the dev server. */
export interface PlanMode {
  /** A fixed build id (dev uses one so page-data URLs survive edits); default: a hash of every input. */
  buildId?: string;
  /** The browser searches through the server's live index instead of a prebuilt file (dev). */
  liveSearch?: boolean;
  /** Build `draft: true` pages too (dev). */
  drafts?: boolean;
  /** `--strict`: also report interface strings a non-English locale shows in English. */
  strict?: boolean;
}

export interface PlanInput {
  config: SiteConfig;
  configFile: string;
  configSource: string;
  rawDocs: readonly RawDoc[];
  /** `_category_` files of the docs folder. */
  categories?: readonly RawCategoryFile[];
  /** The Docusaurus sidebars file, when the site has one. */
  sidebarsFile?: SidebarsFile | null;
  /** Doc source path → last change from git (empty unless the config shows dates or authors). */
  gitUpdates?: ReadonlyMap<string, GitUpdate>;
  /** Theme bundle identity, so a theme change changes the build id. */
  themeKey: string;
  /** The search worker script, relative to the output root. */
  searchWorkerPath?: string;
  /** The site's `i18n/<default locale>/code.json` (interface-string overrides), when read. */
  codeJson?: CodeJsonFile;
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

function planNavbar(config: SiteConfig, sidebars: Map<string, SidebarNode[]>, docs: readonly Doc[], configFile: string, lineOf: (t: string) => number | undefined, diagnostics: Diagnostic[]): NavbarItem[] {
  const items: NavbarItem[] = [];
  for (const item of config.navbar.items) {
    if (item.type === 'doc') {
      const doc = docs.find((d) => d.id === item.docId);
      if (doc) items.push({ type: 'link', label: item.label ?? doc.label, href: doc.route, position: item.position });
      else {
        const suggestions = closestNames(item.docId, docs.map((d) => d.id));
        diagnostics.push(diagnostic('navbar-unknown-doc', 'error', { label: item.label ?? item.docId, docId: item.docId, suggestions }, { file: configFile, line: lineOf(item.docId) }));
      }
      continue;
    }
    if (item.type !== 'docSidebar') {
      items.push(item.type === 'link' ? { ...item, icon: navbarIconData(item.icon) } : item);
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
  for (const doc of input.rawDocs) hash.update('\0').update(doc.sourcePath).update('\0').update(doc.text);
  for (const category of input.categories ?? []) hash.update('\0').update(category.file).update('\0').update(category.text);
  if (input.sidebarsFile) hash.update('\0').update(input.sidebarsFile.source);
  return hash.digest('hex').slice(0, 10);
}

/**
 * "Edit this page" URLs: `custom_edit_url` front matter (null: none), else `docs.editUrl` plus the file's path from
 * the site folder (as in Docusaurus), else what an `editUrl` function returns for the path under the docs folder.
 */
function editUrlsOf(config: SiteConfig, docs: readonly Doc[]): Map<string, string> {
  const urls = new Map<string, string>();
  const { editUrl } = config.docs;
  for (const doc of docs) {
    const custom = doc.frontMatter.custom_edit_url;
    let url: string | undefined;
    if (custom !== undefined) url = custom ?? undefined;
    else if (typeof editUrl === 'string') url = `${editUrl.replace(/\/+$/, '')}/${doc.file}`;
    else if (editUrl) url = editUrl({ docPath: doc.sourcePath, docId: doc.id }) ?? undefined;
    if (url) urls.set(doc.id, url);
  }
  return urls;
}

/** `pagination_prev` / `pagination_next` must name existing docs. */
function checkPagination(docs: readonly Doc[], byId: ReadonlyMap<string, Doc>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const doc of docs) {
    for (const key of ['pagination_prev', 'pagination_next'] as const) {
      const id = doc.frontMatter[key];
      if (typeof id !== 'string' || byId.has(id)) continue;
      out.push(diagnostic('pagination-unknown-doc', 'error', { key, id, suggestions: closestNames(id, [...byId.keys()]) }, { file: doc.file, line: 1 }));
    }
  }
  return out;
}

/** A page the build writes itself (a category's generated index, a tag page), rendered like a doc. */
interface GeneratedPage {
  id: string;
  route: string;
  title: string;
  description: string;
  body: string;
  /** Where it was asked for, for diagnostics. */
  file: string;
  /** How a route clash names it. */
  clashName: string;
}

/** Generated pages as docs; one whose route a page already has (in any case) is a `route-duplicate` error instead. */
function docsOfGeneratedPages(pages: readonly GeneratedPage[], docs: readonly Doc[], diagnostics: Diagnostic[]): Doc[] {
  const taken = new Map(docs.map((doc) => [doc.route.toLowerCase(), doc]));
  const out: Doc[] = [];
  for (const page of pages) {
    const clash = taken.get(page.route.toLowerCase());
    if (clash) {
      diagnostics.push(diagnostic('route-duplicate', 'error', { route: page.route, firstRoute: clash.route, firstFile: clash.file, secondFile: page.clashName }, { file: clash.file, line: 1 }));
      continue;
    }
    const doc: Doc = { id: page.id, sourcePath: '', file: page.file, route: page.route, frontMatter: {}, title: page.title, description: page.description, label: page.title, position: null, categoryIndex: false, unlisted: false, body: page.body, bodyLineOffset: 0, format: 'md' };
    taken.set(page.route.toLowerCase(), doc);
    out.push(doc);
  }
  return out;
}

/** The config's sidebars, the sidebars file's, or (with neither) one generated from the docs folder. */
function sidebarSources(input: PlanInput): SidebarSource[] {
  const { config, configFile, configSource } = input;
  const sources: SidebarSource[] = [];
  if (Object.keys(config.docs.sidebars).length) sources.push({ file: configFile, source: configSource, sidebars: config.docs.sidebars, keyPrefix: 'docs.sidebars.', collapseTopLevel: false });
  if (input.sidebarsFile) sources.push({ ...input.sidebarsFile, keyPrefix: '', collapseTopLevel: true });
  // `sidebarPath: false` means no sidebar at all, as in Docusaurus.
  if (sources.length === 0 && config.docs.sidebarPath !== false) sources.push({ file: configFile, source: configSource, sidebars: { docs: [{ type: 'autogenerated', dirName: '.' }] }, keyPrefix: '(generated) ', collapseTopLevel: true });
  return sources;
}

export function planSite(input: PlanInput): SitePlan {
  const { config, configFile, configSource } = input;
  const lineOf = quotedValueLines(configSource);
  const loaded = loadDocs(input.rawDocs, { routeBasePath: config.docs.routeBasePath, includeDrafts: input.mode?.drafts ?? false, markdownFormat: config.markdown.format });
  const categories = readCategoryFiles(input.categories ?? []);
  const diagnostics: Diagnostic[] = [...loaded.diagnostics, ...categories.diagnostics];
  const sourceDocs = loaded.docs.filter((doc) => {
    if (!RESERVED_ROUTES.includes(doc.route)) return true;
    diagnostics.push(diagnostic('route-reserved', 'error', { route: doc.route }, { file: doc.file, line: 1 }));
    return false;
  });
  const resolved = resolveSidebars(sidebarSources(input), { docs: sourceDocs, draftIds: loaded.draftIds, categories: categories.categories, routeBasePath: config.docs.routeBasePath });
  diagnostics.push(...resolved.diagnostics);
  const sourceById = new Map(sourceDocs.map((doc) => [doc.id, doc]));
  const generatedPages: GeneratedPage[] = resolved.generatedIndexes.map((page) => ({ ...page, body: generatedIndexBody(page, sourceById), clashName: page.file }));
  const tags = collectTags(sourceDocs, config.docs.routeBasePath);
  if (tags.length) {
    const tagPage = (route: string, title: string, description: string, body: string) => ({ id: `tags:${route}`, route, title, description, body, file: configFile, clashName: '(tag pages)' });
    generatedPages.push(
      tagPage(underRouteBase(config.docs.routeBasePath, '/tags'), 'Tags', `Every tag of the ${config.title} docs.`, tagsIndexBody(tags)),
      ...tags.map((tag) => tagPage(tag.route, `Docs tagged with “${tag.label}”`, `Docs tagged with “${tag.label}”.`, tagPageBody(tag))),
    );
  }
  const generatedDocs = docsOfGeneratedPages(generatedPages, sourceDocs, diagnostics);
  const docs = [...sourceDocs, ...generatedDocs];
  const readingOrder = new Map([...resolved.sidebars].map(([name, nodes]) => [name, flattenDocs(nodes)]));
  const pruneSidebars = new Set([...resolved.sidebars].filter(([, nodes]) => countEntries(nodes) > SIDEBAR_PRUNE_THRESHOLD).map(([name]) => name));
  const mainDocId = (docs.find((d) => d.route === '/') ?? docs[0])?.id ?? '';
  const versions = planVersions(config, mainDocId, configFile, lineOf, diagnostics);
  const navbarItems = planNavbar(config, resolved.sidebars, docs, configFile, lineOf, diagnostics);
  const locales = planLocales(config, configFile, lineOf);
  const interfaceText = resolveInterfaceText(locales.locale, input.codeJson ?? { file: codeJsonPath(locales.locale), text: null }, input.mode?.strict ?? false);
  diagnostics.push(...interfaceText.diagnostics);
  diagnostics.push(...locales.diagnostics);
  const rootDoc = docs.find((d) => d.route === '/');
  const firstSidebar = resolved.sidebars.values().next().value;
  const homeRoute = rootDoc ? '/' : ((firstSidebar && firstRouteOf(firstSidebar)) ?? docs[0]?.route ?? '/');
  const buildId = input.mode?.buildId ?? buildIdOf(input);
  const liveSearch = input.mode?.liveSearch ?? false;
  const site: SiteData = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    buildId,
    logo: logoData(config.logo, config.title),
    navbar: { hideOnScroll: config.navbar.hideOnScroll, items: navbarItems },
    footer: config.footer,
    announcementBar: config.announcementBar ?? null,
    colorMode: config.colorMode,
    locales: locales.locales,
    locale: locales.locale,
    text: interfaceText.text,
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
          facetFilters: config.search.contextualSearch ? [`language:${searchLanguage(config)}`, ['docusaurus_tag:default', `docusaurus_tag:${docsTag(config)}`]] : [],
          insights: config.search.insights,
          feedbackUrl: config.search.feedbackUrl ?? null,
        }
      : null,
  };
  const docsById = new Map(docs.map((d) => [d.id, d]));
  diagnostics.push(...checkPagination(sourceDocs, docsById));
  return {
    // Worker threads receive the plan by structured clone, which cannot carry an `editUrl` function: its results are in `editUrls`.
    config: typeof config.docs.editUrl === 'function' ? { ...config, docs: { ...config.docs, editUrl: undefined } } : config,
    docs,
    docsById,
    editUrls: editUrlsOf(config, sourceDocs),
    docByRoute: new Map(docs.map((d) => [d.route, d])),
    gitUpdates: input.gitUpdates ?? new Map(),
    sidebars: resolved.sidebars,
    sidebarOfDoc: resolved.sidebarOfDoc,
    readingOrder,
    pruneSidebars,
    homeRoute,
    homeRedirect: rootDoc || homeRoute === '/' ? null : homeRoute,
    linkContext: {
      baseUrl: config.baseUrl,
      routeOfSourcePath: new Map(sourceDocs.map((d) => [d.sourcePath, d.route])),
      planBadges: config.docs.planBadges,
      html: config.markdown.html,
      mdx: config.markdown.mdx,
      docsDir: path.posix.normalize(config.docs.path.split(path.sep).join('/')),
      ui: { text: interfaceText.text, locale: locales.locale },
    },
    site,
    configLinks: configLinks(
      config,
      resolved.sidebars,
      configFile,
      lineOf,
      input.sidebarsFile ? [{ file: input.sidebarsFile.file, lineOf: quotedValueLines(input.sidebarsFile.source), sidebarNames: Object.keys(input.sidebarsFile.sidebars) }] : [],
    ),
    diagnostics,
  };
}
