/**
 * A line of the config that Docusaurus takes as HTML (the announcement bar's content, the footer's copyright): text
 * with inline HTML (links, emphasis, code), read into the inline nodes the theme draws: parsed with hast-util-from-html, passed through hast-util-sanitize with an
 * inline allowlist, links made site paths (a link written with the base URL reads as Docusaurus' `<Link>` reads it).
 * Names what the allowlist left out, and the site links it holds for the link check. Pure: words no message.
 */
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { sanitize, type Schema } from 'hast-util-sanitize';
import type { InlineNode } from '../../core/route-data.js';
import { asSitePath, configHrefPath, isExternalUrl } from '../../core/urls.js';

const INLINE_TAGS = ['a', 'b', 'strong', 'em', 'i', 'u', 's', 'small', 'mark', 'code', 'kbd', 'span', 'br'] as const;
type InlineTag = (typeof INLINE_TAGS)[number];

const SCHEMA: Schema = {
  tagNames: [...INLINE_TAGS],
  attributes: { a: ['href', 'target'], '*': ['className'] },
  protocols: { href: ['http', 'https', 'mailto'] },
  // What a script or style element holds is no text to show.
  strip: ['script', 'style'],
  ancestors: {},
  required: {},
};

export interface InlineHtml {
  nodes: InlineNode[];
  /** Elements and attributes the allowlist left out (`<img>`, `onclick`), each named once. */
  dropped: string[];
  /** The site links the content holds, as written, for the link check. */
  siteLinks: string[];
}

/** Element and attribute names of `tree` that the allowlist does not keep. */
function droppedParts(tree: Root): string[] {
  const dropped = new Set<string>();
  const visit = (node: Root | Root['children'][number]) => {
    if (node.type === 'element') {
      if (!(INLINE_TAGS as readonly string[]).includes(node.tagName)) dropped.add(`<${node.tagName}>`);
      else
        for (const name of Object.keys(node.properties)) {
          // A link's `rel` is the theme's to set (no opener for a new tab or another site): not worth a warning.
          const kept = name === 'className' || (node.tagName === 'a' && (name === 'href' || name === 'target' || name === 'rel'));
          if (!kept) dropped.add(`${name.toLowerCase()} on <${node.tagName}>`);
        }
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return [...dropped];
}

export function inlineHtml(content: string, baseUrl: string): InlineHtml {
  const tree = fromHtml(content, { fragment: true });
  const dropped = droppedParts(tree);
  const siteLinks: string[] = [];
  const nodeOf = (node: ElementContent): InlineNode[] => {
    if (node.type === 'text') return node.value ? [node.value] : [];
    if (node.type !== 'element') return [];
    const element = node as Element;
    const children = element.children.flatMap(nodeOf);
    const className = Array.isArray(element.properties.className) ? element.properties.className.join(' ') : undefined;
    const out: Exclude<InlineNode, string> = { tag: element.tagName as InlineTag, children, ...(className ? { className } : {}) };
    if (element.tagName === 'a') {
      const href = typeof element.properties.href === 'string' ? element.properties.href : '';
      // An `href` the allowlist refused (`javascript:`) is gone: the link is its text alone.
      if (!href) return children;
      if (href.startsWith('/') && !href.startsWith('//')) siteLinks.push(href);
      out.href = isExternalUrl(href) ? asSitePath(href) : configHrefPath(baseUrl, href);
      if (element.properties.target === '_blank') out.newTab = true;
    }
    return [out];
  };
  const clean = sanitize(tree, SCHEMA) as Root;
  return { nodes: clean.children.flatMap((node) => nodeOf(node as ElementContent)), dropped, siteLinks };
}
