/**
 * Plan step for the pages folder (`src/pages`): adds its pages to the variant of each locale that holds the docs'
 * home (the default docs instance's last version), under the locale's prefix (in their translations, where the
 * locale has them), as pages without a sidebar. A page
 * whose route a doc or generated page of that variant has already is a located error naming both files, and the
 * page is dropped; a page at the locale's root replaces the forward to the docs' first page that stood there. Reads
 * no files: takes the pages as read, and changes the variants it is given (before the site's routes are indexed).
 */
import { joinRoute } from './site-variants.js';
import { DEFAULT_DOCS_INSTANCE } from '../config/names.js';
import { mdxPolicyOf, type SiteConfig } from '../config/schema.js';
import { localePages, type RawPageFile } from '../content/page-files.js';
import type { DocReading } from '../content/doc-reading.js';
import { loadSitePages } from '../content/site-pages.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Doc } from '../content/docs.js';
import type { SitePath } from '../../core/urls.js';

/** Routes the generator owns, which no page may take. */
const OWN_ROUTES = ['/search', '/404'];

export interface SitePagesInput {
  config: SiteConfig;
  rawPages: readonly RawPageFile[];
  includeDrafts: boolean;
  readDoc?: (item: { sourcePath: string; file: string; text: string }) => DocReading;
}

/** What of a planned variant the pages go into (the plan's `VariantPlan`). */
export interface PagesVariant {
  locale: string;
  instance: string;
  version: { isLast: boolean };
  localePrefix: string;
  docs: Doc[];
  docsById: Map<string, Doc>;
  homeRedirect: { from: SitePath; to: SitePath } | null;
}

/** Adds the pages to `variants` (in place) and returns the problems found. */
export function addSitePages(variants: PagesVariant[], input: SitePagesInput): Diagnostic[] {
  const { config, rawPages } = input;
  if (!config.pages || rawPages.length === 0) return [];
  const diagnostics: Diagnostic[] = [];
  const first = variants.findIndex((v) => v.instance === DEFAULT_DOCS_INSTANCE && v.version.isLast);
  const ownFiles = new Set(rawPages.map((page) => page.file));
  variants.forEach((variant, index) => {
    if (variant.instance !== DEFAULT_DOCS_INSTANCE || !variant.version.isLast) return;
    const loaded = loadSitePages(localePages(rawPages, variant.locale), {
      routeBasePath: joinRoute(variant.localePrefix, (config.pages as Exclude<SiteConfig['pages'], false>).routeBasePath),
      includeDrafts: input.includeDrafts,
      markdownFormat: config.markdown.format,
      frontMatterKeys: config.markdown.frontMatterKeys,
      variant: index,
      siteTitle: config.title,
      runsSiteCode: mdxPolicyOf(config) === 'trusted',
      ...(input.readDoc ? { read: input.readDoc } : {}),
    });
    // A page's own problems are the same in every locale: reported once, with the first; a translation's, with its locale.
    diagnostics.push(...(index === first ? loaded.diagnostics : loaded.diagnostics.filter((d) => !ownFiles.has(d.file ?? ''))));
    const taken = new Map(variant.docs.map((doc) => [doc.route.toLowerCase(), doc]));
    for (const page of loaded.docs) {
      if (OWN_ROUTES.includes(page.route.slice(variant.localePrefix.length))) {
        diagnostics.push(diagnostic('route-reserved', 'error', { route: page.route }, { file: page.file, line: 1 }));
        continue;
      }
      const doc = taken.get(page.route.toLowerCase());
      if (doc) {
        diagnostics.push(diagnostic('page-route-clash', 'error', { route: page.route, pageFile: page.file, docFile: doc.file }, { file: page.file, line: 1 }));
        continue;
      }
      taken.set(page.route.toLowerCase(), page);
      variant.docs.push(page);
      variant.docsById.set(page.id, page);
      if (variant.homeRedirect?.from === page.route) variant.homeRedirect = null;
    }
  });
  return diagnostics;
}
