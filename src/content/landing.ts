/**
 * What a landing page (`layout: landing`) asks for: its hero and feature cards, taken from its validated front
 * matter together with the file line of each link and image, so that a problem found when the page renders (a
 * broken link, a missing picture) points at the line that wrote it. Pure data: applies no defaults (the render
 * stage fills the title and tagline), resolves no link and reads no file.
 */
import type { FrontMatter } from './front-matter.js';
import { lineOfKeyPath } from './yaml-key-lines.js';
import { VITEPRESS_0_HOME_KEYS } from './vitepress-home.js';

export interface LandingAction {
  text: string;
  link: string;
  variant: 'primary' | 'secondary';
  icon?: 'right-arrow' | 'external';
  /** The file line of its `link`. */
  line: number;
}

export interface LandingFeature {
  title: string;
  details: string | null;
  link: string | null;
  icon: string | null;
  /** The file line of its `link` (of the card when it has none). */
  line: number;
}

export interface LandingSpec {
  hero: {
    title: string | null;
    subtitle: string | null;
    tagline: string | null;
    image: { src: string; alt: string; line: number } | null;
    /** Characters drawn large beside the text when there is no image. */
    icon: string | null;
    actions: LandingAction[];
  };
  features: LandingFeature[];
}

/** The landing page's spec, or undefined for a page of another layout. `frontMatterText`: the file from its start to the body. */
export function landingSpecOf(frontMatter: FrontMatter, frontMatterText: string): LandingSpec | undefined {
  if (frontMatter.layout !== 'landing') return undefined;
  const { hero = {}, features = [] } = frontMatter;
  const lineOf = (...path: (string | number)[]) => {
    const line = lineOfKeyPath(frontMatterText, path);
    if (line !== 1 || path[0] !== 'hero') return line;
    // No `hero:` key: a VitePress 0.x home, whose hero is flat keys (`actionLink`), each placed at its own line.
    const flat = Object.entries(VITEPRESS_0_HOME_KEYS).find(([, at]) => at.join('.') === path.join('.'));
    return flat ? lineOfKeyPath(frontMatterText, [flat[0]]) : line;
  };
  return {
    hero: {
      title: hero.title ?? null,
      subtitle: hero.subtitle ?? null,
      tagline: hero.tagline ?? null,
      image: hero.image ? { src: hero.image.src, alt: hero.image.alt ?? '', line: lineOf('hero', 'image', 'src') } : null,
      icon: hero.image ? null : (hero.icon ?? null),
      actions: (hero.actions ?? []).map((action, i) => ({
        text: action.text,
        link: action.link,
        // The first button stands out unless the author says otherwise; the rest sit beside it.
        variant: action.variant ?? (i === 0 ? 'primary' : 'secondary'),
        ...(action.icon ? { icon: action.icon } : {}),
        line: lineOf('hero', 'actions', i, 'link'),
      })),
    },
    features: features.map((feature, i) => ({
      title: feature.title,
      details: feature.details ?? null,
      link: feature.link ?? null,
      icon: feature.icon ?? null,
      line: lineOf('features', i, ...(feature.link ? ['link'] : [])),
    })),
  };
}
