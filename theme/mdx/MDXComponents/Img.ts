/** `@theme/MDXComponents/Img`: see Elements.tsx. */
export { MDXImg as default } from './Elements.js';
