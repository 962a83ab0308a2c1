/**
 * Maps Docusaurus' `themeConfig.navbar` and `themeConfig.footer` to docsgen's `logo`, `navbar` and `footer`:
 * links (`to`/`href`, made site paths), doc and sidebar items (of any docs instance carried over), dropdowns, icon
 * links, footer columns (`{ html }` items as written) and the copyright (its inline HTML as written). Links to pages
 * docsgen does not build (blog, src/pages) are left out and noted, as is every item docsgen has no equivalent for.
 * Pure.
 */
import { isExternalUrl } from '../../core/urls.js';
import { isObject, type KeyPath, type Notes, type Plain } from './notes.js';

export interface LinkContext {
  /** The site's base URL, normalised (`/` or `/docs/`). */
  baseUrl: string;
  /** Where docs pages sit (`/docs`, or `/`). */
  docsRoute: string;
  /** Where the posts of a blog docsgen does not build sit (a second blog instance). */
  blogRoute: string | null;
  /** Where the blog docsgen builds (carried from the Docusaurus config) sits: links there are kept. */
  blogBuilt?: string | null;
  /** Other routes docsgen does not build: the pages of src/pages, other docs instances. */
  outsideRoutes: readonly string[];
  /** The routes of the pages of src/pages that docsgen builds (the pages are carried): links to them are kept. */
  pageRoutes?: readonly string[];
  /** The other docs instances carried over (entries of `docsInstances`), by their Docusaurus id, with their routes. */
  docsInstances?: readonly { id: string; route: string }[];
  /** The Docusaurus id of the instance carried over as the `docs` key, when it is not `default`. */
  defaultDocsId?: string;
}

type Position = 'left' | 'right';
/** An entry of a `dropdown`: a link, a doc or a sidebar, as docsgen's config writes them. */
type MenuEntryOut =
  | { label: string; href: string }
  | { type: 'doc'; docId: string; label?: string; docsPluginId?: string }
  | { type: 'docSidebar'; sidebarId: string; label: string; docsPluginId?: string };
export type NavbarItemOut =
  | {
      type: 'link';
      label: string;
      href: string;
      position: Position;
      icon?: string;
      className?: string;
      activeBasePath?: string;
      activeBaseRegex?: string;
    }
  | { type: 'docSidebar'; sidebarId: string; label: string; position: Position; docsPluginId?: string; className?: string }
  | { type: 'doc'; docId: string; label?: string; position: Position; docsPluginId?: string; className?: string }
  | { type: 'dropdown'; label: string; position: Position; items: MenuEntryOut[] }
  | ({ type: 'localeDropdown'; position: Position } & DropdownLinksOut)
  | ({ type: 'docsVersionDropdown'; position: Position; docsPluginId?: string } & DropdownLinksOut);
/** The links a locale or version dropdown shows before and after its own entries. */
type DropdownLinksOut = { dropdownItemsBefore?: { label: string; href: string }[]; dropdownItemsAfter?: { label: string; href: string }[] };

/** Icons docsgen draws, by the name Docusaurus sites put in a link's class (`header-github-link`), and their names. */
const ICON_LABELS: Readonly<Record<string, string>> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  discord: 'Discord',
  slack: 'Slack',
  x: 'X',
  mastodon: 'Mastodon',
  rss: 'RSS',
};

/**
 * A Docusaurus link target as a docsgen href: external as it is; a site path without the base URL. A `pathname://`
 * link (a path of the host that is no page of the site) stays as written: docsgen reads it as Docusaurus does.
 */
export function siteHref(raw: string, baseUrl: string): string {
  let value = raw;
  if (isExternalUrl(value)) return value;
  if (value.startsWith('#') || value.startsWith('?')) return `/${value}`;
  if (!value.startsWith('/')) value = `/${value}`;
  // Docusaurus adds the base URL to `to` unless it is already there; docsgen's links are written without it.
  if (baseUrl !== '/' && `${value}/`.startsWith(baseUrl)) value = `/${value.slice(baseUrl.length)}`;
  return value;
}

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** True when an internal href leads to a page docsgen will not build: a blog post, a page of src/pages, or a page outside the docs. */
function leadsOutsideDocs(href: string, ctx: LinkContext): boolean {
  if (isExternalUrl(href)) return false;
  const pathname = href.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1') || '/';
  if (pathname === '/' || /\.[a-z0-9]+$/i.test(pathname)) return false;
  if ((ctx.docsInstances ?? []).some(({ route }) => route !== '/' && within(pathname, route))) return false;
  if (ctx.blogBuilt && (ctx.blogBuilt === '/' || within(pathname, ctx.blogBuilt))) return false;
  if (ctx.pageRoutes?.includes(pathname)) return false;
  if ([ctx.blogRoute ?? [], ctx.outsideRoutes].flat().some((route) => route !== '/' && within(pathname, route))) return true;
  return ctx.docsRoute !== '/' && !within(pathname, ctx.docsRoute);
}

/** A `{ to | href }` item's target, or null when it has none or leads outside the docs (noted). */
function itemHref(item: Plain, keyPath: KeyPath, notes: Notes, ctx: LinkContext): string | null {
  const raw = notes.string([...keyPath, 'to'], item.to) ?? notes.string([...keyPath, 'href'], item.href);
  if (raw === undefined) {
    notes.notCarried(keyPath, item.html !== undefined ? 'html-item' : 'other');
    return null;
  }
  const href = siteHref(raw, ctx.baseUrl);
  if (leadsOutsideDocs(href, ctx)) {
    notes.notCarried(keyPath, 'page-link', raw);
    return null;
  }
  return href;
}

/** The first of `keys` that holds a string in `item`: what the entry is written with, to find its line. */
const firstString = (item: Plain, keys: readonly string[]) => keys.map((key) => item[key]).find((value): value is string => typeof value === 'string');

const positionOf = (item: Plain): Position => (item.position === 'right' ? 'right' : 'left');

/**
 * The docs instance an item's `docsPluginId` names, as docsgen's item takes it: `{}` for the `docs` key's, the id
 * for an entry of `docsInstances`, or null (noted) for an instance docsgen does not build.
 */
function instanceOf(item: Plain, keyPath: KeyPath, notes: Notes, ctx: LinkContext): { docsPluginId?: string } | null {
  const id = item.docsPluginId;
  if (typeof id !== 'string' || id === 'default' || id === ctx.defaultDocsId) return {};
  if ((ctx.docsInstances ?? []).some((instance) => instance.id === id)) return { docsPluginId: id };
  notes.notCarried(keyPath, 'docs-instance', id);
  return null;
}

/** Icons a class names by one of its words. */
const ICON_WORDS = /^(github|gitlab|discord|slack|x|twitter|mastodon|rss)$/;

/**
 * The icon an item is drawn as, and whether its class gave it (so the class, which the site's CSS uses to draw that
 * icon, is not carried too): Docusaurus' `header-github-link`, or for an item without a label (an icon the site's
 * CSS draws, named by `aria-label`) a word of its class (Ionic's `icon-link icon-link-github`).
 */
function iconOf(item: Plain, label: string | undefined): { icon?: string; fromClass?: true } {
  const className = typeof item.className === 'string' ? item.className : '';
  const conventional = /(?:^|\s)header-(github|gitlab|discord|slack|x|twitter|mastodon|rss)-link(?:\s|$)/.exec(className)?.[1];
  const worded = label
    ? undefined
    : className
        .split(/[\s_-]+/)
        .find((word) => ICON_WORDS.test(word.toLowerCase()))
        ?.toLowerCase();
  const fromClass = conventional ?? worded;
  if (fromClass) return { icon: fromClass === 'twitter' ? 'x' : fromClass, fromClass: true };
  return label && /^github$/i.test(label.trim()) ? { icon: 'github' } : {};
}

/** The item's `className`, carried for the site's CSS. */
const classOf = (item: Plain): { className?: string } =>
  typeof item.className === 'string' && item.className.trim() ? { className: item.className.trim() } : {};

function mapLinkItem(item: Plain, keyPath: KeyPath, notes: Notes, ctx: LinkContext): NavbarItemOut | null {
  if (item.label === undefined && item.html !== undefined) {
    notes.notCarried(keyPath, 'html-item');
    return null;
  }
  const href = itemHref(item, keyPath, notes, ctx);
  if (href === null) return null;
  let label = notes.string([...keyPath, 'label'], item.label);
  const { icon, fromClass } = iconOf(item, label);
  // A link drawn by the site's CSS (an icon) has its name in `aria-label`.
  label ||= (typeof item['aria-label'] === 'string' && item['aria-label']) || (icon ? ICON_LABELS[icon] : undefined);
  if (!label) {
    label = href;
    notes.changed(keyPath, { variant: 'label-missing', label });
  }
  return {
    type: 'link',
    label,
    href,
    position: positionOf(item),
    ...(icon ? { icon } : {}),
    ...(fromClass ? {} : classOf(item)),
    ...activeOf(item, keyPath, notes),
  };
}

/** Where the item counts as current: Docusaurus' `activeBasePath` (written with or without its leading slash) and `activeBaseRegex`. */
function activeOf(item: Plain, keyPath: KeyPath, notes: Notes): { activeBasePath?: string; activeBaseRegex?: string } {
  const base = notes.string([...keyPath, 'activeBasePath'], item.activeBasePath);
  const regex = notes.string([...keyPath, 'activeBaseRegex'], item.activeBaseRegex);
  return {
    ...(base ? { activeBasePath: base.startsWith('/') ? base : `/${base}` } : {}),
    ...(regex ? { activeBaseRegex: regex } : {}),
  };
}

const DROPDOWN_LINK_KEYS = ['dropdownItemsBefore', 'dropdownItemsAfter'] as const;

/** A locale or version dropdown's `dropdownItemsBefore` and `dropdownItemsAfter`: their links carried, anything else noted. */
function dropdownLinks(item: Plain, keyPath: KeyPath, notes: Notes, ctx: LinkContext): DropdownLinksOut {
  const out: DropdownLinksOut = {};
  for (const key of DROPDOWN_LINK_KEYS) {
    if (!Array.isArray(item[key])) continue;
    const links = (item[key] as unknown[]).flatMap((entry, i) => {
      const at = [...keyPath, key, i];
      if (!isObject(entry)) {
        notes.unreadable(at, entry);
        return [];
      }
      notes.hint(at, firstString(entry, ['label', 'to', 'href', 'type']));
      if (entry.type !== undefined && entry.type !== 'link') {
        if (entry.type === 'html') notes.notCarried(at, 'html-item');
        else notes.notCarried(at, 'navbar-item', String(entry.type));
        return [];
      }
      const mapped = mapLinkItem(entry, at, notes, ctx);
      return mapped?.type === 'link' ? [{ label: mapped.label, href: mapped.href }] : [];
    });
    if (links.length) out[key] = links;
  }
  return out;
}

function mapNavbarItem(item: Plain, keyPath: KeyPath, notes: Notes, ctx: LinkContext): NavbarItemOut | null {
  const type = typeof item.type === 'string' ? item.type : Array.isArray(item.items) ? 'dropdown' : 'default';
  switch (type) {
    case 'default':
    case 'link':
      return mapLinkItem(item, keyPath, notes, ctx);
    case 'docSidebar': {
      const sidebarId = notes.string([...keyPath, 'sidebarId'], item.sidebarId);
      if (!sidebarId) return null;
      const instance = instanceOf(item, keyPath, notes, ctx);
      if (!instance) return null;
      let label = notes.string([...keyPath, 'label'], item.label);
      if (!label) {
        label = sidebarId;
        notes.changed(keyPath, { variant: 'label-missing', label });
      }
      return { type: 'docSidebar', sidebarId, label, position: positionOf(item), ...instance, ...classOf(item) };
    }
    case 'doc': {
      const docId = notes.string([...keyPath, 'docId'], item.docId);
      if (!docId) return null;
      const instance = instanceOf(item, keyPath, notes, ctx);
      if (!instance) return null;
      const label = notes.string([...keyPath, 'label'], item.label);
      return { type: 'doc', docId, ...(label ? { label } : {}), position: positionOf(item), ...instance, ...classOf(item) };
    }
    case 'dropdown':
      return mapDropdown(item, keyPath, notes, ctx);
    case 'localeDropdown':
      notes.rest(keyPath, item, ['type', 'position', 'className', ...DROPDOWN_LINK_KEYS]);
      return { type, position: positionOf(item), ...dropdownLinks(item, keyPath, notes, ctx) };
    case 'docsVersionDropdown': {
      const instance = instanceOf(item, keyPath, notes, ctx);
      if (!instance) return null;
      notes.rest(keyPath, item, ['type', 'position', 'className', 'docsPluginId', ...DROPDOWN_LINK_KEYS]);
      return { type, position: positionOf(item), ...instance, ...dropdownLinks(item, keyPath, notes, ctx) };
    }
    case 'search':
      notes.notCarried(keyPath, 'search-item');
      return null;
    case 'html':
      notes.notCarried(keyPath, 'html-item');
      return null;
    default:
      notes.notCarried(keyPath, type === 'docsVersion' ? 'versions' : 'navbar-item', type);
      return null;
  }
}

/**
 * A `dropdown` item: its link, doc and sidebar entries carried as docsgen's menu entries (each one docsgen cannot
 * take noted, as a navbar item would be); a menu left with no entry, or without a label, is noted whole.
 */
function mapDropdown(item: Plain, keyPath: KeyPath, notes: Notes, ctx: LinkContext): NavbarItemOut | null {
  const label = notes.string([...keyPath, 'label'], item.label);
  const entries: MenuEntryOut[] = [];
  (Array.isArray(item.items) ? item.items : []).forEach((entry, i) => {
    const at = [...keyPath, 'items', i];
    if (isObject(entry)) notes.hint(at, firstString(entry, ['label', 'docId', 'sidebarId', 'to', 'href', 'type']));
    const mapped = isObject(entry) ? mapNavbarItem(entry, at, notes, ctx) : notes.unreadable(at, entry);
    if (!mapped) return;
    const { position: _position, ...rest } = mapped as NavbarItemOut & { position: Position };
    if (rest.type === 'link') entries.push({ label: rest.label, href: rest.href });
    else if (rest.type === 'doc' || rest.type === 'docSidebar') entries.push(rest);
    else notes.notCarried(at, 'navbar-item', rest.type);
  });
  if (!label || entries.length === 0) {
    notes.notCarried(keyPath, 'dropdown-empty');
    return null;
  }
  return { type: 'dropdown', label, position: positionOf(item), items: entries };
}

type LogoOut = { alt: string; src: string; srcDark?: string; href?: string; width?: number | string; height?: number | string };

/** A Docusaurus logo (the navbar's or the footer's) as docsgen's config writes it: site paths, sizes in pixels; undefined without a `src`. */
function mapLogo(logo: Plain, at: KeyPath, defaultAlt: string, notes: Notes, ctx: LinkContext): LogoOut | undefined {
  const src = notes.string([...at, 'src'], logo.src);
  if (!src) return undefined;
  const alt = notes.string([...at, 'alt'], logo.alt) ?? defaultAlt;
  const srcDark = notes.string([...at, 'srcDark'], logo.srcDark);
  const href = notes.string([...at, 'href'], logo.href);
  // Sizes in pixels only (`32`, `'32px'`), as docsgen's schema takes them.
  const size = (key: 'width' | 'height') =>
    typeof logo[key] === 'number' || (typeof logo[key] === 'string' && /^\d+(\.\d+)?(px)?$/.test(logo[key])) ? (logo[key] as number | string) : undefined;
  const out: LogoOut = { alt, src: siteHref(src, ctx.baseUrl) };
  if (srcDark && srcDark !== src) out.srcDark = siteHref(srcDark, ctx.baseUrl);
  if (href) out.href = siteHref(href, ctx.baseUrl);
  for (const key of ['width', 'height'] as const) if (size(key) !== undefined) out[key] = size(key);
  return out;
}

export interface NavbarOut {
  logo?: LogoOut;
  navbar?: { title?: string | false; hideOnScroll?: boolean; items: NavbarItemOut[] };
}

export function mapNavbar(navbar: Plain, siteTitle: string | undefined, notes: Notes, ctx: LinkContext): NavbarOut {
  const at: KeyPath = ['themeConfig', 'navbar'];
  const out: NavbarOut = {};
  const navbarTitle = notes.string([...at, 'title'], navbar.title);
  const logo = notes.object([...at, 'logo'], navbar.logo);
  const mapped = logo ? mapLogo(logo, [...at, 'logo'], navbarTitle ? '' : (siteTitle ?? ''), notes, ctx) : undefined;
  if (mapped) {
    // The navbar logo leads home unless it says otherwise; `/` is that default.
    if (mapped.href === '/') delete mapped.href;
    out.logo = mapped;
  }
  const items: NavbarItemOut[] = [];
  if (Array.isArray(navbar.items)) {
    navbar.items.forEach((item, i) => {
      const keyPath = [...at, 'items', i];
      if (isObject(item)) notes.hint(keyPath, firstString(item, ['label', 'docId', 'sidebarId', 'to', 'href', 'type']));
      const mapped = isObject(item) ? mapNavbarItem(item, keyPath, notes, ctx) : notes.unreadable(keyPath, item);
      if (mapped) items.push(mapped);
    });
  }
  const hideOnScroll = notes.boolean([...at, 'hideOnScroll'], navbar.hideOnScroll);
  // Docusaurus shows a navbar title only when one is set: none is `false` (docsgen's default is the site's title).
  const title = navbarTitle ? (navbarTitle === siteTitle ? undefined : navbarTitle) : false;
  out.navbar = { ...(title !== undefined ? { title } : {}), ...(hideOnScroll !== undefined ? { hideOnScroll } : {}), items };
  notes.rest(at, navbar, ['title', 'logo', 'items', 'hideOnScroll']);
  return out;
}

type FooterItemOut = { label: string; href: string } | { html: string };

export interface FooterOut {
  columns: { title: string; items: FooterItemOut[] }[];
  copyright?: string;
  logo?: LogoOut;
}

/** A footer column's items: links, and `{ html }` items carried as written (the build shows their inline HTML and images). */
function footerLinks(items: unknown, keyPath: KeyPath, notes: Notes, ctx: LinkContext): FooterItemOut[] {
  if (!Array.isArray(items)) return [];
  const links: FooterItemOut[] = [];
  items.forEach((item, i) => {
    const at = [...keyPath, i];
    if (isObject(item)) notes.hint(at, firstString(item, ['label', 'to', 'href', 'html']));
    if (!isObject(item)) notes.unreadable(at, item);
    else if (item.label === undefined && item.html !== undefined) {
      const html = notes.string([...at, 'html'], item.html);
      if (html?.trim()) links.push({ html: html.trim() });
    } else {
      const href = itemHref(item, at, notes, ctx);
      const label = notes.string([...at, 'label'], item.label);
      if (href !== null && label) links.push({ label, href });
      else if (href !== null) notes.notCarried(at, 'other');
    }
  });
  return links;
}

export function mapFooter(footer: Plain, notes: Notes, ctx: LinkContext): FooterOut {
  const at: KeyPath = ['themeConfig', 'footer'];
  const out: FooterOut = { columns: [] };
  if (Array.isArray(footer.links)) {
    const columns = footer.links.every((entry) => isObject(entry) && Array.isArray(entry.items));
    if (columns) {
      footer.links.forEach((column, i) => {
        notes.hint([...at, 'links', i], firstString(column as Plain, ['title']));
        const title = notes.string([...at, 'links', i, 'title'], (column as Plain).title) ?? '';
        out.columns.push({ title, items: footerLinks((column as Plain).items, [...at, 'links', i, 'items'], notes, ctx) });
      });
    } else {
      // The simple footer: one row of links, which docsgen shows as one column without a title.
      out.columns.push({ title: '', items: footerLinks(footer.links, [...at, 'links'], notes, ctx) });
    }
    out.columns = out.columns.filter((column) => column.items.length > 0);
  }
  const copyright = notes.string([...at, 'copyright'], footer.copyright);
  // Carried as written: the footer shows its inline HTML (links, emphasis), and the build names any other HTML it leaves out.
  if (copyright) out.copyright = copyright;
  if (footer.style !== undefined) notes.notCarried([...at, 'style'], 'footer-style');
  const logo = notes.object([...at, 'logo'], footer.logo);
  const mapped = logo ? mapLogo(logo, [...at, 'logo'], '', notes, ctx) : undefined;
  if (mapped) out.logo = mapped;
  notes.rest(at, footer, ['links', 'copyright', 'style', 'logo']);
  return out;
}
