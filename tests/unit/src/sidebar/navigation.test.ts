import { describe, expect, it } from 'vitest';
import { asSitePath } from '../../../../core/urls.js';
import type { Doc } from '../../../../src/content/docs.js';
import { docsOf, page } from '../../../support/docs.js';
import { flattenDocs, pageNavigation, sidebarView } from '../../../../src/sidebar/navigation.js';
import { resolveSidebars } from '../../../../src/sidebar/resolve.js';

function doc(id: string, title: string, route = `/${id}`): Doc {
  return docsOf({ [`${id}.md`]: page(title, route === `/${id}` ? '' : `slug: ${route}\n`) })[0]!;
}

const docs = [doc('intro', 'Introduction', '/'), doc('guide/cycles', 'Cycles'), doc('guide/modules', 'Modules'), doc('guide/overview', 'Guide')];

describe('page navigation', () => {
  const { sidebars } = resolveSidebars(
    [
      {
        file: 'c',
        source: '',
        sidebars: {
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
        keyPrefix: 'docs.sidebars.',
        collapseTopLevel: false,
      },
    ],
    { docs: docs, categories: new Map(), routeBasePath: '/' },
  );
  const nodes = sidebars.get('docs')!;
  const flat = flattenDocs(nodes);

  it('orders previous/next by the sidebar, skipping external links', () => {
    expect(flat.map((l) => l.href)).toEqual(['/', '/guide/overview', '/guide/cycles', '/guide/modules']);
    const nav = pageNavigation(nodes, flat, 'guide/modules', '/guide/modules', asSitePath('/'));
    expect(nav.prev).toEqual({ label: 'Cycles', href: '/guide/cycles' });
    expect(nav.next).toBeNull();
  });

  it('builds breadcrumbs from home through the categories to the page', () => {
    const nav = pageNavigation(nodes, flat, 'guide/cycles', '/guide/cycles', asSitePath('/'));
    expect(nav.breadcrumbs).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Guide', href: '/guide/overview' },
      { label: 'Cycles', href: '/guide/cycles' },
    ]);
  });

  it('gives the home doc no trail when it sits at the top of its sidebar: every crumb would be the page itself', () => {
    const nav = pageNavigation(nodes, flat, 'intro', '/', asSitePath('/'));
    expect(nav.breadcrumbs).toEqual([]);
  });

  it('marks the active page, expands its categories, and prunes other branches when asked', () => {
    const view = sidebarView(nodes, 'guide/cycles', false);
    const category = view[1]!;
    expect(category.kind === 'category' && category.collapsed).toBe(false);
    expect(category.kind === 'category' && category.items?.[0]).toMatchObject({ kind: 'doc', active: true });
    const pruned = sidebarView(nodes, 'intro', true);
    expect(pruned[1]).toMatchObject({ kind: 'category', items: null });
  });
});
