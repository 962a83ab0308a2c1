/**
 * remark plugin that records every internal link (route links, `.md` file links, `#anchors`, card hrefs) for
 * the link checker and rewrites them to their final URL (route plus base URL). External links are left alone.
 * Checking whether targets exist happens later, in `links/check.ts`, once every page is known.
 */
import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import {
  asSitePath,
  basePath,
  escapedPathname,
  isExternalUrl,
  joinSitePath,
  normaliseRoute,
  routeOfPathname,
  safeDecodeURI,
  splitHref,
  withBase,
  type SitePath,
} from '../../core/urls.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { contextOf, locate, type LinkRecord, type MarkdownFileContext, type SiteLinkContext } from './context.js';
import { linkedFileHref } from './images.js';
import { withoutUrlBreaks } from './url-breaks.js';

interface Resolved {
  record: Omit<LinkRecord, 'line' | 'column'>;
  /** The URL to put in the output, or null to keep the original. */
  href: string | null;
  /** The route as the link wrote it, when it named a page in another case and was written with the page's. */
  writtenRoute?: SitePath;
}

/** Per link context, its pages' routes by their lower-case form (two or more when only case tells them apart). */
const routesByLowerCase = new WeakMap<SiteLinkContext, Map<string, SitePath[]>>();

function pageRoutesOf(site: SiteLinkContext): Map<string, SitePath[]> {
  let found = routesByLowerCase.get(site);
  if (found) return found;
  found = new Map();
  const routes = new Set<string>([...site.routeOfSourcePath.values(), ...(site.routeOfSitePath?.values() ?? [])]);
  for (const route of routes) {
    const key = route.toLowerCase();
    found.set(key, [...(found.get(key) ?? []), asSitePath(route)]);
  }
  routesByLowerCase.set(site, found);
  return found;
}

/**
 * The page a route names when it differs from the page's route in case alone (`/docs/refine/introduction` for
 * `/docs/refine/Introduction`), which Docusaurus' router matches; null when the route is a page or names none, or
 * several pages differ from it in case only.
 */
function pageInOtherCase(site: SiteLinkContext, route: SitePath): SitePath | null {
  const routes = pageRoutesOf(site);
  const same = routes.get(route.toLowerCase());
  if (!same || same.length !== 1 || same[0] === route) return null;
  return same[0]!;
}

/** The route of the doc at a source path under the docs folder (`guide/setup.md`), if there is one. */
function routeOfSource(ctx: MarkdownFileContext, sourcePath: string): SitePath | undefined {
  const route = ctx.site.routeOfSourcePath.get(sourcePath);
  return route === undefined ? undefined : asSitePath(route);
}

/**
 * The route of a doc by its file's path from the site root, as Docusaurus finds the file a link names: one of this
 * docs folder (`docs/intro.md`, also reached as `../docs/intro.md` from inside it), else one of another version or
 * docs instance of the locale (`versioned_docs/version-9.x/intro.md`, `community/intro.md`).
 */
function routeOfSiteFile(ctx: MarkdownFileContext, sitePath: string): SitePath | undefined {
  const { docsDir, translatedDir, routeOfSitePath } = ctx.site;
  // A translation's own folder first (`/zh/core/index.md` from a page of the `zh` folder), then the docs folder.
  for (const folder of [translatedDir, docsDir]) {
    const inFolder = folder === undefined ? null : path.posix.relative(folder, sitePath);
    const own = inFolder === null || inFolder.startsWith('../') ? undefined : routeOfSource(ctx, inFolder);
    if (own) return own;
  }
  const route = routeOfSitePath?.get(sitePath);
  return route === undefined ? undefined : asSitePath(route);
}

/** The route of a doc that a path relative to this docs folder leads to once it leaves the folder (`../community/intro.md`). */
function routeOutOfFolder(ctx: MarkdownFileContext, fromDocsFolder: string): SitePath | undefined {
  const { docsDir } = ctx.site;
  if (docsDir === undefined || !fromDocsFolder.startsWith('../')) return undefined;
  return routeOfSiteFile(ctx, path.posix.join(docsDir, fromDocsFolder));
}

export function resolveLink(ctx: MarkdownFileContext, raw: string): Resolved | null {
  if (!raw || isExternalUrl(raw)) return null;
  const { pathname, query, anchor } = splitHref(raw);
  const hash = anchor !== null ? `#${encodeURIComponent(anchor).replace(/%2F/g, '/')}` : '';
  if (!pathname) {
    return { record: { kind: 'anchor', raw, route: ctx.route, anchor }, href: null };
  }
  // `/guide/setup.mdx`: a file path from the docs folder's root, else from the site's (`/docs/guide/setup.mdx`), as
  // Docusaurus reads it (when there is such a file).
  const absoluteFile = /\.mdx?$/i.test(pathname) && pathname.startsWith('/') ? path.posix.normalize(safeDecodeURI(pathname).slice(1)) : null;
  const fromDocsRoot = absoluteFile === null ? undefined : (routeOfSource(ctx, absoluteFile) ?? routeOfSiteFile(ctx, absoluteFile));
  if (fromDocsRoot) return { record: { kind: 'markdown', raw, route: fromDocsRoot, anchor }, href: withBase(ctx.site.baseUrl, fromDocsRoot) + query + hash };
  if (/\.mdx?$/i.test(pathname) && !pathname.startsWith('/')) {
    // Like Docusaurus: relative to the page's folder first, then to the docs folder's root; then, for a path that
    // leaves the docs folder, a file of it or of another version or docs instance, from the page's folder in the site.
    const target = safeDecodeURI(pathname);
    const fromPage = path.posix.normalize(path.posix.join(ctx.sourcePath ? path.posix.dirname(ctx.sourcePath) : '.', target));
    const fromRoot = path.posix.normalize(target);
    const route = routeOfSource(ctx, fromPage) ?? routeOfSource(ctx, fromRoot) ?? routeOutOfFolder(ctx, fromPage) ?? null;
    const href = route ? withBase(ctx.site.baseUrl, route) + query + hash : null;
    const unloaded = route === null ? (ctx.site.unloaded?.get(fromPage) ?? ctx.site.unloaded?.get(fromRoot)) : undefined;
    return { record: { kind: 'markdown', raw, route, anchor, ...(unloaded ? { unloaded } : {}) }, href };
  }
  // A path that already starts with the base URL has it, as Docusaurus' `<Link>` reads it (`/docs/config` on a site
  // under `/docs/` is the page `/config`); any other absolute path is a route. A relative one is resolved as the
  // browser resolves it, from the page's address with the base URL (`../../docs/a` from `/docs/guide/b` is `/docs/a`,
  // the page `/a`).
  const absolute = pathname.startsWith('/')
    ? (routeOfPathname(ctx.site.baseUrl, pathname) ?? pathname)
    : relativeRoute(ctx.site.baseUrl, ctx.linkBase, pathname);
  const written = localeRoute(ctx, pathname.startsWith('/'), normaliseRoute(safeDecodeURI(absolute)));
  // A page named in another case (which a host serving files by name would not find) is linked in its own.
  const route = pageInOtherCase(ctx.site, written) ?? written;
  return {
    record: { kind: 'route', raw, route, anchor },
    href: withBase(ctx.site.baseUrl, route) + query + hash,
    ...(route !== written ? { writtenRoute: written } : {}),
  };
}

/**
 * On a page of a locale other than the default (Docusaurus' layout), an absolute link names a page of that locale, as
 * Docusaurus' `<Link>` reads it under the locale's base URL (`/docs/intro` in French is `/fr/docs/intro`): the
 * route gets the locale's prefix, unless it has it already or names a file of the static folder, which every locale
 * shares. Relative links reach the locale's pages by themselves.
 */
function localeRoute(ctx: MarkdownFileContext, absolute: boolean, route: SitePath): SitePath {
  const prefix = ctx.site.localePrefix;
  if (!absolute || !prefix || route === prefix || route.startsWith(`${prefix}/`)) return route;
  const files = ctx.files;
  if (files && route !== '/' && files.read(path.posix.join(files.staticDir, route)) !== null) return route;
  return joinSitePath(prefix, route);
}

/** The route a relative address leads to from `linkBase` (a route), resolved under the base URL; outside it, the path it reaches. */
function relativeRoute(baseUrl: string, linkBase: string, relative: string): string {
  const resolved = new URL(relative, `http://site${basePath(baseUrl)}${linkBase}`).pathname;
  return routeOfPathname(baseUrl, resolved) ?? resolved;
}

/** Schemes that run code or smuggle content through a link: never allowed in a docs page. */
const UNSAFE_SCHEME = /^\s*(javascript|vbscript|data)\s*:/i;

/** The scheme of a link a docs page must not hold (`javascript`, `vbscript`, `data`), or null. */
export function unsafeLinkScheme(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme (`java\tscript:`), so compare without them.
  const unsafe = UNSAFE_SCHEME.exec(raw.replace(/[\u0000-\u0020]/g, ''));
  return unsafe ? unsafe[1]!.toLowerCase() : null;
}

/**
 * One link of a page, written in its body or (on a landing page) in its front matter, `node` giving its place:
 * refuses an unsafe scheme (a located error, and `#` in its stead), copies a file beside the page, and records an
 * internal link for the link check. Returns the address to put in the page, or null to keep the link as written.
 */
export function trackLink(ctx: MarkdownFileContext, written: string, node: Parameters<typeof locate>[1]): string | null {
  const raw = withoutUrlBreaks(written);
  const scheme = unsafeLinkScheme(raw);
  if (scheme) {
    ctx.diagnostics.push(diagnostic('link-unsafe', 'error', { raw, scheme }, locate(ctx, node)));
    return '#';
  }
  // Docusaurus' `pathname:///api/`: a path of this host the site does not build, given the base URL, never checked.
  const escaped = escapedPathname(raw);
  if (escaped !== null) return withBase(ctx.site.baseUrl, asSitePath(escaped));
  const fileHref = linkedFileHref(ctx, raw, node); // a file beside the page (`./guide.pdf`): copied, not a route
  if (fileHref !== undefined) return fileHref;
  const resolved = resolveLink(ctx, raw);
  if (!resolved) return null;
  const at = locate(ctx, node);
  if (resolved.writtenRoute) ctx.diagnostics.push(diagnostic('link-case-differs', 'warning', { raw, route: resolved.record.route! }, at));
  ctx.links.push({ ...resolved.record, href: resolved.href ?? raw, line: at.line ?? 0, column: at.column ?? 0 });
  return resolved.href;
}

/** A link to a Markdown file (`./guide.md#part`), which Docusaurus resolves wherever it is written. */
const MARKDOWN_FILE_LINK = /\.mdx?(?:[?#]|$)/i;

/** The identifiers the page's link and image references use (a definition none uses draws nothing). */
function usedDefinitions(tree: Root): Set<string> {
  const used = new Set<string>();
  visit(tree, ['linkReference', 'imageReference'], (node) => {
    if (node.type === 'linkReference' || node.type === 'imageReference') used.add(node.identifier);
  });
  return used;
}

export function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    const track = (node: Parameters<typeof locate>[1], raw: string): string | null => trackLink(ctx, raw, node);
    let used: Set<string> | null = null;
    visit(tree, (node) => {
      // A definition no reference uses is no link of the page (Pact's `[hosted broker]: pact.dius.com.au`), as in
      // Docusaurus, which checks only those naming a Markdown file.
      if (node.type === 'definition' && !(used ??= usedDefinitions(tree)).has(node.identifier) && !MARKDOWN_FILE_LINK.test(node.url)) return;
      if (node.type === 'link' || node.type === 'definition') {
        const href = track(node, node.url);
        if (href) node.url = href;
      } else if (node.type === 'containerDirective' && node.name === 'card') {
        const props = node.data?.hProperties as Record<string, string> | undefined;
        if (props?.href) {
          const href = track(node, props.href);
          if (href) props.href = href;
        }
      }
    });
  };
}
