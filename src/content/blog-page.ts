/**
 * What a blog page is, as the plan hands it to the render stage (`Doc.blog`): a post with its header, its newer and
 * older neighbours and the blog sidebar; or a generated page (a list, tags, authors, archive) with everything it
 * shows, the excerpts as their posts' own Markdown so that they compile as the posts do. Plain data (render threads
 * receive it by structured clone, and the render cache keys a page by it). Types only.
 */
import type { BlogArchiveYear, BlogAuthorView, BlogListView, BlogPostView, BlogTagView, BlogText } from '../../core/blog.js';
import type { NavLink } from '../../core/route-data.js';
import type { SitePath } from '../../core/urls.js';
import type { DocFormat } from './doc-format.js';

/** A post's excerpt (or whole body) as its list entry compiles it: its Markdown, and the file it comes from. */
export interface ExcerptSource {
  markdown: string;
  file: string;
  /** Under the blog folder, for relative links. */
  sourcePath: string;
  route: SitePath;
  format: DocFormat;
  lineOffset: number;
  /** The post's content title leaves the excerpt, as it leaves the post (`BlogPost.dropsContentTitle`). */
  dropContentTitle: boolean;
}

export interface BlogSidebarSpec {
  title: string;
  /** Each post with the year of its date, under which a sidebar grouped by year lists it. */
  posts: (NavLink & { year: string })[];
  /** `blog.sidebarGroupByYear`: the posts under a heading per year. */
  groupByYear: boolean;
}

interface BlogPageCommon {
  sidebar: BlogSidebarSpec | null;
  text: BlogText;
}

export type BlogPageSpec = BlogPageCommon &
  (
    | { kind: 'post'; post: BlogPostView; newer: NavLink | null; older: NavLink | null; editUrl?: string; dropContentTitle: boolean }
    | {
        kind: 'list';
        view: Omit<BlogListView, 'entries'>;
        entries: { post: BlogPostView; excerpt: ExcerptSource; truncated: boolean }[];
      }
    | { kind: 'tags'; tags: (BlogTagView & { count: number })[] }
    | { kind: 'authors'; authors: { author: BlogAuthorView; count: number }[] }
    | { kind: 'archive'; years: BlogArchiveYear[] }
  );

export type BlogPageKind = BlogPageSpec['kind'];
