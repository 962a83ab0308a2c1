/**
 * Expressive Code's text markers drawn in a highlighted code block: every place of a marker's text (or, for a
 * `/regular expression/` marker, every match on a line, or only its capture groups when it has some) is wrapped in
 * `<mark>` (or `<ins>`, `<del>`), splitting the highlighter's tokens where a place starts or ends inside one, so the
 * text (and a copy of it) is unchanged. Places of two markers never overlap: the first written wins.
 * Pure: changes the nodes given, reads nothing else. A page's expression runs on its own lines only, and never one
 * with a repetition inside a repeated group (`(a+)+`), whose time can grow exponentially with a line's length: a
 * page's text must not hold the build for the page timeout.
 */
import type { ElementContent } from 'hast';

export interface TextMark {
  /** The text to find, or the source of a regular expression when `regex` is set. */
  text: string;
  kind: 'mark' | 'ins' | 'del';
  regex?: true;
}

type Place = { start: number; end: number };

/** A marker's expression compiled as Expressive Code does (global, with match indices), or null when it is not one. */
export function markerExpression(source: string): RegExp | null {
  try {
    return new RegExp(source, 'gd');
  } catch {
    return null;
  }
}

/**
 * True when a repeated group holds a repetition of its own (`(a+)+`, `(?:\w*\s?)*`, `((ab)+c)*`): the shape whose
 * backtracking takes exponential time on a line that almost matches. Read from the source, escapes and character
 * classes skipped.
 */
export function hasNestedRepetition(source: string): boolean {
  /** For each open group: whether it holds a repetition. */
  const open: boolean[] = [];
  const repeats = (at: number) => source[at] === '*' || source[at] === '+' || source[at] === '{';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') open.push(false);
    else if (c === ')') {
      const inner = open.pop() ?? false;
      if (inner && repeats(i + 1)) return true;
      if (open.length && (inner || repeats(i + 1))) open[open.length - 1] = true;
    } else if (open.length && repeats(i)) open[open.length - 1] = true;
  }
  return false;
}

function textPlaces(text: string, wanted: string): Place[] {
  const found: Place[] = [];
  for (let at = text.indexOf(wanted); at !== -1; at = text.indexOf(wanted, at + wanted.length)) found.push({ start: at, end: at + wanted.length });
  return found;
}

/** Matches of `source` line by line; of a match with capture groups, the groups that took part. Empty ones are none. */
function expressionPlaces(text: string, source: string): Place[] {
  const expression = hasNestedRepetition(source) ? null : markerExpression(source);
  if (!expression) return [];
  const found: Place[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    for (const match of line.matchAll(expression)) {
      const groups = (match.indices ?? []).slice(1).filter((range): range is [number, number] => range !== undefined);
      const ranges = groups.length ? groups : [[match.index, match.index + match[0].length] as [number, number]];
      for (const [start, end] of ranges) if (end > start) found.push({ start: lineStart + start, end: lineStart + end });
    }
    lineStart += line.length + 1;
  }
  return found;
}

/** The places of the markers in `text`, sorted, none overlapping another. */
function placesOf(text: string, markers: readonly TextMark[]): (Place & { kind: TextMark['kind'] })[] {
  const places: (Place & { kind: TextMark['kind'] })[] = [];
  for (const { text: wanted, kind, regex } of markers) {
    if (!wanted) continue;
    for (const { start, end } of regex ? expressionPlaces(text, wanted) : textPlaces(text, wanted)) {
      if (!places.some((p) => start < p.end && end > p.start)) places.push({ start, end, kind });
    }
  }
  return places.sort((a, b) => a.start - b.start);
}

/** `nodes` (whose text is `text`) with the markers' places wrapped; the same nodes when none is found. */
export function markText(nodes: ElementContent[], text: string, markers: readonly TextMark[]): ElementContent[] {
  const places = placesOf(text, markers);
  if (places.length === 0) return nodes;
  let offset = 0;
  const walk = (children: ElementContent[]): ElementContent[] =>
    children.flatMap((node): ElementContent[] => {
      if (node.type === 'element') return [{ ...node, children: walk(node.children) }];
      if (node.type !== 'text') return [node];
      const start = offset;
      const end = (offset += node.value.length);
      const out: ElementContent[] = [];
      let at = start;
      for (const place of places) {
        if (place.end <= at || place.start >= end) continue;
        const from = Math.max(place.start, at);
        const to = Math.min(place.end, end);
        if (from > at) out.push({ type: 'text', value: node.value.slice(at - start, from - start) });
        out.push({
          type: 'element',
          tagName: place.kind,
          properties: { className: ['code-marker'] },
          children: [{ type: 'text', value: node.value.slice(from - start, to - start) }],
        });
        at = to;
      }
      if (at === start) return [node];
      if (at < end) out.push({ type: 'text', value: node.value.slice(at - start) });
      return out;
    });
  return walk(nodes);
}
