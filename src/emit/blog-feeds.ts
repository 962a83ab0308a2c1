/**
 * The blog's feeds, as Docusaurus writes them: RSS 2.0 at `<blog>/rss.xml`, Atom at `<blog>/atom.xml` and JSON Feed
 * 1.1 at `<blog>/feed.json`, each with the newest listed posts (`feedOptions.limit`): title, link, date, description,
 * the post's whole body as HTML (`content:encoded`, Atom's `content`, `content_html`), authors and tags. Every text
 * is escaped (and stripped of characters XML forbids), so no post can bend a feed. Pure: takes the blog's summary
 * and the posts' rendered bodies, returns files.
 */
import type { BlogPostView } from '../../core/blog.js';
import { escapeHtml } from '../../core/html.js';
import { absoluteUrl, joinSitePath, type SitePath, type UrlSite } from '../../core/urls.js';
import type { FeedType } from '../config/blog-options.js';

export interface FeedInput {
  site: Pick<UrlSite, 'url' | 'baseUrl'> & { title: string };
  routeBase: SitePath;
  types: readonly FeedType[];
  title?: string;
  description?: string;
  copyright?: string;
  language?: string;
  limit: number | null;
  posts: readonly BlogPostView[];
  /** Each post's description, by route. */
  descriptions: Readonly<Record<string, string>>;
  /** Each post's body as feed content (`feed-content.ts`), by route; a post without one has its description only. */
  contents: ReadonlyMap<string, string>;
}

const FEED_FILES: Record<FeedType, string> = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };

/** The posts the blog's feeds carry: the newest listed ones, `feedOptions.limit` of them; none without a feed. */
export function feedPosts(blog: {
  options: { feedOptions: { type: readonly FeedType[]; limit: number | null } };
  posts: readonly BlogPostView[];
}): readonly BlogPostView[] {
  const { type, limit } = blog.options.feedOptions;
  return type.length === 0 ? [] : newest(blog.posts, limit);
}

/** The first `limit` posts (the newest, in the blog's order), or all of them for a null limit. */
const newest = (posts: readonly BlogPostView[], limit: number | null) => (limit === null ? posts : posts.slice(0, limit));

/** The site paths of the feeds the blog writes. */
export function feedPaths(routeBase: SitePath, types: readonly FeedType[]): SitePath[] {
  return types.map((type) => joinSitePath(routeBase, FEED_FILES[type]));
}

/** Text as XML character data: escaped, and without the control characters XML 1.0 cannot hold. */
function xml(text: string): string {
  return escapeHtml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));
}

const time = (date: string) => new Date(date);

function rss(input: FeedInput, posts: readonly BlogPostView[], home: string, self: string, title: string, description: string): string {
  const items = posts.map((post) => {
    const link = absoluteUrl(input.site, post.href);
    return [
      '<item>',
      `<title>${xml(post.title)}</title>`,
      `<link>${xml(link)}</link>`,
      `<guid isPermaLink="true">${xml(link)}</guid>`,
      `<pubDate>${time(post.date).toUTCString()}</pubDate>`,
      input.descriptions[post.href] ? `<description>${xml(input.descriptions[post.href]!)}</description>` : '',
      input.contents.has(post.href) ? `<content:encoded>${xml(input.contents.get(post.href)!)}</content:encoded>` : '',
      ...post.authors.map((author) => `<dc:creator>${xml(author.name)}</dc:creator>`),
      ...post.tags.map((tag) => `<category>${xml(tag.label)}</category>`),
      '</item>',
    ]
      .filter(Boolean)
      .join('');
  });
  const updated = posts[0] ? `<lastBuildDate>${time(posts[0].date).toUTCString()}</lastBuildDate>` : '';
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xml(title)}</title>`,
    `<link>${xml(home)}</link>`,
    `<description>${xml(description)}</description>`,
    `<atom:link href="${xml(self)}" rel="self" type="application/rss+xml"/>`,
    updated,
    '<generator>docsgen</generator>',
    input.language ? `<language>${xml(input.language)}</language>` : '',
    input.copyright ? `<copyright>${xml(input.copyright)}</copyright>` : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

function atom(input: FeedInput, posts: readonly BlogPostView[], home: string, self: string, title: string, description: string): string {
  const entries = posts.map((post) => {
    const link = absoluteUrl(input.site, post.href);
    const when = time(post.date).toISOString();
    return [
      '<entry>',
      `<title type="text">${xml(post.title)}</title>`,
      `<id>${xml(link)}</id>`,
      `<link href="${xml(link)}"/>`,
      `<updated>${when}</updated>`,
      `<published>${when}</published>`,
      input.descriptions[post.href] ? `<summary type="text">${xml(input.descriptions[post.href]!)}</summary>` : '',
      input.contents.has(post.href) ? `<content type="html">${xml(input.contents.get(post.href)!)}</content>` : '',
      ...post.authors.map((author) => `<author><name>${xml(author.name)}</name>${author.url ? `<uri>${xml(author.url)}</uri>` : ''}</author>`),
      ...post.tags.map((tag) => `<category label="${xml(tag.label)}" term="${xml(tag.label)}"/>`),
      '</entry>',
    ]
      .filter(Boolean)
      .join('');
  });
  const updated = posts[0] ? time(posts[0].date).toISOString() : new Date(0).toISOString();
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom"${input.language ? ` xml:lang="${xml(input.language)}"` : ''}>`,
    `<id>${xml(home)}</id>`,
    `<title>${xml(title)}</title>`,
    `<subtitle>${xml(description)}</subtitle>`,
    `<updated>${updated}</updated>`,
    `<link rel="alternate" href="${xml(home)}"/>`,
    `<link rel="self" href="${xml(self)}"/>`,
    '<generator>docsgen</generator>',
    input.copyright ? `<rights>${xml(input.copyright)}</rights>` : '',
    ...entries,
    '</feed>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

function json(input: FeedInput, posts: readonly BlogPostView[], home: string, self: string, title: string, description: string): string {
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title,
      home_page_url: home,
      feed_url: self,
      description,
      ...(input.language ? { language: input.language } : {}),
      items: posts.map((post) => ({
        id: absoluteUrl(input.site, post.href),
        url: absoluteUrl(input.site, post.href),
        title: post.title,
        date_published: time(post.date).toISOString(),
        ...(input.contents.has(post.href) ? { content_html: input.contents.get(post.href) } : {}),
        ...(input.descriptions[post.href] ? { summary: input.descriptions[post.href] } : {}),
        ...(post.authors.length ? { authors: post.authors.map((a) => ({ name: a.name, ...(a.url ? { url: a.url } : {}) })) } : {}),
        ...(post.tags.length ? { tags: post.tags.map((t) => t.label) } : {}),
      })),
    },
    null,
    2,
  )}\n`;
}

/** The feed files, by their path from the output root. */
export function blogFeedFiles(input: FeedInput): { path: string; content: string }[] {
  const posts = newest(input.posts, input.limit);
  const home = absoluteUrl(input.site, input.routeBase);
  const title = input.title ?? input.site.title;
  const description = input.description ?? `${input.site.title} Blog`;
  const writers = { rss, atom, json };
  return input.types.map((type) => {
    const sitePath = joinSitePath(input.routeBase, FEED_FILES[type]);
    return { path: sitePath.slice(1), content: writers[type](input, posts, home, absoluteUrl(input.site, sitePath), title, description) };
  });
}
