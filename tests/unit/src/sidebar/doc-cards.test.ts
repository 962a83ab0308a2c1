/** The cards `<DocCardList />` shows for a category: every href is final, under the site's base URL once. */
import { describe, expect, it } from 'vitest';
import type { Doc } from '../../../../src/content/docs.js';
import { categoryCards } from '../../../../src/sidebar/doc-cards.js';
import { resolveSidebars } from '../../../../src/sidebar/resolve.js';
import { docsOf, page } from '../../../support/docs.js';

const docs: Doc[] = docsOf({ 'guide/overview.md': page('Guide'), 'guide/cycles.md': page('Cycles') });

const { sidebars } = resolveSidebars(
  [
    {
      file: 'c',
      source: '',
      sidebars: {
        docs: [
          {
            type: 'category',
            label: 'Guide',
            link: { type: 'doc', id: 'guide/overview' },
            items: ['guide/cycles', { type: 'link', label: 'Modules', href: '/guide/modules' }, { type: 'link', label: 'Blog', href: 'https://blog.example/' }],
          },
        ],
      },
      keyPrefix: 'docs.sidebars.',
      collapseTopLevel: false,
    },
  ],
  { docs, categories: new Map(), routeBasePath: '/' },
);
const nodes = sidebars.get('docs')!;
const byId = new Map(docs.map((d) => [d.id, d]));

describe('category cards', () => {
  it('give docs and site-absolute link items the base URL, and leave external links as written', () => {
    const hrefs = categoryCards(nodes, 'guide/overview', byId, '/docs/').map((card) => card.href);
    expect(hrefs).toEqual(['/docs/guide/cycles', '/docs/guide/modules', 'https://blog.example/']);
  });

  it('add nothing on a site at the root', () => {
    expect(categoryCards(nodes, 'guide/overview', byId, '/').map((card) => card.href)).toEqual(['/guide/cycles', '/guide/modules', 'https://blog.example/']);
  });
});
