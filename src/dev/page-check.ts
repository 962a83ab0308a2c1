/**
 * The link checks of `docsgen dev`. The quick one runs on the pages an edit rendered, before the background pass
 * has checked the whole site: their links are judged against every route of the plan, and against the headings of
 * the pages rendered so far (a link into a page not rendered yet is checked for the page, not for its anchor). The
 * complete one, once every page has a result, is the build's own (`pipeline/site-check.ts`), in chunks. Reads and
 * writes nothing.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { checkLinks, type RouteAnchors } from '../links/check.js';
import type { SitePlan } from '../pipeline/plan.js';
import { checkSite, isFailed, linkTargetFiles, redirectTargets, servedElsewhere, type PageResult } from '../pipeline/site-check.js';

const NO_ANCHORS: ReadonlySet<string> = new Set();

/**
 * Checks the links of the pages at `routes`. The site's routes and the rendered pages' headings are looked up where
 * they are, not copied: an edit of one page of 10,000 checks a handful of links.
 */
export function checkSomePages(plan: SitePlan, pages: ReadonlyMap<string, PageResult>, routes: Iterable<string>, staticFiles: readonly string[]): Diagnostic[] {
  const isPage = (route: string) => plan.docByRoute.has(route) || route === '/search';
  const anchorsOf: RouteAnchors = {
    has: isPage,
    // A page not rendered yet has no headings known: links into it are checked for the page only (see `failed`).
    get: (route) => (isPage(route) ? (pages.get(route)?.headingIds ?? NO_ANCHORS) : undefined),
    keys: () => [...plan.docs.map((doc) => doc.route), '/search'],
  };
  const failed = { has: (route: string) => plan.docByRoute.has(route) && (!pages.has(route) || isFailed(pages.get(route)!)) };
  const checked = [...new Set(routes)].flatMap((route) => pages.get(route) ?? []);
  const targets = {
    anchorsOf,
    files: linkTargetFiles(plan, staticFiles),
    failed,
    unloaded: plan.unloadedRoutes,
    redirects: redirectTargets(plan),
    servedElsewhere: servedElsewhere(plan),
  };
  return checkLinks(checked, targets, plan.config);
}

/**
 * The complete check of a site whose every page has a result: the build's own check (`checkSite`), in chunks with
 * `pause()` between them, so requests and edits are not held up behind it. Null when `stale()` says the site changed
 * meanwhile (the caller checks the new one).
 */
export function checkAllPages(
  plan: SitePlan,
  pages: ReadonlyMap<string, PageResult>,
  staticFiles: readonly string[],
  pause: () => Promise<void>,
  stale: () => boolean,
): Promise<Diagnostic[] | null> {
  return checkSite(plan, pages, staticFiles, { pause, stale });
}
