/**
 * Reading a Markdown file: strict UTF-8 (a bad byte is an error at its line and column, a real U+FFFD is text), the
 * byte order mark dropped, and the size warning counting bytes, not characters.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE_LIMIT, readDocText } from '../../../../src/content/discover.js';

const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-read-doc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fileOf(name: string, bytes: Uint8Array | string): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

describe('readDocText', () => {
  it('drops a byte order mark and keeps a real replacement character', async () => {
    expect((await readDocText(fileOf('bom.md', '\uFEFF# Title\n'), 'bom.md')).text).toBe('# Title\n');
    const replacement = await readDocText(fileOf('fffd.md', '# A \uFFFD sign\n'), 'fffd.md');
    expect(replacement).toEqual({ text: '# A \uFFFD sign\n', diagnostics: [] });
  });

  it('refuses a byte that is not UTF-8, at its line and column', async () => {
    const bad = Buffer.concat([Buffer.from('# Café\n\nLine two: caf'), Buffer.from([0xe9]), Buffer.from('\n')]);
    const read = await readDocText(fileOf('latin1.md', bad), 'docs/latin1.md');
    expect(read.text).toBeNull();
    expect(read.diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([['content-encoding', 'docs/latin1.md', 3, 14]]);
  });

  it('warns by bytes: a page of three-byte characters over the limit, not one under it in characters', async () => {
    // Each '€' is one character and three bytes: a third of the limit in characters is at the limit in bytes.
    const under = '€'.repeat(Math.floor(PAGE_SIZE_LIMIT / 3));
    expect((await readDocText(fileOf('under.md', under), 'under.md')).diagnostics).toEqual([]);
    const over = await readDocText(fileOf('over.md', `${under}€`), 'over.md');
    expect(over.diagnostics.map((d) => [d.code, d.severity])).toEqual([['content-too-large', 'warning']]);
  });
});
