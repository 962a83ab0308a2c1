/**
 * remark plugin for pages read as plain Markdown: warns (once per page) at the first sign that the page was
 * written as MDX: an `import` or `export` line or a `{/* … *\/}` comment (which Markdown shows as text), or a
 * component tag such as `<Tabs>`, as a block or inside a line (which HTML would render as an unknown element, its
 * content alone), naming the settings that read the page as MDX instead. Under `markdown.syntax: 'vitepress'` a
 * component tag is a Vue component, which docsgen does not run (`<Badge>` excepted: `vitepress-html.ts` draws it).
 * Changes nothing in the tree.
 */
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { EXIT, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { diagnostic } from '../../diagnostics/catalogue.js';
import { contextOf, locate } from '../context.js';

const MDX_LINE = /^(import\s+[\w*{][^\n]*\bfrom\s*['"][^'"]+['"]|import\s+['"][^'"]+['"]|export\s+(const|let|function|default)\b|\{\/\*)/;
/** A JSX component: HTML opening with a capitalised tag name. */
const COMPONENT_TAG = /^<[A-Z][\w.]*[\s/>]/;

export function remarkMdxLinesInMarkdown() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    const vitepress = ctx.site.syntax === 'vitepress';
    visit(tree, (node, _index, parent) => {
      const line =
        // A paragraph that opens with code, a link or emphasis (`` `export let` becomes… ``) is no MDX line.
        node.type === 'paragraph' && parent === tree && node.children[0]?.type === 'text'
          ? MDX_LINE.test(toString(node)) && toString(node)
          : node.type === 'html'
            ? !vitepress && COMPONENT_TAG.test(node.value) && node.value
            : false;
      if (!line) return;
      const first = line.split('\n')[0]!;
      const shown = first.length > 60 ? `${first.slice(0, 59)}…` : first;
      const component = node.type === 'html';
      ctx.diagnostics.push(diagnostic('mdx', 'warning', { variant: 'mdx-in-md', line: shown, component }, locate(ctx, node)));
      return EXIT;
    });
  };
}
