/**
 * The built-in navbar icons (`icon: 'github'` in the config), drawn for this theme on a 24×24 grid, as the same
 * drawing data a custom icon becomes. Lives on the build side so that the browser bundle carries only the icons a
 * site uses (in its page data), not the whole set; `navbar-icons.ts` puts a named icon's drawing into the config.
 * Pure data: must not import anything but core/ types.
 */
import type { NavbarIconName, SvgIconElement } from '../../core/route-data.js';

/** A glyph on a 24×24 grid, filled with the text colour; `evenOdd` cuts holes where paths overlap. */
type Glyph = string | { d: string; evenOdd: true };

const REPOSITORY =
  'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.4 1.1 2.9.8.1-.6.4-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.7 1a9.4 9.4 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.4 4.7-4.6 5 .4.3.7.9.7 1.9v2.8c0 .3.2.6.7.5A10 10 0 0 0 12 2z';

/** The navbar's icons (`icon: 'github'` in the config), each drawn for this theme. */
const NAVBAR_GLYPHS: Record<NavbarIconName, Glyph> = {
  chat: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z',
  repository: REPOSITORY,
  // The cat in a circle that the repository icon has always drawn.
  github: REPOSITORY,
  // A fox's head: two ears, a broad snout, a point at the chin.
  gitlab: 'M12 21.6 2.3 14.5a1.1 1.1 0 0 1-.4-1.2L4.6 4.4a.55.55 0 0 1 1.05 0L8.3 10h7.4l2.65-5.6a.55.55 0 0 1 1.05 0l2.7 8.9a1.1 1.1 0 0 1-.4 1.2z',
  // A game pad of a face with two eyes cut out.
  discord: {
    d: 'M19.4 5.4A16 16 0 0 0 15.3 4l-.6 1.2a14.5 14.5 0 0 0-5.4 0L8.7 4a16 16 0 0 0-4.1 1.4C2 9.3 1.3 13.1 1.6 16.8a16.3 16.3 0 0 0 5 2.6l1.1-1.8c-.6-.2-1.2-.5-1.8-.8l.4-.4a11.7 11.7 0 0 0 11.4 0l.4.4c-.6.3-1.2.6-1.8.8l1.1 1.8a16.3 16.3 0 0 0 5-2.6c.4-4.3-.7-8.1-3-11.4zM8.7 14.6c-1 0-1.8-.9-1.8-2.1s.8-2.1 1.8-2.1 1.8.9 1.8 2.1-.8 2.1-1.8 2.1zm6.6 0c-1 0-1.8-.9-1.8-2.1s.8-2.1 1.8-2.1 1.8.9 1.8 2.1-.8 2.1-1.8 2.1z',
    evenOdd: true,
  },
  // A pinwheel of four bars, each with a knob at its end.
  slack:
    'M3.3 8.3h6.3a1.3 1.3 0 0 1 0 2.6H3.3a1.3 1.3 0 0 1 0-2.6zM8.3 7.8V6.5a1.3 1.3 0 0 1 2.6 0v1.3zM13.1 3.3v6.3a1.3 1.3 0 0 0 2.6 0V3.3a1.3 1.3 0 0 0-2.6 0zM16.2 8.3h1.3a1.3 1.3 0 0 1 0 2.6h-1.3zM14.4 13.1h6.3a1.3 1.3 0 0 1 0 2.6h-6.3a1.3 1.3 0 0 1 0-2.6zM13.1 16.2h2.6v1.3a1.3 1.3 0 0 1-2.6 0zM8.3 14.4v6.3a1.3 1.3 0 0 0 2.6 0v-6.3a1.3 1.3 0 0 0-2.6 0zM7.8 13.1v2.6H6.5a1.3 1.3 0 0 1 0-2.6z',
  // A bold stroke with a hollow core, crossed by a thin one.
  x: {
    d: 'M3 3h5.5L21 21h-5.5zM5.9 4.3h1.9l10.3 15.4h-1.9zM19 3h1.6l-6.72 7.75-.71-1.02zM10.12 13.25l.71 1.02L5 21H3.4z',
    evenOdd: true,
  },
  // A speech bubble with a lip at the lower left and an "m" cut out.
  mastodon: {
    d: 'M6.5 2.5h11a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H11c-1.4 0-2.2.7-2.2 1.6 0 1.1 1 1.7 3 1.7 1.3 0 2.6-.2 3.7-.6v2.2c-1.2.4-2.6.6-4 .6-3.6 0-5.7-1.6-5.9-4.6A4 4 0 0 1 2.5 12.5v-6a4 4 0 0 1 4-4zM7 13.5h2v-4a1.25 1.25 0 0 1 2.5 0V12h1V9.5a1.25 1.25 0 0 1 2.5 0v4h2v-4a3.25 3.25 0 0 0-5-2.74 3.25 3.25 0 0 0-5 2.74z',
    evenOdd: true,
  },
  // A dot and two widening arcs.
  rss: 'M5 17a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 9.5A11.5 11.5 0 0 1 14.5 21h-3A8.5 8.5 0 0 0 3 12.5zM3 2.5A18.5 18.5 0 0 1 21.5 21h-3A15.5 15.5 0 0 0 3 5.5z',
};

/** A named icon as the drawing the theme renders. */
export function builtInNavbarIcon(name: NavbarIconName): { svg: SvgIconElement; name: string } {
  const glyph = NAVBAR_GLYPHS[name];
  const path: SvgIconElement =
    typeof glyph === 'string' ? { tag: 'path', attrs: { d: glyph }, children: [] } : { tag: 'path', attrs: { d: glyph.d, fillRule: 'evenodd' }, children: [] };
  return { svg: { tag: 'svg', attrs: { viewBox: '0 0 24 24' }, children: [path] }, name };
}
