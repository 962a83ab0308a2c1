/**
 * The `redirects` of an Astro project's config (`{ '/old': '/new' }`, or `{ status, destination }` for a value),
 * for `docsgen init` to carry as docsgen's `redirects`. They are often spread from a module of their own
 * (`{ ...moved, '/a': '/b' }`), so they are read from the config as run (`project-config-facts.ts`), not from its
 * text. A dynamic route (`/blog/[...slug]`) has no docsgen equivalent and is listed as left out. Pure.
 */

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
