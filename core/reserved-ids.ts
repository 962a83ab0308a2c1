/**
 * The element ids the theme and its client keep for themselves (the page's data block `__docsgen_data`, the app's
 * container `__docsgen`, dev's `docsgen-dev-overlay`…): every id that starts with `__docsgen` or `docsgen-`. An
 * author's id of that shape would make the client read the wrong element. Pure: no DOM, no Node.
 */
const RESERVED = /^(__docsgen|docsgen-)/i;

export function isReservedId(id: string): boolean {
  return RESERVED.test(id);
}

/** A generated id (a heading's slug) moved off the reserved shapes: `docsgen-setup` → `section-docsgen-setup`. */
export function unreservedId(id: string): string {
  return isReservedId(id) ? `section-${id.replace(/^_+/, '')}` : id;
}

/**
 * The page's layout (sidebar, article, table of contents), which follows the announcement bar and the navbar. The
 * head asks the browser not to paint before this element is in the page (`<link rel="expect">`): by then the navbar
 * is whole. Its right-hand items are right-aligned, so a navbar painted half-parsed would move as the rest arrived.
 */
export const LAYOUT_ID = '__docsgen_layout';
