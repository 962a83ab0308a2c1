/**
 * Watches a dev site's files and hands changes over in batches: events are gathered for a few milliseconds, each
 * batch runs as one update, the paths an update brings in (a config that now loads, a new sidebars file) are watched
 * from then on, and files are looked at again after their update (a second save can come within the watchers' quiet
 * windows). Folders (docs, static files, theme) are watched by @parcel/watcher, whose native thread walks them: at
 * 10,000 pages it is ready in under 0.1 s of this thread, where chokidar, watching each file, took 2 CPU-seconds
 * and blocked the event loop for up to a third of a second while the first page was being served. Single files,
 * paths that do not exist yet and the site folder's own entries are chokidar's, as is everything on a platform
 * without @parcel/watcher's addon. Once ready it catches up with saves made before it was (`catch-up.ts`). Reads
 * file states; applies nothing itself.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { AsyncSubscription, Event as FolderEvent } from '@parcel/watcher';
import { changedSinceRead } from './catch-up.js';

/** How long a raw file-system event holds the background pass when no change event follows (an ignored file). */
const RAW_CHANGE_HOLD_MS = 200;

/** Past chokidar's 50 ms during which it passes on no second change event for a file. */
const WATCHER_QUIET_MS = 60;

/** Editors' temporary files and installed packages. */
const IGNORED = /(^|[\\/])(\.[^\\/]+\.\d+\.\d+\.mjs|node_modules)([\\/]|$)/;

/** Installed packages inside a watched folder: not walked at all. */
const NOT_WALKED = /(^|[\\/])node_modules([\\/]|$)/;

type FolderWatcher = typeof import('@parcel/watcher');

/** @parcel/watcher, or null where its native addon does not load (chokidar watches everything then). */
async function loadFolderWatcher(): Promise<FolderWatcher | null> {
  try {
    const loaded = (await import('@parcel/watcher')) as FolderWatcher & { default?: FolderWatcher };
    return loaded.default ?? loaded;
  } catch {
    return null;
  }
}

export interface WatcherOptions<T> {
  root: string;
  /** Every file and folder to watch now (called again after each update). */
  paths(): string[];
  /** Files directly in the site folder whose appearance matters (config candidates, sidebars). */
  rootFiles(): string[];
  /** Milliseconds to gather events before a batch. */
  debounceMs: number;
  /** A change was seen and an update will follow; `expiresInMs`: it may come to nothing. */
  noteChange(expiresInMs?: number): void;
  /** Runs a task after those queued before it (updates must not overlap). */
  serial(task: () => Promise<void>): void;
  /** Applies a batch of changed files (absolute paths). */
  update(files: string[]): Promise<T>;
  /** Told each update's result, once the paths it brought in are watched. */
  updated(result: T): void;
}

/** A file's size and modification time, or '' when it is missing: what any write changes. */
function fileState(file: string): string {
  try {
    const stats = statSync(file);
    return `${stats.size}:${stats.mtimeMs}`;
  } catch {
    return '';
  }
}

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/** The files under `folder`, at any depth, without installed packages; [] when it is gone. */
function filesUnder(folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // a folder removed meanwhile: the watcher reports it
    }
    for (const entry of entries) {
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(path.join(dir, entry.name));
      else if (entry.isFile()) files.push(path.join(dir, entry.name));
    }
  };
  walk(folder);
  return files;
}

const isInside = (file: string, folder: string) => file.startsWith(folder + path.sep);

/** A promise that settles when a chokidar watcher is ready. */
const readyOf = (watcher: FSWatcher) => new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

export class SiteWatcher<T> {
  private readonly watching: Set<string>;
  /** Chokidar's watcher of single files and missing paths, made when there is one to watch. */
  private fileWatcher: FSWatcher | null = null;
  private fileWatcherReady: Promise<void> = Promise.resolve();
  private readonly rootWatcher: FSWatcher;
  /** Folders @parcel/watcher watches (absolute) → their subscription, settled once the folder is walked. */
  private readonly folders = new Map<string, Promise<AsyncSubscription | null>>();
  private readonly folderWatcher: Promise<FolderWatcher | null>;
  /** Settles once the paths given at the start are all being watched. */
  private readonly started: Promise<void>;
  private pending = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** What each file looked like when its last update began. */
  private readonly readStates = new Map<string, string>();
  /** Files the watcher has reported (the catch-up leaves them to it). */
  private readonly reported = new Set<string>();

  constructor(private readonly options: WatcherOptions<T>) {
    this.watching = new Set(options.paths().map((file) => path.resolve(file)));
    this.folderWatcher = loadFolderWatcher();
    this.started = this.watchPaths([...this.watching]);
    // The site folder itself, one level deep, so a config that appears or is replaced is seen even where watching
    // a file that does not exist yet is unreliable.
    this.rootWatcher = watch(options.root, { ignoreInitial: true, depth: 0 });
    this.rootWatcher.on('all', (_event, file) => {
      if (options.rootFiles().includes(path.resolve(file))) this.onFile(file);
    });
  }

  /**
   * Resolves once every watcher is ready and the saves made since `readStarted` (epoch ms, when the site was read)
   * that the watchers could not see have been handed over. `docsRead`: each doc's text as read.
   */
  async ready(docsRead: ReadonlyMap<string, { text: string }>, readStarted: number): Promise<void> {
    await Promise.all([this.started, this.fileWatcherReady, readyOf(this.rootWatcher)]);
    const watchReady = epochNow();
    // At 10,000 pages this looks at every file once (a few hundred ms). What the watchers reported meanwhile is theirs.
    await changedSinceRead(this.watchedFiles(), docsRead, readStarted, watchReady)
      .then((files) => {
        for (const file of files) if (!this.reported.has(file)) this.onFile(file);
      })
      .catch(() => {}); // a file that vanished meanwhile: the watcher reports it anyway
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const subscriptions = await Promise.all(this.folders.values());
    await Promise.all([
      this.fileWatcher?.close(),
      this.rootWatcher.close(),
      ...subscriptions.map((subscription) => subscription?.unsubscribe().catch(() => {})),
    ]);
  }

  /** Every file watched now: chokidar's, and those under the watched folders (installed packages left out). */
  private watchedFiles(): string[] {
    const files = Object.entries(this.fileWatcher?.getWatched() ?? {}).flatMap(([dir, names]) => names.map((name) => path.join(dir, name)));
    for (const folder of this.folders.keys()) files.push(...filesUnder(folder));
    return files;
  }

  /**
   * Starts watching `paths`: a folder that exists by @parcel/watcher (unless a watched folder holds it), anything
   * else (a file, a path not there yet, a folder its addon refused) by chokidar.
   */
  private async watchPaths(paths: readonly string[]): Promise<void> {
    const folderWatcher = await this.folderWatcher;
    const byFolders: string[] = [];
    const byChokidar: string[] = [];
    for (const file of paths) {
      if (folderWatcher && isFolder(file)) byFolders.push(file);
      else byChokidar.push(file);
    }
    // Outer folders first, so that a folder inside one is left to it.
    byFolders.sort((a, b) => a.length - b.length);
    const refused: string[] = [];
    await Promise.all(
      byFolders.map(async (folder) => {
        if (this.coveredByFolder(folder)) return;
        const subscription = folderWatcher!
          .subscribe(folder, (error, events) => this.onFolderEvents(folder, error, events), { ignore: [NOT_WALKED] })
          .catch(() => null);
        this.folders.set(folder, subscription);
        if ((await subscription) === null) {
          // Too many watches for the system, say: chokidar tries it instead.
          this.folders.delete(folder);
          refused.push(folder);
        }
      }),
    );
    const rest = [...byChokidar, ...refused].filter((file) => !this.coveredByFolder(file));
    if (rest.length) this.watchByChokidar(rest);
    await this.fileWatcherReady;
  }

  private coveredByFolder(file: string): boolean {
    for (const folder of this.folders.keys()) if (file === folder || isInside(file, folder)) return true;
    return false;
  }

  private watchByChokidar(paths: string[]): void {
    if (this.fileWatcher) {
      this.fileWatcher.add(paths);
      return;
    }
    const watcher = (this.fileWatcher = watch(paths, { ignoreInitial: true, ignored: (file) => IGNORED.test(file) }));
    this.fileWatcherReady = readyOf(watcher);
    // The file system's own event comes before chokidar has looked at the file (its stats, the folder read again):
    // the pass holds from the first word, for a while.
    watcher.on('raw', () => this.options.noteChange(RAW_CHANGE_HOLD_MS));
    watcher.on('all', (event, file) => {
      this.reported.add(path.resolve(file));
      // A watched file or folder that went away is watched again by the next update that names it, should it come back.
      if (event === 'unlink' || event === 'unlinkDir') this.watching.delete(path.resolve(file));
      this.onFile(file);
    });
  }

  /** A batch from @parcel/watcher (which gathers a folder's events for 50 ms): each file changed, added or removed. */
  private onFolderEvents(folder: string, error: Error | null, events: FolderEvent[]): void {
    if (error || this.closed) return;
    for (const event of events) {
      if (IGNORED.test(path.relative(folder, event.path))) continue;
      this.reported.add(event.path);
      // A save's events can come in two batches (a new file's creation, then its write): one that finds the file as
      // its last update read it has nothing to add.
      if (event.type !== 'delete' && this.readStates.has(event.path) && this.readStates.get(event.path) === fileState(event.path)) continue;
      this.onFile(event.path);
      // Files made in a new folder before its own watch was in place are not reported: each is looked at here.
      if (event.type === 'create' && isFolder(event.path)) for (const file of filesUnder(event.path)) this.onFile(file);
    }
    // The watched folder itself went away (its removal is not always among the events): the next update that names
    // it watches it again, should it come back.
    if (events.some((event) => event.type === 'delete') && !isFolder(folder) && this.folders.has(folder)) {
      const subscription = this.folders.get(folder)!;
      this.folders.delete(folder);
      this.watching.delete(folder);
      void subscription.then((one) => one?.unsubscribe()).catch(() => {});
      this.onFile(folder);
    }
  }

  private onFile(file: string): void {
    this.options.noteChange();
    this.pending.add(path.resolve(file));
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), this.options.debounceMs);
  }

  private flush(): void {
    this.timer = null;
    const changed = [...this.pending];
    this.pending = new Set();
    this.options.serial(async () => {
      for (const file of changed) this.readStates.set(file, fileState(file));
      const result = await this.options.update(changed);
      await this.watchNewPaths();
      this.options.updated(result);
      // A save still being written when the update read it, or a second save within a watcher's quiet window.
      this.lookAgain(changed);
      setTimeout(() => this.lookAgain(changed), WATCHER_QUIET_MS).unref();
    });
  }

  /**
   * Watches the paths an update brought in. Only new ones: adding a folder chokidar watches already walks it again,
   * some 60-75 ms of this thread for 10,000 pages after every edit, while the browser asks for the edited page.
   */
  private async watchNewPaths(): Promise<void> {
    const fresh = this.options
      .paths()
      .map((file) => path.resolve(file))
      .filter((file) => !this.watching.has(file));
    if (!fresh.length || this.closed) return;
    for (const file of fresh) this.watching.add(file);
    await this.watchPaths(fresh);
  }

  private lookAgain(files: readonly string[]): void {
    if (this.closed) return;
    for (const file of files) if (fileState(file) !== this.readStates.get(file)) this.onFile(file);
  }
}

/**
 * Now, in milliseconds since the epoch with a fraction, as file timestamps are (`Date.now()` drops the fraction, and
 * a file written in the same millisecond before the read would look written after it).
 */
export const epochNow = () => performance.timeOrigin + performance.now();
