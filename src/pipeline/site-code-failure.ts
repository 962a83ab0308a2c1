/**
 * The site's own code failing outside any page (an `error` event of a program it spawned that nobody listens for, a
 * promise nobody awaits), as a diagnostic: in the CLI's process or on a render thread, where a Markdown plugin runs.
 * Pure: decides nothing about what the build or dev server does next.
 */
import path from 'node:path';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { packageRoot } from '../util/package-root.js';

/** What a failure says, as plain data a render thread can post. */
export interface StrayFailure {
  message: string;
  code?: string;
  syscall?: string;
  path?: string;
}

/** The parts of a thrown value that say what failed. */
export function strayFailureOf(error: unknown): StrayFailure {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof failure[key] === 'string' ? { [key]: failure[key] } : {});
  const message = typeof failure.message === 'string' ? failure.message : String(error);
  return { message, ...text('code'), ...text('syscall'), ...text('path') };
}

/** The most of a failure's message told: its first lines (esbuild's "Build failed with 3 errors:" and the errors). */
const REASON_LINES = 6;
const REASON_CHARACTERS = 900;

/** A failure's message, its first non-blank lines, each trimmed, without a stack's `at …` lines. */
function reasonOf(message: string): string {
  const lines = message
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^at\s/.test(line))
    .slice(0, REASON_LINES);
  const text = lines.join('\n');
  return text.length > REASON_CHARACTERS ? `${text.slice(0, REASON_CHARACTERS - 1)}…` : text;
}

/** `file` as a path inside docsgen's own folder (not its packages), or undefined when it is elsewhere. */
function docsgenFileOf(file: string | undefined): string | undefined {
  if (!file || !path.isAbsolute(file)) return undefined;
  const inside = path.relative(packageRoot(), file);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside) || inside.split(path.sep).includes('node_modules')) return undefined;
  return inside.split(path.sep).join('/');
}

/** A failure of the site's code outside any page, as a diagnostic; `keepsServing` for dev, which goes on. */
export function siteCodeFailure(error: unknown, keepsServing = false): Diagnostic {
  const { message, code, syscall, path: failedPath } = strayFailureOf(error);
  // `spawn flow ENOENT`: the program the code starts is not installed.
  const program = code === 'ENOENT' && syscall?.startsWith('spawn') && failedPath !== undefined ? failedPath : undefined;
  // A file of docsgen's own that cannot be read (templates/page.html missing from a copy of it): no fault of the site.
  const installFile = program ? undefined : docsgenFileOf(failedPath);
  const facts = {
    reason: reasonOf(message),
    ...(program ? { program } : {}),
    ...(installFile ? { installFile } : {}),
    ...(keepsServing ? { keepsServing } : {}),
  };
  return diagnostic('site-code-failed', 'error', facts, {});
}
