/**
 * A translated VitePress locale's own chrome (its `locales.<code>.themeConfig`, or its folder's `config.ts`) as the
 * translation files docsgen reads for that locale, in Docusaurus' layout, for `docsgen init`: its nav's labels as
 * `docusaurus-theme-classic/navbar.json` (`item.label.<label>`), its footer as `footer.json` (`copyright`), and the
 * theme's words (edit link, previous and next, outline, last updated, 404 page, search box, containers… as
 * `vitepress-theme-words.ts` reads them) as `code.json`. A nav entry is translated when it
 * stands where the default locale's does and leads to the same page or address (under the locale's prefix); one that
 * does not is listed, never dropped unsaid, since the locale's pages show the default locale's nav. Pure: reads no
 * files and runs nothing.
 */
import { isRecord } from '../util/is-record.js';
import { vitePressChrome, type CarriedChrome, type NavbarItemText, type ProjectFiles } from './foreign-chrome.js';
import { localePageIndex, textOf, vitePressThemeConfig, type PageIndex } from './foreign-sidebars.js';
import { unmatchedWordsText, vitePressSearchWords, vitePressWords, type ThemeWords } from './vitepress-theme-words.js';

/** Translation files of one locale: file path under `i18n/<locale>/` → its entries (id → message). */
export interface LocaleTranslations {
  files: Record<string, Record<string, string>>;
  leftOut: string[];
}

/** The theme's words of VitePress' default locale (its `themeConfig`, root locale's over it; its Markdown and search options), as docsgen's strings. */
export function vitePressRootWords(config: unknown): ThemeWords {
  const locales = isRecord(config) && isRecord(config.locales) ? config.locales : {};
  const root = isRecord(locales.root) ? locales.root : {};
  const theme = vitePressThemeConfig(config);
  const markdown = root.markdown ?? (isRecord(config) ? config.markdown : undefined);
  return vitePressWords({ theme, markdown, search: vitePressSearchWords(theme, null, 'root') });
}

/** Where an item leads, the locale's prefix taken off (`/zh/guide/` and `/guide/` are the same place). */
function targetOf(item: NavbarItemText, code: string): string {
  if (typeof item.docId === 'string') return `doc:${item.docId}`;
  const href = typeof item.href === 'string' ? item.href : '';
  const local = href === `/${code}` || href.startsWith(`/${code}/`) ? href.slice(code.length + 1) || '/' : href;
  return `${String(item.type ?? 'link')}:${local}`;
}

/** Pairs the default locale's nav with the locale's, entry by entry: labels to translate, and what does not pair. */
function pairNav(root: readonly NavbarItemText[], own: readonly NavbarItemText[], code: string, labels: Record<string, string>, unpaired: string[]): void {
  own.forEach((item, i) => {
    const other = root[i];
    const label = textOf(item.label);
    const rootLabel = other ? textOf(other.label) : null;
    const dropdown = Array.isArray(item.items);
    const same = other !== undefined && (dropdown ? Array.isArray(other.items) : targetOf(item, code) === targetOf(other, code));
    if (!same || !label || !rootLabel) {
      if (label) unpaired.push(label);
      return;
    }
    if (label !== rootLabel) labels[`item.label.${rootLabel}`] = label;
    if (dropdown) pairNav(other.items as NavbarItemText[], item.items as NavbarItemText[], code, labels, unpaired);
  });
}

/**
 * The translation files of VitePress' locale `code`, from its own theme settings over the default locale's, or null
 * when the locale has none of its own. `root` is the default locale's chrome as init carried it.
 */
export function vitePressLocaleTranslations(
  config: unknown,
  code: string,
  root: CarriedChrome,
  pages: PageIndex,
  files: ProjectFiles,
): LocaleTranslations | null {
  const locale = isRecord(config) && isRecord(config.locales) ? config.locales[code] : undefined;
  const own = isRecord(locale) && isRecord(locale.themeConfig) ? locale.themeConfig : null;
  const siteTheme = vitePressThemeConfig(config);
  // Its words: those of its theme settings, its Markdown options and its search options (the site's, by locale).
  const markdown = isRecord(locale) ? locale.markdown : undefined;
  const search = vitePressSearchWords(siteTheme, own, code);
  if (!own && markdown === undefined && search === undefined) return null;
  const words = vitePressWords({ theme: own ?? {}, markdown, search });
  const theme = { ...siteTheme, ...(own ?? {}) };
  const chrome = vitePressChrome({ ...(isRecord(config) ? config : {}), locales: { root: { themeConfig: theme } } }, localePageIndex(pages, code), files);
  const navbar: Record<string, string> = {};
  const unpaired: string[] = [];
  if (own?.nav !== undefined) pairNav(root.navbarItems, chrome.navbarItems, code, navbar, unpaired);
  const footer: Record<string, string> = chrome.copyright && chrome.copyright !== root.copyright ? { copyright: chrome.copyright } : {};
  const found: Record<string, Record<string, string>> = {
    'docusaurus-theme-classic/navbar.json': navbar,
    'docusaurus-theme-classic/footer.json': footer,
    'code.json': words.words,
  };
  const unmatched = unmatchedWordsText(words.unmatched, `of the locale ${code}`);
  return {
    files: Object.fromEntries(Object.entries(found).filter(([, entries]) => Object.keys(entries).length)),
    leftOut: [
      ...(unpaired.length
        ? [
            `the nav entries ${unpaired.map((label) => `'${label}'`).join(', ')} of the locale ${code}, which stand nowhere in the default locale's nav (its pages show that nav)`,
          ]
        : []),
      ...(unmatched ? [unmatched] : []),
    ],
  };
}

/** A translation file's text, in Docusaurus' shape: `{ "<id>": { "message": "…" } }`. */
export function translationFileText(entries: Record<string, string>): string {
  return `${JSON.stringify(Object.fromEntries(Object.entries(entries).map(([id, message]) => [id, { message }])), null, 2)}\n`;
}
