import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readSidebarsFile } from '../../../../src/sidebar/sidebars-file.js';

const root = mkdtempSync(path.join(tmpdir(), 'docsgen-sidebars-'));

/**
 * `readSidebarsFile` in a plain Node process (TypeScript through tsx): vitest's module runner gives the bundled
 * module a `require` that Node's ES modules do not have, so only there does a `require()` fail as it would in a build.
 */
function readInNode(site: string, file: string): { sidebars: unknown; messages: string[] } {
  const module = pathToFileURL(path.resolve('src/sidebar/sidebars-file.ts')).href;
  const script = `import { readSidebarsFile } from ${JSON.stringify(module)};
const read = await readSidebarsFile(${JSON.stringify(site)}, ${JSON.stringify(file)});
console.log(JSON.stringify({ sidebars: read.sidebarsFile?.sidebars ?? null, messages: read.diagnostics.map((d) => d.message) }));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as { sidebars: unknown; messages: string[] };
}
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

  it("runs a CommonJS file's require() of Node built-ins and of the site's installed packages, as Node does", () => {
    const site = mkdtempSync(path.join(tmpdir(), 'docsgen-sidebars-require-'));
    try {
      writeFileSync(path.join(site, 'package.json'), '{}');
      const plugin = path.join(site, 'node_modules/lint-rules');
      mkdirSync(plugin, { recursive: true });
      writeFileSync(path.join(plugin, 'package.json'), '{ "name": "lint-rules", "version": "1.0.0" }');
      writeFileSync(path.join(plugin, 'index.js'), "module.exports = { rules: { 'no-tabs': {}, 'prefer-const': {} } };");
      writeFileSync(
        path.join(site, 'sidebars.js'),
        "const path = require('node:path');\nconst plugin = require('lint-rules');\nmodule.exports = { rules: Object.keys(plugin.rules).map((id) => path.posix.join('rules', id)) };",
      );
      writeFileSync(path.join(site, 'missing.js'), "module.exports = { a: require('not-installed').items };");
      expect(readInNode(site, './sidebars.js')).toEqual({ sidebars: { rules: ['rules/no-tabs', 'rules/prefer-const'] }, messages: [] });
      expect(readInNode(site, './missing.js')).toEqual({
        sidebars: null,
        messages: ["The sidebars file could not be loaded: Cannot find module 'not-installed'"],
      });
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it("gives require() of the site's own ES module its default object, answering its named exports, as Docusaurus' loader does", () => {
    // ory/docs: `...require('./docs/elements/reference/typedoc-sidebar.ts').items`, a file that writes `export default { items }`.
    const site = mkdtempSync(path.join(tmpdir(), 'docsgen-sidebars-interop-'));
    try {
      writeFileSync(
        path.join(site, 'typedoc-sidebar.ts'),
        "const typedocSidebar = { items: ['ref/a', 'ref/b'] };\nexport default typedocSidebar;\nexport const extra = ['ref/c'];\n",
      );
      writeFileSync(path.join(site, 'plain.js'), "module.exports = { items: ['plain'] };\n");
      writeFileSync(
        path.join(site, 'sidebars.ts'),
        "const typedoc = require('./typedoc-sidebar.ts');\nexport default { reference: ['overview', ...typedoc.items, ...typedoc.extra, ...require('./plain.js').items] };\n",
      );
      expect(readInNode(site, './sidebars.ts')).toEqual({ sidebars: { reference: ['overview', 'ref/a', 'ref/b', 'ref/c', 'plain'] }, messages: [] });
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('names a missing file, and a file that does not load, at its line', async () => {
    expect((await readSidebarsFile(root, 'nope.js')).diagnostics.map((d) => [d.code, d.file])).toEqual([['sidebars-file-missing', 'nope.js']]);
    writeFileSync(path.join(root, 'broken.js'), 'module.exports = {\n  a: [\n};');
    const broken = await readSidebarsFile(root, 'broken.js');
    expect(broken.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([['sidebars-file-unloadable', 'broken.js', 3]]);
  });
});
