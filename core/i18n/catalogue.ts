/**
 * The one catalogue of the theme's interface strings: for each string, the short key the theme's code and the
 * site data use, its id (Docusaurus' theme translation id where Docusaurus shows the same thing, so a migrated
 * site's `i18n/<locale>/code.json` applies as it is; `docsgen.*` for strings only docsgen shows) and its English
 * text. `{name}` is a placeholder; `a|b` are plural forms chosen from `{count}` (see plural.ts). Data and types
 * only: the browser never imports the values (it receives the active locale's strings in the site data).
 */
export const CATALOGUE = {
  // Page frame
  skipToContent: { id: 'theme.common.skipToMainContent', en: 'Skip to main content' },
  sidebarRegion: { id: 'docsgen.layout.sidebarAriaLabel', en: 'Sidebar' },
  tocRegion: { id: 'docsgen.layout.tocAriaLabel', en: 'Table of contents' },
  navigatedTo: { id: 'docsgen.routeAnnouncer.navigatedTo', en: 'Navigated to {title}' },
  retry: { id: 'docsgen.loadError.retry', en: 'Retry' },
  offline: { id: 'docsgen.loadError.offline', en: 'You are offline, so this page could not be loaded. Reconnect, then retry.' },
  crashTitle: { id: 'docsgen.ErrorPage.title', en: 'Page Error' },
  crashText: { id: 'theme.ErrorPageContent.title', en: 'This page crashed.' },
  tryAgain: { id: 'theme.ErrorPageContent.tryAgain', en: 'Try again' },
  // 404 page
  notFound: { id: 'theme.NotFound.title', en: 'Page not found' },
  notFoundText: { id: 'docsgen.NotFound.explanation', en: 'We could not find the page you asked for. It may have moved, or the address may have a typo.' },
  notFoundHome: { id: 'docsgen.NotFound.homeLink', en: 'Go to the {siteTitle} docs home' },
  notFoundSearch: { id: 'docsgen.NotFound.searchLink', en: 'Search the documentation' },
  // Navbar, mobile menu, announcement bar
  navbar: { id: 'docsgen.navbar.ariaLabel', en: 'Main' },
  openMenu: { id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel', en: 'Open navigation menu' },
  closeMenu: { id: 'theme.docs.sidebar.closeSidebarButtonAriaLabel', en: 'Close navigation menu' },
  menu: { id: 'docsgen.mobileMenu.ariaLabel', en: 'Navigation menu' },
  siteMenu: { id: 'docsgen.mobileMenu.itemsAriaLabel', en: 'Site menu' },
  language: { id: 'docsgen.navbar.localeDropdownTitle', en: 'Language' },
  version: { id: 'docsgen.navbar.versionDropdownTitle', en: 'Docs version' },
  toDark: { id: 'docsgen.colorToggle.switchToDark', en: 'Switch to dark mode' },
  toLight: { id: 'docsgen.colorToggle.switchToLight', en: 'Switch to light mode' },
  toSystem: { id: 'docsgen.colorToggle.switchToSystem', en: 'Switch to system mode' },
  announcement: { id: 'docsgen.announcementBar.ariaLabel', en: 'Announcement' },
  close: { id: 'theme.AnnouncementBar.closeButtonAriaLabel', en: 'Close' },
  // Sidebar
  docsSidebar: { id: 'theme.docs.sidebar.navAriaLabel', en: 'Docs sidebar' },
  expand: { id: 'docsgen.sidebar.expandCategory', en: 'Expand {label}' },
  collapse: { id: 'docsgen.sidebar.collapseCategory', en: 'Collapse {label}' },
  hideSidebar: { id: 'theme.docs.sidebar.collapseButtonAriaLabel', en: 'Collapse sidebar' },
  showSidebar: { id: 'theme.docs.sidebar.expandButtonAriaLabel', en: 'Expand sidebar' },
  external: { id: 'docsgen.common.externalLink', en: '(external link)' },
  // Around a doc
  breadcrumbs: { id: 'theme.docs.breadcrumbs.navAriaLabel', en: 'Breadcrumbs' },
  breadcrumbHome: { id: 'docsgen.breadcrumbs.home', en: 'Home' },
  toc: { id: 'docsgen.TOC.title', en: 'On this page' },
  tocToggle: { id: 'theme.TOCCollapsible.toggleButtonLabel', en: 'On this page' },
  tocCollapsible: { id: 'docsgen.TOCCollapsible.navAriaLabel', en: 'On this page (collapsible)' },
  tags: { id: 'docsgen.tags.navAriaLabel', en: 'Tags' },
  tagsLabel: { id: 'theme.tags.tagsListLabel', en: 'Tags:' },
  edit: { id: 'theme.common.editThisPage', en: 'Edit this page' },
  newTab: { id: 'docsgen.common.opensInNewTab', en: '(opens in a new tab)' },
  updated: { id: 'theme.lastUpdated.lastUpdatedAtBy', en: 'Last updated{atDate}{byUser}' },
  updatedOn: { id: 'theme.lastUpdated.atDate', en: ' on {date}' },
  updatedBy: { id: 'theme.lastUpdated.byUser', en: ' by {user}' },
  versionUnreleased: { id: 'theme.docs.versions.unreleasedVersionLabel', en: 'This page documents {siteTitle} {versionLabel}, which is not released yet.' },
  versionUnmaintained: {
    id: 'theme.docs.versions.unmaintainedVersionLabel',
    en: 'This page documents {siteTitle} {versionLabel}, which is no longer maintained.',
  },
  versionLatest: {
    id: 'theme.docs.versions.latestVersionSuggestionLabel',
    en: 'For the current documentation, read the {latestVersionLink} ({versionLabel}).',
  },
  versionLatestLink: { id: 'theme.docs.versions.latestVersionLinkLabel', en: 'latest version' },
  versionBadge: { id: 'theme.docs.versionBadge.label', en: 'Version: {versionLabel}' },
  untranslated: { id: 'docsgen.docs.untranslatedNotice', en: 'This page is not translated yet: it is shown in its original language.' },
  pagination: { id: 'theme.docs.paginator.navAriaLabel', en: 'Docs pages' },
  previous: { id: 'theme.docs.paginator.previous', en: 'Previous' },
  next: { id: 'theme.docs.paginator.next', en: 'Next' },
  // Inside the article
  note: { id: 'theme.admonition.note', en: 'Note' },
  tip: { id: 'theme.admonition.tip', en: 'Tip' },
  info: { id: 'theme.admonition.info', en: 'Info' },
  warning: { id: 'theme.admonition.warning', en: 'Warning' },
  caution: { id: 'theme.admonition.caution', en: 'Caution' },
  danger: { id: 'theme.admonition.danger', en: 'Danger' },
  important: { id: 'docsgen.admonition.important', en: 'Important' },
  headingLink: { id: 'theme.common.headingLinkTitle', en: 'Link to {heading}' },
  copy: { id: 'theme.CodeBlock.copy', en: 'Copy' },
  copied: { id: 'theme.CodeBlock.copied', en: 'Copied' },
  copyFailed: { id: 'docsgen.CodeBlock.copyFailed', en: 'Copy failed' },
  plan: { id: 'docsgen.planBadge.title', en: 'Available on the {plan} plan' },
  details: { id: 'docsgen.Details.summary', en: 'Details' },
  // Search button and dialog
  search: { id: 'theme.SearchBar.label', en: 'Search' },
  searchDialog: { id: 'docsgen.SearchModal.label', en: 'Search the documentation' },
  searchPlaceholder: { id: 'theme.SearchModal.placeholder', en: 'Search docs' },
  searching: { id: 'docsgen.SearchModal.searching', en: 'Searching' },
  cancel: { id: 'theme.SearchModal.searchBox.cancelButtonText', en: 'Cancel' },
  searchError: { id: 'theme.SearchModal.errorScreen.titleText', en: 'Unable to fetch results' },
  searchErrorHelp: { id: 'theme.SearchModal.errorScreen.helpText', en: 'You might want to check your network connection.' },
  noResults: { id: 'theme.SearchModal.noResultsScreen.noResultsText', en: 'No results for' },
  trySearching: { id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', en: 'Try searching for' },
  missingResults: { id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText', en: 'Believe this query should return results?' },
  letUsKnow: { id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', en: 'Let us know.' },
  defaultGroup: { id: 'docsgen.SearchModal.defaultGroup', en: 'Documentation' },
  groupResults: { id: 'docsgen.SearchModal.groupAriaLabel', en: '{group} results' },
  recent: { id: 'theme.SearchModal.startScreen.recentSearchesTitle', en: 'Recent' },
  recentSearches: { id: 'docsgen.SearchModal.recentSearchesAriaLabel', en: 'Recent searches' },
  favorite: { id: 'theme.SearchModal.startScreen.favoriteSearchesTitle', en: 'Favorite' },
  favoriteSearches: { id: 'docsgen.SearchModal.favoriteSearchesAriaLabel', en: 'Favorite searches' },
  noRecent: { id: 'theme.SearchModal.startScreen.noRecentSearchesText', en: 'No recent searches' },
  saveSearch: { id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle', en: 'Save this search' },
  removeRecent: { id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle', en: 'Remove this search from history' },
  removeFavorite: { id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle', en: 'Remove this search from favorites' },
  toSelect: { id: 'theme.SearchModal.footer.selectText', en: 'to select' },
  toNavigate: { id: 'theme.SearchModal.footer.navigateText', en: 'to navigate' },
  toClose: { id: 'theme.SearchModal.footer.closeText', en: 'to close' },
  // Search page
  searchTitle: { id: 'theme.SearchPage.emptyResultsTitle', en: 'Search the documentation' },
  searchQuery: { id: 'theme.SearchPage.inputLabel', en: 'Search query' },
  searchSubmit: { id: 'docsgen.SearchPage.submit', en: 'Search' },
  searchResults: { id: 'docsgen.SearchPage.resultsAriaLabel', en: 'Search results' },
  noResultsFor: { id: 'docsgen.SearchPage.noResults', en: 'No results for "{query}"' },
  resultCount: { id: 'docsgen.SearchPage.resultCount', en: '{count} result for "{query}"|{count} results for "{query}"' },
  pageCount: { id: 'docsgen.SearchPage.pageCount', en: '{count} page for "{query}"|{count} pages for "{query}"' },
  searchResultsTitle: { id: 'theme.SearchPage.existingResultsTitle', en: 'Search results for "{query}"' },
  loadMore: { id: 'docsgen.SearchPage.loadMore', en: 'Load more' },
} as const;

/** What the theme's code names a string by (`t('next')`), and the key of `SiteData.text`. */
export type TextKey = keyof typeof CATALOGUE;

/** The string's translation id, as in `code.json` (`theme.docs.paginator.next`). */
export type TextId = (typeof CATALOGUE)[TextKey]['id'];

/** One locale's interface strings: every key, no other. */
export type InterfaceText = Readonly<Record<TextKey, string>>;

/** Every key, in the catalogue's order. */
export const TEXT_KEYS = Object.keys(CATALOGUE) as TextKey[];

/** The English strings. */
export const en = Object.fromEntries(TEXT_KEYS.map((key) => [key, CATALOGUE[key].en])) as InterfaceText;

/** Translation id → key. */
export const KEY_OF_ID: ReadonlyMap<string, TextKey> = new Map(TEXT_KEYS.map((key) => [CATALOGUE[key].id, key]));
