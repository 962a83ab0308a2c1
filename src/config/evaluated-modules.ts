/**
 * What each site module (the config, a sidebars file) that a build ran exported, keyed (module-value-key.ts): noted
 * by user-module.ts while `withEvaluatedModules` runs, so that the record of that build can say which modules to
 * run again, and what they must give, before its output may be taken as current. One run at a time per process
 * (the CLI's build): a second run started meanwhile notes into the same map, which can only make the record list
 * more modules to check. Not an AsyncLocalStorage: on Node 20 that slows every promise of the build.
 */
import path from 'node:path';
import { moduleValueKey } from './module-value-key.js';

/** Absolute file → the key of what it exported (null: a value that cannot be keyed). */
export type EvaluatedModules = Map<string, string | null>;

let running: EvaluatedModules | null = null;

/** Notes a module's export for the run under way (none: nothing is noted). */
export function noteEvaluatedModule(file: string, exported: unknown): void {
  if (!running) return;
  const absolute = path.resolve(file);
  const key = moduleValueKey(exported);
  // Run twice with different results: no key can stand for it.
  running.set(absolute, running.has(absolute) && running.get(absolute) !== key ? null : key);
}

/** Runs `work`, and gives the site modules it ran with the keys of what they exported. */
export async function withEvaluatedModules<T>(work: () => Promise<T>): Promise<{ result: T; modules: EvaluatedModules }> {
  const modules: EvaluatedModules = (running ??= new Map());
  try {
    return { result: await work(), modules };
  } finally {
    if (running === modules) running = null;
  }
}
