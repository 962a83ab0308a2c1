/**
 * Images and linked files in a site built for `baseUrl: '/docs/'`: a Markdown image beside the page, an HTML
 * `<img>`, a static-folder image, a front-matter card image and a linked PDF all reach the output (copied files
 * under their content hash, static ones where they are) with the base URL, their size, lazy loading and no
 * preload hint, and so does every address of a `srcset` (`<img>` and `<picture>`); a missing image fails the
 * build at its line and column.
 */
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DevSite } from '../../src/dev/dev-site.js';
import { build } from '../../src/session/build.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

/** The header of a PNG of the given size: all a size reader needs (no pixel data). */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 6, 0, 0, 0], 24);
  return header;
}

const PAGE = `# Modules

![Diagram](./diagram.png)

<p align="center"><img src="../shared/flow.png" alt="Flow"></p>

![Logo](/img/logo.png)

Read the [guide](./guide.pdf).`;

function siteWith(body: string): string {
  const root = makeSite(
    {
      'content/docs/guide/modules.md': doc('Modules', body, 'image: ./card.png\n'),
      'content/docs/guide/guide.pdf': '%PDF-1.4 fixture',
    },
    configText({ extra: "baseUrl: '/docs/'," }),
  );
  const binaries: Record<string, Buffer> = {
    'content/docs/guide/diagram.png': png(640, 480),
    'content/docs/shared/flow.png': png(300, 120),
    'content/docs/guide/card.png': png(1200, 630),
    'content/static/img/logo.png': png(64, 32),
  };
  for (const [file, bytes] of Object.entries(binaries)) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
  return root;
}

describe('images and linked files', () => {
  it('copies them under hashed names and emits them with the base URL, their size, lazy and async', async () => {
    const root = siteWith(PAGE);
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
    const html = readFileSync(path.join(result.outDir!, 'guide/modules.html'), 'utf8');
    const srcs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(srcs).toHaveLength(3);
    expect(srcs[0]).toMatch(
      /^<img src="\/docs\/assets\/img\/diagram-[0-9a-f]{8}\.png" alt="Diagram" width="640" height="480" loading="lazy" decoding="async"\/>$/,
    );
    expect(srcs[1]).toMatch(/^<img src="\/docs\/assets\/img\/flow-[0-9a-f]{8}\.png" alt="Flow" width="300" height="120" loading="lazy" decoding="async"\/>$/);
    expect(srcs[2]).toBe('<img src="/docs/img/logo.png" alt="Logo" width="64" height="32" loading="lazy" decoding="async"/>');
    expect(html).not.toMatch(/<link rel="preload" [^>]*as="image"/);
    const pdf = /href="\/docs\/(assets\/files\/guide-[0-9a-f]{8}\.pdf)"/.exec(html);
    expect(pdf).not.toBeNull();
    const card = /<meta property="og:image" content="https:\/\/fixture\.example\/docs\/(assets\/img\/card-[0-9a-f]{8}\.png)">/.exec(html);
    expect(card).not.toBeNull();
    // Every copied file is in the output with its bytes; the static image stays at its path.
    const copied = [...srcs.slice(0, 2).map((s) => /src="\/docs\/([^"]+)"/.exec(s)![1]!), pdf![1]!, card![1]!];
    for (const file of copied) expect(existsSync(path.join(result.outDir!, file)), file).toBe(true);
    expect(readFileSync(path.join(result.outDir!, pdf![1]!), 'utf8')).toBe('%PDF-1.4 fixture');
    expect(existsSync(path.join(result.outDir!, 'img/logo.png'))).toBe(true);
  });

  it('are copied the same way when worker threads render the pages (dist build)', async () => {
    const { build: distBuild } = (await import(path.resolve('dist/index.js'))) as typeof import('../../src/index.js');
    const root = siteWith(PAGE);
    const result = await distBuild({ root, compress: false, workers: 2 });
    expect(result.diagnostics).toEqual([]);
    const html = readFileSync(path.join(result.outDir!, 'guide/modules.html'), 'utf8');
    const diagram = /src="\/docs\/(assets\/img\/diagram-[0-9a-f]{8}\.png)" alt="Diagram" width="640" height="480"/.exec(html);
    expect(diagram).not.toBeNull();
    expect(existsSync(path.join(result.outDir!, diagram![1]!))).toBe(true);
  });

  it('takes a static address written with the base URL in it as the file below the base, given the base once', async () => {
    const root = siteWith('# Modules\n\nThe logo, twice.\n\n<img src="/docs/img/logo.png" alt="Logo"/>\n\n![Also](/docs/img/logo.png)');
    const result = await build({ root, inMemory: true, strict: true });
    expect(result.diagnostics).toEqual([]);
    const srcs = [...result.files!.text('guide/modules.html')!.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
    expect(srcs).toEqual(['/docs/img/logo.png', '/docs/img/logo.png']);
  });

  it('copies every address of a <picture> srcset and an <img srcset>, keeping the descriptors', async () => {
    const root = siteWith(
      `${PAGE}\n\n<picture>\n  <source srcset="./diagram.webp 1x, ./diagram@2x.webp 2x" type="image/webp">\n  <img src="./diagram.png" srcset="./diagram.png 1x, /img/logo.png 2x" alt="Responsive">\n</picture>`,
    );
    for (const name of ['diagram.webp', 'diagram@2x.webp']) writeFileSync(path.join(root, 'content/docs/guide', name), `webp ${name}`);
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.diagnostics).toEqual([]);
    const html = readFileSync(path.join(result.outDir!, 'guide/modules.html'), 'utf8');
    const source =
      /<source srcSet="\/docs\/(assets\/img\/diagram-[0-9a-f]{8}\.webp) 1x, \/docs\/(assets\/img\/diagram-2x-[0-9a-f]{8}\.webp) 2x" type="image\/webp"\/>/.exec(
        html,
      );
    expect(source).not.toBeNull();
    expect(readFileSync(path.join(result.outDir!, source![1]!), 'utf8')).toBe('webp diagram.webp');
    expect(readFileSync(path.join(result.outDir!, source![2]!), 'utf8')).toBe('webp diagram@2x.webp');
    expect(html).toMatch(
      /<img src="\/docs\/assets\/img\/diagram-[0-9a-f]{8}\.png" srcSet="\/docs\/assets\/img\/diagram-[0-9a-f]{8}\.png 1x, \/docs\/img\/logo\.png 2x" alt="Responsive" width="640" height="480" loading="lazy"/,
    );
  });

  it('fails the build on a missing image, a missing static image and a missing linked file, each where it is written', async () => {
    const root = siteWith(`${PAGE}\n\n![Gone](./gone.png)\n\n<img src="/img/nope.png">\n\n[Old](./old.zip)`);
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.ok).toBe(false);
    // The body starts on line 7 (five front-matter lines and a blank one).
    const missing = result.diagnostics.filter((d) => d.code === 'file-missing').sort((a, b) => a.line! - b.line!);
    expect(missing.map((d) => `${d.severity} ${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      'error content/docs/guide/modules.md:17:1 The image `./gone.png` does not exist: there is no file `content/docs/guide/gone.png`.',
      'error content/docs/guide/modules.md:19:1 The image `/img/nope.png` does not exist: there is no file `content/static/img/nope.png`.',
      'error content/docs/guide/modules.md:21:1 The file `./old.zip` does not exist: there is no file `content/docs/guide/old.zip`.',
    ]);
  });

  it('are served by docsgen dev from memory under the same names, and follow an edit of the file', async () => {
    const root = siteWith(PAGE);
    const dev = new DevSite(root, { devScriptPath: '/__docsgen/dev-client.js' });
    // Its background pass stops with the test, before the site's folder goes.
    onTestFinished(() => dev.close());
    const started = await dev.start();
    expect(started.diagnostics).toEqual([]);
    const html = String(await dev.files.get('guide/modules.html'));
    const diagram = /src="\/docs\/(assets\/img\/diagram-[0-9a-f]{8}\.png)" alt="Diagram" width="640" height="480"/.exec(html);
    expect(diagram).not.toBeNull();
    expect(Buffer.from((await dev.files.get(diagram![1]!)) as Uint8Array).equals(readFileSync(path.join(root, 'content/docs/guide/diagram.png')))).toBe(true);
    expect(await dev.files.has((/href="\/docs\/(assets\/files\/guide-[0-9a-f]{8}\.pdf)"/.exec(html) ?? [])[1] ?? '(none)')).toBe(true);
    // A new picture under the same file name: the page is rendered again and points to the new copy.
    const file = path.join(root, 'content/docs/guide/diagram.png');
    writeFileSync(file, png(800, 600));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const updated = await dev.update([file]);
    expect(updated.ok).toBe(true);
    const after = String(await dev.files.get('guide/modules.html'));
    const replaced = /src="\/docs\/(assets\/img\/diagram-[0-9a-f]{8}\.png)" alt="Diagram" width="800" height="600"/.exec(after);
    expect(replaced).not.toBeNull();
    expect(await dev.files.has(replaced![1]!)).toBe(true);
  });
});
