/**
 * The chrome of a VitePress or Starlight config as docsgen's keys, for `docsgen init`: the navbar (VitePress' `nav`,
 * its menus, and either tool's social links drawn as icons), the logo, the favicon, the tagline, the "Edit this page"
 * base URL and VitePress' footer text. A nav entry that names a page becomes a doc item (found through its route),
 * another a link; every item sits on the right, where both tools draw them. What has no docsgen equivalent (an icon
 * docsgen does not draw is a labelled link instead; a logo that is no file of the project, an edit pattern that is
 * no base URL, a menu's section titles) is listed, never dropped unsaid. Pure: reads no files and runs nothing; the
 * caller says which files the public folder (and, for Starlight's logo, the project) holds.
 */
import path from 'node:path';
import { NAVBAR_ICON_NAMES } from '../../core/route-data.js';
import { isRecord } from '../util/is-record.js';
import { computed, fragmentOf, routeOfAddress, textOf, vitePressSiteValue, vitePressThemeConfig, type PageIndex } from './foreign-sidebars.js';

/** A navbar item as site.config.ts writes it (docsgen's schema checks it when the config loads). */
export type NavbarItemText = Record<string, unknown>;

export interface CarriedChrome {
  tagline?: string;
  favicon?: string;
  logo?: { src: string; srcDark?: string; alt?: string };
  navbarItems: NavbarItemText[];
  /** `docs.editUrl`: the base URL a page's path from the project folder is appended to. */
  editUrl?: string;
  copyright?: string;
  leftOut: string[];
}

/** What the mapping needs to know of the project beyond its pages. */
export interface ProjectFiles {
  /** Whether the public folder holds the file a site path names (`/logo.svg`). */
  isPublicFile(sitePath: string): boolean;
  /** VitePress' `srcDir`, relative to the project folder (`.` when the pages are the whole folder). */
  srcDir: string;
  /** Whether the project folder holds the file a path relative to it names (`./src/assets/logo.svg`, Starlight's). */
  isProjectFile?(relativePath: string): boolean;
}

/** simple-icons names both tools take that docsgen draws under another name. */
const ICON_ALIASES: Record<string, string> = { twitter: 'x' };

/** A social link as a navbar item: drawn as docsgen's icon when it has one, else a link labelled with its name. */
function socialItem(icon: unknown, href: unknown, label: unknown, leftOut: string[]): NavbarItemText | null {
  const address = textOf(href);
  if (!address) return null;
  const name = typeof icon === 'string' ? (ICON_ALIASES[icon] ?? icon) : null;
  const shown = textOf(label) ?? (typeof icon === 'string' ? icon.charAt(0).toUpperCase() + icon.slice(1) : null);
  if (name !== null && (NAVBAR_ICON_NAMES as readonly string[]).includes(name)) {
    return { type: 'link', label: shown ?? name, href: address, position: 'right', icon: name };
  }
  leftOut.push(`the icon of the social link ${address} (${typeof icon === 'string' ? icon : 'an SVG of its own'}): drawn as a link named by its label`);
  return shown ? { type: 'link', label: shown, href: address, position: 'right' } : null;
}

/** A nav link as a doc item when its address is a page's route, else a link item. */
function navLink(label: string, address: string, pages: PageIndex): NavbarItemText {
  const route = routeOfAddress(address);
  const docId = route === null ? null : pages.idOfRoute(route);
  // A place in a page keeps its fragment: a link to the page's route with it.
  if (docId !== null && fragmentOf(address)) return { type: 'link', label, href: `${route}${fragmentOf(address)}`, position: 'right' };
  return docId !== null ? { type: 'doc', docId, label, position: 'right' } : { type: 'link', label, href: address, position: 'right' };
}

/** A menu entry (VitePress' nav `items`), flattened out of its sections: a doc or a link. */
function menuEntries(entries: readonly unknown[], pages: PageIndex, sectionTitles: string[]): NavbarItemText[] {
  const out: NavbarItemText[] = [];
  for (const entry of entries) {
    if (!isRecord(entry)) continue;
    const label = textOf(entry.text);
    if (Array.isArray(entry.items)) {
      if (label) sectionTitles.push(label);
      out.push(...menuEntries(entry.items, pages, sectionTitles));
      continue;
    }
    const address = textOf(entry.link);
    if (!label || !address) continue;
    const { position: _right, ...item } = navLink(label, address, pages);
    out.push(item.type === 'link' ? { label, href: address } : item);
  }
  return out;
}

/** VitePress' `themeConfig.nav`: links and menus of links. */
function vitePressNav(nav: unknown, pages: PageIndex, leftOut: string[]): NavbarItemText[] {
  if (!Array.isArray(nav)) return [];
  const items: NavbarItemText[] = [];
  const sectionTitles: string[] = [];
  for (const entry of nav) {
    if (!isRecord(entry)) continue;
    const label = textOf(entry.text);
    if (!label) {
      // A label the config computes (VitePress' own docs: its version, from `vitepress/package.json`) is said, with
      // where the entry led, rather than the entry dropping unsaid.
      if (entry.text !== undefined && typeof entry.text !== 'string') {
        const n = Array.isArray(entry.items) ? entry.items.length : 0;
        const led = Array.isArray(entry.items) ? `a menu of ${n} ${n === 1 ? 'entry' : 'entries'}` : `a link to ${textOf(entry.link) ?? 'nowhere'}`;
        leftOut.push(`${computed(`the label of a nav entry (${led})`, entry.text)}: the entry is left out`);
      }
      continue;
    }
    if (Array.isArray(entry.items)) {
      const entries = menuEntries(entry.items, pages, sectionTitles);
      if (entries.length) items.push({ type: 'dropdown', label, position: 'right', items: entries });
      continue;
    }
    const address = textOf(entry.link);
    if (address) items.push(navLink(label, address, pages));
  }
  if (sectionTitles.length) leftOut.push(`the titles of menu sections (${sectionTitles.join(', ')}): their links are kept`);
  return items;
}

/**
 * A logo given as a path of the public folder, or (Starlight's `./src/assets/logo.svg`) of the project folder, which
 * docsgen copies under its content hash; one that is neither is said.
 */
function logoOf(light: string | null, dark: string | null, alt: string | null, files: ProjectFiles, leftOut: string[]): CarriedChrome['logo'] {
  // `/logo.svg`, `logo.svg` or `./public/logo.svg`: the site path of a file of the public folder, when it is one.
  const publicPath = (source: string | null) => {
    const sitePath = source === null ? null : `/${source.replace(/^\.?\/+/, '').replace(/^public\//, '')}`;
    return sitePath !== null && files.isPublicFile(sitePath) ? sitePath : null;
  };
  const projectPath = (source: string | null) => {
    if (source === null || source.startsWith('/') || !files.isProjectFile?.(source)) return null;
    return `./${path.posix.normalize(source).replace(/^\.\//, '')}`;
  };
  const imageOf = (source: string | null) => publicPath(source) ?? projectPath(source);
  const src = imageOf(light);
  if (light && !src) {
    leftOut.push(`the logo ${light}, which is no file of the public folder (copy it there, then set \`logo\`)`);
    return undefined;
  }
  if (!src) return undefined;
  const srcDark = imageOf(dark);
  return { src, ...(srcDark && srcDark !== src ? { srcDark } : {}), ...(alt ? { alt } : {}) };
}

/** VitePress' `editLink.pattern` (`…/edit/main/docs/:path`) as a base URL, when it is one. */
function vitePressEditUrl(pattern: unknown, srcDir: string, leftOut: string[]): string | undefined {
  if (pattern === undefined) return undefined;
  const written = textOf(pattern);
  if (!written || !written.endsWith(':path') || written.indexOf(':path') !== written.length - 5) {
    leftOut.push('the edit link pattern, which is no base URL ending in `:path` (set `docs.editUrl`)');
    return undefined;
  }
  const base = written.slice(0, -5);
  // docsgen appends the page's path from the project folder; VitePress' `:path` starts at `srcDir`.
  if (srcDir === '.' || srcDir === '') return base;
  const folder = `${srcDir.replace(/^\.\/|\/$/g, '')}/`;
  if (base.endsWith(folder)) return base.slice(0, -folder.length);
  leftOut.push(`the edit link pattern ${written}, whose path starts inside \`srcDir\` (set \`docs.editUrl\`)`);
  return undefined;
}

/** VitePress' config (its `themeConfig`, with its root locale's over it) as docsgen's chrome. */
export function vitePressChrome(config: unknown, pages: PageIndex, files: ProjectFiles): CarriedChrome {
  const leftOut: string[] = [];
  const theme = vitePressThemeConfig(config);
  const socials = Array.isArray(theme.socialLinks) ? theme.socialLinks : [];
  const navbarItems = [
    ...vitePressNav(theme.nav, pages, leftOut),
    ...socials.flatMap((link) => (isRecord(link) ? [socialItem(link.icon, link.link, link.ariaLabel, leftOut)] : [])).filter((item) => item !== null),
  ];
  const logoValue = theme.logo;
  const logo = isRecord(logoValue)
    ? logoOf(textOf(logoValue.light) ?? textOf(logoValue.src), textOf(logoValue.dark), textOf(logoValue.alt), files, leftOut)
    : logoOf(textOf(logoValue), null, null, files, leftOut);
  const editUrl = isRecord(theme.editLink) ? vitePressEditUrl(theme.editLink.pattern, files.srcDir, leftOut) : undefined;
  // Words the theme shows, which docsgen takes from the interface strings (a locale's code.json, Docusaurus' way).
  const words: [what: string, value: unknown, id: string][] = [
    ['the edit link', isRecord(theme.editLink) ? theme.editLink.text : undefined, 'theme.common.editThisPage'],
    ['the previous page link', isRecord(theme.docFooter) ? theme.docFooter.prev : undefined, 'theme.docs.paginator.previous'],
    ['the next page link', isRecord(theme.docFooter) ? theme.docFooter.next : undefined, 'theme.docs.paginator.next'],
    ['the outline title', isRecord(theme.outline) ? theme.outline.label : theme.outlineTitle, 'docsgen.TOC.title'],
  ];
  for (const [what, value, id] of words) {
    const text = textOf(value);
    if (text) leftOut.push(`the words of ${what}, "${text}" (write them as \`${id}\` in i18n/<locale>/code.json)`);
  }
  const footer = isRecord(theme.footer) ? [textOf(theme.footer.message), textOf(theme.footer.copyright)].filter((part) => part !== null) : [];
  const tagline = textOf(vitePressSiteValue(config, 'description'));
  return {
    navbarItems,
    ...(logo ? { logo } : {}),
    ...(editUrl ? { editUrl } : {}),
    ...(footer.length ? { copyright: footer.join(' ') } : {}),
    ...(tagline ? { tagline } : {}),
    leftOut,
  };
}

/** Starlight's options as docsgen's chrome: social links, logo, favicon, description and edit link. */
export function starlightChrome(options: unknown, files: ProjectFiles): CarriedChrome {
  const leftOut: string[] = [];
  const settings = isRecord(options) ? options : {};
  // `social` is a list of `{ icon, label, href }` (Starlight 0.33 and later), or `{ github: 'https://…' }` before.
  const social = Array.isArray(settings.social)
    ? settings.social.map((link) => (isRecord(link) ? socialItem(link.icon, link.href, link.label, leftOut) : null))
    : isRecord(settings.social)
      ? Object.entries(settings.social).map(([icon, href]) => socialItem(icon, href, null, leftOut))
      : [];
  const logoValue = isRecord(settings.logo) ? settings.logo : {};
  const logo = logoOf(textOf(logoValue.light) ?? textOf(logoValue.src), textOf(logoValue.dark), textOf(logoValue.alt), files, leftOut);
  // Starlight's favicon is its public folder's favicon.svg unless it names another.
  const favicon = textOf(settings.favicon) ?? (files.isPublicFile('/favicon.svg') ? '/favicon.svg' : null);
  const tagline = textOf(settings.description);
  const editUrl = isRecord(settings.editLink) ? textOf(settings.editLink.baseUrl) : null;
  return {
    navbarItems: social.filter((item) => item !== null),
    ...(logo ? { logo } : {}),
    ...(favicon && files.isPublicFile(favicon.startsWith('/') ? favicon : `/${favicon}`) ? { favicon } : {}),
    // Starlight, like docsgen, appends the page's path from the project folder (`src/content/docs/…`).
    ...(editUrl ? { editUrl: editUrl.endsWith('/') ? editUrl : `${editUrl}/` } : {}),
    ...(tagline ? { tagline } : {}),
    leftOut,
  };
}

/** The addresses of this site the navbar's links name (not its doc items): no page, so some other file or app. */
export function navbarPathsLinked(items: readonly NavbarItemText[]): string[] {
  const found: string[] = [];
  const visit = (item: NavbarItemText) => {
    if (typeof item.href === 'string' && item.href.startsWith('/') && !item.href.startsWith('//')) found.push(routeOfAddress(item.href) ?? item.href);
    if (Array.isArray(item.items)) for (const entry of item.items) if (isRecord(entry)) visit(entry);
  };
  items.forEach(visit);
  return found;
}
