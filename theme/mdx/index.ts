/**
 * The modules MDX pages may import from the theme, by the path Docusaurus gives them: `import Tabs from
 * '@theme/Tabs'` resolves to `themeImports['@theme/Tabs'].default`. The MDX bridge provides `MdxContext`.
 */
import Admonition from './Admonition.js';
import CodeBlock from './CodeBlock.js';
import Details from './Details.js';
import DocCardList from './DocCardList.js';
import Link from './Link.js';
import TabItem from './TabItem.js';
import Tabs from './Tabs.js';
import useBaseUrl, { useBaseUrlUtils } from './useBaseUrl.js';

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
};
