import { describe, expect, it } from 'vitest';
import { compile, fixtureLinkContext } from '../../../support/markdown.js';
import { renderMarkdown } from '../../../../src/markdown/compile.js';

describe('links', () => {
  it('records and rewrites route, Markdown-file and anchor links', async () => {
    const result = await compile('[a](./cycles.md#plan) [b](/guide/cycles/) [c](#local) [d](https://example.com) [e](cycles.html) [f](./missing.md)');
    expect(result.links.map(({ kind, route, anchor, raw }) => ({ kind, route, anchor, raw }))).toEqual([
      { kind: 'markdown', route: '/guide/cycles', anchor: 'plan', raw: './cycles.md#plan' },
      { kind: 'route', route: '/guide/cycles', anchor: null, raw: '/guide/cycles/' },
      { kind: 'anchor', route: '/guide/modules', anchor: 'local', raw: '#local' },
      { kind: 'route', route: '/guide/cycles', anchor: null, raw: 'cycles.html' },
      { kind: 'markdown', route: null, anchor: null, raw: './missing.md' },
    ]);
    expect(result.bodyHtml).toContain('href="/guide/cycles#plan"');
    expect(result.bodyHtml).toContain('href="/guide/cycles"');
    expect(result.bodyHtml).toContain('href="https://example.com"');
    expect(result.links[0]!.line).toBe(5);
  });

  it('reads /path/to/page.md as a file from the docs root, as Docusaurus does, when there is such a file', async () => {
    const result = await compile('[a](/guide/cycles.md#plan) [b](/nowhere.md)');
    expect(result.links.map(({ kind, route, raw }) => ({ kind, route, raw }))).toEqual([
      { kind: 'markdown', route: '/guide/cycles', raw: '/guide/cycles.md#plan' },
      { kind: 'route', route: '/nowhere.md', raw: '/nowhere.md' },
    ]);
    expect(result.bodyHtml).toContain('href="/guide/cycles#plan"');
  });

  it('reads a relative path that leaves the docs folder and comes back into it as the file it names', async () => {
    const site = { ...fixtureLinkContext, docsDir: 'content/docs' };
    const result = await compile('[a](../../docs/guide/cycles.md) [b](../../other/guide/cycles.md)', { site });
    expect(result.links.map(({ kind, route, raw }) => ({ kind, route, raw }))).toEqual([
      { kind: 'markdown', route: '/guide/cycles', raw: '../../docs/guide/cycles.md' },
      { kind: 'markdown', route: null, raw: '../../other/guide/cycles.md' },
    ]);
    expect(result.bodyHtml).toContain('href="/guide/cycles"');
  });

  it('prefixes the base URL', async () => {
    const html = await renderMarkdown('[x](/guide/cycles)', { baseUrl: '/docs/' });
    expect(html).toContain('href="/docs/guide/cycles"');
  });

  it('rejects javascript:, vbscript: and data: links where they are written, and never emits them', async () => {
    const result = await compile(
      '[a](javascript:alert(1))\n\n[b](  JaVaScRiPt:alert(2))\n\n[c](data:text/html;base64,PHNjcmlwdD4=)\n\n[d]: vbscript:msgbox\n\nSee [d].',
    );
    expect(result.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual([
      'link-unsafe 5:1',
      'link-unsafe 7:1',
      'link-unsafe 9:1',
      'link-unsafe 11:1',
    ]);
    expect(result.bodyHtml).not.toMatch(/javascript:|vbscript:|data:/i);
    expect((await compile('[ok](https://example.com/data:thing)')).diagnostics).toEqual([]);
  });
});
