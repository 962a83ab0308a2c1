/**
 * The page stages of a blog page, beside a doc's: its route data (the blog sidebar of recent posts, a post's newer
 * and older neighbours under the blog's labels, no breadcrumbs), its article (the theme's blog parts drawn at build
 * time before the compiled body; a list's excerpts compiled from their posts' Markdown), and its search records
 * (posts only, under the blog's DocSearch tag). Reads only the files the excerpts name; renders no whole page.
 */
import type { SiteConfig } from '../../config/schema.js';
import type { BlogPageView } from '../../../core/blog.js';
import type { PageAlternates, PageData, SidebarView } from '../../../core/route-data.js';
import type { Href, SitePath } from '../../../core/urls.js';
import type { BlogPageSpec, BlogSidebarSpec } from '../../content/blog-page.js';
import type { Doc } from '../../content/docs.js';
import type { AssetCopy } from '../../markdown/context.js';
import type { ThemeModule } from '../../render/theme-module.js';
import type { PageReads } from '../page-reads.js';
import type { VariantPlan } from '../plan.js';
import { compileExcerpt, type CompiledDoc } from './compile-doc.js';
import type { RenderEnv } from './render-env.js';
import { headOf, keywordsOf, stylesheetsOf, tocOf } from './route-data.js';
import { joinRoute } from '../site-variants.js';

/**
 * The blog sidebar as the page draws it: one group of recent posts under the sidebar's title, the page's own marked;
 * with `groupByYear`, the posts under a group per year (newest first, as they are listed), as Docusaurus 3.5 draws them.
 */
function blogSidebarView(sidebar: BlogSidebarSpec | null, route: SitePath): SidebarView[] | null {
  if (!sidebar) return null;
  const item = (post: BlogSidebarSpec['posts'][number]): SidebarView => ({
    kind: 'doc',
    label: post.label,
    href: post.href,
    docId: post.href,
    active: post.href === route,
  });
  const group = (key: string, label: string, posts: BlogSidebarSpec['posts'], items: SidebarView[]): SidebarView => ({
    kind: 'category',
    key,
    label,
    href: null,
    collapsible: false,
    collapsed: false,
    active: posts.some((post) => post.href === route),
    items,
  });
  if (!sidebar.groupByYear) return [group('blog-recent-posts', sidebar.title, sidebar.posts, sidebar.posts.map(item))];
  const years = new Map<string, BlogSidebarSpec['posts']>();
  for (const post of sidebar.posts) years.set(post.year, [...(years.get(post.year) ?? []), post]);
  const byYear = [...years].map(([year, posts]) => group(`blog-year-${year}`, year, posts, posts.map(item)));
  return [group('blog-recent-posts', sidebar.title, sidebar.posts, byYear)];
}

/**
 * A blog page in the site's other locales, each of which has the blog: a post by its file (its route may differ where
 * a translation gives it another slug), another page at the same route under the locale's prefix. None on a site with
 * one locale.
 */
export function blogAlternatesOf(
  doc: Doc,
  variant: Pick<VariantPlan, 'localePrefix' | 'site'>,
  variants: readonly Pick<VariantPlan, 'locale' | 'docsById'>[],
): PageAlternates | undefined {
  if (variant.site.locales.length < 2) return undefined;
  const locales: Record<string, SitePath> = {};
  const own = doc.route.slice(variant.localePrefix.length);
  for (const locale of variant.site.locales) {
    const post = doc.id.startsWith('blog:') ? variants.find((v) => v.locale === locale.code && v.docsById.has(doc.id))?.docsById.get(doc.id) : undefined;
    locales[locale.code] = post?.blog?.kind === 'post' ? post.route : joinRoute(locale.prefix, own);
  }
  return { locales, versions: {} };
}

export function blogRouteData(
  doc: Doc,
  blog: BlogPageSpec,
  content: CompiledDoc,
  componentsStylesheet: SitePath | null | undefined,
  alternates?: PageAlternates,
  tocLevels?: SiteConfig['tableOfContents'],
): PageData {
  const isPost = blog.kind === 'post';
  const { head, description } = headOf(doc, content.body.head);
  const keywords = keywordsOf(doc);
  const stylesheets = stylesheetsOf(content.body.assets, componentsStylesheet);
  const toc = isPost ? tocOf(doc, content.body.toc, false, tocLevels) : [];
  return {
    kind: 'doc',
    route: doc.route,
    title: doc.title,
    description,
    toc,
    breadcrumbs: [],
    sidebar: blogSidebarView(blog.sidebar, doc.route),
    prev: isPost ? blog.newer : null,
    next: isPost ? blog.older : null,
    hideTableOfContents: isPost ? (doc.frontMatter.hide_table_of_contents ?? false) : true,
    ...(keywords ? { keywords } : {}),
    ...(content.image ? { image: content.image } : {}),
    ...(doc.unlisted ? { noindex: true } : {}),
    // Under the post's body, as Docusaurus' post footer lists them ("Tags:"), each leading to its tag page.
    ...(isPost && blog.post.tags.length ? { tags: blog.post.tags.map(({ label, href }) => ({ label, href })) } : {}),
    ...(isPost && blog.editUrl ? { editUrl: blog.editUrl as Href } : {}),
    ...(stylesheets ? { stylesheets } : {}),
    ...(head ? { head } : {}),
    sidebarTreeUrl: null,
    blog: isPost ? { kind: 'post', prevLabel: blog.text.newerPost, nextLabel: blog.text.olderPost } : { kind: blog.kind },
    ...(alternates ? { alternates } : {}),
  };
}

/** A list page's entries with their excerpts compiled, in order; `assets` receives what the excerpts show. */
async function excerptEntries(
  entries: Extract<BlogPageSpec, { kind: 'list' }>['entries'],
  env: RenderEnv,
  variant: VariantPlan,
  assets: AssetCopy[],
  reads?: PageReads,
) {
  const compiled = await Promise.all(entries.map(({ excerpt }) => compileExcerpt(excerpt, env, variant, reads)));
  return entries.map(({ post, truncated }, index) => {
    const { html, assets: shown } = compiled[index]!;
    for (const asset of shown) if (!assets.some((a) => a.output === asset.output)) assets.push(asset);
    return { post, excerptHtml: html, truncated };
  });
}

/**
 * The article's HTML: the theme's blog parts, then the body. A list's excerpts are compiled here, each as its post
 * compiles (their images are copied with this page's files: `assets` receives them).
 */
export async function blogArticleHtml(
  doc: Doc,
  blog: BlogPageSpec,
  content: CompiledDoc,
  env: RenderEnv,
  variant: VariantPlan,
  theme: ThemeModule,
  assets: AssetCopy[],
  reads?: PageReads,
): Promise<string> {
  const { text } = blog;
  let view: BlogPageView;
  switch (blog.kind) {
    case 'post':
      view = { kind: 'post', post: blog.post, text };
      break;
    case 'list':
      view = {
        kind: 'list',
        title: doc.title,
        text,
        list: {
          ...blog.view,
          entries: await excerptEntries(blog.entries, env, variant, assets, reads),
        },
      };
      break;
    case 'tags':
      view = { kind: 'tags', title: doc.title, tags: blog.tags, text };
      break;
    case 'authors':
      view = { kind: 'authors', title: doc.title, authors: blog.authors, text };
      break;
    case 'archive':
      view = { kind: 'archive', title: doc.title, years: blog.years, text };
      break;
  }
  return theme.blogPageHtml(view, content.body.bodyHtml, variant.site.baseUrl);
}
