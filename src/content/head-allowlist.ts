/**
 * Which `<meta>` and `<link>` tags a page may add to its own head, whoever writes them (`<Head>` in MDX, the `head`
 * front matter): tags that describe the page. Pure data and one check. Must never let through a tag that runs
 * code, loads a style sheet or acts on the whole document (`http-equiv`, `rel="stylesheet"`, `preload`).
 */

/** `rel` values a page may link from its head: about the page, not loading anything that runs or styles it. */
const LINK_RELS = new Set([
  'canonical',
  'alternate',
  'author',
  'license',
  'help',
  'prev',
  'next',
  'me',
  'icon',
  'apple-touch-icon',
  'preconnect',
  'dns-prefetch',
]);

/** The attributes each tag may carry, as HTML names them. */
const TAG_ATTRIBUTES: Readonly<Record<'meta' | 'link', ReadonlySet<string>>> = {
  meta: new Set(['name', 'property', 'content', 'charset', 'itemprop', 'media']),
  link: new Set(['rel', 'href', 'hreflang', 'type', 'sizes', 'title', 'media', 'crossorigin']),
};

/**
 * What makes a page's `<meta>` or `<link>` one it may not add, described as the tag (`meta http-equiv`,
 * `link rel="stylesheet"`), or null when it may.
 */
export function refusedPageHeadTag(tag: 'meta' | 'link', attributes: Readonly<Record<string, string>>): string | null {
  for (const name of Object.keys(attributes)) if (!TAG_ATTRIBUTES[tag].has(name)) return `${tag} ${name}`;
  if (tag === 'link') {
    const rel = attributes.rel ?? '';
    if (!rel.split(/\s+/).every((one) => LINK_RELS.has(one.toLowerCase()))) return `link rel="${rel}"`;
  }
  return null;
}
