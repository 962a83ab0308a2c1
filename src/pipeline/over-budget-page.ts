/**
 * The result of a page whose render thread ended while the page was on it (out of time, out of memory, or an exit
 * its code called): no files, and one located error naming the likely cause, found by a cheap scan of the page's
 * text. Must not render or parse the page: that is what went over the budget.
 */
import type { Doc } from '../content/docs.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { findCostlyConstructs, type CostlyConstruct } from '../markdown/costly-constructs.js';
import type { PageBudget, ThreadEnd } from './page-budget.js';
import type { RenderedPage } from './pages.js';

const MARKDOWN_SHAPES = ['emphasis-run', 'table-rows', 'link-definitions', 'footnotes', 'nesting'] as const;

/** The shapes that can explain each kind of end: an exit comes from code, time from code or Markdown, memory from Markdown. */
const EXPLAINS: Readonly<Record<ThreadEnd['kind'], readonly CostlyConstruct['kind'][]>> = {
  exit: ['exit-call'],
  time: ['endless-loop', ...MARKDOWN_SHAPES],
  memory: MARKDOWN_SHAPES,
};

/** The shape in the page's text that best explains how its render ended, or null. */
function likelyCause(doc: Doc, end: ThreadEnd): CostlyConstruct | null {
  return findCostlyConstructs(doc.body, doc.format === 'mdx').find((c) => EXPLAINS[end.kind].includes(c.kind)) ?? null;
}

/** The construct as the catalogue words it (without its line, which locates the diagnostic). */
function shapeOf(construct: CostlyConstruct | null) {
  if (!construct) return null;
  const { line: _line, ...shape } = construct;
  return shape;
}

export function overBudgetPage(doc: Doc, end: ThreadEnd, budget: PageBudget): RenderedPage {
  const cause = likelyCause(doc, end);
  const shape = shapeOf(cause);
  const at = { file: doc.file, line: doc.bodyLineOffset + (cause?.line ?? 1) };
  const problem =
    end.kind === 'time'
      ? diagnostic('page-over-budget', 'error', { variant: 'time', limitMs: budget.timeoutMs, shape }, at)
      : end.kind === 'memory'
        ? diagnostic('page-over-budget', 'error', { variant: 'memory', limitMb: budget.heapMb, shape }, at)
        : diagnostic('page-over-budget', 'error', { variant: 'exit', code: end.code, shape }, at);
  return { files: [], records: [], route: doc.route, file: doc.file, links: [], headingIds: new Set(), diagnostics: [problem], assets: [] };
}
