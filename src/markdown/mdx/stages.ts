/**
 * The MDX stages, in one module the pipeline loads only when a site has MDX pages (remark-mdx brings acorn and
 * the estree tools, which a site without MDX should not pay for at start-up): the parser extension, the
 * unwrapping of JSX-only paragraphs, the HTML-as-JSX checks and the tree compiler.
 */
export { default as remarkMdx } from 'remark-mdx';
export { remarkUnravelJsx } from './unravel.js';
export { rehypeJsxHtml } from './jsx-html.js';
export { compileMdxTree } from './compile-tree.js';
