/**
 * The one error type the MDX modules throw: a catalogue variant plus the place in the page it is about, so the
 * compiler can turn any of them into one located diagnostic. Only carries facts; wording is the catalogue's.
 */
import type { FactsOf } from '../../diagnostics/catalogue.js';

/** A position as remark (1-based column) or ESTree (0-based column) gives it; both carry a line. */
export interface SourcePoint {
  line: number;
  column: number;
}

export class MdxProblem extends Error {
  constructor(
    readonly facts: FactsOf<'mdx'>,
    /** Where in the page's body (line 1 = first body line, 1-based column), when known. */
    readonly at: SourcePoint | undefined,
  ) {
    super(facts.variant);
  }
}

/** Start of an ESTree node (remark-mdx gives every node a `loc`), as a 1-based line and column. */
export function estreeStart(node: unknown): SourcePoint | undefined {
  const loc = (node as { loc?: { start?: { line: number; column: number } } } | null)?.loc?.start;
  return loc ? { line: loc.line, column: loc.column + 1 } : undefined;
}

/** An error's own message, without a stack, for the diagnostic's text. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]!.slice(0, 300);
}
