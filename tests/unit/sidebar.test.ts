import { describe, expect, it } from 'vitest';
import type { Doc } from '../../src/content/docs.js';
import { flattenDocs, pageNavigation, sidebarView } from '../../src/sidebar/navigation.js';
import { NOTHING_TO_LINK, resolveSidebars } from '../../src/sidebar/resolve.js';

function doc(id: string, title: string, route = `/${id}`): Doc {
  return { id, file: `content/docs/${id}.md`, route, frontMatter: { title, description: 'd' }, label: title, body: '', bodyLineOffset: 0 };
}

const docs = [doc('intro', 'Introduction', '/'), doc('guide/cycles', 'Cycles'), doc('guide/modules', 'Modules'), doc('guide/overview', 'Guide')];
const source = "sidebars: {\n  docs: [\n    'intro',\n    { type: 'category', label: 'Guide', items: ['guide/cyclez'] },\n  ],\n}";

describe('resolveSidebars', () => {
  it('names an unknown doc id, where it is, and the closest ids', () => {
    const result = resolveSidebars({ docs: ['intro', { type: 'category', label: 'Guide', items: ['guide/cyclez'] }] }, docs, 'site.config.ts', source);
    expect(result.diagnostics).toHaveLength(1);
    const [d] = result.diagnostics;
    expect(d!.message).toBe('The sidebar `docs` (docs.sidebars.docs[1].items[0]) refers to the doc id `guide/cyclez`, which does not exist.');
    expect(d!.hint).toMatch(/^Did you mean `guide\/cycles`, /);
    expect(d).toMatchObject({ file: 'site.config.ts', line: 4 });
  });

  it("fails a category with nothing to link to with the spec's message", () => {
    const result = resolveSidebars({ docs: [{ type: 'category', label: 'Empty', items: [] }] }, docs, 'site.config.ts', '');
    expect(result.diagnostics.map((d) => d.message)).toEqual([NOTHING_TO_LINK]);
    expect(NOTHING_TO_LINK).toBe("Sidebar doesn't have anything to be linked to");
    expect(result.diagnostics[0]!.hint).toContain('"Empty"');
  });

  it('accepts a category that only has a category doc', () => {
    const result = resolveSidebars({ docs: [{ type: 'category', label: 'Guide', link: { type: 'doc', id: 'guide/overview' }, items: [] }] }, docs, 'c', '');
    expect(result.diagnostics).toEqual([]);
  });
});

describe('page navigation', () => {
  const { sidebars } = resolveSidebars(
    {
      docs: [
        'intro',
        {
          type: 'category',
          label: 'Guide',
          link: { type: 'doc', id: 'guide/overview' },
          items: ['guide/cycles', { type: 'link', label: 'Blog', href: 'https://blog.example' }, 'guide/modules'],
        },
      ],
    },
    docs,
    'c',
    '',
  );
  const nodes = sidebars.get('docs')!;
  const flat = flattenDocs(nodes);

  it('orders previous/next by the sidebar, skipping external links', () => {
    expect(flat.map((l) => l.href)).toEqual(['/', '/guide/overview', '/guide/cycles', '/guide/modules']);
    const nav = pageNavigation(nodes, flat, 'guide/modules', '/guide/modules', '/');
    expect(nav.prev).toEqual({ label: 'Cycles', href: '/guide/cycles' });
    expect(nav.next).toBeNull();
  });

  it('builds breadcrumbs from home through the categories to the page', () => {
    const nav = pageNavigation(nodes, flat, 'guide/cycles', '/guide/cycles', '/');
    expect(nav.breadcrumbs).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Guide', href: '/guide/overview' },
      { label: 'Cycles', href: '/guide/cycles' },
    ]);
  });

  it('marks the active page, expands its categories, and prunes other branches when asked', () => {
    const view = sidebarView(nodes, 'guide/cycles', '/', false);
    const category = view[1]!;
    expect(category.kind === 'category' && category.collapsed).toBe(false);
    expect(category.kind === 'category' && category.items?.[0]).toMatchObject({ kind: 'doc', active: true });
    const pruned = sidebarView(nodes, 'intro', '/', true);
    expect(pruned[1]).toMatchObject({ kind: 'category', items: null });
  });
});
