/**
 * A page that sends the reader on to another route: `/` when no doc sits at the docs' root (the home page is
 * then the first page of the first sidebar), and the config's `redirects`. Works without JavaScript (meta refresh)
 * and under the site's CSP (no executable inline script); search engines follow its canonical link, and client
 * navigation reads the target from its data block, the one every page has. A redirect to another site's address has
 * no data block: client navigation then loads the page in full, and its refresh leads on. Pure.
 */
import { escapeHtml, inlineScriptJson } from '../../core/html.js';
import type { PageDataRedirect } from '../../core/route-data.js';
import { absoluteUrl, withBase, type SitePath, type UrlSite } from '../../core/urls.js';

type RedirectSite = Pick<UrlSite, 'url' | 'baseUrl'> & { title: string };

/** A page that forwards to `route` of the site. */
export function redirectPage(site: RedirectSite, route: SitePath): string {
  return pageLeadingTo(
    site.title,
    escapeHtml(withBase(site.baseUrl, route)),
    escapeHtml(absoluteUrl(site, route)),
    inlineScriptJson({ redirect: route } satisfies PageDataRedirect),
  );
}

/** A page that forwards to `address`, as written: another site's, or a path relative to the page. */
export function redirectPageElsewhere(site: RedirectSite, address: string): string {
  return pageLeadingTo(site.title, escapeHtml(address), /^https?:\/\//i.test(address) ? escapeHtml(address) : null, null);
}

function pageLeadingTo(title: string, href: string, canonical: string | null, data: string | null): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="0; url=${href}">
${canonical !== null ? `<link rel="canonical" href="${canonical}">\n` : ''}<meta name="robots" content="noindex">
</head>
<body>
<p><a href="${href}">Go to the ${escapeHtml(title)} documentation</a></p>
${data !== null ? `<script id="__docsgen_data" type="application/json">${data}</script>\n` : ''}</body>
</html>
`;
}
