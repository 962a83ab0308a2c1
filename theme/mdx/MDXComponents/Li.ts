/** `@theme/MDXComponents/Li`: see Elements.tsx. */
export { MDXLi as default } from './Elements.js';
