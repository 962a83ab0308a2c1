/**
 * Reads what client navigation reads from a built page: the data block of its HTML (site and page) and the
 * article's body. Test-only; a string search like the browser's, so a test sees what the router would.
 */
import type { PageData, PageDataRedirect, PageDataWithBody, SiteData } from '../../core/route-data.js';

const DATA_OPEN = '<script id="__docsgen_data" type="application/json">';

/** The page's data block: `{ site, page }` for a rendered page, `{ redirect }` for one that forwards. */
export function dataBlockOf(html: string): { site: SiteData; page: PageData } | PageDataRedirect {
  const start = html.indexOf(DATA_OPEN);
  if (start < 0) throw new Error('the HTML has no __docsgen_data block');
  const from = start + DATA_OPEN.length;
  return JSON.parse(html.slice(from, html.indexOf('</script>', from))) as { site: SiteData; page: PageData } | PageDataRedirect;
}

/** The page and its body HTML, as the router gets them (the body is the article's inner HTML as rendered). */
export function pageDataOf(html: string): PageDataWithBody {
  const block = dataBlockOf(html);
  if ('redirect' in block) throw new Error(`the page forwards to ${block.redirect}`);
  const open = html.indexOf('<article class="markdown">');
  const bodyStart = open < 0 ? -1 : open + '<article class="markdown">'.length;
  const bodyEnd = bodyStart < 0 ? -1 : html.lastIndexOf('</article>', html.indexOf(DATA_OPEN));
  return { ...block.page, bodyHtml: bodyStart < 0 ? '' : html.slice(bodyStart, bodyEnd) };
}
