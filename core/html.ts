/**
 * Escaping for HTML, shared by the server render and the search engine: text in markup, and values placed inside
 * inline <script> elements. Browser-safe.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * A value as JSON that is safe anywhere inside an inline <script> element, as data or as a JavaScript literal:
 * `<` is escaped (no `</script>` or `<!--` can end or bend the element) and so are the two line separators that
 * older JavaScript engines reject in strings. The one way every inline script receives data.
 */
export function inlineScriptJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
