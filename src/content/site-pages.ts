/**
 * Turns the files of the pages folder into pages, by Docusaurus' pages plugin rules: the route is the file's path
 * under the folder without its extension, an `index` file standing for its folder (`help.md` → `/help`,
 * `showcase/index.tsx` → `/showcase`), under the pages' `routeBasePath`; no number prefixes, ids or slugs. A Markdown
 * page keeps its front matter (`title`, `description`, `hide_table_of_contents`, `wrapperClassName`, `draft`,
 * `unlisted`); a React component becomes an MDX body that imports and renders its default export, so that it is
 * bundled and hydrated exactly as the site's MDX components are. Pure: reads no files, bundles nothing.
 */
import { joinSitePath, type SitePath } from '../../core/urls.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { docFormat, formatRaised } from './doc-format.js';
import { isValidRoute } from './doc-paths.js';
import { readDoc, type DocReading } from './doc-reading.js';
import type { Doc } from './docs.js';
import { frontMatterKeyLine, ownKeyWarnings } from './front-matter.js';
import type { RawPageFile } from './page-files.js';

export interface LoadPagesOptions {
  /** Where pages sit in the site (`/` by default). */
  routeBasePath: string;
  /** `markdown.frontMatterKeys`: the site's own front matter keys, not warned of. */
  frontMatterKeys?: readonly string[];
  includeDrafts: boolean;
  markdownFormat: 'detect' | 'mdx' | 'md';
  /** The site variant the pages belong to (the default locale's). */
  variant: number;
  siteTitle: string;
  /** Whether the site runs its own code (MDX not `safe`): React pages are code, built only then. */
  runsSiteCode: boolean;
  read?: (item: { sourcePath: string; file: string; text: string }) => DocReading;
}

/** `help.md` → `/help`, `showcase/index.tsx` → `/showcase`, `index.js` → the route base itself. */
export function pageRouteOf(sourcePath: string, routeBasePath: string): SitePath {
  const withoutExtension = sourcePath.replace(/\.[^./]+$/, '');
  const withoutIndex = withoutExtension === 'index' ? '' : withoutExtension.replace(/\/index$/, '');
  return joinSitePath(routeBasePath, withoutIndex);
}

/**
 * The MDX a React page is rendered through: its default export, imported by the file's path from the site root, given
 * the site's config as its `config` prop, as Docusaurus' pages plugin gives it (pages written for Docusaurus 1 read it).
 */
export function componentPageBody(file: string): string {
  return [
    `import Page from ${JSON.stringify(`@site/${file}`)};`,
    "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
    '',
    '<Page config={useDocusaurusContext().siteConfig} />',
    '',
  ].join('\n');
}

/** What a React page is called before it renders (its `<Layout title>` names it then): the site's title at the root, else its last path segment. */
function componentTitle(route: string, routeBasePath: string, siteTitle: string): string {
  if (route === joinSitePath(routeBasePath)) return siteTitle;
  return route.slice(route.lastIndexOf('/') + 1);
}

export function loadSitePages(raw: readonly RawPageFile[], options: LoadPagesOptions): { docs: Doc[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const docs: Doc[] = [];
  const byRoute = new Map<string, Doc>();
  for (const item of raw) {
    const route = pageRouteOf(item.sourcePath, options.routeBasePath);
    if (!isValidRoute(route)) {
      diagnostics.push(diagnostic('route-invalid', 'error', { route, fromSlug: false }, { file: item.file, line: 1 }));
      continue;
    }
    let doc: Doc;
    if (item.kind === 'component') {
      if (!options.runsSiteCode) {
        diagnostics.push(diagnostic('page-component-untrusted', 'error', { route }, { file: item.file, line: 1 }));
        continue;
      }
      const title = componentTitle(route, options.routeBasePath, options.siteTitle);
      doc = {
        ...pageBase(item, route, options.variant),
        frontMatter: {},
        title,
        description: '',
        label: title,
        body: componentPageBody(item.file),
        bodyLineOffset: 0,
        format: 'mdx',
        page: 'component',
      };
    } else {
      const reading = (options.read ?? readDoc)(item);
      diagnostics.push(...reading.diagnostics, ...ownKeyWarnings(item.file, reading.result?.ownKeyLines, options.frontMatterKeys ?? []));
      if (!reading.result) continue;
      const { frontMatter, bodyStart, bodyLineOffset, summary } = reading.result;
      if (frontMatter.draft && !options.includeDrafts) continue;
      if (formatRaised(frontMatter, options.markdownFormat)) {
        const key = frontMatter.format ? 'format' : 'mdx';
        diagnostics.push(
          diagnostic('front-matter-format-refused', 'error', {}, { file: item.file, line: frontMatterKeyLine(item.text.slice(0, bodyStart), key) }),
        );
      }
      const title = frontMatter.title ?? summary.contentTitle ?? componentTitle(route, options.routeBasePath, options.siteTitle);
      doc = {
        ...pageBase(item, route, options.variant),
        frontMatter,
        title,
        description: frontMatter.description ?? summary.excerpt ?? '',
        label: title,
        unlisted: frontMatter.unlisted ?? false,
        body: item.text.slice(bodyStart),
        bodyLineOffset,
        format: docFormat(item.sourcePath, frontMatter, options.markdownFormat),
        page: 'markdown',
      };
    }
    const clash = byRoute.get(route.toLowerCase());
    if (clash) {
      diagnostics.push(
        diagnostic('route-duplicate', 'error', { route, firstRoute: clash.route, firstFile: clash.file, secondFile: item.file }, { file: item.file, line: 1 }),
      );
      continue;
    }
    byRoute.set(route.toLowerCase(), doc);
    docs.push(doc);
  }
  return { docs, diagnostics };
}

/** What every page has alike: its id (`page:` and its path, never a doc's), file, route and variant. */
function pageBase(item: RawPageFile, route: SitePath, variant: number) {
  return {
    id: `page:${item.sourcePath}`,
    // No docs-folder path: relative `.md` links and edit links are the docs'.
    sourcePath: '',
    file: item.file,
    route,
    position: null,
    categoryIndex: false,
    unlisted: false,
    variant,
  };
}
