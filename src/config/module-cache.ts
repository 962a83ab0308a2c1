/**
 * The compiled code of a site's own module (its config or sidebars file), kept in the build cache with the hash of
 * every file esbuild bundled into it, so that a later build whose files are unchanged imports the code without
 * running esbuild. Reads and writes only `modules/` in the cache folder (and reads the listed inputs); a damaged or
 * missing entry is a miss, never an error.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { codeFingerprint } from '../util/code-fingerprint.js';
import { writeBeside } from '../util/write-beside.js';

interface ModuleEntry {
  /** The docsgen that compiled it (esbuild's version and settings are part of it). */
  fingerprint: string;
  /** Absolute path → sha256 of every file bundled in. */
  inputs: [string, string][];
  code: string;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const entryFile = (cacheDir: string, file: string) =>
  path.join(cacheDir, 'modules', `${createHash('sha256').update(path.resolve(file)).digest('hex').slice(0, 16)}.json`);

/** The code compiled for `file` by an earlier build, when none of the files it was bundled from changed since. */
export function cachedModuleCode(cacheDir: string, file: string): string | null {
  try {
    const entry = JSON.parse(readFileSync(entryFile(cacheDir, file), 'utf8')) as ModuleEntry;
    if (entry.fingerprint !== codeFingerprint() || !Array.isArray(entry.inputs) || typeof entry.code !== 'string') return null;
    for (const [input, hash] of entry.inputs) if (sha256(readFileSync(input)) !== hash) return null;
    return entry.code;
  } catch {
    return null;
  }
}

/** Keeps the code compiled for `file` from `inputs` (absolute paths); a cache that cannot be written is skipped. */
export function storeModuleCode(cacheDir: string, file: string, code: string, inputs: readonly string[]): void {
  let entry: ModuleEntry;
  try {
    entry = { fingerprint: codeFingerprint(), inputs: inputs.map((input) => [input, sha256(readFileSync(input))]), code };
  } catch {
    return; // an input gone meanwhile
  }
  writeBeside(entryFile(cacheDir, file), JSON.stringify(entry));
}
