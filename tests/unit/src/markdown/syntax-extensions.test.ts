/**
 * The parser with only the GFM and directive parts a text could use makes the same tree as the parser with all of
 * them: checked on random texts made of the characters those constructs start with, and on texts that hold each one.
 */
import fc from 'fast-check';
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { ALL_SYNTAX, remarkDirectiveSyntax, remarkGfmSyntax, SYNTAX, syntaxNeeds } from '../../../../src/markdown/syntax-extensions.js';

function parser(needs: number, mdx = false) {
  return unified()
    .use(remarkParse)
    .use(mdx ? [remarkMdx] : [])
    .use(remarkGfmSyntax, needs)
    .use(remarkDirectiveSyntax, needs);
}

const full = parser(ALL_SYNTAX);
const tree = (text: string, needs: number): Root => parser(needs).parse(text);

/** Pieces that start (or almost start) every construct, mixed with plain words, spaces and line breaks. */
const PIECES = [
  'www.',
  'www',
  'http://',
  'https://',
  'HTTP://',
  'mailto:',
  'a@b.co',
  '@',
  'x.y',
  '[^1]',
  '[^1]: note',
  '^',
  '~',
  '~~',
  '|',
  '| --- |',
  '- [ ] ',
  '- [x] ',
  '[X]',
  '[',
  ']',
  ':',
  '::',
  ':::',
  ':kbd',
  ':::note',
  '10:30',
  'Note: ',
  'word',
  ' ',
  '\n',
  '\n\n',
  '- ',
  '> ',
  '`',
  '*',
  '_',
  '-',
  '.',
  '(',
  ')',
  '!',
  '#',
];

describe('syntax extensions by need', () => {
  it('give the same tree as every extension on random texts', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        expect(tree(text, syntaxNeeds(text))).toEqual(full.parse(text));
      }),
      { numRuns: 600 },
    );
  });

  it('keep each construct a text holds', () => {
    const samples: [number, string][] = [
      [SYNTAX.autolinkUrl, 'See www.keel.dev and https://keel.dev/docs, or write to team@keel.dev.'],
      [SYNTAX.autolinkEmail, 'Write to team@keel.dev, or see https://keel.dev/docs.'],
      [SYNTAX.footnote, 'A claim.[^1]\n\n[^1]: The source.'],
      [SYNTAX.strikethrough, 'It was ~~old~~ new.'],
      [SYNTAX.table, '| a | b |\n| - | - |\n| 1 | 2 |'],
      [SYNTAX.taskList, '- [x] done\n- [ ] open'],
      [SYNTAX.directive, ':::note\nBody\n:::\n\nPress :kbd[Ctrl].'],
    ];
    for (const [bit, text] of samples) {
      expect(syntaxNeeds(text) & bit, text).toBe(bit);
      // Without its part the tree differs: the part is what made the construct.
      expect(tree(text, syntaxNeeds(text) & ~bit), text).not.toEqual(full.parse(text));
      expect(tree(text, syntaxNeeds(text)), text).toEqual(full.parse(text));
    }
  });

  it('need none of them for plain prose, code and links written with brackets', () => {
    expect(syntaxNeeds('# Cycles\n\nA cycle ends. See [modules](/guide/modules#setup).\n\n```ts\nconst a = 1;\n```\n\nNote: plain.')).toBe(0);
  });

  it('need all of them for a text that includes a file, whose text is not seen here', () => {
    expect(syntaxNeeds('# Setup\n\n<!-- @include: ./parts/warnings.md -->\n')).toBe(ALL_SYNTAX);
    expect(syntaxNeeds('<!--@include: @/parts/a.md#short-->')).toBe(ALL_SYNTAX);
  });

  it('find a table without pipes, whose delimiter row has a colon (found by the random texts: www.\\n-:)', () => {
    for (const text of ['www.\n-:', 'a\n:-', 'Head\n :--: ', 'a\n--', 'a\n---\n']) expect(tree(text, syntaxNeeds(text))).toEqual(full.parse(text));
    expect(syntaxNeeds('a\n-:') & SYNTAX.table).toBeTruthy();
    // A setext underline or a thematic break is not a table: no table syntax needed for it.
    expect(syntaxNeeds('a\n---\n') & SYNTAX.table).toBe(0);
  });

  it('give the same tree in MDX pages', () => {
    const text = 'import X from "./x";\n\n<X a="www.b.c" />\n\n| a |\n| - |\n\nmail me@x.io ~~no~~';
    expect(parser(syntaxNeeds(text), true).parse(text)).toEqual(parser(ALL_SYNTAX, true).parse(text));
  });
});
