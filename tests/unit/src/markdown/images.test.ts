/**
 * Local images and linked files: resolved from the page's folder (or the static folder for `/…`), named by their
 * content hash under `assets/`, given the base URL, the file's size, `loading="lazy"` and `decoding="async"`,
 * and reported where they are written when the file is missing. The file lookup is a stand-in: no disk.
 */
import { describe, expect, it } from 'vitest';
import { hashedAssetFile } from '../../../../core/urls.js';
import type { FileFacts, FileLookup } from '../../../../src/markdown/context.js';
import { isLocalFileLink } from '../../../../src/markdown/images.js';
import { compile, fixtureLinkContext } from '../../../support/markdown.js';

const FILES: Record<string, FileFacts> = {
  'content/docs/guide/diagram.png': { hash: 'aaaa1111', width: 640, height: 480 },
  'content/docs/assets/flow chart.svg': { hash: 'bbbb2222', width: 300, height: 150 },
  'content/static/img/logo.png': { hash: 'cccc3333', width: 64, height: 32 },
  'content/docs/guide/guide.pdf': { hash: 'dddd4444' },
};
const files: FileLookup = { staticDir: 'content/static', read: (sitePath) => FILES[sitePath] ?? null };
const underDocs = { site: { ...fixtureLinkContext, baseUrl: '/docs/' }, files };

describe('images', () => {
  it('copies an image beside the page under its hash, with the base URL, its size, lazy and async', () => {
    const result = compile('![Diagram](./diagram.png)\n\n![Flow](../assets/flow%20chart.svg "Flow")', underDocs);
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toContain('<img src="/docs/assets/img/diagram-aaaa1111.png" alt="Diagram" width="640" height="480" loading="lazy" decoding="async"/>');
    expect(result.bodyHtml).toContain('<img src="/docs/assets/img/flow-chart-bbbb2222.svg" alt="Flow" title="Flow" width="300" height="150" loading="lazy" decoding="async"/>');
    expect(result.assets).toEqual([
      { source: 'content/docs/guide/diagram.png', output: 'assets/img/diagram-aaaa1111.png' },
      { source: 'content/docs/assets/flow chart.svg', output: 'assets/img/flow-chart-bbbb2222.svg' },
    ]);
    expect(result.links).toEqual([]);
  });

  it('keeps a static-folder image at its path (no copy) but gives it the base URL and its size', () => {
    const result = compile('![Logo](/img/logo.png)', underDocs);
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toContain('<img src="/docs/img/logo.png" alt="Logo" width="64" height="32" loading="lazy" decoding="async"/>');
    expect(result.assets).toEqual([]);
  });

  it('treats an HTML <img> like a Markdown image, keeping a size the author wrote', () => {
    const result = compile('<p align="center">\n  <img src="./diagram.png" alt="D" width="320">\n</p>\n\n<img src="/img/logo.png">', underDocs);
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toContain('<img src="/docs/assets/img/diagram-aaaa1111.png" alt="D" width="320" loading="lazy" decoding="async"/>');
    expect(result.bodyHtml).toContain('<img src="/docs/img/logo.png" width="64" height="32" loading="lazy" decoding="async"/>');
    expect(result.assets.map((a) => a.output)).toEqual(['assets/img/diagram-aaaa1111.png']);
  });

  it('reports a missing image at its file, line and column, beside the page or in the static folder', () => {
    const result = compile('Intro.\n\nSee ![Gone](./gone.png) and\n\n<img src="/img/nope.png">', underDocs);
    expect(result.diagnostics.map(({ code, severity, file, line, column, message }) => ({ code, severity, file, line, column, message }))).toEqual([
      { code: 'file-missing', severity: 'error', file: 'content/docs/guide/modules.md', line: 7, column: 5, message: 'The image `./gone.png` does not exist: there is no file `content/docs/guide/gone.png`.' },
      { code: 'file-missing', severity: 'error', file: 'content/docs/guide/modules.md', line: 9, column: 1, message: 'The image `/img/nope.png` does not exist: there is no file `content/static/img/nope.png`.' },
    ]);
  });

  it('leaves external images where they are, still lazy and async, and adds no preload hint', () => {
    const result = compile('![Badge](https://img.example/badge.svg)\n\n![Diagram](./diagram.png)', underDocs);
    expect(result.bodyHtml).toContain('<img src="https://img.example/badge.svg" alt="Badge" loading="lazy" decoding="async"/>');
    expect(result.bodyHtml).not.toContain('<link');
    expect(result.assets).toHaveLength(1);
  });
});

describe('linked files', () => {
  it('copies a file the page links to, in Markdown and in HTML, and reports a missing one', () => {
    const result = compile('[Guide](./guide.pdf) and [cycles](./cycles.md)\n\n<a href="./guide.pdf#page=2">again</a>\n\n[Old](./old.zip)', underDocs);
    expect(result.bodyHtml).toContain('<a href="/docs/assets/files/guide-dddd4444.pdf">Guide</a>');
    expect(result.bodyHtml).toContain('<a href="/docs/assets/files/guide-dddd4444.pdf#page=2">again</a>');
    expect(result.bodyHtml).toContain('<a href="/docs/guide/cycles">cycles</a>');
    expect(result.assets).toEqual([{ source: 'content/docs/guide/guide.pdf', output: 'assets/files/guide-dddd4444.pdf' }]);
    expect(result.links.map((l) => l.raw)).toEqual(['./cycles.md']);
    expect(result.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['file-missing 9:1']);
  });

  it('tells file links from page links', () => {
    expect(['./guide.pdf', 'data/table.csv', '../x.tar.gz'].map(isLocalFileLink)).toEqual([true, true, true]);
    expect(['./cycles.md', './page.mdx', './old.html', './v1.2', '/static/x.pdf', 'https://a.example/x.pdf', '#top', './cycles'].map(isLocalFileLink)).toEqual(Array(8).fill(false));
  });
});

describe('hashed asset names', () => {
  it('keep the extension and make the name safe for a URL', () => {
    expect(hashedAssetFile('img', 'flow chart (v2).PNG', '12345678')).toBe('assets/img/flow-chart-v2-12345678.png');
    expect(hashedAssetFile('files', 'README', 'abcdef01')).toBe('assets/files/README-abcdef01');
  });
});
