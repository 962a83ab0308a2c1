/**
 * The documented limits of the search endpoint and the schema a request body must pass before the engine sees
 * it. A wrong body becomes a list of field errors (`requests[0].hitsPerPage: …`), never an internal message.
 * Unknown parameters are dropped, not passed on. Pure: no I/O.
 */
import { z } from 'zod';
import type { QueryRequest } from '../../core/search/engine.js';

/** The limits, as the README documents them. */
export const SEARCH_LIMITS = {
  /** Request body size in bytes. */
  bodyBytes: 64 * 1024,
  /** Queries in one request. */
  queries: 50,
  /** Characters in one query. */
  queryLength: 512,
  /** Hits per page (Algolia's own maximum). */
  hitsPerPage: 1000,
  /** Entries in `facetFilters`, counting nested ones. */
  facetFilters: 20,
  /** Milliseconds one request may search before it is answered 503. */
  timeMs: 2000,
  /** Requests waiting for a search thread before new ones are answered 503. */
  queueLength: 64,
} as const;

const UNSAFE_SEGMENT = /(^|\.)(__proto__|prototype|constructor)(\.|$)/;
const attributePath = z
  .string()
  .max(100)
  .regex(/^(\*|[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*)$/, 'expected an attribute name such as "hierarchy.lvl1"')
  .refine((value) => !UNSAFE_SEGMENT.test(value), 'names a reserved property');
const facetValue = z.string().max(200);

const queryRequest = z.object({
  indexName: z.string().min(1).max(256),
  query: z.string().max(SEARCH_LIMITS.queryLength).optional(),
  hitsPerPage: z.number().int().min(0).max(SEARCH_LIMITS.hitsPerPage).optional(),
  page: z.number().int().min(0).max(1000).optional(),
  attributesToRetrieve: z.array(attributePath).max(20).optional(),
  attributesToSnippet: z
    .array(
      z
        .string()
        .max(100)
        .regex(/^[A-Za-z_][\w.]*(:\d{1,3})?$/, 'expected "attribute:words" such as "content:10"')
        .refine((v) => !UNSAFE_SEGMENT.test(v.split(':')[0]!), 'names a reserved property'),
    )
    .max(20)
    .optional(),
  snippetEllipsisText: z.string().max(16).optional(),
  highlightPreTag: z.string().max(64).optional(),
  highlightPostTag: z.string().max(64).optional(),
  clickAnalytics: z.boolean().optional(),
  facetFilters: z
    .union([facetValue, z.array(z.union([facetValue, z.array(facetValue).max(SEARCH_LIMITS.facetFilters)])).max(SEARCH_LIMITS.facetFilters)])
    .refine(
      (filters) => typeof filters === 'string' || filters.flat().length <= SEARCH_LIMITS.facetFilters,
      `at most ${SEARCH_LIMITS.facetFilters} filters in all`,
    )
    .optional(),
  optionalWords: z.union([z.string().max(SEARCH_LIMITS.queryLength), z.array(z.string().max(100)).max(20)]).optional(),
  /** Algolia's `distinct` (0–4); the engine keeps one hit per page for any truthy value. */
  distinct: z.union([z.boolean(), z.number().int().min(0).max(4)]).optional(),
});

const body = z.object({ requests: z.array(queryRequest).min(1).max(SEARCH_LIMITS.queries) });

export interface FieldError {
  /** `requests[0].hitsPerPage`, or `(body)`. */
  field: string;
  message: string;
}

function fieldName(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
  return out || '(body)';
}

/** The validated requests, or every field that is wrong. */
export function parseSearchBody(value: unknown): { requests: QueryRequest[] } | { errors: FieldError[] } {
  const result = body.safeParse(value);
  if (result.success) return { requests: result.data.requests };
  return { errors: result.error.issues.map((issue) => ({ field: fieldName(issue.path), message: issue.message })) };
}
