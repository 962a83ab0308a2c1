import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSidebarsFile } from '../../../../src/sidebar/sidebars-file.js';

const root = mkdtempSync(path.join(tmpdir(), 'docsgen-sidebars-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('readSidebarsFile', () => {
  it('reads nothing unless the config names a file (as in Docusaurus)', async () => {
    writeFileSync(path.join(root, 'sidebars.js'), 'module.exports = { a: ["x"] };');
    expect(await readSidebarsFile(root, undefined)).toEqual({ sidebarsFile: null, diagnostics: [] });
    expect(await readSidebarsFile(root, false)).toEqual({ sidebarsFile: null, diagnostics: [] });
  });

  it('loads CommonJS, ES module and TypeScript files, and JSON', async () => {
    writeFileSync(path.join(root, 'cjs.js'), 'module.exports = { a: ["x"] };');
    writeFileSync(path.join(root, 'esm.mjs'), 'export default { a: ["x"] };');
    writeFileSync(
      path.join(root, 'ts.ts'),
      "import type { X } from '@docusaurus/plugin-content-docs';\nconst s: Record<string, string[]> = { a: ['x'] };\nexport default s;",
    );
    writeFileSync(path.join(root, 'data.json'), '{ "a": ["x"] }');
    for (const file of ['cjs.js', 'esm.mjs', 'ts.ts', 'data.json']) {
      const { sidebarsFile, diagnostics } = await readSidebarsFile(root, `./${file}`);
      expect(diagnostics).toEqual([]);
      expect(sidebarsFile).toMatchObject({ file, sidebars: { a: ['x'] } });
    }
  });

  it('names a missing file, and a file that does not load, at its line', async () => {
    expect((await readSidebarsFile(root, 'nope.js')).diagnostics.map((d) => [d.code, d.file])).toEqual([['sidebars-file-missing', 'nope.js']]);
    writeFileSync(path.join(root, 'broken.js'), 'module.exports = {\n  a: [\n};');
    const broken = await readSidebarsFile(root, 'broken.js');
    expect(broken.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([['sidebars-file-unloadable', 'broken.js', 3]]);
  });
});
