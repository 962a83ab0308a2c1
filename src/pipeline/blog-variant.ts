/**
 * Puts the planned blog into the variant that owns it: its pages join the variant's pages (a route a doc has already
 * is a `route-duplicate` error, the doc keeping it), links written as file paths resolve both ways (a doc to
 * `../blog/2024-05-01-launch.md`, a post to `../docs/intro.md`), and a post's own relative links resolve in the blog
 * folder. Changes the variant it is given; reads nothing.
 */
import path from 'node:path';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { SitePath } from '../../core/urls.js';
import type { Doc } from '../content/docs.js';
import { matchesPattern } from '../emit/sitemap.js';
import { planBlog, type BlogPlan, type BlogSummary } from './blog-plan.js';
import type { SiteLinkContext } from '../markdown/context.js';
import type { BlogSources } from './blog-sources.js';
import type { BlogPlanInput } from './blog-plan.js';

/** What the blog needs of the variant that owns it (the plan's `VariantPlan`), which it changes. */
export interface BlogVariant {
  locale: string;
  localePrefix: string;
  translations: Record<string, string>;
  docs: Doc[];
  docsById: Map<string, Doc>;
  linkContext: SiteLinkContext;
  blogLinkContext?: SiteLinkContext;
  site: { search: { facetFilters: (string | string[])[] } | null };
}

/** What the blog needs of the plan's input. */
export interface BlogSiteInput {
  blog: BlogSources;
  siteTitle: string;
  docsPath: string;
  markdownFormat: 'detect' | 'mdx' | 'md';
  /** `markdown.frontMatterKeys`: the site's own front matter keys, not warned of. */
  frontMatterKeys?: readonly string[];
  includeDrafts: boolean;
  configFile: string;
  read?: BlogPlanInput['read'];
}

export function addBlog(variant: BlogVariant, input: BlogSiteInput, lineOf: (text: string) => number | undefined): BlogPlan {
  const planned = planBlog({
    sources: input.blog,
    siteTitle: input.siteTitle,
    locale: variant.locale,
    localePrefix: variant.localePrefix,
    translations: variant.translations,
    includeDrafts: input.includeDrafts,
    markdownFormat: input.markdownFormat,
    ...(input.frontMatterKeys ? { frontMatterKeys: input.frontMatterKeys } : {}),
    variant: variant.docs[0]?.variant ?? 0,
    configFile: input.configFile,
    lineOf,
    ...(input.read ? { read: input.read } : {}),
  });
  const taken = new Map(variant.docs.map((doc) => [doc.route.toLowerCase(), doc]));
  for (const page of planned.docs) {
    const clash = taken.get(page.route.toLowerCase());
    if (clash) {
      planned.diagnostics.push(
        diagnostic(
          'route-duplicate',
          'error',
          { route: page.route, firstRoute: clash.route, firstFile: clash.file, secondFile: page.file },
          { file: page.file, line: 1 },
        ),
      );
      continue;
    }
    taken.set(page.route.toLowerCase(), page);
    variant.docs.push(page);
    variant.docsById.set(page.id, page);
  }
  const folder = planned.summary.folder;
  const docsDir = variant.linkContext.docsDir ?? path.posix.normalize(input.docsPath);
  const postFiles = planned.posts.map((post) => [path.posix.join(folder, post.sourcePath), post.route] as const);
  const docFiles = variant.docs.filter((doc) => doc.sourcePath && !doc.blog).map((doc) => [path.posix.join(docsDir, doc.sourcePath), doc.route] as const);
  variant.linkContext = {
    ...variant.linkContext,
    docsDir,
    routeOfSitePath: new Map([...(variant.linkContext.routeOfSitePath ?? []), ...postFiles]),
  };
  variant.blogLinkContext = {
    ...variant.linkContext,
    routeOfSourcePath: new Map(planned.posts.map((post) => [post.sourcePath, post.route])),
    docsDir: folder,
    routeOfSitePath: new Map([...docFiles, ...postFiles]),
  };
  return planned;
}

/**
 * The routes the sitemap lists: a blog's tag and author pages are left out when an ignore pattern matches them from
 * the blog's route as well as from the site's (`/tags/**` leaves out `/blog/tags/release` as it does a docs tag page).
 */
export function blogSitemapRoutes(docs: readonly Doc[], blogs: readonly BlogSummary[], ignorePatterns: readonly string[]): SitePath[] {
  // Longest route base first, so that `/fr/blog` is found before a root blog's `/`.
  const bases = blogs.map((blog) => blog.routeBase).sort((a, b) => b.length - a.length);
  const underBlog = (route: string, base: string) => (base === '/' ? route : route.slice(base.length) || '/');
  return docs
    .filter((doc) => {
      const kind = doc.blog?.kind;
      if (!kind || kind === 'post') return true;
      const base = bases.find((b) => b === '/' || doc.route === b || doc.route.startsWith(`${b}/`));
      if (!base || doc.route === base) return true;
      return !ignorePatterns.some((pattern) => matchesPattern(underBlog(doc.route, base), pattern));
    })
    .map((doc) => doc.route);
}

/** Contextual search looks in the blog's posts too, under their own tag (so a search client can still tell them apart). */
export function withBlogSearchTag(variants: readonly BlogVariant[], tag: string): void {
  for (const variant of variants) {
    const filters = variant.site.search?.facetFilters;
    const tags = filters?.find((f): f is string[] => Array.isArray(f));
    if (tags && !tags.includes(`docusaurus_tag:${tag}`)) tags.push(`docusaurus_tag:${tag}`);
  }
}
