/**
 * Where a build's files go. `MemorySink` keeps them in a map (tests, dev server); `StagingDirSink` writes into
 * a temporary folder beside the output folder and swaps it into place only when `commit()` is called, so a
 * failed build never leaves a half-written or empty output folder behind.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutputSink {
  write(relativePath: string, content: string | Uint8Array): Promise<void>;
  copy(relativePath: string, sourceFile: string): Promise<void>;
  /** Total bytes written so far. */
  readonly bytes: number;
}

export class MemorySink implements OutputSink {
  readonly files = new Map<string, string | Uint8Array>();
  bytes = 0;

  async write(relativePath: string, content: string | Uint8Array): Promise<void> {
    this.files.set(relativePath, content);
    this.bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
  }

  async copy(relativePath: string, sourceFile: string): Promise<void> {
    await this.write(relativePath, await readFile(sourceFile));
  }

  text(relativePath: string): string | undefined {
    const value = this.files.get(relativePath);
    return value === undefined ? undefined : typeof value === 'string' ? value : Buffer.from(value).toString('utf8');
  }
}

export class StagingDirSink implements OutputSink {
  readonly stagingDir: string;
  bytes = 0;
  private readonly madeDirs = new Set<string>();

  constructor(readonly outDir: string) {
    this.stagingDir = `${outDir.replace(/[\\/]+$/, '')}.tmp-${process.pid}-${Date.now().toString(36)}`;
  }

  private async ensureDir(file: string): Promise<void> {
    const dir = path.dirname(file);
    if (this.madeDirs.has(dir)) return;
    await mkdir(dir, { recursive: true });
    this.madeDirs.add(dir);
  }

  async write(relativePath: string, content: string | Uint8Array): Promise<void> {
    const target = path.join(this.stagingDir, relativePath);
    await this.ensureDir(target);
    await writeFile(target, content);
    this.bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
  }

  async copy(relativePath: string, sourceFile: string): Promise<void> {
    const target = path.join(this.stagingDir, relativePath);
    await this.ensureDir(target);
    await copyFile(sourceFile, target);
  }

  /** Replaces the output folder with the staging folder. */
  async commit(): Promise<void> {
    const old = `${this.outDir.replace(/[\\/]+$/, '')}.old-${process.pid}-${Date.now().toString(36)}`;
    const hadOld = existsSync(this.outDir);
    if (hadOld) await rename(this.outDir, old);
    try {
      await rename(this.stagingDir, this.outDir);
    } catch (error) {
      if (hadOld) await rename(old, this.outDir);
      throw error;
    }
    if (hadOld) await rm(old, { recursive: true, force: true });
  }

  /** Drops the staging folder, leaving the previous output untouched. */
  async abort(): Promise<void> {
    await rm(this.stagingDir, { recursive: true, force: true });
  }
}
