/**
 * What identifies a head tag that a page's own tags replace in the template (one of each, as Docusaurus' Head has
 * it): `meta name="…"`, `meta property="…"`, `link rel="canonical"`. Pure and import-free, so that the build's main
 * thread can merge a page's head tags without loading the renderer.
 */
export function headTagKey(tag: string, attributes: Readonly<Record<string, string>>): string | null {
  if (tag === 'meta' && (attributes.name || attributes.property)) return attributes.name ? `name="${attributes.name}"` : `property="${attributes.property}"`;
  if (tag === 'link' && attributes.rel === 'canonical') return 'rel="canonical"';
  return null;
}
