/**
 * Reads what client navigation reads from a built page: the data block of its HTML, completed from the shared
 * site asset it names (strings, sidebar trees) as the browser completes it, and the article's body. Test-only;
 * a string search like the browser's, so a test sees what the router would.
 */
import type { PageData, PageDataBlock, PageDataRedirect, PageDataWithBody, SharedSiteData, SiteData } from '../../core/route-data.js';
import { pageSidebarView } from '../../core/sidebar-view.js';

const DATA_OPEN = '<script id="__docsgen_data" type="application/json">';

/** Reads an output file by its URL path (`/assets/site-….json`), e.g. from an in-memory build's files. */
export type AssetReader = (urlPath: string) => string | null | undefined;

/** The page's data block as written: `{ site, shared, page }` for a rendered page, `{ redirect }` for one that forwards. */
export function dataBlockOf(html: string): PageDataBlock | PageDataRedirect {
  const start = html.indexOf(DATA_OPEN);
  if (start < 0) throw new Error('the HTML has no __docsgen_data block');
  const from = start + DATA_OPEN.length;
  return JSON.parse(html.slice(from, html.indexOf('</script>', from))) as PageDataBlock | PageDataRedirect;
}

function sharedOf(block: PageDataBlock, readAsset: AssetReader): SharedSiteData {
  const text = readAsset(block.shared);
  if (!text) throw new Error(`the shared asset ${block.shared} is not in the output`);
  return JSON.parse(text) as SharedSiteData;
}

/** The whole site data of a page: the block's, with the strings from the shared asset. */
export function siteDataOf(html: string, readAsset: AssetReader): SiteData {
  const block = dataBlockOf(html);
  if ('redirect' in block) throw new Error(`the page forwards to ${block.redirect}`);
  return { ...block.site, text: sharedOf(block, readAsset).text };
}

/** The page and its body HTML, as the router gets them (the body is the article's inner HTML as rendered). */
export function pageDataOf(html: string, readAsset?: AssetReader): PageDataWithBody {
  const block = dataBlockOf(html);
  if ('redirect' in block) throw new Error(`the page forwards to ${block.redirect}`);
  let page: PageData = block.page;
  if (page.sidebarRef) {
    if (!readAsset) throw new Error('this page rebuilds its sidebar from the shared asset: pass a reader for it');
    const tree = sharedOf(block, readAsset).sidebars[page.sidebarRef.name];
    page = { ...page, sidebar: tree ? pageSidebarView(tree, page.sidebarRef.activeDocId, false) : null };
  }
  const open = html.indexOf('<article class="markdown">');
  const bodyStart = open < 0 ? -1 : open + '<article class="markdown">'.length;
  const bodyEnd = bodyStart < 0 ? -1 : html.lastIndexOf('</article>', html.indexOf(DATA_OPEN));
  return { ...page, bodyHtml: bodyStart < 0 ? '' : html.slice(bodyStart, bodyEnd) };
}
