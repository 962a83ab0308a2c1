/**
 * The `blog` key of the site config: Docusaurus' blog plugin options under their own names (`path`, `routeBasePath`,
 * `postsPerPage`, `blogTitle`, `feedOptions`, `authorsMapPath`, `onInlineTags`, `truncateMarker`, …) with Docusaurus' defaults, and
 * `false` for a site without a blog. Validation only: whether the blog folder exists is the reading stage's concern.
 */
import { z } from 'zod';
import { DEFAULT_TRUNCATE_MARKER } from './names.js';

/** Docusaurus' blog defaults, the same as its docs': Markdown files, less partials and tests. */
const DEFAULT_INCLUDE = ['**/*.{md,mdx}'];
const DEFAULT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

const policy = z.enum(['throw', 'warn', 'ignore']);
/** A route segment under the blog's route (`tags`, `archive`): no slashes at its ends, nothing a URL would misread. */
const segment = z
  .string()
  .min(1)
  .refine((value) => !/[?#\\\s]|:\/\//.test(value), { message: 'expected a path segment such as "tags"' })
  .transform((value) => value.replace(/^\/+|\/+$/g, ''));
const count = z.union([z.number().int().min(0), z.literal('ALL')]);
const feedType = z.enum(['rss', 'atom', 'json']);

export const FEED_TYPES = ['rss', 'atom', 'json'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

const feedOptions = z.strictObject({
  /** Which feeds to write: one type, a list, `all`, or null for none (default rss and atom). */
  type: z
    .union([feedType, z.array(feedType), z.literal('all'), z.null()])
    .default(['rss', 'atom'])
    .transform((value): FeedType[] => (value === null ? [] : value === 'all' ? [...FEED_TYPES] : Array.isArray(value) ? [...new Set(value)] : [value])),
  /** Default: the site's title. */
  title: z.string().optional(),
  /** Default: "<site title> Blog". */
  description: z.string().optional(),
  copyright: z.string().optional(),
  language: z.string().optional(),
  /** The newest posts a feed carries; false or null for every post. */
  limit: z
    .union([z.number().int().min(1), z.literal(false), z.null()])
    .default(20)
    .transform((value) => (value === false ? null : value)),
});

export const blogOptionsSchema = z.strictObject({
  /** The folder of posts, relative to the site folder. */
  path: z.string().min(1).default('blog'),
  /** Where the blog sits in the site (`blog` → `/blog`; `/` puts it at the root). */
  routeBasePath: z
    .string()
    .refine((value) => !/[?#\\\s]|:\/\//.test(value), { message: 'expected a path such as "blog" or "/"' })
    .default('blog'),
  tagsBasePath: segment.default('tags'),
  authorsBasePath: segment.default('authors'),
  pageBasePath: segment.default('page'),
  /** null: no archive page. */
  archiveBasePath: segment.nullable().default('archive'),
  include: z
    .array(z.string().min(1))
    .min(1)
    .default(() => [...DEFAULT_INCLUDE]),
  exclude: z.array(z.string().min(1)).default(() => [...DEFAULT_EXCLUDE]),
  postsPerPage: count.default(10),
  blogTitle: z.string().min(1).default('Blog'),
  blogDescription: z.string().default('Blog'),
  /** Posts the blog sidebar lists; 0 for no sidebar, `ALL` for every post. */
  blogSidebarCount: count.default(5),
  blogSidebarTitle: z.string().min(1).default('Recent posts'),
  /** The sidebar's posts under a heading per year, as Docusaurus' `themeConfig.blog.sidebar.groupByYear` (default on). */
  sidebarGroupByYear: z.boolean().default(true),
  showReadingTime: z.boolean().default(true),
  sortPosts: z.enum(['descending', 'ascending']).default('descending'),
  /** "Edit this page" links: a base URL the post's path from the site folder is appended to. */
  editUrl: z.string().min(1).optional(),
  feedOptions: feedOptions.default({ type: ['rss', 'atom'], limit: 20 }),
  /** The authors map, relative to the blog folder (a missing file is fine unless posts name keys). */
  authorsMapPath: z.string().min(1).default('authors.yml'),
  /** The tags file, relative to the blog folder; null or false for none (a missing default file is fine). */
  tags: z
    .union([z.string().min(1), z.literal(false), z.null()])
    .default('tags.yml')
    .transform((value) => value || null),
  /** A post's tag not in the tags file. */
  onInlineTags: policy.default('warn'),
  /** A post's author written in its front matter instead of named from the authors map. */
  onInlineAuthors: policy.default('warn'),
  /** Where a post's list excerpt ends: the Markdown above the first match (Docusaurus' option of that name). */
  truncateMarker: z.instanceof(RegExp, { message: 'expected a regular expression such as /<!--\\s*more\\s*-->/' }).default(() => DEFAULT_TRUNCATE_MARKER),
  /**
   * A front matter key whose Markdown, when a post gives it, is the post's list excerpt instead of its beginning
   * (starlight-blog's `excerpt`); null, Docusaurus' way, reads none. Not a Docusaurus option.
   */
  excerptFrontMatter: z.string().min(1).nullable().default(null),
  /** A listed post without a truncate marker, whose list entry shows it whole. */
  onUntruncatedBlogPosts: policy.default('warn'),
});

export type BlogOptions = z.output<typeof blogOptionsSchema>;
