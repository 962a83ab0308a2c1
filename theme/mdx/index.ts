/**
 * The modules MDX pages may import from the theme, by the path Docusaurus gives them: `import Tabs from
 * '@theme/Tabs'` resolves to `themeImports['@theme/Tabs'].default`; and Starlight's components, by its path
 * (`import { Aside } from '@astrojs/starlight/components'`). The MDX bridge provides `MdxContext`.
 */
import Admonition from './Admonition.js';
import CodeBlock from './CodeBlock.js';
import Details from './Details.js';
import DocCardList from './DocCardList.js';
import Link from './Link.js';
import TabItem from './TabItem.js';
import Tabs from './Tabs.js';
import useBaseUrl, { useBaseUrlUtils } from './useBaseUrl.js';
import BrowserOnly from './BrowserOnly.js';
import Heading from './Heading.js';
import { useHistory, useLocation } from './router.js';
import { ThemeClassNames, useColorMode } from './theme-common.js';
import TOCInline from './TOCInline.js';
import { starlightComponents } from './Starlight.js';
import useDocusaurusContext from './useDocusaurusContext.js';
import useIsBrowser from './useIsBrowser.js';

export { MdxContext, defaultMdxContext, type DocCardItem, type MdxRenderContext, type CodeInput } from './context.js';

export const themeImports: Record<string, Record<string, unknown>> = {
  '@theme/Tabs': { default: Tabs },
  '@theme/TabItem': { default: TabItem },
  '@theme/Admonition': { default: Admonition },
  '@theme/Details': { default: Details },
  '@theme/CodeBlock': { default: CodeBlock },
  '@theme/DocCardList': { default: DocCardList },
  '@docusaurus/Link': { default: Link },
  '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils },
  '@theme/TOCInline': { default: TOCInline },
  '@theme/Heading': { default: Heading },
  '@docusaurus/BrowserOnly': { default: BrowserOnly },
  '@docusaurus/useIsBrowser': { default: useIsBrowser },
  '@docusaurus/useDocusaurusContext': { default: useDocusaurusContext },
  '@docusaurus/router': { useLocation, useHistory },
  '@docusaurus/theme-common': { useColorMode, ThemeClassNames },
  '@astrojs/starlight/components': starlightComponents,
};
