/**
 * What `build()` takes and returns, and where it keeps its cache by default. Declarations only.
 */
import type { SiteConfig, UserConfig } from '../config/schema.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { MemorySink } from '../emit/sink.js';
import type { PageBudget } from '../pipeline/page-budget.js';
import type { SearchRecord } from '../../core/search/records.js';

export interface BuildOptions {
  /** Site root holding site.config.ts (default: the current folder). */
  root?: string;
  /** Config file path relative to the root, or a config object. */
  config?: string | UserConfig;
  /** Output folder (default: the config's `outDir`, relative to the root). */
  outDir?: string;
  /** Warnings fail the build too. */
  strict?: boolean;
  /** Build into memory instead of the output folder. */
  inMemory?: boolean;
  /** Render threads: 0 renders in this thread, with no page budget; default picks by site size and cores. */
  workers?: number;
  /**
   * The time (ms) and JavaScript heap (MB) each page may take on a render thread; a page over it is a located
   * error and the rest of the site is built. Default DEFAULT_PAGE_BUDGET (20 s, 1,024 MB).
   */
  pageBudget?: Partial<PageBudget>;
  /** Build only this locale's pages (`--locale`); default: every locale. */
  locale?: string;
  /** Write `.br` and `.gz` beside text files (disk builds; default true). */
  compress?: boolean;
  /**
   * The persistent build cache (rendered pages, compressed files), relative to the root: default `.docsgen/cache`
   * for disk builds; false turns it off (`--no-cache`). In-memory builds use one only when given a folder.
   */
  cacheDir?: string | false;
  onProgress?: (done: number, total: number) => void;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  pages: number;
  bytes: number;
  durationMs: number;
  /** Absolute output folder, or null for in-memory builds. */
  outDir: string | null;
  /** The files of an in-memory build. */
  files: MemorySink | null;
  /** The search records of every page (when the site has search), made when first read. */
  readonly records: SearchRecord[] | null;
  /** The validated config, or null when it could not be loaded. */
  config: SiteConfig | null;
  timings: Record<string, number>;
  /** Pages taken from the build cache instead of rendered. */
  cachedPages: number;
}

/** Where disk builds keep their cache by default, relative to the site root. */
export const DEFAULT_CACHE_DIR = '.docsgen/cache';
