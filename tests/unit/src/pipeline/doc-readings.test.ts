/**
 * The build cache's readings of Markdown files: a build takes the front matter and summary of an unchanged file from
 * the last build's readings, reads a changed one again, and never lets the cache change what a file says (a value
 * JSON would turn into something else, a damaged file).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDoc } from '../../../../src/content/doc-reading.js';
import { DocReadings } from '../../../../src/pipeline/doc-readings.js';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const cacheDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-doc-readings-'));
  made.push(dir);
  return dir;
};

const page = (text: string, file = 'docs/guide/cycles.md') => ({ sourcePath: file.slice('docs/'.length), file, text });
const cycles = page('---\ntitle: Cycles\nsidebar_position: 2\n---\n\n# Cycles\n\nA cycle is a fixed stretch of time.\n');
const readingsFile = (dir: string) => path.join(dir, 'stages', 'doc-readings.json');

describe('the readings of Markdown files kept in the build cache', () => {
  it('are what reading the file gives, and are taken from the last build while path and text stay the same', () => {
    const dir = cacheDir();
    const first = DocReadings.load(dir);
    expect(first.read(cycles)).toEqual(readDoc(cycles));
    first.save();
    // Changed by hand in the cache, the reading comes back as stored: the next build does not read the file again.
    const stored = JSON.parse(readFileSync(readingsFile(dir), 'utf8')) as { readings: [string, { result: { summary: { excerpt: string } } }][] };
    stored.readings[0]![1].result.summary.excerpt = 'Kept from the last build.';
    writeFileSync(readingsFile(dir), JSON.stringify(stored));
    expect(DocReadings.load(dir).read(cycles).result?.summary.excerpt).toBe('Kept from the last build.');
    // Another text, or the same text at another path, is read again.
    const edited = page(cycles.text.replace('fixed', 'set'));
    expect(DocReadings.load(dir).read(edited)).toEqual(readDoc(edited));
    const moved = page(cycles.text, 'docs/guide/other.md');
    expect(DocReadings.load(dir).read(moved).result?.summary.excerpt).toBe('A cycle is a fixed stretch of time.');
  });

  it('keeps the readings the last build used, and their problems', () => {
    const dir = cacheDir();
    const broken = page('---\ntitle: [unclosed\n---\n\nText.\n', 'docs/broken.md');
    const first = DocReadings.load(dir);
    first.read(cycles);
    first.read(broken);
    first.save();
    const second = DocReadings.load(dir);
    expect(second.read(broken)).toEqual(readDoc(broken));
    expect(second.read(broken).diagnostics[0]?.code).toBe('front-matter-syntax');
    second.save();
    // `cycles` was not read by the second build, so the third has no reading of it.
    const stored = JSON.parse(readFileSync(readingsFile(dir), 'utf8')) as { readings: unknown[] };
    expect(stored.readings).toHaveLength(1);
  });

  it('reads again a file whose front matter JSON would change (a date in custom props), and ignores a damaged file', () => {
    const dir = cacheDir();
    const dated = page('---\ntitle: Dated\nsidebar_custom_props:\n  since: 2024-05-01\n---\n\nText.\n', 'docs/dated.md');
    const first = DocReadings.load(dir);
    expect(first.read(dated).result?.frontMatter.sidebar_custom_props?.since).toBeInstanceOf(Date);
    first.save();
    expect(DocReadings.load(dir).read(dated).result?.frontMatter.sidebar_custom_props?.since).toBeInstanceOf(Date);
    const fingerprint = (JSON.parse(readFileSync(readingsFile(dir), 'utf8')) as { fingerprint: string }).fingerprint;
    // JSON that parses, under the very key of `cycles`, but not a reading.
    const key = createHash('sha256').update(`${cycles.file}\0${cycles.text}`).digest('base64url');
    const wrongShape = JSON.stringify({ fingerprint, readings: [[key, { result: { frontMatter: {} }, diagnostics: 'none' }]] });
    for (const damaged of ['{"fingerprint":', '{"fingerprint":"another docsgen","readings":[]}', 'null', wrongShape]) {
      writeFileSync(readingsFile(dir), damaged);
      expect(DocReadings.load(dir).read(cycles)).toEqual(readDoc(cycles));
    }
  });
});
