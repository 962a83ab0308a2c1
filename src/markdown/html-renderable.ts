/**
 * Shapes a parsed HTML element into one React can render, the way a browser would show it. The HTML parser
 * accepts things React's server renderer throws on: tag names such as `a<b`, children inside a void element
 * (`<svg><area>text</area>`, where HTML rules do not apply), a `<textarea>` with a `value` attribute, with
 * elements inside or with any children at all (React wants its text as `defaultValue`). Only fixes one
 * element's shape (and warns about a tag name it cannot keep); safety is `html-safety.ts`'s job.
 */
import type { Element, ElementContent } from 'hast';
import { diagnostic } from '../diagnostics/catalogue.js';
import { locate, type MarkdownFileContext } from './context.js';

/** React renders only tag names of this form (HTML also allows `<a<b>`, which the parser reads as one name). */
const RENDERABLE_TAG = /^[a-zA-Z][a-zA-Z:_.\-\d]*$/;

/** The elements React renders as self-closing, whatever their namespace, and refuses children for. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr', 'menuitem']);

const textOf = (node: ElementContent): string => (node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '');

/**
 * Fixes `node` in place. Returns what must stand in its place: itself, its children (for a tag name React
 * cannot render), or itself followed by the children a void element may not hold.
 */
export function renderable(ctx: MarkdownFileContext, node: Element, at: Parameters<typeof locate>[1]): ElementContent[] {
  if (!RENDERABLE_TAG.test(node.tagName)) {
    ctx.diagnostics.push(diagnostic('html-tag-invalid', 'warning', { element: node.tagName }, locate(ctx, node.position ? node : at)));
    return node.children;
  }
  const name = node.tagName.toLowerCase();
  if (VOID.has(name) && node.children.length) {
    const children = node.children;
    node.children = [];
    return [node, ...children];
  }
  if (name === 'textarea') {
    // A browser shows a textarea's content and ignores a `value` attribute; React takes the content as `defaultValue`.
    delete node.properties.value;
    node.properties.defaultValue = node.children.map(textOf).join('');
    node.children = [];
  }
  return [node];
}
