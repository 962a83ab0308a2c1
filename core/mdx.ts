/**
 * The data MDX pages get from the build, shared by the generator (which computes it) and the theme's MDX
 * components (which show it): the cards of the page's sidebar category, the site settings components may read and
 * the docs plugin's data (versions, docs) that Docusaurus' runtime modules give. Types, and one mark.
 */
import type { Href } from './urls.js';

/**
 * The property that marks the component standing for one docsgen cannot draw (an Astro component, shown as its
 * content): a theme component that needs particular children (Starlight's `<Tabs>`) can tell such a child apart.
 */
export const SHOWN_AS_CONTENT = 'docsgenShownAsContent';

/** One card of a `<DocCardList>`; `href` already carries the base URL. */
export interface DocCardItem {
  href: Href;
  label: string;
  description?: string;
  kind: 'doc' | 'category';
  /** For a category: how many docs it holds. */
  count?: number;
}

/** The site settings `useDocusaurusContext().siteConfig` shows a component, and what the runtime modules read. */
export interface MdxSiteConfig {
  title: string;
  tagline: string;
  /** Between a page's title and the site's in the tab title (`|` unless the config says otherwise). */
  titleDelimiter?: string;
  url: string;
  baseUrl: string;
  /** The locale the page is in, and the site's locales (`useDocusaurusContext().i18n`). */
  locale?: string;
  defaultLocale?: string;
  locales?: string[];
  /** The global data of the docs instance the page belongs to (`usePluginData('docusaurus-plugin-content-docs', id)`). */
  docs?: MdxDocsData;
  /** The page's docs instance: `default`, or an id of `docsInstances`. */
  docsInstance?: string;
  /** Every docs instance's global data by id, on a site with several (server only; else only the page's, as `docs`). */
  docsInstances?: Readonly<Record<string, MdxDocsData>>;
  /** The name of the docs version the page belongs to. */
  version?: string;
  /**
   * Messages by translation id for `@docusaurus/Translate`: the locale's `code.json` and the theme's interface
   * strings. Absent in the browser (client components), where a message shows as written.
   */
  translations?: Readonly<Record<string, string>>;
  /**
   * The config's `customFields` (`useDocusaurusContext().siteConfig.customFields`): read when the page is built;
   * absent in the page's data, so that a page does not carry them (a client component's script that imports
   * `useDocusaurusContext` carries their JSON data itself: src/pipeline/island-site-fields.ts).
   */
  customFields?: Readonly<Record<string, unknown>>;
  /**
   * `siteConfig.presets`: the classic preset with docsgen's docs, blog and theme settings under Docusaurus' option
   * names (absent in the page's data, as `customFields`).
   */
  presets?: readonly (readonly [string, Readonly<Record<string, unknown>>])[];
}

/**
 * The page's own doc as Docusaurus' `useDoc()` gives it to a component (`metadata` and `frontMatter`): what
 * docsgen knows of the page when it is built. Absent in the browser and on pages that are no docs.
 */
export interface MdxDocOfPage {
  metadata: {
    id: string;
    title: string;
    description: string;
    /** `@site/` and the file's path from the site folder, as Docusaurus writes it. */
    source: string;
    /** The page's address, with the base URL. */
    permalink: string;
    editUrl?: string;
    version?: string;
    sidebarPosition?: number;
    frontMatter: Readonly<Record<string, unknown>>;
    tags: { label: string; permalink: string }[];
    unlisted: boolean;
  };
  frontMatter: Readonly<Record<string, unknown>>;
  /** The title the page's own `#` heading gives, or undefined when the title comes from elsewhere. */
  contentTitle?: string;
}

/** One doc as the docs plugin's global data lists it (Docusaurus' `GlobalDoc`); `path` carries the base URL. */
export interface MdxDocsDoc {
  id: string;
  path: string;
  sidebar?: string;
  /** The doc's title and description, for `useDocsVersion().docs` (server only, as the list itself). */
  title?: string;
  description?: string;
}

/** One docs version as the docs plugin's global data gives it (Docusaurus' `GlobalVersion`, plus its banner and badge). */
export interface MdxDocsVersion {
  name: string;
  label: string;
  isLast: boolean;
  /** Where the version's docs start, base URL included (`/docs/next`). */
  path: string;
  mainDocId: string;
  /** The version's docs: listed on the server; empty in the browser, which does not load them. */
  docs: MdxDocsDoc[];
  draftIds: string[];
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
}

/** The docs plugin's global data (Docusaurus' `GlobalPluginData`): versions newest first, the last released one marked. */
export interface MdxDocsData {
  path: string;
  versions: MdxDocsVersion[];
  breadcrumbs: boolean;
}
