/**
 * The file lookup behind local images: a content hash for every file, the size for images (read from the header
 * only), null for missing files and paths outside the site, and fresh facts after a file changes.
 */
import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteFileLookup } from '../../../../src/pipeline/asset-files.js';
import type { FileFacts } from '../../../../src/markdown/context.js';

/** A GIF header of the given size: signature and logical screen size, no image data. */
const gif = (width: number, height: number) => {
  const bytes = Buffer.alloc(13);
  bytes.write('GIF89a', 0, 'ascii');
  bytes.writeUInt16LE(width, 6);
  bytes.writeUInt16LE(height, 8);
  return bytes;
};

describe('siteFileLookup', () => {
  it('reads hashes and image sizes, and nothing outside the site', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docsgen-assets-'));
    mkdirSync(path.join(root, 'docs'), { recursive: true });
    writeFileSync(path.join(root, 'docs/a.gif'), gif(40, 20));
    writeFileSync(path.join(root, 'docs/b.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="34"/>');
    writeFileSync(path.join(root, 'docs/c.pdf'), '%PDF');
    const lookup = siteFileLookup(root, 'static/');
    expect(lookup.staticDir).toBe('static');
    expect(lookup.read('docs/a.gif')).toEqual({ hash: expect.stringMatching(/^[0-9a-f]{8}$/), width: 40, height: 20 });
    expect(lookup.read('docs/b.svg')).toMatchObject({ width: 12, height: 34 });
    expect(lookup.read('docs/c.pdf')).toEqual({ hash: expect.stringMatching(/^[0-9a-f]{8}$/) });
    expect(lookup.read('docs/none.png')).toBeNull();
    expect(lookup.read('docs')).toBeNull();
    expect(lookup.read('../outside.png')).toBeNull();
  });

  it('reads a file again once it changes', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docsgen-assets-'));
    const file = path.join(root, 'x.gif');
    writeFileSync(file, gif(1, 1));
    const lookup = siteFileLookup(root, 'static');
    const before = lookup.read('x.gif') as FileFacts;
    writeFileSync(file, gif(300, 200));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const after = lookup.read('x.gif') as FileFacts;
    expect(after).toMatchObject({ width: 300, height: 200 });
    expect(after.hash).not.toBe(before.hash);
  });
});
