/**
 * The link checks of `docsgen dev`. The quick one runs on the pages an edit rendered, before the background pass
 * has checked the whole site: their links are judged against every route of the plan, and against the headings of
 * the pages rendered so far (a link into a page not rendered yet is checked for the page, not for its anchor). The
 * complete one, once every page has a result, finds what `renderSite` finds, in chunks. Reads and writes nothing.
 */
import { diagnostic } from '../diagnostics/catalogue.js';
import { uniqueDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { checkLinks, type RouteAnchors } from '../links/check.js';
import type { SitePlan } from '../pipeline/plan.js';
import { failedRoutes, isFailed, type PageResult } from '../pipeline/render-site.js';
import { otherLinkTargets, siteFileProblems } from '../pipeline/site-files.js';

/** The paths besides pages that links may point to, worked out once per plan and static files (a site's worth of routes). */
const targetsOfPlan = new WeakMap<SitePlan, { staticFiles: readonly string[]; files: Set<string> }>();

function otherTargets(plan: SitePlan, staticFiles: readonly string[]): Set<string> {
  const known = targetsOfPlan.get(plan);
  if (known?.staticFiles === staticFiles) return known.files;
  const files = otherLinkTargets(staticFiles, plan);
  targetsOfPlan.set(plan, { staticFiles, files });
  return files;
}

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
  return checkLinks(checked, { anchorsOf, files: otherTargets(plan, staticFiles), failed }, plan.config);
}

/** Pages whose links are checked between two pauses of the complete check. */
const CHECK_CHUNK = 500;

/**
 * The complete check of a site whose every page has a result: the same problems, in the same order, as the end
 * of `renderSite`, but in chunks with `pause()` between them, so requests and edits are not held up behind it.
 * Null when `stale()` says the site changed meanwhile (the caller checks the new one).
 */
export async function checkAllPages(
  plan: SitePlan,
  pages: ReadonlyMap<string, PageResult>,
  staticFiles: readonly string[],
  pause: () => Promise<void>,
  stale: () => boolean,
): Promise<Diagnostic[] | null> {
  const all = plan.docs.map((doc) => pages.get(doc.route)!);
  const anchorsOf = new Map<string, ReadonlySet<string>>(all.map((p) => [p.route, p.headingIds]));
  anchorsOf.set('/search', new Set());
  const targets = { anchorsOf, files: otherTargets(plan, staticFiles), failed: failedRoutes(all) };
  const found: Diagnostic[] = all.flatMap((p) => p.diagnostics);
  const linking = [...all, ...plan.configLinks];
  for (let i = 0; i < linking.length; i += CHECK_CHUNK) {
    found.push(...checkLinks(linking.slice(i, i + CHECK_CHUNK), targets, plan.config));
    await pause();
    if (stale()) return null;
  }
  const diagnostics = uniqueDiagnostics([...found, ...siteFileProblems(plan, staticFiles)]);
  if (plan.config.search && all.every((p) => p.records.length === 0)) diagnostics.push(diagnostic('search-empty', 'warning', {}));
  return diagnostics;
}
