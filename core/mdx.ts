/**
 * The data MDX pages get from the build, shared by the generator (which computes it) and the theme's MDX
 * components (which show it): the cards of the page's sidebar category and the site settings components may read.
 * Types only.
 */
import type { Href } from './urls.js';

/** One card of a `<DocCardList>`; `href` already carries the base URL. */
export interface DocCardItem {
  href: Href;
  label: string;
  description?: string;
  kind: 'doc' | 'category';
  /** For a category: how many docs it holds. */
  count?: number;
}

/** The site settings `useDocusaurusContext().siteConfig` shows a component. */
export interface MdxSiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
}
