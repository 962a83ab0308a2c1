/**
 * rehype plugin that highlights fenced code at build time with refractor (Prism grammars), so no highlighter
 * ships to the browser. Unknown languages stay plain text. Must not add any runtime script.
 */
import type { Element, Root } from 'hast';
import { refractor } from 'refractor';
import { visit } from 'unist-util-visit';

function languageOf(code: Element): string | null {
  const classes = code.properties?.className;
  if (!Array.isArray(classes)) return null;
  const lang = classes.map(String).find((c) => c.startsWith('language-'));
  return lang ? lang.slice('language-'.length) : null;
}

function textOf(node: Element): string {
  return node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? textOf(c) : '')).join('');
}

export function rehypeHighlight() {
  return (tree: Root) => {
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      const lang = languageOf(node);
      if (!lang || !refractor.registered(lang)) return;
      const highlighted = refractor.highlight(textOf(node), lang);
      node.children = highlighted.children as Element['children'];
      parent.properties = { ...parent.properties, dataLanguage: lang };
    });
  };
}
