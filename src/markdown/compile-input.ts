/**
 * What `compileMarkdown` takes: the page's text and place, the site's link settings, and for MDX pages the site's
 * modules and partials. Types only, in a module of their own so that the lazily loaded MDX compiler can name them
 * without importing compile.ts.
 */
import type { DocCardItem, MdxDocOfPage, MdxSiteConfig } from '../../core/mdx.js';
import type { ThemeModule } from '../render/theme-module.js';
import type { FileLookup, SiteLinkContext } from './context.js';

export interface CompileInput {
  markdown: string;
  site: SiteLinkContext;
  file: string;
  /** The page's path under the docs folder, for relative `.md` links (null outside the docs). */
  sourcePath: string | null;
  route: string;
  /** Where relative addresses (`./setup`) start, when not at the route: `/guide/` for a folder's own page served there. */
  linkBase?: string;
  lineOffset: number;
  /** Used as the page's h1 when the body has none. */
  title?: string;
  /** The page's front matter, which VitePress' `{{ $frontmatter.title }}` reads. */
  frontMatter?: Readonly<Record<string, unknown>>;
  /** A blog post (or its excerpt): its content title leaves the body, as Docusaurus' blog takes it out (compile.ts). */
  dropContentTitle?: boolean;
  /** Components to render with (default: the built-in theme). */
  theme?: ThemeModule;
  /** Collect search sections (only when the site has search). */
  searchSections?: boolean;
  /** Files of the site, for local images and linked files (without it they stay as written). */
  files?: FileLookup;
  /** Reads a text file of the site by its path relative to the site root, for VitePress' `<<<` snippets (without it they are reported missing). */
  readText?: (sitePath: string) => string | null;
  /** Read the page as MDX (`.mdx`, or as `markdown.format` and front matter say); default: Markdown. */
  format?: 'md' | 'mdx';
  /** What MDX pages can import and read: without it an MDX page can import only the theme's components. */
  mdx?: MdxSiteInput;
  /**
   * False for text the site did not write as Markdown (a React page's body, which docsgen writes to render it):
   * the site's remark and rehype plugins do not run on it, as Docusaurus runs none on a page component.
   */
  sitePlugins?: false;
}

/** The site's side of MDX, loaded by the caller. */
export interface MdxSiteInput {
  /** The site's own modules and packages, by `importTarget` key (see `mdx/modules.ts`). */
  site: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
  /** A partial's text by its path relative to the site root, or null when it is not there. */
  readText(sitePath: string): string | null;
  /** What `<DocCardList />` lists without `items`: the page's sidebar category. */
  categoryCards: DocCardItem[];
  /** The site's settings, for `useDocusaurusContext`. */
  siteConfig?: MdxSiteConfig;
  /** Components in scope on every page without an import (`@theme/MDXComponents`' and the site's swizzled one's). */
  globals?: ReadonlyMap<string, unknown>;
  /** The site's swizzled `src/theme/MDXComponents` failed to bundle (reported at its file): its components are missing. */
  globalsFailed?: boolean;
  /** Why the site's components, its swizzled `src/theme/MDXComponents` among them, threw as they loaded. */
  globalsLoadFailure?: string;
  /**
   * The page's front matter, the keys docsgen reads and the site's own: in scope as `frontMatter` (Docusaurus' MDX
   * exports it) and `frontmatter` (Astro's name), unless the page defines the name itself.
   */
  frontMatter?: Readonly<Record<string, unknown>>;
  /** Receives the site modules and packages that the site's remark plugins import into the page (by key), bundled or not. */
  pluginImports?: Map<string, 'site' | 'package'>;
  /** The page's doc for `useDoc()`, on a docs page. */
  doc?: MdxDocOfPage;
}
