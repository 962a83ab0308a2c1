/**
 * Brand colours and fonts (`theme.colors`, `theme.fonts` in the config) as the theme's CSS custom properties, for
 * both colour modes: the accent (buttons, the progress bar) is the brand colour itself with its text colour picked
 * by contrast, and link text is the brand colour moved just far enough from the page's backgrounds to read (WCAG AA,
 * 4.5:1) on every surface the theme puts text on. Pure: strings in, CSS text out; reads no files.
 */
import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import namesPlugin from 'colord/plugins/names';

extend([a11yPlugin, namesPlugin]);

/** WCAG AA for normal text. colord's contrast rounds down, and colours are checked as the hex written out, so 4.5 is safe. */
const READABLE = 4.5;

/**
 * The backgrounds link text sits on in each mode, as `theme/styles/tokens.css` sets them (`--bg`, `--bg-raised`,
 * `--bg-sunken`, `--bg-hover`, `--code-bg` and the admonitions' `--*-bg`); a test keeps this list equal to that file.
 */
export const THEME_BACKGROUNDS = {
  light: ['#ffffff', '#f6f7f9', '#eef0f3', '#e8ebf0', '#f3f4f7', '#f3f5f9', '#ecf8f0', '#ebf5fc', '#fdf7e6', '#fdf0e6', '#fdecec'],
  dark: ['#0f1115', '#171a21', '#0b0d10', '#222733', '#161a22', '#1b2130', '#10261a', '#0f2233', '#2b2410', '#2d1d0e', '#301416'],
} as const;

/** The text colours the accent's text may take: the theme's own light and dark text, then pure black for mid tones. */
const ON_ACCENT = ['#ffffff', '#0b1020', '#000000'];

export type Mode = 'light' | 'dark';

/** The custom properties a brand colour sets in one mode. */
export interface ModeColours {
  '--accent': string;
  '--accent-contrast': string;
  '--link': string;
  '--link-hover': string;
}

export interface BrandInput {
  colors?: { primary: string; primaryDark?: string };
  fonts?: { body?: string; mono?: string };
}

/** An opaque CSS colour as written (`#2e8555`, `rgb(…)`, `hsl(…)`, a colour name), or null when it is not one. */
export function parseColour(value: string): Colord | null {
  const colour = colord(value.trim());
  return colour.isValid() && colour.alpha() === 1 ? colour : null;
}

/** A font-family list safe to write into a style sheet: no braces, semicolons, angle brackets or backslashes. */
export function isSafeFontList(value: string): boolean {
  return value.trim() !== '' && !/[{};<>\\]|\/\*/.test(value);
}

const worstContrast = (colour: Colord, backgrounds: readonly string[]) => Math.min(...backgrounds.map((bg) => colour.contrast(bg)));

/** The colour moved toward black (light mode) or white (dark mode) in small steps until it reads on every background. */
function readableOn(colour: Colord, mode: Mode): Colord {
  const backgrounds = THEME_BACKGROUNDS[mode];
  let current = colord(colour.toHex());
  for (let i = 0; i < 100 && worstContrast(current, backgrounds) < READABLE; i++)
    current = colord((mode === 'light' ? current.darken(0.01) : current.lighten(0.01)).toHex());
  return current;
}

/** The text colour with the most contrast on `background`, the first of `ON_ACCENT` that reaches AA. */
export function textOn(background: Colord): string {
  return (
    ON_ACCENT.find((text) => background.contrast(text) >= READABLE) ??
    (background.contrast('#ffffff') >= background.contrast('#000000') ? '#ffffff' : '#000000')
  );
}

/** The colour properties of one mode, from the brand colour meant for it. */
export function modeColours(brand: Colord, mode: Mode): ModeColours {
  const link = readableOn(brand, mode);
  const hover = mode === 'light' ? link.darken(0.1) : link.lighten(0.1);
  const accent = colord(brand.toHex());
  return { '--accent': accent.toHex(), '--accent-contrast': textOn(accent), '--link': link.toHex(), '--link-hover': hover.toHex() };
}

/**
 * The brand colour for dark mode when the config gives none: the light one, lightened until it reads on the dark
 * backgrounds (a dark brand colour would be lost on them).
 */
function darkBrandOf(primary: Colord): Colord {
  return readableOn(primary, 'dark');
}

const block = (selector: string, properties: Record<string, string>) =>
  `${selector} {\n${Object.entries(properties)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n')}\n}`;

/**
 * The style sheet for a config's brand colours and fonts, placed after the theme's (same selectors, so it wins), or
 * '' when the config sets neither. Colours and fonts must have passed the config schema's checks.
 */
export function brandStyleSheet(input: BrandInput | undefined): string {
  const parts: string[] = [];
  const fonts: Record<string, string> = {};
  if (input?.fonts?.body) fonts['--font-body'] = input.fonts.body.trim();
  if (input?.fonts?.mono) fonts['--font-mono'] = input.fonts.mono.trim();
  if (Object.keys(fonts).length) parts.push(block(':root', fonts));
  const colors = input?.colors;
  const primary = colors && parseColour(colors.primary);
  if (primary) {
    const dark = (colors.primaryDark && parseColour(colors.primaryDark)) || darkBrandOf(primary);
    // Dark is the theme's default (`:root`), light applies with data-theme="light": the same selectors as tokens.css.
    parts.push(block(":root,\n[data-theme='dark']", { ...modeColours(dark, 'dark') }));
    parts.push(block("[data-theme='light']", { ...modeColours(primary, 'light') }));
  }
  return parts.length ? `/* Brand colours and fonts from the site config (theme.colors, theme.fonts). */\n${parts.join('\n')}\n` : '';
}
