/**
 * Search records' indexed words in a compact numeric form: terms numbered in a table, and per record a run of
 * 32-bit integers (see encodeRecord) that the index builder reads without making a string or object per word, and
 * that the build cache can store and read back as raw bytes. Tokenising lives here. Pure: no file access.
 */
import { headingWords, indexedFields, indexedWords, type SearchRecord } from '../../core/search/records.js';
import { FIELDS, TITLE } from '../../core/search/index-format.js';

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
}

const counter = new Map<string, number>();
const distinct = new Set<string>();
const titleIds: number[] = [];
const titleTf: number[] = [];

/**
 * Appends one record's indexed words to `out`: [term count per field (FIELDS order), field length per field
 * (distinct words as written, as BM25 counts them), own heading's word count], then per title term [term, tf,
 * how often it is one of the heading's words], then per term of the other fields, field after field, [term, tf].
 * Terms are lower case, distinct per field, in order of first use.
 */
export function encodeRecord(record: SearchRecord, table: TermTable, out: IntList): void {
  const text = indexedFields(record);
  const header = out.length;
  for (let i = 0; i < RECORD_HEADER; i++) out.push(0);
  titleIds.length = 0;
  titleTf.length = 0;
  for (let field = 0; field < F; field++) {
    counter.clear();
    distinct.clear();
    for (const token of indexedWords(text[FIELDS[field]!])) {
      distinct.add(token);
      const term = token.toLowerCase();
      if (term) counter.set(term, (counter.get(term) ?? 0) + 1);
    }
    out.data[header + field] = counter.size;
    out.data[header + F + field] = distinct.size;
    if (field === TITLE) {
      for (const [term, tf] of counter) {
        titleIds.push(table.intern(term));
        titleTf.push(tf);
      }
      const words = headingWords(record.type === 'content' ? null : record.hierarchy[record.type]);
      out.data[header + 2 * F] = words.length;
      counter.clear();
      for (const word of words) counter.set(word, (counter.get(word) ?? 0) + 1);
      for (let k = 0; k < titleIds.length; k++) {
        out.push(titleIds[k]!);
        out.push(titleTf[k]!);
        out.push(counter.get(table.terms[titleIds[k]!]!) ?? 0);
      }
    } else
      for (const [term, tf] of counter) {
        out.push(table.intern(term));
        out.push(tf);
      }
  }
  counter.clear();
  distinct.clear();
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
