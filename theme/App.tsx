/**
 * The whole page as one React tree, rendered to HTML on the server and hydrated in the browser. The article
 * body arrives as HTML (`bodyHtml`) and is injected, never rebuilt as a second React tree.
 */
import type { PageData, SidebarView, SiteData } from '../core/route-data.js';
import { LAYOUT_ID } from '../core/reserved-ids.js';
import { BaseUrlContext } from './components/Link.js';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { Navbar } from './components/Navbar.js';
import { Breadcrumbs, CollapsibleToc, Footer, PrevNext, TableOfContents, TagList } from './components/PageParts.js';
import { MobileMenu } from './components/MobileMenu.js';
import { DocFooter } from './components/DocFooter.js';
import { VersionBadge } from './components/VersionNotices.js';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary.js';
import { SidebarColumn } from './components/Sidebar.js';
import { LoadErrorBox, RouteAnnouncer } from './components/Status.js';
import { SearchPage } from './search/SearchPage.js';
import { TextContext, translator } from './i18n/text.js';
import { NotFound } from './components/NotFound.js';

export interface AppProps {
  site: SiteData;
  page: PageData;
  bodyHtml: string;
  /** The full sidebar once loaded (large sites ship only the open branch in the HTML). */
  fullSidebar?: SidebarView[] | null;
  /** A failed page-data load shown in place, with a retry. */
  loadError?: { message: string; retry(): void } | null;
  /** The title the route announcer reads after a client-side navigation. */
  announcement?: string;
}

function findBranch(items: SidebarView[] | null | undefined, key: string): SidebarView[] | null {
  for (const item of items ?? []) {
    if (item.kind !== 'category') continue;
    if (item.key === key) return item.items;
    const inner = findBranch(item.items, key);
    if (inner) return inner;
  }
  return null;
}

const DESKTOP = '(min-width: 997px)';

export function App({ site, page, bodyHtml, fullSidebar, loadError, announcement }: AppProps) {
  const loadBranch = (key: string) => findBranch(fullSidebar, key);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useEffect(closeMenu, [page.route, closeMenu]);
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP);
    const onChange = () => desktop.matches && setMenuOpen(false);
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, []);
  const showToc = page.kind === 'doc' && !page.hideTableOfContents && page.toc.length > 0;
  // A landing page's hero and cards are part of its article (HTML made at build time); here it only takes the full width.
  const landing = page.layout === 'landing';
  // A React page of the pages folder draws everything between the navbar and the footer itself, at the full width.
  const component = page.layout === 'component';
  const sitePage = component || page.layout === 'page';
  const t = useMemo(() => translator(site.text, site.locale), [site.text, site.locale]);
  return (
    <TextContext.Provider value={t}>
      <BaseUrlContext.Provider value={site.baseUrl}>
        <a className="skip-link" href="#main-content">
          {t('skipToContent')}
        </a>
        {site.announcementBar ? <AnnouncementBar bar={site.announcementBar} /> : null}
        <Navbar
          site={site}
          route={page.route}
          alternates={page.alternates}
          sidebarName={page.sidebarName}
          menuOpen={menuOpen}
          onMenu={() => setMenuOpen(true)}
        />
        {menuOpen ? <MobileMenu site={site} page={page} loadBranch={loadBranch} onClose={closeMenu} /> : null}
        <div
          id={LAYOUT_ID}
          className={`layout${page.sidebar ? ' has-sidebar' : ''}${showToc ? ' has-toc' : ''}${landing || component ? ' layout-landing' : ''}${sitePage ? ' layout-page' : ''}${page.wrapperClassName ? ` ${page.wrapperClassName}` : ''}`}
        >
          {page.sidebar ? <SidebarColumn items={page.sidebar} loadBranch={loadBranch} behaviour={site.sidebarBehaviour} /> : null}
          <main id="main-content" className="layout-main" tabIndex={-1}>
            {loadError ? <LoadErrorBox message={loadError.message} onRetry={loadError.retry} /> : null}
            <ErrorBoundary key={page.route}>
              {page.kind === 'doc' ? (
                <>
                  {page.noticesHtml ? <div className="doc-notices" dangerouslySetInnerHTML={{ __html: page.noticesHtml }} /> : null}
                  <Breadcrumbs items={page.breadcrumbs} />
                  {sitePage || page.blog ? null : <VersionBadge site={site} />}
                  {showToc ? <CollapsibleToc toc={page.toc} /> : null}
                  <article
                    className={component ? 'page-component' : landing ? 'markdown landing' : 'markdown'}
                    dangerouslySetInnerHTML={{ __html: bodyHtml }}
                  />
                  {page.tags?.length ? <TagList tags={page.tags} /> : null}
                  <DocFooter editUrl={page.editUrl} lastUpdate={page.lastUpdate} />
                  <PrevNext prev={page.prev} next={page.next} labels={page.blog ? { prev: page.blog.prevLabel, next: page.blog.nextLabel } : undefined} />
                </>
              ) : page.kind === 'notFound' ? (
                <NotFound site={site} />
              ) : (
                <SearchPage site={site} />
              )}
            </ErrorBoundary>
          </main>
          {showToc ? (
            <aside className="layout-toc" aria-label={t('tocRegion')}>
              <TableOfContents toc={page.toc} />
            </aside>
          ) : null}
        </div>
        <Footer footer={site.footer} siteTitle={site.title} />
        <RouteAnnouncer title={announcement ?? ''} />
      </BaseUrlContext.Provider>
    </TextContext.Provider>
  );
}
