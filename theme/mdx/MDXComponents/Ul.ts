/** `@theme/MDXComponents/Ul`: see Elements.tsx. */
export { MDXUl as default } from './Elements.js';
