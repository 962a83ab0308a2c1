/**
 * Build stage `planSite`: from the validated config, the docs and the static files, decides everything that
 * is the same for every page — routes, sidebars, navbar links, versions, site data — and reports
 * config-level problems (unknown versions, unknown sidebar ids). A site with several locales, docs versions or docs
 * instances is planned as one variant per locale, instance and version (see `site-variants.ts`), each as if it were
 * a site of its own under its route prefix, with its own docs, sidebars, links and site data. Pure.
 */
import path from 'node:path';
import { toPosixPath } from '../util/paths.js';
import type { TextKey } from '../../core/i18n/catalogue.js';
import type { NavbarItem, NavLink, SiteData, VersionData } from '../../core/route-data.js';
import { CURRENT_VERSION, joinRoute, planVariants, type VariantSpec, type VersionSpec } from './site-variants.js';
import { docsInstancesOf, type DocsInstance } from '../config/docs-instances.js';
import { docsOfVariant, type DocsSource, type VariantSources } from './variant-docs.js';
import { asHref, asSitePath, configHrefPath, joinUrlPath, outputFileUrl, SEARCH_MANIFEST_PATH, type Href, type SitePath } from '../../core/urls.js';
import type { PageLinks } from '../links/check.js';
import { withoutLegacyVersionPrefix } from '../sidebar/legacy-version-ids.js';
import { COPYRIGHT_HTML, inlineHtml, type InlineHtml } from '../config/inline-html.js';
import { configLinks, sidebarLinks } from './config-links.js';
import { plannedRedirects, type RedirectPage } from './redirects.js';
import { planLocales } from './site-locales.js';
import { codeJsonPath, type CodeJsonFile } from '../i18n/code-json.js';
import { parseTranslationFile, resolveInterfaceText } from '../i18n/interface-text.js';
import { translateSidebars } from '../sidebar/translated-labels.js';
import { navbarIconData } from '../config/navbar-icons.js';
import { lineOfKey, quotedValueLines, valueStartLines } from '../config/load.js';
import { DEFAULT_DOCS_INSTANCE, localeFolderOf } from '../config/names.js';
import { mdxPolicyOf, npm2yarnOf, type SiteConfig } from '../config/schema.js';
import { readCategoryFiles } from '../content/categories.js';
import { isValidRoute, underRouteBase } from '../content/doc-paths.js';
import { isAuthoredDoc, loadDocs, type Doc, type UnloadedDoc } from '../content/docs.js';
import { collectTags, tagPageBody, tagRouteProblems, tagsIndexBody } from '../content/tags.js';
import type { RawCategoryFile, RawDoc } from '../content/discover.js';
import type { DocReading } from '../content/doc-reading.js';
import { generatedIndexBody } from '../sidebar/generated-index.js';
import type { SidebarsFile } from '../sidebar/sidebars-file.js';
import type { GitUpdate } from '../content/git-dates.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { uniqueDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { AssetCopy, SiteLinkContext } from '../markdown/context.js';
import { countEntries, flattenDocs, pathTo } from '../sidebar/navigation.js';
import { closestNames } from '../util/closest-names.js';
import { firstRouteOf, resolveSidebars, type SidebarNode, type SidebarSource } from '../sidebar/resolve.js';
import { footerLogoData, logoData } from '../config/style-keys.js';
import type { RawPageFile } from '../content/page-files.js';
import { addSitePages } from './page-routes.js';
import { addBlog, withBlogSearchTag } from './blog-variant.js';
import { BLOG_SEARCH_TAG } from '../../core/blog.js';
import type { BlogSummary } from './blog-plan.js';
import { localeBlogSources, type BlogSources } from './blog-sources.js';

/** Routes the generator itself owns. */
export const RESERVED_ROUTES = ['/search', '/404'];
/** Above this many entries a sidebar is rendered as its open branch only, with the full tree as an asset. */
export const SIDEBAR_PRUNE_THRESHOLD = 300;

/** One locale, docs instance and docs version of the site, planned as a site of its own under its route prefix. */
export interface VariantPlan {
  /** '' for the default locale's last version of the `docs` key's folder, else `fr`, `1.0`, `fr/1.0`, `@community`. */
  key: string;
  locale: string;
  /** The docs instance: `default` (the `docs` key's folder) or an id of `docsInstances`. */
  instance: string;
  /** What the locale's routes start with: '' for the default locale, else `/<code>`. */
  localePrefix: string;
  version: VersionSpec;
  /** The site config as this variant sees it: its instance's docs options, with its folder and its route base path (`/fr/1.0`). */
  config: SiteConfig;
  /** The variant's pages: its docs, then generated index pages. */
  docs: Doc[];
  /** Messages by translation id in the variant's locale (theme strings and `code.json`), for `@docusaurus/Translate`. */
  translations: Record<string, string>;
  docsById: Map<string, Doc>;
  /** Doc source path (under the variant's docs folder) → last change from git. */
  gitUpdates: ReadonlyMap<string, GitUpdate>;
  /** Doc id → its "Edit this page" URL. */
  editUrls: Map<string, Href>;
  sidebars: Map<string, SidebarNode[]>;
  sidebarOfDoc: Map<string, string>;
  /** Sidebar name → docs in reading order (for previous/next). */
  readingOrder: Map<string, ReturnType<typeof flattenDocs>>;
  pruneSidebars: Set<string>;
  /** The docs' home: the doc at the docs' root, else the first page of the first sidebar. */
  homeRoute: SitePath;
  /** Where the breadcrumbs' Home points when not to `homeRoute`: the site's home page (a page of src/pages at the locale's root). */
  breadcrumbHome?: SitePath;
  /** The route that forwards to `homeRoute` when no doc has it (`/`, `/fr`, `/1.0`), else null. */
  homeRedirect: { from: SitePath; to: SitePath } | null;
  linkContext: SiteLinkContext;
  /** Markdown files of the variant that failed to load (reported already), for links that lead to them. */
  unloaded: UnloadedDoc[];
  site: SiteData;
  /** What the variant's search records carry: the locale, and the DocSearch tag of its version. */
  searchLanguage: string;
  searchTag: string;
  /** How a blog post's links resolve (its folder's files, the docs' files by their path), on the variant that has the blog. */
  blogLinkContext?: SiteLinkContext;
}

export interface SitePlan {
  /** The site config as written. */
  config: SiteConfig;
  /** Every page to build, of every variant (each names its variant). */
  docs: Doc[];
  docByRoute: Map<string, Doc>;
  /** The default locale's last version of the `docs` key's folder first; a site with one locale, instance and version has only that. */
  variants: VariantPlan[];
  /** Links written in the config, checked with the pages' links. */
  configLinks: PageLinks[];
  /** The config's images copied from the site folder under their content hash (a logo in `src/assets`). */
  configAssets: AssetCopy[];
  /** The pages `redirects` asks for, in every locale. */
  redirects: RedirectPage[];
  /** Routes of Markdown files that failed to load (reported already) → their file. */
  unloadedRoutes: Map<string, string>;
  /** Each built locale's blog (its options and listed posts, for its feeds), the default locale's first; none without a blog. */
  blogs: BlogSummary[];
  /** The `@theme/…` modules the site's own `src/theme` gives, as the plan read them (the components' bundle resolves them). */
  siteTheme: readonly string[];
  diagnostics: Diagnostic[];
}

/** How the site will be served, decided by the caller: a disk build, or the dev server. */
export interface PlanMode {
  /** The browser searches through the server's live index instead of a prebuilt file (dev). */
  liveSearch?: boolean;
  /** Build `draft: true` pages too (dev). */
  drafts?: boolean;
  /** `--strict`: also report interface strings a non-English locale shows in English. */
  strict?: boolean;
  /** `build --locale`: plan only this locale's variants. */
  locale?: string;
}

export interface PlanInput {
  config: SiteConfig;
  /** The name of the site's folder (`docs`), which a page's path may climb out of and back into. */
  siteFolder?: string;
  /** The config's logo images that are files of the site folder (config-images.ts), by the path written. */
  configImages?: ReadonlyMap<string, AssetCopy>;
  /** The `@theme/…` modules the site's own `src/theme` gives that docsgen's theme does not (site-theme-modules.ts). */
  siteTheme?: readonly string[];
  configFile: string;
  configSource: string;
  rawDocs: readonly RawDoc[];
  /** `_category_` files of the docs folder. */
  categories?: readonly RawCategoryFile[];
  /** The Docusaurus sidebars file, when the site has one. */
  sidebarsFile?: SidebarsFile | null;
  /** Doc source path → last change from git (empty unless the config shows dates or authors). */
  gitUpdates?: ReadonlyMap<string, GitUpdate>;
  /** The search worker script, relative to the output root. */
  searchWorkerPath?: string;
  /** The site's `i18n/<default locale>/code.json` (interface-string overrides), when read. */
  codeJson?: CodeJsonFile;
  /** Released versions and translations (`versions.json`, `versioned_docs/`, `i18n/<locale>/…`), when the site has any. */
  variantSources?: VariantSources;
  mode?: PlanMode;
  /** The files of the pages folder (`src/pages`) that are pages, as read. */
  rawPages?: readonly RawPageFile[];
  /** Reads a Markdown file (default: from scratch; a build with the cache keeps readings of unchanged files). */
  readDoc?: (item: RawDoc) => DocReading;
  /** The blog's options and files, when the site has a blog. */
  blog?: BlogSources | null;
}

/** What a variant's navbar items resolve against for one docs instance: its docs, sidebars and versions. */
interface NavbarTarget {
  docs: readonly Doc[];
  sidebars: ReadonlyMap<string, SidebarNode[]>;
  /** The instance's versions in the page's locale, when it is not the page's own instance (whose are the site data's). */
  versions: VersionData[] | null;
  /** Where the docs it links sit (`/docs`, `/docs/next`): a generated index's slug is under it. */
  routeBase: string;
}

/**
 * The ids a navbar doc item can name, for its did-you-mean: each doc's own, and a generated index's slug under the
 * route base (`/examples`), as the item finds it; never the ids docsgen gives pages, blog pages and tag pages.
 */
function navbarDocIds(docs: readonly Doc[], routeBase: string): string[] {
  const base = routeBase.replace(/\/+$/, '');
  return docs.flatMap((doc) => {
    if (isAuthoredDoc(doc)) return [doc.id];
    if (doc.id === `category:${doc.route}` && doc.route.startsWith(`${base}/`)) return [doc.route.slice(base.length)];
    return [];
  });
}

type NavbarConfigItem = SiteConfig['navbar']['items'][number];
type MenuEntry = Extract<NavbarConfigItem, { type: 'dropdown' }>['items'][number];
/** A navbar item or a dropdown's entry that leads to a doc or to a sidebar's first page. */
type DocsEntry = Extract<NavbarConfigItem, { type: 'doc' | 'docSidebar' }> | Exclude<MenuEntry, { href: string }>;

/**
 * The navbar's items, one per configured item (null for one that cannot link anywhere, reported). A doc, sidebar or
 * version dropdown item, and a doc or sidebar entry of a `dropdown`, resolves against the docs instance its
 * `docsPluginId` names (default: the `docs` key's).
 */
function planNavbar(
  config: SiteConfig,
  targetOf: (instance: string) => NavbarTarget | null,
  configFile: string,
  lineOf: (t: string) => number | undefined,
  diagnostics: Diagnostic[],
): (NavbarItem | null)[] {
  const knownInstances = docsInstancesOf(config).map((instance) => instance.id);
  /** The docs instance an item names, or null (reported) for one the config does not have. */
  const targetFor = (item: { docsPluginId?: string | undefined }, label: string): { instance: string; target: NavbarTarget } | null => {
    const instance = item.docsPluginId ?? DEFAULT_DOCS_INSTANCE;
    const target = targetOf(instance);
    if (target) return { instance, target };
    diagnostics.push(
      diagnostic('navbar-unknown-docs-instance', 'error', { label, id: instance, known: knownInstances }, { file: configFile, line: lineOf(instance) }),
    );
    return null;
  };
  /** A link, doc or sidebar entry as the link it is (null when it leads nowhere, reported). */
  const linkOf = (entry: DocsEntry | Extract<MenuEntry, { href: string }>): NavLink | null => {
    if ('href' in entry) return { label: entry.label, href: configHrefPath(config.baseUrl, entry.href) };
    const found = targetFor(entry, entry.type === 'doc' ? (entry.label ?? entry.docId) : entry.label);
    if (!found) return null;
    const { docs, sidebars } = found.target;
    if (entry.type === 'doc') {
      // As in Docusaurus, whose global data lists each generated index among the docs with its slug as its id.
      const indexId = `category:${underRouteBase(found.target.routeBase, entry.docId)}`;
      const doc = docs.find((d) => d.id === entry.docId) ?? docs.find((d) => d.id === indexId);
      if (doc) return { label: entry.label ?? doc.label, href: doc.route };
      const suggestions = closestNames(entry.docId, navbarDocIds(docs, found.target.routeBase));
      diagnostics.push(
        diagnostic(
          'navbar-unknown-doc',
          'error',
          { label: entry.label ?? entry.docId, docId: entry.docId, suggestions },
          { file: configFile, line: lineOf(entry.docId) },
        ),
      );
      return null;
    }
    const nodes = sidebars.get(entry.sidebarId);
    if (!nodes) {
      const suggestions = closestNames(entry.sidebarId, [...sidebars.keys()]);
      diagnostics.push(
        diagnostic(
          'sidebar-unknown-id',
          'error',
          { label: entry.label, sidebarId: entry.sidebarId, suggestions },
          { file: configFile, line: lineOf(entry.sidebarId) },
        ),
      );
      return null;
    }
    const route = firstRouteOf(nodes);
    if (route) return { label: entry.label, href: route };
    diagnostics.push(
      diagnostic('sidebar-nothing-to-link', 'error', { label: entry.label, sidebarId: entry.sidebarId }, { file: configFile, line: lineOf(entry.sidebarId) }),
    );
    return null;
  };
  /** A locale or version dropdown's own links before and after its entries, as site paths. */
  type WrittenLinks = { label: string; href: string }[] | undefined;
  const extraLinks = (item: { dropdownItemsBefore?: WrittenLinks; dropdownItemsAfter?: WrittenLinks }) => {
    const links = (list: WrittenLinks) => list?.map((link) => ({ label: link.label, href: configHrefPath(config.baseUrl, link.href) }));
    const before = links(item.dropdownItemsBefore);
    const after = links(item.dropdownItemsAfter);
    return { ...(before?.length ? { itemsBefore: before } : {}), ...(after?.length ? { itemsAfter: after } : {}) };
  };
  return config.navbar.items.map((item): NavbarItem | null => {
    switch (item.type) {
      case 'link': {
        const { activeBasePath, activeBaseRegex, ...link } = item;
        return {
          ...link,
          href: configHrefPath(config.baseUrl, link.href),
          icon: navbarIconData(link.icon),
          ...(activeBasePath !== undefined ? { activeBase: configHrefPath(config.baseUrl, activeBasePath) } : {}),
          ...(activeBaseRegex !== undefined ? { activeRegex: activeBaseRegex } : {}),
        };
      }
      case 'localeDropdown':
        return { type: item.type, position: item.position, ...(item.forceDropdown ? { forceDropdown: true } : {}), ...extraLinks(item) };
      case 'docsVersionDropdown': {
        const found = targetFor(item, 'docsVersionDropdown');
        if (!found) return null;
        return {
          type: item.type,
          position: item.position,
          ...(item.forceDropdown ? { forceDropdown: true } : {}),
          ...(found.instance !== DEFAULT_DOCS_INSTANCE ? { docsPluginId: found.instance } : {}),
          ...(found.target.versions ? { versions: found.target.versions } : {}),
          ...extraLinks(item),
        };
      }
      case 'dropdown': {
        // An entry that leads nowhere is reported and left out; the menu shows the others.
        const entries = item.items.map(linkOf).filter((entry): entry is NavLink => entry !== null);
        return entries.length ? { type: 'dropdown', label: item.label, position: item.position, items: entries } : null;
      }
      default: {
        const link = linkOf(item);
        if (!link) return null;
        // The sidebar it leads into: the page showing it marks the item, as Docusaurus marks its docs items.
        const sidebars = targetOf(item.docsPluginId ?? DEFAULT_DOCS_INSTANCE)?.sidebars;
        const sidebar = item.type === 'docSidebar' ? item.sidebarId : sidebars && [...sidebars].find(([, nodes]) => pathTo(nodes, item.docId) !== null)?.[0];
        return {
          type: 'link',
          ...link,
          position: item.position,
          ...(item.className ? { className: item.className } : {}),
          ...(sidebar !== undefined ? { sidebar } : {}),
        };
      }
    }
  });
}

/**
 * The config as the plan holds it: render threads receive the plan by structured clone, which cannot carry
 * functions. An `editUrl` function's results are in `editUrls`, `createRedirects`' in `redirects`; the Markdown
 * plugins each thread takes from the config it loads itself (`markdown/user-plugins.ts`), and so does the Markdown
 * preprocessor.
 */
function cloneable(config: SiteConfig): SiteConfig {
  const { markdown } = config;
  const plugins =
    markdown.beforeDefaultRemarkPlugins.length + markdown.remarkPlugins.length + markdown.beforeDefaultRehypePlugins.length + markdown.rehypePlugins.length;
  const editUrlFunctions = [config.docs, ...config.docsInstances].some((docs) => typeof docs.editUrl === 'function');
  if (!editUrlFunctions && plugins === 0 && !markdown.preprocessor && !config.createRedirects) return config;
  const withoutFunction = <T extends { editUrl?: unknown }>(docs: T): T => (typeof docs.editUrl === 'function' ? { ...docs, editUrl: undefined } : docs);
  return {
    ...config,
    // Used when the site is planned (redirects.ts), never when a page renders.
    createRedirects: undefined,
    docs: withoutFunction(config.docs),
    ...(config.docsInstances.length ? { docsInstances: config.docsInstances.map(withoutFunction) } : {}),
    markdown: {
      ...markdown,
      beforeDefaultRemarkPlugins: [],
      remarkPlugins: [],
      beforeDefaultRehypePlugins: [],
      rehypePlugins: [],
      preprocessor: undefined,
    },
  };
}

/**
 * "Edit this page" URLs: `custom_edit_url` front matter (null: none), else `docs.editUrl` plus the file's path from
 * the site folder (as in Docusaurus), else what an `editUrl` function returns for the path under the docs folder.
 */
function editUrlsOf(config: SiteConfig, docs: readonly Doc[]): Map<string, Href> {
  const urls = new Map<string, Href>();
  const { editUrl } = config.docs;
  for (const doc of docs) {
    const custom = doc.frontMatter.custom_edit_url;
    let url: string | undefined;
    if (custom !== undefined) url = custom ?? undefined;
    // A translated page edits the default locale's file, as Docusaurus does unless `editLocalizedFiles` says otherwise.
    else if (typeof editUrl === 'string')
      url = joinUrlPath(editUrl, config.docs.editLocalizedFiles || !doc.sourcePath ? doc.file : path.posix.join(config.docs.path, doc.sourcePath));
    else if (editUrl) url = editUrl({ docPath: doc.sourcePath, docId: doc.id }) ?? undefined;
    if (url) urls.set(doc.id, asHref(url));
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
  route: SitePath;
  title: string;
  description: string;
  body: string;
  /** Where it was asked for, for diagnostics. */
  file: string;
  /** How a route clash names it. */
  clashName: string;
}

/** Generated pages as docs; one whose route a page already has (in any case) is a `route-duplicate` error instead. */
function docsOfGeneratedPages(pages: readonly GeneratedPage[], docs: readonly Doc[], variant: number, diagnostics: Diagnostic[]): Doc[] {
  const taken = new Map(docs.map((doc) => [doc.route.toLowerCase(), doc]));
  const out: Doc[] = [];
  for (const page of pages) {
    // Tags and category slugs check their routes where they are made; this catches any other generated page.
    if (!isValidRoute(page.route)) {
      diagnostics.push(diagnostic('route-invalid', 'error', { route: page.route, fromSlug: false }, { file: page.file, line: 1 }));
      continue;
    }
    const clash = taken.get(page.route.toLowerCase());
    if (clash) {
      diagnostics.push(routeDuplicate(page.route, clash, page.clashName, clash.file));
      continue;
    }
    const doc: Doc = {
      id: page.id,
      sourcePath: '',
      file: page.file,
      route: page.route,
      frontMatter: {},
      title: page.title,
      description: page.description,
      label: page.title,
      position: null,
      categoryIndex: false,
      unlisted: false,
      body: page.body,
      bodyLineOffset: 0,
      format: 'md',
      variant,
    };
    taken.set(page.route.toLowerCase(), doc);
    out.push(doc);
  }
  return out;
}

/**
 * The config's sidebars of the docs instance (the current version's only), the version's sidebars file, or (with
 * neither) one generated from the docs folder.
 */
/** A translated locale's own sidebars (`docs.locales.<code>`), for the docs folder (`current`) only, or null. */
function localeSidebarsOf(instance: DocsInstance, spec: VariantSpec): NonNullable<DocsInstance['docs']['locales']>[string] | null {
  return spec.version.name === CURRENT_VERSION ? (instance.docs.locales?.[spec.locale] ?? null) : null;
}

function sidebarSources(input: PlanInput, instance: DocsInstance, spec: VariantSpec, sidebarsFile: SidebarsFile | null): SidebarSource[] {
  const { configFile, configSource } = input;
  const { docs } = instance;
  const { version } = spec;
  // A locale with sidebars of its own shows them instead of the docs' (the config's and the file's).
  const own = localeSidebarsOf(instance, spec);
  if (own) {
    const keyPrefix = `${instance.sidebarsKey.replace(/sidebars\.$/, '')}locales.${spec.locale}.sidebars.`;
    return [{ file: configFile, source: configSource, sidebars: own.sidebars, keyPrefix, collapseTopLevel: false }];
  }
  const sources: SidebarSource[] = [];
  if (version.name === CURRENT_VERSION && Object.keys(docs.sidebars).length)
    sources.push({ file: configFile, source: configSource, sidebars: docs.sidebars, keyPrefix: instance.sidebarsKey, collapseTopLevel: false });
  // A released version's file may be in early Docusaurus 2's layout, every name and id prefixed with the version.
  const file = sidebarsFile && version.name !== CURRENT_VERSION ? withoutLegacyVersionPrefix(sidebarsFile, version.name) : sidebarsFile;
  if (file) sources.push({ ...file, keyPrefix: '', collapseTopLevel: true });
  // `sidebarPath: false` means no sidebar at all, as in Docusaurus.
  if (sources.length === 0 && docs.sidebarPath !== false)
    sources.push({
      file: configFile,
      source: configSource,
      sidebars: { docs: [{ type: 'autogenerated', dirName: '.' }] },
      keyPrefix: '(generated) ',
      collapseTopLevel: true,
    });
  return sources;
}

/**
 * Where the variant's home forwards from: the locale's root for the `docs` key's last version (`/`, `/fr`), else the
 * version's root (`/1.0`, `/community`).
 */
function homeRedirectOf(spec: VariantSpec, localePrefix: string, homeRoute: SitePath, docs: readonly Doc[]): VariantPlan['homeRedirect'] {
  // Another docs instance's root is its own (`/community`): the locale's root is the `docs` key's folder's to forward.
  const from = spec.version.isLast && spec.instance === DEFAULT_DOCS_INSTANCE ? joinRoute(localePrefix) : spec.routeBase;
  if (docs.some((d) => d.route === from) || homeRoute === from) return null;
  return { from, to: homeRoute };
}

interface VariantContext {
  input: PlanInput;
  lineOf: (text: string) => number | undefined;
  locales: ReturnType<typeof planLocales>;
  /** The docs instances, by id. */
  instances: ReadonlyMap<string, DocsInstance>;
  /** The search tag of each docs instance's last version (`docs-community-current`), by id: searched with every page's own. */
  lastVersionTags: ReadonlyMap<string, string>;
  /** The announcement bar's content as the theme draws it, read once for every variant. */
  announcement: InlineHtml | null;
}

/** A logo whose images the site folder holds (not the static one) as the theme shows it: at their copies' addresses. */
function withCopiedImages<Logo extends { src: string; srcDark?: string | undefined }>(
  logo: Logo | undefined,
  images: ReadonlyMap<string, AssetCopy> | undefined,
): Logo | undefined {
  if (!logo || !images?.size) return logo;
  const shown = (src: string) => {
    const copy = images.get(src);
    return copy ? `/${copy.output}` : src;
  };
  return { ...logo, src: shown(logo.src), ...(logo.srcDark ? { srcDark: shown(logo.srcDark) } : {}) };
}

/** The DocSearch tag of a docs instance's version, as Docusaurus names it (`docs-default-current`, `docs-community-1.0`). */
export const searchTagOf = (instance: string, version: string): string => `docs-${instance}-${version}`;

function planVariant(spec: VariantSpec, index: number, source: DocsSource, context: VariantContext): { plan: VariantPlan; diagnostics: Diagnostic[] } {
  const { input } = context;
  const { configFile } = input;
  const siteConfig = input.config;
  const instance = context.instances.get(spec.instance)!;
  const config: SiteConfig = { ...siteConfig, docs: { ...instance.docs, path: spec.version.docsPath, routeBasePath: spec.routeBase } };
  const loaded = loadDocs(source.rawDocs, {
    routeBasePath: spec.routeBase,
    frontMatterKeys: config.markdown.frontMatterKeys,
    includeDrafts: input.mode?.drafts ?? false,
    markdownFormat: config.markdown.format,
    variant: index,
    siteTitle: config.title,
    ...(instance.docs.slugifyPaths ? { slugifyPaths: true } : {}),
    ...(instance.docs.slugifyPaths && siteConfig.i18n.layout === 'folders' && spec.locale !== siteConfig.i18n.defaultLocale
      ? { localeFolder: localeFolderOf(siteConfig.i18n, spec.locale) }
      : {}),
    ...(instance.docs.folderPages !== 'docusaurus' ? { folderPages: instance.docs.folderPages } : {}),
    ...(instance.docs.numberPrefixParser === false ? { numberPrefixes: false } : {}),
    ...(input.readDoc ? { read: input.readDoc } : {}),
  });
  const categories = readCategoryFiles(source.categories);
  const diagnostics: Diagnostic[] = [...loaded.diagnostics, ...categories.diagnostics];
  // A doc at the locale's `/404` (Starlight's `404.md`) is its not-found page, written in the generator's place and
  // listed nowhere; another doc at a route the generator owns (`/search`) is an error.
  const notFoundRoute = joinRoute(context.locales.locales.find((l) => l.code === spec.locale)?.prefix ?? '', '/404');
  const sourceDocs = loaded.docs.flatMap((doc): Doc[] => {
    if (doc.route === notFoundRoute) return [{ ...doc, unlisted: true }];
    if (!RESERVED_ROUTES.includes(doc.route)) return [doc];
    diagnostics.push(diagnostic('route-reserved', 'error', { route: doc.route }, { file: doc.file, line: 1 }));
    return [];
  });
  const ownSidebars = localeSidebarsOf(instance, spec);
  const displayedSidebars = ownSidebars ? ownSidebars.displayedSidebars : instance.docs.displayedSidebars;
  const resolvedInSource = resolveSidebars(sidebarSources(input, instance, spec, source.sidebarsFile), {
    docs: sourceDocs,
    draftIds: loaded.draftIds,
    ...(loaded.unloaded.length ? { failedIds: new Map(loaded.unloaded.map((u) => [u.id, u.file])) } : {}),
    categories: categories.categories,
    routeBasePath: spec.routeBase,
    baseUrl: siteConfig.baseUrl,
    collapsible: instance.docs.sidebarCollapsible,
    ...(instance.docs.numberPrefixParser === false ? { numberPrefixes: false } : {}),
    ...(instance.docs.sidebarCollapsed !== undefined ? { collapsed: instance.docs.sidebarCollapsed } : {}),
    ...(displayedSidebars ? { displayedSidebars: { globs: displayedSidebars, file: input.configFile, source: input.configSource } } : {}),
  });
  diagnostics.push(...resolvedInSource.diagnostics);
  // A translated locale's sidebar and version labels, from Docusaurus' `<version>.json` beside its folder.
  const labelFile = spec.translatedPath ? input.variantSources?.labelFiles.get(spec.translatedPath) : undefined;
  const labels = labelFile?.text ? parseTranslationFile(labelFile.file, labelFile.text, diagnostics) : new Map<string, string>();
  const resolved = { ...resolvedInSource, sidebars: translateSidebars(resolvedInSource.sidebars, labels) };
  const version = labels.has('version.label') ? { ...spec.version, label: labels.get('version.label')! } : spec.version;
  const sourceById = new Map(sourceDocs.map((doc) => [doc.id, doc]));
  const generatedPages: GeneratedPage[] = resolved.generatedIndexes.map((page) => ({
    ...page,
    body: generatedIndexBody(page, sourceById),
    clashName: page.file,
  }));
  const tags = collectTags(sourceDocs, spec.routeBase);
  diagnostics.push(...tagRouteProblems(sourceDocs, spec.routeBase));
  if (tags.length) {
    const tagPage = (route: SitePath, title: string, description: string, body: string) => ({
      id: `tags:${route}`,
      route,
      title,
      description,
      body,
      file: configFile,
      clashName: '(tag pages)',
    });
    generatedPages.push(
      tagPage(underRouteBase(spec.routeBase, '/tags'), 'Tags', `Every tag of the ${config.title} docs.`, tagsIndexBody(tags)),
      ...tags.map((tag) => tagPage(tag.route, `Docs tagged with "${tag.label}"`, `Docs tagged with "${tag.label}".`, tagPageBody(tag))),
    );
  }
  const generatedDocs = docsOfGeneratedPages(generatedPages, sourceDocs, index, diagnostics);
  const docs = [...sourceDocs, ...generatedDocs];
  const docsById = new Map(docs.map((d) => [d.id, d]));
  diagnostics.push(...checkPagination(sourceDocs, docsById));
  const readingOrder = new Map([...resolved.sidebars].map(([name, nodes]) => [name, flattenDocs(nodes)]));
  const pruneSidebars = new Set([...resolved.sidebars].filter(([, nodes]) => countEntries(nodes) > SIDEBAR_PRUNE_THRESHOLD).map(([name]) => name));
  const codeJson = spec.locale === siteConfig.i18n.defaultLocale ? input.codeJson : input.variantSources?.codeJsons.get(spec.locale);
  const unshown = new Set<TextKey>(siteConfig.sidebar.hideable ? [] : ['hideSidebar', 'showSidebar']);
  const interfaceText = resolveInterfaceText(
    spec.locale,
    codeJson ?? { file: codeJsonPath(localeFolderOf(siteConfig.i18n, spec.locale)), text: null },
    input.mode?.strict ?? false,
    unshown,
  );
  // Each locale's code.json is reported once, with its last version.
  if (spec.version.isLast) diagnostics.push(...interfaceText.diagnostics);
  const rootDoc = docs.find((d) => d.route === spec.routeBase);
  const firstSidebar = resolved.sidebars.values().next().value;
  const homeRoute = rootDoc ? rootDoc.route : ((firstSidebar && firstRouteOf(firstSidebar)) ?? docs[0]?.route ?? spec.routeBase);
  const liveSearch = input.mode?.liveSearch ?? false;
  const localePrefix = context.locales.locales.find((l) => l.code === spec.locale)?.prefix ?? '';
  const searchTag = searchTagOf(spec.instance, spec.version.name);
  // Contextual search looks in this version of the page's docs instance and in the last version of each other one.
  const searchTags = [searchTag, ...[...context.lastVersionTags].filter(([id]) => id !== spec.instance).map(([, tag]) => tag)];
  // The text beside the navbar's logo; none when the config says `false` (the logo's alt text is then its name).
  const navbarTitle = config.navbar.title === false ? null : (config.navbar.title ?? config.title) || null;
  const site: SiteData = {
    title: config.title,
    tagline: config.tagline,
    ...(config.titleDelimiter !== '|' ? { titleDelimiter: config.titleDelimiter } : {}),
    url: config.url,
    baseUrl: config.baseUrl,
    logo: logoData(withCopiedImages(config.logo, input.configImages), navbarTitle ?? '', config.baseUrl),
    // The navbar's items and the footer's links are filled in by planSite once every variant is planned (localised).
    navbar: { title: navbarTitle, hideOnScroll: config.navbar.hideOnScroll, items: [] },
    ...(config.sidebar.hideable || config.sidebar.autoCollapseCategories
      ? {
          sidebarBehaviour: {
            ...(config.sidebar.hideable ? { hideable: true as const } : {}),
            ...(config.sidebar.autoCollapseCategories ? { autoCollapseCategories: true as const } : {}),
          },
        }
      : {}),
    footer: { copyright: [], columns: [] },
    announcementBar: config.announcementBar && context.announcement ? { ...config.announcementBar, content: context.announcement.nodes } : null,
    colorMode: config.colorMode,
    locales: context.locales.locales,
    locale: spec.locale,
    text: interfaceText.text,
    versions: [],
    ...(spec.key ? { variant: spec.key } : {}),
    version: spec.version.name,
    ...(spec.instance !== DEFAULT_DOCS_INSTANCE ? { docsInstance: spec.instance } : {}),
    analytics: config.analytics ?? null,
    search: config.search
      ? {
          provider: liveSearch && config.search.provider === 'local' ? 'server' : config.search.provider,
          indexName: config.search.indexName,
          indexUrl: config.search.provider === 'local' && !liveSearch ? outputFileUrl(config.baseUrl, SEARCH_MANIFEST_PATH) : null,
          workerUrl: config.search.provider === 'local' && !liveSearch && input.searchWorkerPath ? outputFileUrl(config.baseUrl, input.searchWorkerPath) : null,
          hosts: config.search.hosts ?? null,
          appId: config.search.appId ?? 'docsgen',
          apiKey: config.search.apiKey ?? 'docsgen-local',
          facetFilters: config.search.contextualSearch
            ? [`language:${spec.locale}`, ['docusaurus_tag:default', ...searchTags.map((tag) => `docusaurus_tag:${tag}`)]]
            : [],
          insights: config.search.insights,
          feedbackUrl: config.search.feedbackUrl ?? null,
        }
      : null,
  };
  const plan: VariantPlan = {
    key: spec.key,
    locale: spec.locale,
    instance: spec.instance,
    localePrefix,
    version,
    config: cloneable(config),
    docs,
    translations: interfaceText.messages,
    docsById,
    gitUpdates: source.gitUpdates,
    editUrls: editUrlsOf(config, sourceDocs),
    sidebars: resolved.sidebars,
    sidebarOfDoc: resolved.sidebarOfDoc,
    readingOrder,
    pruneSidebars,
    homeRoute,
    homeRedirect: homeRedirectOf(spec, localePrefix, homeRoute, docs),
    unloaded: loaded.unloaded,
    linkContext: {
      baseUrl: config.baseUrl,
      routeOfSourcePath: new Map(sourceDocs.map((d) => [d.sourcePath, d.route])),
      ...(loaded.unloaded.length ? { unloaded: new Map(loaded.unloaded.map((u) => [u.sourcePath, u.file])) } : {}),
      planBadges: config.docs.planBadges,
      html: config.markdown.html,
      markdownFormat: config.markdown.format,
      mdx: mdxPolicyOf(config),
      admonitions: config.markdown.admonitions,
      npm2yarn: npm2yarnOf(config),
      ...(config.markdown.math === false
        ? { math: false as const }
        : Object.keys(config.markdown.math.macros).length
          ? { mathMacros: config.markdown.math.macros }
          : {}),
      ...(config.markdown.indentedCode ? { indentedCode: true as const } : {}),
      ...(config.markdown.defaultCodeLanguage ? { defaultCodeLanguage: config.markdown.defaultCodeLanguage.toLowerCase() } : {}),
      ...(config.markdown.missingPlugins.length ? { missingPlugins: config.markdown.missingPlugins } : {}),
      ...(config.markdown.anchors.maintainCase ? { anchorsMaintainCase: true as const } : {}),
      ...(config.markdown.anchors.trimHyphens ? {} : { anchorsKeepHyphens: true as const }),
      syntax: config.markdown.syntax,
      ...(config.markdown.syntax === 'vitepress' ? { srcDir: path.posix.normalize(toPosixPath(config.i18n.localesPath ?? config.docs.path)) } : {}),
      ...(input.siteFolder ? { siteFolder: input.siteFolder } : {}),
      ...(Object.keys(config.markdown.pathAliases).length ? { pathAliases: config.markdown.pathAliases } : {}),
      ...(input.siteTheme?.length ? { siteTheme: input.siteTheme } : {}),
      docsDir: path.posix.normalize(toPosixPath(spec.version.docsPath)),
      ...(spec.translatedPath ? { translatedDir: path.posix.normalize(toPosixPath(spec.translatedPath)) } : {}),
      ...(localePrefix && config.i18n.layout === 'docusaurus' ? { localePrefix } : {}),
      ui: { text: interfaceText.text, locale: spec.locale },
    },
    site,
    searchLanguage: spec.locale,
    searchTag,
  };
  return { plan, diagnostics };
}

/** The versions the dropdown of a locale's pages lists (in Docusaurus' order: current, then versions.json's), each with its home in that locale. */
function versionsOf(variants: readonly VariantPlan[], locale: string, order: readonly string[]): VersionData[] {
  return variants
    .filter((v) => v.locale === locale)
    .sort((a, b) => order.indexOf(a.version.name) - order.indexOf(b.version.name))
    .map((v) => ({
      name: v.version.name,
      label: v.version.label,
      path: v.config.docs.routeBasePath,
      mainDocId: v.docs.find((d) => d.route === v.homeRoute)?.id ?? '',
      isLast: v.version.isLast,
      banner: v.version.banner,
      badge: v.version.badge,
      home: v.homeRoute,
    }));
}

/** A default-locale route as the locale has it (`/intro` → `/fr/intro`), when the locale has that page; else null. */
function localeRouteOf(route: string, localePrefix: string, routes: ReadonlyMap<string, Doc>): SitePath | null {
  if (!localePrefix) return null;
  const localised = joinRoute(localePrefix, route);
  return routes.has(localised) ? localised : null;
}

/** A navbar or footer link (a site path or an external URL, as the config wrote it); in a translated locale, to that locale's page when there is one. */
function localisedHref(href: string, localePrefix: string, routes: ReadonlyMap<string, Doc>): SitePath {
  if (!href.startsWith('/') || href.startsWith('//')) return asSitePath(href);
  const [pathname = '', rest = ''] = href.split(/(?=[?#])/, 2);
  const localised = localeRouteOf(pathname, localePrefix, routes);
  return asSitePath(localised ? localised + rest : href);
}

/**
 * The config's links as the built locale has them: its hrefs name the default locale's routes, so a build of another
 * locale alone (`--locale fr`) checks them against that locale's pages (`/intro` → `/fr/intro`).
 */
function builtLocaleLinks(pages: PageLinks[], localePrefix: string, routes: ReadonlyMap<string, Doc>): PageLinks[] {
  if (!localePrefix) return pages;
  return pages.map((page) => ({
    ...page,
    links: page.links.map((link) => {
      const localised = link.kind === 'route' && link.route !== null ? localeRouteOf(link.route, localePrefix, routes) : null;
      return localised ? { ...link, route: localised } : link;
    }),
  }));
}

/**
 * Routes two variants both have (docs instances whose routes overlap, a slug that lands in another version's
 * prefix): a `route-duplicate` error each; the first variant's page keeps the route.
 */
function routeClashes(variants: readonly VariantPlan[]): Diagnostic[] {
  const owner = new Map<string, Doc>();
  const out: Diagnostic[] = [];
  for (const variant of variants)
    for (const doc of variant.docs) {
      const first = owner.get(doc.route.toLowerCase());
      if (!first) owner.set(doc.route.toLowerCase(), doc);
      else if (first.variant !== doc.variant) out.push(routeDuplicate(doc.route, first, doc.file, doc.file));
    }
  return out;
}

/**
 * For links written as file paths from one docs folder to another (`../community/intro.md`,
 * `../versioned_docs/version-9.x/intro.md`): the pages of every version and docs instance of each locale, by their
 * file's path from the site root, one map shared by the locale's variants. Only for locales with several variants.
 */
function localeDocFiles(variants: readonly VariantPlan[]): Map<string, Map<string, string>> {
  const byLocale = new Map<string, Map<string, string>>();
  const count = new Map<string, number>();
  for (const variant of variants) count.set(variant.locale, (count.get(variant.locale) ?? 0) + 1);
  for (const variant of variants) {
    if (count.get(variant.locale)! < 2) continue;
    let files = byLocale.get(variant.locale);
    if (!files) byLocale.set(variant.locale, (files = new Map()));
    const folder = path.posix.normalize(toPosixPath(variant.version.docsPath));
    for (const doc of variant.docs) if (doc.sourcePath) files.set(path.posix.join(folder, doc.sourcePath), doc.route);
  }
  return byLocale;
}

export function planSite(input: PlanInput): SitePlan {
  const { config, configFile, configSource } = input;
  const lineOf = quotedValueLines(configSource);
  const sources = input.variantSources;
  // Version names are quoted values or keys (`versions: { v2: … }`); `includeCurrentVersion` is a key.
  const variantLineOf = (text: string) => lineOf(text) ?? lineOfKey(configSource, [text]);
  const planned = planVariants(config, sources?.released ?? [], configFile, variantLineOf, input.mode?.locale, sources?.instanceReleased);

  const locales = planLocales(config);
  const current: DocsSource = {
    rawDocs: input.rawDocs,
    categories: input.categories ?? [],
    sidebarsFile: input.sidebarsFile ?? null,
    gitUpdates: input.gitUpdates ?? new Map(),
  };
  const instances = new Map(docsInstancesOf(config).map((instance) => [instance.id, instance]));
  const lastVersionTags = new Map(
    [...planned.instanceVersions].map(([id, versions]) => [id, searchTagOf(id, (versions.find((v) => v.isLast) ?? versions[0]!).name)]),
  );
  const announcement = config.announcementBar ? inlineHtml(config.announcementBar.content, config.baseUrl) : null;
  const copyrightDropped = config.footer.copyright ? inlineHtml(config.footer.copyright, config.baseUrl, COPYRIGHT_HTML).dropped : [];
  // The footer's `{ html }` items, read once: they are not translated, so every variant shows the same nodes.
  const footerHtml = new Map(
    config.footer.columns.flatMap((column, c) =>
      column.items.flatMap((item, i) =>
        'html' in item ? [[item, { keyPath: `footer.columns[${c}].items[${i}]`, read: inlineHtml(item.html, config.baseUrl, { images: true }) }] as const] : [],
      ),
    ),
  );
  // `docs.locales` naming a locale the site does not build would be ignored without a word.
  const localeProblems = [...instances.values()].flatMap((instance) =>
    Object.keys(instance.docs.locales ?? {})
      .filter((code) => !config.i18n.locales.includes(code))
      .map((code) => {
        const keyPath = `${instance.sidebarsKey.replace(/sidebars\.$/, '')}locales.${code}`;
        const reason = `${code} is not one of \`i18n.locales\` (${config.i18n.locales.join(', ')})`;
        return diagnostic('config-invalid', 'error', { variant: 'wrong-value', keyPath, reason }, { file: configFile, line: lineOfKey(configSource, [code]) });
      }),
  );
  const context: VariantContext = { input, lineOf, locales, instances, lastVersionTags, announcement };
  const orphans: Diagnostic[] = [];
  const results = planned.variants.map((spec, index) => {
    // Starlight's routes (slugified paths) pair a translation with its page by slug, whatever the extensions.
    const source = docsOfVariant(spec, current, sources, config.docs.slugifyPaths);
    for (const doc of source.orphans)
      orphans.push(
        diagnostic('translation-orphan', 'warning', { sourcePath: doc.sourcePath, versionFolder: spec.version.docsPath }, { file: doc.file, line: 1 }),
      );
    return planVariant(spec, index, source, context);
  });
  const variants = results.map((r) => r.plan);
  const pageProblems = addSitePages(variants, {
    config,
    rawPages: input.rawPages ?? [],
    includeDrafts: input.mode?.drafts ?? false,
    ...(input.readDoc ? { readDoc: input.readDoc } : {}),
  });
  // Docusaurus' breadcrumbs start at the site's home page when there is one (a page of src/pages at the locale's root):
  // there, in every version of that locale, rather than at the docs' first page.
  const homePages = new Map<string, SitePath>();
  for (const variant of variants) {
    const root = joinRoute(variant.localePrefix);
    if (variant.docs.some((doc) => doc.route === root && doc.page !== undefined)) homePages.set(variant.locale, root);
  }
  for (const variant of variants) {
    const home = homePages.get(variant.locale);
    if (home) variant.breadcrumbHome = home;
  }
  const siteFiles = localeDocFiles(variants);
  for (const variant of variants) {
    const files = siteFiles.get(variant.locale);
    if (files) variant.linkContext = { ...variant.linkContext, routeOfSitePath: files };
  }
  // Each built locale has the blog (Docusaurus builds `/fr/blog` from the posts and their translations), on its last
  // version of the `docs` key's folder.
  const blogs = input.blog
    ? [...new Set(variants.map((v) => v.locale))].map((locale) => {
        const owner =
          variants.find((v) => v.locale === locale && v.instance === DEFAULT_DOCS_INSTANCE && v.version.isLast) ?? variants.find((v) => v.locale === locale)!;
        const blog = {
          blog: localeBlogSources(input.blog!, locale),
          siteTitle: config.title,
          docsPath: config.docs.path,
          markdownFormat: config.markdown.format,
          frontMatterKeys: config.markdown.frontMatterKeys,
          includeDrafts: input.mode?.drafts ?? false,
          configFile,
          ...(input.readDoc ? { read: input.readDoc } : {}),
        };
        return addBlog(owner, blog, lineOf);
      })
    : [];
  if (blogs.length && input.blog?.found) withBlogSearchTag(variants, BLOG_SEARCH_TAG);
  const docs = variants.flatMap((v) => v.docs);
  const docByRoute = new Map(docs.map((d) => [d.route, d]));
  // Each instance's versions, as a locale's pages list them.
  const versionLists = new Map<string, VersionData[]>();
  const versionsIn = (instance: string, locale: string): VersionData[] => {
    const key = `${instance}\0${locale}`;
    let list = versionLists.get(key);
    if (!list) {
      const order = (planned.instanceVersions.get(instance) ?? []).map((v) => v.name);
      versionLists.set(
        key,
        (list = versionsOf(
          variants.filter((v) => v.instance === instance),
          locale,
          order,
        )),
      );
    }
    return list;
  };
  // Each variant's navbar: its doc, sidebar and version items resolve against the docs instance they name, in the
  // page's own version for its own instance and in the last version for another. The first variant reports problems.
  const navbarProblems: Diagnostic[] = [];
  const navbars = variants.map((variant, index) =>
    planNavbar(
      config,
      (instance) => {
        if (instance === variant.instance)
          return { docs: variant.docs, sidebars: variant.sidebars, versions: null, routeBase: variant.config.docs.routeBasePath };
        const other = variants.find((v) => v.instance === instance && v.locale === variant.locale && v.version.isLast);
        return other
          ? { docs: other.docs, sidebars: other.sidebars, versions: versionsIn(instance, variant.locale), routeBase: other.config.docs.routeBasePath }
          : null;
      },
      configFile,
      lineOf,
      index === 0 ? navbarProblems : [],
    ),
  );
  const localePrefixes = [...new Set(variants.map((v) => v.localePrefix))];
  const redirects = plannedRedirects({
    redirects: config.redirects,
    createRedirects: config.createRedirects,
    pagePaths: [...new Set(variants.filter((v) => v.locale === config.i18n.defaultLocale).flatMap((v) => v.docs.map((doc) => doc.route)))],
    // A home that forwards to its first doc is docsgen's own page, not the site's: a redirect from there replaces it
    // (below), as in Docusaurus, which has no page at a docs root no doc holds.
    routes: new Set([...docs.map((doc) => doc.route), ...localePrefixes.flatMap((prefix) => [joinRoute(prefix, '/404'), joinRoute(prefix, '/search')])]),
    // With the default locale's prefix written in every path (Starlight's), a redirect is written as it is, once.
    localePrefixes: config.i18n.prefixDefaultLocale ? [''] : localePrefixes,
    configFile,
    configSource,
  });
  const redirected = new Set(redirects.pages.map((page) => page.from));
  for (const variant of variants) if (variant.homeRedirect && redirected.has(variant.homeRedirect.from)) variant.homeRedirect = null;
  const diagnostics = uniqueDiagnostics([
    ...redirects.diagnostics,
    ...planned.diagnostics,
    ...localeProblems,
    ...orphans,
    ...results.flatMap((r) => r.diagnostics),
    ...pageProblems,
    ...navbarProblems,
    ...routeClashes(variants),
    ...blogs.flatMap((blog) => blog.diagnostics),
    ...(copyrightDropped.length
      ? [
          diagnostic(
            'footer-html-dropped',
            'warning',
            { keyPath: 'footer.copyright', dropped: copyrightDropped },
            {
              file: configFile,
              line: valueStartLines(configSource)(config.footer.copyright) ?? lineOfKey(configSource, ['copyright']),
            },
          ),
        ]
      : []),
    ...[...footerHtml].flatMap(([item, { keyPath, read }]) =>
      read.dropped.length
        ? [
            diagnostic(
              'footer-html-dropped',
              'warning',
              { keyPath, dropped: read.dropped },
              { file: configFile, line: valueStartLines(configSource)(item.html) ?? lineOfKey(configSource, ['footer']) },
            ),
          ]
        : [],
    ),
    ...(announcement?.dropped.length
      ? [
          diagnostic(
            'announcement-html-dropped',
            'warning',
            { dropped: announcement.dropped },
            { file: configFile, line: lineOf(config.announcementBar!.content) ?? lineOf('announcementBar') },
          ),
        ]
      : []),
  ]);
  const first = variants[0]!;
  // Each translated locale's navbar and footer labels, from Docusaurus' docusaurus-theme-classic files.
  const themeLabels = new Map(
    [...(sources?.themeLabelFiles ?? [])].map(([locale, files]) => {
      const read = (file: CodeJsonFile | undefined) => (file?.text ? parseTranslationFile(file.file, file.text, diagnostics) : new Map<string, string>());
      return [locale, { navbar: read(files.navbar), footer: read(files.footer) }] as const;
    }),
  );
  for (const [index, variant] of variants.entries()) {
    const labels = themeLabels.get(variant.locale);
    const navLabel = (label: string) => labels?.navbar.get(`item.label.${label}`) ?? label;
    const footerText = (key: string, text: string) => labels?.footer.get(key) ?? text;
    // The navbar's own title, translated as Docusaurus' navbar.json does (key `title`).
    if (variant.site.navbar.title && config.navbar.title) variant.site.navbar.title = labels?.navbar.get('title') ?? variant.site.navbar.title;
    // A navbar item a variant cannot resolve (a doc only some versions have) keeps the first variant's link.
    const items = navbars[index]!.map((item, i) => item ?? navbars[0]![i] ?? null).filter((item): item is NavbarItem => item !== null);
    const localise = (href: string) => localisedHref(href, variant.localePrefix, docByRoute);
    const localisedLink = <T extends NavLink>(link: T): T => ({ ...link, label: navLabel(link.label), href: localise(link.href) });
    variant.site.navbar.items = items.map((item) =>
      item.type === 'link'
        ? localisedLink(item)
        : item.type === 'dropdown'
          ? { ...item, label: navLabel(item.label), items: item.items.map(localisedLink) }
          : {
              ...item,
              ...(item.itemsBefore ? { itemsBefore: item.itemsBefore.map(localisedLink) } : {}),
              ...(item.itemsAfter ? { itemsAfter: item.itemsAfter.map(localisedLink) } : {}),
            },
    );
    variant.site.footer = {
      copyright: inlineHtml(footerText('copyright', config.footer.copyright), config.baseUrl, COPYRIGHT_HTML).nodes,
      columns: config.footer.columns.map((column) => ({
        title: footerText(`link.title.${column.title}`, column.title),
        items: column.items.map((item) =>
          'html' in item
            ? { html: footerHtml.get(item)!.read.nodes }
            : {
                ...item,
                label: footerText(`link.item.label.${item.label}`, item.label),
                href: localise(configHrefPath(config.baseUrl, item.href)),
              },
        ),
      })),
      ...(config.footer.logo ? { logo: footerLogoData(withCopiedImages(config.footer.logo, input.configImages)!, config.baseUrl) } : {}),
    };
    variant.site.versions = versionsIn(variant.instance, variant.locale);
  }
  return {
    config: cloneable(config),
    docs,
    docByRoute,
    siteTheme: input.siteTheme ?? [],
    variants,
    configAssets: [...(input.configImages?.values() ?? [])],
    configLinks: builtLocaleLinks(
      [
        ...configLinks(
          config,
          first.sidebars,
          configFile,
          lineOf,
          input.sidebarsFile
            ? [{ file: input.sidebarsFile.file, lineOf: quotedValueLines(input.sidebarsFile.source), sidebarNames: Object.keys(input.sidebarsFile.sidebars) }]
            : [],
          new Set(input.configImages?.keys()),
        ),
        ...otherInstanceSidebarLinks(variants, instances, sources, configFile, lineOf, config.baseUrl),
        ...localeSidebarLinks(variants, instances, configFile, lineOf, config.baseUrl),
      ],
      first.localePrefix,
      docByRoute,
    ),
    redirects: redirects.pages,
    unloadedRoutes: new Map(variants.flatMap((v) => v.unloaded.map((u) => [u.route, u.file] as const))),
    blogs: input.blog?.found ? blogs.map((blog) => blog.summary) : [],
    diagnostics,
  };
}

/** The `link` items of each other docs instance's sidebars (its first built variant's), located in the config or its sidebars file. */
function otherInstanceSidebarLinks(
  variants: readonly VariantPlan[],
  instances: ReadonlyMap<string, DocsInstance>,
  sources: VariantSources | undefined,
  configFile: string,
  lineOf: (text: string) => number | undefined,
  baseUrl: string,
): PageLinks[] {
  return [...instances.values()].flatMap((instance) => {
    const variant = instance.id === DEFAULT_DOCS_INSTANCE ? undefined : variants.find((v) => v.instance === instance.id);
    if (!variant) return [];
    const file = sources?.sources.get(instance.docs.path)?.sidebarsFile;
    const inFile = file ? [{ file: file.file, lineOf: quotedValueLines(file.source), sidebarNames: Object.keys(file.sidebars) }] : [];
    return sidebarLinks(variant.sidebars, configFile, lineOf, baseUrl, inFile);
  });
}

/** The `link` items of each locale's own sidebars (`docs.locales`), checked as written (they name the locale's addresses). */
function localeSidebarLinks(
  variants: readonly VariantPlan[],
  instances: ReadonlyMap<string, DocsInstance>,
  configFile: string,
  lineOf: (text: string) => number | undefined,
  baseUrl: string,
): PageLinks[] {
  return variants
    .filter((variant) => variant.version.name === CURRENT_VERSION && instances.get(variant.instance)?.docs.locales?.[variant.locale])
    .flatMap((variant) => sidebarLinks(variant.sidebars, configFile, lineOf, baseUrl));
}

/** Two pages at one route: the first's route and file, the second's file, reported at line 1 of `at`. */
function routeDuplicate(route: string, first: { route: string; file: string }, secondFile: string, at: string): Diagnostic {
  return diagnostic('route-duplicate', 'error', { route, firstRoute: first.route, firstFile: first.file, secondFile }, { file: at, line: 1 });
}
