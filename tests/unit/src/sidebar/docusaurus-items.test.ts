import { describe, expect, it } from 'vitest';
import { readDocusaurusSidebars } from '../../../../src/sidebar/docusaurus-items.js';

const read = (value: unknown) => readDocusaurusSidebars(value, 'sidebars.js', () => 3);

describe('Docusaurus sidebars files', () => {
  it('read the shorthand forms: a sidebar as one object, and `{ Label: [...] }` inside a list', () => {
    const { sidebars, diagnostics } = read({
      api: { API: ['api/client', 'api/server'], More: { Deep: ['x'] } },
      main: ['intro', { 'Getting started': ['a', 'b'] }, { type: 'ref', id: 'c' }],
    });
    expect(diagnostics).toEqual([]);
    expect(sidebars).toEqual({
      api: [
        { type: 'category', label: 'API', items: ['api/client', 'api/server'] },
        { type: 'category', label: 'More', items: [{ type: 'category', label: 'Deep', items: ['x'] }] },
      ],
      main: ['intro', { type: 'category', label: 'Getting started', items: ['a', 'b'] }, { type: 'doc', id: 'c', label: undefined, className: undefined }],
    });
  });

  it('keep what docsgen uses of long-form items and drop the rest', () => {
    const { sidebars } = read({
      s: [
        {
          type: 'category',
          label: 'C',
          collapsed: false,
          customProps: { x: 1 },
          link: { type: 'generated-index', title: 'All of C' },
          items: [{ type: 'link', label: 'L', href: 'https://x.example', className: 'ext' }],
        },
      ],
    });
    expect(sidebars.s).toEqual([
      {
        type: 'category',
        label: 'C',
        collapsed: false,
        collapsible: undefined,
        className: undefined,
        link: { type: 'generated-index', title: 'All of C', description: undefined, slug: undefined },
        items: [{ type: 'link', label: 'L', href: 'https://x.example', className: 'ext' }],
      },
    ]);
  });

  it('warn about html items and fail items it cannot read, saying where', () => {
    const { sidebars, diagnostics } = read({ s: [{ type: 'html', value: '<hr/>' }, { type: 'doc' }, 42, { type: 'dropdown', label: 'x' }] });
    expect(sidebars.s).toEqual([]);
    expect(diagnostics.map((d) => [d.severity, d.code, d.message])).toEqual([
      ['warning', 'sidebar-item-unsupported', 'The sidebar item at s[0] is of type `html`, which docsgen does not show; it is left out.'],
      ['error', 'sidebars-file-invalid', 'The sidebar item at s[1] is not one docsgen can read.'],
      ['error', 'sidebars-file-invalid', 'The sidebar item at s[2] is not one docsgen can read.'],
      ['error', 'sidebars-file-invalid', 'The sidebar item at s[3] is not one docsgen can read.'],
    ]);
  });
});
