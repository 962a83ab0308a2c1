import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../../../src/links/check.js';
import type { LinkRecord } from '../../../../src/markdown/context.js';

const link = (partial: Partial<LinkRecord>): LinkRecord => ({ kind: 'route', raw: '', route: null, anchor: null, line: 3, column: 5, ...partial });
const targets = {
  anchorsOf: new Map([
    ['/a', new Set(['intro', 'setup'])],
    ['/b', new Set(['usage'])],
  ]),
  files: new Set(['/sitemap.xml']),
};
const policies = { onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'warn', onBrokenAnchors: 'warn' } as const;

describe('checkLinks', () => {
  it('passes links to existing routes, anchors and files', () => {
    const links = [
      link({ raw: '/b#usage', route: '/b', anchor: 'usage' }),
      link({ kind: 'anchor', raw: '#setup', route: '/a', anchor: 'setup' }),
      link({ raw: '/sitemap.xml', route: '/sitemap.xml' }),
    ];
    expect(checkLinks([{ file: 'a.md', route: '/a', links }], targets, policies)).toEqual([]);
  });

  it('fails a broken route link and suggests the closest routes', () => {
    const [d] = checkLinks([{ file: 'a.md', route: '/a', links: [link({ raw: '/bb', route: '/bb' })] }], targets, policies);
    expect(d).toEqual({
      severity: 'error',
      code: 'broken-link',
      message: 'The link `/bb` points to `/bb`, which is not a page of this site.',
      hint: "Link an existing route, such as `/b`, `/a`; if something else serves that path beside docsgen (an app, another tool's pages), list it in `servedElsewhere`.",
      file: 'a.md',
      line: 3,
      column: 5,
    });
  });

  it('warns for broken Markdown file links and anchors, and honours ignore', () => {
    const links = [
      link({ kind: 'markdown', raw: './x.md' }),
      link({ raw: '/b#use', route: '/b', anchor: 'use' }),
      link({ kind: 'anchor', raw: '#nope', route: '/a', anchor: 'nope' }),
    ];
    const found = checkLinks([{ file: 'a.md', route: '/a', links }], targets, policies);
    expect(found.map((d) => [d.severity, d.code])).toEqual([
      ['warning', 'broken-markdown-link'],
      ['warning', 'broken-anchor'],
      ['warning', 'broken-anchor'],
    ]);
    expect(found[1]!.hint).toContain('`#usage`');
    expect(found[2]!.message).toContain('which is not a heading on this page');
    expect(checkLinks([{ file: 'a.md', route: '/a', links }], targets, { ...policies, onBrokenAnchors: 'ignore', onBrokenMarkdownLinks: 'ignore' })).toEqual(
      [],
    );
  });
});
