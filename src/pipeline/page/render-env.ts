/**
 * What every stage of a page's render reads from the build (`RenderEnv`: the site plan, template, shared assets,
 * theme, site root) and the files a page stage hands back (`OutputFile`). Types only: holds no code, so the page
 * stages and `pages.ts`, which composes them, share these without importing each other.
 */
import type { Href } from '../../../core/urls.js';
import type { PluginSource } from '../../markdown/user-plugins.js';
import type { PageAssets } from '../../render/document.js';
import type { ThemeModule } from '../../render/theme-module.js';
import type { RenderCacheSettings } from '../page-reads.js';
import type { SitePlan } from '../plan.js';
import type { SiteComponents } from '../site-components.js';

export interface OutputFile {
  path: string;
  content: string;
}

export interface RenderEnv {
  plan: SitePlan;
  template: string;
  assets: PageAssets;
  /** Per variant (by index): sidebar name → URL of its full-tree asset, for pruned sidebars. */
  sidebarTreeUrls: readonly ReadonlyMap<string, Href>[];
  /** Per variant (by index): URL of the asset every page shares (interface strings, whole sidebar trees). */
  sharedUrls: readonly Href[];
  /** A theme loaded from source (dev); in-process only, since functions cannot cross to worker threads. */
  theme?: ThemeModule;
  /** Extra markup before </body> on every page (dev). */
  bodyEnd?: string;
  /** The site root (absolute), where local images and linked files are read; without it they stay as written. */
  root?: string;
  /** The site's own components that MDX pages import (null when they import none). */
  components?: SiteComponents | null;
  /** The persistent render cache (disk builds), or absent. */
  cache?: RenderCacheSettings | null;
  /** The config a render thread loads the site's Markdown plugins from, when the site has any (`markdown/user-plugins.ts`). */
  markdownPlugins?: PluginSource | null;
}
