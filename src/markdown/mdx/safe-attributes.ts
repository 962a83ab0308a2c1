/**
 * Under safe MDX (`markdown.mdx: 'safe'` or `markdown.trust: 'untrusted'`), props a literal value would still let
 * through to raw HTML: `dangerouslySetInnerHTML` on any element or component (`{{ __html: '<script…>' }}` is a
 * literal object), and spread props (`{...{ dangerouslySetInnerHTML: … }}`), whose names no check could read.
 * Throws an MdxProblem at the first one; reads the tree only.
 */
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { MdxProblem } from './problem.js';

const INNER_HTML = /^dangerouslysetinnerhtml$/i;

export function refuseUnsafeProps(tree: Root): void {
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const jsx = node as MdxJsxFlowElement | MdxJsxTextElement;
    for (const attribute of jsx.attributes) {
      const at = attribute.position?.start ?? jsx.position?.start;
      const point = at ? { line: at.line, column: at.column } : undefined;
      if (attribute.type === 'mdxJsxExpressionAttribute') {
        throw new MdxProblem({ variant: 'unsafe', what: `the spread props \`${attribute.value.slice(0, 40)}\` on \`<${jsx.name ?? ''}>\`` }, point);
      }
      if (INNER_HTML.test(attribute.name)) {
        throw new MdxProblem({ variant: 'unsafe', what: `\`dangerouslySetInnerHTML\` on \`<${jsx.name ?? ''}>\`` }, point);
      }
    }
  });
}
