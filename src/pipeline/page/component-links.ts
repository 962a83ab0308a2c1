/**
 * The links a React page of the pages folder renders (`<Link to="/docs/intro">`, `<a href>`), and the anchors it
 * renders (every `id`), for the link checker: a React page has no Markdown for the pipeline to record them from, so
 * they are read back from its rendered HTML.
 * Each is located at the first line of the page's file that writes its path as a string, else at line 1. External
 * links, links to files (`/img/logo.svg`) and paths the page writes as `pathname://` links are left to the browser.
 * Changes no HTML and reads only the text given.
 */
import { isExternalUrl, normaliseRoute, safeDecodeURI, splitHref } from '../../../core/urls.js';
import type { LinkRecord } from '../../markdown/context.js';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };

/**
 * The anchors a React page renders: every element's `id` (and an `<a name>`), as written (entities decoded). Docusaurus
 * collects those of its headings and links while rendering; any element's id is a place a link can land.
 */
export function componentPageAnchors(html: string): string[] {
  const anchors: string[] = [];
  for (const tag of html.matchAll(/<[a-z][^>]*>/gi)) {
    const id = /\sid="([^"]+)"/i.exec(tag[0])?.[1] ?? (/^<a\s/i.test(tag[0]) ? /\sname="([^"]+)"/i.exec(tag[0])?.[1] : undefined);
    if (id !== undefined) anchors.push(id.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name: string) => ENTITIES[name]!));
  }
  return anchors;
}

/** `href` values of the HTML's `<a>` elements, as written (entities decoded). */
function anchorHrefs(html: string): string[] {
  const hrefs: string[] = [];
  for (const tag of html.matchAll(/<a\s[^>]*>/gi)) {
    const href = /\shref="([^"]*)"/i.exec(tag[0])?.[1];
    if (href !== undefined) hrefs.push(href.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name: string) => ENTITIES[name]!));
  }
  return hrefs;
}

/** Where `source` first writes `path` in quotes, or -1. */
function quotedAt(source: string, path: string): number {
  const at = ['"', "'", '`'].map((quote) => source.indexOf(quote + path)).filter((i) => i >= 0);
  return at.length ? Math.min(...at) : -1;
}

/** The line of `source` that first writes `path` in quotes (1 when none does). */
function lineOf(source: string | null, path: string): number {
  const at = source ? quotedAt(source, path) : -1;
  return at >= 0 ? source!.slice(0, at).split('\n').length : 1;
}

/**
 * Whether the page writes the path only as a Docusaurus `pathname://` link (`pathname:///playground/`): a path of
 * this host that the site does not build (another app, a file the deploy adds), left unchecked as Docusaurus leaves it.
 */
function onlyAsPathnameLink(source: string | null, path: string): boolean {
  return source !== null && source.includes(`pathname://${path}`) && quotedAt(source, path) < 0;
}

/** The internal route links of a React page's HTML (`baseUrl` is stripped), located in its `source` where found. */
export function componentPageLinks(html: string, baseUrl: string, source: string | null): LinkRecord[] {
  const links: LinkRecord[] = [];
  const seen = new Set<string>();
  for (const href of anchorHrefs(html)) {
    if (!href || isExternalUrl(href) || !href.startsWith(baseUrl) || seen.has(href)) continue;
    seen.add(href);
    const { pathname, anchor } = splitHref(`/${href.slice(baseUrl.length)}`);
    // A file (an extension in the last segment) is a static file or asset, not a page.
    if (/\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/')))) continue;
    if (onlyAsPathnameLink(source, pathname)) continue;
    const route = normaliseRoute(safeDecodeURI(pathname));
    links.push({ kind: 'route', raw: href, route, anchor, line: lineOf(source, pathname === '/' ? href : pathname), column: 1 });
  }
  return links;
}
