/**
 * The part of the page data every page of a site variant shares (interface strings, whole sidebar trees), loaded
 * once from its content-hashed asset, and the completion of a page's data block with it: the site's strings put
 * back, and the sidebar rebuilt from its tree with the same function the build used. Must not import Node modules.
 */
import type { PageData, PageDataBlock, SharedSiteData, SiteData } from '../../core/route-data.js';
import { pageSidebarView } from '../../core/sidebar-view.js';

const loads = new Map<string, Promise<SharedSiteData>>();

export function loadSharedData(url: string): Promise<SharedSiteData> {
  let pending = loads.get(url);
  if (!pending) {
    // Same mode and credentials as the page's `<link rel="preload" as="fetch" crossorigin>`, so that load is reused.
    pending = fetch(url, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`Loading ${url} failed with HTTP ${response.status}.`);
      return response.json() as Promise<SharedSiteData>;
    });
    loads.set(url, pending);
    pending.catch(() => loads.delete(url));
  }
  return pending;
}

/** The page with its sidebar rebuilt from the shared tree, when its data block left it out. */
export function completePage(page: PageData, shared: SharedSiteData): PageData {
  if (!page.sidebarRef) return page;
  const tree = shared.sidebars[page.sidebarRef.name];
  return { ...page, sidebar: tree ? pageSidebarView(tree, page.sidebarRef.activeDocId, false) : null };
}

/** The whole site data and page of a data block, loading the shared asset it points to. */
export async function completeBlock(block: PageDataBlock | { site: SiteData; page: PageData }): Promise<{ site: SiteData; page: PageData; shared: string }> {
  if (!('shared' in block)) return { site: block.site, page: block.page, shared: JSON.stringify(block.site) };
  const shared = await loadSharedData(block.shared);
  return { site: { ...block.site, text: shared.text }, page: completePage(block.page, shared), shared: block.shared };
}
