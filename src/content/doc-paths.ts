/**
 * Docusaurus' naming rules for docs, as pure functions of a file's path under the docs folder: number prefixes
 * (`01-intro.md` is `intro`, at position 1), partials (`_` names are not pages by default), category index files
 * (`index.md`, `README.md`, or a file named like its folder), doc ids (`id:` front matter replaces the file
 * name) and routes (`slug:` absolute or relative to the folder). Starlight's `slug:` (`docs.slugifyPaths`) is the
 * entry's id, as Astro's glob loader takes it: the route from the docs' root, and the doc's id. Case is kept as
 * written. Must not read files.
 */
import path from 'node:path';
import { joinSitePath, type SitePath } from '../../core/urls.js';
import { slug as slugOf } from 'github-slugger';

/** The file extensions read as doc pages. */
export const DOC_EXTENSIONS = ['.md', '.mdx'] as const;

/** A category file in a docs folder: `_category_.json`, `_category_.yml` or `_category_.yaml`. */
export const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;

/** Dates (`2021-11-foo`) and versions (`7.0-foo`) keep their leading digits: they are names, not positions. */
const LOOKS_LIKE_DATE_OR_VERSION = /^\d+[-_.]\d+/;
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

/** `02-setup` → `{ name: 'setup', position: 2 }`; a name without a number prefix is returned as it is. */
export function splitNumberPrefix(name: string): { name: string; position: number | null } {
  if (LOOKS_LIKE_DATE_OR_VERSION.test(name)) return { name, position: null };
  const match = NUMBER_PREFIX.exec(name);
  return match ? { name: match[2]!, position: Number(match[1]) } : { name, position: null };
}

/** A path's segments without their number prefixes: `01-guides/02-setup` → `guides/setup`. */
export function stripNumberPrefixes(relativePath: string): string {
  return relativePath
    .split('/')
    .map((segment) => splitNumberPrefix(segment).name)
    .join('/');
}

/** Files and folders whose name starts with `_` are partials: included by other pages, not pages of their own unless `docs.include` makes them so. */
export function isPartialPath(relativePath: string): boolean {
  return relativePath.split('/').some((segment) => segment.startsWith('_'));
}

export function isDocFile(relativePath: string): boolean {
  return DOC_EXTENSIONS.some((ext) => relativePath.toLowerCase().endsWith(ext)) && !isPartialPath(relativePath);
}

/** The parts of a doc's source path that naming depends on. */
export interface DocPathParts {
  /** The folder under the docs folder, number prefixes stripped ('' at the top). */
  dir: string;
  /** The folder as written, prefixes kept ('' at the top). */
  sourceDir: string;
  /** The file name without extension and number prefix. */
  baseName: string;
  /** The file name without extension, its number prefix kept (`1-relations`). */
  fileName: string;
  /** The number prefix of the file name, used as its position when `sidebar_position` is not set. */
  numberPrefix: number | null;
}

/**
 * `parseNumberPrefixes: false` (front matter `parse_number_prefixes`) keeps the file name's digits as written;
 * `folderPrefixes: false` the folders' too (Starlight's routes, `docs.slugifyPaths`, keep every number).
 */
export function docPathParts(sourcePath: string, parseNumberPrefixes = true, folderPrefixes = true): DocPathParts {
  const slash = sourcePath.lastIndexOf('/');
  const sourceDir = slash < 0 ? '' : sourcePath.slice(0, slash);
  const fileName = sourcePath.slice(slash + 1).replace(/\.[^.]+$/, '');
  const { name, position } = parseNumberPrefixes ? splitNumberPrefix(fileName) : { name: fileName, position: null };
  return { dir: folderPrefixes ? stripNumberPrefixes(sourceDir) : sourceDir, sourceDir, baseName: name, fileName, numberPrefix: position };
}

/** `docs.folderPages`: Docusaurus' rule for a folder's own page, or `index` alone. */
export type FolderPages = 'docusaurus' | 'index';

/**
 * `index.md`, `README.md` (any case) or a file named like its folder is the folder's own page (with `folderPages:
 * 'index'`, `index.md` alone). The names compared
 * are the file's and the folder's as written, number prefixes kept, as Docusaurus compares them:
 * `relations/1-relations.md` is the page `relations/relations`, `02-guides/guides.md` a page of its folder, and
 * `02-guides/02-guides.md` its folder's own. The file's name decides, not an `id:` in its front matter:
 * `ocr/what-is-ocr.md` with `id: ocr` is a page of the folder (`/ocr/ocr`), and `guide/index.md` with `id: intro`
 * is still the folder's own page.
 */
export function isCategoryIndex(parts: DocPathParts, folderPages: FolderPages = 'docusaurus'): boolean {
  const lower = parts.fileName.toLowerCase();
  // VitePress and Starlight: `index` alone.
  if (folderPages === 'index') return lower === 'index';
  if (lower === 'index' || lower === 'readme') return true;
  const folder = parts.sourceDir.slice(parts.sourceDir.lastIndexOf('/') + 1).toLowerCase();
  return folder !== '' && folder === lower;
}

/** The doc id: its folder (prefixes stripped) plus `id:` front matter, else the file name. */
export function docIdOf(parts: DocPathParts, frontMatterId: string | undefined): string {
  const name = frontMatterId ?? parts.baseName;
  return parts.dir ? `${parts.dir}/${name}` : name;
}

/**
 * A Starlight page's `slug:` as the entry id Astro's glob loader makes of it: the path from the docs' root, whatever
 * folder the file is in, without its outer slashes; `index` (alone or as the last part) is its folder's page.
 */
export function starlightSlugPath(slug: string): string {
  const path = slug.replace(/^\/+|\/+$/g, '');
  return path === 'index' ? '' : path.replace(/\/index$/, '');
}

/**
 * A Starlight translation's `slug:` without its locale: Starlight's slugs start at the docs' root, so a page of
 * `fr/` says `slug: fr/guide/custom`, while docsgen reads the locale's folder as its own docs' root. A slug that
 * does not start with the locale's folder is left as written (read from the locale's root).
 */
export function slugWithoutLocale(slug: string, localeFolder: string | undefined): string {
  if (localeFolder === undefined) return slug;
  const path = slug.replace(/^\/+/, '');
  const first = path.split('/', 1)[0]!;
  return first.toLowerCase() === localeFolder.toLowerCase() ? path.slice(first.length).replace(/^\/+/, '') || 'index' : slug;
}

/** A Starlight page's doc id when it has a `slug:`: Astro's entry id, so that two files of one folder and name (`page.md`, `page.mdx`) with their own slugs are two docs. */
export function starlightSlugId(slug: string): string {
  return starlightSlugPath(slug) || 'index';
}

/** Joins the docs' route base (`/` or `/docs`) with a path under it. */
export function underRouteBase(routeBasePath: string, sitePath: string): SitePath {
  return joinSitePath(routeBasePath, sitePath);
}

/** Each part of a path as Astro's content collections make a slug of it (github-slugger: lowercase, spaces to `-`). */
export const slugifiedPath = (sitePath: string) =>
  sitePath
    .split('/')
    .map((part) => slugOf(part))
    .join('/');

/**
 * The doc's route: an absolute `slug` is taken as written, a relative one sits in the doc's folder; a category
 * index is its folder's route; any other doc is its folder plus its id's last part. `slugifyPaths` (Starlight's
 * routes) makes each part of a route that comes from the file's path a slug (`Tests/Web Driver` → `tests/web-driver`),
 * and reads a `slug` from the docs' root, as Starlight does (`tests/page.md` with `slug: tests/intro` is `/tests/intro`).
 */
export function docRouteOf(
  parts: DocPathParts,
  frontMatterId: string | undefined,
  slug: string | undefined,
  routeBasePath: string,
  slugifyPaths = false,
  folderPages: FolderPages = 'docusaurus',
): SitePath {
  const fromPath = (sitePath: string) => (slugifyPaths ? slugifiedPath(sitePath) : sitePath);
  if (slug !== undefined) {
    if (slugifyPaths) return underRouteBase(routeBasePath, starlightSlugPath(slug));
    if (slug.startsWith('/')) return underRouteBase(routeBasePath, slug);
    // A relative slug resolves from the file's folder as a URL path does (`slug: ../` in `introduction/` is the docs'
    // root, as Docusaurus resolves it); one that would climb above the docs' root stays as written, an invalid route.
    const joined = parts.dir ? `${fromPath(parts.dir)}/${slug}` : slug;
    const resolved = path.posix
      .normalize(joined)
      .replace(/^\.\/?$/, '')
      .replace(/\/+$/, '');
    return underRouteBase(routeBasePath, resolved === '..' || resolved.startsWith('../') ? joined : resolved);
  }
  if (isCategoryIndex(parts, folderPages)) return underRouteBase(routeBasePath, fromPath(parts.dir));
  return underRouteBase(routeBasePath, fromPath(docIdOf(parts, frontMatterId)));
}

/**
 * Routes may use letters of any script and case, digits and `. _ ~ @ + - $`, in `/`-separated segments: `$` for a
 * page named after an API (Cypress' `api/utilities/$.mdx`, `cy.$`), as a URL path holds it unescaped.
 */
const ROUTE_PATTERN = /^\/([\p{L}\p{N}_~@+$-][\p{L}\p{N}._~@+$-]*(\/[\p{L}\p{N}_~@+$-][\p{L}\p{N}._~@+$-]*)*)?$/u;

export function isValidRoute(route: string): boolean {
  return ROUTE_PATTERN.test(route);
}
