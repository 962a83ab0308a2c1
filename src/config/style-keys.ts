/**
 * The config keys that change how a site looks: `customCss`, `theme` (brand colours and fonts) and `logo`.
 * Schema pieces for `schema.ts`, and the logo as the theme gets it. Validation only: the CSS files are read by
 * `site-styles.ts`, the brand colours turned into CSS by `brand-colours.ts`.
 */
import { z } from 'zod';
import { asSitePath, configHrefPath, isExternalUrl, type SitePath } from '../../core/urls.js';
import { isSafeFontList, parseColour } from './brand-colours.js';
import { addSchemaCheckIssue } from './schema-issues.js';

/** One CSS file or several, relative to the site folder, bundled after the theme's style sheet in this order. */
export const customCssSchema = z
  .union([z.string().min(1), z.array(z.string().min(1))])
  .default([])
  .transform((value) => (typeof value === 'string' ? [value] : value));

const colour = z.string().superRefine((value, ctx) => {
  if (!parseColour(value)) addSchemaCheckIssue(ctx, [], { variant: 'bad-colour', value }, value);
});
const fontList = z.string().superRefine((value, ctx) => {
  if (!isSafeFontList(value)) addSchemaCheckIssue(ctx, [], { variant: 'bad-font', value }, value);
});

/** Brand colours (light mode's `primary`, dark mode's `primaryDark`) and the body and code fonts. */
export const themeSchema = z.strictObject({
  colors: z.strictObject({ primary: colour, primaryDark: colour.optional() }).optional(),
  fonts: z.strictObject({ body: fontList.optional(), mono: fontList.optional() }).optional(),
});

const size = z.union([z.number().positive(), z.string().regex(/^\d+(\.\d+)?(px)?$/, { message: 'expected a size in pixels such as 32' })]);

/** The navbar logo: `src` (and `srcDark` for dark mode) in the static folder, in the site folder (copied), or absolute URLs. */
export const logoSchema = z.strictObject({
  /** Default: empty, as the site title is shown beside the logo. */
  alt: z.string().default(''),
  src: z.string().min(1),
  srcDark: z.string().min(1).optional(),
  /** Where the logo links (default: the home page). */
  href: z.string().min(1).optional(),
  width: size.optional(),
  height: size.optional(),
});

export type LogoConfig = z.output<typeof logoSchema>;

/** `img/logo.svg` → `/img/logo.svg`: a site path (the theme adds the base URL), or an absolute URL as it is. */
export function sitePathOf(src: string): SitePath {
  return asSitePath(isExternalUrl(src) || src.startsWith('/') ? src : `/${src.replace(/^\.\//, '')}`);
}

const pixels = (value: number | string | undefined) => (value === undefined ? undefined : Number.parseFloat(String(value)));

/** A logo's images as site paths: `srcDark` only when it is another image. */
const logoImages = (logo: LogoConfig) => ({
  src: sitePathOf(logo.src),
  ...(logo.srcDark && logo.srcDark !== logo.src ? { srcDark: sitePathOf(logo.srcDark) } : {}),
});

/** The footer's logo as `SiteData` holds it: site paths, its size only where the config gives one, a link only where it says. */
export function footerLogoData(logo: LogoConfig, baseUrl = '/') {
  return {
    alt: logo.alt,
    ...logoImages(logo),
    ...(logo.href ? { href: configHrefPath(baseUrl, logo.href) } : {}),
    ...(logo.width !== undefined ? { width: pixels(logo.width) } : {}),
    ...(logo.height !== undefined ? { height: pixels(logo.height) } : {}),
  };
}

/**
 * The logo as `SiteData` holds it: site paths, and a box of 28 × 28 pixels unless the config sizes it. The site
 * title stands beside the logo in the same link, so alt text that only repeats it is dropped (read twice otherwise).
 */
export function logoData(logo: LogoConfig | undefined, siteTitle = '', baseUrl = '/') {
  if (!logo) return null;
  const sized = logo.width !== undefined || logo.height !== undefined;
  return {
    alt: logo.alt.trim().toLowerCase() === siteTitle.trim().toLowerCase() ? '' : logo.alt,
    ...logoImages(logo),
    href: configHrefPath(baseUrl, logo.href ?? '/'),
    width: sized ? pixels(logo.width) : 28,
    height: sized ? pixels(logo.height) : 28,
  };
}
