/**
 * remark plugin for MDX pages: a paragraph that holds nothing but JSX elements and expressions (and white space)
 * is replaced by those elements as blocks, as the MDX compiler does, so `<TabItem value="a">Text</TabItem>` written
 * on one line is a child of its `<Tabs>` and not wrapped in a `<p>`. Changes nothing else.
 */
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxFlowExpression } from 'mdast-util-mdx-expression';
import { visit } from 'unist-util-visit';

const isWhitespace = (node: RootContent) => node.type === 'text' && node.value.trim() === '';

export function remarkUnravelJsx() {
  return (tree: Root) => {
    visit(tree, 'paragraph', (node, index, parent) => {
      if (!parent || index === undefined) return;
      const children = node.children as RootContent[];
      const jsx = children.filter((c) => !isWhitespace(c));
      if (!jsx.length || !jsx.every((c) => c.type === 'mdxJsxTextElement' || c.type === 'mdxTextExpression')) return;
      const blocks = jsx.map(
        (c) => ({ ...c, type: c.type === 'mdxJsxTextElement' ? 'mdxJsxFlowElement' : 'mdxFlowExpression' }) as MdxJsxFlowElement | MdxFlowExpression,
      );
      (parent.children as RootContent[]).splice(index, 1, ...blocks);
      return index + blocks.length;
    });
  };
}
