/**
 * Where a build's files go. `MemorySink` keeps them in a map (tests, dev server); `StagingDirSink` writes into
 * a temporary folder beside the output folder (`<out>.tmp-<pid>-<id>`) and puts it in place only when `commit()` is
 * called (output-commit.ts: a swap through a journal, which the next start finishes if the process dies half-way),
 * so a failed build never leaves a half-written or empty output folder behind. Before it writes anything, a sink
 * puts right what an interrupted earlier build left (recoverOutputFolder). A build stopped by SIGINT or SIGTERM
 * removes its staging folder on the way out, and the next build removes any left by a process that died.
 * A file system that refuses a write (disk full, quota, read-only, permissions) is the build's located failure
 * (`output-write-failed`), never a crash: the staging folder is removed and the output is left as it was.
 * Must not write anywhere but its staging folder and, on commit, the output folder and its siblings.
 */
import { copyFileSync, linkSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { toPosixPath } from '../util/paths.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { BuildFailure } from '../diagnostics/diagnostic.js';
import type { BlobStore } from '../util/blob-store.js';
import { timed } from '../util/timed.js';
import { compressIntoStore, linkCompressed, precompress, worthCompressing } from './compress.js';
import { recoverOutputFolder, swapIn, uniqueSuffix } from './output-commit.js';
import { reachOutputStep } from './output-faults.js';
import { insideOutput } from './output-path.js';

/**
 * Creates `dir` level by level below `root`, never `root` itself: once a stopped build has removed its staging
 * folder, a write still in flight (a worker thread, the thread pool) fails instead of bringing the folder back.
 */
export function mkdirBelowSync(root: string, dir: string): void {
  const relative = path.relative(root, dir);
  if (!relative || relative.startsWith('..')) return;
  let current = root;
  for (const part of relative.split(path.sep)) {
    current = path.join(current, part);
    try {
      mkdirSync(current);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** Staging folders of builds still running in this process. */
const liveStagingDirs = new Set<string>();
let cleanupInstalled = false;

function removeLiveStagingDirs(): void {
  for (const dir of liveStagingDirs) {
    // Renamed away first: a write still in flight on a render thread then fails (its folder is gone) instead of
    // adding a file to a folder being removed, which would make the removal fail half-way.
    const stopped = `${dir}.stopped`;
    let target = dir;
    try {
      renameSync(dir, stopped);
      target = stopped;
    } catch {
      /* gone already, or it cannot move: remove it where it is */
    }
    try {
      rmSync(target, { recursive: true, force: true, maxRetries: 10, retryDelay: 5 });
    } catch {
      /* what is left is removed by the next build, as for a process that died */
    }
  }
  liveStagingDirs.clear();
}

/** On SIGINT/SIGTERM: remove the staging folders, then end as the signal would have (unless others handle it). */
function onSignal(signal: NodeJS.Signals): void {
  removeLiveStagingDirs();
  if (process.listenerCount(signal) > 1) return; // someone else decides how the process ends
  process.removeListener(signal, onSignal);
  process.kill(process.pid, signal);
}

function installCleanup(): void {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', removeLiveStagingDirs);
}

export interface OutputSink {
  write(relativePath: string, content: string | Uint8Array): Promise<void>;
  copy(relativePath: string, sourceFile: string): Promise<void>;
  /**
   * Puts a file of `bytes` bytes from a read-only store (the build cache) in place: a hard link where it can.
   * `hash`, the content's hash in that store, lets a sink that keeps compressed copies link those too. `facts`, the
   * source's fileFacts as the caller just read them to verify it, are the link's too: a sink that records its files
   * need not look at it again.
   */
  link(relativePath: string, sourceFile: string, bytes: number, hash?: string, facts?: string): Promise<void>;
  /** Total bytes written so far. */
  readonly bytes: number;
  /** The folder files are written into, for a sink that writes to disk. */
  readonly stagingDir?: string;
  /**
   * Told of a new file written from memory whose content hashes to `hash` in the store the sink compresses from: a
   * sink that compresses its files may start on its copies now (see StagingDirSink).
   */
  compressAhead?(relativePath: string, content: string | Uint8Array, hash: string): void;
  /** True when a file was already placed at `relativePath` (any case: such files clash on macOS and Windows). */
  holds(relativePath: string): boolean;
  /** The folder render threads may write pages into, or null when every file must come through `write`. */
  readonly writeDir: string | null;
  /** Told of files a render thread wrote straight into `writeDir`, with the hashes of their contents. */
  noteWritten(files: readonly { path: string; hash: string }[]): void;
  /**
   * Ends the build: a passing one's files get their compressed copies (when the sink makes them) and take the output
   * folder's place; a failing one's are dropped, leaving the previous output untouched. Step times go to `timings`.
   */
  finish(ok: boolean, timings: Record<string, number>): Promise<void>;
  /** Drops what was written after `error` stopped the build; returns the error the build reports for it. */
  fail(error: unknown): Promise<unknown>;
}

export class MemorySink implements OutputSink {
  readonly files = new Map<string, string | Uint8Array>();
  /** The paths written, lower-cased, for `holds` (a lookup per static file, not a scan of every file). */
  private readonly lowerCasePaths = new Set<string>();
  bytes = 0;
  readonly writeDir = null;

  noteWritten(): void {}

  async finish(): Promise<void> {}

  async fail(error: unknown): Promise<unknown> {
    return error;
  }

  async write(relativePath: string, content: string | Uint8Array): Promise<void> {
    this.files.set(insideOutput(relativePath), content);
    this.lowerCasePaths.add(relativePath.toLowerCase());
    this.bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
  }

  async copy(relativePath: string, sourceFile: string): Promise<void> {
    await this.write(relativePath, await readFile(sourceFile));
  }

  async link(relativePath: string, sourceFile: string): Promise<void> {
    await this.copy(relativePath, sourceFile);
  }

  holds(relativePath: string): boolean {
    return this.lowerCasePaths.has(relativePath.toLowerCase());
  }

  text(relativePath: string): string | undefined {
    const value = this.files.get(relativePath);
    return value === undefined ? undefined : typeof value === 'string' ? value : Buffer.from(value).toString('utf8');
  }
}

/** Error codes of a file system that refuses to take more: they become `output-write-failed`, not a crash. */
const REFUSED_WRITE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']);

/** A folder as the user would name it: relative to the current folder when it lies inside it. */
function shownFolder(folder: string): string {
  const relative = path.relative(process.cwd(), folder);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : folder;
}

/**
 * The located failure for a file system error met while writing the output folder `out` (or the cache it links
 * from): null for any other error. `anyCode`: every file system error counts, not only a refused write (before
 * the build starts: putting right an interrupted build, making the staging folder).
 */
function outputWriteFailure(error: unknown, out: string, stage: 'write' | 'recover' = 'write', anyCode = false): BuildFailure | null {
  if (error instanceof BuildFailure || !(error instanceof Error)) return null;
  const { code, path: failedPath, dest } = error as NodeJS.ErrnoException & { dest?: string };
  if (typeof code !== 'string' || !(anyCode || REFUSED_WRITE_CODES.has(code))) return null;
  const failedAt = path.resolve(dest ?? failedPath ?? out);
  // The staging folder, the journal and the old output are all siblings named after the output folder.
  const inOutput = failedAt === out || failedAt.startsWith(out + path.sep) || failedAt.startsWith(`${out}.`);
  const folder = shownFolder(inOutput ? out : path.dirname(failedAt));
  const facts = { folder, output: shownFolder(out), reason: code, stage };
  return new BuildFailure([diagnostic('output-write-failed', 'error', facts, { file: folder })]);
}

export class StagingDirSink implements OutputSink {
  readonly stagingDir: string;
  bytes = 0;
  /** Files whose `.br` and `.gz` were linked from the store with them: compression passes them by. */
  readonly compressedInPlace = new Set<string>();
  /** Files placed as hard links into the store (with `/`) → their fileFacts, read when the store's content was verified. */
  protected readonly linkedFacts = new Map<string, string>();
  private readonly madeDirs = new Set<string>();
  /** Paths placed so far by write, copy or link (with `/`). */
  private readonly placed = new Set<string>();
  private readonly placedLowerCase = new Set<string>();
  /** The output folder, absolute. */
  private readonly out: string;
  /**
   * Set once the file system refused a write (or the recovery of an interrupted build failed): every later write
   * fails with it at once, and commit throws it, so the build reports it instead of going on.
   */
  private failure: BuildFailure | null = null;

  holds(relativePath: string): boolean {
    return this.placedLowerCase.has(toPosixPath(relativePath).toLowerCase());
  }
  /** Compressions started ahead (compressAhead), by the hash of what they compress. */
  private readonly compressing = new Map<string, Promise<void>>();

  /**
   * `compressedFrom`: the store that keeps compressed copies under the hash of what they compress (the build
   * cache); a file linked from it gets its copies linked beside it. Null: nothing is compressed, or no cache.
   * Never throws for the file system: a folder that cannot be put right or made is the failure commit reports.
   * `compress`: `finish` gives text files their `.br` and `.gz` copies.
   */
  constructor(
    readonly outDir: string,
    private readonly compressedFrom: BlobStore | null = null,
    private readonly compress = true,
  ) {
    this.out = path.resolve(outDir);
    this.stagingDir = `${this.out}.tmp-${process.pid}-${uniqueSuffix()}`;
    installCleanup();
    const unrecovered = recoverOutputFolder(this.out);
    if (unrecovered) {
      this.failure = outputWriteFailure(unrecovered, this.out, 'recover', true);
      if (!this.failure) throw unrecovered;
      return;
    }
    liveStagingDirs.add(this.stagingDir);
    try {
      mkdirSync(path.dirname(this.stagingDir), { recursive: true });
      mkdirSync(this.stagingDir);
    } catch (error) {
      this.failure = outputWriteFailure(error, this.out, 'write', true);
      if (!this.failure) throw error;
    }
  }

  /**
   * The build's located failure for `error`, when it is the file system refusing a write (or follows one this sink
   * met already); null otherwise. Called by build() for errors raised outside the sink (render threads, compression).
   */
  outputFailure(error: unknown): BuildFailure | null {
    if (error instanceof BuildFailure) return null;
    this.failure ??= outputWriteFailure(error, this.out);
    return this.failure;
  }

  /** Throws the failure met so far, if any. */
  protected throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }

  /**
   * Runs `place` (which writes into the staging folder, synchronously) as the promise write, copy and link return
   * (subclasses change what they place through placeWritten, placeCopied and placeLinked).
   * A refused write becomes the build's failure. The promise is marked as handled: a build awaits its writes in
   * batches, and a write that fails before its batch is awaited must not end the process as an unhandled rejection.
   */
  private placing(relativePath: string, place: () => void): Promise<void> {
    try {
      this.throwIfFailed();
      reachOutputStep('stage', path.join(this.stagingDir, relativePath));
      place();
      return Promise.resolve();
    } catch (error) {
      const failed = Promise.reject(this.outputFailure(error) ?? error);
      failed.catch(() => undefined);
      return failed;
    }
  }

  private ensureDir(file: string): void {
    const dir = path.dirname(file);
    if (this.madeDirs.has(dir)) return;
    mkdirBelowSync(this.stagingDir, dir);
    this.madeDirs.add(dir);
  }

  /**
   * Called before a file is placed: where one was placed already (a static file over a generated one), the first
   * one goes, with the compressed copies linked with it, so that compression makes the copies of the file that
   * stays (as in a folder written from scratch) and nothing is written through a link into the build cache.
   */
  protected clearPlaced(relativePath: string): void {
    insideOutput(relativePath);
    const key = toPosixPath(relativePath);
    if (!this.placed.has(key)) {
      this.placed.add(key);
      this.placedLowerCase.add(key.toLowerCase());
      return;
    }
    const target = path.join(this.stagingDir, relativePath);
    rmSync(target, { force: true });
    this.linkedFacts.delete(key);
    if (this.compressedInPlace.delete(key)) {
      for (const suffix of ['.br', '.gz']) {
        rmSync(target + suffix, { force: true });
        this.linkedFacts.delete(key + suffix);
      }
    }
  }

  // Writes are synchronous: thousands of small files go out faster than through the thread pool, whose four
  // threads the compression and the file reads of the same build also wait for (measured on a warm 1,000-page build).
  write(relativePath: string, content: string | Uint8Array): Promise<void> {
    return this.placing(relativePath, () => this.placeWritten(relativePath, content));
  }

  copy(relativePath: string, sourceFile: string): Promise<void> {
    return this.placing(relativePath, () => this.placeCopied(relativePath, sourceFile));
  }

  link(relativePath: string, sourceFile: string, bytes: number, hash?: string, facts?: string): Promise<void> {
    return this.placing(relativePath, () => this.placeLinked(relativePath, sourceFile, bytes, hash, facts));
  }

  protected placeWritten(relativePath: string, content: string | Uint8Array): void {
    this.clearPlaced(relativePath);
    const target = path.join(this.stagingDir, relativePath);
    this.ensureDir(target);
    // A page a render thread wrote at this path is a link into the cache: replaced, never written through.
    rmSync(target, { force: true });
    writeFileSync(target, content);
    this.bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
  }

  protected placeCopied(relativePath: string, sourceFile: string): void {
    this.clearPlaced(relativePath);
    const target = path.join(this.stagingDir, relativePath);
    this.ensureDir(target);
    // A page a render thread wrote at this path is a link into the cache: replaced, never written through.
    rmSync(target, { force: true });
    copyFileSync(sourceFile, target);
  }

  protected placeLinked(relativePath: string, sourceFile: string, bytes: number, hash?: string, facts?: string): void {
    this.clearPlaced(relativePath);
    const target = path.join(this.stagingDir, relativePath);
    this.ensureDir(target);
    const key = toPosixPath(relativePath);
    let linked = true;
    try {
      linkSync(sourceFile, target);
    } catch (error) {
      // A file there already (a page a render thread wrote) is replaced; another file system than the cache's gets a copy.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') rmSync(target, { force: true });
      try {
        linkSync(sourceFile, target);
      } catch {
        copyFileSync(sourceFile, target);
        linked = false;
      }
    }
    if (linked && facts !== undefined) this.linkedFacts.set(key, facts);
    this.bytes += bytes;
    if (!this.compressedFrom || hash === undefined) return;
    const copies = linkCompressed(this.compressedFrom, hash, target);
    if (copies === null) return;
    this.bytes += copies.bytes;
    for (const [suffix, copyFacts] of copies.facts) this.linkedFacts.set(key + suffix, copyFacts);
    this.compressedInPlace.add(key);
  }

  /**
   * With a store to compress from, starts making the copies of a file just written into the store, on the thread
   * pool while the build goes on (search files, `llms-full.txt`: megabytes after an edit); precompress links them.
   */
  compressAhead(relativePath: string, content: string | Uint8Array, hash: string): void {
    const bytes = typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
    if (!this.compressedFrom || this.compressing.has(hash) || !worthCompressing(toPosixPath(relativePath), bytes)) return;
    this.compressing.set(hash, compressIntoStore(this.compressedFrom, hash, content));
  }

  /** Called once every file is written, before compression (a sink that tracks its files lists them here). */
  finishWrites(): void {
    this.throwIfFailed();
  }

  /** Settles once the compressions compressAhead started have (they never reject). */
  async compressedAhead(): Promise<void> {
    await Promise.all(this.compressing.values());
  }

  /** Files a render thread wrote straight into the staging folder, with the hashes of their contents (for a sink that records them). */
  noteWritten(_files: readonly { path: string; hash: string }[]): void {}

  get writeDir(): string {
    return this.stagingDir;
  }

  async finish(ok: boolean, timings: Record<string, number>): Promise<void> {
    let compressed: Set<string> | undefined;
    if (ok && this.compress) {
      this.finishWrites();
      const made = await timed(timings, 'compress', async () => {
        await this.compressedAhead();
        return precompress(this.stagingDir, this.compressedFrom, this.compressedInPlace);
      });
      this.bytes += made.bytes;
      compressed = made.compressed;
    }
    await timed(timings, 'commit', () => (ok ? this.commit(compressed) : this.abort()));
  }

  async fail(error: unknown): Promise<unknown> {
    await this.abort();
    return this.outputFailure(error) ?? error;
  }

  /** The staging folder is gone or in place: a signal no longer needs to remove it. */
  protected forgetStaging(): void {
    liveStagingDirs.delete(this.stagingDir);
  }

  /**
   * Replaces the output folder with the staging folder (swapIn: synchronous, so no signal handler runs half-way).
   * `compressed`: the files compression gave a `.br` and `.gz` (precompress), for a sink that records what it wrote.
   */
  async commit(_compressed?: ReadonlySet<string>): Promise<void> {
    this.throwIfFailed();
    swapIn(this.out, this.stagingDir);
    this.forgetStaging();
  }

  /** Drops the staging folder, leaving the previous output untouched. */
  async abort(): Promise<void> {
    await rm(this.stagingDir, { recursive: true, force: true });
    liveStagingDirs.delete(this.stagingDir);
  }
}
