/**
 * The one owner of every URL a site emits, for the build, the dev server and the browser alike: the base URL,
 * the trailing-slash policy (routes never end in `/`), route → output file,
 * asset URLs and absolute (canonical) URLs. Every other module asks this one. Pure string work: no Node, no DOM.
 */

/** Just enough of the site to build its URLs. */
export interface UrlSite {
  /** Origin of the deployed site, e.g. `https://docs.example.com` (a trailing `/` is ignored). */
  url: string;
  /** Normalised base URL: starts and ends with `/` (`/` or `/docs/`). */
  baseUrl: string;
}

/** The folder of hashed assets (which never change in place). */
export const ASSETS_DIR = 'assets';

/** `docs`, `/docs`, `/docs/` → `/docs/`; '' and `/` → `/`. The config schema calls this once. */
export function normaliseBaseUrl(raw: string): string {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, '');
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

/** Prefixes a site-absolute path with the base URL (`/docs/` + `/a` → `/docs/a`); other hrefs pass unchanged. */
export function withBase(baseUrl: string, sitePath: string): string {
  if (baseUrl === '/' || !sitePath.startsWith('/') || sitePath.startsWith('//')) return sitePath;
  return basePath(baseUrl) + (sitePath === '/' ? '' : sitePath) || '/';
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
export function normaliseRoute(pathname: string): string {
  let p = pathname;
  if (p.endsWith('/index.html')) p = p.slice(0, -'index.html'.length);
  else if (p.endsWith('/index')) p = p.slice(0, -'index'.length);
  else if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

/** The route a pathname names under the base URL, or null when it lies outside the site. */
export function routeOfPathname(baseUrl: string, pathname: string): string | null {
  const base = basePath(baseUrl);
  if (base && pathname !== base && !pathname.startsWith(base + '/')) return null;
  return normaliseRoute(pathname.slice(base.length) || '/');
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
  const ext = dot > 0 ? fileName.slice(dot).toLowerCase().replace(/[^a-z0-9.]+/g, '') : '';
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
export function outputFileUrl(baseUrl: string, outputPath: string): string {
  return withBase(baseUrl, `/${outputPath.replace(/^\/+/, '')}`);
}

/** The site's origin without a trailing slash. */
export function siteOrigin(site: Pick<UrlSite, 'url'>): string {
  return site.url.replace(/\/+$/, '');
}

/** The absolute, canonical URL of a route or site-absolute path. */
export function absoluteUrl(site: Pick<UrlSite, 'url' | 'baseUrl'>, sitePath: string): string {
  return siteOrigin(site) + withBase(site.baseUrl, sitePath);
}
