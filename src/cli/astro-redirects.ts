/**
 * The `redirects` of an Astro project's config (`{ '/old': '/new' }`, or `{ status, destination }` for a value),
 * for `docsgen init` to carry as docsgen's `redirects`. They are often spread from a module of their own
 * (`{ ...moved, '/a': '/b' }`), so the config is run, not read as text: in the child process that runs Docusaurus
 * configs (`migrate/evaluate-module.ts`), where the packages it imports get stand-ins and `defineConfig` gives its
 * argument back. Only when the config's text names `redirects`. A dynamic route (`/blog/[...slug]`) has no docsgen
 * equivalent and is listed as left out; a config that cannot be run is said as such, never a stack trace. Must not
 * write anything.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EvaluateError, evaluateModule } from '../migrate/evaluate-module.js';
import type { ForeignProject } from './init-project.js';

export interface RedirectEntry {
  from: string;
  to: string;
}

export interface AstroRedirects {
  entries: RedirectEntry[];
  /** The `from` paths of entries that could not be carried (dynamic routes, values of another shape). */
  leftOut: string[];
  /** Why the config could not be run, when it could not: nothing was carried. */
  failure: string | null;
}

const NONE: AstroRedirects = { entries: [], leftOut: [], failure: null };

/** A route with a parameter (`[slug]`, `[...path]`), which Astro fills at build time. */
const isDynamic = (route: string) => /\[[^\]]*\]/.test(route);

/** The address an Astro redirect value leads to: the value itself, or its `destination`. */
function destinationOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && typeof (value as { destination?: unknown }).destination === 'string') {
    return (value as { destination: string }).destination;
  }
  return null;
}

/** The config's redirects as docsgen entries, in the order written. */
export function redirectEntries(redirects: unknown): Pick<AstroRedirects, 'entries' | 'leftOut'> {
  if (typeof redirects !== 'object' || redirects === null || Array.isArray(redirects)) return { entries: [], leftOut: [] };
  const entries: RedirectEntry[] = [];
  const leftOut: string[] = [];
  for (const [from, value] of Object.entries(redirects)) {
    const to = destinationOf(value);
    if (to === null || !from.startsWith('/') || from.startsWith('//') || isDynamic(from) || isDynamic(to)) leftOut.push(from);
    else entries.push({ from, to });
  }
  return { entries, leftOut };
}

/** Runs `configFile` (absolute) when it writes `redirects`, and gives its redirects as docsgen entries. */
export async function astroRedirects(configFile: string): Promise<AstroRedirects> {
  if (!/\bredirects\b/.test(readFileSync(configFile, 'utf8'))) return NONE;
  let config: unknown;
  try {
    config = await evaluateModule(configFile, { cwd: path.dirname(configFile) });
  } catch (error) {
    if (!(error instanceof EvaluateError)) throw error;
    const where = error.at.line ? `${path.basename(error.at.file)}:${error.at.line}` : path.basename(error.at.file);
    return { ...NONE, failure: `${where}: ${error.message}` };
  }
  const redirects = typeof config === 'object' && config !== null ? (config as { redirects?: unknown }).redirects : undefined;
  return { ...redirectEntries(redirects), failure: null };
}

/** The Starlight project with its config's redirects, for site.config.ts and init's report. */
export async function withAstroRedirects(folder: string, project: ForeignProject): Promise<ForeignProject> {
  const { entries, leftOut, failure } = await astroRedirects(path.join(folder, project.configFile));
  if (!entries.length && !leftOut.length && failure === null) return project;
  return { ...project, redirects: { entries, leftOut, failure } };
}
