/**
 * Reads the path and query of an incoming request without ever throwing: a request line that is not an
 * origin-form path (`//[`, `http://x/`, `%`) yields null so the server can answer 400. Must not touch the response.
 */

export interface RequestTarget {
  /** The raw path, still percent-encoded, always starting with one `/`. */
  pathname: string;
  /** The query string including its `?`, or ''. */
  search: string;
}

export function requestTarget(rawUrl: string | undefined): RequestTarget | null {
  const raw = rawUrl ?? '/';
  if (!raw.startsWith('/')) return null;
  const queryAt = raw.indexOf('?');
  const pathname = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const search = queryAt === -1 ? '' : raw.slice(queryAt);
  return { pathname, search };
}

/** The decoded path, or null when its percent-encoding is malformed or it holds a NUL byte. */
export function decodedPathname(target: RequestTarget): string | null {
  try {
    const decoded = decodeURIComponent(target.pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}
