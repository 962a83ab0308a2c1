/**
 * `docsgen build` when nothing changed since the last build with the same cache: proven from the record that build
 * left (the site's files by content, the docsgen, Node and settings, the git commit, what the config and sidebars
 * modules export when run again, the output folder's record), and answered without loading the build pipeline. An
 * output folder that is gone is put back from the cache's store; one that differs from its record is left to a full
 * build, which puts it right. (Putting it back ahead of a build after an edit, so that the build would replace only
 * what changed, was tried: the edit build took as long, the links only moved.) Anything unproven is a miss, never a
 * guess: the caller then runs the full build and records it (`recordBuild`). Writes only the restored output folder,
 * its record and the build record.
 */
import { repositoryRoot } from '../util/repository-root.js';
import { headCommit } from '../util/git-head.js';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Diagnostic } from '../../core/diagnostics.js';
import type { EvaluatedModules } from '../config/evaluated-modules.js';
import type { SiteConfig } from '../config/schema.js';
import { moduleValueKey } from '../config/module-value-key.js';
import { importUserModuleWithCode } from '../config/user-module.js';
import { BR_SUFFIX } from '../emit/compress.js';
import { hasUnfinishedCommit, uniqueSuffix } from '../emit/output-commit.js';
import { isInsideOutput } from '../emit/output-path.js';
import { COMPRESSED_COPY, recordPath, saveOutputRecord, storedContentOf, type RecordedFile, type RecordFile } from '../emit/output-record.js';
import { isMarkedCache, outputFolderProblem, within } from '../pipeline/folder-guard.js';
import { fileFacts, sizeOfFacts } from '../util/blob-store.js';
import { cacheBlobs } from '../pipeline/cache-blobs.js';
import { codeFingerprint } from '../util/code-fingerprint.js';
import { writeBeside } from '../util/write-beside.js';
import { listSiteInputs, markedFolders, sameInputs, withoutFolder, type SiteInputs } from './site-inputs.js';

/** What `docsgen build` was asked: every flag that can change what it writes or whether it passes. */
export interface BuildRequest {
  root: string;
  config?: string;
  outDir?: string;
  strict?: boolean;
  locale?: string;
  cacheDir: string;
  pageTimeout?: number;
}

/** What the last build reported, told again. */
export interface ReplayedBuild {
  ok: true;
  pages: number;
  cachedPages: number;
  bytes: number;
  diagnostics: Diagnostic[];
  outDir: string;
  durationMs: number;
  /** True when the output folder was gone and was put back from the cache. */
  restored: boolean;
}

/** What a full build needs to be recorded: the request's key and the site's files as they were before it read them. */
export interface BuildBasis {
  request: BuildRequest;
  settings: string;
  inputs: SiteInputs | null;
}

interface BuildRecord {
  version: 1;
  settings: string;
  outDir: string;
  /** sha256 of the output folder's record (output-record.ts) as the build left it. */
  outputRecord: string;
  inputs: [string, string, string][];
  modules: [string, string][];
  result: { pages: number; diagnostics: Diagnostic[] };
}

const RECORD_FILE = 'last-build.json';
/**
 * Written instead of a record when the site's folder could not be listed (too many files, a link to a folder): the
 * next builds skip listing it again for a day (an abandoned listing of 20,000 files costs about 0.2 s).
 */
const UNLISTABLE_FILE = 'last-build-unlistable';
const UNLISTABLE_FOR_MS = 24 * 60 * 60 * 1000;

/** True while a listing of the site's folder was given up less than UNLISTABLE_FOR_MS ago. */
function recentlyUnlistable(cacheDir: string): boolean {
  const stats = statSync(path.join(cacheDir, UNLISTABLE_FILE), { throwIfNoEntry: false });
  return stats !== undefined && Date.now() - stats.mtimeMs < UNLISTABLE_FOR_MS;
}
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The commit checked out where the site is (`none` outside git): pages may show dates and authors from its history. */
function gitCommit(root: string): string {
  const repository = repositoryRoot(root);
  if (repository === null) return 'none';
  // Read from .git's files; git itself where they do not tell plainly, or where GIT_DIR points git elsewhere.
  const read = process.env.GIT_DIR ? null : headCommit(repository);
  if (read) return read;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unreadable';
  }
}

function settingsKey(request: BuildRequest): string {
  const { root, config, outDir, strict, locale, cacheDir, pageTimeout } = request;
  const flags = { root, config, outDir, strict: Boolean(strict), locale, cacheDir, pageTimeout };
  return sha256(JSON.stringify([codeFingerprint(), process.version, process.env.NODE_ENV ?? '', gitCommit(root), flags]));
}

function readRecord(cacheDir: string): BuildRecord | null {
  try {
    const record = JSON.parse(readFileSync(path.join(cacheDir, RECORD_FILE), 'utf8')) as BuildRecord;
    return record.version === 1 && Array.isArray(record.inputs) && Array.isArray(record.modules) ? record : null;
  } catch {
    return null;
  }
}

/** The output folder's record, when it is still the one the build record names. */
function outputRecordOf(cacheDir: string, outDir: string, hash: string): RecordFile | null {
  try {
    const text = readFileSync(recordPath(cacheDir, outDir), 'utf8');
    return sha256(text) === hash ? (JSON.parse(text) as RecordFile) : null;
  } catch {
    return null;
  }
}

/**
 * True when every file the record names lies inside the output folder, every stored one is named by a content hash,
 * and every copied one came from the site.
 */
function recordStaysInside(record: RecordFile, root: string): boolean {
  return Object.entries(record.files).every(([relative, file]) => {
    if (!isInsideOutput(relative) || typeof file?.made !== 'string') return false;
    // A content's hash names a file of the store: nothing else may stand there.
    if (file.made.startsWith('h:')) return /^h:[0-9a-f]{64}$/.test(file.made);
    if (!file.made.startsWith('c:')) return file.made === COMPRESSED_COPY;
    const source = path.resolve(file.made.slice(2, file.made.lastIndexOf('|')));
    return source.startsWith(path.resolve(root) + path.sep);
  });
}

/** True when the output folder holds exactly the files its record names, as the build left them. */
function outputIntact(outDir: string, files: Record<string, RecordedFile>): boolean {
  let count = 0;
  // Paths made by hand, not by path.relative and path.join: an output holds thousands of files.
  const folder = path.resolve(outDir);
  const posix = path.sep === '/' ? (text: string) => text : (text: string) => text.split(path.sep).join('/');
  try {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory()) continue;
      const below = entry.parentPath.length > folder.length ? `${posix(entry.parentPath.slice(folder.length + 1))}/` : '';
      const relative = below + entry.name;
      const recorded = Object.hasOwn(files, relative) ? files[relative] : undefined;
      if (!recorded || !entry.isFile() || fileFacts(`${entry.parentPath}${path.sep}${entry.name}`) !== recorded.facts) return false;
      count++;
    }
  } catch {
    return false;
  }
  return count === Object.keys(files).length;
}

/**
 * Puts every file the record names into a new folder from the cache's store (the compressed copies too) or from the
 * source it was copied from, then moves the folder in as the output. False, with nothing moved in, when one cannot be.
 * A hard link has the facts of the stored file it links, so the output's record changes only where a file was copied.
 */
function restoreOutput(cacheDir: string, outDir: string, record: RecordFile): boolean {
  const store = cacheBlobs(cacheDir);
  const staging = `${outDir}.tmp-${process.pid}-${uniqueSuffix()}`;
  const files = new Map<string, RecordedFile>();
  let copied = false;
  const made = new Set<string>();
  /** The stored content (`hash` + `suffix`) linked at `target` when the store has it intact: its facts, else null. */
  const placeStored = (hash: string, suffix: string, target: string, decode?: (bytes: Buffer) => Buffer): string | null => {
    const facts = store.intactFacts(hash, suffix, decode);
    if (facts === null) return null;
    const placed = store.linkTo(hash, target, suffix);
    if (placed !== 'linked') copied = true;
    // A hard link is the same file, with the facts just read; a copy has its own.
    return placed === 'linked' ? facts : placed === 'copied' ? fileFacts(target) : null;
  };
  try {
    for (const [relative, recorded] of Object.entries(record.files)) {
      // Paths the record holds are checked to stay inside (recordStaysInside) and use `/`.
      const target = `${staging}/${relative}`;
      const slash = target.lastIndexOf('/');
      const dir = target.slice(0, slash);
      if (!made.has(dir)) {
        mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      let facts: string | null = null;
      const stored = storedContentOf(relative, recorded.made, (original) => record.files[original]?.made);
      if (stored)
        facts = placeStored(
          stored.hash,
          stored.suffix,
          target,
          stored.suffix === '' ? undefined : stored.suffix === BR_SUFFIX ? brotliDecompressSync : gunzipSync,
        );
      else if (recorded.made.startsWith('c:')) {
        const bar = recorded.made.lastIndexOf('|');
        const source = recorded.made.slice(2, bar);
        if (fileFacts(source) === recorded.made.slice(bar + 1)) {
          copyFileSync(source, target);
          copied = true;
          facts = fileFacts(target);
        }
      }
      if (facts === null) throw new Error(`cannot restore ${relative}`);
      files.set(relative, { facts, made: recorded.made });
    }
    renameSync(staging, outDir);
  } catch {
    rmSync(staging, { recursive: true, force: true });
    return false;
  }
  // What had to be read to be proven is noted, so that the next build or restore need not read it again.
  store.saveVerified();
  if (copied || [...files].some(([relative, file]) => record.files[relative]!.facts !== file.facts)) saveOutputRecord(cacheDir, outDir, record.key, files);
  return true;
}

/**
 * The last build, told again, when nothing it was made from changed; else null, with what the full build needs to
 * record itself. `started` is when the command began (performance.now()).
 */
export async function replayUnchangedBuild(request: BuildRequest, started: number): Promise<{ replay: ReplayedBuild | null; basis: BuildBasis }> {
  const { root, cacheDir } = request;
  const settings = settingsKey(request);
  const last = isMarkedCache(cacheDir) ? readRecord(cacheDir) : null;
  const lastInputs = new Map(last?.inputs.map(([key, facts, hash]) => [key, [facts, hash] as const]) ?? []);
  const skip = [cacheDir, ...(last ? [last.outDir] : []), ...(request.outDir ? [path.resolve(root, request.outDir)] : [])];
  const inputs = recentlyUnlistable(cacheDir) ? null : listSiteInputs(root, skip, lastInputs);
  const basis: BuildBasis = { request, settings, inputs };
  const miss = { replay: null, basis };
  if (!last || last.settings !== settings || !inputs || !sameInputs(inputs, lastInputs)) return miss;
  const outDir = last.outDir;
  // The folder a full build would refuse to replace (the site's own, one above it, the home folder) is never touched.
  if (typeof outDir !== 'string' || outputFolderProblem(outDir, { root, sources: [] }) || hasUnfinishedCommit(outDir)) return miss;
  const outputRecord = outputRecordOf(cacheDir, outDir, last.outputRecord);
  if (!outputRecord || !recordStaysInside(outputRecord, root)) return miss;
  const present = existsSync(outDir);
  if (present && !outputIntact(outDir, outputRecord.files)) return miss;
  // The config and sidebars run again: what they export may depend on more than their files (the environment, the date).
  for (const [file, key] of last.modules) {
    try {
      const { exported } = await importUserModuleWithCode(file, cacheDir);
      if (moduleValueKey(exported) !== key) return miss;
    } catch {
      return miss;
    }
  }
  if (!present) {
    if (!restoreOutput(cacheDir, outDir, outputRecord)) return miss;
    // The restored folder may have a new record: this build record names it.
    const now = sha256(readFileSync(recordPath(cacheDir, outDir), 'utf8'));
    if (now !== last.outputRecord) writeBeside(path.join(cacheDir, RECORD_FILE), JSON.stringify({ ...last, outputRecord: now }));
  }
  const bytes = Object.values(outputRecord.files).reduce((sum, file) => sum + sizeOfFacts(file.facts), 0);
  const { pages, diagnostics } = last.result;
  // Every page is the one the cache holds: none is rendered.
  const replay: ReplayedBuild = {
    ok: true,
    pages,
    cachedPages: pages,
    diagnostics,
    bytes,
    outDir,
    durationMs: performance.now() - started,
    restored: !present,
  };
  return { replay, basis };
}

/**
 * Links into the cache's store the output files the build wrote without storing them (the client bundle, the site
 * data), each still as the record says, so that the output can be put back whole if it is removed.
 */
function storeWrittenFiles(cacheDir: string, outDir: string, files: Record<string, RecordedFile>): void {
  const store = cacheBlobs(cacheDir);
  for (const [relative, recorded] of Object.entries(files)) {
    if (!recorded.made.startsWith('h:') || store.has(recorded.made.slice(2))) continue;
    const file = path.join(outDir, relative);
    if (fileFacts(file) === recorded.facts) store.adopt(recorded.made.slice(2), file);
  }
}

/**
 * Keeps the record of a full build that passed, for the next `replayUnchangedBuild`. Nothing is kept (and an older
 * record is removed) when the build cannot be proven again: its files could not be listed, it read content from
 * beyond the site's folder, or a module it ran exported a value that cannot be keyed.
 */
export async function recordBuild(
  basis: BuildBasis,
  modules: EvaluatedModules,
  result: { ok: boolean; pages: number; diagnostics: Diagnostic[]; outDir: string | null; config: SiteConfig | null },
): Promise<void> {
  const { cacheDir } = basis.request;
  const file = path.join(cacheDir, RECORD_FILE);
  const keys = [...modules].filter((entry): entry is [string, string] => entry[1] !== null);
  let outputRecord: string | null = null;
  try {
    if (result.outDir) {
      const text = readFileSync(recordPath(cacheDir, result.outDir), 'utf8');
      if (result.ok) storeWrittenFiles(cacheDir, result.outDir, (JSON.parse(text) as RecordFile).files);
      outputRecord = sha256(text);
    }
  } catch {
    /* a build that kept no record of its output */
  }
  // Only the site's own folder is listed: a site that reads content from beyond it (docs in `../docs`) is never replayed.
  const root = path.resolve(basis.request.root);
  // Loaded here, not with this module: the check of an unchanged build must not load the config schema (the full
  // build that comes before this has).
  const { sourceFoldersOf } = await import('./build-folders.js');
  const sources = result.config ? sourceFoldersOf(root, result.config) : [];
  const readsBeyond = !result.config || sources.some((folder) => !folder.startsWith(root + path.sep));
  // A marked folder was listed by its marker alone: fine for another build's output or cache, not for one the build reads.
  const readsMarked =
    basis.inputs !== null &&
    markedFolders(basis.inputs).some((folder) => {
      const absolute = path.resolve(root, folder);
      return sources.some((source) => within(absolute, source) || within(source, absolute));
    });
  if (
    !result.ok ||
    !basis.inputs ||
    readsBeyond ||
    readsMarked ||
    !result.outDir ||
    !outputRecord ||
    keys.length !== modules.size ||
    !isMarkedCache(cacheDir)
  ) {
    rmSync(file, { force: true });
    if (!basis.inputs && isMarkedCache(cacheDir) && !recentlyUnlistable(cacheDir)) writeFileSync(path.join(cacheDir, UNLISTABLE_FILE), '');
    return;
  }
  const record: BuildRecord = {
    version: 1,
    settings: basis.settings,
    outDir: result.outDir,
    outputRecord,
    inputs: [...withoutFolder(basis.inputs, basis.request.root, result.outDir)].map(([key, [facts, hash]]) => [key, facts, hash]),
    modules: keys,
    result: { pages: result.pages, diagnostics: result.diagnostics },
  };
  writeBeside(file, JSON.stringify(record));
}
