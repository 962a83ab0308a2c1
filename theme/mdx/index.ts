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
import { Redirect, useHistory, useLocation } from './router.js';
import IconCopy from './Icon/Copy.js';
import IconExternalLink from './Icon/ExternalLink.js';
import IconSuccess from './Icon/Success.js';
import {
  createStorageSlot,
  PageMetadata,
  ReactContextError,
  ThemeClassNames,
  useColorMode,
  useCurrentSidebarCategory,
  usePrismTheme,
  useScrollPositionBlocker,
  useThemeConfig,
  useThemeContext,
} from './theme-common.js';
import TOCInline from './TOCInline.js';
import { starlightComponents } from './Starlight.js';
import useDocusaurusContext from './useDocusaurusContext.js';
import useBrokenLinks from './useBrokenLinks.js';
import useIsBrowser from './useIsBrowser.js';
import ExecutionEnvironment from './ExecutionEnvironment.js';
import useGlobalData, { useAllPluginInstancesData, usePluginData } from './useGlobalData.js';
import * as docsClient from './plugin-content-docs/client.js';
import ThemedImage from './ThemedImage.js';
import IdealImage from './IdealImage.js';
import AstroImage from './AstroImage.js';
import Translate, { translate } from './Translate.js';
import Interpolate, { interpolate } from './Interpolate.js';
import isInternalUrl, { hasProtocol } from './isInternalUrl.js';
import Head from './Head.js';
import Layout from './Layout.js';
import MDXComponents from './MDXComponents.js';
import MDXA from './MDXComponents/A.js';
import MDXCode from './MDXComponents/Code.js';
import MDXPre from './MDXComponents/Pre.js';
import { MDXImg, MDXLi, MDXUl } from './MDXComponents/Elements.js';

export { MdxContext, defaultMdxContext, type DocCardItem, type MdxRenderContext, type CodeInput } from './context.js';
export { withTranslations } from './Translate.js';

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
  '@docusaurus/useBrokenLinks': { default: useBrokenLinks },
  '@docusaurus/router': { useLocation, useHistory, Redirect },
  '@theme/Icon/ExternalLink': { default: IconExternalLink },
  '@theme/Icon/Copy': { default: IconCopy },
  '@theme/Icon/Success': { default: IconSuccess },
  '@docusaurus/theme-common': {
    useColorMode,
    useThemeConfig,
    usePrismTheme,
    useCurrentSidebarCategory,
    ThemeClassNames,
    PageMetadata,
    createStorageSlot,
    ReactContextError,
  },
  '@docusaurus/theme-common/Details': { Details },
  '@docusaurus/ExecutionEnvironment': { default: ExecutionEnvironment },
  '@docusaurus/useGlobalData': { default: useGlobalData, usePluginData, useAllPluginInstancesData },
  '@docusaurus/plugin-content-docs/client': { ...docsClient },
  // Docusaurus 2 exported the doc page's hook from here, where swizzled components still import it; its tabs' scroll
  // keeper too (Ionic's playground calls it).
  '@docusaurus/theme-common/internal': { useDoc: docsClient.useDoc, useScrollPositionBlocker },
  // Docusaurus 2's hook of the colour mode, which components written for it import (Hermes' playground).
  '@theme/hooks/useThemeContext': { default: useThemeContext },
  '@docusaurus/Translate': { default: Translate, translate },
  '@docusaurus/Interpolate': { default: Interpolate, interpolate },
  '@docusaurus/isInternalUrl': { default: isInternalUrl, hasProtocol },
  '@theme/ThemedImage': { default: ThemedImage },
  '@theme/IdealImage': { default: IdealImage },
  '@docusaurus/Head': { default: Head },
  '@theme/Layout': { default: Layout },
  '@theme/MDXComponents': { default: MDXComponents },
  '@theme/MDXComponents/A': { default: MDXA },
  '@theme/MDXComponents/Code': { default: MDXCode },
  '@theme/MDXComponents/Pre': { default: MDXPre },
  '@theme/MDXComponents/Details': { default: Details },
  '@theme/MDXComponents/Heading': { default: Heading },
  '@theme/MDXComponents/Ul': { default: MDXUl },
  '@theme/MDXComponents/Li': { default: MDXLi },
  '@theme/MDXComponents/Img': { default: MDXImg },
  '@astrojs/starlight/components': starlightComponents,
  'astro:assets': { Image: AstroImage, Picture: AstroImage },
};
