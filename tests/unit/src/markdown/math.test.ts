/**
 * Math: `$…$`, `$$…$$` and ```math fences become KaTeX HTML at build time, the page gets KaTeX's style sheet and
 * fonts to copy (and only then), invalid TeX is a located error, and search sees inline TeX but no math block.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMarkdownExtensions } from '../../../../src/markdown/extensions.js';
import { mathStylesheets } from '../../../../src/markdown/math-assets.js';
import { compile, fixtureLinkContext } from '../../../support/markdown.js';

beforeAll(() => loadMarkdownExtensions());

describe('math', () => {
  it('renders inline and block math to KaTeX HTML and asks for KaTeX’s sheet and fonts', async () => {
    const result = await compile('Energy is $E = mc^2$.\n\n$$\n\\frac{a}{b}\n$$\n\n```math\nx^2\n```');
    expect(result.diagnostics).toEqual([]);
    expect(result.bodyHtml).toContain('<span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(result.bodyHtml.match(/class="katex-display"/g)).toHaveLength(2);
    expect(result.bodyHtml).not.toContain('language-math');
    const outputs = result.assets.map((a) => a.output);
    expect(outputs[0]).toMatch(/^assets\/katex-[0-9a-f]{8}\/katex\.min\.css$/);
    expect(outputs.filter((o) => o.endsWith('.woff2')).length).toBeGreaterThan(10);
    expect(mathStylesheets(result.assets)).toEqual([`/${outputs[0]}`]);
  });

  it("uses the site's macros (markdown.math.macros), giving each page its own copy", async () => {
    const site = { ...fixtureLinkContext, mathMacros: { '\\RR': '\\mathbb{R}' } };
    const withMacros = await compile('Reals: $x \\in \\RR$, and $\\gdef\\half{\\frac12}\\half$.', { site });
    expect(withMacros.diagnostics).toEqual([]);
    expect(withMacros.bodyHtml).toContain('<span class="mord mathbb">R</span>');
    // A \gdef of one page does not reach the next, nor do the site's macros reach a site without them.
    expect((await compile('Half: $\\half$.', { site })).diagnostics.map((d) => d.code)).toEqual(['math-invalid']);
    expect(site.mathMacros).toEqual({ '\\RR': '\\mathbb{R}' });
    expect((await compile('Reals: $\\RR$.')).diagnostics.map((d) => d.code)).toEqual(['math-invalid']);
  });

  it('renders a character KaTeX has no metrics for without a word on the console', async () => {
    const warn = vi.spyOn(console, 'warn');
    try {
      const result = await compile('A diamond: $a \\text{◇} b$ and $◇$.');
      expect(result.diagnostics).toEqual([]);
      expect(result.bodyHtml).toContain('class="katex"');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('asks for nothing on a page without math, and a lone dollar stays text', async () => {
    const result = await compile('Prices start at $5.\n\nIn code: `$x$`, escaped: \\$1 and \\$2.');
    expect(result.bodyHtml).toContain('<p>Prices start at $5.</p>\n<p>In code: <code>$x$</code>, escaped: $1 and $2.</p>');
    expect(result.assets).toEqual([]);
    expect(mathStylesheets(result.assets)).toEqual([]);
    expect(mathStylesheets([{ source: 'content/docs/x.css', output: 'assets/files/x-1a2b3c4d.css' }])).toEqual([]);
  });

  it('reports invalid TeX where it is written, quoting it with KaTeX’s reason', async () => {
    const result = await compile('Text first.\n\nBad $\\frac{a$ and good $x$.\n\n$$\n\\nope\n$$');
    expect(result.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      "math-invalid content/docs/guide/modules.md:7:5 The inline math `\\frac{a` is not valid TeX for KaTeX: Unexpected end of input in a macro argument, expected '}'",
      'math-invalid content/docs/guide/modules.md:9:1 The math block `\\nope` is not valid TeX for KaTeX: Undefined control sequence: \\nope',
    ]);
    expect(result.diagnostics.every((d) => d.severity === 'error')).toBe(true);
  });

  it('gives search the TeX of inline math and leaves math blocks out', async () => {
    const result = await compile('# Sums\n\nThe sum $\\sum i$ grows.\n\n$$\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$', { searchSections: true });
    expect(result.sections.filter((s) => s.level === 0).map((s) => s.text)).toEqual(['The sum \\sum i grows.']);
  });
});
