/**
 * Reads the custom navbar icons a validated config names (`icon: { svg: './static/img/icon.svg' }`, relative to
 * the site folder) and puts each one, sanitised by `svg-icon.ts`, into the config. A file that is missing, outside
 * the site, too large, not SVG or unsafe is a diagnostic at the config line that names it. Reads only those files.
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, type DiagnosticLocation, type FactsOf } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { SiteConfig } from './schema.js';
import { sanitiseSvgIcon, SVG_ICON_MAX_BYTES } from './svg-icon.js';
import { builtInNavbarIcon } from './navbar-glyphs.js';
import type { NavbarIcon, SvgIconElement } from '../../core/route-data.js';

const inside = (parent: string, child: string) => child === parent || child.startsWith(parent + path.sep);

/** One icon file, read and sanitised, or the problem that stops it (facts for `navbar-icon-invalid`). */
function readIcon(root: string, file: string): { element: SvgIconElement } | { problem: FactsOf<'navbar-icon-invalid'> } {
  let real: string;
  let bytes: number;
  try {
    real = realpathSync(path.resolve(root, file));
    bytes = statSync(real).size;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { problem: { variant: 'unreadable', file, reason: code === 'ENOENT' ? 'there is no such file' : (error as Error).message } };
  }
  if (!inside(realpathSync(root), real)) return { problem: { variant: 'outside-site', file } };
  if (bytes > SVG_ICON_MAX_BYTES) return { problem: { variant: 'too-large', file, bytes, limit: SVG_ICON_MAX_BYTES } };
  let text: string;
  try {
    text = readFileSync(real, 'utf8');
  } catch (error) {
    return { problem: { variant: 'unreadable', file, reason: (error as Error).message } };
  }
  const result = sanitiseSvgIcon(text);
  return result.ok ? { element: result.element } : { problem: { ...result.problem, file } };
}

/**
 * The config with every custom navbar icon's sanitised drawing in place (`icon.element`), and the problems found.
 * `locate` gives the config line of an icon's path as written.
 */
export function inlineNavbarIcons(
  config: SiteConfig,
  root: string,
  locate: (svgPath: string) => DiagnosticLocation,
): { config: SiteConfig; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const read = new Map<string, ReturnType<typeof readIcon>>();
  const items = config.navbar.items.map((item) => {
    if (item.type !== 'link' || !item.icon || typeof item.icon === 'string') return item;
    const file = item.icon.svg;
    if (!read.has(file)) {
      const result = readIcon(root, file);
      read.set(file, result);
      if ('problem' in result) diagnostics.push(diagnostic('navbar-icon-invalid', 'error', result.problem, locate(file)));
    }
    const result = read.get(file)!;
    return 'element' in result ? { ...item, icon: { svg: file, element: result.element } } : item;
  });
  return { config: { ...config, navbar: { ...config.navbar, items } }, diagnostics };
}

type ConfigIcon = Extract<SiteConfig['navbar']['items'][number], { type: 'link' }>['icon'];

/** A link's icon as the theme gets it: a built-in icon's drawing, or the sanitised one (none when it was never read). */
export function navbarIconData(icon: ConfigIcon): NavbarIcon | undefined {
  if (icon === undefined) return undefined;
  if (typeof icon === 'string') return builtInNavbarIcon(icon);
  return icon.element ? { svg: icon.element } : undefined;
}
