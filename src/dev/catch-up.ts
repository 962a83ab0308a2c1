/**
 * The saves dev's watcher cannot see: those made after dev read the site and before the watcher was ready (at
 * 10,000 pages that is seconds, during which the first page is already served). Once the watcher is ready, this
 * finds the watched files changed since the read began, and the docs read then that are gone, so that they are
 * updated like any other save. A doc is compared by its text (a file system's coarse timestamps cannot lose it);
 * other files (config, sidebars, styles: read first and rarely saved in the first milliseconds) by their
 * modification time. Reads files; changes nothing.
 */
import { readFile, stat } from 'node:fs/promises';

/** How far before the read a doc's timestamp still makes it worth comparing (file systems with coarse clocks). */
const COARSE_CLOCK_MS = 2000;

/** Files stated at once (a 10,000-page site is stated in a few hundred milliseconds, off the main path). */
const BATCH = 256;

/**
 * `watched`: every file the watcher watches; `docsRead`: each doc as the site read it (absolute path → text);
 * `readStarted` and `watchReady`: when the read began and when the watcher was ready, in epoch milliseconds with
 * their fraction, as file timestamps are. A file written
 * since the watcher was ready is the watcher's to report (it reads the whole file then), so it is left out, as the
 * caller leaves out the files the watcher reported. Returns the files to update, in no particular order.
 */
export async function changedSinceRead(
  watched: readonly string[],
  docsRead: ReadonlyMap<string, { text: string }>,
  readStarted: number,
  watchReady: number,
): Promise<string[]> {
  const changed: string[] = [];
  const files = [...new Set([...watched, ...docsRead.keys()])];
  // Decoded as the site reads docs (a byte order mark dropped), so an unchanged doc compares equal.
  const decoder = new TextDecoder();
  for (let i = 0; i < files.length; i += BATCH) {
    await Promise.all(
      files.slice(i, i + BATCH).map(async (file) => {
        const stats = await stat(file).catch(() => null);
        const read = docsRead.get(file);
        if (!stats?.isFile()) {
          if (read) changed.push(file); // a doc deleted since the read
          return;
        }
        if (stats.mtimeMs >= watchReady) return;
        if (!read) {
          if (stats.mtimeMs >= readStarted) changed.push(file); // a new doc, or a config, sidebars or style file saved since
          return;
        }
        if (stats.mtimeMs < readStarted - COARSE_CLOCK_MS) return;
        const bytes = await readFile(file).catch(() => null);
        if (!bytes || decoder.decode(bytes) !== read.text) changed.push(file);
      }),
    );
  }
  return changed;
}
