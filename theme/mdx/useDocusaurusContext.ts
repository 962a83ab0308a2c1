/**
 * `@docusaurus/useDocusaurusContext`: the site's settings a component may read (`siteConfig.title`, `url`,
 * `baseUrl`, `tagline`, `titleDelimiter`, and `customFields` and `presets` (the classic preset's docs, blog and theme
 * options) from the config when the page is built; a client component's script gives its own copy of them in the
 * browser, see src/pipeline/island-site-fields.ts), the page's locale
 * (`i18n`), the global data (`useGlobalData`'s) and the locale's messages (`codeTranslations`).
 */
import { useContext } from 'react';
import { MdxContext } from './context.js';
import { globalDataOf } from './useGlobalData.js';

export default function useDocusaurusContext() {
  const { site, baseUrl } = useContext(MdxContext);
  const locale = site?.locale ?? 'en';
  return {
    siteConfig: {
      title: site?.title ?? '',
      tagline: site?.tagline ?? '',
      titleDelimiter: site?.titleDelimiter ?? '|',
      url: site?.url ?? '',
      baseUrl: site?.baseUrl ?? baseUrl,
      customFields: (site?.customFields ?? {}) as Record<string, unknown>,
      presets: (site?.presets ?? []) as unknown[],
      themeConfig: {} as Record<string, unknown>,
    },
    siteMetadata: {},
    globalData: globalDataOf(site),
    i18n: { currentLocale: locale, defaultLocale: site?.defaultLocale ?? locale, locales: site?.locales ?? [locale] },
    codeTranslations: site?.translations ?? {},
  };
}
