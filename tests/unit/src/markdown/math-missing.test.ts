/**
 * Where a page holds math when the math renderer is not installed: the same places remark-math would read as
 * math, and not a dollar sign that is text.
 */
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { createFileContext } from '../../../../src/markdown/context.js';
import { remarkMathMissing } from '../../../../src/markdown/math-missing.js';

const site = { baseUrl: '/', routeOfSourcePath: new Map<string, string>() };

/** The places reported for `markdown` (a page whose front matter took 3 lines), as `line:column`. */
function reported(markdown: string): string[] {
  const ctx = createFileContext(site, { file: 'docs/page.md', sourcePath: 'page.md', route: '/page', lineOffset: 3 });
  const file = new VFile({ value: markdown, data: { docsgen: ctx } });
  const processor = unified().use(remarkParse).use(remarkMathMissing);
  processor.runSync(processor.parse(file), file);
  return ctx.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`);
}

describe('math on a site without the math renderer', () => {
  it('finds inline math, a $$ block and a ```math fence, once per page, where it starts', () => {
    expect(reported('# Energy\n\nMass and $E = mc^2$ go together.')).toEqual(['renderer-not-installed 6:1']);
    expect(reported('Intro.\n\n$$\n\\int_0^1 x\\,dx\n$$\n')).toEqual(['renderer-not-installed 6:1']);
    expect(reported('Intro.\n\n```math\nx^2\n```\n\nAnd $a$ and $b$.')).toEqual(['renderer-not-installed 6:1']);
    expect(reported('Intro.\n\n## About $x$ and $y$')).toEqual(['renderer-not-installed 6:4']);
  });

  it('leaves dollar signs that are text: one alone, escaped ones, and those in code', () => {
    expect(reported('It costs $5.\n\nThe other one costs $10.')).toEqual([]);
    expect(reported('From \\$5 to \\$10.')).toEqual([]);
    expect(reported('Run `echo $HOME $PATH` here.\n\n```sh\necho $A $B\n```')).toEqual([]);
  });

  it('says what to install and how to keep a dollar sign as text', () => {
    const ctx = createFileContext(site, { file: 'docs/page.md', sourcePath: 'page.md', route: '/page', lineOffset: 0 });
    const file = new VFile({ value: 'Both $a$ here.', data: { docsgen: ctx } });
    const processor = unified().use(remarkParse).use(remarkMathMissing);
    processor.runSync(processor.parse(file), file);
    expect(ctx.diagnostics[0]).toMatchObject({ severity: 'error', file: 'docs/page.md', line: 1 });
    expect(ctx.diagnostics[0]!.hint).toMatch(/npm install katex@\^0\.16\.\d+/);
    expect(ctx.diagnostics[0]!.hint).toContain('write each as `\\$`');
  });
});
