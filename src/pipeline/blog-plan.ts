/**
 * Plans one locale's blog as pages of its variant (the locale's last version of the `docs` key's folder), each a `Doc` with its `blog` spec: a page per post, the paginated
 * list (`/blog`, `/blog/page/2`), the tags index and a paginated page per tag, the authors index and a page per
 * author the authors file gives one, and the archive. Decides order (newest first unless `sortPosts` says
 * otherwise), which posts are listed (not unlisted ones), the sidebar of recent posts and each post's newer and
 * older neighbours, and reports route clashes, a missing blog folder and untruncated posts. Pure.
 */
import { BLOG_TEXT_IDS, tagTitleText, type BlogAuthorView, type BlogPostView, type BlogText } from '../../core/blog.js';
import { builtInBlogText } from '../../core/blog-locales.js';
import type { NavLink } from '../../core/route-data.js';
import { joinSitePath, type SitePath } from '../../core/urls.js';
import type { BlogOptions } from '../config/blog-options.js';
import type { BlogPageSpec, BlogSidebarSpec, ExcerptSource } from '../content/blog-page.js';
import { parseAuthorsMap, parseTagsMap } from '../content/blog-maps.js';
import { loadBlogPosts, type BlogPost } from '../content/blog-posts.js';
import type { DocReading } from '../content/doc-reading.js';
import type { RawDoc } from '../content/discover.js';
import type { Doc } from '../content/docs.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { severityFor, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { BlogSources } from './blog-sources.js';

/** What the feeds and the site-level files need of the blog. */
export interface BlogSummary {
  options: BlogOptions;
  /** The locale whose blog it is. */
  locale: string;
  routeBase: SitePath;
  /** Listed posts, in the blog's order. */
  posts: BlogPostView[];
  /** Each listed post's description, by route. */
  descriptions: Record<string, string>;
  /** The blog folder relative to the site root. */
  folder: string;
}

export interface BlogPlanInput {
  sources: BlogSources;
  siteTitle: string;
  locale: string;
  /** What the locale's routes start with (`/fr`), empty for the default locale. */
  localePrefix: string;
  /** The variant's messages by translation id (`code.json`), which may retitle the blog's strings. */
  translations: Readonly<Record<string, string>>;
  includeDrafts: boolean;
  markdownFormat: 'detect' | 'mdx' | 'md';
  /** `markdown.frontMatterKeys`: the site's own front matter keys, not warned of. */
  frontMatterKeys?: readonly string[];
  variant: number;
  configFile: string;
  lineOf: (text: string) => number | undefined;
  read?: (item: RawDoc) => DocReading;
}

export interface BlogPlan {
  docs: Doc[];
  posts: BlogPost[];
  summary: BlogSummary;
  diagnostics: Diagnostic[];
}

/** The blog's strings in the locale: the site's `code.json` first, then docsgen's built-in ones, then English. */
function blogText(locale: string, translations: Readonly<Record<string, string>>): BlogText {
  const builtIn = builtInBlogText(locale);
  return Object.fromEntries(
    Object.entries(BLOG_TEXT_IDS).map(([key, [id, english]]) => [key, translations[id] ?? builtIn?.[key as keyof BlogText] ?? english]),
  ) as unknown as BlogText;
}

function chunks<T>(items: readonly T[], size: number | 'ALL'): T[][] {
  if (size === 'ALL' || size === 0 || items.length === 0) return [items.slice()];
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function planBlog(input: BlogPlanInput): BlogPlan {
  const { sources } = input;
  const { options } = sources;
  const diagnostics: Diagnostic[] = [...sources.diagnostics];
  const routeBase = joinSitePath(input.localePrefix, options.routeBasePath);
  const summary: BlogSummary = { options, locale: input.locale, routeBase, posts: [], descriptions: {}, folder: sources.folder };
  if (!sources.found) {
    diagnostics.push(
      diagnostic(
        'blog-folder-missing',
        'error',
        { folder: sources.folder },
        { file: input.configFile, line: input.lineOf(options.path) ?? input.lineOf('blog') },
      ),
    );
    return { docs: [], posts: [], summary, diagnostics };
  }
  const authorsMap = parseAuthorsMap(sources.authorsMap);
  const tagsMap = parseTagsMap(sources.tagsMap);
  diagnostics.push(...authorsMap.diagnostics, ...tagsMap.diagnostics);
  const tagsRoute = joinSitePath(routeBase, options.tagsBasePath);
  const authorsRoute = joinSitePath(routeBase, options.authorsBasePath);
  const loaded = loadBlogPosts(sources.files, {
    routeBase,
    tagsRoute,
    authorsRoute,
    includeDrafts: input.includeDrafts,
    markdownFormat: input.markdownFormat,
    ...(input.frontMatterKeys ? { frontMatterKeys: input.frontMatterKeys } : {}),
    authors: authorsMap.authors,
    tags: tagsMap.tags,
    tagsFile: sources.tagsMap !== null,
    onInlineTags: options.onInlineTags,
    onInlineAuthors: options.onInlineAuthors,
    truncateMarker: options.truncateMarker,
    excerptFrontMatter: options.excerptFrontMatter,
    ...(input.read ? { read: input.read } : {}),
  });
  diagnostics.push(...loaded.diagnostics);
  const direction = options.sortPosts === 'ascending' ? 1 : -1;
  const posts = loaded.posts.sort((a, b) => (a.date === b.date ? a.route.localeCompare(b.route) : a.date < b.date ? -direction : direction));
  const text = blogText(input.locale, input.translations);
  const dateFormat = new Intl.DateTimeFormat(input.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const views = new Map<BlogPost, BlogPostView>(
    posts.map((post) => [
      post,
      {
        title: post.title,
        href: post.route,
        date: post.date,
        dateText: dateFormat.format(new Date(post.date)),
        readingTime: options.showReadingTime ? post.readingTime : null,
        authors: post.authors.map(({ key: _key, ...author }) => author),
        tags: post.tags.map(({ key: _key, ...tag }) => tag),
      },
    ]),
  );
  const listed = posts.filter((post) => !post.unlisted);
  summary.posts = listed.map((post) => views.get(post)!);
  summary.descriptions = Object.fromEntries(listed.map((post) => [post.route, post.description]));
  const sidebarCount = options.blogSidebarCount === 'ALL' ? listed.length : options.blogSidebarCount;
  const sidebar: BlogSidebarSpec | null =
    sidebarCount > 0 && listed.length
      ? {
          title: options.blogSidebarTitle,
          posts: listed.slice(0, sidebarCount).map((post) => ({ label: post.title, href: post.route, year: post.date.slice(0, 4) })),
          groupByYear: options.sidebarGroupByYear,
        }
      : null;
  const untruncated = severityFor(options.onUntruncatedBlogPosts);
  const excerptOf = (post: BlogPost): ExcerptSource =>
    // An excerpt of the front matter is Markdown of its own, at its key's line, with no content title to drop.
    post.frontMatterExcerpt
      ? {
          markdown: post.frontMatterExcerpt.markdown,
          file: post.file,
          sourcePath: post.sourcePath,
          route: post.route,
          format: 'md',
          lineOffset: post.frontMatterExcerpt.line - 1,
          dropContentTitle: false,
        }
      : {
          markdown: post.excerpt ?? post.body,
          file: post.file,
          sourcePath: post.sourcePath,
          route: post.route,
          format: post.format,
          lineOffset: post.bodyLineOffset,
          dropContentTitle: post.dropsContentTitle,
        };
  const shortened = (post: BlogPost) => post.excerpt !== null || post.frontMatterExcerpt !== null;
  const entry = (post: BlogPost) => ({ post: views.get(post)!, excerpt: excerptOf(post), truncated: shortened(post) });

  const docs: Doc[] = [];
  const page = (route: SitePath, title: string, description: string, blog: BlogPageSpec, post?: BlogPost): Doc => ({
    id: post ? `blog:${post.sourcePath}` : `blog:${route}`,
    sourcePath: post?.sourcePath ?? '',
    file: post?.file ?? sources.folder,
    route,
    frontMatter: post?.frontMatter ?? {},
    title,
    description,
    label: title,
    position: null,
    categoryIndex: false,
    unlisted: post?.unlisted ?? false,
    body: post?.body ?? '',
    bodyLineOffset: post?.bodyLineOffset ?? 0,
    format: post?.format ?? 'md',
    variant: input.variant,
    blog,
  });
  const link = (post: BlogPost | undefined): NavLink | null => (post ? { label: post.title, href: post.route } : null);
  for (const post of posts) {
    const at = listed.indexOf(post);
    // An unlisted post is no step of the blog's order.
    const newer = at > 0 ? link(listed[at - 1]) : null;
    const older = at >= 0 ? link(listed[at + 1]) : null;
    const editUrl = options.editUrl ? `${options.editUrl.replace(/\/+$/, '')}/${sources.folder}/${post.sourcePath}` : undefined;
    docs.push(
      page(
        post.route,
        post.title,
        post.description,
        { kind: 'post', post: views.get(post)!, newer, older, sidebar, text, dropContentTitle: post.dropsContentTitle, ...(editUrl ? { editUrl } : {}) },
        post,
      ),
    );
    if (!post.unlisted && !shortened(post) && untruncated) diagnostics.push(diagnostic('blog-post-untruncated', untruncated, {}, { file: post.file, line: 1 }));
  }

  /** A paginated list: its pages at `base`, `base/page/2`, … */
  const list = (
    base: SitePath,
    items: BlogPost[],
    title: string,
    description: string,
    view: Partial<Omit<BlogPageSpec & { kind: 'list' }, 'kind'>['view']>,
  ) => {
    const pages = chunks(items, options.postsPerPage);
    const routeOf = (i: number) => (i === 0 ? base : joinSitePath(base, options.pageBasePath, String(i + 1)));
    pages.forEach((chunk, i) => {
      docs.push(
        page(routeOf(i), title, description, {
          kind: 'list',
          view: {
            heading: view.heading ?? null,
            description: view.description ?? null,
            author: view.author ?? null,
            allTags: view.allTags ?? null,
            newer: i > 0 ? routeOf(i - 1) : null,
            older: i < pages.length - 1 ? routeOf(i + 1) : null,
          },
          entries: chunk.map(entry),
          sidebar,
          text,
        }),
      );
    });
  };
  list(routeBase, listed, options.blogTitle, options.blogDescription, {});

  // Tags: each used by a listed post, by its page.
  const tagPages = new Map<string, { label: string; description?: string; posts: BlogPost[] }>();
  for (const post of listed)
    for (const tag of post.tags) {
      const found = tagPages.get(tag.href) ?? { label: tag.label, ...(tag.description ? { description: tag.description } : {}), posts: [] };
      found.posts.push(post);
      tagPages.set(tag.href, found);
    }
  if (tagPages.size) {
    const tags = [...tagPages].map(([href, tag]) => ({
      label: tag.label,
      href: href as SitePath,
      count: tag.posts.length,
      ...(tag.description ? { description: tag.description } : {}),
    }));
    tags.sort((a, b) => a.label.localeCompare(b.label));
    docs.push(page(tagsRoute, text.tags, `Every tag of the ${input.siteTitle} blog.`, { kind: 'tags', tags, sidebar, text }));
    for (const [href, tag] of tagPages) {
      const title = tagTitleText(text, tag.posts.length, tag.label);
      list(href as SitePath, tag.posts, title, tag.description ?? `Blog posts tagged with "${tag.label}".`, {
        heading: title,
        description: tag.description ?? null,
        allTags: { label: text.allTags, href: tagsRoute },
      });
    }
  }

  // Every author of the authors file, in the file's order, is on the authors index (as Docusaurus lists them);
  // those with `page: true` also get a page of their posts.
  const indexed: { author: BlogAuthorView; count: number }[] = [];
  const authorPages = new Map<string, { author: BlogAuthorView; posts: BlogPost[] }>();
  for (const mapped of authorsMap.authors.values()) {
    const href = mapped.permalink === null ? null : joinSitePath(authorsRoute, mapped.permalink);
    const posts = listed.filter((post) => post.authors.some((a) => a.key === mapped.key));
    const view = posts.flatMap((post) => post.authors).find((a) => a.key === mapped.key);
    const author: BlogAuthorView = view
      ? (({ key: _key, ...rest }) => rest)(view)
      : {
          name: mapped.name,
          ...(mapped.title ? { title: mapped.title } : {}),
          ...(mapped.url ? { url: mapped.url } : {}),
          ...(mapped.imageUrl ? { imageUrl: mapped.imageUrl } : {}),
          ...(href ? { page: href } : {}),
          ...(mapped.socials ? { socials: mapped.socials } : {}),
        };
    indexed.push({ author, count: posts.length });
    if (href) authorPages.set(href, { author, posts });
  }
  if (indexed.length) {
    docs.push(page(authorsRoute, text.authors, `The authors of the ${input.siteTitle} blog.`, { kind: 'authors', authors: indexed, sidebar, text }));
    for (const [href, { author, posts }] of authorPages)
      list(href as SitePath, posts, author.name, author.title ?? `Blog posts by ${author.name}.`, { heading: null, author });
  }

  if (options.archiveBasePath !== null && listed.length) {
    // Years newest first; in each, the posts oldest first under their month and day ("March 1 - Title"), as Docusaurus lists them.
    const dayFormat = new Intl.DateTimeFormat(input.locale, { month: 'long', day: 'numeric', timeZone: 'UTC' });
    const years = new Map<string, (BlogPostView & { dayText: string })[]>();
    for (const post of [...listed].sort((a, b) => (a.date === b.date ? a.route.localeCompare(b.route) : a.date < b.date ? 1 : -1))) {
      const year = post.date.slice(0, 4);
      const posts = years.get(year) ?? [];
      posts.push({ ...views.get(post)!, dayText: dayFormat.format(new Date(post.date)) });
      years.set(year, posts);
    }
    docs.push(
      page(joinSitePath(routeBase, options.archiveBasePath), text.archive, `Every post of the ${input.siteTitle} blog.`, {
        kind: 'archive',
        // Gathered newest first, listed oldest first.
        years: [...years].map(([year, posts]) => ({ year, posts: posts.reverse() })),
        sidebar,
        text,
      }),
    );
  }
  return { docs, posts, summary, diagnostics };
}
