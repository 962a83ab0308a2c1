/**
 * The old place of the theme's safe element lookups (`theme/dom/lookup.ts`), kept because components ejected by
 * `docsgen swizzle` before they moved import them from here. Theme modules import `../dom/lookup.js`.
 */
export { byId, query, queryAll } from '../dom/lookup.js';
