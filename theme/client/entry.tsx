/**
 * Browser entry: completes the page's data block from the shared site asset (preloaded by the page's head),
 * hydrates the page's React chrome around the server-rendered article (taken from the DOM, not re-fetched), wires
 * the article's islands, starts analytics and the client router, and loads the full sidebar when the HTML carries
 * only the open branch. Must not import Node modules.
 */
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../App.js';
import type { SidebarView } from '../../core/route-data.js';
import { readDataBlock } from './page-data.js';
import { completeBlock } from './shared-data.js';
import { startAnalytics } from './analytics.js';
import { hydrateIslands } from './islands.js';
import './hooks.js';
import { setPageText } from '../i18n/text.js';
import { startRouter, type ViewState } from './router.js';
import { byId } from '../dom/lookup.js';

function hasPrunedBranch(items: SidebarView[] | null): boolean {
  return (items ?? []).some((item) => item.kind === 'category' && (item.items === null || hasPrunedBranch(item.items)));
}

async function start(): Promise<void> {
  const container = byId('__docsgen');
  const block = readDataBlock();
  if (!container || !block || 'redirect' in block) return;
  let completed: Awaited<ReturnType<typeof completeBlock>>;
  try {
    completed = await completeBlock(block);
  } catch (error) {
    // The page stays as the server rendered it: readable, its links full page loads.
    console.warn(`docsgen: the page's shared data could not be loaded (${error instanceof Error ? error.message : String(error)}); it stays static.`);
    return;
  }
  const { site, page } = completed;
  setPageText(site.text, site.locale);
  const bodyHtml = container.querySelector('article.markdown, article.page-component')?.innerHTML ?? '';
  let view: ViewState = { page, bodyHtml, loadError: null, announcement: '' };
  let fullSidebar: SidebarView[] | null = null;
  const root = hydrateRoot(container, <App site={site} {...view} />);
  const rerender = () => root.render(<App site={site} {...view} fullSidebar={fullSidebar} />);
  hydrateIslands(container);

  const router = startRouter({
    site,
    shared: completed.shared,
    initial: view,
    render(next) {
      view = next;
      flushSync(rerender);
    },
    afterRender: () => hydrateIslands(container),
    analytics: startAnalytics(site.analytics),
  });
  // Hooks for search results and the dev server's live-update client.
  window.__docsgen = { navigate: router.navigate, route: router.route, refresh: router.refresh, forget: router.forget };

  if (page.sidebarTreeUrl && hasPrunedBranch(page.sidebar)) {
    fetch(page.sidebarTreeUrl)
      .then((response) => (response.ok ? (response.json() as Promise<SidebarView[]>) : null))
      .then((tree) => {
        fullSidebar = tree;
        rerender();
      })
      .catch(() => {
        /* the open branch stays usable; other categories keep linking to their pages */
      });
  }
}

void start();
