/**
 * The blog's options, from the classic preset's `blog` section or `@docusaurus/plugin-content-blog`, as docsgen's
 * `blog` key: the options docsgen has under the same names are carried when they are plain values; functions
 * (`editUrl`, `readingTime`, `createFeedItems`, `sortPosts`) and components are listed as not carried; `truncateMarker`,
 * a regular expression, is carried as one (the Markdown plugin lists are the Markdown mapping's). Pure.
 */
import { isObject, type KeyPath, type Notes, type Plain } from './notes.js';

const STRINGS = [
  'path',
  'routeBasePath',
  'tagsBasePath',
  'authorsBasePath',
  'pageBasePath',
  'blogTitle',
  'blogDescription',
  'blogSidebarTitle',
  'authorsMapPath',
] as const;
const POLICIES = ['onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts'] as const;
const PLUGIN_LISTS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'];

const countOf = (notes: Notes, at: KeyPath, value: unknown) => (value === 'ALL' ? 'ALL' : notes.number(at, value));
const defined = (object: Plain): Plain => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

function feedOptions(notes: Notes, at: KeyPath, value: unknown): Plain | undefined {
  const feed = notes.object(at, value);
  if (!feed) return undefined;
  const type = feed.type;
  const types =
    type === null || type === 'all' || type === 'rss' || type === 'atom' || type === 'json'
      ? type
      : Array.isArray(type) && type.every((t) => t === 'rss' || t === 'atom' || t === 'json')
        ? type
        : (type !== undefined && notes.unreadable([...at, 'type'], type), undefined);
  const limit = feed.limit === false || feed.limit === null ? feed.limit : notes.number([...at, 'limit'], feed.limit);
  notes.rest(at, feed, ['type', 'title', 'description', 'copyright', 'language', 'limit']);
  return defined({
    type: types,
    title: notes.string([...at, 'title'], feed.title),
    description: notes.string([...at, 'description'], feed.description),
    copyright: notes.string([...at, 'copyright'], feed.copyright),
    language: notes.string([...at, 'language'], feed.language),
    limit,
  });
}

export function mapBlog(options: Plain, keyPath: KeyPath, notes: Notes): Plain {
  const blog: Plain = {};
  for (const key of STRINGS) blog[key] = notes.string([...keyPath, key], options[key]);
  for (const key of POLICIES) {
    const value = options[key];
    blog[key] = value === 'throw' || value === 'warn' || value === 'ignore' ? value : (notes.string([...keyPath, key], value), undefined);
  }
  blog.postsPerPage = countOf(notes, [...keyPath, 'postsPerPage'], options.postsPerPage);
  blog.blogSidebarCount = countOf(notes, [...keyPath, 'blogSidebarCount'], options.blogSidebarCount);
  blog.showReadingTime = notes.boolean([...keyPath, 'showReadingTime'], options.showReadingTime);
  blog.include = notes.strings([...keyPath, 'include'], options.include);
  blog.exclude = notes.strings([...keyPath, 'exclude'], options.exclude);
  blog.archiveBasePath = options.archiveBasePath === null ? null : notes.string([...keyPath, 'archiveBasePath'], options.archiveBasePath);
  blog.tags = options.tags === null || options.tags === false ? options.tags : notes.string([...keyPath, 'tags'], options.tags);
  if (options.sortPosts === 'ascending' || options.sortPosts === 'descending') blog.sortPosts = options.sortPosts;
  else if (options.sortPosts !== undefined) notes.unreadable([...keyPath, 'sortPosts'], options.sortPosts);
  if (typeof options.editUrl === 'string') blog.editUrl = options.editUrl;
  else if (options.editUrl !== undefined) notes.unreadable([...keyPath, 'editUrl'], options.editUrl);
  // The config's RegExp may come from another realm (the evaluated module's), so it is told by its tag and made anew.
  if (Object.prototype.toString.call(options.truncateMarker) === '[object RegExp]') {
    const marker = options.truncateMarker as RegExp;
    blog.truncateMarker = new RegExp(marker.source, marker.flags);
  } else if (options.truncateMarker !== undefined) notes.unreadable([...keyPath, 'truncateMarker'], options.truncateMarker);
  if (isObject(options.feedOptions) || options.feedOptions !== undefined)
    blog.feedOptions = feedOptions(notes, [...keyPath, 'feedOptions'], options.feedOptions);
  notes.rest(keyPath, options, [
    ...STRINGS,
    ...POLICIES,
    ...PLUGIN_LISTS,
    'postsPerPage',
    'blogSidebarCount',
    'showReadingTime',
    'include',
    'exclude',
    'archiveBasePath',
    'tags',
    'sortPosts',
    'editUrl',
    'feedOptions',
    'truncateMarker',
  ]);
  return defined(blog);
}
