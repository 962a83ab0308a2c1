/**
 * `@docusaurus/theme-common/internal` for client components: what docsgen gives of it (the doc page's hook, which
 * Docusaurus 2 exported here, and the tabs' scroll keeper), the same functions the server renders with.
 */
export { useDoc } from '../plugin-content-docs/client.js';
export { useScrollPositionBlocker } from '../theme-common.js';
