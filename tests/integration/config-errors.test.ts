/**
 * A config that fails tells the author where and what to do: code that throws when the config runs is located at
 * its `site.config.ts` line with a hint about that code (not "fix the syntax"), a package the config imports but
 * the site has not installed is named with its `npm install` line at the import, and no message names the temp
 * copy docsgen runs. A missing config suggests `docsgen init`; an empty docs folder names `.mdx` pages too.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { configText, makeSite } from '../support/fixture-site.js';

const withPrelude = (prelude: string) =>
  configText().replace("import { defineConfig } from 'docsgen';\n", `import { defineConfig } from 'docsgen';\n${prelude}`);

describe('a config that fails', () => {
  it('that throws when it runs: located at the line that threw, with a hint about code', async () => {
    const root = makeSite({}, withPrelude('const sections: Record<string, string[]> = {};\nconst count = sections.guides.length;\n'));
    const result = await build({ root, cacheDir: false });
    expect(result.diagnostics).toMatchObject([{ code: 'config-load', file: 'site.config.ts', line: 3 }]);
    expect(result.diagnostics[0]!.message).toMatch(/^The config file failed while it ran: Cannot read properties of undefined/);
    expect(result.diagnostics[0]!.hint).not.toContain('syntax');
  });

  it('that imports a package the site has not installed: named, with its install line, at the import', async () => {
    const root = makeSite({}, withPrelude("import extra from 'docsgen-no-such-package/sub';\nconsole.log(extra);\n"));
    const result = await build({ root, cacheDir: false });
    expect(result.diagnostics).toMatchObject([{ code: 'config-load', file: 'site.config.ts', line: 2 }]);
    expect(result.diagnostics[0]!.message).toBe('The config file imports the package `docsgen-no-such-package`, which is not installed.');
    expect(result.diagnostics[0]!.hint).toContain('npm install docsgen-no-such-package');
    expect(JSON.stringify(result.diagnostics)).not.toMatch(/\.site\.config\.\d+/);
  });

  it('that is missing: suggests docsgen init', async () => {
    const root = makeSite({});
    rmSync(path.join(root, 'site.config.ts'));
    const result = await build({ root, cacheDir: false });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['config-missing']);
    expect(result.diagnostics[0]!.hint).toContain('npx docsgen init');
  });

  it('with an empty docs folder: says that .md and .mdx files are pages', async () => {
    const root = makeSite({ 'content/docs/intro.md': null, 'content/docs/guide/cycles.md': null, 'content/docs/guide/modules.md': null });
    mkdirSync(path.join(root, 'content/docs'), { recursive: true });
    writeFileSync(path.join(root, 'content/docs/_partial.md'), 'x');
    const result = await build({ root, cacheDir: false });
    expect(result.diagnostics.find((d) => d.code === 'docs-folder-empty')!.message).toContain('`.md` and `.mdx` file');
  });
});
