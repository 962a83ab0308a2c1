import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../../../src/markdown/compile.js';
import { firstTooDeepLine, NESTING_LIMIT } from '../../../../src/markdown/nesting.js';

const site = { baseUrl: '/', routeOfSourcePath: new Map<string, string>(), planBadges: { href: '/p', plans: ['Pro'] } };
const compile = async (markdown: string) =>
  await compileMarkdown({ markdown, site, file: 'content/docs/deep.md', sourcePath: null, route: '/deep', lineOffset: 4 });
const list = (levels: number, indent: string) => Array.from({ length: levels }, (_, i) => `${indent.repeat(i)}- level ${i + 1}`).join('\n');

describe('nesting limit', () => {
  it.each([
    ['10,000 nested quotes on one line', `${'>'.repeat(10_000)} deep`, 5],
    ['10,000 nested list levels', list(10_000, '  '), 4 + 2 * NESTING_LIMIT + 1],
    ['10,000 list markers on one line', `${'- '.repeat(10_000)}deep`, 5],
  ])('stops %s with a located error and no stack overflow', async (_name, markdown, line) => {
    const result = await compile(markdown); // was a RangeError, or 41 s for the list (the test's timeout catches a return of that)
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'markdown-too-deep', file: 'content/docs/deep.md', line })]);
    expect(result.bodyHtml).toBe('');
  });

  it('counts exactly after parsing: 101 list levels fail, 100 pass', async () => {
    expect((await compile(list(NESTING_LIMIT + 1, '  '))).diagnostics.map((d) => d.code)).toEqual(['markdown-too-deep']);
    expect((await compile(list(NESTING_LIMIT, '    '))).diagnostics).toEqual([]);
  });

  it('is not fooled by backticks the parser does not read as a fence: a deep list after them is stopped before parsing', async () => {
    // In an HTML block, a line of three backticks is HTML: the list after the block parses (10,000 levels: minutes).
    const hidden = ['<div>', '```', '</div>', '', list(10_000, '  '), '```'].join('\n');
    expect(firstTooDeepLine(hidden)).toBe(5 + 2 * NESTING_LIMIT);
    const result = await compile(hidden);
    expect(result.diagnostics.map((d) => `${d.code}:${d.line}`)).toEqual([`markdown-too-deep:${4 + 5 + 2 * NESTING_LIMIT}`]);
    // Ordinary code, indented and quoted a few levels, is nothing to stop.
    expect(firstTooDeepLine(['```', '> > > quoted', `${' '.repeat(40)}deep = 1`, '```'].join('\n'))).toBeNull();
    expect(firstTooDeepLine(['text', '>'.repeat(500)].join('\n'))).toBe(2);
  });
});
