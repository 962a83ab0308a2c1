/**
 * A landing page's article as HTML made at build time: the hero, the feature cards, then the page's own Markdown
 * body. Server side only (exported from server.ts): the article travels as HTML, as every page's does, so client
 * navigation to and from a landing page needs no code of its own.
 */
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LandingView } from '../../core/route-data.js';
import { LandingFeatures, LandingHero } from './Landing.js';

export function landingHtml(view: LandingView, bodyHtml: string): string {
  const top = renderToStaticMarkup(
    createElement(Fragment, null, createElement(LandingHero, { hero: view.hero }), createElement(LandingFeatures, { features: view.features })),
  );
  return bodyHtml ? `${top}<div class="landing-body">${bodyHtml}</div>` : top;
}
