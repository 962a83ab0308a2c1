/**
 * Local images and linked files: resolved from the page's folder (or the static folder for `/…`), named by their
 * content hash under `assets/`, given the base URL, the file's size, `loading="lazy"` and `decoding="async"`,
 * and reported where they are written when the file is missing; the same for every `srcset` address (of `<img>`
 * and `<picture>`'s `<source>`, in HTML and MDX JSX) and for media files in HTML. The file lookup is a
 * stand-in: no disk.
 */
import type { Root } from 'hast';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { hashedAssetFile } from '../../../../core/urls.js';
import { createFileContext, type FileFacts, type FileLookup } from '../../../../src/markdown/context.js';
import { isLocalFileLink, rehypeImages } from '../../../../src/markdown/images.js';
import { compile, fixtureLinkContext } from '../../../support/markdown.js';

const FILES: Record<string, FileFacts> = {
  'content/docs/guide/diagram.png': { hash: 'aaaa1111', width: 640, height: 480 },
  'content/docs/assets/flow chart.svg': { hash: 'bbbb2222', width: 300, height: 150 },
  'content/static/img/logo.png': { hash: 'cccc3333', width: 64, height: 32 },
  'content/docs/guide/guide.pdf': { hash: 'dddd4444' },
  'content/docs/guide/diagram@2x.png': { hash: 'eeee5555', width: 1280, height: 960 },
  'content/docs/guide/diagram.webp': { hash: 'ffff6666', width: 640, height: 480 },
  'content/docs/guide/tour.mp4': { hash: '12345678' },
};
const files: FileLookup = { staticDir: 'content/static', read: (sitePath) => FILES[sitePath] ?? null };
const underDocs = { site: { ...fixtureLinkContext, baseUrl: '/docs/' }, files };

describe('images', () => {
  it('copies an image beside the page under its hash, with the base URL, its size, lazy and async', async () => {
    const result = await compile('![Diagram](./diagram.png)\n\n![Flow](../assets/flow%20chart.svg "Flow")', underDocs);
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toContain(
      '<img src="/docs/assets/img/diagram-aaaa1111.png" alt="Diagram" width="640" height="480" loading="lazy" decoding="async"/>',
    );
    expect(result.bodyHtml).toContain(
      '<img src="/docs/assets/img/flow-chart-bbbb2222.svg" alt="Flow" title="Flow" width="300" height="150" loading="lazy" decoding="async"/>',
    );
    expect(result.assets).toEqual([
      { source: 'content/docs/guide/diagram.png', output: 'assets/img/diagram-aaaa1111.png' },
      { source: 'content/docs/assets/flow chart.svg', output: 'assets/img/flow-chart-bbbb2222.svg' },
    ]);
    expect(result.links).toEqual([]);
  });

  it('keeps a static-folder image at its path (no copy) but gives it the base URL and its size', async () => {
    const result = await compile('![Logo](/img/logo.png)', underDocs);
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toContain('<img src="/docs/img/logo.png" alt="Logo" width="64" height="32" loading="lazy" decoding="async"/>');
    expect(result.assets).toEqual([]);
  });

  it("finds @site/ addresses and the site's path aliases from the site folder, copying them like a file beside the page", async () => {
    const aliased = { ...underDocs, site: { ...underDocs.site, pathAliases: { '~/': 'content/docs/' } } };
    const result = await compile('![Logo](@site/content/static/img/logo.png)\n\n![Diagram](~/guide/diagram.png)\n\n![Out](~/../../secret.png)', aliased);
    expect(result.bodyHtml).toContain('<img src="/docs/assets/img/logo-cccc3333.png" alt="Logo" width="64" height="32"');
    expect(result.bodyHtml).toContain('<img src="/docs/assets/img/diagram-aaaa1111.png" alt="Diagram" width="640" height="480"');
    // No alias reaches outside the site folder.
    expect(result.diagnostics.map((d) => d.code)).toEqual(['file-missing']);
  });

  it('treats an HTML <img> like a Markdown image, keeping a size the author wrote', async () => {
    const result = await compile('<p align="center">\n  <img src="./diagram.png" alt="D" width="320">\n</p>\n\n<img src="/img/logo.png">', underDocs);
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toContain('<img src="/docs/assets/img/diagram-aaaa1111.png" alt="D" width="320" loading="lazy" decoding="async"/>');
    expect(result.bodyHtml).toContain('<img src="/docs/img/logo.png" width="64" height="32" loading="lazy" decoding="async"/>');
    expect(result.assets.map((a) => a.output)).toEqual(['assets/img/diagram-aaaa1111.png']);
  });

  it('reports a missing image at its file, line and column, beside the page or in the static folder', async () => {
    const result = await compile('Intro.\n\nSee ![Gone](./gone.png) and\n\n<img src="/img/nope.png">', underDocs);
    expect(result.diagnostics.map(({ code, severity, file, line, column, message }) => ({ code, severity, file, line, column, message }))).toEqual([
      {
        code: 'file-missing',
        severity: 'error',
        file: 'content/docs/guide/modules.md',
        line: 7,
        column: 5,
        message: 'The image `./gone.png` does not exist: there is no file `content/docs/guide/gone.png`.',
      },
      {
        code: 'file-missing',
        severity: 'error',
        file: 'content/docs/guide/modules.md',
        line: 9,
        column: 1,
        message: 'The image `/img/nope.png` does not exist: there is no file `content/static/img/nope.png`.',
      },
    ]);
  });

  it('leaves external images where they are, still lazy and async, and adds no preload hint', async () => {
    const result = await compile('![Badge](https://img.example/badge.svg)\n\n![Diagram](./diagram.png)', underDocs);
    expect(result.bodyHtml).toContain('<img src="https://img.example/badge.svg" alt="Badge" loading="lazy" decoding="async"/>');
    expect(result.bodyHtml).not.toContain('<link');
    expect(result.assets).toHaveLength(1);
  });
});

describe('srcset', () => {
  it('resolves, copies and base-URLs every address of an <img srcset>, keeping each descriptor', async () => {
    const result = await compile(
      '<img src="./diagram.png" srcset="./diagram.png 1x, ./diagram@2x.png 2x" alt="D">\n\n<img srcset="/img/logo.png 64w,https://cdn.example/x.png 128w" src="/img/logo.png">',
      underDocs,
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toContain(
      '<img src="/docs/assets/img/diagram-aaaa1111.png" srcSet="/docs/assets/img/diagram-aaaa1111.png 1x, /docs/assets/img/diagram-2x-eeee5555.png 2x" alt="D" width="640" height="480" loading="lazy" decoding="async"/>',
    );
    expect(result.bodyHtml).toContain(
      '<img srcSet="/docs/img/logo.png 64w, https://cdn.example/x.png 128w" src="/docs/img/logo.png" width="64" height="32" loading="lazy" decoding="async"/>',
    );
    expect(result.assets.map((a) => a.output)).toEqual(['assets/img/diagram-aaaa1111.png', 'assets/img/diagram-2x-eeee5555.png']);
  });

  it('does the same for <source srcset> in a <picture>, and reports each missing address where it is written', async () => {
    const result = await compile(
      'Intro.\n\n<picture>\n  <source srcset="./diagram.webp" type="image/webp">\n  <source srcset="./gone.avif 1x, /img/none.avif 2x" type="image/avif">\n  <img src="./diagram.png" alt="D">\n</picture>',
      underDocs,
    );
    expect(result.bodyHtml).toContain('<source srcSet="/docs/assets/img/diagram-ffff6666.webp" type="image/webp"/>');
    // A missing address stays as written (the build fails on the error anyway).
    expect(result.bodyHtml).toContain('<source srcSet="./gone.avif 1x, /img/none.avif 2x" type="image/avif"/>');
    expect(result.diagnostics.map((d) => `${d.code} ${d.line}:${d.column} ${d.message}`)).toEqual([
      'file-missing 9:3 The image `./gone.avif` does not exist: there is no file `content/docs/guide/gone.avif`.',
      'file-missing 9:3 The image `/img/none.avif` does not exist: there is no file `content/static/img/none.avif`.',
    ]);
    expect(result.assets.map((a) => a.output)).toEqual(['assets/img/diagram-ffff6666.webp', 'assets/img/diagram-aaaa1111.png']);
  });

  it('leaves a srcset with a data: address as written, and gives static addresses the base URL without a file lookup', async () => {
    const data = await compile('<img srcset="data:image/png;base64,iVBORw0KGgo= 1x, ./diagram@2x.png 2x">', underDocs);
    expect(data.diagnostics).toEqual([]);
    expect(data.assets).toEqual([]);
    const noFiles = await compile('<picture><source srcset="/img/logo.webp 1x, ./here.webp 2x"><img src="/img/logo.png"></picture>', { site: underDocs.site });
    expect(noFiles.bodyHtml).toContain('<source srcSet="/docs/img/logo.webp 1x, ./here.webp 2x"/>');
  });

  it('copies a video or audio file beside the page, its poster included, and keeps static-folder media as checked links', async () => {
    const result = await compile(
      '<video src="./tour.mp4" poster="./diagram.png" controls></video>\n\n<video><source src="/media/tour.webm"></video>',
      underDocs,
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toContain(
      '<video src="/docs/assets/files/tour-12345678.mp4" poster="/docs/assets/files/diagram-aaaa1111.png" controls=""></video>',
    );
    expect(result.bodyHtml).toContain('<source src="/docs/media/tour.webm"/>');
    expect(result.links.map((l) => l.raw)).toEqual(['/media/tour.webm']);
  });

  it('rewrites literal src and srcSet attributes of MDX JSX <img> and <source> elements the same way', () => {
    const attribute = (name: string, value: unknown) => ({ type: 'mdxJsxAttribute', name, value });
    const at = { start: { line: 3, column: 1, offset: 0 }, end: { line: 3, column: 40, offset: 39 } };
    const tree = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'img',
          attributes: [attribute('src', './diagram.png'), attribute('srcSet', './diagram@2x.png 2x'), attribute('alt', 'D')],
          children: [],
          position: at,
        },
        { type: 'mdxJsxFlowElement', name: 'source', attributes: [attribute('srcset', '/img/logo.png 1x, ./gone.png 2x')], children: [], position: at },
        {
          type: 'mdxJsxFlowElement',
          name: 'img',
          attributes: [attribute('src', { type: 'mdxJsxAttributeValueExpression', value: 'url' })],
          children: [],
          position: at,
        },
        {
          type: 'mdxJsxTextElement',
          name: 'img',
          attributes: [attribute('src', '/img/logo.png'), attribute('width', { type: 'mdxJsxAttributeValueExpression', value: '32' })],
          children: [],
          position: at,
        },
      ],
    } as unknown as Root;
    const file = new VFile();
    const ctx = createFileContext(underDocs.site, {
      file: 'content/docs/guide/modules.mdx',
      sourcePath: 'guide/modules.mdx',
      route: '/guide/modules',
      lineOffset: 4,
      files,
    });
    file.data.docsgen = ctx;
    rehypeImages()(tree, file);
    const [img, source, expression, sized] = tree.children as unknown as Array<{ attributes: Array<{ name: string; value: unknown }> }>;
    expect(Object.fromEntries(img!.attributes.map((a) => [a.name, a.value]))).toEqual({
      src: '/docs/assets/img/diagram-aaaa1111.png',
      srcSet: '/docs/assets/img/diagram-2x-eeee5555.png 2x',
      alt: 'D',
      width: '640',
      height: '480',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(source!.attributes).toEqual([{ type: 'mdxJsxAttribute', name: 'srcset', value: '/docs/img/logo.png 1x, ./gone.png 2x' }]);
    expect(expression!.attributes[0]!.value).toEqual({ type: 'mdxJsxAttributeValueExpression', value: 'url' });
    // A size the author wrote as an expression is still the author's: the file's size is not added.
    expect(sized!.attributes.map((a) => [a.name, a.value])).toEqual([
      ['src', '/docs/img/logo.png'],
      ['width', { type: 'mdxJsxAttributeValueExpression', value: '32' }],
      ['loading', 'lazy'],
      ['decoding', 'async'],
    ]);
    expect(ctx.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}:${d.column}`)).toEqual(['file-missing content/docs/guide/modules.mdx:7:1']);
  });
});

describe('linked files', () => {
  it('copies a file the page links to, in Markdown and in HTML, and reports a missing one', async () => {
    const result = await compile('[Guide](./guide.pdf) and [cycles](./cycles.md)\n\n<a href="./guide.pdf#page=2">again</a>\n\n[Old](./old.zip)', underDocs);
    expect(result.bodyHtml).toContain('<a href="/docs/assets/files/guide-dddd4444.pdf">Guide</a>');
    expect(result.bodyHtml).toContain('<a href="/docs/assets/files/guide-dddd4444.pdf#page=2">again</a>');
    expect(result.bodyHtml).toContain('<a href="/docs/guide/cycles">cycles</a>');
    expect(result.assets).toEqual([{ source: 'content/docs/guide/guide.pdf', output: 'assets/files/guide-dddd4444.pdf' }]);
    expect(result.links.map((l) => l.raw)).toEqual(['./cycles.md']);
    expect(result.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['file-missing 9:1']);
  });

  it('warns of a link to a file of the repository above the site and its docs folder, leaving it as written; such an image is an error', async () => {
    // Hermes' docs (`../doc` beside `website/`) link the engine's headers for readers on GitHub.
    const beside = { site: { ...fixtureLinkContext, docsDir: '../doc' }, files: { ...files, read: () => ({ hash: 'abcd0000' }) } };
    const page = '[Segment](../include/hermes/VM/Segment.h) and [Guide](./guide.pdf)\n\n![Chart](../include/chart.png)';
    const result = await compile(page, { ...beside, file: '../doc/GC.md', sourcePath: 'GC.md', route: '/GC' });
    expect(result.bodyHtml).toContain('<a href="../include/hermes/VM/Segment.h">Segment</a>');
    expect(result.assets.map((a) => a.source)).toEqual(['../doc/guide.pdf']);
    expect(result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}:${d.column}`)).toEqual([
      'warning file-above-site 5:1',
      'error file-above-site 7:1',
    ]);
    expect(result.diagnostics[0]!.message).toBe(
      'The file `../include/hermes/VM/Segment.h` is `../include/hermes/VM/Segment.h`, outside the site folder and the docs folder (`../doc/`): docsgen neither reads nor publishes files there, so the link is left as written, and leads nowhere on the built site.',
    );
  });

  it('tells file links from page links', () => {
    expect(['./guide.pdf', 'data/table.csv', '../x.tar.gz'].map(isLocalFileLink)).toEqual([true, true, true]);
    expect(['./cycles.md', './page.mdx', './old.html', './v1.2', '/static/x.pdf', 'https://a.example/x.pdf', '#top', './cycles'].map(isLocalFileLink)).toEqual(
      Array(8).fill(false),
    );
  });
});

describe('hashed asset names', () => {
  it('keep the extension and make the name safe for a URL', () => {
    expect(hashedAssetFile('img', 'flow chart (v2).PNG', '12345678')).toBe('assets/img/flow-chart-v2-12345678.png');
    expect(hashedAssetFile('files', 'README', 'abcdef01')).toBe('assets/files/README-abcdef01');
  });
});
