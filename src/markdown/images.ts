/**
 * Local images and linked files of a page. `resolveLocalFile` turns an address the author wrote (`./diagram.png`,
 * `../assets/x.svg`, `/img/logo.png`) into its final URL: a file next to the page is named by its content hash
 * under `assets/` and noted for copying; a file of the static folder keeps its path (on a site read as VitePress',
 * an absolute address not there names a file of the pages' folder, as Vite reads it, copied like a page's own); both get the base URL, and
 * a missing one is a located error. `rehypeImages` does this for every `<img>` of the page (Markdown and HTML
 * alike) and adds `width`/`height` (no layout shift), `loading="lazy"` and `decoding="async"`; lazy images
 * are also why React adds no `<link rel="preload" as="image">` for them. Every address of a `srcset` (of `<img>`
 * and of `<source>`, as in `<picture>`) goes the same way, its `2x`/`480w` descriptor kept; MDX JSX elements of
 * those names are treated alike (literal string attributes only). Reads no files itself: the caller's
 * `FileLookup` does, and without one, addresses stay as written (static-folder ones get the base URL).
 */
import { aliasedPath } from './path-aliases.js';
import path from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import {
  asHref,
  asSitePath,
  basePath,
  hashedAssetFile,
  isExternalUrl,
  outputFileUrl,
  safeDecodeURI,
  splitHref,
  toSitePath,
  withBase,
  type Href,
  type SitePath,
} from '../../core/urls.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { contextOf, locate, OUTSIDE_SITE, type FileFacts, type MarkdownFileContext } from './context.js';
import { withoutUrlBreaks } from './url-breaks.js';

/** Extensions that are pages, not files: those links stay with `links.ts`. */
const PAGE_EXTENSION = /\.(mdx?|html?)$/i;
/** A last path segment with a file extension (at least one letter, so `v1.2` is no file). */
const FILE_EXTENSION = /\.(?=[a-z0-9]{0,7}[a-z])[a-z0-9]{1,8}$/i;

export interface LocalFile {
  /** The URL to put in the output (base URL included), query and fragment kept. */
  url: Href;
  /** The same without the base URL, query or fragment (`/assets/img/x-1a2b3c4d.png`, `/img/logo.png`). */
  sitePath: SitePath;
  facts: FileFacts;
}

/**
 * Resolves a local file address. Returns null for addresses that are not local files (external, a bare
 * `#anchor`, or no lookup given) and `'missing'` after reporting a missing file at `node`.
 */
export function resolveLocalFile(
  ctx: MarkdownFileContext,
  raw: string,
  what: 'image' | 'file',
  node: Parameters<typeof locate>[1],
): LocalFile | 'missing' | null {
  const files = ctx.files;
  if (!files || !raw || isExternalUrl(raw)) return null;
  const { pathname, query, anchor } = splitHref(raw);
  if (!pathname) return null;
  // The fragment as written: for a file it is the viewer's (`#page=2`), not a heading id.
  const suffix = query + (anchor !== null ? raw.slice(raw.indexOf('#')) : '');
  const target = safeDecodeURI(pathname);
  let address = pathname;
  let inStatic = target.startsWith('/');
  // `@site/static/x.png` (Docusaurus') and the site's own prefixes (`~/assets/x.png`) name a file from the site folder.
  let source = inStatic
    ? path.posix.join(files.staticDir, target)
    : (aliasedPath(target, { '@site/': '', ...ctx.site.pathAliases }) ?? path.posix.normalize(path.posix.join(path.posix.dirname(ctx.file), target)));
  // Above the site folder, only the docs folder's own files (it may sit beside the site: `../docs`) are looked up.
  const docsDir = ctx.site.docsDir;
  const outside = source.startsWith('../') || source === '..';
  if (outside && !(docsDir?.startsWith('../') && source.startsWith(`${docsDir}/`))) {
    // A file of the repository around the site (`../include/x.h`, linked for readers of the Markdown on GitHub):
    // docsgen neither reads nor publishes it, whether it exists or not. A link to it stays as written, and warns
    // (Docusaurus leaves such a link as it is when the file is missing); an image would be missing from the page.
    const docsOutside = docsDir?.startsWith('../') ? docsDir : null;
    const severity = what === 'file' ? 'warning' : 'error';
    ctx.diagnostics.push(diagnostic('file-above-site', severity, { raw, what, path: source, docsDir: docsOutside }, locate(ctx, node)));
    return 'missing';
  }
  let facts = files.read(source);
  if (facts === OUTSIDE_SITE) {
    ctx.diagnostics.push(diagnostic('file-outside-site', 'error', { raw, what, path: source }, locate(ctx, node)));
    return 'missing';
  }
  // An address written with the site's base URL in it (`/docs-site/img/logo.svg`, as Docusaurus lets it through)
  // names the static file below the base: found there, it gets the base once.
  const base = basePath(ctx.site.baseUrl);
  if (!facts && inStatic && base && target.startsWith(`${base}/`)) {
    const below = path.posix.join(files.staticDir, target.slice(base.length));
    const found = files.read(below);
    if (found && found !== OUTSIDE_SITE && pathname.startsWith(`${base}/`)) [address, source, facts] = [pathname.slice(base.length), below, found];
  }
  // VitePress (Vite, whose root is `srcDir`) reads an absolute address not in its public folder from the pages'
  // folder: such a file is one of the page's own, copied under a hashed name.
  const srcDir = ctx.site.srcDir;
  const fromPages = !facts && inStatic && srcDir !== undefined ? path.posix.join(srcDir, target) : null;
  // Never above the pages' folder, nor a hidden file (`/.vitepress/config.mjs`): those stay missing.
  const hidden = fromPages?.split('/').some((part) => part.startsWith('.') && part !== '..');
  if (fromPages !== null && !hidden && !(fromPages.startsWith('../') && !fromPages.startsWith(`${srcDir}/`))) {
    const found = files.read(fromPages);
    if (found === OUTSIDE_SITE) {
      ctx.diagnostics.push(diagnostic('file-outside-site', 'error', { raw, what, path: fromPages }, locate(ctx, node)));
      return 'missing';
    }
    if (found) [source, facts, inStatic] = [fromPages, found, false];
  }
  if (!facts) {
    const alsoLooked = fromPages !== null ? { pagesPath: fromPages } : {};
    ctx.diagnostics.push(
      diagnostic('file-missing', 'error', { raw, what, path: source, staticDir: inStatic ? files.staticDir : null, ...alsoLooked }, locate(ctx, node)),
    );
    return 'missing';
  }
  // The static folder is copied as it is: its files keep their address.
  if (inStatic) return { url: asHref(withBase(ctx.site.baseUrl, asSitePath(address)) + suffix), sitePath: asSitePath(address), facts };
  const output = hashedAssetFile(what === 'image' ? 'img' : 'files', path.posix.basename(source), facts.hash);
  if (!ctx.assets.some((a) => a.output === output)) ctx.assets.push({ source, output });
  return { url: asHref(outputFileUrl(ctx.site.baseUrl, output) + suffix), sitePath: toSitePath(output), facts };
}

/** True for a link to a file beside the page (`./guide.pdf`, `data/x.csv`): relative, with a file extension that is no page's. */
export function isLocalFileLink(raw: string): boolean {
  if (!raw || isExternalUrl(raw) || raw.startsWith('/')) return false;
  const { pathname } = splitHref(raw);
  return FILE_EXTENSION.test(pathname) && !PAGE_EXTENSION.test(pathname);
}

/**
 * For a link to a file beside the page: its final URL (the address as written when the file is missing, after
 * reporting it), or
 * undefined when the link is not one, so the caller handles it as a page link.
 */
export function linkedFileHref(ctx: MarkdownFileContext, raw: string, node: Parameters<typeof locate>[1]): string | undefined {
  if (!ctx.files || !isLocalFileLink(raw)) return undefined;
  const file = resolveLocalFile(ctx, raw, 'file', node);
  if (file === null) return undefined;
  return file === 'missing' ? raw : file.url;
}

/**
 * The attributes of one element, whichever tree it is in: a hast element (HTML and Markdown) or an MDX JSX
 * element, whose attributes may be written `srcset` or `srcSet`. A `srcset` reads as its list of candidates.
 */
interface Attributes {
  /** The value when it is a literal string (an MDX expression such as `src={x}` is none). */
  get(name: 'src' | 'srcSet'): string | undefined;
  /** Whether the attribute is written at all, with any value. */
  has(name: 'width' | 'height' | 'decoding'): boolean;
  set(name: 'src' | 'width' | 'height' | 'loading' | 'decoding', value: string | number): void;
  setCandidates(candidates: string[]): void;
  candidates(): string[];
}

/** `a.png 1x, b.png 2x` (or hast's list of the same) → `['a.png 1x', 'b.png 2x']`. */
const candidatesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : []).map((c) => c.trim()).filter(Boolean);

function hastAttributes(node: Element): Attributes {
  const props = node.properties as Record<string, unknown>;
  return {
    get: (name) => (typeof props[name] === 'string' ? props[name] : undefined),
    has: (name) => props[name] !== undefined && props[name] !== null,
    set: (name, value) => void (props[name] = value),
    // A string in hast (a list, should a plugin have split it): written back as one string, React prints it as it is.
    candidates: () => candidatesOf(props.srcSet),
    setCandidates: (candidates) => void (props.srcSet = candidates.join(', ')),
  };
}

/** An MDX JSX element in hast (`mdxJsxFlowElement`/`mdxJsxTextElement`), as far as this module reads it. */
interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: Array<{ type: string; name?: string; value?: unknown }>;
  position?: Element['position'];
}

function jsxAttributes(node: JsxElement): Attributes {
  const find = (name: string) => node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name?.toLowerCase() === name.toLowerCase());
  // Only a literal string is an address this module can read; an expression (`src={x}`) is the author's code.
  const get = (name: string) => {
    const value = find(name)?.value;
    return typeof value === 'string' ? value : undefined;
  };
  const set = (name: string, value: string | number) => {
    const attribute = find(name);
    if (attribute) attribute.value = String(value);
    else node.attributes.push({ type: 'mdxJsxAttribute', name, value: String(value) });
  };
  return {
    get,
    has: (name) => find(name) !== undefined,
    set,
    candidates: () => candidatesOf(get('srcSet')),
    setCandidates: (candidates) => set('srcSet', candidates.join(', ')),
  };
}

/**
 * The final URL of one image address: resolved, checked and copied (see `resolveLocalFile`), or with the base URL
 * when there is no file lookup, or as written (external, or missing after the report).
 */
function imageAddress(ctx: MarkdownFileContext, raw: string, node: Parameters<typeof locate>[1], jsx = false): { url: string; file: LocalFile | null } {
  const file = (jsx ? staticFileAsBrowserReads(ctx, raw) : null) ?? resolveLocalFile(ctx, raw, 'image', node);
  if (file === null && !ctx.files && raw.startsWith('/') && !raw.startsWith('//')) return { url: withBase(ctx.site.baseUrl, asSitePath(raw)), file: null };
  if (file === null || file === 'missing') return { url: raw, file: null };
  return { url: file.url, file };
}

/**
 * For a relative address written in JSX (`<img src="./img/pic.png" />`), which Docusaurus leaves as written so that
 * the browser resolves it from the page's address: the static file it then names (`/img/pic.png` from a page at
 * `/`), when there is no such file beside the page and there is one there; else null (resolved as any image).
 */
function staticFileAsBrowserReads(ctx: MarkdownFileContext, raw: string): LocalFile | null {
  const files = ctx.files;
  if (!files || !raw || isExternalUrl(raw) || raw.startsWith('/') || raw.startsWith('@') || /^[a-z][a-z\d+.-]*:/i.test(raw)) return null;
  if (ctx.site.pathAliases && aliasedPath(raw, ctx.site.pathAliases) !== null) return null;
  const { pathname, query, anchor } = splitHref(raw);
  if (!pathname) return null;
  const beside = path.posix.normalize(path.posix.join(path.posix.dirname(ctx.file), safeDecodeURI(pathname)));
  if (files.read(beside)) return null;
  const address = new URL(pathname, `http://site${ctx.linkBase}`).pathname;
  const facts = files.read(path.posix.join(files.staticDir, safeDecodeURI(address)));
  if (!facts || facts === OUTSIDE_SITE) return null;
  const suffix = query + (anchor !== null ? raw.slice(raw.indexOf('#')) : '');
  return { url: asHref(withBase(ctx.site.baseUrl, asSitePath(address)) + suffix), sitePath: asSitePath(address), facts };
}

/** Every address of a `srcset`, each with its descriptor (`2x`, `480w`) kept. */
function setSrcset(ctx: MarkdownFileContext, attributes: Attributes, node: Parameters<typeof locate>[1]): void {
  const candidates = attributes.candidates();
  // A `data:` address holds a comma, which the list was split on: such a `srcset` stays exactly as written.
  if (!candidates.length || candidates.some((c) => /^data:/i.test(c))) return;
  attributes.setCandidates(
    candidates.map((candidate) => {
      const [raw = '', ...descriptors] = candidate.split(/\s+/);
      return [imageAddress(ctx, raw, node).url, ...descriptors].join(' ');
    }),
  );
}

function setImage(ctx: MarkdownFileContext, attributes: Attributes, node: Parameters<typeof locate>[1], jsx: boolean): void {
  // As a browser reads an address: tabs and line breaks inside it dropped (Pact's `src` broken over two lines).
  const written = attributes.get('src') ?? '';
  const src = withoutUrlBreaks(written).trim();
  const { url, file } = imageAddress(ctx, src, node, jsx);
  if (url !== written) attributes.set('src', url);
  // The author's own size wins; otherwise the file's, so the page does not move when the image arrives.
  if (file && !attributes.has('width') && !attributes.has('height') && file.facts.width && file.facts.height) {
    attributes.set('width', file.facts.width);
    attributes.set('height', file.facts.height);
  }
  setSrcset(ctx, attributes, node);
  // Lazy for every image, the first included: React preloads any image that is not lazy (a `<link>` in the body).
  attributes.set('loading', 'lazy');
  if (!attributes.has('decoding')) attributes.set('decoding', 'async');
}

const IMAGE_TAGS = new Set(['img', 'source']);

/** The images of one element: an `<img>` (its `src`, size and `srcset`) or a `<source>` (its `srcset`). */
function visitImages(ctx: MarkdownFileContext, tag: string, attributes: Attributes, node: Parameters<typeof locate>[1], jsx = false): void {
  if (tag === 'img') setImage(ctx, attributes, node, jsx);
  else if (tag === 'source') setSrcset(ctx, attributes, node);
}

export function rehypeImages() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    visit(tree, (node) => {
      if (node.type === 'element') {
        const jsx = (node.data as { writtenAsJsx?: boolean } | undefined)?.writtenAsJsx === true;
        if (IMAGE_TAGS.has(node.tagName)) visitImages(ctx, node.tagName, hastAttributes(node), node, jsx);
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const jsx = node as unknown as JsxElement;
        if (jsx.name && IMAGE_TAGS.has(jsx.name)) visitImages(ctx, jsx.name, jsxAttributes(jsx), jsx, true);
      }
    });
  };
}
