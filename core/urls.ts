/**
 * The one owner of every URL a site emits, for the build, the dev server and the browser alike: the base URL,
 * the trailing-slash policy (routes never end in `/`), route → output file, asset URLs, absolute (canonical) URLs,
 * and the slash primitives (trim, join) paths are built with. Every other module asks this one. Two types keep the
 * base URL from going missing or doubled: a `SitePath` is inside the site without the base, an `Href` is ready for
 * an attribute, and only `withBase` (or `outputFileUrl`, `absoluteUrl`) turns one into the other. Pure string work:
 * no Node, no DOM.
 */

/**
 * A path inside the site, from its root and without the base URL: `/guide/cycles`, `/img/logo.svg`, `/` (a route
 * is the site path of a page). Where a field says so, an address `withBase` passes through unchanged (an external
 * URL the config wrote, `#top`) may stand in its place. Made by `toSitePath`, `joinSitePath`, `normaliseRoute`,
 * `routeOfPathname`, or taken as one with `asSitePath`.
 */
export type SitePath = string & { readonly __brand: 'SitePath' };

/**
 * An address ready for an `href` or `src` attribute as it is: a site path with the base URL in front
 * (`/docs/guide/cycles`), an absolute URL, or an address that needs no base. Made by `withBase`,
 * `outputFileUrl`, `absoluteUrl`, or taken as one with `asHref`.
 */
export type Href = string & { readonly __brand: 'Href' };

/*
 * The two constructors below return `${text}`, not `text`: esbuild 0.28 inlines an identity function when it minifies
 * the browser bundle and drops the parentheses its argument needs (`a ?? asSitePath(b || c)` became `a??b||c`, a
 * syntax error). tests/integration/prebuilt-client.test.ts parses every script of the bundle.
 */

/** Takes `text` for a site path: a route or path the caller made or checked itself (the types cannot see it). */
export function asSitePath(text: string): SitePath {
  return `${text}` as SitePath;
}

/** Takes `text` for an address ready as it is: one that already carries the base URL or needs none. */
export function asHref(text: string): Href {
  return `${text}` as Href;
}

/** Just enough of the site to build its URLs. */
export interface UrlSite {
  /** Origin of the deployed site, e.g. `https://docs.example.com` (a trailing `/` is ignored). */
  url: string;
  /** Normalised base URL: starts and ends with `/` (`/` or `/docs/`). */
  baseUrl: string;
}

/** The folder of hashed assets (which never change in place). */
export const ASSETS_DIR = 'assets';

/** `/a/b/` → `a/b`, `//` → '': without the slashes at either end, however many; slashes inside stay. */
export function trimSlashes(text: string): string {
  return text.replace(/^\/+|\/+$/g, '');
}

/** `//a/b/` → `a/b/`: without the slashes it starts with. */
export function trimLeadingSlashes(text: string): string {
  return text.replace(/^\/+/, '');
}

/** `https://x.example//` → `https://x.example`, `/` → '': without the slashes it ends with. */
export function trimTrailingSlashes(text: string): string {
  return text.replace(/\/+$/, '');
}

/** `/docs` → `/docs/`; `/docs/` and `/` stay as they are. */
export function withTrailingSlash(text: string): string {
  return text.endsWith('/') ? text : `${text}/`;
}

/**
 * Joins URL path segments with exactly one `/` at each joint, whatever slashes the segments bring there; empty
 * segments are skipped, slashes inside a segment and at the two outer ends stay as written:
 * `('https://x.example/edit/', 'docs/a.md')` → `https://x.example/edit/docs/a.md`, `('/docs/', '/')` → `/docs/`,
 * `('/', 'a')` → `/a`.
 */
export function joinUrlPath(...segments: string[]): string {
  const present = segments.filter((segment) => segment !== '');
  if (present.length === 0) return '';
  return present.reduce((joined, segment) => `${trimTrailingSlashes(joined)}/${trimLeadingSlashes(segment)}`);
}

/**
 * The site path these segments make: one leading `/`, one `/` at each joint, no trailing `/`, `/` when nothing is
 * left (`('/docs/', '/a/b/')` → `/docs/a/b`, `('', '/')` → `/`). Slashes inside a segment stay as written.
 */
export function joinSitePath(...segments: string[]): SitePath {
  return asSitePath(`/${trimSlashes(joinUrlPath(...segments))}`);
}

/** `a/b.css` or `/a/b.css` → `/a/b.css`: a path from the site's root, given with or without its leading slash, as a site path. */
export function toSitePath(pathFromRoot: string): SitePath {
  return asSitePath(`/${trimLeadingSlashes(pathFromRoot)}`);
}

/** `docs`, `/docs`, `/docs/` → `/docs/`; '' and `/` → `/`. The config schema calls this once. */
export function normaliseBaseUrl(raw: string): string {
  const trimmed = trimSlashes(raw.trim());
  return trimmed ? `/${trimmed}/` : '/';
}

/** The base URL as a path prefix without its trailing slash: `/docs/` → `/docs`, `/` → ''. */
export function basePath(baseUrl: string): string {
  return baseUrl.slice(0, -1);
}

/** True for links that leave the site (`https://…`, `mailto:`…) or name another host (`//host/…`). */
export function isExternalUrl(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

/** Docusaurus' link prefix for a path of this host that is no page of the site (a file deployed beside it). */
const PATHNAME_ESCAPE = 'pathname://';

/**
 * The path of a Docusaurus `pathname://` link (`pathname:///api/index.html` → `/api/index.html`), or null for any
 * other href. Such a link is written with the base URL, as Docusaurus writes it, and neither routed nor checked.
 */
export function escapedPathname(href: string): string | null {
  return href.startsWith(PATHNAME_ESCAPE) ? href.slice(PATHNAME_ESCAPE.length) : null;
}

/** Whether a link leads to another site: an external URL, but not a `pathname://` path of this host. */
export function leavesSite(href: string): boolean {
  return isExternalUrl(href) && escapedPathname(href) === null;
}

/**
 * Prefixes a site path with the base URL (`/docs/` + `/a` → `/docs/a`), and a `pathname://` link's path too;
 * other hrefs pass unchanged.
 */
export function withBase(baseUrl: string, sitePath: SitePath): Href {
  const escaped = escapedPathname(sitePath);
  if (escaped !== null) return withBase(baseUrl, asSitePath(escaped));
  if (baseUrl === '/' || !sitePath.startsWith('/') || sitePath.startsWith('//')) return asHref(sitePath);
  return asHref(basePath(baseUrl) + (sitePath === '/' ? '' : sitePath) || '/');
}

/** `decodeURI` that keeps the text as written when an escape is malformed (`%zz`), instead of throwing. */
export function safeDecodeURI(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/** An href's path, query (with its `?`, or '') and fragment (decoded; null when there is none). Never throws. */
export function splitHref(href: string): { pathname: string; query: string; anchor: string | null } {
  const hashIndex = href.indexOf('#');
  const beforeHash = hashIndex >= 0 ? href.slice(0, hashIndex) : href;
  let anchor: string | null = null;
  if (hashIndex >= 0) {
    const raw = href.slice(hashIndex + 1);
    try {
      anchor = decodeURIComponent(raw);
    } catch {
      anchor = raw;
    }
  }
  const queryIndex = beforeHash.indexOf('?');
  return {
    pathname: queryIndex >= 0 ? beforeHash.slice(0, queryIndex) : beforeHash,
    query: queryIndex >= 0 ? beforeHash.slice(queryIndex) : '',
    anchor,
  };
}

/** `/a/`, `/a.html`, `/a/index`, `/a/index.html` → `/a`: the one trailing-slash rule for server, links and router. */
export function normaliseRoute(pathname: string): SitePath {
  let p = pathname;
  if (p.endsWith('/index.html')) p = p.slice(0, -'index.html'.length);
  else if (p.endsWith('/index')) p = p.slice(0, -'index'.length);
  else if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  if (p.length > 1) p = trimTrailingSlashes(p);
  return asSitePath(p || '/');
}

/** The route a pathname names under the base URL, or null when it lies outside the site. */
export function routeOfPathname(baseUrl: string, pathname: string): SitePath | null {
  const rest = afterBase(baseUrl, pathname);
  return rest === null ? null : normaliseRoute(rest);
}

/** What a pathname says after the base URL, as written (`/docs/` base: `/docs/a/` → `/a/`, `/docs` → `/`), or null outside it. */
function afterBase(baseUrl: string, pathname: string): string | null {
  const base = basePath(baseUrl);
  if (base && pathname !== base && !pathname.startsWith(base + '/')) return null;
  return pathname.slice(base.length) || '/';
}

/**
 * The site path a site-absolute href of the config or a sidebar names, read as Docusaurus' `<Link>` reads it: one
 * that already starts with the base URL (or is the base URL without its slash) gets no second base, so it names the
 * route after the base (`/docs/` base: `/docs/config` → `/config`, `/docs` → `/`). Other hrefs pass unchanged.
 */
export function configHrefPath(baseUrl: string, href: string): SitePath {
  if (baseUrl === '/' || !href.startsWith('/') || href.startsWith('//')) return asSitePath(href);
  const cut = href.search(/[?#]/);
  const rest = afterBase(baseUrl, cut < 0 ? href : href.slice(0, cut));
  return asSitePath(rest === null ? href : rest + (cut < 0 ? '' : href.slice(cut)));
}

/** `/` → `index`, `/a/b` → `a/b`: the file stem shared by a route's HTML and Markdown files. */
export function routeFileStem(route: string): string {
  return route === '/' ? 'index' : route.slice(1);
}

/** The output file of a route, relative to the output folder (`/a/b` → `a/b.html`). */
export function routeOutputFile(route: string): string {
  return `${routeFileStem(route)}.html`;
}

/** The Markdown copy of a route for agents, relative to the output folder (`/` → `index.md`, `/a/b` → `a/b.md`). */
export function routeMarkdownFile(route: string): string {
  return `${routeFileStem(route)}.md`;
}

/**
 * Output path of an author's file copied under its content hash: `assets/img/diagram-1a2b3c4d.png` for images,
 * `assets/files/guide-1a2b3c4d.pdf` for linked files. Characters other than letters, digits, `.`, `_` and `-` in
 * the name become `-`, so the URL needs no escaping.
 */
export function hashedAssetFile(kind: 'img' | 'files', fileName: string, hash: string): string {
  const dot = fileName.lastIndexOf('.');
  const stem = (dot > 0 ? fileName.slice(0, dot) : fileName).replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'file';
  const ext =
    dot > 0
      ? fileName
          .slice(dot)
          .toLowerCase()
          .replace(/[^a-z0-9.]+/g, '')
      : '';
  return `${ASSETS_DIR}/${kind}/${stem}-${hash}${ext}`;
}

/** True for site paths whose content never changes under the same URL (hashed assets, the search index's files included). */
export function isImmutablePath(sitePath: string): boolean {
  return sitePath.startsWith(`/${ASSETS_DIR}/`);
}

/**
 * The local search index's manifest, relative to the output folder: a stable path (pages name it, so it never
 * depends on the content or the build), served revalidated. The shards and fragments it names are content-hashed
 * files under `SEARCH_FILES_DIR`, inside `assets/` and so served immutable.
 */
export const SEARCH_MANIFEST_PATH = '_search/index.json';
export const SEARCH_FILES_DIR = `${ASSETS_DIR}/search`;

/** The URL of a file of the output, given its path relative to the output folder (`assets/app.js`). */
export function outputFileUrl(baseUrl: string, outputPath: string): Href {
  return withBase(baseUrl, toSitePath(outputPath));
}

/** The site's origin without a trailing slash. */
export function siteOrigin(site: Pick<UrlSite, 'url'>): string {
  return trimTrailingSlashes(site.url);
}

/** The absolute, canonical URL of a route or site-absolute path. */
export function absoluteUrl(site: Pick<UrlSite, 'url' | 'baseUrl'>, sitePath: SitePath): Href {
  return asHref(siteOrigin(site) + withBase(site.baseUrl, sitePath));
}
