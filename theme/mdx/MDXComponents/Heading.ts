/** `@theme/MDXComponents/Heading`: `@theme/Heading`. */
export { default } from '../Heading.js';
