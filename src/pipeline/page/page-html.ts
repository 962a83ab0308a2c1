/**
 * Page stage 4, HTML: a page's output file from its route data and its compiled content — a landing page's hero and
 * cards drawn by the theme before the body, then the whole document through the site's template (`renderPage`).
 * The HTML carries the page's data block, which client navigation reads, so there is no separate data file. Decides
 * nothing about the route data, compiles nothing and writes nothing: the caller writes the files.
 */
import type { PageData } from '../../../core/route-data.js';
import { routeOutputFile } from '../../../core/urls.js';
import { renderPage } from '../../render/document.js';
import type { ThemeModule } from '../../render/theme-module.js';
import type { CompiledDoc } from './compile-doc.js';
import type { OutputFile, RenderEnv } from './render-env.js';

/** The article's HTML: the compiled body, after a landing page's hero and cards. */
export function docBodyHtml(content: CompiledDoc, theme: ThemeModule): string {
  const { body, landing } = content;
  return landing ? theme.landingHtml(landing.view, body.bodyHtml) : body.bodyHtml;
}

/** The page's HTML file, at the path its route is served from. */
export function pageFiles(env: RenderEnv, variantIndex: number, page: PageData, bodyHtml: string): OutputFile[] {
  const variant = env.plan.variants[variantIndex]!;
  const html = renderPage({
    template: env.template,
    site: variant.site,
    sharedUrl: env.sharedUrls[variantIndex]!,
    page,
    bodyHtml,
    assets: env.assets,
    theme: env.theme,
    bodyEnd: env.bodyEnd,
  });
  return [{ path: routeOutputFile(page.route), content: html }];
}
