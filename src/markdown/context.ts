/**
 * What the Markdown plugins share for one file: where it lives (for diagnostics and relative links), what the
 * site knows (routes of doc ids, plan badge target), and what they collect (headings, table of contents,
 * links). Lives on `vfile.data.docsgen` so one unified processor can serve every page.
 */
import type { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { TocEntry } from '../../core/route-data.js';
import type { PageHead } from '../../core/route-data.js';
import type { InterfaceText } from '../../core/i18n/catalogue.js';

/** A searchable piece of a page, collected by `search-sections.ts`. */
export interface SearchSection {
  /** 1–6 for a heading, 0 for text. */
  level: number;
  /** Heading texts from h1 down to this section's level (index 0 = h1). */
  headings: string[];
  /** Id of the nearest heading (for the URL fragment), null above the first one. */
  anchor: string | null;
  /** The text, for level 0. */
  text: string | null;
}

/** `file`: a file of the static folder the config names as an image (the favicon, the social card, a logo). */
export type LinkKind = 'route' | 'markdown' | 'anchor' | 'file';

export interface LinkRecord {
  kind: LinkKind;
  /** The link as written by the author. */
  raw: string;
  /** The route it points to (normalised), or null when a Markdown file link did not resolve. */
  route: string | null;
  anchor: string | null;
  line: number;
  column: number;
  /** For a Markdown file link to a file that failed to load (its error reported already): that file. */
  unloaded?: string;
  /** The address the rendered page holds for it (absent for links outside a page's body, such as the config's navbar). */
  href?: string;
  /** For a `file` link: the file it names, from the site root (`static/img/card.png`), and the static folder. */
  staticFile?: { path: string; staticDir: string };
}

/** What the build knows of one file of the site (read by the caller: the Markdown pipeline reads no files). */
export interface FileFacts {
  /** Short hash of the content, for the copied file's name. */
  hash: string;
  /** Intrinsic size, for images whose format the size reader knows. */
  width?: number;
  height?: number;
}

/** Looks up files of the site for images and linked files: `read` takes a path relative to the site root. */
export interface FileLookup {
  /** The static folder, relative to the site root (`static`). */
  staticDir: string;
  /** The file's facts, null when there is no such file, OUTSIDE_SITE when a link leads it out of the site folder. */
  read(sitePath: string): FileFacts | null | typeof OUTSIDE_SITE;
}

/** What `FileLookup.read` answers for a path whose links lead outside the site folder (never read or copied). */
export const OUTSIDE_SITE = 'outside-site';

/** An author's file to copy into the output: `source` relative to the site root, `output` relative to the output folder. */
export interface AssetCopy {
  source: string;
  output: string;
}

/** The site's Markdown switches a parser's processor depends on: `markdown.math: false` and `markdown.indentedCode`. */
export type ProcessorSwitches = Pick<SiteLinkContext, 'math' | 'indentedCode'>;

export interface SiteLinkContext {
  baseUrl: string;
  /** Doc id → route, to resolve links to `.md` files. */
  /** Doc source path under the docs folder (`guides/01-setup.md`) → route, for links written as file paths. */
  routeOfSourcePath: ReadonlyMap<string, string>;
  /**
   * On a site with several versions or docs instances: the pages of every one of them in the locale, by their file's
   * path from the site root (`community/intro.md`, `versioned_docs/version-9.x/intro.md`), for file links that lead
   * out of this page's docs folder into another one's.
   */
  routeOfSitePath?: ReadonlyMap<string, string>;
  /** Source paths of Markdown files that failed to load → their file, so a link to one says so. */
  unloaded?: ReadonlyMap<string, string>;
  /** `:plan[…]` badges, when the config sets `docs.planBadges` (otherwise `:plan` is an unknown directive). */
  planBadges?: { href: string; plans: readonly string[] };
  /** Raw HTML in Markdown (`markdown.html`): rendered (`allow`, the default) or an error (`reject`). */
  html?: 'allow' | 'reject';
  /** The docs folder relative to the site root (`docs`, or `../docs` beside it): MDX may import from it too. */
  docsDir?: string;
  /**
   * The route prefix of the page's locale (`/fr`) on a site whose locales follow Docusaurus' layout, where an absolute
   * link names a page of the same locale; absent for the default locale and for locale folders (VitePress, Starlight).
   */
  localePrefix?: string;
  /**
   * VitePress' `srcDir` (relative to the site root), where `@/` in `<<<` snippets and includes starts: the folder of
   * the locale folders (`i18n.localesPath`) or else the docs folder; absent on a site not read as VitePress'.
   */
  srcDir?: string;
  /**
   * The name of the site's own folder (`docs`): a path that climbs out of it and back in by that name
   * (`../../docs/images/x.svg` from `docs/guide/`) names a file of the site, as the file system resolves it.
   */
  siteFolder?: string;
  /** The folder a locale's translated docs are read from (`zh` beside a VitePress project's pages), relative to the site root. */
  translatedDir?: string;
  /** `markdown.format`: how pages are read (`detect`: `.mdx` files as MDX), and so partials a page imports. */
  markdownFormat?: 'detect' | 'mdx' | 'md';
  /** What MDX may run (`markdown.mdx`): anything (`trusted`, the default) or only theme components, partials and literals (`safe`). */
  mdx?: 'trusted' | 'safe';
  /** `markdown.admonitions`: admonition kinds the site adds, and whether the built-in ones stay (default: the built-in ones alone). */
  admonitions?: { keywords: readonly string[]; extendDefaults: boolean };
  /** `markdown.npm2yarn`: `npm2yarn` fences become tabs of these package managers after npm, synced when `sync`; null or absent when off. */
  npm2yarn?: null | { sync: boolean; converters: readonly ('yarn' | 'pnpm' | 'bun')[] };
  /** `markdown.math: false`: no math at all, `$` is text (a Docusaurus site without remark-math). */
  math?: false;
  /** `markdown.defaultCodeLanguage`: the language of a code block that names none (lower case). */
  defaultCodeLanguage?: string;
  /** `markdown.indentedCode`: MDX pages read a block indented by four spaces as code, as MDX 1 did (Markdown pages always do). */
  indentedCode?: true;
  /** `markdown.anchors.maintainCase`: ids made from headings' text keep their case. */
  anchorsMaintainCase?: true;
  /** `markdown.anchors.trimHyphens: false`: VitePress' slugs keep the hyphens at an id's ends. */
  anchorsKeepHyphens?: true;
  /** `markdown.math.macros`: TeX macros for every formula (each page gets its own copy). */
  mathMacros?: Readonly<Record<string, string>>;
  /** `markdown.missingPlugins`: plugins the pages were written for that the site does not run, named where their syntax is left. */
  missingPlugins?: readonly string[];
  /** `markdown.syntax`: `vitepress` also reads VitePress' own Markdown, `starlight` Expressive Code's frames (absent: Docusaurus' alone). */
  syntax?: 'docusaurus' | 'vitepress' | 'starlight';
  /** The theme's interface strings and their locale, for words the Markdown components draw (default: English). */
  ui?: { text: InterfaceText; locale: string };
  /** `markdown.pathAliases`: address prefixes (`~/`) → folders of the site (`src/`), for images, linked files and MDX imports. */
  pathAliases?: Readonly<Record<string, string>>;
  /** The `@theme/…` modules the site's own `src/theme` gives that docsgen's theme does not: imports of them are its files. */
  siteTheme?: readonly string[];
}

export interface MarkdownFileContext {
  site: SiteLinkContext;
  /** What an MDX page's `<Head>` puts in its head (shared with its partials); absent on a page without MDX. */
  head?: PageHead;
  /** File path relative to the site root, for diagnostics. */
  file: string;
  /** In a partial's context: the file of the page it is part of, which its problems may concern too. */
  partialOf?: string;
  /** The doc id of this file (for relative `.md` links), or null for a loose Markdown string. */
  /** The page's path under the docs folder, which relative `.md` links start from (null outside the docs). */
  sourcePath: string | null;
  route: string;
  /** Where relative addresses (`./setup`) start: the route, or `/guide/` for a folder's own page served at its folder. */
  linkBase: string;
  /** Lines before the body in the file (front matter), added to positions. */
  lineOffset: number;
  diagnostics: Diagnostic[];
  headingIds: Set<string>;
  toc: TocEntry[];
  links: LinkRecord[];
  /** The first `#` heading's text, if any. */
  h1: string | null;
  /** Used as the h1 when the body has none. */
  title: string | null;
  /** The page's front matter, which VitePress' `{{ $frontmatter.title }}` reads (empty for a loose Markdown string). */
  frontMatter: Readonly<Record<string, unknown>>;
  /** Take the content title out of the body (a blog post's: its header shows the title). */
  dropContentTitle: boolean;
  /** Searchable headings and text blocks, in page order; null when the site has no search. */
  sections: SearchSection[] | null;
  /** Files of the site, for local images and linked files; null leaves them as written (no file access). */
  files: FileLookup | null;
  /** Files this page needs copied into the output. */
  assets: AssetCopy[];
  /** Reads a text file of the site by its path relative to the site root (null when absent); null: no file access. */
  readText: ((sitePath: string) => string | null) | null;
}

declare module 'vfile' {
  interface DataMap {
    docsgen: MarkdownFileContext;
  }
}

export function contextOf(file: VFile): MarkdownFileContext {
  const ctx = file.data.docsgen;
  if (!ctx) throw new Error('docsgen Markdown plugins need vfile.data.docsgen');
  return ctx;
}

export function createFileContext(
  site: SiteLinkContext,
  init: {
    file: string;
    sourcePath: string | null;
    route: string;
    linkBase?: string;
    lineOffset: number;
    title?: string;
    frontMatter?: Readonly<Record<string, unknown>>;
    dropContentTitle?: boolean;
    searchSections?: boolean;
    files?: FileLookup;
    readText?: (sitePath: string) => string | null;
  },
): MarkdownFileContext {
  const { file, sourcePath, route, lineOffset } = init;
  return {
    site,
    file,
    sourcePath,
    route,
    linkBase: init.linkBase ?? route,
    lineOffset,
    title: init.title ?? null,
    frontMatter: init.frontMatter ?? {},
    dropContentTitle: init.dropContentTitle ?? false,
    sections: init.searchSections ? [] : null,
    files: init.files ?? null,
    readText: init.readText ?? null,
    assets: [],
    diagnostics: [],
    headingIds: new Set(),
    toc: [],
    links: [],
    h1: null,
  };
}

/** A position in the original file for a node, counting the front matter lines. */
export function locate(
  ctx: MarkdownFileContext,
  node: { position?: { start: { line: number; column: number } } },
): { file: string; line?: number; column?: number } {
  const start = node.position?.start;
  return start ? { file: ctx.file, line: start.line + ctx.lineOffset, column: start.column } : { file: ctx.file };
}
