/**
 * The tabs of vitepress-plugin-tabs, read under `markdown.syntax: 'vitepress'`: a `::: tabs` block whose tabs start
 * at `== Label` lines (`::: tabs key:pkg` syncs the groups of one key) becomes docsgen's `::::tabs` with a `:::tab`
 * per label, before the directives stage checks and draws it. A `== ` line ends up wherever Markdown put it: a
 * paragraph of its own, the first line of a paragraph, a line inside a paragraph's text, or a line of an HTML block
 * (`</center>` then `== right`), so each of those is split there. A label is the line's text as written, as the
 * plugin reads it (`` == `npm` `` is `` `npm` ``, `== **Bold**` is `**Bold**`), never Markdown. A tabs block written the docsgen way, or holding no
 * `== ` line, is left as it is for the directives stage (the latter marked as the plugin's, for its messages). Runs on every page under that syntax; changes only tabs blocks.
 */
import type { Html, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { Point, Position } from 'unist';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { contextOf } from './context.js';

/** A tab's start: `== Label` on a line of its own; an outer block of nested tabs uses `===` (one more per level). */
const MARKER = /^(={2,}) +(\S.*?)\s*$/;
/** A directive's closing fence, alone on its line. */
const FENCE_LINE = /^:{3,}\s*$/;
/** The label of a marker line of exactly `level` signs, else null. */
const markerOf = (line: string, level: number): string | null => {
  const found = MARKER.exec(line);
  return found && found[1]!.length === level ? found[2]! : null;
};

/** A tab's start and where it is: its line, or its paragraph (later stages tell Markdown's elements by their place). */
type Marker = { label: string; position: Position | undefined };
type Piece = Marker | RootContent;
const isMarker = (piece: Piece): piece is Marker => 'label' in piece;

/** An HTML block split at its `== ` lines, each part placed at its own lines of the source. */
function splitHtml(node: Html, level: number): Piece[] {
  const lines = node.value.split('\n');
  if (!lines.some((line) => markerOf(line, level) !== null)) return [node];
  const start = node.position?.start;
  const pieces: Piece[] = [];
  let chunk: { first: number; offset: number; lines: string[] } | null = null;
  let offset = 0; // of the current line, in the node's value
  const flush = () => {
    if (chunk && chunk.lines.join('').trim()) {
      const value = chunk.lines.join('\n');
      const at = (line: number, column: number, within: number): Point | undefined =>
        start?.offset === undefined ? undefined : { line: start.line + line, column, offset: start.offset + within };
      const from = at(chunk.first, 1, chunk.offset);
      const to = at(chunk.first + chunk.lines.length - 1, chunk.lines.at(-1)!.length + 1, chunk.offset + value.length);
      pieces.push({ type: 'html', value, ...(from && to ? { position: { start: from, end: to } } : {}) });
    }
    chunk = null;
  };
  lines.forEach((line, i) => {
    const label = markerOf(line, level);
    if (label !== null) {
      flush();
      // At its own line: inside an HTML part's place, the raw HTML stage would take the tab for authored HTML.
      const at = (column: number, within: number): Point | undefined =>
        start?.offset === undefined ? undefined : { line: start.line + i, column, offset: start.offset + within };
      const from = at(1, offset);
      const to = at(line.length + 1, offset + line.length);
      pieces.push({ label, position: from && to ? { start: from, end: to } : undefined });
    } else (chunk ??= { first: i, offset, lines: [] }).lines.push(line);
    offset += line.length + 1;
  });
  flush();
  return pieces;
}

/** One line of a paragraph: its phrasing (text cut at the line's ends) and its text, inline Markdown read. */
interface ParagraphLine {
  nodes: PhrasingContent[];
  text: string;
}

/**
 * A paragraph's lines: its text cut at its line endings, a hard break ending a line too. A line's text is its
 * phrasing's (`` `npm` `` is `npm`), enough to tell a marker line; the label is read from the source.
 */
function paragraphLines(node: Paragraph): ParagraphLine[] {
  const lines: ParagraphLine[] = [{ nodes: [], text: '' }];
  for (const child of node.children) {
    if (child.type === 'break') {
      lines.push({ nodes: [], text: '' });
      continue;
    }
    if (child.type !== 'text') {
      const line = lines.at(-1)!;
      line.nodes.push(child);
      line.text += toString(child) || '\uFFFC';
      continue;
    }
    child.value.split('\n').forEach((part, i) => {
      if (i > 0) lines.push({ nodes: [], text: '' });
      const line = lines.at(-1)!;
      if (part) line.nodes.push({ type: 'text', value: part });
      line.text += part;
    });
  }
  return lines;
}

/**
 * The label of a marker line as vitepress-plugin-tabs reads it: the line's text as written (`` == `npm` `` is
 * `` `npm` ``, an address is not a link), from the source when the paragraph's lines are its own, else from the
 * line's phrasing.
 */
function labelFromSource(node: Paragraph, lineIndex: number, count: number, source: string, level: number): string | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return null;
  const lines = source.slice(start, end).split(/\r?\n/);
  if (lines.length !== count) return null;
  return markerOf(lines[lineIndex]!.replace(/^[ \t>]*/, ''), level);
}

/** A paragraph split at its `== ` lines: the lines between them as paragraphs of their own. */
function splitParagraph(node: Paragraph, level: number, source: string): Piece[] {
  const lines = paragraphLines(node);
  if (!lines.some((line) => markerOf(line.text, level) !== null)) return [node];
  const pieces: Piece[] = [];
  let kept: ParagraphLine[] = [];
  const flush = () => {
    const children: PhrasingContent[] = [];
    kept.forEach((line, i) => {
      if (i > 0) children.push({ type: 'text', value: '\n' });
      children.push(...line.nodes);
    });
    // Text pieces side by side are one text node, as Markdown gives them.
    const joined = children.reduce<PhrasingContent[]>((all, child) => {
      const last = all.at(-1);
      if (last?.type === 'text' && child.type === 'text') last.value += child.value;
      else all.push(child.type === 'text' ? { ...child } : child);
      return all;
    }, []);
    if (joined.some((child) => child.type !== 'text' || child.value.trim())) pieces.push({ type: 'paragraph', children: joined });
    kept = [];
  };
  lines.forEach((line, i) => {
    const label = markerOf(line.text, level);
    if (label === null) {
      // A fence line alone closed, in VitePress, a block Markdown had closed already (one `:::` closes every
      // block of as many colons it is inside): it is no text.
      if (!(line.nodes.every((child) => child.type === 'text') && FENCE_LINE.test(line.text))) kept.push(line);
      return;
    }
    flush();
    pieces.push({ label: labelFromSource(node, i, lines.length, source, level) ?? label, position: node.position });
  });
  flush();
  return pieces;
}

/** How many `=` this block's markers have: those of the first marker line among its own paragraphs and HTML. */
function levelOf(content: readonly RootContent[]): number | null {
  for (const line of content.flatMap(linesOf)) {
    const found = MARKER.exec(line);
    if (found) return found[1]!.length;
  }
  return null;
}

/** The text of a directive's `[label]`, which remark-directive keeps as a first paragraph marked `directiveLabel`. */
function labelOf(node: ContainerDirective): string | undefined {
  const first = node.children[0];
  if (first?.type !== 'paragraph' || !(first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) return undefined;
  // `key:pkg` is read as the text `key` and the text directive `:pkg`: written back as it was.
  return first.children
    .map((child) => (child.type === 'text' ? child.value : child.type === 'textDirective' ? `:${child.name}` : ''))
    .join('')
    .trim();
}

/** Whether a paragraph or HTML block holds a marker line of `level` signs. */
function holdsMarker(node: RootContent, level: number): boolean {
  return linesOf(node).some((line) => markerOf(line, level) !== null);
}

/** The lines of an HTML block's value or of a paragraph (other nodes have none a marker can be on). */
function linesOf(node: RootContent): string[] {
  if (node.type === 'paragraph') return paragraphLines(node).map((line) => line.text);
  return node.type === 'html' ? node.value.split('\n') : [];
}

/**
 * vitepress-plugin-tabs splits the text at its marker lines before Markdown reads it, so a block a tab leaves open
 * (`::: code-group` without its `:::`) ends at the next marker. Markdown instead keeps the marker and what follows
 * inside that block: they are moved back out, after it.
 */
function closeAtMarkers(children: readonly RootContent[], level: number): RootContent[] {
  const out: RootContent[] = [];
  for (const child of children) {
    if (child.type === 'containerDirective') {
      const inner = closeAtMarkers(child.children, level);
      const at = inner.findIndex((node) => holdsMarker(node, level));
      child.children = (at < 0 ? inner : inner.slice(0, at)) as ContainerDirective['children'];
      out.push(child, ...(at < 0 ? [] : inner.slice(at)));
    } else out.push(child);
  }
  return out;
}

/** A paragraph of fence lines only (`:::`): one that closed, in VitePress, a block Markdown had closed already. */
function isFenceParagraph(node: RootContent): boolean {
  return node.type === 'paragraph' && node.children.every((c) => c.type === 'text') && linesOf(node).every((line) => FENCE_LINE.test(line));
}

function splitTabs(node: ContainerDirective, source: string): void {
  if (node.children.some((child) => child.type === 'containerDirective' && child.name === 'tab')) return;
  // Written for the plugin: what is wrong in it is told in the plugin's words.
  node.data = { ...node.data, vitePressTabs: true } as ContainerDirective['data'];
  // `::: tabs key:pkg` (read as the label `key:pkg`): the groups of one key switch together.
  const key = /^key:(\S+)$/.exec(labelOf(node) ?? '')?.[1];
  const content = key ? node.children.slice(1) : node.children;
  const level = levelOf(content);
  if (level === null) return;
  const pieces = closeAtMarkers(content, level)
    .filter((child) => !isFenceParagraph(child))
    .flatMap((child): Piece[] =>
      child.type === 'html' ? splitHtml(child, level) : child.type === 'paragraph' ? splitParagraph(child, level, source) : [child],
    );
  if (!pieces.some(isMarker)) return;
  const before: RootContent[] = [];
  const tabs: ContainerDirective[] = [];
  for (const piece of pieces) {
    if (isMarker(piece)) {
      const position = piece.position ? { position: piece.position } : {};
      tabs.push({ type: 'containerDirective', name: 'tab', attributes: { label: piece.label }, children: [], ...position });
    } else (tabs.at(-1)?.children ?? before).push(piece as never);
  }
  // Content before the first label stays first, where the directives stage reports it as outside any tab.
  node.children = [...before, ...tabs] as ContainerDirective['children'];
  if (key) node.attributes = { ...node.attributes, groupId: key };
}

export function remarkVitePressTabs() {
  return (tree: Root, file: VFile) => {
    if (contextOf(file).site.syntax !== 'vitepress') return;
    const source = String(file.value);
    visit(tree, 'containerDirective', (node) => {
      if (node.name === 'tabs') splitTabs(node, source);
    });
  };
}
