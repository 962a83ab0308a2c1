/**
 * Writes a cache file whole or not at all: into a temporary file beside it, then renamed over it, so a reader (this
 * build's next run, a build running at the same time) never sees half of one. The cache's entries and records all
 * go through here. Never throws: a read-only or full cache folder costs the next build speed, never this one.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes `content` to `file` (making its folder); false when it could not. */
export function writeBeside(file: string, content: string | Uint8Array): boolean {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(temp, content);
    renameSync(temp, file);
    return true;
  } catch {
    rmSync(temp, { force: true });
    return false;
  }
}
