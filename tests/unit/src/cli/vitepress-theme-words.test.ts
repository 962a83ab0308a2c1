import { describe, expect, it } from 'vitest';
import { unmatchedWordsText, vitePressSearchWords, vitePressWords } from '../../../../src/cli/vitepress-theme-words.js';

describe("VitePress' theme words as docsgen's interface strings", () => {
  it('reads the theme settings docsgen shows a word for, and names those it shows nothing like', () => {
    const found = vitePressWords({
      theme: {
        outline: { label: '목차' },
        outlineTitle: 'old',
        lastUpdated: { text: '업데이트 날짜' },
        darkModeSwitchTitle: '다크 모드로 변경',
        darkModeSwitchLabel: '다크 모드',
        sidebarMenuLabel: '메뉴',
        returnToTopLabel: '맨 위로',
        langMenuLabel: '언어 변경',
        notFound: { title: '없음', quote: '길을 잃었습니다', linkText: '홈으로', linkLabel: '홈' },
      },
    });
    expect(found.words).toEqual({
      'docsgen.TOC.title': '목차',
      'theme.TOCCollapsible.toggleButtonLabel': '목차',
      'docsgen.colorToggle.switchToDark': '다크 모드로 변경',
      'theme.docs.sidebar.toggleSidebarButtonAriaLabel': '메뉴',
      'docsgen.navbar.localeDropdownTitle': '언어 변경',
      'theme.NotFound.title': '없음',
      'docsgen.NotFound.explanation': '길을 잃었습니다',
      'docsgen.NotFound.homeLink': '홈으로',
      // "업데이트 날짜: <date>", as VitePress writes it.
      'theme.lastUpdated.lastUpdatedAtBy': '업데이트 날짜{atDate}{byUser}',
      'theme.lastUpdated.atDate': ': {date}',
    });
    expect(found.unmatched).toEqual(['darkModeSwitchLabel', 'returnToTopLabel', 'notFound.linkLabel']);
    expect(vitePressWords({ theme: { lastUpdatedText: 'Mis à jour' } }).words['theme.lastUpdated.lastUpdatedAtBy']).toBe('Mis à jour{atDate}{byUser}');
  });

  it("reads the Markdown options' container titles and copy button words", () => {
    const found = vitePressWords({
      theme: {},
      markdown: { container: { tipLabel: 'نکته', detailsLabel: 'جزئیات' }, codeCopyButton: { tooltipText: 'کپی کد' } },
    });
    expect(found).toEqual({ words: { 'theme.admonition.tip': 'نکته', 'docsgen.Details.summary': 'جزئیات', 'theme.CodeBlock.copy': 'کپی کد' }, unmatched: [] });
  });

  it("reads the search box's words, DocSearch's and the local search's, and names the others by their group", () => {
    const algolia = vitePressWords({
      theme: {},
      search: {
        placeholder: '搜索文档',
        translations: {
          button: { buttonText: '搜索', buttonAriaLabel: '搜索文档' },
          modal: {
            searchBox: { cancelButtonText: '取消', resetButtonTitle: '清除', resetButtonAriaLabel: '清除' },
            noResultsScreen: { noResultsText: '无结果' },
            footer: { selectText: '选择', searchByText: '搜索供应商' },
          },
        },
      },
    });
    expect(algolia.words).toEqual({
      'theme.SearchBar.label': '搜索',
      'theme.SearchModal.searchBox.cancelButtonText': '取消',
      'theme.SearchModal.noResultsScreen.noResultsText': '无结果',
      'theme.SearchModal.footer.selectText': '选择',
      'theme.SearchModal.placeholder': '搜索文档',
    });
    expect(algolia.unmatched).toEqual(['search translations: button.buttonAriaLabel, modal.searchBox (2), modal.footer.searchByText']);
    const local = vitePressWords({ theme: {}, search: { translations: { button: { buttonText: 'Buscar' }, modal: { noResultsText: 'Sin resultados' } } } });
    expect(local.words).toEqual({ 'theme.SearchBar.label': 'Buscar', 'theme.SearchModal.noResultsScreen.noResultsText': 'Sin resultados' });
  });

  it("leaves DocSearch's placeholder with Ask AI on: it asks for questions docsgen's search does not answer", () => {
    const translations = { modal: { searchBox: { placeholderText: '문서 검색 또는 AI에 질문' } } };
    expect(vitePressWords({ theme: {}, search: { translations } }).words).toEqual({ 'theme.SearchModal.placeholder': '문서 검색 또는 AI에 질문' });
    expect(vitePressWords({ theme: {}, search: { translations, askAi: { assistantId: 'x' } } })).toEqual({
      words: {},
      unmatched: ['search translations: modal.searchBox.placeholderText'],
    });
  });

  it("finds a locale's search words in its own options, else in the site's by locale; the default locale's in the site's", () => {
    const site = {
      search: { provider: 'algolia', options: { placeholder: 'Search', locales: { zh: { placeholder: '搜索' }, root: { placeholder: 'Find' } } } },
    };
    expect(vitePressSearchWords(site, null, 'zh')).toEqual({ placeholder: '搜索' });
    expect(vitePressSearchWords(site, { search: { options: { placeholder: '검색' } } }, 'ko')).toEqual({ placeholder: '검색' });
    expect(vitePressSearchWords(site, null, 'ko')).toBeUndefined();
    expect(vitePressSearchWords(site, null, 'root')).toEqual({ ...site.search.options, placeholder: 'Find' });
  });

  it('says what is unmatched of whom, and nothing when all is matched', () => {
    expect(unmatchedWordsText(['returnToTopLabel'], 'of the locale ko')).toBe(
      'the theme words of the locale ko that docsgen shows nothing like: returnToTopLabel',
    );
    expect(unmatchedWordsText([], 'of the locale ko')).toBeNull();
  });
});
