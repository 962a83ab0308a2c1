/**
 * The front matter keys of a landing page: `layout` (which names it one), `hero` and `features`, as zod schemas that
 * front-matter.ts validates along with the other keys. Shapes only: links and images are resolved and checked when
 * the page renders (pipeline/landing-page.ts), and no value here is ever HTML (the theme draws every string as text).
 */
import { z } from 'zod';

/** The layouts a page may ask for: `doc` (the default) and `landing`. */
export const PAGE_LAYOUTS = ['doc', 'landing'] as const;

/** The front matter keys read only on a page with `layout: landing`. */
export const LANDING_KEYS = ['hero', 'features'] as const;

const text = z.string().trim().min(1);

/** The icons a call-to-action button may end with (Starlight's names for them). */
export const ACTION_ICONS = ['right-arrow', 'external'] as const;

/** A call-to-action button: its words, where it leads, how much it stands out, and an icon after its words. */
const heroAction = z.strictObject({
  text,
  link: text,
  variant: z.enum(['primary', 'secondary']).optional(),
  icon: z.enum(ACTION_ICONS).optional(),
});

export const heroSchema = z.strictObject({
  /** Default: the page title (`title` front matter, else the site title). */
  title: text.optional(),
  /** A second line of the heading, under the title (VitePress' `hero.text` under its `name`). */
  subtitle: text.optional(),
  /** Default: the `description` front matter, else the site's tagline. */
  tagline: text.optional(),
  /** A picture beside the text: a file beside the page, a static-folder path or a URL; `alt` empty for a decorative one. */
  image: z.strictObject({ src: text, alt: z.string().trim().optional() }).optional(),
  /** A few characters (an emoji) drawn large beside the text where no `image` is; decorative, so screen readers skip it. */
  icon: text.optional(),
  actions: z.array(heroAction).optional(),
});

export const featuresSchema = z.array(
  z.strictObject({
    title: text,
    details: text.optional(),
    /** The card links there when set. */
    link: text.optional(),
    /** A few characters (an emoji) drawn above the title; decorative, so screen readers skip it. */
    icon: text.optional(),
  }),
);

export type HeroFrontMatter = z.infer<typeof heroSchema>;
export type FeaturesFrontMatter = z.infer<typeof featuresSchema>;
