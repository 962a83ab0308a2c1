/**
 * Finds, in a page's text, the shapes known to make parsing or evaluation take far more time or memory than the
 * page's size suggests: long runs of emphasis delimiters in one paragraph (`*a_*a_…`: the parser's delimiter
 * matching is quadratic), tables of very many rows, very many link reference definitions or footnotes, deep
 * nesting, and in MDX a `process.exit` call or an endless loop. Used only after a page went over its budget, to
 * name the likely cause. One pass over the lines, no parsing: it must stay linear on the very inputs that make the
 * parser slow, and it must not decide anything but what to name.
 */

export type CostlyConstruct =
  /** `count` delimiters (`*`, `_`) in the paragraph that starts at `line`. */
  | { kind: 'emphasis-run'; line: number; count: number }
  /** A table (a block of lines holding `|`) of `count` rows starting at `line`. */
  | { kind: 'table-rows'; line: number; count: number }
  /** `count` link reference definitions (`[name]: /url`), the first at `line`. */
  | { kind: 'link-definitions'; line: number; count: number }
  /** `count` footnote definitions (`[^name]: text`), the first at `line`. */
  | { kind: 'footnotes'; line: number; count: number }
  /** Quotes, list items or brackets nested `count` deep at `line`. */
  | { kind: 'nesting'; line: number; count: number }
  /** MDX code calling `process.<call>` at `line`. */
  | { kind: 'exit-call'; line: number; call: string }
  /** MDX code with a loop that has no end condition (`while (true)`, `for (;;)`) at `line`. */
  | { kind: 'endless-loop'; line: number };

type CountedKind = Extract<CostlyConstruct, { count: number }>['kind'];

/** How many of a shape a page needs before the shape is worth naming: each is at least a second of parsing. */
export const COSTLY_COUNTS: Readonly<Record<CountedKind, number>> = {
  'emphasis-run': 1_000,
  'table-rows': 1_000,
  'link-definitions': 1_000,
  footnotes: 1_000,
  nesting: 50,
};

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_MARKER = /^\s*[-+*]\s/;
const LINK_DEFINITION = /^ {0,3}\[(?!\^)[^\]]+\]:/;
const FOOTNOTE_DEFINITION = /^ {0,3}\[\^[^\]]+\]:/;
const EXIT_CALL = /\bprocess\s*\.\s*(exit|reallyExit|abort|kill)\b/;
const ENDLESS_LOOP = /\bwhile\s*\(\s*(?:true|1|!0)\s*\)|\bfor\s*\(\s*;\s*;\s*\)/;

/** How many times `char` occurs in `line`. */
function countOf(line: string, chars: string): number {
  let count = 0;
  for (let i = 0; i < line.length; i++) if (chars.includes(line[i]!)) count++;
  return count;
}

/** The longest run of `char` in `line`. */
function longestRun(line: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < line.length; i++) {
    run = line[i] === char ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

/** How deeply the line's start nests quotes and list items (two spaces of indentation per level). */
function blockDepth(line: string): number {
  const quotes = /^(?:\s*>)+/.exec(line)?.[0];
  const quoteDepth = quotes ? countOf(quotes, '>') : 0;
  const listIndent = /^( *)(?:[-+*]|\d{1,9}[.)])\s/.exec(line)?.[1]?.length;
  return Math.max(quoteDepth, listIndent === undefined ? 0 : Math.floor(listIndent / 2) + 1);
}

/**
 * The costly shapes the text holds, the one furthest over its count first (the code shapes of an MDX page come
 * first of all). Lines are counted from 1 in `text`. Fenced code is skipped.
 */
export function findCostlyConstructs(text: string, mdx: boolean): CostlyConstruct[] {
  const counted = new Map<CountedKind, { line: number; count: number }>();
  const keepLargest = (kind: CountedKind, line: number, count: number) => {
    if (count > (counted.get(kind)?.count ?? 0)) counted.set(kind, { line, count });
  };
  const code: CostlyConstruct[] = [];
  let fence: string | null = null;
  let paragraph = { line: 0, delimiters: 0 };
  let table = { line: 0, rows: 0 };
  const definitions = { link: { line: 0, count: 0 }, footnote: { line: 0, count: 0 } };
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const number = i + 1;
    const opens = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (opens && opens[0] === fence[0] && opens.length >= fence.length) fence = null;
      continue;
    }
    if (opens) {
      fence = opens;
      continue;
    }
    if (line.trim() === '') {
      paragraph = { line: 0, delimiters: 0 };
      table = { line: 0, rows: 0 };
      continue;
    }
    if (paragraph.line === 0) paragraph.line = number;
    // A list item's marker (`* item`) is no emphasis delimiter.
    paragraph.delimiters += countOf(line.replace(LIST_MARKER, ''), '*_');
    keepLargest('emphasis-run', paragraph.line, paragraph.delimiters);
    if (line.includes('|')) {
      if (table.line === 0) table.line = number;
      keepLargest('table-rows', table.line, ++table.rows);
    } else table = { line: 0, rows: 0 };
    const definition = FOOTNOTE_DEFINITION.test(line) ? definitions.footnote : LINK_DEFINITION.test(line) ? definitions.link : null;
    if (definition && definition.count++ === 0) definition.line = number;
    keepLargest('nesting', number, Math.max(blockDepth(line), longestRun(line, '['), longestRun(line, '(')));
    if (mdx) {
      const call = EXIT_CALL.exec(line)?.[1];
      if (call && !code.some((c) => c.kind === 'exit-call')) code.push({ kind: 'exit-call', line: number, call });
      if (ENDLESS_LOOP.test(line) && !code.some((c) => c.kind === 'endless-loop')) code.push({ kind: 'endless-loop', line: number });
    }
  }
  if (definitions.link.count) counted.set('link-definitions', definitions.link);
  if (definitions.footnote.count) counted.set('footnotes', definitions.footnote);
  const over = [...counted]
    .filter(([kind, { count }]) => count >= COSTLY_COUNTS[kind])
    .sort(([a, x], [b, y]) => y.count / COSTLY_COUNTS[b] - x.count / COSTLY_COUNTS[a])
    .map(([kind, { line, count }]) => ({ kind, line, count }) as CostlyConstruct);
  return [...code, ...over];
}
