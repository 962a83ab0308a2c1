/**
 * Links and anchors of the HTML an author wrote in Markdown: each address that points into the site (`<a href>`,
 * media and frame sources; `<img src>` is left to `images.ts`, and links to files beside the page are its too) is recorded for the link checker and rewritten to its final URL, exactly
 * as a Markdown link is (`resolveLink` in `links.ts` decides both), and every `id` (and `<a name>`) becomes a
 * known anchor of the page. Does not judge safety (`html-safety.ts` runs first) and does not walk the tree.
 */
import type { Element } from 'hast';
import type { MarkdownFileContext } from './context.js';
import { locate } from './context.js';
import { linkedFileHref } from './images.js';
import { resolveLink } from './links.js';
import { withoutUrlBreaks } from './url-breaks.js';

/**
 * Per element, the properties that hold one address into the site. `<img src>` and every `srcset` are
 * `images.ts`'s, as a Markdown image is.
 */
const LINK_PROPERTIES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  area: ['href'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  source: ['src'],
  track: ['src'],
};

/** `recorded`: places already recorded on this page (`line:column:property`), for copies the HTML parser makes of a misnested `<a>`. */
export function recordHtmlLinks(ctx: MarkdownFileContext, node: Element, recorded: Set<string>): void {
  const props = node.properties;
  if (typeof props.id === 'string' && props.id) ctx.headingIds.add(props.id);
  if (node.tagName === 'a' && typeof props.name === 'string' && props.name) ctx.headingIds.add(props.name);
  for (const property of LINK_PROPERTIES[node.tagName] ?? []) {
    const written = props[property];
    if (typeof written !== 'string') continue;
    // As a browser reads the address: a line break inside it (a long address broken over lines) is none of it.
    const raw = withoutUrlBreaks(written);
    const fileHref = linkedFileHref(ctx, raw.trim(), node); // a file beside the page (`./tour.mp4`): copied, not a route
    if (fileHref !== undefined) {
      props[property] = fileHref;
      continue;
    }
    const resolved = resolveLink(ctx, raw.trim());
    if (!resolved) continue;
    const at = locate(ctx, node);
    const key = `${at.line}:${at.column}:${property}`;
    if (!recorded.has(key)) ctx.links.push({ ...resolved.record, href: resolved.href ?? raw.trim(), line: at.line ?? 0, column: at.column ?? 0 });
    recorded.add(key);
    if (resolved.href) props[property] = resolved.href;
  }
}
