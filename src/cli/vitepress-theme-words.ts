/**
 * The words VitePress' default theme shows that a locale (or the default one) sets itself, as docsgen's interface
 * strings (the ids of `i18n/<locale>/code.json`), for `docsgen init`: its `themeConfig` words (edit link, previous
 * and next, outline, last updated, colour switch titles, menus, 404 page), its search box's (the `translations` and
 * `placeholder` of Algolia's or the local search's options) and its Markdown's (container titles, the copy button).
 * A word docsgen shows nothing like is named in `unmatched`, never dropped unsaid. Pure.
 */
import { isRecord } from '../util/is-record.js';
import { textOf } from './foreign-sidebars.js';

/** What a locale sets, read from its config: its theme settings, its Markdown options, its search options. */
export interface WordSources {
  theme: Record<string, unknown>;
  markdown?: unknown;
  /** The search options that hold its words: `{ placeholder, translations }`. */
  search?: unknown;
}

export interface ThemeWords {
  /** docsgen's interface string id → the locale's text. */
  words: Record<string, string>;
  /** The VitePress settings the locale sets that docsgen shows nothing like (`returnToTopLabel`). */
  unmatched: string[];
}

/** A setting of `themeConfig` (its path) and the docsgen strings that show the same thing; none when docsgen has no such string. */
const THEME_WORDS: readonly (readonly [path: string, ids: readonly string[]])[] = [
  ['editLink.text', ['theme.common.editThisPage']],
  ['docFooter.prev', ['theme.docs.paginator.previous']],
  ['docFooter.next', ['theme.docs.paginator.next']],
  // VitePress' narrow-screen "On this page" button shows the outline's label too.
  ['outline.label', ['docsgen.TOC.title', 'theme.TOCCollapsible.toggleButtonLabel']],
  ['outlineTitle', ['docsgen.TOC.title', 'theme.TOCCollapsible.toggleButtonLabel']],
  ['darkModeSwitchTitle', ['docsgen.colorToggle.switchToDark']],
  ['lightModeSwitchTitle', ['docsgen.colorToggle.switchToLight']],
  ['darkModeSwitchLabel', []],
  // The button that opens the sidebar on a narrow screen.
  ['sidebarMenuLabel', ['theme.docs.sidebar.toggleSidebarButtonAriaLabel']],
  ['returnToTopLabel', []],
  ['langMenuLabel', ['docsgen.navbar.localeDropdownTitle']],
  ['skipToContentLabel', ['theme.common.skipToMainContent']],
  ['notFound.title', ['theme.NotFound.title']],
  ['notFound.quote', ['docsgen.NotFound.explanation']],
  ['notFound.linkText', ['docsgen.NotFound.homeLink']],
  ['notFound.linkLabel', []],
  ['notFound.code', []],
];

/** VitePress' Markdown labels (`markdown.container`, `markdown.codeCopyButton`) and docsgen's strings of the same. */
const MARKDOWN_WORDS: readonly (readonly [path: string, ids: readonly string[]])[] = [
  ['container.tipLabel', ['theme.admonition.tip']],
  ['container.infoLabel', ['theme.admonition.info']],
  ['container.noteLabel', ['theme.admonition.note']],
  ['container.warningLabel', ['theme.admonition.warning']],
  ['container.dangerLabel', ['theme.admonition.danger']],
  ['container.cautionLabel', ['theme.admonition.caution']],
  ['container.importantLabel', ['docsgen.admonition.important']],
  ['container.detailsLabel', ['docsgen.Details.summary']],
  ['codeCopyButton.tooltipText', ['theme.CodeBlock.copy']],
  ['codeCopyButton.copiedText', ['theme.CodeBlock.copied']],
];

/**
 * The search words (paths in the options' `translations`, DocSearch's names and the local search's) docsgen's search
 * shows; Docusaurus took its ids from DocSearch's names, so most are the same words.
 */
const SEARCH_WORDS: Readonly<Record<string, string>> = {
  'button.buttonText': 'theme.SearchBar.label',
  'modal.searchBox.placeholderText': 'theme.SearchModal.placeholder',
  'modal.searchBox.cancelButtonText': 'theme.SearchModal.searchBox.cancelButtonText',
  'modal.searchBox.closeButtonText': 'theme.SearchModal.searchBox.cancelButtonText',
  'modal.noResultsText': 'theme.SearchModal.noResultsScreen.noResultsText',
  ...Object.fromEntries(
    [
      'startScreen.recentSearchesTitle',
      'startScreen.noRecentSearchesText',
      'startScreen.saveRecentSearchButtonTitle',
      'startScreen.removeRecentSearchButtonTitle',
      'startScreen.favoriteSearchesTitle',
      'startScreen.removeFavoriteSearchButtonTitle',
      'errorScreen.titleText',
      'errorScreen.helpText',
      'footer.selectText',
      'footer.navigateText',
      'footer.closeText',
      'noResultsScreen.noResultsText',
      'noResultsScreen.suggestedQueryText',
      'noResultsScreen.reportMissingResultsText',
      'noResultsScreen.reportMissingResultsLinkText',
    ].map((name) => [`modal.${name}`, `theme.SearchModal.${name}`]),
  ),
};

/** The value at a dotted path of a plain object. */
function at(value: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), value);
}

/** Every text of a translations object, by dotted path. */
function leaves(value: unknown, prefix = ''): [path: string, text: string][] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const dotted = prefix ? `${prefix}.${key}` : key;
    const text = textOf(child);
    return text !== null ? [[dotted, text] as [string, string]] : leaves(child, dotted);
  });
}

/** Reads `table` from `source`: each text set goes to its docsgen strings, or its name to `unmatched`. */
function readTable(source: unknown, table: typeof THEME_WORDS, prefix: string, found: ThemeWords): void {
  for (const [dotted, ids] of table) {
    const text = textOf(at(source, dotted));
    if (text === null) continue;
    if (!ids.length) found.unmatched.push(`${prefix}${dotted}`);
    for (const id of ids) found.words[id] ??= text;
  }
}

/**
 * The unmatched search words, by the group they sit in (`modal.askAiScreen (16)`): DocSearch's Ask AI alone has
 * dozens, which one by one would hide the rest.
 */
function searchGroups(paths: readonly string[]): string[] {
  const groups = new Map<string, string[]>();
  for (const dotted of paths) {
    const group = dotted.split('.').slice(0, 2).join('.');
    groups.set(group, [...(groups.get(group) ?? []), dotted]);
  }
  return [...groups].map(([group, members]) => (members.length > 1 ? `${group} (${members.length})` : members[0]!));
}

/** The locale's words as docsgen's strings, and what docsgen shows nothing like. */
export function vitePressWords({ theme, markdown, search }: WordSources): ThemeWords {
  const found: ThemeWords = { words: {}, unmatched: [] };
  readTable(theme, THEME_WORDS, '', found);
  // "Last updated: <date>", as VitePress writes it (the author, which VitePress does not show, keeps docsgen's words).
  const updated = textOf(at(theme, 'lastUpdated.text')) ?? textOf(theme.lastUpdatedText);
  if (updated !== null) {
    found.words['theme.lastUpdated.lastUpdatedAtBy'] = `${updated}{atDate}{byUser}`;
    found.words['theme.lastUpdated.atDate'] = ': {date}';
  }
  readTable(markdown, MARKDOWN_WORDS, 'markdown.', found);
  const placeholder = isRecord(search) ? textOf(search.placeholder) : null;
  const unmatchedSearch: string[] = [];
  // With Ask AI on, DocSearch's placeholder invites questions for it, which docsgen's search does not answer.
  const askAi = isRecord(search) && search.askAi !== undefined && search.askAi !== false;
  for (const [dotted, text] of leaves(isRecord(search) ? search.translations : undefined)) {
    const id = askAi && dotted === 'modal.searchBox.placeholderText' ? undefined : SEARCH_WORDS[dotted];
    if (id) found.words[id] ??= text;
    else unmatchedSearch.push(dotted);
  }
  // Algolia's own `placeholder` wins over DocSearch's, as VitePress passes it on.
  if (placeholder !== null) found.words['theme.SearchModal.placeholder'] = placeholder;
  if (unmatchedSearch.length) found.unmatched.push(`search translations: ${searchGroups(unmatchedSearch).join(', ')}`);
  return found;
}

/**
 * The search options holding a locale's words: its own `themeConfig.search.options` (a folder's config.ts), else the
 * site's `search.options.locales.<code>`; for the default locale (`root`), the site's options with their `root` entry over them.
 */
export function vitePressSearchWords(siteTheme: Record<string, unknown>, own: Record<string, unknown> | null, code: string): unknown {
  const siteOptions = at(siteTheme, 'search.options');
  const byLocale = at(siteOptions, `locales.${code}`);
  if (code === 'root') {
    const options = isRecord(siteOptions) ? siteOptions : {};
    return isRecord(byLocale) ? { ...options, ...byLocale } : options;
  }
  const ownOptions = own ? at(own, 'search.options') : undefined;
  // A locale's own options are whole (`{ ...siteOptions }` spread in, as VitePress' own docs do not): its words are those it sets.
  if (isRecord(ownOptions) && (ownOptions.translations !== undefined || ownOptions.placeholder !== undefined)) return ownOptions;
  return byLocale;
}

/** What docsgen shows nothing like, said of a locale (`of the locale ko`, or of the default one). */
export function unmatchedWordsText(unmatched: readonly string[], whose: string): string | null {
  return unmatched.length ? `the theme words ${whose} that docsgen shows nothing like: ${unmatched.join('; ')}` : null;
}
