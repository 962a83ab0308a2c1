/**
 * Links written in HTML go the way of Markdown links: recorded where they are written, rewritten with the base
 * URL, and checked (a broken one is reported at its line and column); ids written in HTML are anchors of the page.
 */
import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../../../src/links/check.js';
import { compile, fixtureLinkContext } from '../../../support/markdown.js';

const underDocs = { site: { ...fixtureLinkContext, baseUrl: '/docs/' } };

describe('links in HTML', () => {
  // `<img src>` is an image (images.test.ts): given the base URL here, but not a link record.
  it('records <a href>, <iframe src> and media sources, and rewrites them with the base URL', async () => {
    const result = await compile(
      '<p align="center">\n  <a href="/guide/cycles#plan"><img src="/img/logo.png" alt="Logo"></a>\n</p>\n\nSee <a href="./cycles.md">cycles</a> and <a href="#local">here</a>.\n\n<iframe src="/demo"></iframe>\n\n<video src="/media/tour.mp4" poster="/img/tour.png"></video>\n\n<a href="https://example.com/">out</a> <a href="mailto:a@example.com">mail</a>',
      underDocs,
    );
    expect(result.diagnostics).toEqual([]);
    expect(
      result.links.map(({ kind, route, anchor, raw, line, column }) => `${kind} ${raw} → ${route}${anchor ? `#${anchor}` : ''} @${line}:${column}`),
    ).toEqual([
      'route /guide/cycles#plan → /guide/cycles#plan @6:3',
      'markdown ./cycles.md → /guide/cycles @9:5',
      'anchor #local → /guide/modules#local @9:42',
      'route /demo → /demo @11:1',
      'route /media/tour.mp4 → /media/tour.mp4 @13:1',
      'route /img/tour.png → /img/tour.png @13:1',
    ]);
    expect(result.bodyHtml).toContain('<a href="/docs/guide/cycles#plan"><img src="/docs/img/logo.png" alt="Logo" loading="lazy" decoding="async"/></a>');
    expect(result.bodyHtml).toContain('<a href="/docs/guide/cycles">cycles</a>');
    expect(result.bodyHtml).toContain('<a href="#local">here</a>');
    expect(result.bodyHtml).toContain('<iframe src="/docs/demo"></iframe>');
    expect(result.bodyHtml).toContain('<video src="/docs/media/tour.mp4" poster="/docs/img/tour.png"></video>');
    expect(result.bodyHtml).toContain('<a href="https://example.com/">out</a>');
  });

  it('makes ids and <a name> written in HTML anchors of the page', async () => {
    const result = await compile('## Setup\n\n<a id="legacy-anchor"></a>\n\n<h3 id="from-html">From HTML</h3>\n\n<a name="old-name"></a>');
    expect([...result.headingIds].sort()).toEqual(['from-html', 'legacy-anchor', 'old-name', 'setup']);
  });

  it('reports a broken HTML link and a broken HTML anchor where they are written', async () => {
    const result = await compile(
      'Read <a href="/guide/nowhere">this</a>.\n\n<a id="kept"></a>\n\n<img src="/img/missing.png">\n\n<a href="#kept">fine</a> <a href="#gone">gone</a>',
    );
    const targets = {
      anchorsOf: new Map([
        ['/guide/cycles', new Set<string>()],
        ['/guide/modules', result.headingIds],
      ]),
      files: new Set<string>(),
    };
    const policies = { onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'warn', onBrokenAnchors: 'warn' } as const;
    const found = checkLinks([{ file: 'content/docs/guide/modules.md', route: '/guide/modules', links: result.links }], targets, policies);
    expect(found.map((d) => `${d.code} ${d.severity} ${d.line}:${d.column}`)).toEqual(['broken-link error 5:6', 'broken-anchor warning 11:26']); // a missing image is images.ts's `file-missing`
  });
});
