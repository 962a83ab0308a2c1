/**
 * remark step for fenced code: reads what the fence line says after the language (`title="…"`, `{1,3-5}`,
 * `showLineNumbers` or `showLineNumbers=5`, Expressive Code's text markers `"text"`, `ins="…"`, `del="…"` and its line
 * markers `mark={…}`, `ins={…}`, `del={…}`, with `add` and `rem` for `ins` and `del`) and the magic comments in the code (`highlight-next-line`,
 * `highlight-start` … `highlight-end`, written with `//`, a block comment, `#`, `--` or `<!-- -->`), removes those
 * comment lines from the code, and carries the result on the `<code>` element as hast properties
 * (`data-title`, `data-highlight`, `data-line-numbers`, `data-text-markers`). Under `markdown.syntax: 'starlight'` it
 * also applies Expressive Code's frames (`code-frames.ts`): a file-name comment becomes the title, and `frame="…"`
 * and shell languages give `data-frame`. Properties survive rehype-raw re-parsing a page,
 * which `data.meta` does not. Reports malformed ranges, unknown frames and unbalanced magic comments at their line.
 * Renders nothing: `highlight.ts` turns the properties into line markup.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { diagnostic, type FactsOf } from '../diagnostics/catalogue.js';
import { formatLineMarks, readCodeNotations, type LineMark } from './code-notations.js';
import { frameKindOf, frameOfBlock, takeFileNameComment } from './code-frames.js';
import { contextOf, type MarkdownFileContext } from './context.js';
import { hasNestedRepetition, markerExpression, type TextMark } from './text-markers.js';

export interface CodeMeta {
  title: string | null;
  /** Text markers, in the order written (`"text"`, `ins="text"`, `del="text"`, `mark="text"`, and `/regex/` forms). */
  markers: TextMark[];
  /** Expressive Code's `lang="js"` on a `diff` block: the language its lines are in. */
  diffLang?: string;
  /** 1-based line numbers from `{…}` ranges, as written (checked against the code's length later). */
  lines: number[];
  /** 1-based line numbers from Expressive Code's `ins={…}` (or `add={…}`) and `del={…}` (or `rem={…}`) ranges. */
  insertedLines: number[];
  deletedLines: number[];
  /** Labels of Expressive Code's labelled ranges (`ins={"A":5-7}`), which docsgen does not draw: their lines are marked. */
  rangeLabels: string[];
  /** Ranges that could not be read, as written. */
  badRanges: string[];
  /** The first line's number when `showLineNumbers` is set, else null. */
  lineNumbersFrom: number | null;
  /** Expressive Code's `frame="…"`, as written (read under `markdown.syntax: 'starlight'`). */
  frame?: string;
}

/** Longest range read from `{…}`: a typo such as `{1-99999999}` must not build a huge set. */
const MAX_RANGE = 10_000;

/**
 * A meta string's tokens: Expressive Code's `/regular expression/` marker (bare or after `ins=`, `del=`, `mark=`,
 * `add=`, `rem=`; a `\/` in it is a slash, and it may hold spaces), `key=value` (the value quoted, a `{…}` range that
 * may hold spaces, or bare), a `{…}` range, a quoted string (Expressive Code's text marker, `"<Preview {post} />"`,
 * whose braces are no range) or a bare word.
 */
const META_TOKEN =
  /(?<!\S)(?:(ins|del|mark|add|rem)=)?\/((?:[^\\\n]|\\.)*?)\/(?=\s|$)|([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|(\S+))|\{([^}]*)\}|"([^"]*)"|'([^']*)'|(\S+)/g;

/** Expressive Code's marker keys: `add` and `rem` are other names for `ins` and `del`. */
const MARKER_KINDS: Record<string, TextMark['kind']> = { mark: 'mark', ins: 'ins', add: 'ins', del: 'del', rem: 'del' };

/** Reads a fence's meta string. Other words (`live`…) are ignored, as Docusaurus does; `npm2yarn` is `npm2yarn.ts`'s. */
export function parseCodeMeta(meta: string): CodeMeta {
  const result: CodeMeta = {
    title: null,
    markers: [],
    lines: [],
    insertedLines: [],
    deletedLines: [],
    rangeLabels: [],
    badRanges: [],
    lineNumbersFrom: null,
  };
  for (const m of meta.matchAll(META_TOKEN)) {
    const [, expressionKey, expression, key, double, single, keyRanges, bare, ranges, markedDouble, markedSingle, word] = m;
    const marked = markedDouble ?? markedSingle;
    if (expression !== undefined) {
      // As Expressive Code reads it: `\\` and `\/` lose their backslash, every other escape stays the expression's.
      const source = expression.replace(/\\([\\/])/g, '$1');
      if (source) result.markers.push({ text: source, kind: MARKER_KINDS[expressionKey ?? 'mark']!, regex: true });
    } else if (key !== undefined) {
      const value = double ?? single ?? bare ?? '';
      const markerKind = MARKER_KINDS[key];
      if (markerKind && keyRanges !== undefined) {
        const into = markerKind === 'ins' ? result.insertedLines : markerKind === 'del' ? result.deletedLines : result.lines;
        readRanges(keyRanges, result, into);
      } else if (key === 'title') result.title = value;
      else if (key === 'showLineNumbers') result.lineNumbersFrom = /^\d+$/.test(value) ? Number(value) : 1;
      else if (markerKind && (double ?? single)) result.markers.push({ text: (double ?? single)!, kind: markerKind });
      else if (key === 'lang' && /^[\w+#.-]+$/.test(value)) result.diffLang = value;
      else if (key === 'frame') result.frame = value;
    } else if (marked) {
      result.markers.push({ text: marked, kind: 'mark' });
    } else if (ranges !== undefined) {
      readRanges(ranges, result, result.lines);
    } else if (word === 'showLineNumbers') {
      result.lineNumbersFrom = 1;
    }
  }
  return result;
}

/** Reads `{…}`'s inside into `lines`; a leading label (Expressive Code's `"A":5-7`) is kept aside in `rangeLabels`. */
function readRanges(text: string, meta: CodeMeta, lines: number[]): void {
  const labelled = /^\s*(["'])(.+?)\1\s*:/.exec(text);
  if (labelled) meta.rangeLabels.push(labelled[2]!);
  for (const part of text.slice(labelled?.[0].length ?? 0).split(',')) {
    const item = part.trim();
    if (!item) continue;
    const m = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(item);
    const from = m ? Number(m[1]) : NaN;
    const to = m?.[2] !== undefined ? Number(m[2]) : from;
    if (!m || from < 1 || to < from) {
      meta.badRanges.push(item);
      continue;
    }
    for (let line = from; line <= Math.min(to, from + MAX_RANGE); line++) lines.push(line);
  }
}

type Magic = 'highlight-next-line' | 'highlight-start' | 'highlight-end';
const MAGIC_COMMENT = /^\s*(?:\/\/|#|--|\/\*|<!--)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/|-->)?\s*$/;

export interface MagicResult {
  /** The code without the magic comment lines. */
  code: string;
  /** 1-based lines of `code` the comments highlight. */
  lines: number[];
  /** Problems, each with the 0-based index of its line in the original code. */
  problems: { index: number; variant: 'unclosed-highlight' | 'stray-highlight-end' }[];
}

/** Applies and removes the magic comments of one code block. */
export function applyMagicComments(code: string): MagicResult {
  const kept: string[] = [];
  const lines: number[] = [];
  const problems: MagicResult['problems'] = [];
  const open: number[] = [];
  let next = 0;
  code.split('\n').forEach((line, index) => {
    const magic = MAGIC_COMMENT.exec(line)?.[1] as Magic | undefined;
    if (magic === 'highlight-next-line') next++;
    else if (magic === 'highlight-start') open.push(index);
    else if (magic === 'highlight-end') {
      if (open.pop() === undefined) problems.push({ index, variant: 'stray-highlight-end' });
    } else {
      kept.push(line);
      if (next > 0 || open.length > 0) lines.push(kept.length);
      if (next > 0) next--;
    }
  });
  for (const index of open) problems.push({ index, variant: 'unclosed-highlight' });
  return { code: kept.join('\n'), lines, problems };
}

/**
 * A `diff` block written in another language (Expressive Code's ```` ```diff lang="js" ````): its `+` and `-` lines
 * marked inserted and deleted and their first character taken out, and, when every line starts with `+`, `-` or a
 * space, that space too, so the code reads as the language it is in. Header lines (`+++`, `---`) stay as written.
 */
export function readDiffLines(code: string): { code: string; marks: Map<number, Set<LineMark>> } {
  const lines = code.split('\n');
  const marks = new Map<number, Set<LineMark>>();
  const prefixed = lines.every((line) => line === '' || /^[+\- ]/.test(line));
  const out = lines.map((line, i) => {
    if (/^(\+\+\+|---)(\s|$)/.test(line)) return line;
    if (line.startsWith('+') || line.startsWith('-')) {
      marks.set(i + 1, new Set<LineMark>([line.startsWith('+') ? 'inserted' : 'deleted']));
      return line.slice(1);
    }
    return prefixed && line.startsWith(' ') ? line.slice(1) : line;
  });
  return { code: out.join('\n'), marks };
}

/** `js{1,3}` (no space) and a fence with no language but meta (```` ``` title="x" ````) are read too. */
function splitLangAndMeta(node: Code): { lang: string | null; meta: string } {
  let lang = node.lang ?? null;
  let meta = node.meta ?? '';
  if (lang && /[={"']/.test(lang)) {
    const brace = /^([\w+#.-]+)(\{.*)$/.exec(lang);
    if (brace) {
      lang = brace[1]!;
      meta = `${brace[2]} ${meta}`;
    } else {
      meta = `${lang} ${meta}`;
      lang = null;
    }
  }
  return { lang, meta };
}

function report(ctx: MarkdownFileContext, node: Code, facts: FactsOf<'code-block-meta'>, lineIndex: number | null): void {
  const start = node.position?.start;
  // The fence is the node's first line, so code line i (0-based) is i + 1 lines below it.
  const at = start
    ? { file: ctx.file, line: start.line + ctx.lineOffset + (lineIndex === null ? 0 : lineIndex + 1), column: start.column }
    : { file: ctx.file };
  ctx.diagnostics.push(diagnostic('code-block-meta', 'warning', facts, at));
}

export function remarkCodeMeta() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    visit(tree, 'code', (node) => {
      const { lang, meta } = splitLangAndMeta(node);
      node.lang = lang;
      node.meta = meta.trim() || null;
      const parsed = parseCodeMeta(meta);
      const diff = lang === 'diff' && parsed.diffLang ? readDiffLines(node.value) : null;
      if (diff) {
        node.lang = parsed.diffLang!;
        node.value = diff.code;
      }
      // Expressive Code (Starlight) marks the fence's `{…}` lines before it takes the file-name comment out: they count the
      // lines as written, and a marked line taken out is marked no more.
      const starlight = ctx.site.syntax === 'starlight';
      const frameKind = starlight && parsed.frame !== undefined ? frameKindOf(parsed.frame) : 'auto';
      if (starlight && frameKind === null) report(ctx, node, { variant: 'bad-frame', frame: parsed.frame! }, null);
      const named = starlight && parsed.title === null && frameKind !== 'none' ? takeFileNameComment(node.value, lang) : null;
      if (named) node.value = named.code;
      const taken = named?.removed ?? [];
      /** Each range line as written, and where it is in the code left (null: taken out with the comment). */
      const place = (lines: number[]) =>
        lines.map((written) => ({
          written,
          line: taken.includes(written - 1) ? null : written - taken.filter((index) => index < written - 1).length,
        }));
      const ranged = place(parsed.lines);
      const insertedRanged = place(parsed.insertedLines);
      const deletedRanged = place(parsed.deletedLines);
      const rangeLines = ranged.flatMap(({ line }) => (line === null ? [] : [line]));
      const title = named?.title ?? parsed.title;
      const frame = starlight ? frameOfBlock(frameKind ?? 'auto', lang, title, node.value) : 'code';
      const source = node.value;
      const notated = ctx.site.syntax === 'vitepress' ? readCodeNotations(source) : null;
      const magic = applyMagicComments(notated?.code ?? node.value);
      for (const range of parsed.badRanges) report(ctx, node, { variant: 'bad-range', range }, null);
      for (const label of parsed.rangeLabels) report(ctx, node, { variant: 'range-label', label }, null);
      for (const marker of parsed.markers) {
        if (!marker.regex) continue;
        if (!markerExpression(marker.text)) report(ctx, node, { variant: 'bad-marker-expression', expression: marker.text }, null);
        else if (hasNestedRepetition(marker.text)) report(ctx, node, { variant: 'slow-marker-expression', expression: marker.text }, null);
      }
      for (const problem of magic.problems) report(ctx, node, { variant: problem.variant }, problem.index);
      const lineCount = magic.code.split('\n').length;
      const beyond = [...ranged, ...insertedRanged, ...deletedRanged].find(({ line }) => line !== null && line > lineCount);
      if (beyond !== undefined) report(ctx, node, { variant: 'line-out-of-range', line: beyond.written, lines: lineCount + taken.length }, null);
      const lineMarks = new Map(diff?.marks);
      for (const [line, set] of notated?.marks ?? []) lineMarks.set(line, new Set([...(lineMarks.get(line) ?? []), ...set]));
      const marked = lineMarks.size ? lineMarks : null;
      const notedHighlights = marked ? [...marked].filter(([, set]) => set.has('highlight')).map(([line]) => line) : [];
      const highlighted = [...new Set([...rangeLines, ...magic.lines, ...notedHighlights])].filter((l) => l <= lineCount).sort((a, b) => a - b);
      node.value = magic.code;
      const properties: Record<string, string> = {};
      // A frameless block shows no title, as Expressive Code draws it.
      if (title && frame !== 'none') properties.dataTitle = title;
      if (frame !== 'code') properties.dataFrame = frame;
      if (highlighted.length > 0) properties.dataHighlight = highlighted.join(',');
      if (parsed.lineNumbersFrom !== null) properties.dataLineNumbers = String(parsed.lineNumbersFrom);
      if (parsed.markers.length > 0) properties.dataTextMarkers = JSON.stringify(parsed.markers);
      // Magic comment lines are VitePress-free, so the notations' line numbers hold in the code left.
      const notationsHold = marked !== null && magic.code.split('\n').length === (notated?.code ?? source).split('\n').length;
      // Expressive Code's `ins={…}` and `del={…}` lines count as the `{…}` lines do.
      const shownMarks = new Map(notationsHold ? marked : null);
      const markLines = (placed: { line: number | null }[], mark: LineMark) => {
        for (const { line } of placed) {
          if (line !== null && line <= lineCount) shownMarks.set(line, new Set([...(shownMarks.get(line) ?? []), mark]));
        }
      };
      markLines(insertedRanged, 'inserted');
      markLines(deletedRanged, 'deleted');
      if (shownMarks.size > 0) properties.dataLineMarks = formatLineMarks(shownMarks);
      if (Object.keys(properties).length > 0) {
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...properties } };
      }
    });
  };
}
