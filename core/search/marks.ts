/**
 * Marking the words of a text that a query matched, and cutting a snippet around them: what the engine's
 * `_highlightResult` and `_snippetResult` are made of. HTML is built from escaped text only. Pure and browser-safe;
 * it decides neither which words matched (the engine does) nor which text a hit shows (heading-text.ts does).
 */
import { escapeHtml } from '../html.js';

const WORD = /([\p{L}\p{N}_]+)/u;

/** Text split into words and what lies between them, the words a query matched marked. */
export interface Marked {
  pieces: { text: string; word: boolean; hit: boolean }[];
  matchedWords: string[];
}

/** Splits text into words and separators, marking the words the query matched. */
export function mark(text: string, matchedTerms: ReadonlyMap<string, string>): Marked {
  const matched = new Set<string>();
  const pieces = text
    .split(WORD)
    .filter((p) => p !== '')
    .map((piece) => {
      const word = WORD.test(piece);
      const queryTerm = word ? matchedTerms.get(piece.toLowerCase()) : undefined;
      if (queryTerm) matched.add(queryTerm);
      return { text: piece, word, hit: queryTerm !== undefined };
    });
  return { pieces, matchedWords: [...matched] };
}

/** Algolia's matchLevel: how many of the query's words the text has. */
export function levelOf(matched: number, total: number): 'none' | 'partial' | 'full' {
  return matched === 0 ? 'none' : matched >= total ? 'full' : 'partial';
}

/** Marked text as HTML: every piece escaped, the matched words wrapped in the tags given. */
export function render(pieces: Marked['pieces'], pre: string, post: string): string {
  return pieces.map((p) => (p.hit ? pre + escapeHtml(p.text) + post : escapeHtml(p.text))).join('');
}

/** About `words` words of marked text around its first matched word, as HTML, with the ellipsis where it was cut. */
export function snippet(marked: Marked, words: number, ellipsis: string, pre: string, post: string): string {
  const wordIndexes = marked.pieces.flatMap((p, i) => (p.word ? [i] : []));
  if (wordIndexes.length <= words) return render(marked.pieces, pre, post);
  const firstHit = wordIndexes.findIndex((i) => marked.pieces[i]!.hit);
  const startWord = Math.max(0, Math.min((firstHit < 0 ? 0 : firstHit) - Math.floor(words / 3), wordIndexes.length - words));
  const from = wordIndexes[startWord]!;
  const lastWord = startWord + words - 1;
  const more = lastWord < wordIndexes.length - 1;
  // Keep the punctuation after the last word when the text ends there; otherwise cut before the next word.
  const to = more ? wordIndexes[lastWord]! : marked.pieces.length - 1;
  return (startWord > 0 ? ellipsis : '') + render(marked.pieces.slice(from, to + 1), pre, post) + (more ? ellipsis : '');
}
