/**
 * A line of the config that Docusaurus takes as HTML (the announcement bar's content, the footer's copyright and
 * `html` link items): text with inline HTML (links, emphasis, code; images in footer items), read into the inline
 * nodes the theme draws. Parsed with hast-util-from-html and passed through hast-util-sanitize with an inline
 * allowlist; links become site paths (a link written with the base URL reads as Docusaurus' `<Link>` reads it) and
 * images addresses with the base URL. Names what the allowlist left out, and the site paths it holds for the link
 * check. Pure: words no message.
 */
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { sanitize, type Schema } from 'hast-util-sanitize';
import { find, html } from 'property-information';
import type { InlineNode } from '../../core/route-data.js';
import { asSitePath, configHrefPath, isExternalUrl, withBase } from '../../core/urls.js';

const INLINE_TAGS = ['a', 'b', 'strong', 'em', 'i', 'u', 's', 'small', 'mark', 'code', 'kbd', 'span', 'br'] as const;
type InlineTag = (typeof INLINE_TAGS)[number] | 'img';

/**
 * What every kept element may carry (hast property names; `data*` is every `data-` attribute, inert data a site's
 * own script reads, such as GitHub's buttons' `data-show-count`).
 */
const EVERY_ELEMENT = ['className', 'ariaLabel', 'data*'];
/** A hast property name of a `data-` attribute (`dataShowCount`). */
const isDataProperty = (name: string) => /^data[A-Z0-9]/.test(name);
/** What each kept element may carry besides. */
const ELEMENT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ['href', 'target'], img: ['src', 'alt', 'width', 'height'] };
/**
 * Left out without a warning, the theme setting them itself: a link's `rel` (no opener for a new tab or another
 * site), an image's `loading` and `decoding` (lazy).
 */
const UNREPORTED: Readonly<Record<string, readonly string[]>> = { a: ['rel'], img: ['loading', 'decoding'] };

function schemaOf(images: boolean): Schema {
  return {
    tagNames: [...INLINE_TAGS, ...(images ? ['img'] : [])],
    attributes: { a: [...ELEMENT_ATTRIBUTES.a!], ...(images ? { img: [...ELEMENT_ATTRIBUTES.img!] } : {}), '*': [...EVERY_ELEMENT] },
    protocols: { href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
    // What a script or style element holds is no text to show.
    strip: ['script', 'style'],
    ancestors: {},
    required: {},
  };
}

export interface InlineHtmlOptions {
  /** Whether `<img>` is kept (footer link items, Docusaurus' badges and buttons); else it is left out and named. */
  images?: boolean;
  /** Whether `<p>` and `<div>` are read as lines of the text (a line break between them); else they are left out and named. */
  blocks?: boolean;
}

/**
 * The footer's copyright, which Docusaurus writes into the page as HTML: its paragraphs are lines (Jest's two
 * `<p>`), its images kept (Kysely's "Powered by Vercel" badge).
 */
export const COPYRIGHT_HTML: InlineHtmlOptions = { images: true, blocks: true };

const BLOCKS = new Set(['p', 'div']);
const isBlank = (node: Root['children'][number]) => node.type === 'comment' || (node.type === 'text' && !node.value.trim());

/** `nodes` with each `<p>` or `<div>` replaced by its content, a line break between it and the content around it. */
function blocksAsLines(nodes: Root['children']): Root['children'] {
  const runs: Root['children'][] = [[]];
  for (const node of nodes) {
    if (node.type === 'element' && BLOCKS.has(node.tagName)) runs.push(blocksAsLines(node.children as Root['children']), []);
    else runs[runs.length - 1]!.push(node);
  }
  const lines = runs.filter((run) => run.some((node) => !isBlank(node)));
  return lines.flatMap((run, i) => (i === 0 ? run : [{ type: 'element', tagName: 'br', properties: {}, children: [] } as Element, ...run]));
}

export interface InlineHtml {
  nodes: InlineNode[];
  /** Elements and attributes the allowlist left out (`<img>`, `onclick`), each named once. */
  dropped: string[];
  /** The site paths the content links or shows (images), as written, for the link check. */
  siteLinks: string[];
}

/** Element and attribute names of `tree` that the allowlist does not keep. */
function droppedParts(tree: Root, tags: readonly string[]): string[] {
  const dropped = new Set<string>();
  const visit = (node: Root | Root['children'][number]) => {
    if (node.type === 'element') {
      if (!tags.includes(node.tagName)) dropped.add(`<${node.tagName}>`);
      else {
        const kept = [...(ELEMENT_ATTRIBUTES[node.tagName] ?? []), ...(UNREPORTED[node.tagName] ?? []), ...EVERY_ELEMENT];
        // Named as written in HTML (`data-icon`), not as hast's property (`dataIcon`).
        for (const name of Object.keys(node.properties))
          if (!kept.includes(name) && !isDataProperty(name)) dropped.add(`${find(html, name).attribute} on <${node.tagName}>`);
      }
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return [...dropped];
}

const isSitePath = (address: string) => address.startsWith('/') && !address.startsWith('//');

/** A whole number of pixels written in an attribute, or undefined. */
function pixels(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export function inlineHtml(content: string, baseUrl: string, options: InlineHtmlOptions = {}): InlineHtml {
  const schema = schemaOf(options.images ?? false);
  const tree = fromHtml(content, { fragment: true });
  if (options.blocks) tree.children = blocksAsLines(tree.children);
  const dropped = droppedParts(tree, schema.tagNames!);
  const siteLinks: string[] = [];
  const nodeOf = (node: ElementContent): InlineNode[] => {
    if (node.type === 'text') return node.value ? [node.value] : [];
    if (node.type !== 'element') return [];
    const element = node as Element;
    const { properties } = element;
    const children = element.children.flatMap(nodeOf);
    const className = Array.isArray(properties.className) ? properties.className.join(' ') : undefined;
    const ariaLabel = typeof properties.ariaLabel === 'string' ? properties.ariaLabel : undefined;
    // `data-` attributes as written in HTML (`data-show-count`), their values as text.
    const data = Object.fromEntries(
      Object.entries(properties)
        .filter(([name, value]) => isDataProperty(name) && value !== undefined && value !== null && value !== false)
        .map(([name, value]) => [find(html, name).attribute, value === true ? '' : Array.isArray(value) ? value.join(' ') : String(value)]),
    );
    const out: Exclude<InlineNode, string> = {
      tag: element.tagName as InlineTag,
      children,
      ...(className ? { className } : {}),
      ...(ariaLabel ? { ariaLabel } : {}),
      ...(Object.keys(data).length ? { data } : {}),
    };
    if (element.tagName === 'a') {
      const href = typeof properties.href === 'string' ? properties.href : '';
      // An `href` the allowlist refused (`javascript:`) is gone: the link is its text alone.
      if (!href) return children;
      if (isSitePath(href)) siteLinks.push(href);
      out.href = isExternalUrl(href) ? asSitePath(href) : configHrefPath(baseUrl, href);
      if (properties.target === '_blank') out.newTab = true;
    }
    if (element.tagName === 'img') {
      const src = typeof properties.src === 'string' ? properties.src : '';
      // An image whose address the allowlist refused (`data:`, `javascript:`) shows nothing: it is left out.
      if (!src) return [];
      if (isSitePath(src)) siteLinks.push(src);
      out.src = isExternalUrl(src) ? src : withBase(baseUrl, configHrefPath(baseUrl, src));
      out.alt = typeof properties.alt === 'string' ? properties.alt : '';
      const width = pixels(properties.width);
      const height = pixels(properties.height);
      if (width) out.width = width;
      if (height) out.height = height;
    }
    return [out];
  };
  const clean = sanitize(tree, schema) as Root;
  return { nodes: clean.children.flatMap((node) => nodeOf(node as ElementContent)), dropped, siteLinks };
}
