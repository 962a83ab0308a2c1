/**
 * The not-found and search pages of a variant: route data and the page's files, with no Markdown to compile. Kept
 * apart from pages.ts so that the thread writing site-level files never loads the Markdown pipeline for them. Pure.
 */
import type { OutputFile, RenderEnv } from './render-env.js';
import { pageFiles } from './page-html.js';
import { specialRouteData } from './route-data.js';

/** The not-found page (`404.html`) and the search page (`search.html`) of a variant, under its locale's prefix. */
export function renderSpecialPage(kind: 'notFound' | 'search', env: RenderEnv, variantIndex = 0): OutputFile[] {
  const page = specialRouteData(kind, env.plan.variants[variantIndex]!, env.sidebarTreeUrls[variantIndex]);
  return pageFiles(env, variantIndex, page, '');
}
