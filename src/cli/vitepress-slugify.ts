/**
 * A VitePress config's own `markdown.anchor.slugify`, the function that makes its heading ids, read for `docsgen
 * init` by calling it: the config runs once more in the child process that runs configs (`evaluate-module.ts`),
 * through a probe module in a temporary folder (removed after) that imports it and gives back the function's ids of
 * a few headings. Those ids are compared with docsgen's VitePress slugs, which `markdown.anchors` can make keep the
 * case (`maintainCase`) and the hyphens at the ends (`trimHyphens: false`): Vue Test Utils' and Pinia Colada's copy
 * of VitePress' slugify does both. Any other difference is said with a heading that shows it, since links written
 * for the project's ids are then broken here.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EvaluateError, evaluateModule } from '../migrate/evaluate-module.js';
import { vitePressSlug, type VitePressSlugOptions } from '../markdown/headings.js';

/** Headings whose ids tell slug functions apart: case, accents, code and calls, punctuation at the ends, a leading digit. */
export const SLUG_SAMPLES = ['Wrapper methods', 'attachTo', 'Méthodes de Wrapper', 'Using get()', 'What is it?', '1. Install', 'A -- B'] as const;

/** What the project's slugify is as docsgen's options, and a heading it makes another id of than those options do. */
export interface SlugifyReading {
  /** `markdown.anchors.maintainCase`: the heading's case kept. */
  maintainCase: boolean;
  /** `markdown.anchors.trimHyphens: false`: the hyphens at an id's ends kept (`Using get()` is `#Using-get-`). */
  keepHyphens: boolean;
  /** A heading whose id differs from docsgen's with those options, or null when every sample's id is the same. */
  differs: { heading: string; theirs: string; ours: string } | null;
}

/** docsgen's ways to make VitePress' ids, its own first: the first one that makes every sample's id wins. */
const VARIANTS: readonly Required<VitePressSlugOptions>[] = [
  { maintainCase: false, keepHyphens: false },
  { maintainCase: true, keepHyphens: false },
  { maintainCase: false, keepHyphens: true },
  { maintainCase: true, keepHyphens: true },
];

/** Compares the project's ids of `SLUG_SAMPLES` (in order) with docsgen's ways: the one that makes most of them. Pure. */
export function readSlugify(ids: readonly (string | null)[]): SlugifyReading {
  const misses = (variant: VitePressSlugOptions) => SLUG_SAMPLES.filter((heading, n) => (ids[n] ?? null) !== vitePressSlug(heading, variant)).length;
  const best = VARIANTS.reduce((a, b) => (misses(b) < misses(a) ? b : a));
  const n = SLUG_SAMPLES.findIndex((heading, i) => (ids[i] ?? null) !== vitePressSlug(heading, best));
  return {
    ...best,
    differs: n < 0 ? null : { heading: SLUG_SAMPLES[n]!, theirs: ids[n] ?? '(it threw)', ours: vitePressSlug(SLUG_SAMPLES[n]!, best) },
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
export async function vitePressSlugify(configFile: string, projectFolder: string): Promise<SlugifyReading | { failure: string } | null> {
  const folder = mkdtempSync(path.join(tmpdir(), 'docsgen-slugify-'));
  try {
    const probe = path.join(folder, 'probe.mjs');
    writeFileSync(probe, probeText(path.resolve(configFile)));
    const ids = await evaluateModule(probe, { cwd: projectFolder, missingFiles: 'stand-in' });
    if (!Array.isArray(ids)) return null;
    return readSlugify(ids.map((id) => (typeof id === 'string' ? id : null)));
  } catch (error) {
    if (!(error instanceof EvaluateError)) throw error;
    return { failure: error.message };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
