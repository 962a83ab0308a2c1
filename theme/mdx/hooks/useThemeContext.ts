/**
 * `@theme/hooks/useThemeContext` for client components (Docusaurus 2's colour-mode hook): the same function the server
 * renders with, so an island that imports it hydrates to what the page was built with.
 */
export { useThemeContext as default } from '../theme-common.js';
