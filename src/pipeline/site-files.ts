/**
 * The parts of a build shared by `build()` and `docsgen dev`: the render environment (asset links, sidebar
 * tree assets) and the site-level files (404 and search pages, sitemap, robots), plus the link targets the
 * checker needs besides pages. Pure.
 */
import { createHash } from 'node:crypto';
import type { SidebarView } from '../../core/route-data.js';
import { outputFileUrl } from '../../core/urls.js';
import type { ClientBundle } from '../emit/client-bundle.js';
import { contentSecurityPolicy, headersFile, HEADERS_FILE } from '../emit/headers.js';
import { robotsTxt, sitemapXml } from '../emit/sitemap.js';
import { siteInlineScripts } from '../render/document.js';
import type { ThemeModule } from '../render/theme-module.js';
import { sidebarView } from '../sidebar/navigation.js';
import { renderSpecialPage, type OutputFile, type RenderEnv } from './pages.js';
import type { SitePlan } from './plan.js';

/**
 * The render environment for a plan, and the sidebar-tree asset files it refers to. `bundle` is null when no
 * page will be written (`docsgen index` renders pages only for their search records).
 */
export function renderEnvironment(
  plan: SitePlan,
  template: string,
  bundle: Pick<ClientBundle, 'scriptPath' | 'stylePath'> | null,
  extra: { theme?: ThemeModule; bodyEnd?: string } = {},
): { env: RenderEnv; files: OutputFile[] } {
  const { baseUrl, favicon } = plan.config;
  const files: OutputFile[] = [];
  const sidebarTreeUrls = new Map<string, string>();
  for (const name of plan.pruneSidebars) {
    const tree: SidebarView[] = sidebarView(plan.sidebars.get(name)!, null, false);
    const json = JSON.stringify(tree);
    const file = `assets/sidebar-${name}-${createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`;
    files.push({ path: file, content: json });
    sidebarTreeUrls.set(name, outputFileUrl(baseUrl, file));
  }
  const env: RenderEnv = {
    plan,
    template,
    sidebarTreeUrls,
    assets: {
      scriptHref: bundle ? outputFileUrl(baseUrl, bundle.scriptPath) : '',
      styleHref: bundle ? outputFileUrl(baseUrl, bundle.stylePath) : '',
      faviconHref: favicon ? outputFileUrl(baseUrl, favicon) : null,
    },
    ...extra,
  };
  return { env, files };
}

/** The site's Content-Security-Policy: its own inline scripts by hash, and the outside hosts its config uses. */
export function sitePolicy(env: RenderEnv): string {
  const scripts = siteInlineScripts(env.plan.site, env.theme);
  return contentSecurityPolicy(env.plan.site, [scripts.head, scripts.baseUrlCheck]);
}

/** 404 page, search page, sitemap, robots.txt and the `_headers` file. */
export function siteLevelFiles(env: RenderEnv): OutputFile[] {
  const { config, docs } = env.plan;
  const routes = [...docs.map((d) => d.route), '/search'];
  return [
    ...renderSpecialPage('notFound', env),
    ...renderSpecialPage('search', env),
    { path: 'sitemap.xml', content: sitemapXml(routes, { site: config, ...config.sitemap }) },
    { path: 'robots.txt', content: robotsTxt(config) },
    { path: HEADERS_FILE, content: headersFile(sitePolicy(env)) },
  ];
}

/** Paths besides doc routes that links may point to. */
export function otherLinkTargets(staticFiles: readonly string[]): Set<string> {
  return new Set(['/sitemap.xml', '/robots.txt', '/404', ...staticFiles.map((f) => `/${f}`)]);
}
