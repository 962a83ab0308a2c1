/**
 * Build stage `renderDocPage` (and `renderSpecialPage`): one doc in, its output files out — the page HTML and
 * the page data for client navigation — plus what the link checker needs (links, heading ids). Pure: the
 * caller writes the files.
 */
import type { PageData, PageDataWithBody } from '../../core/route-data.js';
import { pageDataFile, routeOutputFile, withBase } from '../../core/urls.js';
import type { Doc } from '../content/docs.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { LinkRecord } from '../markdown/context.js';
import { compileMarkdown } from '../markdown/compile.js';
import { renderPage, type PageAssets } from '../render/document.js';
import type { ThemeModule } from '../render/theme-module.js';
import { pageNavigation, pathTo, sidebarView } from '../sidebar/navigation.js';
import { DEFAULT_LVL0, pageRecords } from '../search/records.js';
import type { SearchRecord } from '../../core/search/records.js';
import { docsTag, LANGUAGE, type SitePlan } from './plan.js';

export interface OutputFile {
  path: string;
  content: string;
}

export interface RenderedPage {
  files: OutputFile[];
  /** DocSearch records of the page. */
  records: SearchRecord[];
  route: string;
  file: string;
  links: LinkRecord[];
  headingIds: Set<string>;
  diagnostics: Diagnostic[];
  /** Bytes already written by a worker thread (its `files` are then empty). */
  writtenBytes?: number;
}

export interface RenderEnv {
  plan: SitePlan;
  template: string;
  assets: PageAssets;
  /** Sidebar name → URL of its full-tree asset, for pruned sidebars. */
  sidebarTreeUrls: ReadonlyMap<string, string>;
  /** A theme loaded from source (dev); in-process only, since functions cannot cross to worker threads. */
  theme?: ThemeModule;
  /** Extra markup before </body> on every page (dev). */
  bodyEnd?: string;
}

function pageFiles(env: RenderEnv, page: PageData, bodyHtml: string): OutputFile[] {
  const html = renderPage({ template: env.template, site: env.plan.site, page, bodyHtml, assets: env.assets, theme: env.theme, bodyEnd: env.bodyEnd });
  const data: PageDataWithBody = { ...page, bodyHtml };
  return [
    { path: routeOutputFile(page.route), content: html },
    { path: pageDataFile(env.plan.site.buildId, page.route), content: JSON.stringify(data) },
  ];
}

export function renderDocPage(doc: Doc, env: RenderEnv): RenderedPage {
  const { plan } = env;
  const compiled = compileMarkdown({
    markdown: doc.body,
    site: plan.linkContext,
    file: doc.file,
    docId: doc.id,
    route: doc.route,
    lineOffset: doc.bodyLineOffset,
    title: doc.frontMatter.title,
    theme: env.theme,
    searchSections: Boolean(plan.config.search),
  });
  const sidebarName = plan.sidebarOfDoc.get(doc.id);
  const nodes = sidebarName ? plan.sidebars.get(sidebarName) : undefined;
  const nav = nodes && sidebarName ? pageNavigation(nodes, plan.readingOrder.get(sidebarName) ?? [], doc.id, doc.route, plan.homeRoute) : null;
  const page: PageData = {
    kind: 'doc',
    route: doc.route,
    title: doc.frontMatter.title,
    description: doc.frontMatter.description,
    toc: compiled.toc,
    breadcrumbs: nav?.breadcrumbs ?? [],
    sidebar: nodes && sidebarName ? sidebarView(nodes, doc.id, plan.pruneSidebars.has(sidebarName)) : null,
    prev: nav?.prev ?? null,
    next: nav?.next ?? null,
    hideTableOfContents: doc.frontMatter.hide_table_of_contents ?? false,
    sidebarTreeUrl: sidebarName ? (env.sidebarTreeUrls.get(sidebarName) ?? null) : null,
  };
  const top = nodes ? pathTo(nodes, doc.id)?.[0] : undefined;
  const records = !plan.config.search ? [] : pageRecords({
    url: withBase(plan.site.baseUrl, doc.route),
    title: doc.frontMatter.title,
    lvl0: top?.kind === 'category' ? top.label : DEFAULT_LVL0,
    keywords: doc.frontMatter.keywords ?? [],
    sections: compiled.sections,
    language: LANGUAGE,
    docsTag: docsTag(plan.config),
  });
  const diagnostics = [...compiled.diagnostics];
  if (plan.config.search && !records.some((r) => r.type === 'content')) {
    diagnostics.push(diagnostic('search-no-records', 'warning', {}, { file: doc.file, line: 1 }));
  }
  return {
    files: pageFiles(env, page, compiled.bodyHtml),
    records,
    route: doc.route,
    file: doc.file,
    links: compiled.links,
    headingIds: compiled.headingIds,
    diagnostics,
  };
}

/** The not-found page (`404.html`) and the search page (`search.html`). */
export function renderSpecialPage(kind: 'notFound' | 'search', env: RenderEnv): OutputFile[] {
  const firstSidebar = env.plan.sidebars.keys().next().value as string | undefined;
  const nodes = firstSidebar ? env.plan.sidebars.get(firstSidebar) : undefined;
  const page: PageData = {
    kind,
    route: kind === 'notFound' ? '/404' : '/search',
    title: kind === 'notFound' ? 'Page not found' : 'Search the documentation',
    description: kind === 'notFound' ? 'The page you asked for does not exist.' : `Search the ${env.plan.site.title} documentation.`,
    toc: [],
    breadcrumbs: [],
    sidebar: nodes ? sidebarView(nodes, null, env.plan.pruneSidebars.has(firstSidebar!)) : null,
    prev: null,
    next: null,
    hideTableOfContents: true,
    sidebarTreeUrl: firstSidebar ? (env.sidebarTreeUrls.get(firstSidebar) ?? null) : null,
  };
  return pageFiles(env, page, '');
}
