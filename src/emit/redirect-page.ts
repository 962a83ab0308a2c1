/**
 * A page that sends the reader on to another route: `/` when no doc sits at the docs' root (the home page is
 * then the first page of the first sidebar). Works without JavaScript (meta refresh) and under the site's CSP
 * (no executable inline script); search engines follow its canonical link, and client navigation reads the target
 * from its data block, the one every page has. Pure.
 */
import { escapeHtml, inlineScriptJson } from '../../core/html.js';
import type { PageDataRedirect } from '../../core/route-data.js';
import { absoluteUrl, withBase, type SitePath, type UrlSite } from '../../core/urls.js';

export function redirectPage(site: Pick<UrlSite, 'url' | 'baseUrl'> & { title: string }, route: SitePath): string {
  const href = escapeHtml(withBase(site.baseUrl, route));
  const canonical = escapeHtml(absoluteUrl(site, route));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(site.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="0; url=${href}">
<link rel="canonical" href="${canonical}">
<meta name="robots" content="noindex">
</head>
<body>
<p><a href="${href}">Go to the ${escapeHtml(site.title)} documentation</a></p>
<script id="__docsgen_data" type="application/json">${inlineScriptJson({ redirect: route } satisfies PageDataRedirect)}</script>
</body>
</html>
`;
}
