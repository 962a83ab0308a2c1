/**
 * The parts of a build shared by `build()` and `docsgen dev`: the render environment (asset links, each variant's
 * shared site asset, sidebar tree assets) and the site-level files (404 and search pages, sitemap, robots, the files for agents,
 * the blog's feeds), plus the link targets the checker needs besides pages and the problems of those files. Pure.
 */
import { createHash } from 'node:crypto';
import type { SharedSiteData, SidebarView } from '../../core/route-data.js';
import { absoluteUrl, asSitePath, isExternalUrl, normaliseRoute, outputFileUrl, routeOutputFile, toSitePath, type Href } from '../../core/urls.js';
import { headTagSources, headTagsOf, renderHeadTags } from '../config/head-tags.js';
import type { ClientBundle } from '../emit/client-bundle.js';
import { contentSecurityPolicy, headersFile, HEADERS_FILE } from '../emit/headers.js';
import { agentFileClashes, agentFilePaths, agentFiles } from '../emit/llms.js';
import { redirectPage, redirectPageElsewhere } from '../emit/redirect-page.js';
import { robotsTxt, sitemapXml } from '../emit/sitemap.js';
import { blogFeedFiles, feedPaths } from '../emit/blog-feeds.js';
import { blogSitemapRoutes } from './blog-variant.js';
import { siteInlineScripts } from '../render/document.js';
import type { ThemeModule } from '../render/theme-module.js';
import { sidebarTree, sidebarView } from '../sidebar/navigation.js';
import type { SidebarNode } from '../sidebar/resolve.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { OutputFile, RenderEnv } from './pages.js';
import { renderSpecialPage } from './page/special-page.js';
import type { SitePlan, VariantPlan } from './plan.js';
import { joinRoute } from './site-variants.js';
import type { SiteComponents } from './site-components.js';
import { markdownPlugins } from '../markdown/user-plugins.js';

/**
 * The render environment for a plan, and the sidebar-tree asset files it refers to. `bundle` is null when no
 * page will be written (`docsgen index` renders pages only for their search records).
 */
export function renderEnvironment(
  plan: SitePlan,
  template: string,
  bundle: Pick<ClientBundle, 'scriptPath' | 'stylePath'> | null,
  extra: { theme?: ThemeModule; bodyEnd?: string; root?: string; components?: SiteComponents | null } = {},
): { env: RenderEnv; files: OutputFile[] } {
  const { baseUrl, favicon, image } = plan.config;
  const files = new Map<string, OutputFile>();
  const sidebarTreeUrls = plan.variants.map((variant) => {
    const urls = new Map<string, Href>();
    for (const name of variant.pruneSidebars) {
      const tree: SidebarView[] = sidebarView(variant.sidebars.get(name)!, null, false);
      const json = JSON.stringify(tree);
      // Named by content: variants with the same tree share one file.
      const file = `assets/sidebar-${name}-${createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`;
      files.set(file, { path: file, content: json });
      urls.set(name, outputFileUrl(baseUrl, file));
    }
    return urls;
  });
  // What every page of a variant shares (its strings, its sidebars' trees), once per variant; named by the whole
  // site data too, so a page of another variant or of a newer deploy names another file.
  const sharedUrls = plan.variants.map((variant) => {
    const sidebars = Object.fromEntries(
      [...variant.sidebars].filter(([name]) => !variant.pruneSidebars.has(name)).map(([name, nodes]) => [name, sidebarTree(nodes)]),
    );
    const json = JSON.stringify({ text: variant.site.text, sidebars } satisfies SharedSiteData);
    const file = `assets/site-${createHash('sha256').update(JSON.stringify(variant.site)).update('\0').update(json).digest('hex').slice(0, 10)}.json`;
    files.set(file, { path: file, content: json });
    return outputFileUrl(baseUrl, file);
  });
  const env: RenderEnv = {
    plan,
    template,
    markdownPlugins: markdownPlugins().source,
    sidebarTreeUrls,
    sharedUrls,
    assets: {
      scriptHref: bundle ? outputFileUrl(baseUrl, bundle.scriptPath) : '',
      styleHref: bundle ? outputFileUrl(baseUrl, bundle.stylePath) : '',
      faviconHref: favicon ? (isExternalUrl(favicon) ? favicon : outputFileUrl(baseUrl, favicon)) : null,
      socialImage: image ? (isExternalUrl(image) ? image : absoluteUrl(plan.config, toSitePath(image))) : null,
      headTags: renderHeadTags(headTagsOf(plan.config)),
    },
    ...extra,
  };
  return { env, files: [...files.values()] };
}

/** The site's Content-Security-Policy: its own inline scripts by hash, and the outside hosts its config uses. */
export function sitePolicy(env: RenderEnv): string {
  const site = env.plan.variants[0]!.site;
  const scripts = siteInlineScripts(site, env.theme);
  return contentSecurityPolicy(site, [scripts.head, scripts.baseUrlCheck], headTagSources(headTagsOf(env.plan.config)));
}

/** Indexes of the variants that get their own 404 and search pages: each built locale's last version. */
function localeHomeVariants(plan: SitePlan): number[] {
  const firstOfLocale = new Map<string, number>();
  plan.variants.forEach((variant, index) => {
    if (!firstOfLocale.has(variant.locale)) firstOfLocale.set(variant.locale, index);
  });
  return [...firstOfLocale.values()];
}

/**
 * What the files for agents list: the first built locale's last version of each docs instance, their pages and
 * sidebars together (another instance's sidebar names prefixed with its id).
 */
function agentInput(plan: SitePlan): { docs: SitePlan['docs']; sidebars: ReadonlyMap<string, readonly SidebarNode[]> } {
  const first = plan.variants[0]!;
  const listed = plan.variants.filter((v) => v.locale === first.locale && v.version.isLast);
  // A blog's list, tag, author and archive pages repeat their posts and have no Markdown of their own.
  const forAgents = (docs: SitePlan['docs']) => (plan.blogs.length ? docs.filter((doc) => !doc.blog || doc.blog.kind === 'post') : docs);
  if (listed.length === 1) return { docs: forAgents(first.docs), sidebars: first.sidebars };
  return {
    docs: forAgents(listed.flatMap((v) => v.docs)),
    sidebars: new Map(listed.flatMap((v) => [...v.sidebars].map(([name, nodes]) => [v === first ? name : `${v.instance}:${name}`, nodes] as const))),
  };
}

/** What a locale's blog's feeds are made from. */
function feedInput(blog: SitePlan['blogs'][number], config: SitePlan['config'], contents: ReadonlyMap<string, string>): Parameters<typeof blogFeedFiles>[0] {
  const { feedOptions } = blog.options;
  return {
    site: config,
    routeBase: blog.routeBase,
    types: feedOptions.type,
    ...(feedOptions.title !== undefined ? { title: feedOptions.title } : {}),
    ...(feedOptions.description !== undefined ? { description: feedOptions.description } : {}),
    ...(feedOptions.copyright !== undefined ? { copyright: feedOptions.copyright } : {}),
    language: feedOptions.language ?? blog.locale,
    limit: feedOptions.limit,
    posts: blog.posts,
    descriptions: blog.descriptions,
    contents,
  };
}

/**
 * Every blog's feeds, made after the pages: a post's entry carries the body its render gave (`feedHtml`); one not
 * rendered yet (dev, before its background pass reaches it) has its description only until the feeds are made again.
 */
export function blogFeeds(plan: SitePlan, pages: Iterable<{ route: string; feedHtml?: string }>): OutputFile[] {
  if (plan.blogs.length === 0) return [];
  const contents = new Map<string, string>();
  for (const page of pages) if (page.feedHtml !== undefined) contents.set(page.route, page.feedHtml);
  return plan.blogs.flatMap((blog) => blogFeedFiles(feedInput(blog, plan.config, contents)));
}

/**
 * 404 and search pages (one per built locale), the pages that forward a variant's root to its home, the sitemap
 * (every variant's pages; not the search pages, which are `noindex`, as Docusaurus leaves such pages out), robots.txt, the `_headers` file, and (unless `llms: false`) the files for agents (the
 * default locale's last version of each docs instance). Not the blog's feeds, which need the posts rendered (`blogFeeds`).
 */
export function siteLevelFiles(env: RenderEnv): OutputFile[] {
  const { config, docs, variants } = env.plan;
  const special = localeHomeVariants(env.plan);
  const routes = [
    ...blogSitemapRoutes(
      docs.filter((d) => !d.unlisted),
      env.plan.blogs,
      config.sitemap.ignorePatterns,
    ),
  ];
  return [
    ...special.flatMap((i) => [
      // A locale whose docs have a page at its `/404` (Starlight's `404.md`) has that page as its not-found page.
      ...(hasOwnNotFoundPage(variants[i]!) ? [] : renderSpecialPage('notFound', env, i)),
      ...(config.search ? renderSpecialPage('search', env, i) : []),
    ]),
    // A root that forwards: its page names the target for full loads and for client-side navigation alike.
    ...variants.flatMap((v) => (v.homeRedirect ? [{ path: routeOutputFile(v.homeRedirect.from), content: redirectPage(config, v.homeRedirect.to) }] : [])),
    // The config's redirects (Docusaurus' client-redirects plugin), in every locale.
    ...env.plan.redirects.map((r) => ({
      path: routeOutputFile(r.from),
      content: r.external ? redirectPageElsewhere(config, r.to) : redirectPage(config, asSitePath(r.to)),
    })),
    { path: 'sitemap.xml', content: sitemapXml(routes, { site: config, ...config.sitemap }) },
    { path: 'robots.txt', content: robotsTxt(config) },
    { path: HEADERS_FILE, content: headersFile(sitePolicy(env)) },
    ...(config.llms ? agentFiles({ site: config, ...agentInput(env.plan) }) : []),
  ];
}

/**
 * The routes a static HTML file answers at besides its own path: `pure.html` is served at `/pure` too, so a link
 * written `/pure.html` (which a link normalises to `/pure`, as the servers do) finds it.
 */
const staticPages = (staticFiles: readonly string[]) => staticFiles.filter((file) => file.endsWith('.html')).map((file) => normaliseRoute(toSitePath(file)));

/** Whether a variant's docs have a page at its locale's `/404`, which then is its not-found page. */
const hasOwnNotFoundPage = (variant: VariantPlan): boolean => variant.docs.some((doc) => doc.route === joinRoute(variant.localePrefix, '/404'));

/** Paths besides doc routes that links may point to (with the plan, the files for agents too). */
export function otherLinkTargets(staticFiles: readonly string[], plan?: SitePlan): Set<string> {
  const agents = plan?.config.llms ? agentFilePaths(agentInput(plan).docs) : [];
  // With no doc at `/`, the site's home is a page that forwards to its first doc: `/` is still a page to link to.
  const homes = plan?.variants.flatMap((v) => (v.homeRedirect ? [v.homeRedirect.from] : [])) ?? [];
  const specials = plan
    ? localeHomeVariants(plan).flatMap((i) => {
        const prefix = plan.variants[i]!.localePrefix;
        return prefix ? [joinRoute(prefix, '/404'), joinRoute(prefix, '/search')] : [];
      })
    : [];
  const feeds = plan?.blogs.flatMap((blog) => feedPaths(blog.routeBase, blog.options.feedOptions.type)) ?? [];
  return new Set([
    '/sitemap.xml',
    '/robots.txt',
    '/404',
    ...feeds,
    ...homes,
    ...specials,
    ...staticFiles.map(toSitePath),
    ...staticPages(staticFiles),
    ...agents,
  ]);
}

/** Problems of the site-level files: a static file or a route at the address of a file for agents. */
export function siteFileProblems(plan: SitePlan, staticFiles: readonly string[]): Diagnostic[] {
  return plan.config.llms ? agentFileClashes(agentInput(plan).docs, staticFiles, plan.config.staticDir) : [];
}
