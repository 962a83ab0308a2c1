/**
 * Turns raw Markdown files into docs: front matter, id, route, title, description and sidebar position by
 * Docusaurus' rules (see `doc-paths.ts`), and checks that routes are valid and that ids and routes are unique.
 * Drafts are left out unless asked for (dev shows them). Pure: no file access.
 */
import type { SitePath } from '../../core/urls.js';
import { docFormat, formatRaised, type DocFormat } from './doc-format.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { RawDoc } from './discover.js';
import { docIdOf, docPathParts, docRouteOf, isCategoryIndex, isValidRoute, slugWithoutLocale, starlightSlugId, type FolderPages } from './doc-paths.js';
import { readDoc, type DocReading } from './doc-reading.js';
import { frontMatterKeyLine, ownKeyWarnings, type FrontMatter } from './front-matter.js';
import { landingSpecOf, type LandingSpec } from './landing.js';
import type { BlogPageSpec } from './blog-page.js';

export interface Doc {
  /** Docusaurus' doc id: folder (number prefixes stripped) plus `id:` front matter or the file name; a Starlight page's `slug:` (`slugifyPaths`). */
  id: string;
  /** Path under the docs folder as written, with extension (`01-guides/Setup.md`); relative links resolve from it. */
  sourcePath: string;
  /** Path relative to the site root, for diagnostics. */
  file: string;
  /** The page's route: its site path, without the base URL. */
  route: SitePath;
  frontMatter: FrontMatter;
  /** Front matter keys docsgen does not read, as written (the site's own): MDX pages read them in `frontMatter`. */
  ownFrontMatter?: Record<string, unknown>;
  /** Top-level front matter keys YAML read as dates, as ISO strings: MDX pages read them as `Date` objects. */
  yamlDates?: Record<string, string>;
  /**
   * `title:` front matter, else the body's opening `#` heading, else the file name. On a landing page the body's
   * heading names nothing: `title:`, else its hero's title, else the site title.
   */
  title: string;
  /** `description:` front matter, else a landing page's tagline, else the first paragraph as text ('' when there is none). */
  description: string;
  /** The sidebar label: `sidebar_label`, else the title. */
  label: string;
  /** Order among its siblings in a generated sidebar: `sidebar_position`, else the file's number prefix. */
  position: number | null;
  /** `index.md`, `README.md` or a file named like its folder: the folder's own page. */
  categoryIndex: boolean;
  /** Built and linkable, but left out of sidebars, the sitemap and search. */
  unlisted: boolean;
  body: string;
  bodyLineOffset: number;
  /** How the body is read: Markdown or MDX (see doc-format.ts); pages docsgen generates are Markdown. */
  format: DocFormat;
  /** Index of the site variant (locale and docs version) the page belongs to, in `SitePlan.variants`. */
  variant: number;
  /** A page of a translated locale built from the default locale's file, which has no translation yet. */
  untranslated?: boolean;
  /** A landing page's hero and feature cards (`layout: landing`); absent on other pages. */
  landing?: LandingSpec;
  /**
   * A page of the pages folder (`src/pages`), not a doc: `markdown` for `.md`/`.mdx`, `component` for a React
   * component (whose body is the MDX that renders it). Shown without a sidebar; absent on docs.
   */
  page?: 'markdown' | 'component';
  /** A page of the blog (a post, or a list, tags, authors or archive page); absent on docs. */
  blog?: BlogPageSpec;
}

/**
 * Whether `doc` is a file of the docs folder, whose id an author writes (in a sidebar, the navbar, `pagination_next`).
 * A page of the pages folder, a blog page and a page the build makes itself (a category's generated index, a tag
 * page) have ids of docsgen's own (`page:js.js`, `blog:/blog`, `category:/docs/x`), which no config names: a
 * did-you-mean never offers them.
 */
export const isAuthoredDoc = (doc: Doc): boolean => doc.page === undefined && doc.blog === undefined && doc.sourcePath !== '';

export interface LoadDocsOptions {
  /** Where docs sit in the site: `/` (the default) or a path such as `/docs`. */
  routeBasePath: string;
  /** `markdown.frontMatterKeys`: the site's own front matter keys, not warned of. */
  frontMatterKeys?: readonly string[];
  /** Keep `draft: true` pages (dev); a build leaves them out. */
  includeDrafts: boolean;
  /** `markdown.format` of the site (default `detect`). */
  markdownFormat?: 'detect' | 'mdx' | 'md';
  /** The site variant the docs belong to (default 0, the default locale's last version). */
  variant?: number;
  /** Reads a file (default readDoc); a build with the cache passes one that keeps readings of unchanged files. */
  read?: (item: RawDoc) => DocReading;
  /** The site title, which a landing page without a title of its own takes. */
  siteTitle?: string;
  /** `docs.slugifyPaths`: routes from file paths are slugs of them, as Starlight makes them. */
  slugifyPaths?: boolean;
  /** `docs.folderPages`: which file is a folder's own page. */
  folderPages?: FolderPages;
  /** With `slugifyPaths`, the folder of the locale these docs translate (`fr`): a Starlight `slug:` starts with it. */
  localeFolder?: string;
  /** `docs.numberPrefixParser: false` sets it: `false` keeps a file's or folder's leading digits as written (`6.x/`). */
  numberPrefixes?: boolean;
}

/**
 * A Markdown file that could not become a doc (its front matter or its route has an error): kept so that a link
 * to it says so, after the error that explains it, instead of a bare broken link. `route` is the one its path
 * gives (what an absolute link to it would name).
 */
export interface UnloadedDoc {
  sourcePath: string;
  file: string;
  route: string;
  /** The doc id its path gives (what a sidebar names it by). */
  id: string;
}

export function loadDocs(
  raw: readonly RawDoc[],
  options: LoadDocsOptions,
): { docs: Doc[]; draftIds: Set<string>; unloaded: UnloadedDoc[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const draftIds = new Set<string>();
  const docs: Doc[] = [];
  const unloaded: UnloadedDoc[] = [];
  const byRoute = new Map<string, Doc>();
  const byId = new Map<string, Doc>();
  // Number prefixes are Docusaurus' positions; Starlight's and VitePress' routes keep the digits as written.
  const prefixes = !options.slugifyPaths && options.numberPrefixes !== false;
  const notLoaded = (item: RawDoc) => {
    const parts = docPathParts(item.sourcePath, prefixes, prefixes);
    unloaded.push({
      sourcePath: item.sourcePath,
      file: item.file,
      id: docIdOf(parts, undefined),
      route: docRouteOf(parts, undefined, undefined, options.routeBasePath, options.slugifyPaths, options.folderPages),
    });
  };
  for (const item of raw) {
    const reading = (options.read ?? readDoc)(item);
    diagnostics.push(...reading.diagnostics, ...ownKeyWarnings(item.file, reading.result?.ownKeyLines, options.frontMatterKeys ?? []));
    if (!reading.result) {
      notLoaded(item);
      continue;
    }
    const { frontMatter, ownKeys, yamlDates, bodyStart, bodyLineOffset, summary } = reading.result;
    const body = item.text.slice(bodyStart);
    // Starlight's routes are slugs of the path as written: `0-introduction/` keeps its number (`slugifyPaths`).
    const parts = docPathParts(item.sourcePath, frontMatter.parse_number_prefixes ?? prefixes, prefixes);
    // A Starlight page's `slug:` is its entry id (Astro's glob loader): `page.md` and `page.mdx` with slugs of their own are two docs.
    const slug = options.slugifyPaths && frontMatter.slug !== undefined ? slugWithoutLocale(frontMatter.slug, options.localeFolder) : frontMatter.slug;
    const id = options.slugifyPaths && slug !== undefined ? starlightSlugId(slug) : docIdOf(parts, frontMatter.id);
    if (frontMatter.draft && !options.includeDrafts) {
      draftIds.add(id);
      continue;
    }
    const route = docRouteOf(parts, frontMatter.id, slug, options.routeBasePath, options.slugifyPaths, options.folderPages);
    if (!isValidRoute(route)) {
      // A front matter `id` with spaces (`id: client status`), which Docusaurus serves with `%20`: said at its line.
      const fromId =
        frontMatter.id !== undefined &&
        slug === undefined &&
        isValidRoute(docRouteOf(parts, undefined, slug, options.routeBasePath, options.slugifyPaths, options.folderPages));
      const at = { file: item.file, line: fromId ? frontMatterKeyLine(item.text.slice(0, bodyStart), 'id') : 1 };
      diagnostics.push(diagnostic('route-invalid', 'error', { route, fromSlug: frontMatter.slug !== undefined, ...(fromId ? { fromId } : {}) }, at));
      notLoaded(item);
      continue;
    }
    if (formatRaised(frontMatter, options.markdownFormat ?? 'detect')) {
      diagnostics.push(
        diagnostic(
          'front-matter-format-refused',
          'error',
          {},
          { file: item.file, line: frontMatterKeyLine(item.text.slice(0, bodyStart), frontMatter.format ? 'format' : 'mdx') },
        ),
      );
    }
    const landing = landingSpecOf(frontMatter, item.text.slice(0, bodyStart));
    // A landing page's heading is its hero's: the body's `#` heading, if any, does not name the page.
    const title = landing
      ? (frontMatter.title ?? landing.hero.title ?? options.siteTitle ?? parts.baseName)
      : (frontMatter.title ?? summary.contentTitle ?? parts.baseName);
    const doc: Doc = {
      id,
      sourcePath: item.sourcePath,
      file: item.file,
      route,
      frontMatter,
      title,
      // A landing page's tagline says what it is about better than the body below its cards.
      description: frontMatter.description ?? landing?.hero.tagline ?? summary.excerpt ?? '',
      label: frontMatter.sidebar_label ?? title,
      position: frontMatter.sidebar_position ?? parts.numberPrefix,
      categoryIndex: isCategoryIndex(parts, options.folderPages),
      unlisted: frontMatter.unlisted ?? false,
      body,
      bodyLineOffset,
      format: docFormat(item.sourcePath, frontMatter, options.markdownFormat ?? 'detect'),
      variant: options.variant ?? 0,
      ...(item.untranslated ? { untranslated: true } : {}),
      ...(landing ? { landing } : {}),
      ...(ownKeys ? { ownFrontMatter: ownKeys } : {}),
      ...(yamlDates ? { yamlDates } : {}),
    };
    // Routes are compared without case: `Setup.html` and `setup.html` are one file on macOS and Windows.
    const clash = byRoute.get(route.toLowerCase());
    if (clash) {
      diagnostics.push(
        diagnostic('route-duplicate', 'error', { route, firstRoute: clash.route, firstFile: clash.file, secondFile: item.file }, { file: item.file, line: 1 }),
      );
      continue;
    }
    const sameId = byId.get(id);
    if (sameId) {
      diagnostics.push(diagnostic('doc-id-duplicate', 'error', { id, firstFile: sameId.file }, { file: item.file, line: 1 }));
      continue;
    }
    byRoute.set(route.toLowerCase(), doc);
    byId.set(id, doc);
    docs.push(doc);
  }
  return { docs, draftIds, unloaded, diagnostics };
}
