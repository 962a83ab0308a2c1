/** `@docusaurus/theme-common/Details` for client components: the theme's collapsible details. */
export { default as Details } from '../Details.js';
