/** The postings writer: the same text as JSON.stringify of the numbers, 'null' for none. */
import { describe, expect, it } from 'vitest';
import { IntJsonWriter } from '../../../../src/search/int-json.js';

describe('IntJsonWriter', () => {
  it('writes the numbers as JSON.stringify does, across resets and growth', () => {
    const writer = new IntJsonWriter();
    const lists = [[0], [9, 10, 11, 99, 100, 101], [1234567, 2147483647, 0, 5], Array.from({ length: 40_000 }, (_, i) => (i * 7919) % 100_003), [3, 2, 1]];
    for (const list of lists) {
      writer.reset();
      for (const n of list) writer.push(n);
      expect(writer.json()).toBe(JSON.stringify(list));
    }
  });

  it('writes numbers that are not 32-bit integers as String() does, however long, across growth', () => {
    const writer = new IntJsonWriter();
    const list = Array.from({ length: 20_000 }, (_, i) => [0.1 + 0.2, -i, 2 ** 40 + i, 1e21, 12][i % 5]!);
    for (const n of list) writer.push(n);
    expect(writer.json()).toBe(JSON.stringify(list));
  });

  it("gives 'null' for an empty array", () => {
    const writer = new IntJsonWriter();
    writer.push(4);
    writer.reset();
    expect(writer.json()).toBe('null');
  });
});
