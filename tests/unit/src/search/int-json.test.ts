/** The index builder's JSON writer: numbers as JSON.stringify writes them, text as UTF-8, across growth. */
import { describe, expect, it } from 'vitest';
import { JsonBytes } from '../../../../src/search/int-json.js';

/** The numbers written as a JSON array by `out`. */
function written(out: JsonBytes, list: readonly number[]): string {
  out.reset();
  out.reserve(1);
  out.byte(91);
  list.forEach((n, i) => {
    out.reserve(12);
    if (i) out.byte(44);
    out.int(n);
  });
  out.reserve(1);
  out.byte(93);
  return out.slice().toString('utf8');
}

describe('JsonBytes', () => {
  it('writes integers as JSON.stringify does, across resets and growth', () => {
    const out = new JsonBytes();
    const lists = [
      [0],
      [9, 10, 11, 99, 100, 101, 999, 1000, 1001],
      [1234567, 2147483647, 0, 5, -1, -10, -999, -2147483648],
      Array.from({ length: 40_000 }, (_, i) => (i * 7919) % 100_003),
      [3, 2, 1],
    ];
    for (const list of lists) expect(written(out, list)).toBe(JSON.stringify(list));
  });

  it('writes numbers that are not 32-bit integers as JSON.stringify does, however long, across growth', () => {
    const list = Array.from({ length: 20_000 }, (_, i) => [0.1 + 0.2, -i, 2 ** 40 + i, 1e21, 12, -0, 9.5][i % 7]!);
    expect(written(new JsonBytes(), list)).toBe(JSON.stringify(list));
  });

  it('writes text as UTF-8, and copies bytes from another writer', () => {
    const out = new JsonBytes();
    const words = ['plain', 'café', '日本語', 'emoji🚀', 'tab\there', 'x'.repeat(70_000)];
    for (const word of words) out.text(JSON.stringify(word));
    const other = new JsonBytes();
    other.text('[');
    other.copy(out, 0, out.length);
    other.text(']');
    expect(other.slice().toString('utf8')).toBe(`[${words.map((word) => JSON.stringify(word)).join('')}]`);
    expect(other.slice(1, 8).toString('utf8')).toBe('"plain"');
  });
});
