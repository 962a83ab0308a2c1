/**
 * Local images and linked files of a page. `resolveLocalFile` turns an address the author wrote (`./diagram.png`,
 * `../assets/x.svg`, `/img/logo.png`) into its final URL: a file next to the page is named by its content hash
 * under `assets/` and noted for copying; a file of the static folder keeps its path; both get the base URL, and
 * a missing one is a located error. `rehypeImages` does this for every `<img>` of the page (Markdown and HTML
 * alike) and adds `width`/`height` (no layout shift), `loading="lazy"` and `decoding="async"`; lazy images
 * are also why React adds no `<link rel="preload" as="image">` for them. Reads no files itself: the caller's
 * `FileLookup` does, and without one, addresses stay as written.
 */
import path from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { hashedAssetFile, isExternalUrl, outputFileUrl, safeDecodeURI, splitHref, withBase } from '../../core/urls.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { contextOf, locate, type FileFacts, type MarkdownFileContext } from './context.js';

/** Extensions that are pages, not files: those links stay with `links.ts`. */
const PAGE_EXTENSION = /\.(mdx?|html?)$/i;
/** A last path segment with a file extension (at least one letter, so `v1.2` is no file). */
const FILE_EXTENSION = /\.(?=[a-z0-9]{0,7}[a-z])[a-z0-9]{1,8}$/i;

export interface LocalFile {
  /** The URL to put in the output (base URL included), query and fragment kept. */
  url: string;
  /** The same without the base URL, query or fragment (`/assets/img/x-1a2b3c4d.png`, `/img/logo.png`). */
  sitePath: string;
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
  const inStatic = target.startsWith('/');
  const source = inStatic ? path.posix.join(files.staticDir, target) : path.posix.normalize(path.posix.join(path.posix.dirname(ctx.file), target));
  const facts = source.startsWith('../') || source === '..' ? null : files.read(source);
  if (!facts) {
    ctx.diagnostics.push(diagnostic('file-missing', 'error', { raw, what, path: source, staticDir: inStatic ? files.staticDir : null }, locate(ctx, node)));
    return 'missing';
  }
  // The static folder is copied as it is: its files keep their address.
  if (inStatic) return { url: withBase(ctx.site.baseUrl, pathname) + suffix, sitePath: pathname, facts };
  const output = hashedAssetFile(what === 'image' ? 'img' : 'files', path.posix.basename(source), facts.hash);
  if (!ctx.assets.some((a) => a.output === output)) ctx.assets.push({ source, output });
  return { url: outputFileUrl(ctx.site.baseUrl, output) + suffix, sitePath: `/${output}`, facts };
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

function setImage(ctx: MarkdownFileContext, node: Element): void {
  const props = node.properties;
  const src = typeof props.src === 'string' ? props.src.trim() : '';
  const file = resolveLocalFile(ctx, src, 'image', node);
  if (file === null && !ctx.files && src.startsWith('/') && !src.startsWith('//')) props.src = withBase(ctx.site.baseUrl, src);
  if (file !== null && file !== 'missing') {
    props.src = file.url;
    // The author's own size wins; otherwise the file's, so the page does not move when the image arrives.
    if (props.width === undefined && props.height === undefined && file.facts.width && file.facts.height) {
      props.width = file.facts.width;
      props.height = file.facts.height;
    }
  }
  // Lazy for every image, the first included: React preloads any image that is not lazy (a `<link>` in the body).
  props.loading = 'lazy';
  if (props.decoding === undefined) props.decoding = 'async';
}

export function rehypeImages() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    visit(tree, 'element', (node) => {
      if (node.tagName === 'img') setImage(ctx, node);
    });
  };
}
