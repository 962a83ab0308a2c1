/**
 * Search records' indexed words in a compact numeric form: terms numbered in a table, and per record a run of
 * 32-bit integers (see encodeRecord) that the index builder reads without making a string or object per word, and
 * that the build cache can store and read back as raw bytes. Tokenising lives here. Pure: no file access.
 */
import { headingWords, type SearchRecord } from '../../core/search/records.js';
import { FIELDS, TITLE } from '../../core/search/index-format.js';
import { forEachIndexedWord } from './word-scanner.js';

const F = FIELDS.length;
/** Integers before a record's words: its term count per field, its length per field, its heading's word count. */
export const RECORD_HEADER = 2 * F + 1;

/** A growable list of 32-bit integers. */
export class IntList {
  data: Int32Array;
  length = 0;
  constructor(capacity = 1 << 16) {
    this.data = new Int32Array(capacity);
  }
  push(value: number): void {
    if (this.length === this.data.length) this.grow(this.length + 1);
    this.data[this.length++] = value;
  }
  /** Appends a run of integers. */
  append(values: Int32Array): void {
    if (this.length + values.length > this.data.length) this.grow(this.length + values.length);
    this.data.set(values, this.length);
    this.length += values.length;
  }
  /** Appends again the `length` integers from `start`. */
  repeat(start: number, length: number): void {
    if (this.length + length > this.data.length) this.grow(this.length + length);
    this.data.copyWithin(this.length, start, start + length);
    this.length += length;
  }
  /** The integers pushed so far (a view, valid until the next push). */
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
  private grow(needed: number): void {
    let size = this.data.length * 2;
    while (size < needed) size *= 2;
    const grown = new Int32Array(size);
    grown.set(this.data.subarray(0, this.length));
    this.data = grown;
  }
}

/** Terms numbered in order of first use; numbers never change once given. */
export class TermTable {
  readonly terms: string[];
  private readonly ids = new Map<string, number>();
  /**
   * Words as written (any case), numbered: an open-addressing table of word numbers by hash (-1: free), so that a
   * word is found from its place in a text without making a string of it. Per word number: its text, its hash, and
   * its term (lower case; -1 for none).
   */
  private slots: Int32Array = new Int32Array(1 << 12).fill(-1);
  private readonly wordText: string[] = [];
  private wordHashes: Int32Array = new Int32Array(1 << 12);
  wordTerm: Int32Array = new Int32Array(1 << 12);
  constructor(terms: readonly string[] = []) {
    this.terms = [...terms];
    this.terms.forEach((term, id) => this.ids.set(term, id));
  }
  intern(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.push(term) - 1;
      this.ids.set(term, id);
    }
    return id;
  }
  /**
   * The number of the word `text.slice(start, end)` (whose wordHash is `hash`): the same for the same text,
   * whatever its case; its term is wordTerm[it].
   */
  word(text: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const id = this.slots[slot]!;
      if (id < 0) return this.add(text.slice(start, end), hash, slot);
      if (this.wordHashes[id] !== hash) continue;
      const known = this.wordText[id]!;
      if (known.length !== length) continue;
      let i = 0;
      while (i < length && known.charCodeAt(i) === text.charCodeAt(start + i)) i++;
      if (i === length) return id;
    }
  }
  private add(text: string, hash: number, slot: number): number {
    const id = this.wordText.push(text) - 1;
    if (id === this.wordTerm.length) {
      this.wordTerm = grown(this.wordTerm, id + 1);
      this.wordHashes = grown(this.wordHashes, id + 1);
    }
    this.wordHashes[id] = hash;
    const term = text.toLowerCase();
    this.wordTerm[id] = term ? this.intern(term) : -1;
    this.slots[slot] = id;
    // At most half full, so that a search ends soon at a free slot.
    if (2 * this.wordText.length > this.slots.length) {
      const slots = new Int32Array(this.slots.length * 2).fill(-1);
      const mask = slots.length - 1;
      for (let known = 0; known < this.wordText.length; known++) {
        let free = this.wordHashes[known]! & mask;
        while (slots[free]! >= 0) free = (free + 1) & mask;
        slots[free] = known;
      }
      this.slots = slots;
    }
    return id;
  }
}

/** A copy of `array` with room for at least `needed` integers. */
function grown(array: Int32Array, needed: number): Int32Array {
  let size = Math.max(array.length * 2, 1024);
  while (size < needed) size *= 2;
  const copy = new Int32Array(size);
  copy.set(array);
  return copy;
}

/**
 * One field's words counted: its terms in order of first use with how often each occurs, and its length (distinct
 * words as written). Marks in per-word and per-term arrays (`mark` a number new for each field counted) say which
 * words and terms the field already had, instead of a set and a map per field.
 */
class FieldCounter {
  private wordMark: Int32Array = new Int32Array(1 << 12);
  private termMark: Int32Array = new Int32Array(1 << 12);
  private termCount: Int32Array = new Int32Array(1 << 12);
  private mark = 0;
  /** The field's terms in order of first use, then how often each occurs: terms[i], counts[i]. */
  readonly terms: number[] = [];
  readonly counts: number[] = [];
  length = 0;

  private table: TermTable | null = null;

  count(text: string, table: TermTable): void {
    this.terms.length = 0;
    this.counts.length = 0;
    this.length = 0;
    if (++this.mark === 0x7fffffff) {
      this.wordMark.fill(0);
      this.termMark.fill(0);
      this.mark = 1;
    }
    this.table = table;
    if (text) forEachIndexedWord(text, this.visit);
    this.table = null;
    for (const term of this.terms) this.counts.push(this.termCount[term]!);
  }

  private readonly visit = (text: string, start: number, end: number, hash: number): void => {
    const table = this.table!;
    const mark = this.mark;
    const word = table.word(text, start, end, hash);
    if (word >= this.wordMark.length) this.wordMark = grown(this.wordMark, word + 1);
    if (this.wordMark[word] !== mark) {
      this.wordMark[word] = mark;
      this.length++;
    }
    const term = table.wordTerm[word]!;
    if (term < 0) return;
    if (term >= this.termMark.length) {
      this.termMark = grown(this.termMark, term + 1);
      this.termCount = grown(this.termCount, term + 1);
    }
    if (this.termMark[term] !== mark) {
      this.termMark[term] = mark;
      this.termCount[term] = 0;
      this.terms.push(term);
    }
    this.termCount[term]!++;
  };
}

const counter = new FieldCounter();
const headingCounts = new Map<string, number>();
const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const texts: string[] = FIELDS.map(() => '');

/** A record's indexed fields' texts in FIELDS order, as indexedFields (core/search/records.ts) gives them. */
function fieldTexts(record: SearchRecord, into: string[]): void {
  into[0] = record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
  into[1] = record.content ?? '';
  // The headings above: all of them for body text, those of higher levels for a heading.
  const above = record.type === 'content' ? 6 : Number(record.type.slice(3)) - 1;
  let context = '';
  for (let level = 0; level < above; level++) {
    const heading = record.hierarchy[LEVELS[level]!];
    if (heading) context = context ? `${context} ${heading}` : heading;
  }
  into[2] = context;
  into[3] = record.keywords ?? '';
}

/**
 * Per field, the last text encoded into an IntList (with a table), and where its words are there: consecutive
 * records often share a text (the headings above them), whose words are then copied instead of counted again.
 * Kept by the IntList, so that it goes when the list does.
 */
interface LastFields {
  table: TermTable;
  text: (string | null)[];
  start: Int32Array;
  /** Per field its term count, then per field its length. */
  counts: Int32Array;
}
const lastFields = new WeakMap<IntList, LastFields>();

/**
 * Appends one record's indexed words to `out`: [term count per field (FIELDS order), field length per field
 * (distinct words as written, as BM25 counts them), own heading's word count], then per title term [term, tf,
 * how often it is one of the heading's words], then per term of the other fields, field after field, [term, tf].
 * Terms are lower case, distinct per field, in order of first use.
 */
export function encodeRecord(record: SearchRecord, table: TermTable, out: IntList): void {
  let last = lastFields.get(out);
  if (last?.table !== table) lastFields.set(out, (last = { table, text: FIELDS.map(() => null), start: new Int32Array(F), counts: new Int32Array(2 * F) }));
  const { text: lastText, start: lastStart, counts: lastCounts } = last;
  fieldTexts(record, texts);
  const header = out.length;
  for (let i = 0; i < RECORD_HEADER; i++) out.push(0);
  const words = headingWords(record.type === 'content' ? null : record.hierarchy[record.type]);
  out.data[header + 2 * F] = words.length;
  for (let field = 0; field < F; field++) {
    const text = texts[field]!;
    const stride = field === TITLE ? 3 : 2;
    // The same text as the last record's field gives the same words (a title's heading words are of that text).
    if (text === lastText[field] && lastStart[field]! + lastCounts[field]! * stride <= out.length) {
      out.repeat(lastStart[field]!, lastCounts[field]! * stride);
    } else {
      counter.count(text, table);
      lastText[field] = text;
      lastStart[field] = out.length;
      lastCounts[field] = counter.terms.length;
      lastCounts[F + field] = counter.length;
      if (field === TITLE) {
        headingCounts.clear();
        for (const word of words) headingCounts.set(word, (headingCounts.get(word) ?? 0) + 1);
      }
      for (let k = 0; k < counter.terms.length; k++) {
        out.push(counter.terms[k]!);
        out.push(counter.counts[k]!);
        if (field === TITLE) out.push(headingCounts.get(table.terms[counter.terms[k]!]!) ?? 0);
      }
    }
    out.data[header + field] = lastCounts[field]!;
    out.data[header + F + field] = lastCounts[F + field]!;
  }
}

/** How many integers the record starting at `at` takes. */
export function encodedLength(data: Int32Array, at: number): number {
  let words = 0;
  for (let field = 0; field < F; field++) words += data[at + field]! * (field === TITLE ? 3 : 2);
  return RECORD_HEADER + words;
}

/**
 * Checks that `data` holds exactly `records` well-formed records whose terms are below `termCount`: what a run read
 * back from a cache must pass before it is trusted.
 */
export function wellFormed(data: Int32Array, records: number, termCount: number): boolean {
  let at = 0;
  for (let r = 0; r < records; r++) {
    if (at + RECORD_HEADER > data.length) return false;
    for (let i = 0; i < RECORD_HEADER; i++) if (data[at + i]! < 0) return false;
    const end = at + encodedLength(data, at);
    if (end > data.length) return false;
    let k = at + RECORD_HEADER;
    for (let field = 0; field < F; field++) {
      const step = field === TITLE ? 3 : 2;
      for (let n = 0; n < data[at + field]!; n++, k += step) {
        const id = data[k]!;
        if (id < 0 || id >= termCount || data[k + 1]! < 1) return false;
      }
    }
    at = end;
  }
  return at === data.length;
}

/** Calls `visit` with the position in `data` of every term number of the `records` records there. */
export function forEachTermSlot(data: Int32Array, records: number, visit: (slot: number) => void): void {
  let at = 0;
  for (let r = 0; r < records; r++) {
    let k = at + RECORD_HEADER;
    for (let field = 0; field < F; field++) {
      const step = field === TITLE ? 3 : 2;
      for (let n = 0; n < data[at + field]!; n++, k += step) visit(k);
    }
    at = k;
  }
}
