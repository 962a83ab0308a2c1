/**
 * Files pages link to from their content (copied under `assets/files/` and `assets/img/`) cannot run as script or
 * as a page on the site's origin: `docsgen serve` sends scripts, pages and SVG among them as plain text to download
 * under a policy that runs nothing, and `_headers` says the same to hosts that read it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { parseHeadersFile } from '../../src/emit/headers.js';
import { serve, type RunningServer } from '../../src/server/serve.js';
import { doc, makeSite } from '../support/fixture-site.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

describe('files linked from pages', () => {
  let server: RunningServer;
  let root: string;
  const fileUrl = (name: RegExp, folder = 'files') => {
    const file = readdirSync(path.join(root, 'build', 'assets', folder)).find((f) => name.test(f) && !/\.(br|gz)$/.test(f));
    expect(file, String(name)).toBeDefined();
    return `${server.url}/assets/${folder}/${file}`;
  };

  beforeAll(async () => {
    root = makeSite({
      'content/docs/guide/modules.md': doc(
        'Modules',
        '# Modules\n\n[script](./evil.js), [page](./evil.xhtml), [drawing](./evil.svg), [data](./data.csv)\n\n![A drawing](./pic.svg)',
      ),
      'content/docs/guide/evil.js': 'alert(document.domain)',
      'content/docs/guide/evil.xhtml': '<script>alert(1)</script>',
      'content/docs/guide/evil.svg': SVG,
      'content/docs/guide/pic.svg': SVG,
      'content/docs/guide/data.csv': 'a,b\n1,2\n',
    });
    expect((await build({ root })).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    server = await serve({ dir: path.join(root, 'build'), port: 0 });
  });
  afterAll(() => server?.close());

  it.each([/^evil-.*\.js$/, /^evil-.*\.xhtml$/, /^evil-.*\.svg$/])('serves %s as plain text to download, under a policy that runs nothing', async (name) => {
    const response = await fetch(fileUrl(name));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps the type of other files, and of an SVG image, which only loses the right to run script', async () => {
    const csv = await fetch(fileUrl(/^data-.*\.csv$/));
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const image = await fetch(fileUrl(/^pic-.*\.svg$/, 'img'));
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(image.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
  });

  it('says the same in _headers for hosts that read it', () => {
    const text = readFileSync(path.join(root, 'build', '_headers'), 'utf8');
    expect(text).toMatch(/\/assets\/files\/\*\n {2}Content-Disposition: attachment\n {2}Content-Security-Policy: default-src 'none'.*sandbox/);
    // The site-wide block is still what serve applies to pages.
    expect(parseHeadersFile(text)['Content-Security-Policy']).toContain("script-src 'self'");
  });
});
