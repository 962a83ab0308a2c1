/**
 * Build feedback on the terminal: a progress bar while pages render (only on an interactive terminal, never in
 * CI), then one summary line. Knows nothing about building.
 */
import cliProgress from 'cli-progress';
import pc from 'picocolors';
import type { BuildResult } from '../session/build.js';
import { plural } from '../diagnostics/format.js';

export function shouldShowProgress(stream: NodeJS.WriteStream = process.stderr): boolean {
  return Boolean(stream.isTTY) && !process.env.CI;
}

export function createProgress(enabled: boolean): { update(done: number, total: number): void; stop(): void } {
  if (!enabled) return { update() {}, stop() {} };
  const bar = new cliProgress.SingleBar(
    { format: `${pc.cyan('rendering')} {bar} {value}/{total} pages`, hideCursor: true, clearOnComplete: true, stream: process.stderr },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(done, total) {
      if (!started) {
        bar.start(total, 0);
        started = true;
      }
      bar.update(done);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `hadOutput`: a failed build says the previous output is untouched only when there was one. */
export function summaryLine(
  result: Pick<BuildResult, 'ok' | 'diagnostics' | 'pages' | 'cachedPages' | 'bytes' | 'durationMs'>,
  strict: boolean,
  outDirLabel: string,
  hadOutput = true,
): string {
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = result.diagnostics.length - errors;
  const counts = `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
  const time = `${(result.durationMs / 1000).toFixed(2)} s`;
  if (result.ok) {
    const cached = result.cachedPages ? ` (${result.cachedPages} from the cache)` : '';
    return `${pc.green('✔ built')} ${plural(result.pages, 'page')}${cached} in ${time} · ${counts} · ${formatBytes(result.bytes)} written to ${outDirLabel}`;
  }
  const why = errors === 0 && strict ? ' (--strict makes warnings fail)' : '';
  const output = hadOutput ? `the previous output in ${outDirLabel} is untouched` : 'nothing was written';
  return `${pc.red('✖ build failed')} with ${counts}${why} in ${time} · ${output}`;
}
