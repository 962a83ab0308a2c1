/** The route-data getters: each piece of a page's `PageData`, from the doc, its compiled content and its variant's plan. */
import { describe, expect, it } from 'vitest';
import type { PageData, TocEntry } from '../../../../../core/route-data.js';
import { asHref, asSitePath } from '../../../../../core/urls.js';
import { validateConfig } from '../../../../../src/config/load.js';
import type { Doc } from '../../../../../src/content/docs.js';
import type { GitUpdate } from '../../../../../src/content/git-dates.js';
import type { LandingPage } from '../../../../../src/pipeline/landing-page.js';
import { planSite } from '../../../../../src/pipeline/plan.js';
import {
  alternatesOf,
  breadcrumbsOf,
  docRouteData,
  docSidebarOf,
  editUrlOf,
  firstSidebarOf,
  hideTableOfContentsOf,
  keywordsOf,
  lastUpdateOf,
  noticesHtmlOf,
  paginationOf,
  sidebarNavigationOf,
  sidebarRefOf,
  sidebarTreeUrlOf,
  sidebarViewOf,
  specialRouteData,
  stylesheetsOf,
  tagsOf,
  titleOf,
  tocOf,
} from '../../../../../src/pipeline/page/route-data.js';
import { builtInTheme } from '../../../../../src/render/theme-module.js';
import { docsOf, page } from '../../../../support/docs.js';

const configWith = (extra: Record<string, unknown> = {}) => validateConfig({ title: 'Site', url: 'https://docs.example.com', ...extra }, 'site.config.ts');

/** A one-variant site planned from Markdown files (source path → text), with the sidebar the config gives. */
function planOf(files: Record<string, string>, extra: Record<string, unknown> = {}, gitUpdates = new Map<string, GitUpdate>()) {
  const rawDocs = Object.entries(files).map(([sourcePath, text]) => ({ sourcePath, file: `docs/${sourcePath}`, text }));
  const site = planSite({ config: configWith(extra), configFile: 'site.config.ts', configSource: '', rawDocs, gitUpdates });
  const errors = site.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(errors.map((d) => d.message).join('\n'));
  const variant = site.variants[0]!;
  const docOf = (id: string) => variant.docsById.get(id)!;
  return { site, variant, docOf };
}

const guideSidebar = {
  docs: {
    sidebars: {
      docs: ['intro', { type: 'category', label: 'Guide', link: { type: 'doc', id: 'guide/overview' }, items: ['guide/cycles', 'guide/modules'] }],
    },
  },
};
const guideFiles = {
  'intro.md': page('Introduction', 'slug: /\n'),
  'guide/overview.md': page('Guide'),
  'guide/cycles.md': page('Cycles', 'pagination_label: Cycle basics\n'),
  'guide/modules.md': page('Modules'),
  'elsewhere.md': page('Elsewhere'),
};

const one = (text: string): Doc => docsOf({ 'page.md': text })[0]!;
const landingView = (title: string): LandingPage => ({ view: { hero: { title, tagline: null, image: null, actions: [] }, features: [] }, sections: [] });

describe('titleOf', () => {
  it("takes the doc's title, and a landing page's hero title", () => {
    const doc = one(page('Setup'));
    expect(titleOf(doc, null)).toBe('Setup');
    expect(titleOf(doc, landingView('Welcome aboard'))).toBe('Welcome aboard');
  });
});

describe('tocOf', () => {
  const toc: TocEntry[] = ([2, 3, 4, 2, 5] as const).map((depth, i) => ({ id: `h${i}`, text: `Heading ${i}`, depth }));

  it('lists levels 2 and 3 by default', () => {
    expect(tocOf(one(page('A')), toc, false).map((e) => e.id)).toEqual(['h0', 'h1', 'h3']);
  });

  it('follows toc_min_heading_level and toc_max_heading_level, a max below the min meaning the min', () => {
    expect(tocOf(one(page('A', 'toc_min_heading_level: 3\ntoc_max_heading_level: 5\n')), toc, false).map((e) => e.id)).toEqual(['h1', 'h2', 'h4']);
    expect(tocOf(one(page('A', 'toc_min_heading_level: 4\ntoc_max_heading_level: 2\n')), toc, false).map((e) => e.id)).toEqual(['h2']);
  });

  it("takes the config's levels where the page says nothing, the page's own where it does", () => {
    const levels = { minHeadingLevel: 3, maxHeadingLevel: 4 };
    expect(tocOf(one(page('A')), toc, false, levels).map((e) => e.id)).toEqual(['h1', 'h2']);
    expect(tocOf(one(page('A', 'toc_max_heading_level: 5\n')), toc, false, levels).map((e) => e.id)).toEqual(['h1', 'h2', 'h4']);
  });

  it('lists nothing on a landing page', () => {
    expect(tocOf(one(page('A')), toc, true)).toEqual([]);
  });
});

describe('hideTableOfContentsOf', () => {
  it('follows hide_table_of_contents, and always hides it on a landing page', () => {
    expect(hideTableOfContentsOf(one(page('A')), false)).toBe(false);
    expect(hideTableOfContentsOf(one(page('A', 'hide_table_of_contents: true\n')), false)).toBe(true);
    expect(hideTableOfContentsOf(one(page('A')), true)).toBe(true);
  });
});

describe('docSidebarOf and firstSidebarOf', () => {
  const { variant, docOf } = planOf(guideFiles, guideSidebar);

  it("finds the doc's sidebar, none for a doc outside every sidebar, none on a landing page", () => {
    const sidebar = docSidebarOf(docOf('guide/cycles'), variant, false);
    expect(sidebar?.name).toBe('docs');
    expect(sidebar?.nodes).toBe(variant.sidebars.get('docs'));
    expect(docSidebarOf(docOf('elsewhere'), variant, false)).toBeNull();
    expect(docSidebarOf(docOf('guide/cycles'), variant, true)).toBeNull();
  });

  it("gives the not-found and search pages the variant's first sidebar, or none", () => {
    expect(firstSidebarOf(variant)?.name).toBe('docs');
    expect(firstSidebarOf({ sidebars: new Map() })).toBeNull();
  });
});

describe('sidebarNavigationOf and breadcrumbsOf', () => {
  const { variant, docOf } = planOf(guideFiles, guideSidebar);

  it('leads from home, under its interface label, through the categories to the page', () => {
    const doc = docOf('guide/cycles');
    const nav = sidebarNavigationOf(doc, docSidebarOf(doc, variant, false), { ...variant, site: { text: { breadcrumbHome: 'Accueil' } } });
    expect(breadcrumbsOf(nav)).toEqual([
      { label: 'Accueil', href: '/' },
      { label: 'Guide', href: '/guide/overview' },
      { label: 'Cycles', href: '/guide/cycles' },
    ]);
    expect(nav?.prev).toEqual({ label: 'Guide', href: '/guide/overview' });
    expect(nav?.next).toEqual({ label: 'Modules', href: '/guide/modules' });
  });

  it('has no navigation, so no breadcrumbs, outside a sidebar', () => {
    const doc = docOf('elsewhere');
    const nav = sidebarNavigationOf(doc, docSidebarOf(doc, variant, false), variant);
    expect(nav).toBeNull();
    expect(breadcrumbsOf(nav)).toEqual([]);
  });
});

describe('sidebarViewOf, sidebarRefOf and sidebarTreeUrlOf', () => {
  const { variant, docOf } = planOf(guideFiles, guideSidebar);
  const sidebar = docSidebarOf(docOf('guide/cycles'), variant, false);
  const treeUrls = new Map([['docs', asHref('/assets/sidebar-docs-1234.json')]]);

  it('marks the active page in the view, pruned to its open branch when the sidebar is pruned', () => {
    const whole = sidebarViewOf(sidebar, 'guide/cycles', new Set());
    expect(JSON.stringify(whole)).toContain('"active":true');
    expect(whole).toHaveLength(2);
    const pruned = sidebarViewOf(sidebar, 'intro', new Set(['docs']));
    expect(JSON.stringify(pruned)).not.toContain('/guide/cycles');
    expect(JSON.stringify(whole)).toContain('/guide/cycles');
    expect(sidebarViewOf(null, 'guide/cycles', new Set())).toBeNull();
  });

  it('refers the browser to the shared tree only for a sidebar that is not pruned', () => {
    expect(sidebarRefOf(sidebar, 'guide/cycles', new Set())).toEqual({ name: 'docs', activeDocId: 'guide/cycles' });
    expect(sidebarRefOf(sidebar, null, new Set())).toEqual({ name: 'docs', activeDocId: null });
    expect(sidebarRefOf(sidebar, 'guide/cycles', new Set(['docs']))).toBeUndefined();
    expect(sidebarRefOf(null, 'guide/cycles', new Set())).toBeUndefined();
  });

  it("names the sidebar's whole-tree asset, or null", () => {
    expect(sidebarTreeUrlOf(sidebar, treeUrls)).toBe('/assets/sidebar-docs-1234.json');
    expect(sidebarTreeUrlOf(sidebar, new Map())).toBeNull();
    expect(sidebarTreeUrlOf(sidebar, undefined)).toBeNull();
    expect(sidebarTreeUrlOf(null, treeUrls)).toBeNull();
  });
});

describe('paginationOf', () => {
  const files = {
    ...guideFiles,
    'guide/modules.md': page('Modules', 'pagination_prev: intro\npagination_next: null\n'),
    'guide/hidden.md': page('Hidden', 'unlisted: true\npagination_next: intro\n'),
  };
  const { variant, docOf } = planOf(files, guideSidebar);
  const navOf = (id: string) => sidebarNavigationOf(docOf(id), docSidebarOf(docOf(id), variant, false), variant);

  it("follows the sidebar's order, labelling each link by its page's pagination_label", () => {
    expect(paginationOf(docOf('guide/overview'), navOf('guide/overview'), variant, false)).toEqual({
      prev: { label: 'Introduction', href: '/' },
      next: { label: 'Cycle basics', href: '/guide/cycles' },
    });
  });

  it('takes the doc that pagination_prev/pagination_next name instead, and none for null', () => {
    expect(paginationOf(docOf('guide/modules'), navOf('guide/modules'), variant, false)).toEqual({ prev: { label: 'Introduction', href: '/' }, next: null });
  });

  it('gives an unlisted page and a landing page no previous or next', () => {
    expect(paginationOf(docOf('guide/hidden'), null, variant, false)).toEqual({ prev: null, next: null });
    expect(paginationOf(docOf('guide/overview'), navOf('guide/overview'), variant, true)).toEqual({ prev: null, next: null });
  });
});

describe('keywordsOf', () => {
  it('gives the keywords front matter, and nothing for an empty list', () => {
    expect(keywordsOf(one(page('A', 'keywords: [cycles, sprints]\n')))).toEqual(['cycles', 'sprints']);
    expect(keywordsOf(one(page('A', 'keywords: []\n')))).toBeUndefined();
    expect(keywordsOf(one(page('A')))).toBeUndefined();
  });
});

describe('tagsOf', () => {
  it("links each tag to its page under the docs' route base, except on a landing page", () => {
    const doc = one(page('A', 'tags: [Getting started]\n'));
    expect(tagsOf(doc, '/docs', false)).toEqual([{ label: 'Getting started', href: '/docs/tags/getting-started' }]);
    expect(tagsOf(doc, '/docs', true)).toBeUndefined();
    expect(tagsOf(one(page('A')), '/docs', false)).toBeUndefined();
  });
});

describe('lastUpdateOf', () => {
  const git = new Map([['page.md', { date: '2024-01-02T03:04:05Z', author: 'Git Author' }]]);
  const variantWith = (docs: Record<string, unknown>) => ({ config: configWith({ docs }), gitUpdates: git });

  it('shows nothing unless the site turns dates or authors on', () => {
    expect(lastUpdateOf(one(page('A')), variantWith({}), false)).toBeUndefined();
  });

  it("takes git's date and author, each only when turned on", () => {
    expect(lastUpdateOf(one(page('A')), variantWith({ showLastUpdateTime: true, showLastUpdateAuthor: true }), false)).toEqual({
      date: '2024-01-02T03:04:05Z',
      author: 'Git Author',
    });
    expect(lastUpdateOf(one(page('A')), variantWith({ showLastUpdateTime: true }), false)).toEqual({ date: '2024-01-02T03:04:05Z' });
    expect(lastUpdateOf(one(page('A')), variantWith({ showLastUpdateAuthor: true }), false)).toEqual({ author: 'Git Author' });
  });

  it('prefers last_update front matter over git', () => {
    const doc = one(page('A', 'last_update:\n  date: 2023-05-06\n  author: Front Matter\n'));
    expect(lastUpdateOf(doc, variantWith({ showLastUpdateTime: true, showLastUpdateAuthor: true }), false)).toEqual({
      date: '2023-05-06',
      author: 'Front Matter',
    });
  });

  it('shows nothing on a landing page', () => {
    expect(lastUpdateOf(one(page('A')), variantWith({ showLastUpdateTime: true, showLastUpdateAuthor: true }), true)).toBeUndefined();
  });
});

describe('editUrlOf', () => {
  it("gives the doc's edit URL, none for a doc without one or on a landing page", () => {
    const doc = one(page('A'));
    const urls = new Map([[doc.id, asHref('https://git.example.com/edit/docs/page.md')]]);
    expect(editUrlOf(doc, urls, false)).toBe('https://git.example.com/edit/docs/page.md');
    expect(editUrlOf(doc, new Map(), false)).toBeUndefined();
    expect(editUrlOf(doc, urls, true)).toBeUndefined();
  });
});

describe('stylesheetsOf', () => {
  const katex = { source: '/node_modules/katex/dist/katex.min.css', output: 'assets/katex-0123abcd/katex.min.css' };
  const image = { source: '/site/docs/a.png', output: 'assets/a-1234.png' };

  it("links KaTeX's sheet on a page with math, then the site components' sheet", () => {
    expect(stylesheetsOf([image, katex], asSitePath('/assets/components-99.css'))).toEqual([
      '/assets/katex-0123abcd/katex.min.css',
      '/assets/components-99.css',
    ]);
    expect(stylesheetsOf([katex], null)).toEqual(['/assets/katex-0123abcd/katex.min.css']);
  });

  it('gives none to a page that needs none', () => {
    expect(stylesheetsOf([image], null)).toBeUndefined();
    expect(stylesheetsOf([], undefined)).toBeUndefined();
  });
});

describe('alternatesOf', () => {
  const [intro, only] = docsOf({ 'intro.md': page('Intro'), 'only-here.md': page('Only here') }) as [Doc, Doc];
  const frIntro = { ...intro, route: asSitePath('/fr/introduction') };
  const oldIntro = { ...intro, route: asSitePath('/1.0/intro') };
  const locales = [
    { code: 'en', prefix: '' },
    { code: 'fr', prefix: '/fr' },
  ];
  const en = {
    locale: 'en',
    localePrefix: '',
    instance: 'default',
    version: { name: 'current' },
    site: { locales },
    docsById: new Map([
      [intro.id, intro],
      [only.id, only],
    ]),
  };
  const fr = {
    locale: 'fr',
    localePrefix: '/fr',
    instance: 'default',
    version: { name: 'current' },
    site: { locales },
    docsById: new Map([[intro.id, frIntro]]),
  };
  const old = { locale: 'en', localePrefix: '', instance: 'default', version: { name: '1.0' }, site: { locales }, docsById: new Map([[intro.id, oldIntro]]) };
  // Another docs instance with a page of the same id: not a version of this one.
  const community = {
    locale: 'en',
    localePrefix: '',
    instance: 'community',
    version: { name: 'current' },
    site: { locales },
    docsById: new Map([[intro.id, { ...intro, route: asSitePath('/community/intro') }]]),
  };
  const site = { config: { i18n: { locales: ['en', 'fr'] } }, variants: [en, fr, old] };

  it('has none on a site of one locale and one version, whatever other docs instances it has', () => {
    expect(alternatesOf(intro, en, { config: { i18n: { locales: ['en'] } }, variants: [en] })).toBeUndefined();
    expect(alternatesOf(intro, en, { config: { i18n: { locales: ['en'] } }, variants: [en, community] })).toBeUndefined();
  });

  it("names the locale's own page of that id, else the same route under the locale's prefix", () => {
    expect(alternatesOf(intro, en, site)?.locales).toEqual({ en: '/intro', fr: '/fr/introduction' });
    expect(alternatesOf(only, en, site)?.locales).toEqual({ en: '/only-here', fr: '/fr/only-here' });
  });

  it('names the versions of the same locale and docs instance that have a page of that id', () => {
    expect(alternatesOf(intro, en, { ...site, variants: [en, community, fr, old] })?.versions).toEqual({ current: '/intro', '1.0': '/1.0/intro' });
    expect(alternatesOf(only, en, site)?.versions).toEqual({ current: '/only-here' });
  });
});

describe('noticesHtmlOf', () => {
  const { site, variant, docOf } = planOf(guideFiles, guideSidebar);
  const base = docRouteData({
    doc: docOf('intro'),
    variant,
    site,
    content: {
      body: { bodyHtml: '', toc: [], headingIds: new Set(), links: [], h1: null, sections: [], assets: [], diagnostics: [] },
      landing: null,
      image: undefined,
    },
    sidebarTreeUrls: undefined,
    componentsStylesheet: null,
    theme: builtInTheme,
  });
  const theme = (html: string) => ({ docNoticesHtml: () => html });

  it('asks the theme only on a site with alternates, and keeps what it draws', () => {
    const withAlternates: PageData = { ...base, alternates: { locales: {}, versions: {} } };
    expect(noticesHtmlOf(withAlternates, variant, theme('<div class="banner">Old</div>'))).toBe('<div class="banner">Old</div>');
    expect(noticesHtmlOf(base, variant, theme('<div class="banner">Old</div>'))).toBeUndefined();
  });

  it('has none when the theme draws nothing', () => {
    expect(noticesHtmlOf({ ...base, alternates: { locales: {}, versions: {} } }, variant, theme(''))).toBeUndefined();
  });
});

describe('docRouteData and specialRouteData', () => {
  const files = { ...guideFiles, 'guide/cycles.md': page('Cycles', 'keywords: [sprints]\ntags: [planning]\nunlisted: true\n') };
  const git = new Map([['guide/cycles.md', { date: '2024-01-02T03:04:05Z', author: 'Git Author' }]]);
  const { site, variant, docOf } = planOf(files, { docs: { ...guideSidebar.docs, editUrl: 'https://git.example.com/edit/', showLastUpdateTime: true } }, git);
  const body = {
    bodyHtml: '<p>x</p>',
    toc: [{ id: 'a', text: 'A', depth: 2 as const }],
    headingIds: new Set(['a']),
    links: [],
    h1: null,
    sections: [],
    assets: [],
    diagnostics: [],
  };

  it("writes a doc's pieces in the PageData contract's order (the order of the page's data block)", () => {
    const data = docRouteData({
      doc: docOf('guide/cycles'),
      variant,
      site,
      content: { body, landing: null, image: '/img/card.png' },
      sidebarTreeUrls: new Map([['docs', asHref('/assets/tree.json')]]),
      componentsStylesheet: asSitePath('/assets/components.css'),
      theme: builtInTheme,
    });
    expect(Object.keys(data)).toEqual([
      'kind',
      'route',
      'title',
      'description',
      'toc',
      'breadcrumbs',
      'sidebar',
      'sidebarName',
      'sidebarRef',
      'prev',
      'next',
      'hideTableOfContents',
      'keywords',
      'image',
      'noindex',
      'tags',
      'lastUpdate',
      'editUrl',
      'stylesheets',
      'sidebarTreeUrl',
    ]);
    expect(data).toMatchObject({
      kind: 'doc',
      route: '/guide/cycles',
      title: 'Cycles',
      editUrl: 'https://git.example.com/edit/docs/guide/cycles.md',
      sidebarTreeUrl: '/assets/tree.json',
    });
  });

  it('writes the alternates, the untranslated mark and the notices last, on a site of several locales', () => {
    const twoLocales = { ...site, config: { ...site.config, i18n: { ...site.config.i18n, locales: ['en', 'fr'] } } };
    const data = docRouteData({
      doc: { ...docOf('guide/modules'), untranslated: true },
      variant,
      site: twoLocales,
      content: { body, landing: null, image: undefined },
      sidebarTreeUrls: undefined,
      componentsStylesheet: null,
      theme: { ...builtInTheme, docNoticesHtml: () => '<p>Not translated yet.</p>' },
    });
    expect(Object.keys(data).slice(-5)).toEqual(['sidebarTreeUrl', 'variant', 'alternates', 'untranslated', 'noticesHtml']);
    expect(data).toMatchObject({ variant: '', alternates: { locales: { en: '/guide/modules' } }, noticesHtml: '<p>Not translated yet.</p>' });
  });

  it('lays out a landing page: its hero title, no sidebar, table of contents or foot', () => {
    const data = docRouteData({
      doc: docOf('guide/overview'),
      variant,
      site,
      content: { body, landing: landingView('Hello'), image: undefined },
      sidebarTreeUrls: new Map([['docs', asHref('/assets/tree.json')]]),
      componentsStylesheet: null,
      theme: builtInTheme,
    });
    expect(Object.keys(data)).toEqual([
      'kind',
      'layout',
      'route',
      'title',
      'description',
      'toc',
      'breadcrumbs',
      'sidebar',
      'prev',
      'next',
      'hideTableOfContents',
      'sidebarTreeUrl',
    ]);
    expect(data).toMatchObject({ layout: 'landing', title: 'Hello', toc: [], sidebar: null, sidebarTreeUrl: null, hideTableOfContents: true });
  });

  it("gives the not-found and search pages the variant's first sidebar and their interface titles", () => {
    const notFound = specialRouteData('notFound', variant, undefined);
    expect(Object.keys(notFound)).toEqual([
      'kind',
      'route',
      'title',
      'description',
      'toc',
      'breadcrumbs',
      'sidebar',
      'sidebarRef',
      'prev',
      'next',
      'hideTableOfContents',
      'sidebarTreeUrl',
    ]);
    expect(notFound).toMatchObject({ kind: 'notFound', route: '/404', sidebarRef: { name: 'docs', activeDocId: null } });
    expect(specialRouteData('search', variant, undefined)).toMatchObject({ route: '/search', description: 'Search the Site documentation.' });
  });
});
