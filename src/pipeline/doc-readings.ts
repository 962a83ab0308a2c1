/**
 * The build cache's readings of Markdown files (content/doc-reading.ts: front matter, body start, summary), kept by a
 * hash of each file's path and text, so a build reads only the files that changed. One JSON file in the cache
 * folder, read once per build and written again with the readings the build used. Reads and writes only that file;
 * a missing, damaged or foreign one is a miss, never an error.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RawDoc } from '../content/discover.js';
import { readDoc, type DocReading } from '../content/doc-reading.js';
import { codeFingerprint } from '../util/code-fingerprint.js';
import { writeBeside } from '../util/write-beside.js';

interface ReadingsFile {
  fingerprint: string;
  readings: [string, DocReading][];
}

/** True for what JSON gives back unchanged: strings, finite numbers, booleans, null, arrays and plain objects of them. */
function plainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(plainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every((inner) => inner !== undefined && plainData(inner));
}

/** An entry of the file as this module writes it (JSON that parses but is not one makes the whole file a miss). */
function wellFormed(entry: unknown): entry is [string, DocReading] {
  if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'string') return false;
  const reading = entry[1] as Partial<DocReading> | null;
  if (!reading || !Array.isArray(reading.diagnostics)) return false;
  const result = reading.result;
  if (result === null) return true;
  return (
    typeof result === 'object' &&
    !!result &&
    typeof result.frontMatter === 'object' &&
    Number.isInteger(result.bodyStart) &&
    Number.isInteger(result.bodyLineOffset) &&
    typeof result.summary === 'object' &&
    !!result.summary
  );
}

export class DocReadings {
  /** Readings this build used (kept for the next one). */
  private readonly used = new Map<string, DocReading>();
  /** File → the key of the text this build read from it (see RenderCacheSettings.sourceKeys). */
  readonly keys = new Map<string, string>();

  private constructor(
    private readonly file: string,
    private readonly earlier: ReadonlyMap<string, DocReading>,
  ) {}

  /** The readings the last build with the cache in `cacheDir` kept (none when there are none to trust). */
  static load(cacheDir: string): DocReadings {
    const file = path.join(cacheDir, 'stages', 'doc-readings.json');
    let earlier = new Map<string, DocReading>();
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as ReadingsFile;
      if (data.fingerprint === codeFingerprint() && Array.isArray(data.readings) && data.readings.every(wellFormed)) earlier = new Map(data.readings);
    } catch {
      /* none yet, or damaged */
    }
    return new DocReadings(file, earlier);
  }

  /** A file's reading: the earlier one when its path and text are the same, else read now. */
  readonly read = (item: RawDoc): DocReading => {
    const key = createHash('sha256')
      .update(`${item.file}\0${item.blogPost ? 'post' : 'page'}\0${item.text}`)
      .digest('base64url');
    this.keys.set(item.file, key);
    let reading = this.earlier.get(key) ?? this.used.get(key);
    if (!reading) {
      reading = readDoc(item);
      // A value JSON would not give back the same (a YAML date in custom props) is read again each time.
      if (!plainData(reading)) return reading;
    }
    this.used.set(key, reading);
    return reading;
  };

  /** Writes the readings this build used, for the next build. */
  save(): void {
    const data: ReadingsFile = { fingerprint: codeFingerprint(), readings: [...this.used] };
    writeBeside(this.file, JSON.stringify(data));
  }
}
