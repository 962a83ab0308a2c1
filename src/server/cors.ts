/**
 * Which other origins may read the search endpoint's answers (`docsgen serve --cors`), and the CORS headers that
 * say so. Off unless configured: with no origins it adds no header at all. It decides headers only; it never
 * refuses a request (a browser enforces CORS, and other clients ignore it).
 */

/** The configured form of "any origin": `--cors '*'`. */
export const ANY_ORIGIN = '*';

/**
 * One configured origin in the form browsers send it (`https://docs.example.com`), `*` for any, or null when it is
 * not an http(s) origin (a path, query, user name or another scheme is a mistake, not something to trim).
 */
export function normaliseCorsOrigin(value: string): string | null {
  const trimmed = value.trim().replace(/\/$/, '');
  if (trimmed === ANY_ORIGIN) return ANY_ORIGIN;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const originOnly = url.pathname === '/' && !/[?#@]/.test(trimmed) && !trimmed.slice(url.protocol.length + 2).includes('/');
  return originOnly ? url.origin : null;
}

/** The headers for a response to a request from `origin` when `allowed` (normalised) may read it. */
export function corsHeaders(allowed: readonly string[], origin: string | undefined): Record<string, string> {
  if (!allowed.length) return {};
  if (allowed.includes(ANY_ORIGIN)) return { 'Access-Control-Allow-Origin': '*' };
  // The answer depends on the Origin header, so caches must keep one per origin.
  return origin !== undefined && allowed.includes(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' };
}

/** The extra headers of an answer to a preflight (OPTIONS) from an allowed origin; none for any other. */
export function preflightHeaders(allowed: readonly string[], origin: string | undefined): Record<string, string> {
  const headers = corsHeaders(allowed, origin);
  if (!headers['Access-Control-Allow-Origin']) return headers;
  return { ...headers, 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': '*', 'Access-Control-Max-Age': '86400' };
}
