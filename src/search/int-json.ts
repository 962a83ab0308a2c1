/**
 * Writes JSON arrays of non-negative integers as bytes, without making a string per number: the index builder's
 * postings lists hold hundreds of thousands of small integers. Pure; returns strings.
 */

/** Writes one array's numbers, then gives its JSON text ('null' when it got none, as the index format wants). */
export class IntJsonWriter {
  private bytes = new Uint8Array(1 << 16);
  private length = 0;

  /** Starts a new array. */
  reset(): void {
    this.length = 0;
  }

  push(value: number): void {
    // Not a 32-bit integer (never from the index builder): the same text as String() would give.
    const text = Number.isInteger(value) && value >= 0 && value <= 0x7fffffff ? null : String(value);
    // A comma and at most 10 digits, or the text.
    this.reserve(1 + (text?.length ?? 10));
    const bytes = this.bytes;
    bytes[this.length++] = 44; // ','
    if (text !== null) {
      for (let i = 0; i < text.length; i++) bytes[this.length++] = text.charCodeAt(i);
      return;
    }
    if (value < 10) {
      bytes[this.length++] = 48 + value;
      return;
    }
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    let at = this.length + digits;
    this.length = at;
    for (let rest = value; digits > 0; digits--) {
      const next = Math.floor(rest / 10);
      bytes[--at] = 48 + rest - next * 10;
      rest = next;
    }
  }

  private reserve(more: number): void {
    if (this.length + more <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + more) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** The array so far as JSON: `[n,n,…]`, or `null` when empty. */
  json(): string {
    if (this.length === 0) return 'null';
    this.bytes[0] = 91; // '[' replaces the first ','
    return `${Buffer.from(this.bytes.buffer, 0, this.length).toString('latin1')}]`;
  }
}
