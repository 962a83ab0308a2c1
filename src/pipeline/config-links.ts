/**
 * Links written in the site config (navbar and footer links, sidebar `link` items, the logo, favicon and social card
 * image) and in a sidebars file (each docs instance's), as link records located at their line in the file that holds
 * them, so the link checker treats them like Markdown links.
 * Site-absolute hrefs are routes (the theme adds the base URL; one that starts with it names the route after it, as
 * `configHrefPath` reads it); external ones are not checked. Pure.
 */
import path from 'node:path';
import {
  asSitePath,
  configHrefPath,
  isExternalUrl,
  normaliseRoute,
  safeDecodeURI,
  splitHref,
  toSitePath,
  trimLeadingSlashes,
  withBase,
} from '../../core/urls.js';
import { COPYRIGHT_HTML, inlineHtml } from '../config/inline-html.js';
import type { SiteConfig } from '../config/schema.js';
import type { PageLinks } from '../links/check.js';
import type { LinkRecord } from '../markdown/context.js';
import type { SidebarNode } from '../sidebar/resolve.js';

/** The route and anchor an internal config href names, or null for external and empty hrefs. */
function configHrefTarget(href: string): { route: string; anchor: string | null } | null {
  if (!href || isExternalUrl(href) || !href.startsWith('/')) return null;
  const { pathname, anchor } = splitHref(href);
  return { route: normaliseRoute(safeDecodeURI(pathname)), anchor: anchor || null };
}

function sidebarLinkHrefs(nodes: readonly SidebarNode[]): string[] {
  return nodes.flatMap((node) => (node.kind === 'link' ? [node.href] : node.kind === 'category' ? sidebarLinkHrefs(node.items) : []));
}

/**
 * One record per distinct href, each a site path (sidebar nodes hold them so; the config's own are read with
 * `configHrefPath` first). Its text and line are as the file writes it: with or without the base URL in front.
 */
function records(hrefs: readonly string[], lineOf: (text: string) => number | undefined, baseUrl: string): LinkRecord[] {
  const links: LinkRecord[] = [];
  for (const sitePath of new Set(hrefs)) {
    const target = configHrefTarget(sitePath);
    if (!target) continue;
    const raw = [sitePath, withBase(baseUrl, asSitePath(sitePath))].find((spelling) => lineOf(spelling) !== undefined) ?? sitePath;
    const line = lineOf(raw) ?? lineOf(trimLeadingSlashes(sitePath)) ?? 1;
    links.push({ kind: 'route', raw, route: target.route, anchor: target.anchor, line, column: 0 });
  }
  return links;
}

/** Where a set of sidebars was written (the config or a sidebars file), so their links are located there. */
export interface SidebarLinkSource {
  file: string;
  lineOf: (text: string) => number | undefined;
  sidebarNames: readonly string[];
}

/** The config's own links, then each sidebars file's `link` items, each set located in its own file. */
export function configLinks(
  config: SiteConfig,
  sidebars: ReadonlyMap<string, readonly SidebarNode[]>,
  configFile: string,
  lineOf: (text: string) => number | undefined,
  sidebarFiles: readonly SidebarLinkSource[] = [],
  copiedImages: ReadonlySet<string> = new Set(),
): PageLinks[] {
  const written = (href: string) => configHrefPath(config.baseUrl, href);
  const hrefs = [
    ...config.navbar.items.flatMap((item) =>
      item.type === 'link'
        ? [written(item.href)]
        : item.type === 'dropdown'
          ? item.items.flatMap((entry) => ('href' in entry ? [written(entry.href)] : []))
          : item.type === 'localeDropdown' || item.type === 'docsVersionDropdown'
            ? [...(item.dropdownItemsBefore ?? []), ...(item.dropdownItemsAfter ?? [])].map((link) => written(link.href))
            : [],
    ),
    ...config.footer.columns.flatMap((column) =>
      column.items.flatMap((item) => ('html' in item ? inlineHtml(item.html, config.baseUrl, { images: true }).siteLinks.map(written) : [written(item.href)])),
    ),
    ...(config.announcementBar ? inlineHtml(config.announcementBar.content, config.baseUrl).siteLinks.map(written) : []),
    ...inlineHtml(config.footer.copyright, config.baseUrl, COPYRIGHT_HTML).siteLinks.map(written),
    // Where redirects lead, when it is a path of the site (Docusaurus checks those alone).
    ...config.redirects.flatMap((redirect) => (redirect.to.startsWith('/') && !redirect.to.startsWith('//') ? [written(redirect.to)] : [])),
    ...configSidebarHrefs(sidebars, sidebarFiles),
    ...(config.footer.logo?.href ? [written(config.footer.logo.href)] : []),
  ];
  // The favicon, the social card image and the logos' images are files of the static folder, unless written as absolute
  // URLs or (a logo) found in the site folder and copied (`copiedImages`).
  const images = [config.favicon, config.image, config.logo?.src, config.logo?.srcDark, config.footer.logo?.src, config.footer.logo?.srcDark].flatMap((file) =>
    file && !isExternalUrl(file) && !copiedImages.has(file) ? [file] : [],
  );
  const links = [...records(hrefs, lineOf, config.baseUrl), ...staticFileRecords(images, lineOf, config.staticDir)];
  return [{ file: configFile, route: '/', links }, ...fileSidebarLinks(sidebars, sidebarFiles, config.baseUrl)];
}

/** Files of the static folder the config names (`img/logo.svg`), each a `file` link located at its line. */
function staticFileRecords(files: readonly string[], lineOf: (text: string) => number | undefined, staticDir: string): LinkRecord[] {
  return [...new Set(files)].map((file) => {
    const route = toSitePath(file);
    return {
      kind: 'file',
      raw: file,
      route,
      anchor: null,
      line: lineOf(file) ?? 1,
      column: 0,
      staticFile: { path: path.posix.join(staticDir, route), staticDir },
    };
  });
}

/** The `link` items of sidebars written in the config (those no sidebars file holds). */
function configSidebarHrefs(sidebars: ReadonlyMap<string, readonly SidebarNode[]>, sidebarFiles: readonly SidebarLinkSource[]): string[] {
  const inFiles = new Set(sidebarFiles.flatMap((source) => source.sidebarNames));
  return [...sidebars].filter(([name]) => !inFiles.has(name)).flatMap(([, nodes]) => sidebarLinkHrefs(nodes));
}

function fileSidebarLinks(sidebars: ReadonlyMap<string, readonly SidebarNode[]>, sidebarFiles: readonly SidebarLinkSource[], baseUrl: string): PageLinks[] {
  return sidebarFiles.map((source) => ({
    file: source.file,
    route: '/',
    links: records(
      source.sidebarNames.flatMap((name) => sidebarLinkHrefs(sidebars.get(name) ?? [])),
      source.lineOf,
      baseUrl,
    ),
  }));
}

/** The `link` items of one docs instance's sidebars alone (another instance's): located in the config, or in the sidebars file that holds them. */
export function sidebarLinks(
  sidebars: ReadonlyMap<string, readonly SidebarNode[]>,
  configFile: string,
  lineOf: (text: string) => number | undefined,
  baseUrl: string,
  sidebarFiles: readonly SidebarLinkSource[] = [],
): PageLinks[] {
  const inConfig = configSidebarHrefs(sidebars, sidebarFiles);
  return [
    ...(inConfig.length ? [{ file: configFile, route: '/', links: records(inConfig, lineOf, baseUrl) }] : []),
    ...fileSidebarLinks(sidebars, sidebarFiles, baseUrl),
  ];
}
