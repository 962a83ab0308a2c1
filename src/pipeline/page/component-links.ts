/**
 * The links a React page of the pages folder renders (`<Link to="/docs/intro">`, `<a href>`), for the link checker:
 * a React page has no Markdown for the pipeline to record links from, so they are read back from its rendered HTML.
 * Each is located at the first line of the page's file that writes its path as a string, else at line 1. External
 * links and links to files (`/img/logo.svg`) are left to the browser. Changes no HTML and reads only the text given.
 */
import { isExternalUrl, normaliseRoute, safeDecodeURI, splitHref } from '../../../core/urls.js';
import type { LinkRecord } from '../../markdown/context.js';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };

/** `href` values of the HTML's `<a>` elements, as written (entities decoded). */
function anchorHrefs(html: string): string[] {
  const hrefs: string[] = [];
  for (const tag of html.matchAll(/<a\s[^>]*>/gi)) {
    const href = /\shref="([^"]*)"/i.exec(tag[0])?.[1];
    if (href !== undefined) hrefs.push(href.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name: string) => ENTITIES[name]!));
  }
  return hrefs;
}

/** The line of `source` that first writes `path` in quotes (1 when none does). */
function lineOf(source: string | null, path: string): number {
  if (!source) return 1;
  const at = ['"', "'", '`'].map((quote) => source.indexOf(quote + path)).filter((i) => i >= 0);
  return at.length ? source.slice(0, Math.min(...at)).split('\n').length : 1;
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
    const route = normaliseRoute(safeDecodeURI(pathname));
    links.push({ kind: 'route', raw: href, route, anchor, line: lineOf(source, pathname === '/' ? href : pathname), column: 1 });
  }
  return links;
}
