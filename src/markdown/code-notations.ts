/**
 * VitePress' line notations in code (Shiki's transformers, `markdown.syntax: 'vitepress'` only): a comment at the
 * end of a line, `// [!code highlight]`, `[!code focus]`, `[!code ++]`, `[!code --]`, `[!code error]` or
 * `[!code warning]` (in any comment style: `#`, `--`, block comments, `<!-- -->`), marks that line, or with `:N` that line
 * and the N-1 after it. The comment is taken out of the code; the marks go to the highlighter as line classes. Pure.
 */

export type LineMark = 'highlight' | 'focus' | 'inserted' | 'deleted' | 'error' | 'warning';

const MARKS: Record<string, LineMark> = {
  highlight: 'highlight',
  hl: 'highlight',
  focus: 'focus',
  '++': 'inserted',
  '--': 'deleted',
  error: 'error',
  warning: 'warning',
};

/** The notation and the comment around it, at the end of a line (a line holding only it is left empty). */
const NOTATION = /[ \t]*(?:\/\/|#|--|\/\*|<!--|\{\/\*)[ \t]*\[!code (highlight|hl|focus|\+\+|--|error|warning)(?::(\d+))?\][ \t]*(?:\*\/\}|\*\/|-->)?[ \t]*$/;

export interface NotatedCode {
  code: string;
  /** 1-based line → its marks. */
  marks: Map<number, Set<LineMark>>;
}

export function readCodeNotations(code: string): NotatedCode {
  const marks = new Map<number, Set<LineMark>>();
  if (!code.includes('[!code ')) return { code, marks };
  const lines = code.split('\n');
  lines.forEach((line, index) => {
    const found = NOTATION.exec(line);
    if (!found) return;
    lines[index] = line.slice(0, found.index);
    const mark = MARKS[found[1]!]!;
    const count = Math.max(1, Math.min(Number(found[2] ?? 1), lines.length - index));
    for (let n = index + 1; n <= index + count; n++) marks.set(n, (marks.get(n) ?? new Set()).add(mark));
  });
  return { code: lines.join('\n'), marks };
}

/** The marks as a property value (`2:inserted 3:deleted,focus`), read back by `parseLineMarks`. */
export const formatLineMarks = (marks: ReadonlyMap<number, ReadonlySet<LineMark>>): string =>
  [...marks].map(([line, set]) => `${line}:${[...set].join(',')}`).join(' ');

export function parseLineMarks(value: string | null): Map<number, Set<string>> {
  const marks = new Map<number, Set<string>>();
  for (const part of (value ?? '').split(' ').filter(Boolean)) {
    const [line, names] = part.split(':');
    marks.set(Number(line), new Set(names!.split(',')));
  }
  return marks;
}
