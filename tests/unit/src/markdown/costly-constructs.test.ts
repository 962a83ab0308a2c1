import { describe, expect, it } from 'vitest';
import { findCostlyConstructs } from '../../../../src/markdown/costly-constructs.js';

const lines = (count: number, line: (i: number) => string) => Array.from({ length: count }, (_, i) => line(i)).join('\n');

describe('findCostlyConstructs', () => {
  it('finds a paragraph with a long run of emphasis delimiters, at the line the paragraph starts', () => {
    expect(findCostlyConstructs(`# Title\n\nIntro.\n\n${'*a_'.repeat(600)}\n`, false)).toEqual([{ kind: 'emphasis-run', line: 5, count: 1200 }]);
  });

  it('does not count list markers or fenced code as emphasis', () => {
    expect(
      findCostlyConstructs(
        lines(1500, (i) => `* item ${i}`),
        false,
      ),
    ).toEqual([]);
    expect(findCostlyConstructs(`\`\`\`\n${'*a_'.repeat(2000)}\n\`\`\`\n`, false)).toEqual([]);
  });

  it('finds tables of many rows, many link reference definitions and many footnotes', () => {
    const table = `Before.\n\n| a | b |\n| - | - |\n${lines(1200, (i) => `| ${i} | x |`)}\n`;
    expect(findCostlyConstructs(table, false)).toEqual([{ kind: 'table-rows', line: 3, count: 1202 }]);
    expect(findCostlyConstructs(`Text.\n\n${lines(1000, (i) => `[l${i}]: /u${i}`)}\n`, false)).toEqual([{ kind: 'link-definitions', line: 3, count: 1000 }]);
    expect(findCostlyConstructs(`Text[^0].\n\n${lines(1000, (i) => `[^${i}]: note ${i}`)}\n`, false)).toEqual([{ kind: 'footnotes', line: 3, count: 1000 }]);
  });

  it('finds deep nesting of quotes, list items and brackets', () => {
    expect(findCostlyConstructs(`Text.\n${'> '.repeat(60)}deep\n`, false)).toEqual([{ kind: 'nesting', line: 2, count: 60 }]);
    expect(findCostlyConstructs(`${'['.repeat(80)}a\n`, false)).toEqual([{ kind: 'nesting', line: 1, count: 80 }]);
  });

  it('puts the shape furthest over its count first', () => {
    const text = `${'*a_'.repeat(600)}\n\n${lines(3000, (i) => `[l${i}]: /u${i}`)}\n`;
    expect(findCostlyConstructs(text, false).map((c) => c.kind)).toEqual(['link-definitions', 'emphasis-run']);
  });

  it('names an exit call or an endless loop in MDX code only', () => {
    const mdx = '# Page\n\n{process.exit(0)}\n\n{(() => { while (true) {} })()}\n';
    expect(findCostlyConstructs(mdx, true)).toEqual([
      { kind: 'exit-call', line: 3, call: 'exit' },
      { kind: 'endless-loop', line: 5 },
    ]);
    expect(findCostlyConstructs(mdx, false)).toEqual([]);
  });

  it('finds nothing in an ordinary page', () => {
    expect(findCostlyConstructs('# Title\n\nSome *emphasis* and __strong__ text.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n', true)).toEqual([]);
  });
});
