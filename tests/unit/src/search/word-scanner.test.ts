/**
 * The index build's word scanner gives exactly the words `indexedWords` gives (the definition the engine shares),
 * in the same order and each with its hash, on text that mixes every kind of character the two regular expressions
 * tell apart.
 */
import { describe, expect, it } from 'vitest';
import { indexedWords } from '../../../../core/search/records.js';
import { forEachIndexedWord, wordHash } from '../../../../src/search/word-scanner.js';

/** The words the scanner visits, each checked to come with its hash. */
const scanned = (text: string) => {
  const out: string[] = [];
  forEachIndexedWord(text, (source, start, end, hash) => {
    expect(hash).toBe(wordHash(source, start, end));
    out.push(source.slice(start, end));
  });
  return out;
};

/** Letters, numbers, hyphens, ASCII and Unicode punctuation and spaces, symbols, marks, controls, surrogates. */
const PIECES = [
  'a',
  'Z',
  'é',
  'ß',
  'İ',
  'Σ',
  'ж',
  '日',
  '本',
  '٣',
  '7',
  '0',
  '_',
  '-',
  '-',
  '-',
  '--',
  ' ',
  '\n',
  '\r',
  '\t',
  '.',
  ',',
  '"',
  "'",
  '\\',
  '/',
  '(',
  ')',
  '$',
  '+',
  '<',
  '=',
  '^',
  '`',
  '|',
  '~',
  '\u00a0',
  '\u2028',
  '\u3000',
  '\u2010',
  '\u2014',
  '«',
  '»',
  '¿',
  '\u0301',
  '\u200d',
  '\u00ad',
  '🚀',
  '𝐀',
  '𝟙',
  '\u{1039f}',
  '\ud800',
  '\udc00',
  '\u0000',
  'x-y',
  'drop-down',
  'a-b-c',
];

function randomText(seed: number, length: number): string {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state >>> 8;
  };
  let text = '';
  for (let i = 0; i < length; i++) text += PIECES[next() % PIECES.length];
  return text;
}

describe('the word scanner', () => {
  it('gives the words indexedWords gives, hyphenated words joined after the others', () => {
    for (const text of ['', 'drop-down menu', 'a-b--c-d e-', '-x-y-', 'Set up: the drop-down, the co-op 12-3', 'a\u0301-b', 'tab\there']) {
      expect(scanned(text)).toEqual(indexedWords(text));
    }
    expect(scanned('the drop-down and the add-on')).toEqual(['the', 'drop', 'down', 'and', 'the', 'add', 'on', 'dropdown', 'addon']);
  });

  it('agrees with indexedWords on random text of every kind of character', () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const text = randomText(seed, 1 + (seed % 40));
      expect(scanned(text), JSON.stringify(text)).toEqual(indexedWords(text));
    }
  });
});
