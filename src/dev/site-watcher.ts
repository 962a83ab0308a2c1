/**
 * Watches a dev site's files with chokidar and hands changes over in batches: events are gathered for a few
 * milliseconds, each batch runs as one update, the paths an update brings in (a config that now loads, a new
 * sidebars file) are watched from then on, and files are looked at again after their update (chokidar passes on a
 * second change within 50 ms). Once ready it catches up with saves made before it was (`catch-up.ts`). Reads file
 * states; applies nothing itself.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { changedSinceRead } from './catch-up.js';

/** How long a raw file-system event holds the background pass when no change event follows (an ignored file). */
const RAW_CHANGE_HOLD_MS = 200;

/** Past chokidar's 50 ms during which it passes on no second change event for a file. */
const WATCHER_QUIET_MS = 60;

/** Editors' temporary files and installed packages. */
const IGNORED = /(^|[\\/])(\.[^\\/]+\.\d+\.\d+\.mjs|node_modules)([\\/]|$)/;

/**
 * Whether `file` (absolute) is in the output of a `docsgen build` run beside dev into `out` (absolute): the folder,
 * or its staging folder, journal or old copy beside it. In a project whose pages are its whole folder (VitePress)
 * they sit among the pages, and their Markdown copies are no pages.
 */
export function isBuildOutput(file: string, out: string): boolean {
  if (!file.startsWith(out)) return false;
  const rest = file.slice(out.length);
  return rest === '' || rest.startsWith(path.sep) || /^\.(tmp|old|journal)-\d+-/.test(rest);
}

export interface WatcherOptions<T> {
  root: string;
  /** Every file and folder to watch now (called again after each update). */
  paths(): string[];
  /** Files directly in the site folder whose appearance matters (config candidates, sidebars). */
  rootFiles(): string[];
  /** Paths no update is about (the output a `docsgen build` beside dev writes, when the pages folder holds it). */
  ignored?(file: string): boolean;
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

export class SiteWatcher<T> {
  private readonly watching: Set<string>;
  private readonly watcher: FSWatcher;
  private readonly rootWatcher: FSWatcher;
  private pending = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** What each file looked like when its last update began. */
  private readonly readStates = new Map<string, string>();
  /** Files the watcher has reported (the catch-up leaves them to it). */
  private readonly reported = new Set<string>();

  constructor(private readonly options: WatcherOptions<T>) {
    this.watching = new Set(options.paths());
    this.watcher = watch([...this.watching], { ignoreInitial: true, ignored: (file) => IGNORED.test(file) || options.ignored?.(path.resolve(file)) === true });
    // The file system's own event comes before chokidar has looked at the file (its stats, the folder read again),
    // which takes a pass page or two at 10,000 pages: the pass holds from the first word, for a while.
    this.watcher.on('raw', () => options.noteChange(RAW_CHANGE_HOLD_MS));
    this.watcher.on('all', (event, file) => {
      this.reported.add(path.resolve(file));
      // A watched file or folder that went away is watched again by the next update that names it, should it come back.
      if (event === 'unlink' || event === 'unlinkDir') this.watching.delete(path.resolve(file));
      this.onFile(file);
    });
    // The site folder itself, one level deep, so a config that appears or is replaced is seen even where watching
    // a file that does not exist yet is unreliable.
    this.rootWatcher = watch(options.root, { ignoreInitial: true, depth: 0 });
    this.rootWatcher.on('all', (_event, file) => {
      if (options.rootFiles().includes(path.resolve(file))) this.onFile(file);
    });
  }

  /**
   * Resolves once both watchers are ready and the saves made since `readStarted` (epoch ms, when the site was read)
   * that the watcher could not see have been handed over. `docsRead`: each doc's text as read.
   */
  async ready(docsRead: ReadonlyMap<string, { text: string }>, readStarted: number): Promise<void> {
    await Promise.all([this.watcher, this.rootWatcher].map((w) => new Promise<void>((resolve) => w.once('ready', () => resolve()))));
    const watchReady = epochNow();
    // At 10,000 pages this looks at every file once (a few hundred ms). What the watcher reported meanwhile is its own.
    const found = Object.entries(this.watcher.getWatched()).flatMap(([dir, names]) => names.map((name) => path.join(dir, name)));
    // With the paths it was asked to watch: a file that did not exist then (a config, a sidebars file) and appeared
    // while the watcher started is in neither its events nor what it lists.
    const watched = [...found, ...this.options.paths(), ...this.options.rootFiles()].map((file) => path.resolve(file));
    await changedSinceRead(watched, docsRead, readStarted, watchReady)
      .then((files) => {
        for (const file of files) if (!this.reported.has(file)) this.onFile(file);
      })
      .catch(() => {}); // a file that vanished meanwhile: the watcher reports it anyway
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.all([this.watcher.close(), this.rootWatcher.close()]);
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
      this.watchNewPaths();
      this.options.updated(result);
      // A save still being written when the update read it, or a second save within chokidar's quiet window.
      this.lookAgain(changed);
      setTimeout(() => this.lookAgain(changed), WATCHER_QUIET_MS).unref();
    });
  }

  /**
   * Watches the paths an update brought in. Only new ones: adding a folder chokidar watches already walks it again,
   * some 60-75 ms of this thread for 10,000 pages after every edit, while the browser asks for the edited page.
   */
  private watchNewPaths(): void {
    const fresh = this.options.paths().filter((file) => !this.watching.has(file));
    if (!fresh.length) return;
    for (const file of fresh) this.watching.add(file);
    this.watcher.add(fresh);
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
