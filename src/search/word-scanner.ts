/**
 * Splits indexed text into its words exactly as `indexedWords` (core/search/records.ts) does, in one pass over the
 * text instead of a split, a filter and a second regular expression for hyphenated words: the index build tokenises
 * every record, and this is where its time went. Characters are classified from a table (ASCII at once, other
 * code points by the same Unicode property classes, remembered once seen). It must never give other words than
 * indexedWords (tests/unit/src/search/word-scanner.test.ts compares them on random text); it does not lower-case,
 * count or number words (term-encoding.ts does).
 */

/** A character that ends a word: `[\n\r\p{Z}\p{P}]`, as `splitWords` splits at. */
const SEPARATOR = /^[\n\r\p{Z}\p{P}]$/u;
/** A character of a hyphenated word's parts: `[\p{L}\p{N}]`, as `indexedWords` joins them. */
const LETTER_OR_NUMBER = /^[\p{L}\p{N}]$/u;

const IS_SEPARATOR = 1;
const IS_LETTER_OR_NUMBER = 2;
const KNOWN = 4;
/** Per UTF-16 code unit (surrogates excepted): its classes, filled in as code units are first seen. */
const classes = new Uint8Array(0x10000);

function classify(character: string): number {
  return KNOWN | (SEPARATOR.test(character) ? IS_SEPARATOR : 0) | (LETTER_OR_NUMBER.test(character) ? IS_LETTER_OR_NUMBER : 0);
}
for (let code = 0; code < 0x80; code++) classes[code] = classify(String.fromCharCode(code));

const HYPHEN = 0x2d;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const compounds: string[] = [];

/** Called with each word: it is `text.slice(start, end)`, and `hash` is wordHash of it. */
export type WordVisitor = (text: string, start: number, end: number, hash: number) => void;

/** A 32-bit hash (FNV-1a) of the UTF-16 code units of `text.slice(start, end)`. */
export function wordHash(text: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash;
}

/**
 * Visits the words of `text` in `indexedWords` order: the words between separators, then each hyphenated word
 * (parts of letters and numbers joined by single hyphens) with its hyphens removed. Words are given as a range of
 * a text with their hash, so that a caller that has seen the word before need not make a string of it.
 */
export function forEachIndexedWord(text: string, visit: WordVisitor): void {
  const length = text.length;
  let wordStart = -1;
  let hash = 0;
  // The hyphenated word being read: where it starts, where its last part ends, how many parts it has, and whether
  // the character before is a hyphen right after a part (which a letter or number would then continue).
  let chainStart = -1;
  let chainEnd = -1;
  let parts = 0;
  let linked = false;
  let previousInPart = false;
  compounds.length = 0;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    let kind: number;
    let width = 1;
    if (code >= 0xd800 && code <= 0xdfff) {
      // A surrogate pair is one code point (the regular expressions read code points); a lone surrogate is neither.
      const next = code <= 0xdbff && i + 1 < length ? text.charCodeAt(i + 1) : 0;
      if (next >= 0xdc00 && next <= 0xdfff) {
        kind = classify(text.slice(i, i + 2));
        width = 2;
      } else kind = KNOWN;
    } else {
      kind = classes[code]!;
      if (kind === 0) kind = classes[code] = classify(String.fromCharCode(code));
    }
    if (kind & IS_SEPARATOR) {
      if (wordStart >= 0) {
        visit(text, wordStart, i, hash);
        wordStart = -1;
      }
    } else {
      if (wordStart < 0) {
        wordStart = i;
        hash = FNV_OFFSET;
      }
      hash = Math.imul(hash ^ code, FNV_PRIME);
      if (width === 2) hash = Math.imul(hash ^ text.charCodeAt(i + 1), FNV_PRIME);
    }
    if (kind & IS_LETTER_OR_NUMBER) {
      if (!previousInPart) {
        if (linked) parts++;
        else {
          if (parts >= 2) compounds.push(text.slice(chainStart, chainEnd));
          chainStart = i;
          parts = 1;
        }
      }
      linked = false;
      previousInPart = true;
      chainEnd = i + width;
    } else {
      if (code === HYPHEN && previousInPart) linked = true;
      else {
        if (parts >= 2) compounds.push(text.slice(chainStart, chainEnd));
        parts = 0;
        linked = false;
      }
      previousInPart = false;
    }
    i += width - 1;
  }
  if (wordStart >= 0) visit(text, wordStart, length, hash);
  if (parts >= 2) compounds.push(text.slice(chainStart, chainEnd));
  if (!compounds.length) return;
  // The visitor may scan another text: the compounds of this one are taken first.
  const joined = compounds.map((compound) => compound.replace(/-/g, ''));
  for (const word of joined) visit(word, 0, word.length, wordHash(word, 0, word.length));
}
