/**
 * The search stage's cache file: every page's encoded words (term-encoding.ts) from the last index build, by a hash
 * of the page's records, so the next build after an edit tokenises only the pages that changed, and the record
 * fragments' texts by the records they hold, and each record's facts (scope, level, size: RecordFacts), so that an
 * unchanged page's records need not be read at all. One file, read only when the search stage misses (never on a
 * build where nothing changed): a magic number, a CRC-32 of the rest, a JSON header (the docsgen fingerprint, the
 * term table, the scopes, each page's run of integers, each fragment's key and length), the integers as raw bytes,
 * the records' facts as raw bytes, then the fragments' texts. Anything unexpected in it (another docsgen, a cut or
 * damaged file) makes it a miss, never an error or a wrong index.
 */
import { readFileSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import path from 'node:path';
import type { RecordFacts } from './index-file.js';
import { forEachTermSlot, wellFormed } from './term-encoding.js';

/** One page's run of integers in the file's body. */
export interface TermRun {
  hash: string;
  records: number;
  offset: number;
  length: number;
}

/** Integers per record in the facts section: its scope (in `scopes`), level and fragment size. */
export const FACTS_PER_RECORD = 3;

export interface TermCache {
  terms: string[];
  data: Int32Array;
  runs: Map<string, TermRun & { factsOffset: number }>;
  /** (language, tag) pairs the facts' scopes number. */
  scopes: [string, string][];
  /** FACTS_PER_RECORD integers per record, run after run. */
  facts: Int32Array;
  /** Fragment texts (UTF-8, views of the file's bytes) by a key the caller makes from the records they hold. */
  fragments: Map<string, Uint8Array>;
}

/** 'DGST' in native byte order: read back from a machine of the other order, it does not match. */
const MAGIC = 0x44475354;
const VERSION = 5;
/**
 * Magic, version, header bytes, integer count, facts integer count; then the checksum of the rest (CRC-32, which
 * catches a cut or damaged file; nothing here is secret or signed) in four bytes, padded to eight.
 */
const PREFIX = 5 * 4;
const DIGEST = 8;
const START = PREFIX + DIGEST;

interface Header {
  fingerprint: string;
  terms: string[];
  scopes: [string, string][];
  runs: [string, number, number, number][];
  /** [key, length of the text in bytes] */
  fragments: [string, number][];
}

/** The cache file's content, or null when it is missing, of another docsgen, or not exactly as written. */
export function readTermCache(file: string, fingerprint: string): TermCache | null {
  try {
    const bytes = readFileSync(file);
    if (bytes.length < START) return null;
    const prefix = new Int32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + PREFIX));
    const headerLength = prefix[2]!;
    const intCount = prefix[3]!;
    const factCount = prefix[4]!;
    if (prefix[0] !== MAGIC || prefix[1] !== VERSION || headerLength < 0 || headerLength % 4 || intCount < 0 || factCount < 0) return null;
    const bodyStart = START + headerLength;
    const factsStart = bodyStart + intCount * 4;
    const textStart = factsStart + factCount * 4;
    if (textStart > bytes.length) return null;
    if (crc32(bytes.subarray(START)) !== bytes.readUInt32LE(PREFIX)) return null;
    const header = JSON.parse(bytes.toString('utf8', START, bodyStart)) as Header;
    if (
      header.fingerprint !== fingerprint ||
      !Array.isArray(header.terms) ||
      !Array.isArray(header.runs) ||
      !Array.isArray(header.fragments) ||
      !Array.isArray(header.scopes)
    )
      return null;
    if (!header.terms.every((term) => typeof term === 'string')) return null;
    if (!header.scopes.every((scope) => Array.isArray(scope) && scope.length === 2 && scope.every((part) => typeof part === 'string'))) return null;
    const data = int32At(bytes, bodyStart, intCount);
    const facts = int32At(bytes, factsStart, factCount);
    // Kept as bytes: they go into the output as they are, never decoded.
    const fragments = new Map<string, Uint8Array>();
    let from = textStart;
    for (const entry of header.fragments) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Number.isInteger(entry[1]) || entry[1] < 0) return null;
      fragments.set(entry[0], bytes.subarray(from, from + entry[1]));
      from += entry[1];
    }
    if (from !== bytes.length) return null;
    const runs = new Map<string, TermRun & { factsOffset: number }>();
    let factsOffset = 0;
    for (const entry of header.runs) {
      if (!Array.isArray(entry) || entry.length !== 4) return null;
      const [hash, records, offset, length] = entry;
      if (typeof hash !== 'string' || ![records, offset, length].every((n) => Number.isInteger(n) && n >= 0) || offset + length > data.length) return null;
      if (!wellFormed(data.subarray(offset, offset + length), records, header.terms.length)) return null;
      runs.set(hash, { hash, records, offset, length, factsOffset });
      factsOffset += records * FACTS_PER_RECORD;
    }
    if (factsOffset !== facts.length) return null;
    for (let i = 0; i < facts.length; i += FACTS_PER_RECORD)
      if (!(facts[i]! >= 0 && facts[i]! < header.scopes.length && facts[i + 1]! >= 0 && facts[i + 1]! <= 6)) return null;
    return { terms: header.terms, data, runs, fragments, scopes: header.scopes, facts };
  } catch {
    return null;
  }
}

/** `count` integers of `bytes` from `start`: a view when aligned (a file read whole has its own buffer), else a copy. */
function int32At(bytes: Buffer, start: number, count: number): Int32Array {
  const at = bytes.byteOffset + start;
  return at % 4 === 0 ? new Int32Array(bytes.buffer, at, count) : new Int32Array(bytes.buffer.slice(at, at + count * 4));
}

/**
 * Writes the cache file for the runs in `data` (whose term numbers index `terms`), keeping only the terms they use,
 * renumbered in order of first use. The bytes are made at once (the caller may change `data` after), the writing
 * goes on in the background until the promise settles: beside, then renamed, so a reader never sees half a file. A
 * cache folder that cannot be written costs the next build speed only (the promise never rejects).
 */
export function writeTermCache(
  file: string,
  fingerprint: string,
  terms: readonly string[],
  data: Int32Array,
  runs: readonly TermRun[],
  recordFacts: Pick<RecordFacts, 'count' | 'scopes' | 'scope' | 'level' | 'size'>,
  fragments: readonly (readonly [string, string | Uint8Array])[],
): Promise<void> {
  const body = data.slice();
  const renumbered = new Int32Array(terms.length).fill(-1);
  const kept: string[] = [];
  const records = runs.reduce((sum, run) => sum + run.records, 0);
  forEachTermSlot(body, records, (slot) => {
    const id = body[slot]!;
    if (renumbered[id] === -1) renumbered[id] = kept.push(terms[id]!) - 1;
    body[slot] = renumbered[id]!;
  });
  const texts = fragments.map(([, text]) => (typeof text === 'string' ? Buffer.from(text) : text));
  const header: Header = {
    fingerprint,
    terms: kept,
    scopes: recordFacts.scopes.map(([language, tag]) => [language, tag]),
    runs: runs.map((run) => [run.hash, run.records, run.offset, run.length]),
    fragments: texts.map((text, i) => [fragments[i]![0], text.byteLength]),
  };
  let json = JSON.stringify(header);
  json += ' '.repeat((4 - (Buffer.byteLength(json) % 4)) % 4);
  const headerBytes = Buffer.from(json);
  const facts = new Int32Array(recordFacts.count * FACTS_PER_RECORD);
  for (let i = 0; i < recordFacts.count; i++) {
    facts[i * FACTS_PER_RECORD] = recordFacts.scope[i]!;
    facts[i * FACTS_PER_RECORD + 1] = recordFacts.level[i]!;
    facts[i * FACTS_PER_RECORD + 2] = recordFacts.size[i]!;
  }
  const parts = [
    headerBytes,
    new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
    new Uint8Array(facts.buffer, facts.byteOffset, facts.byteLength),
    Buffer.concat(texts),
  ];
  const digest = Buffer.alloc(DIGEST);
  digest.writeUInt32LE(parts.reduce((crc, part) => crc32(part, crc), 0));
  const prefix = new Uint8Array(new Int32Array([MAGIC, VERSION, headerBytes.length, body.length, facts.length]).buffer);
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const write = async () => {
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(temp, 'w');
    try {
      await handle.writev([prefix, digest, ...parts]);
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  };
  return write().catch(() => rm(temp, { force: true }).catch(() => undefined));
}
