/**
 * Tags from `tags:` front matter, as Docusaurus reads them: a label (or `{ label, permalink }`), each with a page
 * listing its docs at `<route base>/tags/<permalink>` and one page listing every tag at `<route base>/tags`. Builds
 * those pages' Markdown (rendered like any doc, so links are checked). Unlisted docs are left off. Pure.
 */
import kebabCase from 'lodash.kebabcase';
import type { NavLink } from '../../core/route-data.js';
import { trimLeadingSlashes, type SitePath } from '../../core/urls.js';
import { markdownText } from './markdown-text.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { isValidRoute, underRouteBase } from './doc-paths.js';
import type { Doc } from './docs.js';

export interface TagPage {
  label: string;
  route: SitePath;
  docs: Doc[];
}

/** Every tag of one doc as a link to its page, valid route or not. */
function allTagLinksOf(doc: Doc, routeBasePath: string): NavLink[] {
  return (doc.frontMatter.tags ?? []).map((tag) => {
    const label = typeof tag === 'string' ? tag : tag.label;
    const permalink = typeof tag === 'string' || !tag.permalink ? kebabCase(label) : trimLeadingSlashes(tag.permalink);
    return { label, href: underRouteBase(routeBasePath, `/tags/${permalink}`) };
  });
}

/** The tags of one doc as links to their pages; a tag whose permalink makes no valid route has no page (tagRouteProblems reports it). */
export function tagLinksOf(doc: Doc, routeBasePath: string): NavLink[] {
  return allTagLinksOf(doc, routeBasePath).filter((link) => isValidRoute(link.href));
}

/** A `route-invalid` error for each tag whose `permalink` makes no valid route (`..`, spaces, a file path), at its doc. */
export function tagRouteProblems(docs: readonly Doc[], routeBasePath: string): Diagnostic[] {
  return docs.flatMap((doc) =>
    allTagLinksOf(doc, routeBasePath)
      .filter((link) => !isValidRoute(link.href))
      .map((link) => diagnostic('route-invalid', 'error', { route: link.href, fromSlug: false, from: 'tag-permalink' }, { file: doc.file, line: 1 })),
  );
}

/** Every tag used by a listed doc, by route, with its docs in doc order; sorted by label. */
export function collectTags(docs: readonly Doc[], routeBasePath: string): TagPage[] {
  const byRoute = new Map<string, TagPage>();
  for (const doc of docs) {
    if (doc.unlisted) continue;
    for (const link of tagLinksOf(doc, routeBasePath)) {
      const page = byRoute.get(link.href) ?? { label: link.label, route: link.href, docs: [] };
      if (!page.docs.includes(doc)) page.docs.push(doc);
      byRoute.set(link.href, page);
    }
  }
  return [...byRoute.values()].sort((a, b) => a.label.localeCompare(b.label));
}

const item = (doc: Doc) => `- [${markdownText(doc.title)}](<${doc.route}>)${doc.description ? `: ${markdownText(doc.description)}` : ''}`;

export function tagPageBody(tag: TagPage): string {
  const count = tag.docs.length === 1 ? 'One doc' : `${tag.docs.length} docs`;
  return `# ${count} tagged with "${markdownText(tag.label)}"\n\n${tag.docs.map(item).join('\n')}\n`;
}

export function tagsIndexBody(tags: readonly TagPage[]): string {
  return `# Tags\n\n${tags.map((tag) => `- [${markdownText(tag.label)}](<${tag.route}>) (${tag.docs.length})`).join('\n')}\n`;
}
