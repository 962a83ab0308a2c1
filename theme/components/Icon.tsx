/**
 * Inline SVG icons: the chrome's own (sun, moon, chevron…) and navbar icons, whose drawing the build supplies
 * (sanitised from a custom file, or from the built-in set in `src/config/navbar-glyphs.ts`). Decorative, so hidden from assistive technology (the link around an
 * icon carries the name). Renders only what it is given; it must not fetch or parse anything.
 */
import { createElement, type ReactNode } from 'react';
import type { NavbarIcon as NavbarIconData, SvgIconElement } from '../../core/route-data.js';

/** The chrome's own icons. */
const PATHS = {
  sun: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM11 1h2v3h-2zm0 19h2v3h-2zM1 11h3v2H1zm19 0h3v2h-3zM4.2 2.8l2.1 2.1-1.4 1.4-2.1-2.1zm14.9 14.9 2.1 2.1-1.4 1.4-2.1-2.1zM2.8 19.8l2.1-2.1 1.4 1.4-2.1 2.1zM17.7 4.9l2.1-2.1 1.4 1.4-2.1 2.1z',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  external: 'M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h5v2H5v12h12v-5h2v7H3V5z',
  chevron: 'M9 6l6 6-6 6',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

/** Icons drawn as lines rather than filled shapes. */
const STROKED: ReadonlySet<IconName> = new Set(['chevron', 'close']);

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  const stroke = STROKED.has(name);
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" className={`icon icon-${name}`}>
      <path d={PATHS[name]} fill={stroke ? 'none' : 'currentColor'} stroke={stroke ? 'currentColor' : undefined} strokeWidth={stroke ? 2 : undefined} />
    </svg>
  );
}

/** The sanitised drawing of a custom icon, element by element (the build kept only drawing elements and attributes). */
function drawing(element: SvgIconElement, key?: number): ReactNode {
  return createElement(element.tag, { ...element.attrs, key }, ...element.children.map((child, i) => drawing(child, i)));
}

/**
 * A navbar link's icon: its drawing, sanitised (custom) or taken from the built-in set (named) by the build, so the
 * browser bundle carries no icon it does not show. Shapes without a fill of their own take the text colour.
 */
export function NavbarIcon({ icon, size = 20 }: { icon: NavbarIconData; size?: number }) {
  const { attrs, children } = icon.svg;
  return (
    <svg fill="currentColor" {...attrs} width={size} height={size} aria-hidden="true" focusable="false" className={`icon icon-${icon.name ?? 'custom'}`}>
      {children.map((child, i) => drawing(child, i))}
    </svg>
  );
}
