/**
 * Turns the blog folder's Markdown files into posts, by Docusaurus' blog rules: the date from `date` front matter,
 * else from the file or folder name (`2024-05-01-launch.md`, `2024-05-01-launch/index.md`, `2024/05/01/launch.md`),
 * else the file's last change (warned); the route `<blog>/<YYYY>/<MM>/<DD>/<name>` for a dated name, `<blog>/<name>`
 * otherwise, or `<blog>/<slug>`; the excerpt above the truncate marker (`<!-- truncate -->`, `{/* truncate *\/}` in
 * MDX, unless `blog.truncateMarker` says otherwise); reading time; authors and tags resolved against the blog's
 * maps; drafts left out unless asked for. Pure: no file access.
 */
import { authorSocialLinks, HANDLE_PLATFORMS } from './author-socials.js';
import kebabCase from 'lodash.kebabcase';
import { joinSitePath, trimLeadingSlashes, type SitePath } from '../../core/urls.js';
import type { BlogAuthorView, BlogTagView } from '../../core/blog.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { severityFor, type Diagnostic, type ProblemPolicy } from '../diagnostics/diagnostic.js';
import type { Severity } from '../../core/diagnostics.js';
import { DEFAULT_TRUNCATE_MARKER } from '../config/names.js';
import { closestNames } from '../util/closest-names.js';
import type { MapAuthor, MapTag } from './blog-maps.js';
import type { RawDoc } from './discover.js';
import { docFormat, type DocFormat } from './doc-format.js';
import { isValidRoute } from './doc-paths.js';
import { readDoc, type DocReading } from './doc-reading.js';
import { frontMatterKeyLine, ownKeyWarnings, type FrontMatter } from './front-matter.js';

/** A file of the blog folder, with its last change (ISO) for a post that gives no date. */
export interface RawBlogFile extends RawDoc {
  modified?: string;
}

export interface BlogPost {
  sourcePath: string;
  file: string;
  route: SitePath;
  title: string;
  description: string;
  /** ISO date, or date and time. */
  date: string;
  frontMatter: FrontMatter;
  /** The body as written (its content title leaves it when it is compiled: see `dropsContentTitle`). */
  body: string;
  /**
   * The post's title is known (front matter, or an opening `#` heading), so its content title leaves the body as
   * Docusaurus takes it out. A post titled by its file name keeps its headings: Docusaurus would title it by a first
   * `#` heading further down, which docsgen does not read as the title.
   */
  dropsContentTitle: boolean;
  bodyLineOffset: number;
  format: DocFormat;
  /** The Markdown above the truncate marker, or null when the post has none. */
  excerpt: string | null;
  /** The excerpt its front matter gives (`blog.excerptFrontMatter`): Markdown, at the line of its key. */
  frontMatterExcerpt: { markdown: string; line: number } | null;
  /** Whole minutes, at least one. */
  readingTime: number;
  authors: (BlogAuthorView & { key?: string })[];
  tags: (BlogTagView & { key?: string })[];
  unlisted: boolean;
  draft: boolean;
}

export interface BlogPostOptions {
  /** The blog's route (`/blog`). */
  routeBase: SitePath;
  /** `markdown.frontMatterKeys`: the site's own front matter keys, not warned of. */
  frontMatterKeys?: readonly string[];
  tagsRoute: SitePath;
  authorsRoute: SitePath;
  includeDrafts: boolean;
  markdownFormat: 'detect' | 'mdx' | 'md';
  authors: ReadonlyMap<string, MapAuthor>;
  tags: ReadonlyMap<string, MapTag>;
  /** The site has a tags file: a tag outside it is reported by `onInlineTags`. */
  tagsFile: boolean;
  onInlineTags: ProblemPolicy;
  onInlineAuthors: ProblemPolicy;
  /** `blog.truncateMarker` (default: Docusaurus' `<!-- truncate -->` and `{/* truncate *\/}`). */
  truncateMarker?: RegExp;
  /** `blog.excerptFrontMatter`: the front matter key of a post's own excerpt, if any. */
  excerptFrontMatter?: string | null;
  read?: (item: RawDoc) => DocReading;
}

const DATED_NAME = /^(?:(.*?)\/)?(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[-/](.*?))?(?:\/index)?$/;
/** Docusaurus' default reading speed. */
const WORDS_PER_MINUTE = 200;

const pad = (n: string) => n.padStart(2, '0');

/** The date and route path a post's file name gives: `2024-05-01-launch` → 2024-05-01 and `2024/05/01/launch`. */
export function postPathParts(sourcePath: string): { date: string | null; path: string } {
  const withoutExt = sourcePath.replace(/\.mdx?$/i, '');
  const dated = DATED_NAME.exec(withoutExt);
  if (dated) {
    const [, folder, year, month, day, rest] = dated;
    const date = `${year}-${pad(month!)}-${pad(day!)}`;
    const name = (rest ?? '').replace(/\/index$/, '');
    return { date, path: [folder, year, pad(month!), pad(day!), name].filter(Boolean).join('/') };
  }
  return { date: null, path: withoutExt.replace(/(^|\/)index$/, '') };
}

/** Whole minutes to read the body's words (at least one), as Docusaurus counts them. */
export function readingMinutes(body: string): number {
  const words = body.replace(/<!--[\s\S]*?-->/g, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The date as an ISO string, or null when it is none. */
function isoDate(value: string): string | null {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : new Date(time).toISOString();
}

function report(policy: ProblemPolicy, push: (severity: Severity) => void): void {
  const severity = severityFor(policy);
  if (severity) push(severity);
}

function authorsOf(fm: FrontMatter, item: RawDoc, headText: string, options: BlogPostOptions, diagnostics: Diagnostic[]): BlogPost['authors'] {
  const refs = fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  const at = { file: item.file, line: frontMatterKeyLine(headText, fm.authors !== undefined ? 'authors' : 'author') };
  const out: BlogPost['authors'] = [];
  const fromMap = (key: string) => {
    const found = options.authors.get(key);
    if (!found) {
      diagnostics.push(diagnostic('blog-author-unknown', 'error', { key, suggestions: closestNames(key, [...options.authors.keys()]) }, at));
      return null;
    }
    const page = found.permalink !== null ? joinSitePath(options.authorsRoute, found.permalink) : undefined;
    return {
      key,
      name: found.name,
      ...(found.title ? { title: found.title } : {}),
      ...(found.url ? { url: found.url } : found.email ? { url: `mailto:${found.email}` } : {}),
      ...(found.imageUrl ? { imageUrl: found.imageUrl } : {}),
      ...(page ? { page } : {}),
      ...(found.socials ? { socials: found.socials } : {}),
    };
  };
  /** An inline author's `socials` as links; one that cannot be read is said at the `authors` line. */
  const socialsOf = (name: string, socials: Record<string, string> | undefined) => {
    const { links, unreadable } = authorSocialLinks(socials);
    for (const platform of unreadable) diagnostics.push(diagnostic('blog-author-social', 'warning', { name, platform, platforms: HANDLE_PLATFORMS }, at));
    return links.length ? { socials: links } : {};
  };
  for (const ref of refs) {
    if (typeof ref === 'string') {
      const author = fromMap(ref);
      if (author) out.push(author);
      continue;
    }
    if (ref.key) {
      const author = fromMap(ref.key);
      // Inline keys over the map's (Docusaurus lets a post retitle its author).
      if (author) out.push({ ...author, ...(ref.title ? { title: ref.title } : {}) });
      continue;
    }
    if (!ref.name && !ref.image_url && !ref.imageURL) continue;
    const name = ref.name ?? '';
    report(options.onInlineAuthors, (severity) => diagnostics.push(diagnostic('blog-author-inline', severity, { name: name || '(no name)' }, at)));
    const image = ref.image_url ?? ref.imageURL;
    out.push({
      name,
      ...(ref.title ? { title: ref.title } : {}),
      ...(ref.url ? { url: ref.url } : {}),
      ...(image ? { imageUrl: image } : {}),
      ...socialsOf(name || '(no name)', ref.socials),
    });
  }
  if (fm.author && refs.length === 0) {
    report(options.onInlineAuthors, (severity) => diagnostics.push(diagnostic('blog-author-inline', severity, { name: fm.author! }, at)));
    const title = fm.author_title ?? fm.authorTitle;
    const url = fm.author_url ?? fm.authorURL;
    const image = fm.author_image_url ?? fm.authorImageURL;
    out.push({ name: fm.author, ...(title ? { title } : {}), ...(url ? { url } : {}), ...(image ? { imageUrl: image } : {}) });
  }
  return out;
}

function tagsOf(fm: FrontMatter, item: RawDoc, headText: string, options: BlogPostOptions, diagnostics: Diagnostic[]): BlogPost['tags'] {
  const out: BlogPost['tags'] = [];
  const at = { file: item.file, line: frontMatterKeyLine(headText, 'tags') };
  for (const tag of fm.tags ?? []) {
    const known = typeof tag === 'string' ? options.tags.get(tag) : undefined;
    if (known) {
      out.push({
        key: known.key,
        label: known.label,
        href: joinSitePath(options.tagsRoute, known.permalink),
        ...(known.description ? { description: known.description } : {}),
      });
      continue;
    }
    const label = typeof tag === 'string' ? tag : tag.label;
    if (options.tagsFile)
      report(options.onInlineTags, (severity) => diagnostics.push(diagnostic('blog-tag-inline', severity, { label, known: [...options.tags.keys()] }, at)));
    const permalink = typeof tag === 'string' || !tag.permalink ? kebabCase(label) : trimLeadingSlashes(tag.permalink);
    const href = joinSitePath(options.tagsRoute, permalink);
    if (!isValidRoute(href)) {
      diagnostics.push(diagnostic('route-invalid', 'error', { route: href, fromSlug: false, from: 'tag-permalink' }, at));
      continue;
    }
    out.push({ label, href, ...(typeof tag !== 'string' && tag.description ? { description: tag.description } : {}) });
  }
  // One entry per tag page.
  return out.filter((tag, i) => out.findIndex((other) => other.href === tag.href) === i);
}

/**
 * A post's excerpt from its front matter key `key` (`blog.excerptFrontMatter`): its text, or null when the key is
 * absent or blank; another value (a list, a number) is a warning at its line and no excerpt.
 */
function excerptFromFrontMatter(
  read: { frontMatter: FrontMatter; ownKeys?: Record<string, unknown>; ownKeyLines?: Record<string, number> },
  key: string,
  headText: string,
  file: string,
  diagnostics: Diagnostic[],
): { markdown: string; line: number } | null {
  const value = Object.hasOwn(read.ownKeys ?? {}, key) ? read.ownKeys![key] : (read.frontMatter as Record<string, unknown>)[key];
  if (value === undefined || value === null) return null;
  const line = read.ownKeyLines?.[key] ?? frontMatterKeyLine(headText, key);
  if (typeof value !== 'string') {
    diagnostics.push(diagnostic('blog-post-excerpt-invalid', 'warning', { key }, { file, line }));
    return null;
  }
  return value.trim() ? { markdown: value, line } : null;
}

export function loadBlogPosts(raw: readonly RawBlogFile[], options: BlogPostOptions): { posts: BlogPost[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const posts: BlogPost[] = [];
  const excerptKey = options.excerptFrontMatter ?? null;
  const declared = [...(options.frontMatterKeys ?? []), ...(excerptKey ? [excerptKey] : [])];
  for (const item of raw) {
    const reading = (options.read ?? readDoc)({ ...item, blogPost: true });
    diagnostics.push(...reading.diagnostics, ...ownKeyWarnings(item.file, reading.result?.ownKeyLines, declared));
    if (!reading.result) continue;
    const { frontMatter: fm, bodyStart, bodyLineOffset, summary } = reading.result;
    if (fm.draft && !options.includeDrafts) continue;
    const headText = item.text.slice(0, bodyStart);
    const parts = postPathParts(item.sourcePath);
    let date = parts.date;
    if (fm.date !== undefined) {
      const given = isoDate(fm.date);
      if (given) date = given;
      else diagnostics.push(diagnostic('blog-post-date-invalid', 'error', { value: fm.date }, { file: item.file, line: frontMatterKeyLine(headText, 'date') }));
    }
    if (date === null) {
      diagnostics.push(diagnostic('blog-post-no-date', 'warning', {}, { file: item.file, line: 1 }));
      date = item.modified ?? '1970-01-01';
    }
    const route = joinSitePath(options.routeBase, fm.slug !== undefined ? fm.slug : parts.path);
    if (!isValidRoute(route)) {
      diagnostics.push(diagnostic('route-invalid', 'error', { route, fromSlug: fm.slug !== undefined }, { file: item.file, line: 1 }));
      continue;
    }
    const body = item.text.slice(bodyStart);
    // `search` ignores a `g` flag's last index, so every post is cut at its first marker.
    const marker = body.search(options.truncateMarker ?? DEFAULT_TRUNCATE_MARKER);
    const fallbackName = parts.path.split('/').pop() || 'post';
    const frontMatterExcerpt = excerptKey ? excerptFromFrontMatter(reading.result, excerptKey, headText, item.file, diagnostics) : null;
    posts.push({
      sourcePath: item.sourcePath,
      file: item.file,
      route,
      title: fm.title ?? summary.contentTitle ?? fallbackName,
      description: fm.description ?? summary.excerpt ?? '',
      date,
      frontMatter: fm,
      body,
      dropsContentTitle: Boolean(fm.title ?? summary.contentTitle),
      bodyLineOffset,
      format: docFormat(item.sourcePath, fm, options.markdownFormat),
      excerpt: marker >= 0 ? body.slice(0, marker) : null,
      frontMatterExcerpt,
      readingTime: readingMinutes(body),
      authors: authorsOf(fm, item, headText, options, diagnostics),
      tags: tagsOf(fm, item, headText, options, diagnostics),
      unlisted: fm.unlisted ?? false,
      draft: fm.draft ?? false,
    });
  }
  return { posts, diagnostics };
}
