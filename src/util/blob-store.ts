/**
 * A folder of files named by the sha256 of their content (plus a suffix for derived copies such as `.br5w`),
 * written once, read-only, and hard-linked into a build's output: on this machine's ext4 a link costs 0.03 ms
 * where writing or copying a file costs 0.7 ms, whatever its size. Read-only, so a tool that edits the output in
 * place fails instead of changing the cache (and `verify` catches one that could, running as root); a folder on
 * another file system gets copies instead of links.
 * Every operation but `putAsync` is synchronous, and none throws: a cache that cannot be read or written costs speed
 * only.
 */
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, linkSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeBeside } from './write-beside.js';

/** Where a store keeps the file facts of the contents it has hashed (see `verify`). */
const VERIFIED_FILE = 'verified.json';

/**
 * A plain file's inode, size and modification time: what any write to it, through any of its links, changes (null
 * for anything else, a link or a folder, or nothing there). The store and the output record both go by them.
 */
export function fileFacts(file: string): string | null {
  const stats = lstatSync(file, { throwIfNoEntry: false });
  return stats?.isFile() ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : null;
}

/** The size a fileFacts string holds. */
export const sizeOfFacts = (facts: string): number => Number(facts.split(':')[1]);

export class BlobStore {
  /** Hash → file facts of a content that hashed to its name (loaded from VERIFIED_FILE on first use). */
  private verified: Map<string, string> | null = null;
  /** What this process verified, which is what `saveVerified` keeps (so the list never outgrows the builds). */
  private readonly verifiedNow = new Map<string, string>();

  /** `dir`, normalised, with a separator after it. */
  private readonly folder: string;

  constructor(readonly dir: string) {
    this.folder = path.join(dir, path.sep);
  }

  static hashOf(content: string | Uint8Array): string {
    return createHash('sha256').update(content).digest('hex');
  }

  pathOf(hash: string, suffix = ''): string {
    // Joined by hand: a build asks for thousands of these, and `path.join` normalises each one again.
    return `${this.folder}${hash.slice(0, 2)}${path.sep}${hash}${suffix}`;
  }

  has(hash: string, suffix = ''): boolean {
    return existsSync(this.pathOf(hash, suffix));
  }

  /**
   * True when the store has the content and it still hashes to its name. A file changed in place (a tool editing a
   * build's output, which links to it, as root or after a chmod) is removed, so the next `put` stores it again.
   * A content is read and hashed once; after that, while its inode, size and modification time are those it had
   * then, it is taken as unchanged (as git takes its index): a write through any link moves the modification time.
   * Only a tool that writes in place and then sets the old time back on purpose would go unseen.
   */
  verify(hash: string): boolean {
    return this.intactFacts(hash) !== null;
  }

  /**
   * The file facts of the content stored under `hash` (with `suffix` and `decode`, of a derived copy) when `verify`
   * (or `verifyDerived`) finds it intact, else null: a caller that links it need not look at the file again.
   */
  intactFacts(hash: string, suffix = '', decode?: (bytes: Buffer) => Buffer): string | null {
    const check = decode ? (bytes: Buffer) => BlobStore.hashOf(decode(bytes)) === hash : (bytes: Buffer) => BlobStore.hashOf(bytes) === hash;
    return this.proven(hash + suffix, this.pathOf(hash, suffix), check);
  }

  /**
   * True when the derived copy stored under `hash` + `suffix` (a compressed copy) is there and `decode` of it gives
   * back the content that hashes to `hash`. A copy truncated, replaced or damaged in the cache is removed, so the
   * next build makes it again; as for `verify`, a copy is decoded once and then taken by its file facts.
   */
  verifyDerived(hash: string, suffix: string, decode: (bytes: Buffer) => Buffer): boolean {
    return this.intactFacts(hash, suffix, decode) !== null;
  }

  /** `intactFacts`: trusted by facts noted under `key`, else read and checked once, else removed. */
  private proven(key: string, file: string, intact: (bytes: Buffer) => boolean): string | null {
    const facts = fileFacts(file);
    if (facts === null) return null;
    if (this.verifiedNow.get(key) === facts) return facts;
    const verified = (this.verified ??= this.loadVerified());
    if (verified.get(key) === facts) {
      this.verifiedNow.set(key, facts);
      return facts;
    }
    let good = false;
    try {
      good = intact(readFileSync(file));
    } catch {
      /* gone meanwhile, or not a readable copy */
    }
    if (good) {
      verified.set(key, facts);
      this.verifiedNow.set(key, facts);
      return facts;
    }
    rmSync(file, { force: true });
    verified.delete(key);
    this.verifiedNow.delete(key);
    return null;
  }

  /**
   * Takes the content stored under `hash` (and `suffix`, for a derived copy) as verified: this process (or a render
   * thread of it) stored it from content it made itself, so the next build need not read it back. A write through a
   * link after this moves its facts.
   */
  noteStored(hash: string, suffix = ''): void {
    const facts = fileFacts(this.pathOf(hash, suffix));
    if (facts !== null) this.verifiedNow.set(hash + suffix, facts);
  }

  /**
   * Keeps for the next build what an earlier one verified of a stored content (`key`: its hash, plus the suffix of a
   * derived copy) that this build uses without reading it (a file the output kept), while its facts are still `facts`.
   */
  carryVerified(key: string, facts: string): void {
    if (this.verifiedNow.has(key)) return;
    if ((this.verified ??= this.loadVerified()).get(key) === facts) this.verifiedNow.set(key, facts);
  }

  /** Keeps the file facts of what this process verified, for the next build's `verify`. */
  saveVerified(): void {
    if (this.verifiedNow.size) writeBeside(path.join(this.dir, VERIFIED_FILE), JSON.stringify(Object.fromEntries(this.verifiedNow)));
  }

  private loadVerified(): Map<string, string> {
    try {
      const data = JSON.parse(readFileSync(path.join(this.dir, VERIFIED_FILE), 'utf8')) as Record<string, unknown>;
      return new Map(Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    } catch {
      return new Map();
    }
  }

  /** Stores `content` under its hash (and `suffix`) unless it is there already. */
  put(hash: string, content: string | Uint8Array, suffix = ''): void {
    const file = this.pathOf(hash, suffix);
    if (existsSync(file)) return;
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      // Written beside and renamed, so no reader sees half a file; read-only once in place.
      const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      writeFileSync(temp, content);
      chmodSync(temp, 0o444);
      renameSync(temp, file);
    } catch {
      /* a read-only or full cache folder */
    }
  }

  /**
   * `put` on the thread pool, for contents made there (compressed copies) while the build's thread works on:
   * creating a file costs this machine's disk about 0.5 ms of system time. Settles when stored (true) or not:
   * there already, or given up (false).
   */
  async putAsync(hash: string, content: Uint8Array, suffix = ''): Promise<boolean> {
    const file = this.pathOf(hash, suffix);
    if (existsSync(file)) return false;
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temp, content, { mode: 0o444 });
      await rename(temp, file);
      return true;
    } catch {
      await rm(temp, { force: true }).catch(() => undefined);
      return false;
    }
  }

  /**
   * Stores the file at `source`, whose content hashes to `hash`, by linking it in rather than writing it again (the
   * build writes each output file once); the file becomes read-only with it. Copies across file systems. True when
   * it stored the file (false: there already, or the folder cannot be written).
   */
  adopt(hash: string, source: string, suffix = ''): boolean {
    const file = this.pathOf(hash, suffix);
    if (existsSync(file)) return false;
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      try {
        linkSync(source, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        copyFileSync(source, temp);
        renameSync(temp, file);
      }
      chmodSync(file, 0o444);
      return true;
    } catch {
      return false; // a read-only or full cache folder
    }
  }

  /**
   * Puts the stored file at `target`: 'linked' (a hard link: the same file, whose facts a caller may have read from
   * the store), 'copied' (another file system: a file of its own), or null when the store does not have it.
   */
  linkTo(hash: string, target: string, suffix = ''): 'linked' | 'copied' | null {
    const source = this.pathOf(hash, suffix);
    try {
      linkSync(source, target);
      return 'linked';
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return null;
      try {
        copyFileSync(source, target);
        return 'copied';
      } catch {
        return null;
      }
    }
  }
}
