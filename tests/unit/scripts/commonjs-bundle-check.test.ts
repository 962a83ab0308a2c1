/**
 * scripts/commonjs-bundle-check.mjs: what build-lib does to a CommonJS bundle before dist/ keeps it, so that starts
 * read it as Latin-1 and run it from V8's code cache.
 */
import { describe, expect, it } from 'vitest';
import { checkedCommonJs } from '../../../scripts/commonjs-bundle-check.mjs';

const run = (code: string) => new Function('exports', code) as (exports: Record<string, unknown>) => void;
const exportsOf = (code: string) => {
  const exports: Record<string, unknown> = {};
  run(code)(exports);
  return exports;
};

describe('a CommonJS bundle checked for dist/', () => {
  it('writes comments in ASCII and leaves the code as it was', () => {
    const source = '// src/a.ts\n/* caf\u00e9 \u2192 bar */\nexports.x = 1; // na\u00efve\n';
    const checked = checkedCommonJs('dist/a.cjs', source);
    expect(checked).toBe('// src/a.ts\n/* caf? ? bar */\nexports.x = 1; // na?ve\n');
    expect(exportsOf(checked)).toEqual({ x: 1 });
  });

  it('spells the characters of regular expressions as escapes that match the same', () => {
    const source = [
      "exports.quote = /[\\p{L}'\u2019]+/gu;",
      'exports.accent = /caf\u00e9/i;',
      'exports.emoji = /\u{1F600}+/;',
      'exports.emojiU = /[\u{1F600}x]/u;',
    ].join('\n');
    const checked = checkedCommonJs('dist/a.cjs', source);
    expect(/[^\x00-\x7f]/.test(checked)).toBe(false);
    const before = exportsOf(source) as Record<string, RegExp>;
    const after = exportsOf(checked) as Record<string, RegExp>;
    for (const [name, text] of [
      ['quote', 'don\u2019t stop'],
      ['accent', 'CAF\u00c9'],
      ['emoji', '\u{1F600}\u{1F600}'],
      ['emojiU', '\u{1F600}'],
    ] as const) {
      expect(after[name]!.flags).toBe(before[name]!.flags);
      expect(text.match(after[name]!)).toEqual(text.match(before[name]!));
      expect(text.match(after[name]!)).not.toBeNull();
    }
  });

  it('refuses an import() call, naming the source file it comes from', () => {
    const source = '// src/config/user-module.ts\nexports.load = (file) => import(file);\n';
    expect(() => checkedCommonJs('dist/pipeline.cjs', source)).toThrow(/import\(\) in src\/config\/user-module\.ts \(dist\/pipeline\.cjs:2\).*bundle-host/);
  });

  it('refuses a character that is not ASCII in code, where rewriting it would change what runs', () => {
    expect(() => checkedCommonJs('dist/a.cjs', '// src/b.ts\nexports.word = "caf\u00e9";\n')).toThrow(
      /not ASCII outside a comment in src\/b\.ts \(dist\/a\.cjs:2\)/,
    );
  });
});
