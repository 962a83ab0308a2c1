/**
 * The data contract between the generator and the theme: one typed object per page and one per site.
 * Components only read these objects. This module holds types and pure helpers only; it must not import
 * Node modules or React. URLs are built by `urls.ts`, and typed by it: a `SitePath` carries no base URL (the theme's
 * `Link` adds it), an `Href` is final (base included) and goes into the page as it is.
 */
import type { InterfaceText } from './i18n/catalogue.js';
import type { Href, SitePath } from './urls.js';

export interface TocEntry {
  id: string;
  text: string;
  /** 1 for the page's own title, which a table of contents lists only when its levels start at 1. */
  depth: 1 | 2 | 3 | 4 | 5 | 6;
}

export interface NavLink {
  label: string;
  /** A site path; in a navbar or footer link written in the config, it may also be an external URL. */
  href: SitePath;
}

/** `className` is a sidebar item's class from the site (`sidebar_class_name`, `className`), when it set one. */
export type SidebarView =
  | { kind: 'doc'; label: string; href: SitePath; docId: string; active: boolean; className?: string }
  /** A sidebar `link` item: its `href` as the site wrote it, a site path or an external URL. */
  | { kind: 'link'; label: string; href: SitePath; className?: string }
  | {
      kind: 'category';
      className?: string;
      key: string;
      label: string;
      href: SitePath | null;
      collapsible: boolean;
      collapsed: boolean;
      active: boolean;
      /** null when the build left this branch out of the page; the full tree is in `SiteData.sidebarTreeUrl`. */
      items: SidebarView[] | null;
    };

/**
 * One item of a sidebar's whole tree, the form the browser receives once per site (in the shared site asset):
 * categories name the doc that is their page, unlisted docs are flagged. `core/sidebar-view.ts` makes a page's
 * `SidebarView` from it.
 */
export type SidebarTreeItem =
  | { kind: 'doc'; label: string; href: SitePath; docId: string; unlisted?: true; className?: string }
  | { kind: 'link'; label: string; href: SitePath; className?: string }
  | {
      kind: 'category';
      className?: string;
      key: string;
      label: string;
      href: SitePath | null;
      collapsible: boolean;
      collapsed: boolean;
      docId: string | null;
      items: SidebarTreeItem[];
    };

/** Which sidebar a page shows, when the browser rebuilds it from the shared tree instead of reading it from the page. */
export interface SidebarRef {
  name: string;
  activeDocId: string | null;
}

/** What every page of a site variant shares, shipped once as a content-hashed asset and cached by the browser. */
export interface SharedSiteData {
  /** The interface strings (`SiteData.text`). */
  text: SiteData['text'];
  /** Sidebar name → its whole tree, for the sidebars pages rebuild in the browser (those small enough to render whole). */
  sidebars: Record<string, SidebarTreeItem[]>;
}

/**
 * A page's data block (`<script id="__docsgen_data">`): the site data without its strings and the page without a
 * sidebar it can rebuild, both completed from the shared asset at `shared`, whose URL changes with the site data.
 */
export interface PageDataBlock {
  site: Omit<SiteData, 'text'>;
  shared: Href;
  page: PageData;
}

export type PageKind = 'doc' | 'notFound' | 'search';

/**
 * A landing page's hero and feature cards as the theme draws them at build time (`layout: landing` front matter).
 * Strings are the author's text, drawn as text; `href`s and the image's `src` are final addresses (base URL
 * included, internal links checked by the build), so the theme puts them in the page as they are.
 */
export interface LandingView {
  hero: {
    title: string;
    /** A second line of the heading, under the title (VitePress' `hero.text`). */
    subtitle?: string;
    tagline: string | null;
    image: { src: Href; alt: string; width?: number; height?: number } | null;
    /** Characters (an emoji) drawn large in the picture's place when there is none; decorative. */
    icon?: string;
    /** `icon`: drawn after the words (`right-arrow`, `external`). */
    actions: { text: string; href: Href; variant: 'primary' | 'secondary'; icon?: 'right-arrow' | 'external' }[];
  };
  features: { title: string; details: string | null; href: Href | null; icon: string | null }[];
}

/** A `<meta>` or `<link>` a page's `<Head>` adds to its head, with its attributes as written. */
export interface HeadTag {
  /** `script` only as `type="application/ld+json"`: structured data, which no browser runs. */
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  /** A `script`'s data (written into the page as `inlineScriptJson` writes data: no `<` that could end the element). */
  json?: unknown;
}

/** What an MDX page's `<Head>` puts in its head: the whole document title, and tags. */
export interface PageHead {
  title?: string;
  /** The page's own title (`<Layout title>` of a React page), which the document title is made from with the site's. */
  pageTitle?: string;
  tags: HeadTag[];
}

/** Everything a page needs besides its article body, which travels as HTML. */
export interface PageData {
  kind: PageKind;
  /**
   * `landing`: the article opens with a hero and feature cards (made at build time, part of the body HTML) and the
   * page shows no sidebar, table of contents, breadcrumbs or previous/next links, at full width. Absent on other pages.
   */
  layout?: 'landing' | 'page' | 'component';
  /**
   * A class of the site's CSS for the page's wrapper: `wrapperClassName` (Docusaurus' key of a page of the pages
   * folder, `layout: 'page'` or `'component'`, which a doc may set too) or VitePress' `pageClass`.
   */
  wrapperClassName?: string;
  route: SitePath;
  title: string;
  description: string;
  toc: TocEntry[];
  breadcrumbs: NavLink[];
  sidebar: SidebarView[] | null;
  /** The name of the docs sidebar the page shows: the navbar marks the item that leads into it. */
  sidebarName?: string;
  /** Set when the data block leaves `sidebar` out: the browser rebuilds it from the shared tree. */
  sidebarRef?: SidebarRef;
  prev: NavLink | null;
  next: NavLink | null;
  hideTableOfContents: boolean;
  /** `keywords` front matter, for the keywords meta tag. */
  keywords?: string[];
  /** The page's social card image (`image` front matter) as a site path or an absolute URL. */
  image?: string;
  /** Keep search engines away (an unlisted page). */
  noindex?: boolean;
  /** The page's tags, each linking to the page that lists its docs. */
  tags?: NavLink[];
  /** When the page last changed (ISO date) and by whom, when the site shows them. */
  lastUpdate?: { date?: string; author?: string };
  /** Where to edit the page's source, when the site links it: an absolute URL from the config or front matter. */
  editUrl?: Href;
  /**
   * Style sheets only this page needs (KaTeX's on a page with math), as site paths without the base URL: linked
   * in the page's head, and added to the head when client navigation reaches the page. Absent when none.
   */
  stylesheets?: SitePath[];
  /** What the page's `<Head>` adds to its head (an MDX page's; absent when none). */
  head?: PageHead;
  /** Hashed asset with this page's whole sidebar, when the HTML carries only the open branch (base URL included). */
  sidebarTreeUrl: Href | null;
  /** On sites with several locales or versions: the page's variant (see `SiteData.variant`) and its counterparts. */
  variant?: string;
  alternates?: PageAlternates;
  /** A translated locale's page shown in the default locale's words, for want of a translation. */
  untranslated?: boolean;
  /** The version banner and untranslated notice above the doc, as HTML made at build time (absent when none). */
  noticesHtml?: string;
  /**
   * A blog page: which kind (its article, drawn at build time, holds the rest), and on a post the labels of its
   * previous/next links ("Newer post", "Older post"). Absent on docs.
   */
  blog?: { kind: 'post' | 'list' | 'tags' | 'authors' | 'archive'; prevLabel?: string; nextLabel?: string };
}

/** The same page elsewhere in the site: routes by locale code and by version name (a version may lack the page). */
export interface PageAlternates {
  locales: Record<string, SitePath>;
  versions: Record<string, SitePath>;
}

/** A page as client-side navigation reads it from the route's HTML: its site, the page, and its body HTML. */
export interface PageDataWithBody extends PageData {
  bodyHtml: string;
}

/** What the HTML of a route that only forwards to another holds (a locale's or version's root without a page of its own). */
export interface PageDataRedirect {
  redirect: SitePath;
}

/** What client navigation finds in a route's HTML. */
export type PageDataFile = PageDataWithBody | PageDataRedirect;

/** The icons the theme draws for navbar links (`icon: 'github'`). */
export const NAVBAR_ICON_NAMES = ['github', 'gitlab', 'discord', 'slack', 'x', 'mastodon', 'rss', 'chat', 'repository'] as const;
export type NavbarIconName = (typeof NAVBAR_ICON_NAMES)[number];

/**
 * One element of a custom navbar icon, already sanitised at build time: only drawing elements, and attributes
 * under their React names (`strokeWidth`). The theme renders it as it is.
 */
export interface SvgIconElement {
  tag: string;
  attrs: Record<string, string>;
  children: SvgIconElement[];
}

/** A navbar icon's drawing: the `<svg>` element read from the config's file, or a built-in icon's (with its `name`). */
export type NavbarIcon = { svg: SvgIconElement; name?: string };

export interface NavbarLinkItem {
  type: 'link';
  label: string;
  /** A site path or an external URL, as the config wrote it. */
  href: SitePath;
  position: 'left' | 'right';
  icon?: NavbarIcon;
  /** `button`: drawn as a call to action. */
  variant?: 'link' | 'button';
  /** Classes of the site's own CSS, from the config. */
  className?: string;
  /** Marked current on pages whose route starts with this path (Docusaurus' `activeBasePath`). */
  activeBase?: SitePath;
  /** Marked current on pages whose path (base URL included) matches this expression (Docusaurus' `activeBaseRegex`). */
  activeRegex?: string;
  /** The docs sidebar the link leads into (a `docSidebar` or `doc` item): marked current on pages that show it. */
  sidebar?: string;
}

export interface NavbarDropdownItem {
  type: 'localeDropdown' | 'docsVersionDropdown';
  position: 'left' | 'right';
  /** Drawn as a dropdown even with a single locale or version (else: no locale dropdown, a plain version link). */
  forceDropdown?: boolean;
  /** A version dropdown of a docs instance other than the `docs` key's: its id (the preferred version is kept per instance). */
  docsPluginId?: string;
  /** Links shown before and after the dropdown's own entries (with any of them, it is a dropdown even with one entry). */
  itemsBefore?: NavLink[];
  itemsAfter?: NavLink[];
  /**
   * A version dropdown of another docs instance than the page's: that instance's versions in the page's locale, each
   * leading to its home (the page's own instance's are `SiteData.versions`).
   */
  versions?: VersionData[];
}

/** A menu of links under a label (the config's `dropdown` item), each resolved to a site path or an external URL. */
export interface NavbarMenuItem {
  type: 'dropdown';
  label: string;
  position: 'left' | 'right';
  items: NavLink[];
}

export type NavbarItem = NavbarLinkItem | NavbarDropdownItem | NavbarMenuItem;

/** A footer item the config writes as HTML (Docusaurus' `{ html }` link item: a badge, a button), as inline nodes. */
export interface FooterHtmlItem {
  html: InlineNode[];
}

export interface FooterColumn {
  title: string;
  items: (NavLink | FooterHtmlItem)[];
}

/**
 * Inline content the config writes as HTML (the announcement bar's, the footer's copyright and `html` items),
 * checked at build time: text, or an element of a small inline allowlist. A link's `href` is a site path (the theme
 * adds the base URL) or an external URL; an image's `src` (footer items only) is ready as it is.
 */
export type InlineNode =
  | string
  | {
      tag: 'a' | 'b' | 'strong' | 'em' | 'i' | 'u' | 's' | 'small' | 'mark' | 'code' | 'kbd' | 'span' | 'br' | 'img';
      children: InlineNode[];
      className?: string;
      ariaLabel?: string;
      /** `data-` attributes, by their HTML names (`data-show-count`): inert data a site's own script reads. */
      data?: Readonly<Record<string, string>>;
      href?: SitePath;
      /** The link opens in a new tab (`target="_blank"`), without an opener. */
      newTab?: boolean;
      src?: string;
      alt?: string;
      width?: number;
      height?: number;
    };

export interface AnnouncementBarData {
  id: string;
  content: InlineNode[];
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export interface VersionData {
  name: string;
  label: string;
  /** Where the version's docs sit in the reader's locale (`/`, `/1.0`, `/fr/next`). */
  path: SitePath;
  mainDocId: string;
  isLast: boolean;
  /** The notice its pages show: none, or that the version is not released yet or no longer maintained. */
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Its pages show a "Version: …" badge. */
  badge: boolean;
  /** The route of the version's home page in the reader's locale: where the dropdown leads when a page has no counterpart. */
  home: SitePath;
}

/** How the search UI reaches its engine. */
export interface SearchSettings {
  provider: 'local' | 'server' | 'algolia';
  indexName: string;
  /** The prebuilt index and the worker that searches it (local provider), base URL included. */
  indexUrl: Href | null;
  workerUrl: Href | null;
  /** Hosts for the algolia provider (default: Algolia's own). */
  hosts: string[] | null;
  appId: string;
  apiKey: string;
  /** Facet filters for contextual search (language and docs version tag). */
  facetFilters: (string | string[])[];
  insights: boolean;
  /** Where "Let us know." links on the no-results screen. */
  feedbackUrl: string | null;
}

export interface LocaleData {
  /** The BCP 47 code as configured (`pt-BR`). */
  code: string;
  /**
   * What the locale dropdown shows (default: the language's own name, `Français`). Absent, unless the config gives
   * it, on a site with one locale and no locale dropdown in its navbar, where nothing shows it.
   */
  label?: string;
  /** The `<html lang>` value. */
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /**
   * What the locale's routes start with: '' for the default locale (unless `i18n.prefixDefaultLocale`), else
   * `/<code>` (a prefix, not a site path: '' is none).
   */
  prefix: string;
  /** The site's default locale (its fallback, `x-default`) when it has a prefix too (`i18n.prefixDefaultLocale`); else the one without a prefix is. */
  isDefault?: true;
}

/** The default locale among the site's. */
export const defaultLocaleOf = (locales: readonly LocaleData[]): LocaleData | undefined =>
  locales.find((l) => l.isDefault) ?? locales.find((l) => l.prefix === '');

/** The navbar logo: site paths (without the base URL) or absolute URLs; `srcDark` is shown in dark mode instead of `src`. */
export interface LogoData {
  alt: string;
  src: SitePath;
  srcDark?: SitePath;
  /** Where the logo links (a site path or an absolute URL). */
  href: SitePath;
  width?: number;
  height?: number;
}

/** The footer's logo: the navbar logo's data, except that it links only when the config says where, and keeps its own size. */
export type FooterLogoData = Omit<LogoData, 'href'> & { href?: SitePath };

/** Site-wide data, the same on every page. */
export interface SiteData {
  title: string;
  tagline: string;
  /** Between the page's and the site's title in the tab title, when it is not `|`. */
  titleDelimiter?: string;
  url: string;
  baseUrl: string;
  logo: LogoData | null;
  /** `title`: the text beside the logo (null: none). */
  navbar: { title: string | null; hideOnScroll: boolean; items: NavbarItem[] };
  /**
   * How the docs sidebar behaves for the reader, when the config turns something on (absent otherwise): `hideable`
   * adds a button that hides it and one that shows it again; `autoCollapseCategories` closes a category's siblings
   * when the reader opens it.
   */
  sidebarBehaviour?: { hideable?: true; autoCollapseCategories?: true };
  /** The copyright line is inline nodes the build checked (text, links, emphasis), as the announcement bar's content. */
  footer: { columns: FooterColumn[]; copyright: InlineNode[]; logo?: FooterLogoData };
  announcementBar: AnnouncementBarData | null;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  /** The configured locales, in the config's order. */
  locales: LocaleData[];
  /** The code of the locale the pages are in. */
  locale: string;
  /** The docs versions, as the pages' locale has them. */
  versions: VersionData[];
  /** The name of the docs version the pages belong to. */
  version: string;
  /** The docs instance the pages belong to, when it is not the `docs` key's (`default`). */
  docsInstance?: string;
  /**
   * The pages' locale and version (`fr/1.0`), on sites with several (absent for the default locale's last version).
   * Pages of another variant have other site data, so the router opens them with a full load.
   */
  variant?: string;
  /** The theme's interface strings in `locale`, resolved at build time (built-in catalogue, `code.json`, English). */
  text: InterfaceText;
  analytics: { trackingId: string; anonymizeIp: boolean } | null;
  search: SearchSettings | null;
}

/** The document title: "Page title | Site title" (the site title alone on a page named like the site). */
export function documentTitle(pageTitle: string, siteTitle: string, delimiter = '|'): string {
  return pageTitle && pageTitle !== siteTitle ? `${pageTitle} ${delimiter} ${siteTitle}` : siteTitle;
}
