import { describe, expect, it } from 'vitest';
import { vitePressChrome } from '../../../../src/cli/foreign-chrome.js';
import { translationFileText, vitePressLocaleTranslations } from '../../../../src/cli/foreign-locale-chrome.js';
import type { PageIndex } from '../../../../src/cli/foreign-sidebars.js';

const routes = new Map([
  ['/guide/start', 'guide/start'],
  ['/reference/config', 'reference/config'],
]);
const pages: PageIndex = { idOfRoute: (route) => routes.get(route) ?? null, folderOf: () => null };
const files = { isPublicFile: () => false, srcDir: '.' };

describe('vitePressLocaleTranslations', () => {
  const config = (zh: Record<string, unknown>) => ({
    themeConfig: {
      nav: [
        { text: 'Guide', link: '/guide/start' },
        {
          text: 'More',
          items: [
            { text: 'Config', link: '/reference/config' },
            { text: 'Changelog', link: 'https://quill.dev/changelog' },
          ],
        },
      ],
      footer: { message: 'MIT Licensed.' },
    },
    locales: { root: { label: 'English' }, zh: { label: '简体中文', themeConfig: zh } },
  });
  const translate = (zh: Record<string, unknown>) => {
    const whole = config(zh);
    return vitePressLocaleTranslations(whole, 'zh', vitePressChrome(whole, pages, files), pages, files);
  };

  it("translates the labels of entries that lead where the default locale's do, menus and their entries too", () => {
    const found = translate({
      nav: [
        { text: '指南', link: '/zh/guide/start' },
        {
          text: '更多',
          items: [
            { text: '配置', link: '/zh/reference/config' },
            { text: '更新日志', link: 'https://quill.dev/changelog' },
          ],
        },
      ],
    });
    expect(found).toEqual({
      files: {
        'docusaurus-theme-classic/navbar.json': {
          'item.label.Guide': '指南',
          'item.label.More': '更多',
          'item.label.Config': '配置',
          'item.label.Changelog': '更新日志',
        },
      },
      leftOut: [],
    });
  });

  it('lists the entries that stand elsewhere or lead elsewhere, and gives nothing for a locale without settings of its own', () => {
    const found = translate({ nav: [{ text: '博客', link: 'https://quill.dev/zh/blog' }], outline: { label: '本页' } });
    expect(found?.files).toEqual({ 'code.json': { 'docsgen.TOC.title': '本页', 'theme.TOCCollapsible.toggleButtonLabel': '本页' } });
    expect(found?.leftOut).toEqual(["the nav entries '博客' of the locale zh, which stand nowhere in the default locale's nav (its pages show that nav)"]);
    const whole = { ...config({}), locales: { zh: { label: '简体中文' } } };
    expect(vitePressLocaleTranslations(whole, 'zh', vitePressChrome(whole, pages, files), pages, files)).toBeNull();
  });

  it("writes the locale's theme, Markdown and search words it sets where docsgen shows them, and names the others", () => {
    const whole = {
      ...config({ returnToTopLabel: '返回顶部', docFooter: { prev: '上一页' } }),
      themeConfig: {
        ...config({}).themeConfig,
        search: { provider: 'local', options: { locales: { zh: { translations: { button: { buttonText: '搜索' } } } } } },
      },
    };
    whole.locales.zh = { ...whole.locales.zh, markdown: { container: { tipLabel: '提示' } } } as typeof whole.locales.zh;
    const found = vitePressLocaleTranslations(whole, 'zh', vitePressChrome(whole, pages, files), pages, files);
    expect(found?.files['code.json']).toEqual({ 'theme.docs.paginator.previous': '上一页', 'theme.admonition.tip': '提示', 'theme.SearchBar.label': '搜索' });
    expect(found?.leftOut).toEqual(['the theme words of the locale zh that docsgen shows nothing like: returnToTopLabel']);
    // A locale with search words of its own in the site's options alone has a code.json all the same.
    const searchOnly = { ...whole, locales: { root: { label: 'English' }, zh: { label: '简体中文' } } };
    expect(vitePressLocaleTranslations(searchOnly, 'zh', vitePressChrome(searchOnly, pages, files), pages, files)?.files).toEqual({
      'code.json': { 'theme.SearchBar.label': '搜索' },
    });
  });

  it("writes a file in Docusaurus' translation shape", () => {
    expect(JSON.parse(translationFileText({ copyright: 'MIT 许可' }))).toEqual({ copyright: { message: 'MIT 许可' } });
  });
});
