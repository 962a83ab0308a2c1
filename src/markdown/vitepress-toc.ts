/**
 * VitePress' `[[toc]]`, read under `markdown.syntax: 'vitepress'`: a paragraph of that marker alone becomes the page's
 * table of contents in the article, a nested list of links to its h2 and h3 headings (VitePress' default levels),
 * drawn as the theme's inline table of contents. Runs after the headings have their ids. Reads nothing.
 */
import type { Heading, List, ListItem, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { contextOf } from './context.js';

const MARKER = /^\s*\[\[toc\]\]\s*$/i;
const LEVELS = [2, 3];

/** The headings of `tree` at the levels listed, with their ids, as nested lists of links. */
function tocList(tree: Root): List {
  const top: List = { type: 'list', ordered: false, spread: false, children: [] };
  let last: ListItem | null = null;
  visit(tree, 'heading', (heading: Heading) => {
    const id = (heading.data?.hProperties as { id?: unknown } | undefined)?.id;
    if (!LEVELS.includes(heading.depth) || typeof id !== 'string') return;
    const item: ListItem = {
      type: 'listItem',
      spread: false,
      children: [{ type: 'paragraph', children: [{ type: 'link', url: `#${id}`, children: [{ type: 'text', value: toString(heading) }] }] }],
    };
    if (heading.depth === LEVELS[0] || !last) {
      top.children.push(item);
      last = item;
    } else {
      const nested = last.children.find((child): child is List => child.type === 'list');
      if (nested) nested.children.push(item);
      else last.children.push({ type: 'list', ordered: false, spread: false, children: [item] });
    }
  });
  return top;
}

export function remarkVitePressToc() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    if (ctx.site.syntax !== 'vitepress') return;
    let list: List | null = null;
    visit(tree, 'paragraph', (node, index, parent) => {
      if (index === undefined || !parent || !MARKER.test(toString(node)) || node.children.some((child) => child.type !== 'text')) return;
      list ??= tocList(tree);
      const label = ctx.site.ui?.text.toc ?? 'On this page';
      const nav = {
        type: 'tocInline',
        data: { hName: 'nav', hProperties: { className: ['toc-inline'], ariaLabel: label } },
        children: [structuredClone(list)],
      };
      parent.children.splice(index, 1, nav as unknown as RootContent);
      return [SKIP, index + 1];
    });
  };
}
