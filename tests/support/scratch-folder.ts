/**
 * A scratch folder for a test that writes a site file by file (the dev server's tests edit it while it runs):
 * `write` makes the folders a file needs, `remove` takes the whole folder away. Touches nothing outside it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ScratchFolder {
  root: string;
  /** Writes `text` at `file` (relative to the folder), making its folders. */
  write(file: string, text: string): void;
  remove(): void;
}

export function scratchFolder(prefix: string): ScratchFolder {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  return {
    root,
    write(file, text) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
