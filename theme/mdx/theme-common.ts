/**
 * `@docusaurus/theme-common`: the hooks components use most, `useColorMode` (the mode is the page's
 * `data-theme`, light at build time; Docusaurus 2's `useThemeContext` on it), `useThemeConfig` (the `themeConfig` `useDocusaurusContext` gives),
 * `usePrismTheme` (a prism-react-renderer theme in the colours of docsgen's code blocks),
 * `useCurrentSidebarCategory` (the category a category index page introduces),
 * `ThemeClassNames` (empty class names, for code that only reads them), and
 * `PageMetadata`, which hands a page's title, description, keywords and social image to its head through `<Head>`,
 * and what sites' own context modules build on: `createStorageSlot` (a key of the browser's storage) and
 * `ReactContextError` (thrown by a hook used outside its provider).
 */
import { createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import { isExternalUrl, siteOrigin } from '../../core/urls.js';
import { MdxContext, type DocCardItem } from './context.js';
import Head from './Head.js';
import useDocusaurusContext from './useDocusaurusContext.js';
import { withBaseUrl } from './useBaseUrl.js';

type ColorMode = 'light' | 'dark';

export function useColorMode(): { colorMode: ColorMode; setColorMode(mode: ColorMode): void; isDarkTheme: boolean } {
  const [colorMode, setMode] = useState<ColorMode>('light');
  useEffect(() => {
    const read = () => setMode(document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return { colorMode, isDarkTheme: colorMode === 'dark', setColorMode: (mode) => document.documentElement.setAttribute('data-theme', mode) };
}

/**
 * Docusaurus 2's `@theme/hooks/useThemeContext` (before `useColorMode` replaced it, and what components written then
 * still import): whether the page is dark, and the two setters of that time, on the same mode as `useColorMode`.
 */
export function useThemeContext(): { isDarkTheme: boolean; setLightTheme(): void; setDarkTheme(): void } {
  const { isDarkTheme, setColorMode } = useColorMode();
  return { isDarkTheme, setLightTheme: () => setColorMode('light'), setDarkTheme: () => setColorMode('dark') };
}

/**
 * Docusaurus' `useThemeConfig()`: the site's `themeConfig`, the same object `useDocusaurusContext().siteConfig`
 * holds. docsgen's settings are not Docusaurus' theme options, so it has none of its keys: code that reads one
 * gets `undefined`, as it does for a key a Docusaurus site does not set.
 */
export function useThemeConfig(): Record<string, unknown> {
  return useDocusaurusContext().siteConfig.themeConfig;
}

/** A prism-react-renderer theme: the colours of the text and background, and of each token type. */
export interface PrismTheme {
  plain: Record<string, string>;
  styles: { types: string[]; style: Record<string, string> }[];
}

/**
 * Docusaurus' `usePrismTheme()`, which components that highlight code themselves hand to prism-react-renderer or
 * react-live (Yoga's playground): docsgen's own code colours, as custom properties of the page, so the one theme
 * follows the colour mode (light or dark) without rendering again. `themeConfig.prism` is not carried.
 */
const PRISM_THEME: PrismTheme = {
  plain: { color: 'var(--code-text)', backgroundColor: 'var(--code-bg)' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: 'var(--token-comment)', fontStyle: 'italic' } },
    { types: ['keyword', 'boolean', 'selector', 'important', 'atrule', 'tag', 'builtin'], style: { color: 'var(--token-keyword)' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: { color: 'var(--token-string)' } },
    { types: ['number', 'constant', 'symbol', 'deleted'], style: { color: 'var(--token-number)' } },
    { types: ['function', 'class-name', 'attr-name', 'property', 'variable'], style: { color: 'var(--token-function)' } },
    { types: ['punctuation', 'operator'], style: { color: 'var(--token-punctuation)' } },
  ],
};

export function usePrismTheme(): PrismTheme {
  return PRISM_THEME;
}

/**
 * The sidebar category the page introduces (its index page), as Docusaurus' hook gives it to
 * `<DocCardList items={useCurrentSidebarCategory().items} />`: its items are the cards docsgen lists there. A page
 * that introduces no category with docs has none: said, as Docusaurus throws too.
 */
export function useCurrentSidebarCategory(): { type: 'category'; items: DocCardItem[] } {
  const { categoryCards } = useContext(MdxContext);
  if (!categoryCards.length) {
    throw new Error(
      'useCurrentSidebarCategory() gives the sidebar category this page introduces, but this page is not the index of a category with docs. Use it on a category index page, or pass <DocCardList items={[…]} /> its cards.',
    );
  }
  return { type: 'category', items: categoryCards };
}

export const ThemeClassNames: Record<string, Record<string, string>> = new Proxy({}, { get: () => new Proxy({}, { get: () => '' }) });

export interface PageMetadataProps {
  title?: string;
  description?: string;
  keywords?: string | readonly string[];
  image?: string;
  children?: ReactNode;
}

/**
 * Docusaurus' `<PageMetadata>`: the title is the page's own, joined to the site's as on any page (as `@theme/Layout`
 * gives it); the image becomes the page's `og:image` and `twitter:image`, as an absolute address on the site's URL.
 */
export function PageMetadata({ title, description, keywords, image, children }: PageMetadataProps) {
  const { site, baseUrl } = useContext(MdxContext);
  const path = image ? withBaseUrl(site?.baseUrl ?? baseUrl, image) : undefined;
  const imageUrl = path && !isExternalUrl(path) && site?.url ? siteOrigin(site) + path : path;
  const tags = [
    title ? createElement('title', { key: 'title', 'data-page-title': '' }, title) : null,
    description ? createElement('meta', { key: 'description', name: 'description', content: description }) : null,
    keywords ? createElement('meta', { key: 'keywords', name: 'keywords', content: typeof keywords === 'string' ? keywords : keywords.join(',') }) : null,
    imageUrl ? createElement('meta', { key: 'og:image', property: 'og:image', content: imageUrl }) : null,
    imageUrl ? createElement('meta', { key: 'twitter:image', name: 'twitter:image', content: imageUrl }) : null,
  ];
  return createElement(Head, null, ...tags, children);
}

/**
 * Docusaurus' `useScrollPositionBlocker` (`@docusaurus/theme-common/internal`), which its tabs call before switching:
 * the element given keeps its place in the window across the render that follows (content above it may grow or
 * shrink). Nothing to do while rendering on the server.
 */
export function useScrollPositionBlocker(): { blockElementScrollPositionUntilNextRender(element: HTMLElement): void } {
  return {
    blockElementScrollPositionUntilNextRender(element) {
      if (typeof window === 'undefined') return;
      const before = element.getBoundingClientRect().top;
      window.requestAnimationFrame(() => {
        const moved = element.getBoundingClientRect().top - before;
        if (moved !== 0) window.scrollBy(0, moved);
      });
    },
  };
}

/** A key of the browser's storage as Docusaurus' `createStorageSlot` gives it: empty while rendering on the server. */
export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  listen(onChange: (event: StorageEvent) => void): () => void;
}

/**
 * Docusaurus' `createStorageSlot(key, { persistence })`: `localStorage` (or `sessionStorage`) under `key`. On the
 * server, or where the browser refuses storage, it holds nothing and keeps nothing, so a module may call it as it
 * loads (Bitwarden's docs keep their reader's mode so).
 */
export function createStorageSlot(key: string, options: { persistence?: 'localStorage' | 'sessionStorage' | 'none' } = {}): StorageSlot {
  const storage = (): Storage | null => {
    if (typeof window === 'undefined' || options.persistence === 'none') return null;
    try {
      return options.persistence === 'sessionStorage' ? window.sessionStorage : window.localStorage;
    } catch {
      return null; // storage turned off by the browser
    }
  };
  const attempt = <T>(use: (store: Storage) => T, otherwise: T): T => {
    const store = storage();
    if (!store) return otherwise;
    try {
      return use(store);
    } catch {
      return otherwise;
    }
  };
  return {
    get: () => attempt((store) => store.getItem(key), null),
    set: (value) => attempt((store) => store.setItem(key, value), undefined),
    del: () => attempt((store) => store.removeItem(key), undefined),
    listen(onChange) {
      if (typeof window === 'undefined') return () => {};
      const listener = (event: StorageEvent) => {
        if (event.key === key) onChange(event);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** Docusaurus' `ReactContextError`: a hook was used outside the provider of its context. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(`Hook is called outside the <${providerName}>. ${additionalInfo ?? ''}`.trim());
    this.name = 'ReactContextError';
  }
}
