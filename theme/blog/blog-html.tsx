/**
 * A blog page's article as HTML made at build time: the theme's blog parts (a post's header, a list's entries, the
 * tags, authors and archive indexes), then the page's own Markdown body. Server side only (exported from
 * server.ts): the article travels as HTML, as every page's does, so client navigation needs no blog code.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlogPageView } from '../../core/blog.js';
import { BaseUrlContext } from '../components/Link.js';
import { BlogPageTop } from './Blog.js';

export function blogPageHtml(view: BlogPageView, bodyHtml: string, baseUrl: string): string {
  const top = renderToStaticMarkup(createElement(BaseUrlContext.Provider, { value: baseUrl }, createElement(BlogPageTop, { view })));
  const kind = view.kind === 'post' ? 'blog-post' : `blog-${view.kind}`;
  return `<div class="blog-page ${kind}">${top}${bodyHtml ? `<div class="blog-post-body">${bodyHtml}</div>` : ''}</div>`;
}
