/** The selection the index builder caps postings with: the same number a full sort puts at that place. */
import { describe, expect, it } from 'vitest';
import { kthSmallest } from '../../../../src/search/select.js';

describe('kthSmallest', () => {
  it('gives the number a sort puts at index k, with ties, runs and few distinct values', () => {
    let state = 7;
    const random = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 8) / 2 ** 24;
    const shapes = [
      (n: number) => Array.from({ length: n }, () => random()),
      (n: number) => Array.from({ length: n }, () => Math.floor(random() * 4) / 3),
      (n: number) => Array.from({ length: n }, (_, i) => i),
      (n: number) => Array.from({ length: n }, (_, i) => n - i),
      (n: number) => Array.from({ length: n }, () => 1.5),
    ];
    for (const shape of shapes)
      for (const n of [1, 2, 3, 5, 16, 101, 1000]) {
        const list = shape(n);
        const sorted = [...list].sort((a, b) => a - b);
        for (const k of new Set([0, 1, n >> 1, n - 2, n - 1].filter((k) => k >= 0 && k < n))) {
          // Only the first n numbers count: the rest of the array is left alone.
          const values = Float64Array.from([...list, -1, 99]);
          expect(kthSmallest(values, n, k)).toBe(sorted[k]);
          expect([...values.subarray(n)]).toEqual([-1, 99]);
        }
      }
  });
});
