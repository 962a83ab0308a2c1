/**
 * The build cache behind one interface, so `build()` runs the same stages with or without it: the readings of
 * unchanged Markdown files, rendered pages, the content store that output files are linked from, the search
 * stage's files and the record of the last output (which lets the next build leave unchanged files in place).
 * `noBuildCache` (`--no-cache`, in-memory builds) reads every file, renders every page and writes every output
 * file. Reads and writes only inside the cache folder; never decides whether a build passes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheUserModule } from '../config/user-module.js';
import type { OutputSink } from '../emit/sink.js';
import { StagingDirSink } from '../emit/sink.js';
import { UpdatingDirSink } from '../emit/updating-sink.js';
import { BlobStore } from '../util/blob-store.js';
import { codeFingerprint } from '../util/code-fingerprint.js';
import { DocReadings } from './doc-readings.js';
import { markCacheFolder } from './folder-guard.js';
import type { OutputFile, RenderedPage, RenderEnv } from './pages.js';
import type { PlanInput } from './plan.js';
import { cacheBlobs } from './cache-blobs.js';
import { pruneCache, siteRenderKey } from './render-cache.js';
import { placeThroughStore, type StageFile } from './stage-cache.js';
import type { PluginImport } from './site-components.js';
import { writeBeside } from '../util/write-beside.js';

/** Site-level files at least this large have their compressed copies started before the pages render. */
const COMPRESS_EARLY_BYTES = 64 * 1024;

export interface BuildCache {
  /** The cache folder (absolute), or null. */
  readonly dir: string | null;
  /** Reads a Markdown file, or takes its reading from the last build when its path and text are unchanged. */
  readonly readDoc: PlanInput['readDoc'] | undefined;
  /** The sink a build that writes to disk writes through. */
  diskSink(outDir: string, compress: boolean): StagingDirSink;
  /** Lets the render stage take unchanged pages from the cache (sets `env.cache`). */
  usePages(env: RenderEnv, configSource: string): void;
  /** Site-level files made before the pages: the large ones' compressed copies are started now, on the thread pool. */
  startEarly(files: readonly OutputFile[], sink: OutputSink): StageFile[];
  /** Places a site-level file: linked when the store holds its content, else written (and stored). */
  place(sink: OutputSink, file: StageFile): Promise<void>;
  /** Places the files a page took from the cache (with their compressed copies) and notes what a render thread wrote. */
  placePage(sink: OutputSink, page: RenderedPage): Promise<void>;
  /** What the site's remark plugins imported into pages in the last build, bundled from the start (empty without a cache). */
  readonly pluginImports: ReadonlyMap<string, PluginImport>;
  /** Keeps what the plugins imported this time for the next build. */
  keepPluginImports(imports: ReadonlyMap<string, PluginImport>): void;
  /** Where the search stage keeps its files between builds, or null. */
  readonly search: { dir: string; blobs: BlobStore } | null;
  /** A cache write the build waits for before it returns (it never rejects). */
  keep(write: Promise<void>): void;
  /** Ends the build's use of the cache: readings are saved, after a passing build old entries pruned, writes awaited. */
  close(ok: boolean): Promise<void>;
}

/** The plugin imports a build kept (an array of `[key, { kind, file }]`); a missing or damaged file is none. */
function readPluginImports(file: string): Map<string, PluginImport> {
  try {
    const entries = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (!Array.isArray(entries)) return new Map();
    const valid = entries.filter(
      (entry): entry is [string, PluginImport] =>
        Array.isArray(entry) &&
        typeof entry[0] === 'string' &&
        (entry[1]?.kind === 'site' || entry[1]?.kind === 'package') &&
        typeof entry[1]?.file === 'string',
    );
    return new Map(valid.map(([key, { kind, file }]) => [key, { kind, file }]));
  } catch {
    return new Map();
  }
}

/** No cache: every file read, every page rendered, every output file written. */
export const noBuildCache: BuildCache = {
  dir: null,
  readDoc: undefined,
  diskSink: (outDir, compress) => new StagingDirSink(outDir, null, compress),
  usePages: () => {},
  startEarly: (files) => [...files],
  place: (sink, file) => sink.write(file.path, file.content),
  placePage: async () => {},
  pluginImports: new Map(),
  keepPluginImports: () => {},
  search: null,
  keep: () => {},
  close: async () => {},
};

/**
 * Tags `dir` (whose folder checks have passed) as docsgen's cache and compiles `configFile` into it, unless null
 * (no config file, or one its load kept there already), so that the next build or dev start need not bundle it.
 */
export async function keepCompiledConfig(dir: string, configFile: string | null): Promise<void> {
  markCacheFolder(dir);
  if (configFile) await cacheUserModule(configFile, dir);
}

/**
 * The cache in `dir`, whose folder checks have passed: tags the folder as docsgen's cache and keeps the compiled
 * config in it (`configFile`, unless the config's load kept it already: `configKept`, the folder was tagged then).
 */
export async function openBuildCache(dir: string, configFile: string | null, configKept: boolean): Promise<BuildCache> {
  await keepCompiledConfig(dir, configKept ? null : configFile);
  const blobs = cacheBlobs(dir);
  const readings = DocReadings.load(dir);
  const writes: Promise<void>[] = [];
  const pluginImportsFile = path.join(dir, 'stages', 'plugin-imports.json');
  const pluginImports = readPluginImports(pluginImportsFile);
  return {
    dir,
    readDoc: readings.read,
    diskSink: (outDir, compress) => (compress ? new UpdatingDirSink(outDir, blobs, dir, codeFingerprint()) : new StagingDirSink(outDir, null, false)),
    usePages(env, configSource) {
      env.cache = { dir, ...siteRenderKey(env, configSource), sourceKeys: readings.keys };
    },
    startEarly(files, sink) {
      // Their hashes go with them, so placing them later does not hash them again.
      return files.map((file) => {
        if (Buffer.byteLength(file.content) < COMPRESS_EARLY_BYTES) return file;
        const hash = BlobStore.hashOf(file.content);
        sink.compressAhead?.(file.path, file.content, hash);
        return { ...file, hash };
      });
    },
    place: async (sink, file) => void (await placeThroughStore(sink, blobs, file)),
    async placePage(sink, page) {
      for (const file of page.linked ?? []) await sink.link(file.path, blobs.pathOf(file.hash), file.bytes, file.hash, file.facts);
      // Stored from contents the render hashed: the next build need not read them back to verify them.
      for (const file of page.written ?? []) blobs.noteStored(file.hash);
    },
    pluginImports,
    keepPluginImports(imports) {
      const json = JSON.stringify([...imports]);
      if (json !== JSON.stringify([...pluginImports])) writeBeside(pluginImportsFile, json);
    },
    search: { dir, blobs },
    keep: (write) => void writes.push(write),
    async close(ok) {
      readings.save();
      if (ok) await pruneCache(dir);
      blobs.saveVerified();
      await Promise.all(writes);
    },
  };
}
