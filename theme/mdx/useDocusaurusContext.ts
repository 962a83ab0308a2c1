/**
 * `@docusaurus/useDocusaurusContext`: the site's settings a component may read (`siteConfig.title`, `url`,
 * `baseUrl`, `tagline`; `customFields` is empty, since docsgen's config has none).
 */
import { useContext } from 'react';
import { MdxContext } from './context.js';

export default function useDocusaurusContext() {
  const { site, baseUrl } = useContext(MdxContext);
  return {
    siteConfig: {
      title: site?.title ?? '',
      tagline: site?.tagline ?? '',
      url: site?.url ?? '',
      baseUrl: site?.baseUrl ?? baseUrl,
      customFields: {} as Record<string, unknown>,
    },
    siteMetadata: {},
    i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] },
  };
}
