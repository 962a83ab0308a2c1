/** `@theme/MDXComponents/Details`: `@theme/Details`. */
export { default } from '../Details.js';
