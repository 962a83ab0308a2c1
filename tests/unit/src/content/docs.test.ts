import { describe, expect, it } from 'vitest';
import { loadDocs, routeForDoc } from '../../../../src/content/docs.js';

describe('routes', () => {
  it('derives routes from ids or slugs', () => {
    expect(routeForDoc('core-concepts/issues/labels', undefined)).toBe('/core-concepts/issues/labels');
    expect(routeForDoc('introduction/home', '/')).toBe('/');
    expect(routeForDoc('x', '/custom/')).toBe('/custom');
  });

  it('reports two docs claiming one route, naming both files', () => {
    const fm = (slug: string) => `---\ntitle: T\ndescription: D\nslug: ${slug}\n---\n`;
    const { diagnostics } = loadDocs([
      { id: 'a', file: 'content/docs/a.md', text: fm('/same') },
      { id: 'b', file: 'content/docs/b.md', text: fm('/same') },
    ]);
    expect(diagnostics.map((d) => d.message)).toEqual(['Two docs claim the route `/same`: content/docs/a.md and content/docs/b.md.']);
  });

  it('rejects routes with capitals or spaces', () => {
    const { diagnostics } = loadDocs([{ id: 'Guide/My Page', file: 'content/docs/Guide/My Page.md', text: '---\ntitle: T\ndescription: D\n---\n' }]);
    expect(diagnostics[0]!.code).toBe('route-invalid');
  });
});
