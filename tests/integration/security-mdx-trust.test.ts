/**
 * Content cannot raise itself to running code: a page's `format: mdx` cannot lift it above the site's
 * `markdown.format: 'md'`, and `markdown.trust: 'untrusted'` (the setting for pull-request previews) evaluates
 * nothing on any page, whatever its extension or front matter, and loads no site component a page imports.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';

const markers = mkdtempSync(path.join(tmpdir(), 'docsgen-markers-'));
afterAll(() => rmSync(markers, { recursive: true, force: true }));
let count = 0;
/** A fresh marker file, and MDX that writes it when evaluated. */
function payload(): { marker: string; expression: string } {
  const marker = path.join(markers, `ran-${count++}`);
  return { marker, expression: `{String(process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(marker)}, 'x'))}` };
}

const withMarkdown = (markdown: string) => configText({ extra: `markdown: ${markdown},` });

describe("a page's front matter cannot raise it above the site's format", () => {
  it("under `format: 'md'`, `format: mdx` is refused at its line and nothing runs", async () => {
    const { marker, expression } = payload();
    const root = makeSite({ 'content/docs/pwn.md': doc('Pwn', `# Pwn\n\n${expression}\n`, 'format: mdx\n') }, withMarkdown("{ format: 'md' }"));
    const result = await build({ root, inMemory: true, cacheDir: false });
    expect(existsSync(marker)).toBe(false);
    expect(result.ok).toBe(false);
    const refused = result.diagnostics.find((d) => d.code === 'front-matter-format-refused');
    expect(refused).toMatchObject({ file: 'content/docs/pwn.md', line: 4, severity: 'error' });
  });

  it("under `format: 'md'`, Docusaurus' `mdx: { format: mdx }` is refused too", async () => {
    const { marker, expression } = payload();
    const root = makeSite({ 'content/docs/pwn.md': doc('Pwn', `# Pwn\n\n${expression}\n`, 'mdx:\n  format: mdx\n') }, withMarkdown("{ format: 'md' }"));
    const result = await build({ root, inMemory: true, cacheDir: false });
    expect(existsSync(marker)).toBe(false);
    expect(result.diagnostics.map((d) => d.code)).toContain('front-matter-format-refused');
  });
});

describe("`markdown.trust: 'untrusted'`", () => {
  it('evaluates no expression, in a `.md` page made MDX by its front matter or in a `.mdx` page', async () => {
    const a = payload();
    const b = payload();
    const root = makeSite(
      {
        'content/docs/pwn.md': doc('Pwn', `# Pwn\n\n${a.expression}\n`, 'format: mdx\n'),
        'content/docs/pwn2.mdx': doc('Pwn two', `# Pwn two\n\n${b.expression}\n`),
      },
      withMarkdown("{ trust: 'untrusted', mdx: 'trusted', format: 'mdx' }"),
    );
    const result = await build({ root, inMemory: true, cacheDir: false });
    expect(existsSync(a.marker)).toBe(false);
    expect(existsSync(b.marker)).toBe(false);
    const unsafe = result.diagnostics.filter((d) => d.code === 'mdx');
    expect(unsafe.map((d) => `${d.file}:${d.line}`).sort()).toEqual(['content/docs/pwn.md:9', 'content/docs/pwn2.mdx:8']);
    expect(unsafe[0]!.message).toContain("markdown.trust: 'untrusted'");
  });

  it('never loads a site component a page imports, so its module code does not run', async () => {
    const { marker } = payload();
    const component = `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'x');\nexport default function Evil() { return null; }\n`;
    const root = makeSite(
      {
        'content/docs/components/Evil.js': component,
        'content/docs/page.mdx': doc('Page', "import Evil from './components/Evil';\n\n# Page\n\n<Evil />\n"),
      },
      withMarkdown("{ trust: 'untrusted' }"),
    );
    const result = await build({ root, inMemory: true, cacheDir: false });
    expect(existsSync(marker)).toBe(false);
    expect(result.diagnostics.some((d) => d.code === 'mdx' && d.file === 'content/docs/page.mdx')).toBe(true);
  });

  it('does not even bundle the site components pages import (no esbuild run over content code)', async () => {
    const root = makeSite(
      {
        'content/docs/components/Broken.js': 'export default function Broken( {\n',
        'content/docs/page.mdx': doc('Page', "import Broken from './components/Broken';\n\n# Page\n\n<Broken />\n"),
      },
      withMarkdown("{ trust: 'untrusted' }"),
    );
    const result = await build({ root, inMemory: true, cacheDir: false });
    const files = result.diagnostics.map((d) => d.file);
    expect(files).toContain('content/docs/page.mdx');
    expect(files).not.toContain('content/docs/components/Broken.js');
  });

  it('keeps what safe MDX allows: theme components with literal props', async () => {
    const root = makeSite(
      {
        'content/docs/tabs.mdx': doc(
          'Tabs',
          'import Admonition from \'@theme/Admonition\';\n\n# Tabs\n\n<Admonition type="tip" title="Hi">Safe.</Admonition>\n',
        ),
      },
      withMarkdown("{ trust: 'untrusted' }"),
    );
    const result = await build({ root, inMemory: true, cacheDir: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
