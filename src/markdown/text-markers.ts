/**
 * Expressive Code's text markers drawn in a highlighted code block: every place of a marker's text in the code is
 * wrapped in `<mark>` (or `<ins>`, `<del>`), splitting the highlighter's tokens where a place starts or ends inside
 * one, so the text (and a copy of it) is unchanged. Places of two markers never overlap: the first written wins.
 * Pure: changes the nodes given, reads nothing else.
 */
import type { ElementContent } from 'hast';

export interface TextMark {
  text: string;
  kind: 'mark' | 'ins' | 'del';
}

/** The places of the markers in `text`, sorted, none overlapping another. */
function placesOf(text: string, markers: readonly TextMark[]): { start: number; end: number; kind: TextMark['kind'] }[] {
  const places: { start: number; end: number; kind: TextMark['kind'] }[] = [];
  for (const { text: wanted, kind } of markers) {
    if (!wanted) continue;
    for (let at = text.indexOf(wanted); at !== -1; at = text.indexOf(wanted, at + wanted.length)) {
      const end = at + wanted.length;
      if (!places.some((p) => at < p.end && end > p.start)) places.push({ start: at, end, kind });
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
