/**
 * Checks every recorded link against the routes that exist and the heading ids each page actually rendered,
 * and turns failures into diagnostics at the configured severity (`onBrokenLinks`, `onBrokenMarkdownLinks`,
 * `onBrokenAnchors`). Pure: runs after all pages are compiled.
 */
import { diagnostic } from '../diagnostics/catalogue.js';
import { severityFor, type Diagnostic, type ProblemPolicy } from '../diagnostics/diagnostic.js';
import type { LinkRecord } from '../markdown/context.js';
import { closestNames } from '../util/closest-names.js';

export interface LinkPolicies {
  onBrokenLinks: ProblemPolicy;
  onBrokenMarkdownLinks: ProblemPolicy;
  onBrokenAnchors: ProblemPolicy;
}

export interface PageLinks {
  file: string;
  route: string;
  links: readonly LinkRecord[];
  /** The page's locale when it is not the site's default one: its links' problems say so (the file is shared). */
  locale?: string;
  /** A default-locale page shown in `locale` for want of a translation: its links lead to that locale's pages. */
  untranslated?: boolean;
}

/** Route → heading ids on that page: a Map, or a view of one (dev checks an edit against 10,000 pages without copying them). */
export interface RouteAnchors {
  has(route: string): boolean;
  get(route: string): ReadonlySet<string> | undefined;
  keys(): Iterable<string>;
}

export interface LinkTargets {
  /** Route → heading ids on that page (empty for pages without headings, such as /search). */
  anchorsOf: RouteAnchors;
  /** Other paths that exist in the output (static files, sitemap.xml, …). */
  files: ReadonlySet<string>;
  /** Pages that failed to render (already reported): their anchors are unknown, so links into them are not checked for anchors. */
  failed?: { has(route: string): boolean };
  /** Routes of Markdown files that failed to load (already reported) → their file: a link to one says so. */
  unloaded?: ReadonlyMap<string, string>;
  /**
   * The config's redirect pages: `from` → the route they forward to, whose headings a link's fragment is checked
   * against (client navigation keeps the fragment), or null when that cannot be known (another site's address, a
   * target with its own fragment).
   */
  redirects?: ReadonlyMap<string, string | null>;
  /** Whether something else serves the route (the config's `servedElsewhere`): a link there is not broken, and its fragment is not checked. */
  servedElsewhere?: (route: string) => boolean;
}

/** A Markdown file linked with a `/` after its name (`setup.md/#install`), as Docusaurus reports it: not the file's page. */
const MARKDOWN_FILE_AS_FOLDER = /\.mdx?\/(?=[#?]|$)/;

function brokenTarget(link: LinkRecord, targets: LinkTargets): boolean {
  if (link.route === null) return true;
  // It reaches the page's Markdown copy written for agents, where no author meant to send a reader: broken, as in Docusaurus.
  if (MARKDOWN_FILE_AS_FOLDER.test(link.raw) && /\.md$/.test(link.route) && targets.anchorsOf.has(link.route.slice(0, -3))) return true;
  return !targets.anchorsOf.has(link.route) && !targets.files.has(link.route) && !targets.redirects?.has(link.route) && !targets.servedElsewhere?.(link.route);
}

/** The page whose headings a link's fragment names: the link's own, or the one a redirect at that path forwards to. */
function anchoredRoute(route: string, targets: LinkTargets): string | null {
  const forwarded = targets.redirects?.get(route);
  return forwarded === undefined ? route : forwarded;
}

export function checkLinks(pages: readonly PageLinks[], targets: LinkTargets, policies: LinkPolicies): Diagnostic[] {
  const out: Diagnostic[] = [];
  // Listed only for a broken link's suggestions: a site's worth of routes, for every chunk a check is split into.
  let routes: string[] | null = null;
  const linkSeverity = severityFor(policies.onBrokenLinks);
  const mdSeverity = severityFor(policies.onBrokenMarkdownLinks);
  const anchorSeverity = severityFor(policies.onBrokenAnchors);
  for (const page of pages) {
    const inLocale = page.locale ? { locale: page.locale } : {};
    for (const link of page.links) {
      // Where the link is: its file and place, and (for a link in a page's body) the address dev marks in the page.
      const at = {
        file: page.file,
        line: link.line,
        column: link.column || undefined,
        ...(link.href !== undefined ? { link: { route: page.route, href: link.href } } : {}),
      };
      if (link.kind !== 'anchor' && brokenTarget(link, targets)) {
        // A consequence of an error reported at the target's file: said as such, and listed after it.
        const unloaded = link.unloaded ?? (link.route !== null ? targets.unloaded?.get(link.route) : undefined);
        const severity = link.kind === 'markdown' ? mdSeverity : linkSeverity;
        if (unloaded !== undefined) {
          if (severity) out.push(diagnostic('link-to-failed-page', severity, { raw: link.raw, target: unloaded }, at));
          continue;
        }
        if (link.kind === 'markdown') {
          if (mdSeverity) out.push(diagnostic('broken-markdown-link', mdSeverity, { raw: link.raw }, at));
          continue;
        }
        // A missing favicon, social card or logo breaks no navigation (Docusaurus does not look for them): a
        // warning, which `--strict` makes fatal.
        if (link.kind === 'file' && link.staticFile) {
          const { path, staticDir } = link.staticFile;
          out.push(diagnostic('file-missing', 'warning', { raw: link.raw, what: 'image', path, staticDir, inConfig: true }, at));
          continue;
        }
        if (linkSeverity) {
          const suggestions = closestNames(link.route ?? link.raw, (routes ??= [...targets.anchorsOf.keys()]));
          out.push(diagnostic('broken-link', linkSeverity, { raw: link.raw, route: link.route, suggestions, ...inLocale }, at));
        }
        continue;
      }
      if (link.anchor === null || link.anchor === '' || link.route === null) continue;
      const anchored = anchoredRoute(link.route, targets);
      if (anchored === null || targets.failed?.has(anchored)) continue;
      const anchors = targets.anchorsOf.get(anchored);
      if (!anchors || anchors.has(link.anchor) || !anchorSeverity) continue;
      const suggestions = closestNames(link.anchor, [...anchors]);
      out.push(
        diagnostic(
          'broken-anchor',
          anchorSeverity,
          {
            raw: link.raw,
            anchor: link.anchor,
            route: anchored,
            onSamePage: anchored === page.route,
            suggestions,
            ...inLocale,
            ...(page.untranslated && page.locale ? { untranslated: true } : {}),
          },
          at,
        ),
      );
    }
  }
  return out;
}
