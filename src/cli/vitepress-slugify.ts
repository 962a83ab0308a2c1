/**
 * A VitePress config's own `markdown.anchor.slugify`, the function that makes its heading ids, read for `docsgen
 * init` by calling it: the config runs once more in the child process that runs configs (`evaluate-module.ts`),
 * through a probe module in a temporary folder (removed after) that imports it and gives back the function's ids of
 * a few headings. Those ids are compared with docsgen's VitePress slugs: the same with the case kept is
 * `markdown.anchors.maintainCase` (Vue Test Utils' copy of VitePress' slugify without its lower-casing); any other
 * difference is said with a heading that shows it, since links written for the project's ids are then broken here.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EvaluateError, evaluateModule } from '../migrate/evaluate-module.js';
import { vitePressSlug } from '../markdown/headings.js';

/** Headings whose ids tell slug functions apart: case, accents, code and calls, punctuation at the ends, a leading digit. */
export const SLUG_SAMPLES = ['Wrapper methods', 'attachTo', 'Méthodes de Wrapper', 'Using get()', 'What is it?', '1. Install', 'A -- B'] as const;

/** What the project's slugify is, next to docsgen's: whether it keeps the case, and a heading it makes another id of. */
export interface SlugifyReading {
  maintainCase: boolean;
  /** A heading whose id differs from docsgen's (with the case as read), or null when every sample's id is the same. */
  differs: { heading: string; theirs: string; ours: string } | null;
}

/** Compares the project's ids of `SLUG_SAMPLES` (in order) with docsgen's. Pure. */
export function readSlugify(ids: readonly (string | null)[]): SlugifyReading {
  const at = (n: number) => ids[n] ?? null;
  // The case is kept when a heading with capitals keeps them (`attachTo`), as an id of ours with the case kept would.
  const maintainCase = SLUG_SAMPLES.some((heading, n) => at(n) !== null && at(n) === vitePressSlug(heading, true) && at(n) !== vitePressSlug(heading));
  const n = SLUG_SAMPLES.findIndex((heading, i) => at(i) !== vitePressSlug(heading, maintainCase));
  return {
    maintainCase,
    differs: n < 0 ? null : { heading: SLUG_SAMPLES[n]!, theirs: at(n) ?? '(it threw)', ours: vitePressSlug(SLUG_SAMPLES[n]!, maintainCase) },
  };
}

/** The probe: the config as VitePress loads it (a function of Vite's env, a promise), then its slugify on the samples. */
function probeText(configFile: string): string {
  return [
    `import * as loaded from ${JSON.stringify(configFile)};`,
    `const samples = ${JSON.stringify(SLUG_SAMPLES)};`,
    'export default async function probe(env) {',
    '  let config = loaded.default ?? loaded;',
    "  if (typeof config === 'function') config = await config(env);",
    '  config = await config;',
    '  const slugify = config?.markdown?.anchor?.slugify;',
    "  if (typeof slugify !== 'function') return null;",
    '  return samples.map((sample) => {',
    '    try {',
    '      return String(slugify(sample));',
    '    } catch {',
    '      return null;',
    '    }',
    '  });',
    '}',
    '',
  ].join('\n');
}

/**
 * The project's `markdown.anchor.slugify` read as docsgen's ids, or null when the config has none or it cannot be
 * called (then a failure in words, for init to say).
 */
export async function vitePressSlugify(configFile: string): Promise<SlugifyReading | { failure: string } | null> {
  const folder = mkdtempSync(path.join(tmpdir(), 'docsgen-slugify-'));
  try {
    const probe = path.join(folder, 'probe.mjs');
    writeFileSync(probe, probeText(path.resolve(configFile)));
    const ids = await evaluateModule(probe, { cwd: path.dirname(path.resolve(configFile)), missingFiles: 'stand-in' });
    if (!Array.isArray(ids)) return null;
    return readSlugify(ids.map((id) => (typeof id === 'string' ? id : null)));
  } catch (error) {
    if (!(error instanceof EvaluateError)) throw error;
    return { failure: error.message };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
