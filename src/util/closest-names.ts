/** Did-you-mean: the existing names nearest to a wrong one, by edit distance. Pure. */
import { closest, distance } from 'fastest-levenshtein';

/** Up to `count` existing names nearest to `wanted`, best first. */
export function closestNames(wanted: string, names: readonly string[], count = 3): string[] {
  if (names.length === 0) return [];
  const best = closest(wanted, names as string[]);
  const ranked = [...names].sort((a, b) => distance(wanted, a) - distance(wanted, b) || a.localeCompare(b));
  return [best, ...ranked.filter((n) => n !== best)].slice(0, count);
}

/** The nearest names only when they are a typo away (`sidebarz` → `sidebars`), never merely the least far. */
export function typoNeighbours(wanted: string, names: readonly string[], count = 1): string[] {
  const limit = Math.max(2, Math.floor(wanted.length / 3));
  return closestNames(wanted, names, count).filter((name) => distance(wanted.toLowerCase(), name.toLowerCase()) <= limit);
}
