/**
 * Math and Mermaid in a built site (`baseUrl: '/docs/'`): formulas are KaTeX HTML in the page, KaTeX's style
 * sheet is linked only on the page with math and copied with every font it names, a diagram is a container
 * pointing at Mermaid's copied module, a site without either has none of those files, and invalid TeX and an
 * unknown diagram type fail the build where they are written.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/session/build.js';
import { configText, doc, makeSite } from '../support/fixture-site.js';
import { pageDataOf } from '../support/page-data.js';

const MATH = '# Modules\n\nEnergy is $E = mc^2$.\n\n$$\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$\n';
const DIAGRAM = '# Cycles\n\n## Create a cycle\n\nA cycle goes like this.\n\n```mermaid\nflowchart LR\n  Plan --> Build --> Ship\n```\n';

function siteWith(files: Record<string, string>): string {
  return makeSite(files, configText({ extra: "baseUrl: '/docs/'," }));
}

const outputFiles = (outDir: string) => fg.sync('**/*', { cwd: outDir });

describe('math and Mermaid in a site', () => {
  it('renders math at build time and loads KaTeX styles and fonts only where there is math', async () => {
    const root = siteWith({ 'content/docs/guide/modules.md': doc('Modules', MATH), 'content/docs/guide/cycles.md': doc('Cycles', DIAGRAM) });
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.diagnostics).toEqual([]);
    const out = result.outDir!;
    const math = readFileSync(path.join(out, 'guide/modules.html'), 'utf8');
    expect(math).toContain('<span class="katex">');
    expect(math).toContain('<span class="katex-display">');
    expect(math).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
    const link = /<link rel="stylesheet" href="\/docs\/(assets\/katex-[0-9a-f]{8}\/katex\.min\.css)">/.exec(math);
    expect(link).not.toBeNull();
    // The page's data for client navigation names the sheet as a site path.
    const data = pageDataOf(math, (url) => readFileSync(path.join(out, url.replace(/^\/docs\//, '')), 'utf8'));
    expect(data.stylesheets).toEqual([`/${link![1]}`]);
    // Every font the sheet names is beside it.
    const sheet = readFileSync(path.join(out, link![1]!), 'utf8');
    const fonts = [...sheet.matchAll(/url\((fonts\/[^)]+)\)/g)].map((m) => m[1]!);
    expect(fonts.length).toBeGreaterThan(10);
    for (const font of fonts) expect(existsSync(path.join(out, path.dirname(link![1]!), font)), font).toBe(true);
    // Pages without math link no KaTeX.
    for (const page of ['index.html', 'guide/cycles.html', '404.html']) expect(readFileSync(path.join(out, page), 'utf8'), page).not.toContain('katex');

    // The diagram: a container with its source and the copied module's URL; never highlighted.
    const diagram = readFileSync(path.join(out, 'guide/cycles.html'), 'utf8');
    const container = /<div class="mermaid-diagram" data-island="mermaid" data-module="\/docs\/(assets\/mermaid-[0-9a-f]{8}\/mermaid\.esm\.min\.mjs)">/.exec(
      diagram,
    );
    expect(container).not.toBeNull();
    expect(diagram).toContain('<pre class="mermaid-source" tabindex="0">flowchart LR\n  Plan --&gt; Build --&gt; Ship</pre>');
    expect(diagram).not.toContain('token');
    expect(existsSync(path.join(out, container![1]!))).toBe(true);
    const entry = readFileSync(path.join(out, container![1]!), 'utf8');
    const chunks = [...entry.matchAll(/"\.\/(chunks\/[^"]+\.mjs)"/g)].map((m) => m[1]!);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(existsSync(path.join(out, path.dirname(container![1]!), chunk)), chunk).toBe(true);
    expect(outputFiles(out).some((f) => f.endsWith('.map'))).toBe(false);
  });

  it('copies the same files when worker threads render the pages (dist build)', async () => {
    const { build: distBuild } = (await import(path.resolve('dist/index.js'))) as typeof import('../../src/index.js');
    const root = siteWith({ 'content/docs/guide/modules.md': doc('Modules', MATH), 'content/docs/guide/cycles.md': doc('Cycles', DIAGRAM) });
    const result = await distBuild({ root, compress: false, workers: 2 });
    expect(result.diagnostics).toEqual([]);
    const out = result.outDir!;
    const sheet = /<link rel="stylesheet" href="\/docs\/(assets\/katex-[0-9a-f]{8}\/katex\.min\.css)">/.exec(
      readFileSync(path.join(out, 'guide/modules.html'), 'utf8'),
    );
    expect(sheet).not.toBeNull();
    expect(existsSync(path.join(out, sheet![1]!))).toBe(true);
    const module = /data-module="\/docs\/(assets\/mermaid-[0-9a-f]{8}\/mermaid\.esm\.min\.mjs)"/.exec(
      readFileSync(path.join(out, 'guide/cycles.html'), 'utf8'),
    );
    expect(module).not.toBeNull();
    expect(existsSync(path.join(out, module![1]!))).toBe(true);
  });

  it('copies no KaTeX or Mermaid files for a site without math or diagrams', async () => {
    const result = await build({ root: siteWith({}), compress: false, workers: 0 });
    expect(result.ok).toBe(true);
    const files = outputFiles(result.outDir!);
    expect(files.filter((f) => /katex|mermaid/i.test(f))).toEqual([]);
    for (const file of files.filter((f) => f.endsWith('.html')))
      expect(readFileSync(path.join(result.outDir!, file), 'utf8'), file).not.toMatch(/katex|mermaid/);
  });

  it('reads no math on a site with markdown.math: false, in Markdown, MDX and their partials: `$` is text', async () => {
    const dollars = 'Escape a bind parameter by doubling its sign (`$$bind`), so $$bind stays $bind; costs are $5 and $10.';
    const root = makeSite(
      {
        'content/docs/guide/modules.md': doc('Modules', `# Modules\n\n${dollars}\n`),
        'content/docs/guide/dollars.mdx': doc('Dollars', `import Part from './_part.mdx';\n\n# Dollars\n\n${dollars}\n\n<Part />\n`),
        'content/docs/guide/_part.mdx': 'A partial where $x$ stays $x$.\n',
      },
      configText({ extra: 'markdown: { math: false },' }),
    );
    const result = await build({ root, compress: false, workers: 0 });
    expect(result.diagnostics).toEqual([]);
    for (const page of ['guide/modules.html', 'guide/dollars.html']) {
      const html = readFileSync(path.join(result.outDir!, page), 'utf8');
      expect(html, page).toContain('so $$bind stays $bind; costs are $5 and $10.');
      expect(html, page).not.toContain('katex');
    }
    expect(readFileSync(path.join(result.outDir!, 'guide/dollars.html'), 'utf8')).toContain('A partial where $x$ stays $x$.');
    expect(outputFiles(result.outDir!).filter((f) => /katex/i.test(f))).toEqual([]);
  });

  it('fails the build on invalid TeX and an unknown diagram type, each where it is written', async () => {
    const body = '# Modules\n\nBad $\\frac{a$ here.\n\n$$\n\\notacommand{x}\n$$\n\n```mermaid\n%% a comment\nflowchrt LR\n  A --> B\n```\n';
    const result = await build({ root: siteWith({ 'content/docs/guide/modules.md': doc('Modules', body) }), compress: false, workers: 0 });
    expect(result.ok).toBe(false);
    // The body starts on line 6 (four front-matter lines and a blank one).
    const found = result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line}:${d.column} ${d.message}`).sort();
    expect(found).toEqual([
      'error math-invalid content/docs/guide/modules.md:10:1 The math block `\\notacommand{x}` is not valid TeX for KaTeX: Undefined control sequence: \\notacommand',
      "error math-invalid content/docs/guide/modules.md:8:5 The inline math `\\frac{a` is not valid TeX for KaTeX: Unexpected end of input in a macro argument, expected '}'",
      'error mermaid-unknown-diagram content/docs/guide/modules.md:16:1 The Mermaid diagram starts with `flowchrt`, which is not a Mermaid diagram type.',
    ]);
  });
});
