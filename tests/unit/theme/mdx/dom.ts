/** Reads server-rendered HTML for the MDX theme tests: elements by a property test, their text and properties. */
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toText } from 'hast-util-to-text';
import { visit } from 'unist-util-visit';

export const parse = (html: string): Root => fromHtml(html, { fragment: true });

/** Every element under `root` (in document order) for which `test` holds. */
export function all(root: Root | Element, test: (el: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(root, 'element', (el: Element) => {
    if (test(el)) found.push(el);
  });
  return found;
}

export const byRole = (root: Root | Element, role: string) => all(root, (el) => el.properties.role === role);
export const byClass = (root: Root | Element, name: string) =>
  all(root, (el) => Array.isArray(el.properties.className) && el.properties.className.includes(name));
export const text = (el: Element) => toText(el);
