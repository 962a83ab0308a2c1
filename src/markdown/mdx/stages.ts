/**
 * The MDX stages, in one module the pipeline loads only when a site has MDX pages (remark-mdx brings acorn and
 * the estree tools, which a site without MDX should not pay for at start-up): the parser extension, the HTML
 * comments Docusaurus reads in MDX (its own parser extension, so that a comment is found where micromark would
 * find an HTML comment and never inside code), the unwrapping of JSX-only paragraphs, the HTML-as-JSX checks, the
 * sizes of Astro's `<Image>` and the tree compiler.
 */
export { default as remarkMdx } from 'remark-mdx';
export { default as remarkComment } from '@slorber/remark-comment';
export { remarkUnravelJsx } from './unravel.js';
export { rehypeJsxHtml } from './jsx-html.js';
export { rehypeAstroImageSizes } from './astro-image-sizes.js';
export { compileMdxTree } from './compile-tree.js';
