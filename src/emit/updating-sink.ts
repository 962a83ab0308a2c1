/**
 * The output sink of cache builds: a staging sink that keeps a record of the folder it commits (output-record.ts)
 * and, when the output folder is still as recorded, leaves the files the build would write again unchanged where
 * they are. Only changed files go through the staging folder. A small change is then applied in place, file by file
 * (output-commit.ts: each move a rename, all of them listed in a journal first, so that the next start finishes an
 * update a dead process left half-done, and a failure part-way is undone). A large change, or one where a new file
 * takes the place of an old folder or the reverse, is swapped in whole, as StagingDirSink does. Either way the
 * folder ends byte for byte as a build without the cache leaves it, and a failed build leaves it as it was.
 *
 * What a reader of the folder (a server) sees while an update is applied in place: every file is its old version or
 * its new one, never part of either, and every file a file names is there. The moves go in the order that keeps
 * it so (inPlaceOrder): first the files others name (hashed assets, search shards, images, Markdown copies; a new
 * one is a new name that nothing old refers to), then the pages, then the files that name pages and shards
 * (`llms-full.txt`, `llms.txt`, `sitemap.xml`, `robots.txt`, `_headers`), the search manifest
 * `_search/index.json` last; only then are the files the new site no longer has removed. So until the manifest
 * moves, search runs on the old index, whose shards are all still there; once it has, every page is new. For the
 * few milliseconds the pages take to move, some pages are new and some old, each whole, each finding what it
 * links to (a removed page goes last). If the process dies among the moves, the folder stays that way only until
 * the next docsgen build or serve starts on it, which finishes the moves first.
 * Writes only in the output folder, its staging and backup folders, the journal beside it and the record in the
 * cache folder.
 */
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { relativePosixPath, toPosixPath } from '../util/paths.js';
import { SEARCH_MANIFEST_PATH } from '../../core/urls.js';
import type { BlobStore } from '../util/blob-store.js';
import { COMPRESSIBLE_EXTENSIONS } from './compress.js';
import { fileFacts, sizeOfFacts } from '../util/blob-store.js';
import { HEADERS_FILE } from './headers.js';
import { LLMS_FILE, LLMS_FULL_FILE } from './llms.js';
import { applyInPlace, type InPlacePlan } from './output-commit.js';
import { checkOutput, COMPRESSED_COPY, saveOutputRecord, storedContentOf, type CheckedOutput, type RecordedFile } from './output-record.js';
import { insideOutput } from './output-path.js';
import { StagingDirSink } from './sink.js';

const COMPRESSED_SUFFIXES = ['.br', '.gz'];
/** A change of more than this share of the output's files is swapped in whole rather than moved in file by file. */
const IN_PLACE_SHARE = 0.25;

/** The file a `.br`/`.gz` path would be the compressed copy of (a type compression handles), else null. */
const compressedOf = (relative: string): string | null => {
  const suffix = COMPRESSED_SUFFIXES.find((s) => relative.endsWith(s));
  if (!suffix) return null;
  const original = relative.slice(0, -suffix.length);
  return COMPRESSIBLE_EXTENSIONS.includes(path.posix.extname(original).slice(1)) ? original : null;
};

/**
 * Files that name other files, moved in after everything else, in this order: the file for agents and its index
 * (they name the Markdown copies), the sitemap and robots.txt (pages), `_headers` (the pages' inline-script hashes)
 * and the search manifest (its shards and fragments).
 */
const NAMING_FILES = [LLMS_FULL_FILE, LLMS_FILE, 'sitemap.xml', 'robots.txt', HEADERS_FILE, SEARCH_MANIFEST_PATH];

/**
 * The order in which staged files move into the output folder: the files others name, then the pages (`.html`),
 * then NAMING_FILES. In each group new names go before files that replace one (`existing`); files go by path, each
 * with its compressed copies just before it.
 */
export function inPlaceOrder(staged: readonly string[], existing: ReadonlySet<string>): string[] {
  const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const ranked = staged.map((file) => {
    const original = compressedOf(file) ?? file;
    const naming = NAMING_FILES.indexOf(original);
    const group = naming >= 0 ? 2 + naming : original.endsWith('.html') ? 1 : 0;
    return { file, original, group, replaces: existing.has(original) ? 1 : 0, isOriginal: original === file ? 1 : 0 };
  });
  ranked.sort(
    (a, b) => a.group - b.group || a.replaces - b.replaces || byPath(a.original, b.original) || a.isOriginal - b.isOriginal || byPath(a.file, b.file),
  );
  return ranked.map((entry) => entry.file);
}

/**
 * How `previous` becomes the kept files plus the staged ones in place; null when a staged file takes the place
 * of a folder of the old output, or a file of the old output sits where a staged file needs a folder (removals come
 * last, so such a change is swapped in whole).
 */
function planInPlace(staged: readonly string[], kept: ReadonlyMap<string, RecordedFile>, previous: CheckedOutput): InPlacePlan | null {
  const oldFiles = new Set([...previous.intact.keys(), ...previous.stray]);
  const oldDirs = new Set(previous.dirs);
  const madeDirs = new Set<string>();
  for (const file of staged) {
    if (oldDirs.has(file)) return null;
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) {
      if (oldFiles.has(dir)) return null;
      if (!oldDirs.has(dir)) madeDirs.add(dir);
    }
  }
  const keep = new Set([...kept.keys(), ...staged]);
  return {
    moves: inPlaceOrder(staged, oldFiles),
    removals: [...oldFiles].filter((file) => !keep.has(file)).sort(),
    madeDirs: [...madeDirs].sort((a, b) => a.split('/').length - b.split('/').length),
    emptiedDirs: previous.dirs,
  };
}

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
    private readonly store: BlobStore | null,
    private readonly cacheDir: string,
    /** The docsgen and settings that write the folder (a record written with others is void). */
    private readonly recordKey: string,
  ) {
    super(outDir, store);
    this.previous = checkOutput(cacheDir, outDir, recordKey);
  }

  /** True (and noted) when the output already holds exactly `made` at `relative`. */
  private keeps(relative: string, made: string): boolean {
    const key = toPosixPath(insideOutput(relative));
    const recorded = this.previous?.intact.get(key);
    const keep = made !== '' && compressedOf(key) === null && recorded?.made === made;
    // A second file for the same path (a static file over a generated one): the last one wins, as in a folder.
    if (keep) this.clearPlaced(relative);
    else this.kept.delete(key);
    this.made.set(key, made);
    if (keep) this.kept.set(key, recorded!);
    return keep;
  }

  protected override placeWritten(relativePath: string, content: string | Uint8Array): void {
    const made = `h:${createHash('sha256').update(content).digest('hex')}`;
    if (this.keeps(relativePath, made)) this.bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
    else super.placeWritten(relativePath, content);
  }

  protected override placeCopied(relativePath: string, sourceFile: string): void {
    // A source that is not a plain file (a link) has no facts to go by: it is copied every time.
    const facts = fileFacts(sourceFile);
    if (!this.keeps(relativePath, facts === null ? '' : `c:${path.resolve(sourceFile)}|${facts}`)) super.placeCopied(relativePath, sourceFile);
  }

  protected override placeLinked(relativePath: string, sourceFile: string, bytes: number, hash?: string, facts?: string): void {
    if (this.keeps(relativePath, hash === undefined ? '' : `h:${hash}`)) this.bytes += bytes;
    else super.placeLinked(relativePath, sourceFile, bytes, hash, facts);
  }

  override noteWritten(files: readonly { path: string; hash: string }[]): void {
    for (const file of files) this.made.set(toPosixPath(file.path), `h:${file.hash}`);
  }

  /**
   * Called once every file is in, before compression: looks at what was staged, and stages again a kept file whose `.br` or `.gz` was
   * staged (a static folder's own copy), so that compression replaces that copy as it would in a fresh folder.
   */
  override finishWrites(): void {
    super.finishWrites();
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
    this.throwIfFailed();
    if (!this.staged) this.finishWrites();
    // Compression gave the staged files it names their two copies (the kept ones are not in the staging folder).
    const staged = [...new Set([...this.staged!, ...[...compressed].flatMap((file) => COMPRESSED_SUFFIXES.map((suffix) => file + suffix))])];
    const keptFiles = [...this.kept.keys()];
    const total = keptFiles.length + staged.length;
    const small = this.previous !== null && staged.length <= Math.max(16, total * IN_PLACE_SHARE);
    const plan = small ? planInPlace(staged, this.kept, this.previous!) : null;
    if (plan && applyInPlace(this.outDir, this.stagingDir, plan)) this.forgetStaging();
    else {
      // The kept files join the staged ones (links: their facts stay as recorded) and the folder is swapped in whole.
      for (const file of keptFiles) {
        const target = path.join(this.stagingDir, file);
        mkdirSync(path.dirname(target), { recursive: true });
        linkSync(path.join(this.outDir, file), target);
      }
      await super.commit();
    }
    const record = new Map(this.kept);
    this.carryVerified();
    for (const file of staged) {
      // A hard link into the store has the facts read when its content was verified (a rename keeps them).
      const facts = this.linkedFacts.get(file) ?? fileFacts(path.join(this.outDir, file));
      if (facts === null) continue;
      const original = compressedOf(file);
      const made = original !== null && compressed.has(original) ? COMPRESSED_COPY : (this.made.get(file) ?? '');
      record.set(file, { facts, made });
    }
    saveOutputRecord(this.cacheDir, this.outDir, this.recordKey, record);
  }

  /**
   * The stored contents the kept files are links to stay verified for the next build (which may put them back from
   * the store when the output folder is removed) as the earlier build verified them: this one never read them.
   */
  private carryVerified(): void {
    if (!this.store) return;
    for (const [file, kept] of this.kept) {
      const stored = storedContentOf(file, kept.made, (original) => this.kept.get(original)?.made);
      if (stored) this.store.carryVerified(stored.hash + stored.suffix, kept.facts);
    }
  }
}

/** Every file under `dir`, relative with `/`. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relativePosixPath(dir, path.join(entry.parentPath, entry.name)));
}
