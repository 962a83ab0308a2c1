/**
 * Which `<meta>` and `<link>` tags a page may add to its own head, whoever writes them (`<Head>` in MDX, the `head`
 * front matter): tags that describe the page. Pure data and one check. Must never let through a tag that runs
 * code, loads a style sheet or acts on the whole document (`http-equiv`, `rel="stylesheet"`, `preload`), but for
 * the one refresh a page may hold, which forwards the reader (`redirectRefreshTag`, `bodyRefreshTarget`).
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

/** Whether `href` is somewhere a page may forward its reader: a path of the site (`/docs/intro`) or a web address. */
export const isRedirectTarget = (href: string): boolean => /^(\/(?![/\\])|https?:\/\/)/i.test(href);

/** The refresh tag that forwards the reader to `href` at once, the one `http-equiv` a page may put in its head. */
export function redirectRefreshTag(href: string): { tag: 'meta'; attributes: Record<string, string> } {
  return { tag: 'meta', attributes: { 'http-equiv': 'refresh', content: `0; url=${href}` } };
}

/** The address a refresh's `content` names (`0; url=/docs/intro` → `/docs/intro`), or null when it names none. */
export function refreshAddress(properties: Readonly<Record<string, unknown>>): string | null {
  if (typeof properties.content !== 'string') return null;
  return /^\s*\d+(?:\.\d*)?\s*[;,]\s*url\s*=\s*(['"]?)([^'"\s]+)\1\s*$/i.exec(properties.content)?.[2] ?? null;
}

/**
 * Where a `<meta http-equiv="refresh">` written in a page's body forwards the reader, given its hast properties
 * (`httpEquiv`, `content="0; url=/docs/intro"`), when that is all it does and the address is a path of the site;
 * else null (the tag is refused: a page's own HTML may not send its readers to another site unasked).
 */
export function bodyRefreshTarget(properties: Readonly<Record<string, unknown>>): string | null {
  const names = Object.keys(properties).filter((name) => properties[name] != null && properties[name] !== false);
  if (names.some((name) => name !== 'httpEquiv' && name !== 'content')) return null;
  if (String(properties.httpEquiv).trim().toLowerCase() !== 'refresh') return null;
  const href = refreshAddress(properties);
  return href !== null && /^\/(?![/\\])/.test(href) ? href : null;
}
