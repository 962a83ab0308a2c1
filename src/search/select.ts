/**
 * The k-th smallest of numbers without sorting them all (Hoare's selection, expected linear time): the index
 * builder needs the score at its cap among hundreds of thousands of a common term's records. Reorders the numbers
 * it is given; they must not be NaN. Pure.
 */

/** The number that `values[0 … n - 1]` sorted ascending would have at index `k` (0 ≤ k < n). */
export function kthSmallest(values: Float64Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  while (hi > lo) {
    const a = values[lo]!;
    const b = values[(lo + hi) >>> 1]!;
    const c = values[hi]!;
    // The median of three, a value present in the range, so both scans below stop inside it.
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    // Now values[lo … j] ≤ pivot ≤ values[i … hi], and those between equal the pivot.
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return pivot;
  }
  return values[lo]!;
}
