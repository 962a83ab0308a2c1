/**
 * Every term's postings, laid out from the records' encoded words (term-encoding.ts) in typed arrays, written as
 * the index format's JSON lists (core/search/index-format.ts), and capped to the records where a common term scores
 * highest. The index builder's inner loops live here, each in a method of its own so that the JavaScript engine
 * optimises them apart. Pure: no file access; knows nothing of shards, files or names.
 */
import { bm25, FIELD_BOOST, FIELDS, TITLE } from '../../core/search/index-format.js';
import { TYPE_WEIGHT, type RecordType } from '../../core/search/records.js';
import { writeInt32, type JsonBytes } from './int-json.js';
import { kthSmallest } from './select.js';
import { RECORD_HEADER } from './term-encoding.js';

const F = FIELDS.length;
const LEVEL_TYPES: RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
/** A capped term's bm25 is memoised per (tf, field length) below these. */
const MEMO_TF = 64;
const MEMO_LENGTH = 1024;

export class Postings {
  /** Records laid out. */
  readonly count: number;
  /** Per field (FIELDS order): the mean number of distinct words. */
  readonly averageFieldLength: number[];
  /** Per record: level + 8 × scope; its heading's word count; per field its length (record × F + field). */
  private readonly meta: Int32Array;
  private readonly headingWords: Int32Array;
  private readonly length: Int32Array;
  /** Term × F + field → its first slot; a slot holds a record (position) and the term's frequency there. */
  private readonly offsets: Int32Array;
  private readonly position: Int32Array;
  private readonly tf: Int32Array;
  /** Per term, its first title slot in `headingTf`: how often the term is one of the record's heading words. */
  private readonly titleOffsets: Int32Array;
  private readonly headingTf: Int32Array;
  // Capping's scratch space: kept records, scores, the records a term touched, and a memo of bm25.
  private readonly kept: Uint8Array;
  private readonly scores: Float64Array;
  private readonly touched: Int32Array;
  private touchedCount = 0;
  private values: Float64Array | null = null;
  private readonly memoScore = new Float64Array(MEMO_TF * MEMO_LENGTH);
  private readonly memoMark = new Int32Array(MEMO_TF * MEMO_LENGTH);
  private memoRound = 0;
  private readonly weightOfLevel = Float64Array.from({ length: 8 }, (_, level) => TYPE_WEIGHT[LEVEL_TYPES[level]!]);

  /**
   * The postings of `count` records whose encoded words are `data` (in index order) over `termCount` terms, with
   * each record's meta (level + 8 × scope).
   */
  constructor(data: Int32Array, count: number, termCount: number, meta: Int32Array) {
    this.count = count;
    this.meta = meta;
    this.headingWords = new Int32Array(count);
    this.length = new Int32Array(count * F);
    const counts = new Int32Array(termCount * F + 1);
    const totals = FIELDS.map(() => 0);
    this.countPostings(data, counts, totals);
    this.averageFieldLength = totals.map((total) => (count ? total / count : 0));
    this.offsets = new Int32Array(termCount * F + 1);
    for (let i = 0; i < termCount * F; i++) this.offsets[i + 1] = this.offsets[i]! + counts[i]!;
    this.titleOffsets = new Int32Array(termCount + 1);
    for (let id = 0; id < termCount; id++) this.titleOffsets[id + 1] = this.titleOffsets[id]! + counts[id * F + TITLE]!;
    this.position = new Int32Array(this.offsets[termCount * F]!);
    this.tf = new Int32Array(this.offsets[termCount * F]!);
    this.headingTf = new Int32Array(this.titleOffsets[termCount]!);
    this.fillSlots(data, termCount);
    this.kept = new Uint8Array(count);
    this.scores = new Float64Array(count);
    this.touched = new Int32Array(count);
  }

  /** Pass 1: per record its heading words and field lengths; per term and field, how many records have it there. */
  private countPostings(data: Int32Array, counts: Int32Array, totals: number[]): void {
    let at = 0;
    for (let position = 0; position < this.count; position++) {
      this.headingWords[position] = data[at + 2 * F]!;
      let k = at + RECORD_HEADER;
      for (let field = 0; field < F; field++) {
        const length = data[at + F + field]!;
        this.length[position * F + field] = length;
        totals[field]! += length;
        const step = field === TITLE ? 3 : 2;
        for (let n = data[at + field]!; n > 0; n--, k += step) counts[data[k]! * F + field]!++;
      }
      at = k;
    }
    if (at !== data.length) throw new Error('search index: the encoded words do not match the records');
  }

  /** Pass 2: the slots, term by term, field by field, in position order. */
  private fillSlots(data: Int32Array, termCount: number): void {
    const cursor = this.offsets.slice(0, termCount * F);
    const titleCursor = this.titleOffsets.slice(0, termCount);
    const { position: POS, tf: TF, headingTf: HTF } = this;
    let at = 0;
    for (let position = 0; position < this.count; position++) {
      let k = at + RECORD_HEADER;
      for (let field = 0; field < F; field++) {
        for (let n = data[at + field]!; n > 0; n--) {
          const id = data[k]!;
          const slot = cursor[id * F + field]!++;
          POS[slot] = position;
          TF[slot] = data[k + 1]!;
          if (field === TITLE) {
            HTF[titleCursor[id]!++] = data[k + 2]!;
            k += 3;
          } else k += 2;
        }
      }
      at = k;
    }
  }

  /** Whether the term has postings at all. */
  has(id: number): boolean {
    return this.offsets[id * F + F]! > this.offsets[id * F]!;
  }

  /** How many records have the term in the field (before any cap). */
  df(id: number, field: number): number {
    return this.offsets[id * F + field + 1]! - this.offsets[id * F + field]!;
  }

  /**
   * Writes one field's postings as JSON: [position delta, tf, length, meta(, heading words, heading tf)]…, or null;
   * when `capped`, only the records cap() kept.
   */
  writeField(out: JsonBytes, id: number, field: number, capped: boolean): void {
    const from = this.offsets[id * F + field]!;
    const to = this.offsets[id * F + field + 1]!;
    const { position: POS, tf: TF, length: LEN, meta: META, kept } = this;
    const title = field === TITLE;
    const titleStart = this.titleOffsets[id]! - from;
    // The buffer and position in locals: this loop writes most of the index's bytes.
    let bytes = out.bytes;
    let at = out.length;
    const start = at;
    let previous = 0;
    for (let slot = from; slot < to; slot++) {
      const position = POS[slot]!;
      if (capped && !kept[position]) continue;
      if (at + 6 * 12 > bytes.length) {
        out.length = at;
        out.reserve(6 * 12);
        bytes = out.bytes;
      }
      bytes[at] = at === start ? 91 : 44; // '[' or ','
      at = writeInt32(bytes, at + 1, position - previous);
      bytes[at] = 44;
      at = writeInt32(bytes, at + 1, TF[slot]!);
      bytes[at] = 44;
      at = writeInt32(bytes, at + 1, LEN[position * F + field]!);
      bytes[at] = 44;
      at = writeInt32(bytes, at + 1, META[position]!);
      if (title) {
        bytes[at] = 44;
        at = writeInt32(bytes, at + 1, this.headingWords[position]!);
        bytes[at] = 44;
        at = writeInt32(bytes, at + 1, this.headingTf[titleStart + slot]!);
      }
      previous = position;
    }
    out.length = at;
    out.text(at === start ? 'null' : ']');
  }

  /**
   * Marks the `cap` records where the term scores highest, as a search for it alone scores them, for writeField;
   * false (nothing marked) when it has no more than that. uncap() takes the marks back.
   */
  cap(id: number, cap: number): boolean {
    this.touchedCount = 0;
    let postings = 0;
    for (let field = 0; field < F; field++) postings += this.df(id, field);
    if (postings <= cap) return false;
    const { position: POS, tf: TF, length: LEN, meta: META, scores, touched, memoScore, memoMark } = this;
    let n = 0;
    for (let field = 0; field < F; field++) {
      const df = this.df(id, field);
      const boost = FIELD_BOOST[field]!;
      const average = this.averageFieldLength[field]!;
      // In one field, a term's score depends on the record only through tf and the field's length: each pair is
      // scored once.
      const round = ++this.memoRound;
      for (let slot = this.offsets[id * F + field]!; slot < this.offsets[id * F + field + 1]!; slot++) {
        const position = POS[slot]!;
        if (scores[position] === 0) touched[n++] = position;
        const tf = TF[slot]!;
        const length = LEN[position * F + field]!;
        let score: number;
        if (tf < MEMO_TF && length < MEMO_LENGTH && tf >= 0 && length >= 0) {
          const key = tf * MEMO_LENGTH + length;
          if (memoMark[key] !== round) {
            memoMark[key] = round;
            memoScore[key] = bm25(tf, df, this.count, length, average);
          }
          score = memoScore[key]!;
        } else score = bm25(tf, df, this.count, length, average);
        scores[position]! += boost * score * this.weightOfLevel[META[position]! & 7]!;
      }
    }
    this.touchedCount = n;
    if (n <= cap) {
      this.uncap();
      return false;
    }
    this.keepHighest(cap);
    return true;
  }

  /** Of the records the term touched, keeps those above the cap-th highest score, and of those at it the first ones. */
  private keepHighest(cap: number): void {
    const { scores, touched, kept } = this;
    const n = this.touchedCount;
    // The scores, reordered by the selection (the same space for every capped term).
    const values = (this.values ??= new Float64Array(this.count));
    for (let i = 0; i < n; i++) values[i] = scores[touched[i]!]!;
    const threshold = kthSmallest(values, n, n - cap);
    let room = cap;
    const ties: number[] = [];
    for (let i = 0; i < n; i++) {
      const position = touched[i]!;
      const value = scores[position]!;
      if (value > threshold) {
        kept[position] = 1;
        room--;
      } else if (value === threshold) ties.push(position);
    }
    // In index order: the same records as a sort of them all by position would keep.
    const equal = Int32Array.from(ties);
    if (equal.length > room) equal.sort();
    for (let i = 0; i < equal.length && i < room; i++) kept[equal[i]!] = 1;
  }

  /** Takes back the marks of the last cap(). */
  uncap(): void {
    for (let i = 0; i < this.touchedCount; i++) {
      this.kept[this.touched[i]!] = 0;
      this.scores[this.touched[i]!] = 0;
    }
    this.touchedCount = 0;
  }
}
