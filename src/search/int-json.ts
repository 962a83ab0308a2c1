/**
 * Writes JSON text as UTF-8 bytes into one growing buffer, without making a string per number or per piece: the
 * index builder writes millions of small integers (postings) and the punctuation around them, and hashes and ships
 * the bytes as they are. Numbers are written as JSON.stringify writes them. Pure; knows nothing of the index format.
 */

export class JsonBytes {
  /** The bytes written so far are `bytes[0 … length - 1]`; a later write may replace `bytes` with a larger copy. */
  bytes: Buffer = Buffer.alloc(1 << 16);
  length = 0;

  /** Forgets what was written (the buffer is kept). */
  reset(): void {
    this.length = 0;
  }

  /** Makes room for `more` bytes after those written. */
  reserve(more: number): void {
    if (this.length + more <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + more) size *= 2;
    const grown = Buffer.alloc(size);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** One ASCII character, by its code. */
  byte(code: number): void {
    this.reserve(1);
    this.bytes[this.length++] = code;
  }

  /** A number as JSON.stringify writes it. */
  int(value: number): void {
    this.reserve(11);
    if (value === (value | 0)) this.length = writeInt32(this.bytes, this.length, value);
    // Never from the index builder: the same text as JSON.stringify (which is String() for finite numbers).
    else this.text(JSON.stringify(value));
  }

  /** A text as it is (already JSON where JSON is wanted), in UTF-8; reserves its own room. */
  text(text: string): void {
    const length = text.length;
    this.reserve(length * 3);
    const bytes = this.bytes;
    let at = this.length;
    for (let i = 0; i < length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) {
        this.length = at + bytes.write(text.slice(i), at, 'utf8');
        return;
      }
      bytes[at++] = code;
    }
    this.length = at;
  }

  /** Bytes another writer wrote, from `start` to `end`; reserves its own room. */
  copy(from: JsonBytes, start: number, end: number): void {
    this.reserve(end - start);
    this.bytes.set(from.bytes.subarray(start, end), this.length);
    this.length += end - start;
  }

  /** A copy of the bytes from `start` to `end` (default: all written). */
  slice(start = 0, end = this.length): Buffer {
    return Buffer.from(this.bytes.subarray(start, end));
  }
}

/**
 * Writes a 32-bit integer (`value === (value | 0)`) in decimal as JSON.stringify does, into `bytes` from `at`, which
 * must have room for 11 bytes; gives where it ends. A plain function, so that a loop writing many can keep the
 * buffer and position in locals.
 */
export function writeInt32(bytes: Uint8Array, at: number, value: number): number {
  if (value < 0) {
    bytes[at++] = 45; // '-'
    value = -value;
  }
  if (value < 10) {
    bytes[at] = 48 + value;
    return at + 1;
  }
  if (value < 100) {
    const tens = (value / 10) | 0;
    bytes[at] = 48 + tens;
    bytes[at + 1] = 48 + value - tens * 10;
    return at + 2;
  }
  const digits = value < 1e3 ? 3 : value < 1e4 ? 4 : value < 1e5 ? 5 : value < 1e6 ? 6 : value < 1e7 ? 7 : value < 1e8 ? 8 : value < 1e9 ? 9 : 10;
  const end = at + digits;
  // At most 2^31: unsigned 32-bit division is exact.
  for (let rest = value >>> 0, to = end; to > at;) {
    const next = (rest / 10) >>> 0;
    bytes[--to] = 48 + rest - next * 10;
    rest = next;
  }
  return end;
}
