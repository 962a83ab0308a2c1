/**
 * The redirect pages the config asks for (`redirects` and `createRedirects`, as Docusaurus' client-redirects plugin
 * writes them): one page per `from` path, in every locale under its prefix (Docusaurus builds each locale as a site of its own), forwarding
 * to `to`, a path of the site (with its query and fragment; under the locale's prefix too) or another site's
 * address. A `from` that is already a page of the site, or another redirect's, is left out with a warning, as
 * Docusaurus leaves it out (unless it leads to the same place: `/a` and `/a/index` are one address here). Pure: it writes no page (emit/redirect-page.ts does) and checks no link (`to` is a
 * config link, checked with the others).
 */
import { normaliseRoute, splitHref, type SitePath } from '../../core/urls.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { lineOfKey, quotedValueLines, writesQuoted } from '../config/load.js';
import type { SiteConfig } from '../config/schema.js';
import { joinRoute } from './site-variants.js';

export interface RedirectPage {
  /** The route the page answers at. */
  from: SitePath;
  /** A site path (query and fragment kept) when `external` is false; else the address as written (another site's). */
  to: string;
  external: boolean;
}

export interface RedirectsInput {
  redirects: SiteConfig['redirects'];
  /** The config's `createRedirects`, called with each of `pagePaths`. */
  createRedirects?: SiteConfig['createRedirects'];
  /** The default locale's page routes, the paths `createRedirects` is given. */
  pagePaths?: readonly string[];
  /** The routes the site already answers at (pages, the not-found and search pages, the homes that forward). */
  routes: ReadonlySet<string>;
  /** Each locale's route prefix (`''` for the default locale). */
  localePrefixes: readonly string[];
  configFile: string;
  /** The config's text, to find each entry's line. */
  configSource: string;
}

/** The line of the config that writes `from` (with `to`, when the entry is on one line: the same `from` may come twice). */
function entryLine(source: string, from: string, to: string): number | undefined {
  const both = source.split('\n').findIndex((line) => writesQuoted(line, from) && writesQuoted(line, to));
  return both >= 0 ? both + 1 : quotedValueLines(source)(from);
}

/** The entries `createRedirects` makes, one per page it names other paths for; a throw or a wrong value is a located error. */
function createdRedirects(
  create: NonNullable<SiteConfig['createRedirects']>,
  pagePaths: readonly string[],
  at: { file: string; line: number | undefined },
): { entries: SiteConfig['redirects']; diagnostics: Diagnostic[] } {
  const entries: SiteConfig['redirects'] = [];
  for (const path of pagePaths) {
    let made: unknown;
    try {
      made = create(path);
    } catch (error) {
      const reason = `it threw for \`${path}\`: ${error instanceof Error ? error.message : String(error)}`;
      return { entries: [], diagnostics: [diagnostic('config-invalid', 'error', { variant: 'wrong-value', keyPath: 'createRedirects', reason }, at)] };
    }
    if (made === null || made === undefined || made === false) continue;
    const from = typeof made === 'string' ? [made] : Array.isArray(made) ? made : null;
    if (!from || from.some((f) => typeof f !== 'string' || !f.startsWith('/') || f.startsWith('//'))) {
      const reason = `for \`${path}\` it returned ${JSON.stringify(made)}, where a path of the site (starting with one \`/\`), a list of them or nothing is expected`;
      return { entries: [], diagnostics: [diagnostic('config-invalid', 'error', { variant: 'wrong-value', keyPath: 'createRedirects', reason }, at)] };
    }
    if (from.length) entries.push({ from: from as string[], to: path });
  }
  return { entries, diagnostics: [] };
}

export function plannedRedirects({ redirects, createRedirects, pagePaths = [], routes, localePrefixes, configFile, configSource }: RedirectsInput): {
  pages: RedirectPage[];
  diagnostics: Diagnostic[];
} {
  const pages: RedirectPage[] = [];
  const diagnostics: Diagnostic[] = [];
  // Each route redirected so far: where it leads, and the `from` path that took it, as written.
  const taken = new Map<string, { to: string; written: string }>();
  const functionLine = lineOfKey(configSource, ['createRedirects']);
  const created = createRedirects ? createdRedirects(createRedirects, pagePaths, { file: configFile, line: functionLine }) : null;
  diagnostics.push(...(created?.diagnostics ?? []));
  for (const { from, to } of [...redirects, ...(created?.entries ?? [])]) {
    // Only a path from the site's root is the site's (and checked, as Docusaurus checks only those): the rest is written as it is.
    const external = !to.startsWith('/') || to.startsWith('//');
    const { pathname } = splitHref(to);
    const suffix = to.slice(pathname.length);
    for (const written of Array.isArray(from) ? from : [from]) {
      const at = { file: configFile, line: entryLine(configSource, written, to) ?? functionLine };
      const route = normaliseRoute(written);
      if (routes.has(route)) {
        diagnostics.push(diagnostic('redirect-ignored', 'warning', { from: written, to, page: route }, at));
        continue;
      }
      const earlier = taken.get(route);
      // Paths Docusaurus writes as pages of their own (`/a` and `/a/index`, as a plugin's `from` lists often hold
      // both) are one address here: leading to the same place, they are one redirect, and nothing is lost.
      if (earlier?.to === to) continue;
      if (earlier !== undefined) {
        const sameAddress = earlier.written !== written ? { earlierFrom: earlier.written } : {};
        diagnostics.push(diagnostic('redirect-ignored', 'warning', { from: written, to, earlierTo: earlier.to, ...sameAddress }, at));
        continue;
      }
      taken.set(route, { to, written });
      for (const prefix of localePrefixes) {
        const target = external ? to : `${joinRoute(prefix, normaliseRoute(pathname))}${suffix}`;
        pages.push({ from: joinRoute(prefix, route), to: target, external });
      }
    }
  }
  return { pages, diagnostics };
}
