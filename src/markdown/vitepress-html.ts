/**
 * VitePress' `<Badge type="tip" text="beta" />` in a page's HTML, read under `markdown.syntax: 'vitepress'`: it
 * becomes the theme's badge (`docsgen-badge`), its text from `text` or, failing that, from its content. A badge
 * with neither is reported and left out, never drawn empty. Called by `raw-html.ts` on the parsed HTML, before
 * the element checks (the badge's content is still checked). Any element written `<x … />` holds nothing there, as
 * Vue reads it: an HTML parser opens it and takes in what follows, which `takenInBySelfClosing` gives back to go
 * after it. Renders nothing itself.
 */
import type { Element, ElementContent } from 'hast';
import { toText } from 'hast-util-to-text';
import { diagnostic } from '../diagnostics/catalogue.js';
import { locate, type MarkdownFileContext } from './context.js';

/** VitePress' badge types; any other is drawn as VitePress draws an unknown one, like `tip`. */
const TYPES = new Set(['info', 'tip', 'warning', 'danger']);

/** Whether `node` is a `<Badge>` this syntax reads (the HTML parser gives its name in lowercase). */
export const isVitePressBadge = (ctx: MarkdownFileContext, node: Element): boolean => ctx.site.syntax === 'vitepress' && node.tagName === 'badge';

/** Whether the start tag of `node` in `source` ends with `/>`. */
function selfClosing(node: Element, source: string): boolean {
  const start = node.position?.start.offset;
  if (start === undefined) return false;
  const end = source.indexOf('>', start);
  return end > start && source[end - 1] === '/';
}

/**
 * What a VitePress page's HTML element written `<sup class="badge" />` took in that is not its own: VitePress
 * compiles a page as a Vue template, where `/>` closes any element, while an HTML parser opens it and takes in what
 * follows. Empty for a void element, an element not written so, or a site without the setting.
 */
export function takenInBySelfClosing(ctx: MarkdownFileContext, node: Element, source: string): ElementContent[] {
  if (ctx.site.syntax !== 'vitepress' || !node.children.length || !selfClosing(node, source)) return [];
  const taken = node.children;
  node.children = [];
  return taken;
}

/**
 * What takes the place of a VitePress `<Badge>`: the theme's badge, or null once an empty one is reported. A
 * `<Badge … />` has given back what the parser took in (`takenInBySelfClosing`) before this is asked.
 */
export function vitePressBadge(ctx: MarkdownFileContext, node: Element, at: Element): Element | null {
  const props = node.properties ?? {};
  const type = typeof props.type === 'string' && TYPES.has(props.type) ? props.type : 'tip';
  const text = typeof props.text === 'string' ? props.text.trim() : '';
  const children: ElementContent[] = text ? [{ type: 'text', value: text }] : node.children;
  if (!text && !toText({ type: 'element', tagName: 'span', properties: {}, children }).trim()) {
    ctx.diagnostics.push(diagnostic('badge-empty', 'warning', {}, locate(ctx, node.position ? node : at)));
    return null;
  }
  return { type: 'element', tagName: 'docsgen-badge', properties: { kind: type }, children, position: node.position };
}
