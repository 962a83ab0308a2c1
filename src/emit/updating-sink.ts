/**
 * The output sink of cache builds: a staging sink that keeps a record of the folder it commits (output-record.ts)
 * and, when the output folder is still as recorded, leaves the files the build would write again unchanged where
 * they are. Only changed files go through the staging folder; a small change is then moved into the output file by
 * file (each move atomic) and the files the build no longer makes are removed, instead of linking every file into a
 * new folder and deleting the old one. A large change is swapped in whole, as StagingDirSink does. Either way the
 * folder ends byte for byte as a build without the cache leaves it, and a failed build leaves it untouched.
 * Writes only in the output folder, its staging folder and the record in the cache folder.
 */
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BlobStore } from '../util/blob-store.js';
import { COMPRESSIBLE_EXTENSIONS } from './compress.js';
import { fileFacts } from '../util/blob-store.js';
import { checkOutput, saveOutputRecord, sizeOfFacts, type CheckedOutput, type RecordedFile } from './output-record.js';
import { insideOutput } from './output-path.js';
import { StagingDirSink } from './sink.js';

const COMPRESSED_SUFFIXES = ['.br', '.gz'];
/** What the record says of a `.br`/`.gz` made by compression (kept while the file it compresses is). */
const COMPRESSED_COPY = 'z';
/** A change of more than this share of the output's files is swapped in whole rather than moved in file by file. */
const IN_PLACE_SHARE = 0.25;

const toSlash = (relative: string) => relative.split(path.sep).join('/');
/** The file a `.br`/`.gz` path would be the compressed copy of (a type compression handles), else null. */
const compressedOf = (relative: string): string | null => {
  const suffix = COMPRESSED_SUFFIXES.find((s) => relative.endsWith(s));
  if (!suffix) return null;
  const original = relative.slice(0, -suffix.length);
  return COMPRESSIBLE_EXTENSIONS.includes(path.posix.extname(original).slice(1)) ? original : null;
};

export class UpdatingDirSink extends StagingDirSink {
  /** The output folder as its record says, checked; null: none, so everything is staged. */
  private readonly previous: CheckedOutput | null;
  /** Relative path → what this build put there (`h:<hash>`, `c:<source>|<facts>`, '' unknown). */
  private readonly made = new Map<string, string>();
  /** Files of the previous output that this build leaves where they are. */
  private readonly kept = new Map<string, RecordedFile>();
  /** What the staging folder holds, once finishWrites has looked (compression adds the copies of some). */
  private staged: Set<string> | null = null;

  constructor(
    outDir: string,
    compressedFrom: BlobStore | null,
    private readonly cacheDir: string,
    /** The docsgen and settings that write the folder (a record written with others is void). */
    private readonly recordKey: string,
  ) {
    super(outDir, compressedFrom);
    this.previous = checkOutput(cacheDir, outDir, recordKey);
  }

  /** True (and noted) when the output already holds exactly `made` at `relative`. */
  private keeps(relative: string, made: string): boolean {
    const key = toSlash(insideOutput(relative));
    const recorded = this.previous?.intact.get(key);
    const keep = made !== '' && compressedOf(key) === null && recorded?.made === made;
    // A second file for the same path (a static file over a generated one): the last one wins, as in a folder.
    if (keep) this.clearPlaced(relative);
    else this.kept.delete(key);
    this.made.set(key, made);
    if (keep) this.kept.set(key, recorded!);
    return keep;
  }

  override async write(relativePath: string, content: string | Uint8Array): Promise<void> {
    const made = `h:${createHash('sha256').update(content).digest('hex')}`;
    if (this.keeps(relativePath, made)) this.bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
    else await super.write(relativePath, content);
  }

  override async copy(relativePath: string, sourceFile: string): Promise<void> {
    // A source that is not a plain file (a link) has no facts to go by: it is copied every time.
    const facts = fileFacts(sourceFile);
    if (!this.keeps(relativePath, facts === null ? '' : `c:${path.resolve(sourceFile)}|${facts}`)) await super.copy(relativePath, sourceFile);
  }

  override async link(relativePath: string, sourceFile: string, bytes: number, hash?: string): Promise<void> {
    if (this.keeps(relativePath, hash === undefined ? '' : `h:${hash}`)) this.bytes += bytes;
    else await super.link(relativePath, sourceFile, bytes, hash);
  }

  override noteWritten(files: readonly { path: string; hash: string }[]): void {
    for (const file of files) this.made.set(toSlash(file.path), `h:${file.hash}`);
  }

  /**
   * Called once every file is in, before compression: looks at what was staged, and stages again a kept file whose `.br` or `.gz` was
   * staged (a static folder's own copy), so that compression replaces that copy as it would in a fresh folder.
   */
  override finishWrites(): void {
    const staged = new Set(listFiles(this.stagingDir));
    const previous = this.previous;
    const restage = (original: string) => {
      this.kept.delete(original);
      mkdirSync(path.dirname(path.join(this.stagingDir, original)), { recursive: true });
      linkSync(path.join(this.outDir, original), path.join(this.stagingDir, original));
      staged.add(original);
    };
    for (const file of [...staged]) {
      const original = compressedOf(file);
      if (original !== null && this.kept.has(original) && !staged.has(original)) restage(original);
    }
    // A kept file whose compressed copy was removed or changed by hand is compressed again.
    for (const file of [...this.kept.keys()]) {
      if (COMPRESSED_SUFFIXES.some((suffix) => previous!.damaged.has(file + suffix))) restage(file);
    }
    for (const file of staged) this.kept.delete(file);
    // The compressed copies of a kept file stay with it.
    for (const file of [...this.kept.keys()]) {
      for (const suffix of COMPRESSED_SUFFIXES) {
        const copy = previous!.intact.get(file + suffix);
        if (copy?.made !== COMPRESSED_COPY || staged.has(file + suffix)) continue;
        this.kept.set(file + suffix, copy);
        this.bytes += sizeOfFacts(copy.facts);
      }
    }
    this.staged = staged;
  }

  override async commit(compressed: ReadonlySet<string> = new Set()): Promise<void> {
    if (!this.staged) this.finishWrites();
    // Compression gave the staged files it names their two copies (the kept ones are not in the staging folder).
    const staged = [...new Set([...this.staged!, ...[...compressed].flatMap((file) => COMPRESSED_SUFFIXES.map((suffix) => file + suffix))])];
    const keptFiles = [...this.kept.keys()];
    const total = keptFiles.length + staged.length;
    if (!this.previous || staged.length > Math.max(16, total * IN_PLACE_SHARE)) {
      // The kept files join the staged ones (links: their facts stay as recorded) and the folder is swapped in whole.
      for (const file of keptFiles) {
        const target = path.join(this.stagingDir, file);
        mkdirSync(path.dirname(target), { recursive: true });
        linkSync(path.join(this.outDir, file), target);
      }
      await super.commit();
    } else this.applyInPlace(staged);
    const record = new Map(this.kept);
    for (const file of staged) {
      const facts = fileFacts(path.join(this.outDir, file));
      if (facts === null) continue;
      const original = compressedOf(file);
      const made = original !== null && compressed.has(original) ? COMPRESSED_COPY : (this.made.get(file) ?? '');
      record.set(file, { facts, made });
    }
    saveOutputRecord(this.cacheDir, this.outDir, this.recordKey, record);
  }

  /**
   * Removes what the new output no longer has, then moves each staged file over its old version (a rename: a
   * reader sees the old file or the new one, never part of either) and removes the folders left empty.
   */
  private applyInPlace(staged: readonly string[]): void {
    const keep = new Set([...this.kept.keys(), ...staged]);
    const previous = this.previous!;
    for (const file of [...previous.intact.keys(), ...previous.stray]) {
      if (!keep.has(file)) rmSync(path.join(this.outDir, file), { force: true });
    }
    const removeEmptyDirs = () => {
      for (const dir of previous.dirs) {
        try {
          rmdirSync(path.join(this.outDir, dir));
        } catch {
          /* not empty, or gone */
        }
      }
    };
    // Before the moves too: a folder left empty may sit where a staged file goes.
    removeEmptyDirs();
    for (const file of staged) {
      const target = path.join(this.outDir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      renameSync(path.join(this.stagingDir, file), target);
    }
    removeEmptyDirs();
    // Only the staging folder's own (now empty) folders are left.
    rmSync(this.stagingDir, { recursive: true, force: true });
    this.forgetStaging();
  }
}

/** Every file under `dir`, relative with `/`. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => toSlash(path.relative(dir, path.join(entry.parentPath, entry.name))));
}
