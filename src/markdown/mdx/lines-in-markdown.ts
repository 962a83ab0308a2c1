/**
 * remark plugin for pages read as plain Markdown: warns (once per page) at the first sign that the page was
 * written as MDX: an `import` or `export` line or a `{/* … *\/}` comment (which Markdown shows as text), or a
 * component tag such as `<Tabs>` (which HTML would render as an unknown element), naming the settings that read
 * the page as MDX instead. Changes nothing in the tree.
 */
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { diagnostic } from '../../diagnostics/catalogue.js';
import { contextOf, locate } from '../context.js';

const MDX_LINE = /^(import\s+[\w*{][^\n]*\bfrom\s*['"][^'"]+['"]|import\s+['"][^'"]+['"]|export\s+(const|let|function|default)\b|\{\/\*)/;
/** A JSX component: an HTML block opening with a capitalised tag name. */
const COMPONENT_TAG = /^<[A-Z][\w.]*[\s/>]/;

export function remarkMdxLinesInMarkdown() {
  return (tree: Root, file: VFile) => {
    for (const node of tree.children) {
      const text = node.type === 'paragraph' ? toString(node) : node.type === 'html' ? node.value : null;
      if (text === null || !(node.type === 'paragraph' ? MDX_LINE : COMPONENT_TAG).test(text)) continue;
      const ctx = contextOf(file);
      const line = text.split('\n')[0]!;
      ctx.diagnostics.push(
        diagnostic(
          'mdx',
          'warning',
          { variant: 'mdx-in-md', line: line.length > 60 ? `${line.slice(0, 59)}…` : line, component: node.type === 'html' },
          locate(ctx, node),
        ),
      );
      return;
    }
  };
}
