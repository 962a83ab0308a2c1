/**
 * The record a cache build keeps of the output folder it committed: every file's facts (inode, size, modification
 * time) and what it holds (the hash of its content, or the source file it was copied from), so the next build can
 * tell which files are still exactly what it would write and leave them where they are. Reading a record checks the
 * folder against it: a file changed, removed or added since (by hand, by another tool) is reported, never trusted.
 * Lives in the cache folder; reads and writes nothing else but the stats and listing of the output folder.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { relativePosixPath } from '../util/paths.js';
import { fileFacts } from '../util/blob-store.js';
import { BR_SUFFIX, GZ_SUFFIX } from './compress.js';
import { writeBeside } from '../util/write-beside.js';

/** What the record says of a `.br`/`.gz` made by compression (kept while the file it compresses is). */
export const COMPRESSED_COPY = 'z';

export interface RecordedFile {
  /** fileFacts of the output file when the build committed it. */
  facts: string;
  /** What the build put there: `h:<content sha256>` (written or linked) or `c:<source path>|<its facts>` (copied); '' unknown. */
  made: string;
}

/** An output folder as its record says it is, checked against the folder itself. */
export interface CheckedOutput {
  /** Relative path (with `/`) → the record of files still exactly as the build left them. */
  intact: Map<string, RecordedFile>;
  /** Files in the folder that no longer match the record, or that it never named (to go unless written again). */
  stray: string[];
  /** Files the record names that are gone or changed. */
  damaged: Set<string>;
  /** Every folder under the output (relative, with `/`), deepest first: those left empty are removed. */
  dirs: string[];
}

export interface RecordFile {
  version: 1;
  /** The docsgen (code fingerprint) and settings that wrote the folder: another one makes the record void. */
  key: string;
  files: Record<string, RecordedFile>;
}

/** Where the cache keeps the record of the output folder `outDir`. */
export const recordPath = (cacheDir: string, outDir: string): string =>
  path.join(cacheDir, 'outputs', `${createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16)}.json`);

/**
 * The output folder checked against its record, or null when there is no usable record (no cache build wrote
 * this folder, another docsgen or other settings did, or the folder is gone).
 */
export function checkOutput(cacheDir: string, outDir: string, key: string): CheckedOutput | null {
  let record: RecordFile;
  try {
    record = JSON.parse(readFileSync(recordPath(cacheDir, outDir), 'utf8')) as RecordFile;
  } catch {
    return null;
  }
  if (record.version !== 1 || record.key !== key || typeof record.files !== 'object' || record.files === null) return null;
  let entries;
  try {
    entries = readdirSync(outDir, { recursive: true, withFileTypes: true });
  } catch {
    return null;
  }
  const intact = new Map<string, RecordedFile>();
  const stray: string[] = [];
  const dirs: string[] = [];
  for (const entry of entries) {
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = relativePosixPath(outDir, absolute);
    if (entry.isDirectory()) {
      dirs.push(relative);
      continue;
    }
    const recorded = Object.hasOwn(record.files, relative) ? record.files[relative] : undefined;
    // Links and other non-files are never what a build writes: they go (unlinked, never followed).
    if (recorded && entry.isFile() && fileFacts(absolute) === recorded.facts) intact.set(relative, recorded);
    else stray.push(relative);
  }
  dirs.sort((a, b) => b.split('/').length - a.split('/').length);
  const damaged = new Set(Object.keys(record.files).filter((file) => !intact.has(file)));
  return { intact, stray, damaged, dirs };
}

/** Keeps the record of an output folder for the next build; a cache that cannot be written costs speed only. */
export function saveOutputRecord(cacheDir: string, outDir: string, key: string, files: Map<string, RecordedFile>): void {
  const record: RecordFile = { version: 1, key, files: Object.fromEntries(files) };
  writeBeside(recordPath(cacheDir, outDir), JSON.stringify(record));
}

/**
 * The stored content a recorded output file is a link to: its hash and the store's suffix (a compressed copy is
 * stored under the hash of the file it compresses, whose record `madeOf` gives). Null for a file copied from a
 * source or of unknown making.
 */
export function storedContentOf(relative: string, made: string, madeOf: (relative: string) => string | undefined): { hash: string; suffix: string } | null {
  if (made.startsWith('h:')) return { hash: made.slice(2), suffix: '' };
  if (made !== COMPRESSED_COPY || !/\.(br|gz)$/.test(relative)) return null;
  const original = madeOf(relative.slice(0, -3));
  if (!original?.startsWith('h:')) return null;
  return { hash: original.slice(2), suffix: relative.endsWith('.br') ? BR_SUFFIX : GZ_SUFFIX };
}
