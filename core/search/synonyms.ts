/**
 * Synonyms in Algolia's two shapes, for the local engine and for Algolia itself: a two-way group (`['kanban',
 * 'board']` or `{ synonyms: [...] }`: any of its words or phrases finds the others) and a one-way rule (`{ input:
 * 'sprint', synonyms: ['cycle'] }`: the input finds the synonyms, not the reverse). Turns them into the table the
 * index ships (phrase → what else it may be) and finds, in a query's words, the phrases the table names. Pure and
 * browser-safe: the build, the browser worker and the Node engines use it. It neither validates the site config
 * (src/config does) nor ranks anything (engine.ts does).
 */

/** A site's synonym entry, as `search.synonyms` takes it. */
export type SynonymEntry = readonly string[] | { readonly synonyms: readonly string[] } | { readonly input: string; readonly synonyms: readonly string[] };

/** Synonyms as the index ships them: [phrase, its alternatives], each a phrase of lower-case words joined by a space. */
export type SynonymTable = [phrase: string, alternatives: string[]][];

/** The words of a phrase, lower case, as the engine splits a query. */
export function phraseWords(phrase: string): string[] {
  return phrase.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
}

const normal = (phrase: string) => phraseWords(phrase).join(' ');

/** The table of a site's entries: every phrase once, with its alternatives in the order the entries give them. */
export function synonymTable(entries: readonly SynonymEntry[]): SynonymTable {
  const table = new Map<string, string[]>();
  const add = (from: string, to: string) => {
    const [a, b] = [normal(from), normal(to)];
    if (!a || !b || a === b) return;
    const list = table.get(a) ?? [];
    if (!list.includes(b)) list.push(b);
    table.set(a, list);
  };
  for (const entry of entries) {
    if (Array.isArray(entry) || !('input' in entry)) {
      const group = Array.isArray(entry) ? (entry as readonly string[]) : (entry as { synonyms: readonly string[] }).synonyms;
      for (const from of group) for (const to of group) add(from, to);
    } else {
      for (const to of entry.synonyms) add(entry.input, to);
    }
  }
  return [...table];
}

/** The entries as Algolia's synonym objects, with stable ids (their place in the list). */
export function algoliaSynonyms(
  entries: readonly SynonymEntry[],
): ({ objectID: string; type: 'synonym'; synonyms: string[] } | { objectID: string; type: 'onewaysynonym'; input: string; synonyms: string[] })[] {
  return entries.map((entry, i) => {
    const objectID = `docsgen-synonym-${i + 1}`;
    if (Array.isArray(entry)) return { objectID, type: 'synonym', synonyms: [...(entry as readonly string[])] };
    if ('input' in entry) return { objectID, type: 'onewaysynonym', input: entry.input, synonyms: [...entry.synonyms] };
    return { objectID, type: 'synonym', synonyms: [...(entry as { synonyms: readonly string[] }).synonyms] };
  });
}

/** A run of a query's words that a phrase of the table names, and what else it may be (each as words). */
export interface SynonymSpan {
  /** The place of its first word among the query's words, and how many words it covers. */
  start: number;
  length: number;
  alternatives: string[][];
}

/** A query word stands for a phrase's word when it is that word or its plural (`teammates` for `teammate`). */
const sameWord = (queryWord: string, word: string) => queryWord === word || queryWord === `${word}s` || queryWord === `${word}es`;

/** The runs of the query's words that the table names, left to right, the longest phrase first where several start. */
export function synonymSpans(words: readonly string[], table: SynonymTable): SynonymSpan[] {
  if (!table.length) return [];
  const phrases = table.map(([phrase, alternatives]) => ({ words: phrase.split(' '), alternatives: alternatives.map((a) => a.split(' ')) }));
  phrases.sort((a, b) => b.words.length - a.words.length);
  const spans: SynonymSpan[] = [];
  for (let start = 0; start < words.length;) {
    const found = phrases.find((phrase) => phrase.words.every((word, i) => start + i < words.length && sameWord(words[start + i]!, word)));
    if (!found) {
      start++;
      continue;
    }
    spans.push({ start, length: found.words.length, alternatives: found.alternatives });
    start += found.words.length;
  }
  return spans;
}
