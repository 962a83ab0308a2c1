/**
 * Where a build's files go. `MemorySink` keeps them in a map (tests, dev server); `StagingDirSink` writes into
 * a temporary folder beside the output folder and swaps it into place only when `commit()` is called, so a
 * failed build never leaves a half-written or empty output folder behind. A build stopped by SIGINT or SIGTERM
 * removes its staging folder on the way out, and the next build removes any left by a process that died.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from '../util/blob-store.js';
import { compressIntoStore, linkCompressed, worthCompressing } from './compress.js';
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

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes `<out>.tmp-<pid>-*` (also `….stopped`) and `<out>.old-<pid>-*` folders whose process is gone (restoring a lost output). */
function removeStaleSiblings(outDir: string): void {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const match = /^\.(tmp|old)-(\d+)-[a-z0-9]+(\.stopped)?$/.exec(name.slice(base.length));
    if (!name.startsWith(base) || !match || processIsAlive(Number(match[2]))) continue;
    // A process that died between its two renames left the previous output as `.old-…`: put it back.
    if (match[1] === 'old' && !existsSync(outDir)) renameSync(path.join(parent, name), outDir);
    else rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

export interface OutputSink {
  write(relativePath: string, content: string | Uint8Array): Promise<void>;
  copy(relativePath: string, sourceFile: string): Promise<void>;
  /**
   * Puts a file of `bytes` bytes from a read-only store (the build cache) in place: a hard link where it can.
   * `hash`, the content's hash in that store, lets a sink that keeps compressed copies link those too.
   */
  link(relativePath: string, sourceFile: string, bytes: number, hash?: string): Promise<void>;
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
}

export class MemorySink implements OutputSink {
  readonly files = new Map<string, string | Uint8Array>();
  bytes = 0;

  async write(relativePath: string, content: string | Uint8Array): Promise<void> {
    this.files.set(insideOutput(relativePath), content);
    this.bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
  }

  async copy(relativePath: string, sourceFile: string): Promise<void> {
    await this.write(relativePath, await readFile(sourceFile));
  }

  async link(relativePath: string, sourceFile: string): Promise<void> {
    await this.copy(relativePath, sourceFile);
  }

  holds(relativePath: string): boolean {
    const key = relativePath.toLowerCase();
    return [...this.files.keys()].some((file) => file.toLowerCase() === key);
  }

  text(relativePath: string): string | undefined {
    const value = this.files.get(relativePath);
    return value === undefined ? undefined : typeof value === 'string' ? value : Buffer.from(value).toString('utf8');
  }
}

export class StagingDirSink implements OutputSink {
  readonly stagingDir: string;
  bytes = 0;
  /** Files whose `.br` and `.gz` were linked from the store with them: compression passes them by. */
  readonly compressedInPlace = new Set<string>();
  private readonly madeDirs = new Set<string>();
  /** Paths placed so far by write, copy or link (with `/`). */
  private readonly placed = new Set<string>();
  private readonly placedLowerCase = new Set<string>();

  holds(relativePath: string): boolean {
    return this.placedLowerCase.has(relativePath.split(path.sep).join('/').toLowerCase());
  }
  /** Compressions started ahead (compressAhead), by the hash of what they compress. */
  private readonly compressing = new Map<string, Promise<void>>();

  /**
   * `compressedFrom`: the store that keeps compressed copies under the hash of what they compress (the build
   * cache); a file linked from it gets its copies linked beside it. Null: nothing is compressed, or no cache.
   */
  constructor(
    readonly outDir: string,
    private readonly compressedFrom: BlobStore | null = null,
  ) {
    const out = outDir.replace(/[\\/]+$/, '');
    removeStaleSiblings(out);
    this.stagingDir = `${out}.tmp-${process.pid}-${Date.now().toString(36)}`;
    installCleanup();
    liveStagingDirs.add(this.stagingDir);
    mkdirSync(path.dirname(this.stagingDir), { recursive: true });
    mkdirSync(this.stagingDir);
  }

  private async ensureDir(file: string): Promise<void> {
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
    const key = relativePath.split(path.sep).join('/');
    if (!this.placed.has(key)) {
      this.placed.add(key);
      this.placedLowerCase.add(key.toLowerCase());
      return;
    }
    const target = path.join(this.stagingDir, relativePath);
    rmSync(target, { force: true });
    if (this.compressedInPlace.delete(key)) for (const suffix of ['.br', '.gz']) rmSync(target + suffix, { force: true });
  }

  // Writes are synchronous: thousands of small files go out faster than through the thread pool, whose four
  // threads the compression and the file reads of the same build also wait for (measured on a warm 1,000-page build).
  async write(relativePath: string, content: string | Uint8Array): Promise<void> {
    this.clearPlaced(relativePath);
    const target = path.join(this.stagingDir, relativePath);
    await this.ensureDir(target);
    // A page a render thread wrote at this path is a link into the cache: replaced, never written through.
    rmSync(target, { force: true });
    writeFileSync(target, content);
    this.bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
  }

  async copy(relativePath: string, sourceFile: string): Promise<void> {
    this.clearPlaced(relativePath);
    const target = path.join(this.stagingDir, relativePath);
    await this.ensureDir(target);
    // A page a render thread wrote at this path is a link into the cache: replaced, never written through.
    rmSync(target, { force: true });
    copyFileSync(sourceFile, target);
  }

  async link(relativePath: string, sourceFile: string, bytes: number, hash?: string): Promise<void> {
    this.clearPlaced(relativePath);
    const target = path.join(this.stagingDir, relativePath);
    await this.ensureDir(target);
    try {
      linkSync(sourceFile, target);
    } catch (error) {
      // A file there already (a page a render thread wrote) is replaced; another file system than the cache's gets a copy.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') rmSync(target, { force: true });
      try {
        linkSync(sourceFile, target);
      } catch {
        copyFileSync(sourceFile, target);
      }
    }
    this.bytes += bytes;
    if (!this.compressedFrom || hash === undefined) return;
    const compressedBytes = linkCompressed(this.compressedFrom, hash, target);
    if (compressedBytes === null) return;
    this.bytes += compressedBytes;
    this.compressedInPlace.add(relativePath.split(path.sep).join('/'));
  }

  /**
   * With a store to compress from, starts making the copies of a file just written into the store, on the thread
   * pool while the build goes on (search files, `llms-full.txt`: megabytes after an edit); precompress links them.
   */
  compressAhead(relativePath: string, content: string | Uint8Array, hash: string): void {
    const bytes = typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
    if (!this.compressedFrom || this.compressing.has(hash) || !worthCompressing(relativePath.split(path.sep).join('/'), bytes)) return;
    this.compressing.set(hash, compressIntoStore(this.compressedFrom, hash, content));
  }

  /** Called once every file is written, before compression (a sink that tracks its files lists them here). */
  finishWrites(): void {}

  /** Settles once the compressions compressAhead started have (they never reject). */
  async compressedAhead(): Promise<void> {
    await Promise.all(this.compressing.values());
  }

  /** Files a render thread wrote straight into the staging folder, with the hashes of their contents (for a sink that records them). */
  noteWritten(_files: readonly { path: string; hash: string }[]): void {}

  /** The staging folder is gone or in place: a signal no longer needs to remove it. */
  protected forgetStaging(): void {
    liveStagingDirs.delete(this.stagingDir);
  }

  /**
   * Replaces the output folder with the staging folder. `compressed`: the files compression gave a `.br` and
   * `.gz` (precompress), for a sink that records what it wrote.
   */
  async commit(_compressed?: ReadonlySet<string>): Promise<void> {
    const old = `${this.outDir.replace(/[\\/]+$/, '')}.old-${process.pid}-${Date.now().toString(36)}`;
    const hadOld = existsSync(this.outDir);
    if (hadOld) await rename(this.outDir, old);
    try {
      await rename(this.stagingDir, this.outDir);
    } catch (error) {
      if (hadOld) await rename(old, this.outDir);
      throw error;
    }
    liveStagingDirs.delete(this.stagingDir);
    if (hadOld) await rm(old, { recursive: true, force: true });
  }

  /** Drops the staging folder, leaving the previous output untouched. */
  async abort(): Promise<void> {
    await rm(this.stagingDir, { recursive: true, force: true });
    liveStagingDirs.delete(this.stagingDir);
  }
}
