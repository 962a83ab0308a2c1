/**
 * The data contract of blog pages, between the planner and the theme: what a post's header shows, what a list,
 * tags, authors or archive page lists, and the blog's interface strings. Types and pure helpers only; must not
 * import Node modules or React. Dates arrive formatted, so the server's and the browser's clocks never disagree.
 */
import type { NavLink } from './route-data.js';
import type { SitePath } from './urls.js';

/** The DocSearch tag of blog posts, which contextual search lists beside the docs' own tags. */
export const BLOG_SEARCH_TAG = 'blog_posts';

export interface BlogAuthorView {
  name: string;
  title?: string;
  /** Where the name links (the author's own site), as written. */
  url?: string;
  /** The author's picture, as written (an absolute URL or a site path). */
  imageUrl?: string;
  /** The author's page on the blog, when the authors file gives them one. */
  page?: SitePath;
  /** Links to the author's profiles (`socials`), each with the platform's shown name. */
  socials?: { label: string; href: string }[];
}

export interface BlogTagView {
  label: string;
  href: SitePath;
  description?: string;
}

/** A post as its header and list entries show it. */
export interface BlogPostView {
  title: string;
  href: SitePath;
  /** ISO date (`2024-05-01`, or a date and time). */
  date: string;
  /** The date as readers see it, formatted at build time. */
  dateText: string;
  /** Whole minutes, or null when the blog hides reading times. */
  readingTime: number | null;
  authors: BlogAuthorView[];
  tags: BlogTagView[];
}

/** One year of the archive: its posts oldest first, each with its month and day as readers see them ("March 1"), as Docusaurus lists them. */
export interface BlogArchiveYear {
  year: string;
  posts: (BlogPostView & { dayText: string })[];
}

/** The blog's interface strings, Docusaurus' English by default, overridden by the locale's `code.json` ids. */
export interface BlogText {
  /** `{count}` minutes; `a|b` picks the singular or plural form. */
  readingTime: string;
  readMore: string;
  newerPost: string;
  olderPost: string;
  newerEntries: string;
  olderEntries: string;
  tags: string;
  /** The link from a tag's page to the tags index. */
  allTags: string;
  authors: string;
  archive: string;
  /** `{count}` posts: `a|b` as above. */
  postCount: string;
  /** A tag page's heading: `{nPosts}` (the post count as `postCount` words it) and `{tagName}`. */
  tagTitle: string;
}

export const BLOG_TEXT_IDS: Record<keyof BlogText, [id: string, english: string]> = {
  readingTime: ['theme.blog.post.readingTime.plurals', 'One min read|{count} min read'],
  readMore: ['theme.blog.post.readMore', 'Read more'],
  newerPost: ['theme.blog.post.paginator.newerPost', 'Newer post'],
  olderPost: ['theme.blog.post.paginator.olderPost', 'Older post'],
  newerEntries: ['theme.blog.paginator.newerEntries', 'Newer entries'],
  olderEntries: ['theme.blog.paginator.olderEntries', 'Older entries'],
  tags: ['theme.tags.tagsPageTitle', 'Tags'],
  allTags: ['theme.tags.tagsPageLink', 'View All Tags'],
  authors: ['theme.blog.authorsList.pageTitle', 'Authors'],
  archive: ['theme.blog.archive.title', 'Archive'],
  postCount: ['theme.blog.post.plurals', 'One post|{count} posts'],
  tagTitle: ['theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"'],
};

/** A tag page's heading in the locale's words: `3 posts tagged with "release"`. */
export function tagTitleText(text: Pick<BlogText, 'tagTitle' | 'postCount'>, count: number, tagName: string): string {
  return text.tagTitle.replace('{nPosts}', countText(text.postCount, count)).replace('{tagName}', tagName);
}

/** `One min read|{count} min read` for `count`: the first form for one, the second otherwise. */
export function countText(template: string, count: number): string {
  const [one, many = one] = template.split('|');
  return (count === 1 ? (one ?? '') : (many ?? '')).replace('{count}', String(count));
}

/** A post's list entry: the post, and its excerpt's HTML (made at render time from the post's own Markdown). */
export interface BlogListEntry {
  post: BlogPostView;
  excerptHtml: string;
  /** The post goes on past its excerpt: the entry links to it with "Read more". */
  truncated: boolean;
}

/** What a list page (the blog's, a tag's, an author's) shows around its entries. */
export interface BlogListView {
  heading: string | null;
  description: string | null;
  /** An author page's author. */
  author: BlogAuthorView | null;
  entries: BlogListEntry[];
  /** Links to the newer and older pages of the same list. */
  newer: SitePath | null;
  older: SitePath | null;
  /** A tag page's link to every tag. */
  allTags: NavLink | null;
}

/** A blog page's own part of its article, drawn by the theme at build time (around or instead of a Markdown body). */
export type BlogPageView =
  | { kind: 'post'; post: BlogPostView; text: BlogText }
  | { kind: 'list'; title: string; list: BlogListView; text: BlogText }
  | { kind: 'tags'; title: string; tags: (BlogTagView & { count: number })[]; text: BlogText }
  | { kind: 'authors'; title: string; authors: { author: BlogAuthorView; count: number }[]; text: BlogText }
  | { kind: 'archive'; title: string; years: BlogArchiveYear[]; text: BlogText };
