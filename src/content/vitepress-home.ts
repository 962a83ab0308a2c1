/**
 * Reads a VitePress home page's front matter (`layout: home`, `hero.name`/`text`/`tagline`, `actions[].theme`,
 * `features[]`) as docsgen's landing page (`layout: landing`), so a VitePress site's home builds without an edit.
 * VitePress 0.x's home (`home: true`, its hero in flat keys: `heroText`, `heroImage`, `actionText`/`actionLink`…)
 * is read as the same page.
 * What the landing layout cannot draw (an icon that is an image or HTML, `linkText`) is named for a warning, never
 * dropped unseen. Pure: changes no input object; a page of another layout comes back as it was.
 */
import { isRecord, trimmedText as textOf } from '../util/is-record.js';

type Data = Record<string, unknown>;

/** A VitePress hero image: a path, `{ src, alt }`, or `{ light, dark, alt }` (the light one is drawn). */
function imageOf(image: unknown): { src: string; alt?: string } | undefined {
  if (typeof image === 'string') return textOf(image) ? { src: image.trim() } : undefined;
  if (!isRecord(image)) return undefined;
  const src = textOf(image.src) ?? textOf(image.light);
  const alt = textOf(image.alt);
  return src ? { src, ...(alt ? { alt } : {}) } : undefined;
}

/**
 * VitePress 0.x's flat home keys, each with the key path of today's `layout: home` it is read as; `landing.ts`
 * places a link or an image of the hero at the flat key's line.
 */
export const VITEPRESS_0_HOME_KEYS = {
  heroText: ['hero', 'name'],
  tagline: ['hero', 'tagline'],
  heroImage: ['hero', 'image', 'src'],
  heroAlt: ['hero', 'image', 'alt'],
  actionText: ['hero', 'actions', 0, 'text'],
  actionLink: ['hero', 'actions', 0, 'link'],
  altActionText: ['hero', 'actions', 1, 'text'],
  altActionLink: ['hero', 'actions', 1, 'link'],
} as const;

/**
 * A VitePress 0.x home (`home: true`, no `layout`) as today's `layout: home`, with its `footer` line, which docsgen
 * does not draw, taken out to be named; other front matter as it was.
 */
function fromVitePress0Home(data: Data): { data: Data; footer: boolean } {
  if (data.home !== true || data.layout !== undefined) return { data, footer: false };
  const { home: _home, footer, heroText, tagline, heroImage, heroAlt, actionText, actionLink, altActionText, altActionLink, ...rest } = data;
  const button = (text: unknown, link: unknown, theme: string) => (text !== undefined || link !== undefined ? [{ text, link, theme }] : []);
  const hero = {
    ...(heroText !== undefined ? { name: heroText } : {}),
    ...(tagline !== undefined ? { tagline } : {}),
    ...(heroImage !== undefined ? { image: { src: heroImage, ...(heroAlt !== undefined ? { alt: heroAlt } : {}) } } : {}),
    actions: [...button(actionText, actionLink, 'brand'), ...button(altActionText, altActionLink, 'alt')],
  };
  return { data: { ...rest, layout: 'home', hero }, footer: footer !== undefined };
}

/** The front matter as docsgen's landing page reads it, and the key paths it cannot draw. */
export function fromVitePressHome<T>(input: T): { data: T | Data; notDrawn: (string | number)[][] } {
  // Front matter that is no mapping (`null`, a list) is the schema's to report.
  if (!isRecord(input)) return { data: input, notDrawn: [] };
  const { data, footer } = fromVitePress0Home(input);
  if (data.layout !== 'home') return { data: input, notDrawn: [] };
  const notDrawn: (string | number)[][] = footer ? [['footer']] : [];
  const hero = isRecord(data.hero) ? data.hero : {};
  const name = textOf(hero.name);
  const words = textOf(hero.text);
  // VitePress' heading is its `name`, with `text` on a line under it; alone, either is the title.
  const subtitle = name ? words : null;
  const tagline = textOf(hero.tagline) ?? undefined;
  // A button without words (Pinia's `text: ' '`, a logo its own theme's CSS draws) cannot be drawn: named, left out.
  const actions = (Array.isArray(hero.actions) ? hero.actions : [])
    .map((action, i) => ({ action, i }))
    .filter(({ action, i }) => {
      if (!isRecord(action)) return false;
      if (typeof action.text === 'string' && !action.text.trim()) notDrawn.push(['hero', 'actions', i, 'text']);
      return !(typeof action.text === 'string' && !action.text.trim());
    })
    .map(({ action }) => ({
      text: (action as Data).text,
      link: (action as Data).link,
      variant: (action as Data).theme === 'alt' ? 'secondary' : 'primary',
    }));
  const image = imageOf(hero.image);
  const features = (Array.isArray(data.features) ? data.features : []).filter(isRecord).map((feature, i) => {
    const icon = textOf(feature.icon);
    // An emoji is drawn; an image (`{ src }`) or HTML (an inline SVG) is not.
    const drawn = icon && !icon.startsWith('<') ? icon : undefined;
    if (feature.icon !== undefined && !drawn) notDrawn.push(['features', i, 'icon']);
    if (feature.linkText !== undefined) notDrawn.push(['features', i, 'linkText']);
    return { title: feature.title, details: feature.details, link: feature.link, ...(drawn ? { icon: drawn } : {}) };
  });
  const landingHero = {
    ...((name ?? words) ? { title: name ?? words } : {}),
    ...(subtitle ? { subtitle } : {}),
    ...(tagline ? { tagline } : {}),
    ...(image ? { image } : {}),
    ...(actions.length ? { actions } : {}),
  };
  return { data: { ...data, layout: 'landing', hero: landingHero, ...(features.length ? { features } : {}) }, notDrawn };
}
