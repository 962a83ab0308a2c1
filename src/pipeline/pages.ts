/**
 * Build stage `renderDocPage`: one doc in, its output file out — the page HTML, which
 * client navigation reads too — plus its search records, what the link checker needs (links, heading ids) and the
 * files beside the page to copy. Only composes the page stages of `page/`, one job each: compile the doc
 * (`compile-doc.ts`), build its route data (`route-data.ts`), make its search records (`search-records.ts`), render
 * its HTML (`page-html.ts`); work of a page belongs in one of them, not here. Reads only the local images and files
 * a page names (hash and size, through `asset-files.ts`); the caller writes and copies the files.
 */
import type { SearchRecord } from '../../core/search/records.js';
import type { Doc } from '../content/docs.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { AssetCopy, LinkRecord } from '../markdown/context.js';
import { builtInTheme } from '../render/theme-module.js';
import { hashRecords } from '../search/records.js';
import type { CachedFile, LinkedFile, PageReads } from './page-reads.js';
import { compileDoc, type CompiledDoc } from './page/compile-doc.js';
import { blogAlternatesOf, blogArticleHtml, blogRouteData } from './page/blog-page.js';
import { BLOG_SEARCH_TAG } from '../../core/blog.js';
import type { BlogPageSpec } from '../content/blog-page.js';
import type { ThemeModule } from '../render/theme-module.js';
import { docBodyHtml, pageFiles } from './page/page-html.js';
import type { OutputFile, RenderEnv } from './page/render-env.js';
import { docRouteData } from './page/route-data.js';
import { docSearch } from './page/search-records.js';
import { absoluteUrl } from '../../core/urls.js';
import { feedContentHtml } from '../emit/feed-content.js';
import { feedPosts } from '../emit/blog-feeds.js';

export { markdownExtensionsOf } from './page/compile-doc.js';
export type { OutputFile, RenderEnv } from './page/render-env.js';

/** A page's records as the search stage first needs them: how many, their hash, and the URL they share. */
export interface RecordsSummary {
  count: number;
  /** hashRecords of the records. */
  hash: string;
  /** The `url_without_anchor` of every record, or null when they have none or several. */
  url: string | null;
}

export interface RenderedPage {
  files: OutputFile[];
  /** DocSearch records of the page. */
  records: SearchRecord[];
  /**
   * hashRecords of `records`, made where they are (a render thread) and kept in the page's cache entry, so the
   * search stage need not serialise every page's records to see that none changed.
   */
  recordsHash?: string;
  /** Set on a page taken from the render cache, whose `records` are parsed only when first read. */
  recordsSummary?: RecordsSummary;
  route: string;
  file: string;
  links: LinkRecord[];
  headingIds: Set<string>;
  diagnostics: Diagnostic[];
  /** Bytes already written by a worker thread (its `files` are then empty). */
  writtenBytes?: number;
  /** Those files with the hashes of their contents, when the build has a cache (which hashed them to store them). */
  written?: CachedFile[];
  /** Files the build cache holds for this page (a page taken from the cache): linked into the output, not written. */
  linked?: LinkedFile[];
  /** Files beside the page (images, linked files) that the caller copies into the output, once per site. */
  assets: AssetCopy[];
  /**
   * Site modules and packages the site's remark plugins imported into the page (key → kind), bundled or not: the
   * site's bundle must hold them, and only rendering the pages shows which they are.
   */
  pluginImports?: Record<string, 'site' | 'package'>;
  /** A blog post that a feed carries: its body as the feed entry's content (`feed-content.ts`). */
  feedHtml?: string;
}

/** Renders one doc; `reads` (for the render cache) receives every site file and partial the page reads. */
export async function renderDocPage(doc: Doc, env: RenderEnv, reads?: PageReads): Promise<RenderedPage> {
  const variant = env.plan.variants[doc.variant]!;
  const theme = env.theme ?? builtInTheme;
  const content = await compileDoc(doc, env, reads);
  if (doc.blog) return renderBlogPage(doc, doc.blog, env, content, theme, reads);
  const page = docRouteData({
    doc,
    variant,
    site: env.plan,
    content,
    sidebarTreeUrls: env.sidebarTreeUrls[doc.variant],
    componentsStylesheet: doc.format === 'mdx' ? env.components?.stylesheet : null,
    theme,
  });
  const search = docSearch(doc, variant, content, page.title);
  return renderedPage(doc, env, content, pageFiles(env, doc.variant, page, docBodyHtml(content, theme)), search, content.body.assets);
}

/** What rendering a page gives the build: its files, its search records and what its body links to and holds. */
function renderedPage(
  doc: Doc,
  env: RenderEnv,
  content: CompiledDoc,
  files: OutputFile[],
  search: { records: SearchRecord[]; diagnostics: Diagnostic[] },
  assets: AssetCopy[],
): RenderedPage {
  const { body } = content;
  return {
    files,
    records: search.records,
    // Only a build with a cache keys its search stage on the pages' records; dev and cacheless builds skip the hash.
    ...(env.cache ? { recordsHash: hashRecords(search.records) } : {}),
    route: doc.route,
    file: doc.file,
    links: body.links,
    headingIds: body.headingIds,
    diagnostics: [...body.diagnostics, ...search.diagnostics],
    assets,
    ...(content.pluginImports?.size ? { pluginImports: Object.fromEntries(content.pluginImports) } : {}),
  };
}

/** A blog page: its route data and article by the blog's page stages, its search records (a post's only) as a doc's. */
async function renderBlogPage(
  doc: Doc,
  blog: BlogPageSpec,
  env: RenderEnv,
  content: CompiledDoc,
  theme: ThemeModule,
  reads?: PageReads,
): Promise<RenderedPage> {
  const variant = env.plan.variants[doc.variant]!;
  const alternates = blogAlternatesOf(doc, variant, env.plan.variants);
  const page = blogRouteData(doc, blog, content, doc.format === 'mdx' ? env.components?.stylesheet : null, alternates, variant.config.tableOfContents);
  const { body } = content;
  const assets = [...body.assets];
  const html = await blogArticleHtml(doc, blog, content, env, variant, theme, assets, reads);
  const search = blog.kind === 'post' ? docSearch(doc, { ...variant, searchTag: BLOG_SEARCH_TAG }, content, page.title) : { records: [], diagnostics: [] };
  const rendered = renderedPage(doc, env, content, pageFiles(env, doc.variant, page, html), search, assets);
  if (blog.kind === 'post' && feedRoutes(env.plan).has(doc.route)) {
    rendered.feedHtml = feedContentHtml(body.bodyHtml, absoluteUrl(env.plan.config, doc.route));
  }
  return rendered;
}

const feedRouteSets = new WeakMap<RenderEnv['plan'], ReadonlySet<string>>();

/** The routes of the posts some feed of the site carries. */
function feedRoutes(plan: RenderEnv['plan']): ReadonlySet<string> {
  let routes = feedRouteSets.get(plan);
  if (!routes) feedRouteSets.set(plan, (routes = new Set(plan.blogs.flatMap((blog) => feedPosts(blog).map((post) => post.href)))));
  return routes;
}
