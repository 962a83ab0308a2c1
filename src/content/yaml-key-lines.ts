/**
 * The line of a value inside a front matter block, for problems found below a top-level key: `hero.actions[1].link`
 * is followed through the block layout of YAML (keys and `- ` list items, by their indentation). A heuristic, not a
 * parser: a part it cannot place (a value written in flow style, `{ … }` or `[ … ]`, or a quoted key) leaves the
 * line of the deepest part it did place, and a path whose first key it cannot find gives line 1. Never throws, and
 * reads no values.
 */

/** A key path as zod reports it: keys and list indexes from the top of the front matter. */
export type KeyPath = readonly PropertyKey[];

interface BlockNode {
  /** 0-based line of the node: its key, or its list item's dash (-1 for the whole block). */
  line: number;
  /** Column of its key or dash. */
  column: number;
  /** The first line after the node's own block. */
  end: number;
  /** A list item (`- …`), whose first key sits on its own line. */
  item: boolean;
}

const indentOf = (line: string): number => line.length - line.trimStart().length;
/** Blank lines and comment lines belong to whichever block they sit in. */
const isFiller = (line: string): boolean => /^\s*(#.*)?$/.test(line);
const isListItem = (line: string): boolean => /^\s*-(\s|$)/.test(line);

/** The column of `key` on this line (after any `- ` markers), or null when the line does not open that key. */
function keyColumn(line: string, key: string): number | null {
  const match = /^(\s*(?:-\s+)*)([^\s#'"{[][^:]*?)\s*:(\s|$)/.exec(line);
  return match && match[2] === key ? match[1]!.length : null;
}

/** Where the block of a node at `line` ends: lines indented further belong to it, and so does a list at a key's own column. */
function blockEnd(lines: readonly string[], line: number, column: number, isKey: boolean): number {
  let i = line + 1;
  while (i < lines.length) {
    const text = lines[i]!;
    const inside = isFiller(text) || indentOf(text) > column || (isKey && indentOf(text) === column && isListItem(text));
    if (!inside) break;
    i++;
  }
  return i;
}

/** The first line of content below the node, inside its block, or -1. */
function firstContentLine(lines: readonly string[], node: BlockNode): number {
  for (let i = node.line + 1; i < node.end; i++) if (!isFiller(lines[i]!)) return i;
  return -1;
}

function findKey(lines: readonly string[], node: BlockNode, key: string): BlockNode | null {
  const from = node.item ? node.line : node.line + 1;
  // A node's keys all start at one column: that of the first one.
  let childColumn: number | null = null;
  for (let i = from; i < node.end; i++) {
    const text = lines[i]!;
    if (isFiller(text)) continue;
    const column = keyColumn(text, key);
    childColumn ??= node.item && i === node.line ? /^\s*(?:-\s+)*/.exec(text)![0].length : indentOf(text);
    if (column === childColumn) return { line: i, column, end: blockEnd(lines, i, column, true), item: false };
  }
  return null;
}

function findItem(lines: readonly string[], node: BlockNode, index: number): BlockNode | null {
  const first = firstContentLine(lines, node);
  if (first < 0 || !isListItem(lines[first]!)) return null;
  const dashColumn = indentOf(lines[first]!);
  let seen = -1;
  for (let i = first; i < node.end; i++) {
    const text = lines[i]!;
    if (isFiller(text) || indentOf(text) !== dashColumn || !isListItem(text)) continue;
    if (++seen === index) return { line: i, column: dashColumn, end: blockEnd(lines, i, dashColumn, false), item: true };
  }
  return null;
}

/** The 1-based line of `path` in `text` (a front matter block, or the file from its start), as deep as it can be placed. */
export function lineOfKeyPath(text: string, path: KeyPath): number {
  const lines = text.split('\n');
  let node: BlockNode = { line: -1, column: -1, end: lines.length, item: false };
  let found = -1;
  for (const part of path) {
    const next = typeof part === 'number' ? findItem(lines, node, part) : typeof part === 'string' ? findKey(lines, node, part) : null;
    if (!next) break;
    node = next;
    found = next.line;
  }
  return found >= 0 ? found + 1 : 1;
}
