/**
 * A landing page (`layout: landing`) at render time. Fills the hero's defaults (its title is the page title; its
 * tagline the `description` front matter, else the site's tagline), takes every button and card link through the
 * Markdown links' own handling (`trackLink`: base URL, link check at its front matter line, unsafe schemes refused),
 * places the hero image as a Markdown image is placed (a file beside the page copied under its hash, its size read),
 * and gives search the hero's and the cards' text. Returns the view the theme draws: renders no HTML, and reads files
 * only through the context's file lookup.
 */
import type { LandingView } from '../../core/route-data.js';
import { asHref } from '../../core/urls.js';
import type { Doc } from '../content/docs.js';
import type { LandingSpec } from '../content/landing.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { MarkdownFileContext, SearchSection } from '../markdown/context.js';
import { resolveLocalFile } from '../markdown/images.js';
import { trackLink, unsafeLinkScheme } from '../markdown/links.js';

export interface LandingPage {
  view: LandingView;
  /** The hero's and the cards' text, for search, before the body's own sections. */
  sections: SearchSection[];
}

/** A front matter line as the Markdown helpers take a place (the context's line offset is 0: lines are the file's). */
const atLine = (line: number) => ({ position: { start: { line, column: 1 } } });

/** The hero image's address and size: a local file found (copied when beside the page), else the address as written. */
function heroImage(ctx: MarkdownFileContext, image: NonNullable<LandingSpec['hero']['image']>): LandingView['hero']['image'] {
  const scheme = unsafeLinkScheme(image.src);
  if (scheme) {
    ctx.diagnostics.push(diagnostic('link-unsafe', 'error', { raw: image.src, scheme }, { file: ctx.file, line: image.line }));
    return null;
  }
  const file = resolveLocalFile(ctx, image.src, 'image', atLine(image.line));
  // Not a local file (an external address), or missing (reported): kept as written.
  if (file === null || file === 'missing') return { src: asHref(image.src), alt: image.alt };
  const { width, height } = file.facts;
  return { src: file.url, alt: image.alt, ...(width && height ? { width, height } : {}) };
}

/** `ctx`: a file context of the page with line offset 0, which collects the links, copies and problems. */
export function landingPage(doc: Doc, landing: LandingSpec, site: { tagline: string }, ctx: MarkdownFileContext): LandingPage {
  const { hero, features } = landing;
  const title = hero.title ?? doc.title;
  const tagline = hero.tagline ?? doc.frontMatter.description ?? (site.tagline || null);
  // The link's final URL (base URL included), or the address as written when it is not the site's (external).
  const href = (raw: string, line: number) => asHref(trackLink(ctx, raw, atLine(line)) ?? raw);
  const view: LandingView = {
    hero: {
      title,
      ...(hero.subtitle ? { subtitle: hero.subtitle } : {}),
      tagline,
      image: hero.image ? heroImage(ctx, hero.image) : null,
      ...(hero.icon ? { icon: hero.icon } : {}),
      actions: hero.actions.map((action) => ({
        text: action.text,
        href: href(action.link, action.line),
        variant: action.variant,
        ...(action.icon ? { icon: action.icon } : {}),
      })),
    },
    features: features.map((feature) => ({
      title: feature.title,
      details: feature.details,
      href: feature.link === null ? null : href(feature.link, feature.line),
      icon: feature.icon,
    })),
  };
  const sections: SearchSection[] = tagline ? [{ level: 0, headings: [title], anchor: null, text: tagline }] : [];
  for (const feature of features) {
    sections.push({ level: 2, headings: [title, feature.title], anchor: null, text: null });
    if (feature.details) sections.push({ level: 0, headings: [title, feature.title], anchor: null, text: feature.details });
  }
  return { view, sections };
}
