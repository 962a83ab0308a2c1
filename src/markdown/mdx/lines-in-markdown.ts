/**
 * remark plugin for pages read as plain Markdown: warns (once per page) when a paragraph is an MDX `import` or
 * `export` line, which Markdown shows as text, naming the settings that read the page as MDX instead. Changes
 * nothing in the tree.
 */
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { diagnostic } from '../../diagnostics/catalogue.js';
import { contextOf, locate } from '../context.js';

const MDX_LINE = /^(import\s+[\w*{][^\n]*\bfrom\s*['"][^'"]+['"]|import\s+['"][^'"]+['"]|export\s+(const|let|function|default)\b)/;

export function remarkMdxLinesInMarkdown() {
  return (tree: Root, file: VFile) => {
    for (const node of tree.children) {
      if (node.type !== 'paragraph') continue;
      const text = toString(node);
      if (!MDX_LINE.test(text)) continue;
      const ctx = contextOf(file);
      const line = text.split('\n')[0]!;
      ctx.diagnostics.push(diagnostic('mdx', 'warning', { variant: 'mdx-in-md', line: line.length > 60 ? `${line.slice(0, 59)}…` : line }, locate(ctx, node)));
      return;
    }
  };
}
