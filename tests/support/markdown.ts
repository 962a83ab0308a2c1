/** Compiles Markdown as a page of a small fixture site, for unit tests of the Markdown pipeline and search records. */
import { compileMarkdown } from '../../src/markdown/compile.js';
import type { SiteLinkContext } from '../../src/markdown/context.js';
import { pageRecords } from '../../src/search/records.js';
import type { SearchRecord } from '../../core/search/records.js';
import { asHref } from '../../core/urls.js';

export const fixtureLinkContext: SiteLinkContext = {
  baseUrl: '/',
  routeOfSourcePath: new Map([
    ['guide/cycles.md', '/guide/cycles'],
    ['guide/modules.md', '/guide/modules'],
    ['intro.md', '/'],
  ]),
  planBadges: { href: '/pricing', plans: ['Pro', 'Business', 'Enterprise'] },
};

/** Compiles `markdown` as `content/docs/guide/modules.md` (route `/guide/modules`, four front-matter lines). */
export async function compile(markdown: string, extra: Partial<Parameters<typeof compileMarkdown>[0]> = {}) {
  return await compileMarkdown({
    markdown,
    site: fixtureLinkContext,
    file: 'content/docs/guide/modules.md',
    sourcePath: 'guide/modules.md',
    route: '/guide/modules',
    lineOffset: 4,
    ...extra,
  });
}

/** The DocSearch records of one page. */
export async function recordsOf(url: string, title: string, markdown: string, lvl0 = 'Guides', keywords: string[] = []): Promise<SearchRecord[]> {
  const compiled = await compileMarkdown({
    markdown,
    site: { baseUrl: '/', routeOfSourcePath: new Map(), planBadges: { href: '/p', plans: ['Pro'] } },
    file: 'x.md',
    sourcePath: null,
    route: url,
    lineOffset: 0,
    title,
    searchSections: true,
  });
  return pageRecords({ url: asHref(url), title, lvl0, keywords, sections: compiled.sections, language: 'en', docsTag: 'docs-default-current' });
}
