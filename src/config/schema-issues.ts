/**
 * How the config schema's own checks (unknown icon names, bad locale codes) hand their facts to the catalogue:
 * the schema adds a zod issue carrying the facts, and `load.ts` turns it into a located `config-invalid`
 * diagnostic, adding the key path. Words nothing itself and reads no files.
 */
import type { z } from 'zod';
import type { FactsOf } from '../diagnostics/catalogue.js';

type ConfigInvalidFacts = FactsOf<'config-invalid'>;
/** The facts of a variant, less the key path that `load.ts` adds from the issue's path. */
type WithoutKeyPath<T> = T extends { keyPath: string } ? Omit<T, 'keyPath'> : never;
export type SchemaCheckFacts = WithoutKeyPath<ConfigInvalidFacts>;

interface SchemaCheckParams {
  docsgenFacts: SchemaCheckFacts;
  /** A value as written in the config (a name, a code), to find its line. */
  docsgenValue?: string;
}

/** Reports a failed check of the schema's own, at `path` below the value being checked. */
export function addSchemaCheckIssue(ctx: z.RefinementCtx, path: PropertyKey[], facts: SchemaCheckFacts, value?: string): void {
  const params: SchemaCheckParams = { docsgenFacts: facts, docsgenValue: value };
  ctx.addIssue({ code: 'custom', path, message: facts.variant, params });
}

/** The facts (less the key path) and the value of an issue added by `addSchemaCheckIssue`, or null for any other issue. */
export function schemaCheckOf(issue: z.core.$ZodIssue): { facts: SchemaCheckFacts; value?: string } | null {
  if (issue.code !== 'custom') return null;
  const params = issue.params as Partial<SchemaCheckParams> | undefined;
  if (!params?.docsgenFacts) return null;
  return { facts: params.docsgenFacts, value: params.docsgenValue };
}
