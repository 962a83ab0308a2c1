/**
 * What the MDX theme components need from the page being built: the site's base URL, the code highlighter and
 * the cards of the current sidebar category. The server bridge provides the real value; the default here is
 * enough for unit tests (code is printed unhighlighted). Holds no Node or DOM code.
 */
import { createContext, createElement, type ReactNode } from 'react';
import type { DocCardItem, MdxDocOfPage, MdxSiteConfig } from '../../core/mdx.js';

export type { DocCardItem, MdxSiteConfig };

export interface CodeInput {
  code: string;
  language?: string;
  title?: string;
  showLineNumbers?: boolean;
  metastring?: string;
}

export interface MdxRenderContext {
  /** The site's base URL, with a trailing slash (`/` or `/docs/`). */
  baseUrl: string;
  /** The site's settings, for `useDocusaurusContext`. */
  site?: MdxSiteConfig;
  /** The route of the page being rendered, for `useLocation`. */
  route?: string;
  /** Renders a highlighted code block, as a fenced block in Markdown would be. */
  renderCode(input: CodeInput): ReactNode;
  /** The items of the sidebar category the page belongs to (what `<DocCardList />` shows without `items`). */
  categoryCards: DocCardItem[];
  /**
   * Renders a Markdown file of the site (`docs/_steps.md`) in the page, as a component imports it; the build
   * provides it on the server (absent in the browser, where no Markdown is rendered).
   */
  renderPartial?(sitePath: string, props: Record<string, unknown>): ReactNode;
  /** Takes the children of a `<Head>` for the page's `<head>` (the build provides it; absent in the browser). */
  collectHead?(children: ReactNode): void;
  /**
   * Receives the plugins whose global data a component asked for and docsgen does not have (`usePluginData`), so a
   * component that then fails can be reported with them (the build provides it; absent in the browser).
   */
  noteMissingPluginData?(plugin: string): void;
  /** Makes `id` an anchor of the page (`useBrokenLinks().collectAnchor`; the build provides it, absent in the browser). */
  collectAnchor?(id: string): void;
  /** The page's doc, for `useDoc()` (the build provides it on docs; absent on other pages and in the browser). */
  doc?: MdxDocOfPage;
  /** The page's headings in Docusaurus' table-of-contents shape, for `useDoc().toc` (absent in the browser). */
  toc?: readonly { value: string; id: string; level: number }[];
  /**
   * Receives what a component drew otherwise than its author may expect, without failing (a tab `values` lists that
   * no `<TabItem>` fills), for a warning at the component (the build provides it; absent in the browser).
   */
  warn?(component: string, reason: string, fix: string): void;
  /**
   * Told when a component of the site that runs only at build time asks for an effect (`useEffect`), which never
   * runs there, so the build can warn where such a component draws nothing (the build provides it; absent in the browser).
   */
  noteEffect?(): void;
  /** True while a client component (`'use client'`) renders at build time: the browser renders it again. */
  island?: boolean;
}

export const defaultMdxContext: MdxRenderContext = {
  baseUrl: '/',
  renderCode: ({ code, language }) => createElement('pre', null, createElement('code', language ? { className: `language-${language}` } : null, code)),
  categoryCards: [],
};

export const MdxContext = createContext<MdxRenderContext>(defaultMdxContext);
