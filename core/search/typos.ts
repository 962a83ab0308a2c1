/**
 * Algolia's typo rules for the local search engine: how many typos a query word may have (one from 4 letters, two
 * from 8), how far two words are apart (optimal string alignment: a swap of neighbouring letters is one typo, as
 * in Algolia), and the swapped spellings of a query word that let the index find `cycle` for `cycel`. Pure, no
 * imports, small enough for the search worker (an edit-distance library would add its weight for 20 lines).
 */

/** Typos a query word may have to match. */
export function allowedTypos(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** Edits between two words, where swapping two neighbouring letters counts as one edit. */
export function typoDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The word with each pair of neighbouring letters swapped (after the first letter, which Algolia never forgives). */
export function swappedSpellings(word: string): string[] {
  if (allowedTypos(word) === 0) return [];
  const out = new Set<string>();
  for (let i = 1; i < word.length - 1; i++) {
    if (word[i] === word[i + 1]) continue;
    out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...out];
}
