/**
 * The check of a whole rendered site, the one `docsgen build` ends with and `docsgen dev`'s background pass runs
 * once every page has a result: each page's own problems, every link of the pages and of the config against the
 * routes, headings and files there are, the site-level files' problems, and an empty search index. Links are
 * checked in chunks with `pause()` between them, so dev answers requests meanwhile; a build does not pause. Reads
 * and writes nothing.
 */
import micromatch from 'micromatch';
import { splitHref } from '../../core/urls.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { uniqueDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { checkLinks } from '../links/check.js';
import type { RenderedPage } from './pages.js';
import type { SitePlan } from './plan.js';
import { otherLinkTargets, siteFileProblems } from './site-files.js';

/** What the checks and search need of a rendered page: the page without its files. */
export type PageResult = Omit<RenderedPage, 'files' | 'writtenBytes' | 'linked' | 'written'>;

/** Whether the page's body could not be rendered (an error is reported for it). */
export function isFailed(page: PageResult): boolean {
  return page.diagnostics.some((d) => d.severity === 'error' && (d.code === 'mdx' || d.code === 'markdown-too-deep' || d.code === 'page-over-budget'));
}

/** Routes of the pages whose body could not be rendered. */
export function failedRoutes(pages: Iterable<PageResult>): Set<string> {
  return new Set([...pages].filter(isFailed).map((p) => p.route));
}

/** The paths besides pages that links may point to, worked out once per plan and static files (a site's worth of routes). */
const targetsOfPlan = new WeakMap<SitePlan, { staticFiles: readonly string[]; files: Set<string> }>();

/** Static files, site-level files and the like that links may point to, for `plan`; kept while the plan and files are the same. */
export function linkTargetFiles(plan: SitePlan, staticFiles: readonly string[]): Set<string> {
  const known = targetsOfPlan.get(plan);
  if (known?.staticFiles === staticFiles) return known.files;
  const files = otherLinkTargets(staticFiles, plan);
  targetsOfPlan.set(plan, { staticFiles, files });
  return files;
}

const redirectsOfPlan = new WeakMap<SitePlan, Map<string, string | null>>();

/**
 * The config's redirect pages as link targets: each `from` → the route it forwards to, or null when a link's fragment
 * cannot be checked there (another site's address, or a target with a fragment of its own).
 */
export function redirectTargets(plan: SitePlan): ReadonlyMap<string, string | null> {
  let known = redirectsOfPlan.get(plan);
  if (!known) {
    known = new Map(plan.redirects.map((r) => [r.from, r.external || r.to.includes('#') ? null : splitHref(r.to).pathname]));
    redirectsOfPlan.set(plan, known);
  }
  return known;
}

const elsewhereOfPlan = new WeakMap<SitePlan, (route: string) => boolean>();

/**
 * Whether something else serves `route` (the config's `servedElsewhere` globs, a trailing slash not counted, since
 * routes have none).
 */
export function servedElsewhere(plan: SitePlan): (route: string) => boolean {
  let known = elsewhereOfPlan.get(plan);
  if (!known) {
    const globs = plan.config.servedElsewhere.map((glob) => (glob.length > 1 ? glob.replace(/\/+$/, '') : glob));
    const matchers = globs.map((glob) => micromatch.matcher(glob, { dot: true }));
    known = (route: string) => matchers.some((matches) => matches(route));
    elsewhereOfPlan.set(plan, known);
  }
  return known;
}

/** Pages whose links are checked between two pauses. */
const CHECK_CHUNK = 500;

export interface SiteCheckPacing {
  /** Awaited between chunks of pages (dev yields to requests there). */
  pause(): Promise<void>;
  /** True when the site changed meanwhile: the check stops and returns null. */
  stale(): boolean;
}

/** How many search records a page has, without reading records kept in the render cache. */
const recordCount = (page: PageResult) => page.recordsSummary?.count ?? page.records.length;

/**
 * The problems of a site whose every doc has a result in `pages` (by route), in the order a build reports them;
 * null when `pacing.stale()` says the site changed before the check ended.
 */
export async function checkSite(
  plan: SitePlan,
  pages: ReadonlyMap<string, PageResult>,
  staticFiles: readonly string[],
  pacing?: SiteCheckPacing,
): Promise<Diagnostic[] | null> {
  const all = plan.docs.map((doc) => pages.get(doc.route)!);
  const anchorsOf = new Map<string, ReadonlySet<string>>(all.map((p) => [p.route, p.headingIds]));
  anchorsOf.set('/search', new Set());
  const targets = {
    anchorsOf,
    files: linkTargetFiles(plan, staticFiles),
    failed: failedRoutes(all),
    unloaded: plan.unloadedRoutes,
    redirects: redirectTargets(plan),
    servedElsewhere: servedElsewhere(plan),
  };
  const found: Diagnostic[] = all.flatMap((p) => p.diagnostics);
  // A page of another locale than the default says so in its links' problems: its file may be the default one's.
  const defaultLocale = plan.config.i18n.defaultLocale;
  const localeOf = (index: number) => plan.variants[plan.docs[index]!.variant]?.locale;
  const linking = [
    ...all.map((page, i) => {
      const locale = localeOf(i);
      return locale && locale !== defaultLocale ? { ...page, locale, ...(plan.docs[i]!.untranslated ? { untranslated: true } : {}) } : page;
    }),
    ...plan.configLinks,
  ];
  for (let i = 0; i < linking.length; i += CHECK_CHUNK) {
    found.push(...checkLinks(linking.slice(i, i + CHECK_CHUNK), targets, plan.config));
    if (!pacing) continue;
    await pacing.pause();
    if (pacing.stale()) return null;
  }
  const diagnostics = uniqueDiagnostics([...found, ...siteFileProblems(plan, staticFiles)]);
  if (plan.config.search && all.every((page) => recordCount(page) === 0)) diagnostics.push(diagnostic('search-empty', 'warning', {}));
  return diagnostics;
}
