/**
 * What a build has found out so far, turned into its `BuildResult` at whichever step it ends. Holds the
 * diagnostics and the step times; never decides whether the build passes.
 */
import type { SiteConfig } from '../config/schema.js';
import { DiagnosticBag, type Diagnostic } from '../diagnostics/diagnostic.js';
import { MemorySink, type OutputSink } from '../emit/sink.js';
import type { SiteRender } from '../pipeline/render-site.js';
import type { BuildResult } from './build-options.js';

export class BuildReport {
  readonly bag = new DiagnosticBag();
  readonly timings: Record<string, number> = {};
  config: SiteConfig | null = null;
  /** The output folder (absolute), for a build that writes one. */
  outDir: string | null = null;
  pages = 0;
  site: SiteRender | null = null;
  /** Where the output went; null when nothing of it is the build's (the build stopped on an error). */
  sink: OutputSink | null = null;
  private readonly started = performance.now();

  /** The result of a build that stopped on `diagnostics`. */
  failed(diagnostics: readonly Diagnostic[] = []): BuildResult {
    this.bag.addAll(diagnostics);
    return this.result(false);
  }

  result(ok: boolean): BuildResult {
    const { sink } = this;
    const siteRender = () => this.site;
    return {
      ok,
      diagnostics: this.bag.items,
      pages: this.pages,
      bytes: sink?.bytes ?? 0,
      durationMs: Math.round(performance.now() - this.started),
      outDir: sink && !(sink instanceof MemorySink) ? this.outDir : null,
      files: sink instanceof MemorySink ? sink : null,
      // Read from the render stage when asked for: a build from the cache has not parsed most pages' records.
      get records() {
        return siteRender()?.records ?? null;
      },
      config: this.config,
      timings: this.timings,
      cachedPages: this.site?.fromCache ?? 0,
    };
  }
}
