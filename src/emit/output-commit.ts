/**
 * Puts a finished staging folder in place, and puts right what a process that died doing so left behind. The output
 * sinks decide what goes into the output; this module only moves it there, in one of two ways, each driven by a
 * journal written beside the output folder (`<out>.journal-<pid>-<id>.json`) once the staging folder is complete and
 * before the output is touched, and deleted once the change is whole:
 *
 * - Swap (`swapIn`): the output folder is renamed aside (`<out>.old-…`), the staging folder renamed in its place,
 *   the old folder deleted. Between the two renames (two system calls) the output folder does not exist.
 * - In place (`applyInPlace`): every file of the output that the change replaces or removes is first hard-linked into
 *   a backup folder (`<staging>.previous`); then each staged file is renamed over its old version in the order the
 *   journal lists, and last the files the new site no longer has are removed. A failure part-way is undone: the
 *   journal is renamed `….undo.json` and the old files are put back from the backup folder.
 *
 * `recoverOutputFolder`, called before a build or `docsgen serve` reads or writes the folder, replays the journal
 * of a process that died: forward to the new output, whole (back to the old one when it was undoing a failure);
 * with no journal, a staging folder is deleted and an `.old-…` folder put back if the output is missing. Only the
 * leftovers of processes that are no longer running are touched.
 *
 * Guarantee: once any docsgen command has started on the folder, it holds the old output or the new one, file for
 * file, never a mix, whatever moment a process died at (kill -9, a crash, the out-of-memory killer). Not covered: the
 * machine losing power (nothing is fsynced), and leftovers changed by hand before the next start.
 * Renames, links and deletes only inside the output folder and the siblings named after it.
 */
import { existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { reachOutputStep } from './output-faults.js';
import { isInsideOutput } from './output-path.js';

/** What an in-place update does, in order (paths relative to the output, with `/`). */
export interface InPlacePlan {
  /** Staged files, in the order they are moved in. */
  moves: readonly string[];
  /** Files of the output the new site no longer has: removed after the last move. */
  removals: readonly string[];
  /** Folders the moves create, shallowest first (removed again when the change is undone). */
  madeDirs: readonly string[];
  /** Folders of the old output, deepest first: removed once the removals leave them empty. */
  emptiedDirs: readonly string[];
}

interface SwapJournal {
  version: 1;
  kind: 'swap';
  /** The staging folder (a sibling of the output: its name only). */
  staged: string;
  /** Where the old output is renamed to. */
  aside: string;
}

interface InPlaceJournal extends InPlacePlan {
  version: 1;
  kind: 'in-place';
  staged: string;
  /** The folder holding links to the files the change replaces or removes. */
  backup: string;
  /** The files that have a link in the backup folder (the moves over an existing file, and the removals). */
  backedUp: readonly string[];
}

type CommitJournal = SwapJournal | InPlaceJournal;

/** The folder without a trailing separator. */
const trimmed = (dir: string) => dir.replace(/[\\/]+$/, '');

let made = 0;
/** A suffix no other folder of this process has: `<time>` and a counter, in base 36. */
export const uniqueSuffix = (): string => `${Date.now().toString(36)}${(made++).toString(36)}`;

function exists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/** True when `a` and `b` are links to the same file. */
function sameFile(a: string, b: string): boolean {
  try {
    const [first, second] = [lstatSync(a), lstatSync(b)];
    return first.ino === second.ino && first.dev === second.dev;
  } catch {
    return false;
  }
}

/** Removes a folder, leaving it to the next start when that fails (its owner is gone by then). */
function removeQuietly(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    /* a leftover of a finished process: the next start removes it */
  }
}

function removeDirIfEmpty(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    /* not empty, or gone */
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Writes the journal whole (a temporary file renamed), beside the output; returns its path. */
function writeJournal(out: string, journal: CommitJournal): string {
  const file = `${out}.journal-${process.pid}-${uniqueSuffix()}.json`;
  reachOutputStep('journal', file);
  const partial = `${file}.part`;
  try {
    writeFileSync(partial, JSON.stringify(journal));
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return file;
}

/**
 * Replaces `outDir` with the complete folder `stagingDir` (a sibling of it). On a failure the old output is put
 * back and the error thrown; the staging folder is then the caller's to delete.
 */
export function swapIn(outDir: string, stagingDir: string): void {
  const out = trimmed(outDir);
  const journal: SwapJournal = {
    version: 1,
    kind: 'swap',
    staged: path.basename(stagingDir),
    aside: `${path.basename(out)}.old-${process.pid}-${uniqueSuffix()}`,
  };
  const journalFile = writeJournal(out, journal);
  try {
    reachOutputStep('journaled', journalFile);
    finishSwap(out, journal, journalFile);
  } catch (error) {
    try {
      const aside = path.join(path.dirname(out), journal.aside);
      if (!exists(out) && exists(aside)) renameSync(aside, out);
      rmSync(journalFile, { force: true });
    } catch {
      /* the journal stays: the next start puts the old output back from it */
    }
    throw error;
  }
}

/** The swap from wherever it stopped: the staging folder in place, or (when it is gone) the old output. */
function finishSwap(out: string, journal: SwapJournal, journalFile: string): void {
  const parent = path.dirname(out);
  const staged = path.join(parent, journal.staged);
  const aside = path.join(parent, journal.aside);
  if (exists(staged)) {
    if (exists(out)) {
      renameSync(out, aside);
      reachOutputStep('swap-aside', aside);
    }
    renameSync(staged, out);
    reachOutputStep('swap-placed', out);
  } else if (!exists(out) && exists(aside)) renameSync(aside, out);
  rmSync(journalFile, { force: true });
  removeQuietly(aside);
}

/** Error codes of a file system that cannot make hard links (then the caller swaps the folder in whole instead). */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EXDEV', 'EMLINK']);

/**
 * Applies `plan` to `outDir`, the staged files coming from `stagingDir` (a sibling). True once done; false when the
 * old files cannot be linked aside (a file system without hard links): nothing was changed. On a failure the
 * output is put back as it was and the error thrown; the staging folder is then the caller's to delete.
 */
export function applyInPlace(outDir: string, stagingDir: string, plan: InPlacePlan): boolean {
  const out = trimmed(outDir);
  const backup = `${stagingDir}.previous`;
  let backedUp: string[];
  try {
    backedUp = linkAside(out, backup, [...plan.moves, ...plan.removals]);
  } catch (error) {
    removeQuietly(backup);
    if (NO_HARD_LINKS.has((error as NodeJS.ErrnoException).code ?? '')) return false;
    throw error;
  }
  const journal: InPlaceJournal = { version: 1, kind: 'in-place', staged: path.basename(stagingDir), backup: path.basename(backup), backedUp, ...plan };
  let journalFile: string;
  try {
    journalFile = writeJournal(out, journal);
  } catch (error) {
    removeQuietly(backup);
    throw error;
  }
  try {
    reachOutputStep('journaled', journalFile);
    finishInPlace(out, journal, journalFile);
  } catch (error) {
    try {
      undoInPlace(out, journal, journalFile);
    } catch {
      /* the journal (renamed to undo) stays: the next start finishes putting the old output back */
    }
    throw error;
  }
  return true;
}

/** Links each of `files` that the output has into `backup`; returns those it linked. */
function linkAside(out: string, backup: string, files: readonly string[]): string[] {
  const linked: string[] = [];
  const dirs = new Set<string>();
  mkdirSync(backup);
  for (const file of files) {
    const source = path.join(out, file);
    if (!exists(source)) continue;
    const target = path.join(backup, file);
    const dir = path.dirname(target);
    if (!dirs.has(dir)) mkdirSync(dir, { recursive: true });
    dirs.add(dir);
    linkSync(source, target);
    linked.push(file);
    reachOutputStep('in-place-backup', target);
  }
  return linked;
}

/** The in-place update from wherever it stopped: a move whose staged file is gone was made already. */
function finishInPlace(out: string, journal: InPlaceJournal, journalFile: string): void {
  const parent = path.dirname(out);
  const staged = path.join(parent, journal.staged);
  for (const dir of journal.madeDirs) mkdirSync(path.join(out, dir), { recursive: true });
  for (const file of journal.moves) {
    const from = path.join(staged, file);
    if (!exists(from)) continue;
    const to = path.join(out, file);
    renameSync(from, to);
    reachOutputStep('in-place-move', to);
  }
  for (const file of journal.removals) {
    const gone = path.join(out, file);
    rmSync(gone, { force: true });
    reachOutputStep('in-place-removal', gone);
  }
  for (const dir of journal.emptiedDirs) removeDirIfEmpty(path.join(out, dir));
  rmSync(journalFile, { force: true });
  removeQuietly(staged);
  removeQuietly(path.join(parent, journal.backup));
}

/**
 * Puts the output back as it was before the update, from wherever the update (or an earlier undo) stopped: every
 * file linked aside goes back to its place, every new file moved in is removed, then the folders the moves made.
 */
function undoInPlace(out: string, journal: InPlaceJournal, journalFile: string): void {
  const parent = path.dirname(out);
  const undoFile = journalFile.endsWith('.undo.json') ? journalFile : journalFile.replace(/\.json$/, '.undo.json');
  if (undoFile !== journalFile) renameSync(journalFile, undoFile);
  const staged = path.join(parent, journal.staged);
  const backup = path.join(parent, journal.backup);
  const backedUp = new Set(journal.backedUp);
  for (const file of [...journal.moves].reverse()) {
    const target = path.join(out, file);
    if (backedUp.has(file)) putBack(path.join(backup, file), target);
    else if (!exists(path.join(staged, file))) rmSync(target, { force: true });
  }
  for (const file of journal.removals) if (backedUp.has(file)) putBack(path.join(backup, file), path.join(out, file));
  for (const dir of [...journal.madeDirs].reverse()) removeDirIfEmpty(path.join(out, dir));
  rmSync(undoFile, { force: true });
  removeQuietly(staged);
  removeQuietly(backup);
}

/** Renames the saved link back over `target`, unless it is there already (or was put back by an earlier undo). */
function putBack(saved: string, target: string): void {
  if (!exists(saved) || sameFile(saved, target)) return;
  mkdirSync(path.dirname(target), { recursive: true });
  renameSync(saved, target);
}

/** The sibling names a build makes: `.tmp-<pid>-<id>` (with `.stopped` or `.previous`), `.old-<pid>-<id>`. */
const SIBLING_FOLDER = /^\.(tmp|old)-(\d+)-[a-z0-9]+(\.stopped|\.previous)?$/;
const JOURNAL_FILE = /^\.journal-(\d+)-[a-z0-9]+(\.undo)?\.json(\.part)?$/;

/** The journal's content, or null when it is not one this module wrote for `out` (it is then ignored). */
function readJournal(out: string, file: string): CommitJournal | null {
  let journal: CommitJournal;
  try {
    journal = JSON.parse(readFileSync(file, 'utf8')) as CommitJournal;
  } catch {
    return null;
  }
  const base = path.basename(out);
  const isSibling = (name: unknown) => typeof name === 'string' && name.startsWith(base) && SIBLING_FOLDER.test(name.slice(base.length));
  const areInside = (list: unknown) => Array.isArray(list) && list.every((entry) => typeof entry === 'string' && isInsideOutput(entry));
  if (journal?.version !== 1 || !isSibling(journal.staged)) return null;
  if (journal.kind === 'swap') return isSibling(journal.aside) ? journal : null;
  const { moves, removals, madeDirs, emptiedDirs, backedUp } = journal;
  return journal.kind === 'in-place' && isSibling(journal.backup) && [moves, removals, madeDirs, emptiedDirs, backedUp].every(areInside) ? journal : null;
}

/**
 * Run before anything reads or writes the output folder: finishes (or undoes) the change a process that died was
 * making to it, then removes what dead builds left beside it. Returns the error that stopped it (the folder and
 * its leftovers then stay as they were, for the next start to try again), or null.
 */
export function recoverOutputFolder(outDir: string): Error | null {
  const out = trimmed(outDir);
  const parent = path.dirname(out);
  const base = path.basename(out);
  try {
    const names = existsSync(parent)
      ? readdirSync(parent)
          .filter((name) => name.startsWith(base))
          .sort()
      : [];
    for (const name of names) {
      const match = JOURNAL_FILE.exec(name.slice(base.length));
      if (!match || processIsAlive(Number(match[1]))) continue;
      const file = path.join(parent, name);
      const journal = match[3] ? null : readJournal(out, file);
      if (journal === null) rmSync(file, { force: true });
      else if (journal.kind === 'swap') finishSwap(out, journal, file);
      else if (match[2]) undoInPlace(out, journal, file);
      else finishInPlace(out, journal, file);
    }
    removeStaleSiblings(out, names);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
  reachOutputStep('recovered', out);
  return null;
}

/** Removes the staging and backup folders of dead builds, and puts back an `.old-…` folder when the output is missing. */
function removeStaleSiblings(out: string, names: readonly string[]): void {
  const parent = path.dirname(out);
  const base = path.basename(out);
  for (const name of names) {
    const match = SIBLING_FOLDER.exec(name.slice(base.length));
    if (!match || processIsAlive(Number(match[2])) || !exists(path.join(parent, name))) continue;
    if (match[1] === 'old' && !match[3] && !exists(out)) renameSync(path.join(parent, name), out);
    else rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

/** True when a build left a staging folder, an old output or a journal beside `outDir` (recovery has work to do). */
export function hasUnfinishedCommit(outDir: string): boolean {
  const out = path.resolve(outDir);
  const base = path.basename(out);
  let names: string[];
  try {
    names = readdirSync(path.dirname(out));
  } catch {
    return false;
  }
  return names.some((name) => name.startsWith(base) && (SIBLING_FOLDER.test(name.slice(base.length)) || JOURNAL_FILE.test(name.slice(base.length))));
}
