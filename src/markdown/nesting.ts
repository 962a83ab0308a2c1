/**
 * Keeps deeply nested Markdown (quotes and lists inside each other) from costing minutes or the call stack:
 * a quick line scan before parsing, and an exact, iterative depth count of the parsed tree after. Both report the
 * first line past the limit. Pure: text or tree in, a line number (or null) out.
 */
import type { Root } from 'mdast';

/** The documented limit: block containers nested deeper than this are an error. */
export const NESTING_LIMIT = 100;

const CONTAINER_MARKER = /^[ \t]*(?:>|[-*+][ \t]|\d{1,9}[.)][ \t])/;

/**
 * A cheap bound on the nesting of each line, without parsing: the quote and list markers that open it plus its
 * indentation in steps of four columns. It never counts more than the parser will find for lists indented by four
 * or more, and catches pathological input (thousands of levels) before the parser spends minutes on it (400 list
 * levels: 7 s; 1,000: a minute). Fenced code is counted too: a line scan cannot tell a fence from three backticks
 * the parser reads otherwise (in an HTML block: `<div>`, then a line of backticks), which would hide a deep list
 * from it; real code seldom starts a line with a hundred quote or list markers or 400 spaces.
 * Returns the first line (1-based) whose estimate is over the limit, or null.
 */
export function firstTooDeepLine(markdown: string, limit = NESTING_LIMIT): number | null {
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    let rest = lines[i]!;
    let markers = 0;
    let indent = 0;
    for (let match = CONTAINER_MARKER.exec(rest); match; match = CONTAINER_MARKER.exec(rest)) {
      const lead = match[0].length - match[0].trimStart().length;
      indent += rest.slice(0, lead).replace(/\t/g, '    ').length;
      markers++;
      rest = rest.slice(match[0].length);
      if (markers + Math.floor(indent / 4) > limit) return i + 1;
    }
    indent += (/^[ \t]*/.exec(rest)?.[0] ?? '').replace(/\t/g, '    ').length;
    if (markers + Math.floor(indent / 4) > limit) return i + 1;
  }
  return null;
}

/** Nodes that make one level of nesting: quotes, lists (their items do not count again) and directive blocks. */
const LEVELS = new Set(['blockquote', 'list', 'containerDirective']);

interface TreeNode {
  type: string;
  children?: TreeNode[];
  position?: { start: { line: number } };
}

/** The first line of a block nested deeper than the limit in a parsed tree, counted without recursion; or null. */
export function firstTooDeepNode(tree: Root, limit = NESTING_LIMIT): number | null {
  const stack: { node: TreeNode; depth: number }[] = [{ node: tree as TreeNode, depth: 0 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    const level = depth + (LEVELS.has(node.type) ? 1 : 0);
    if (level > limit) return node.position?.start.line ?? 1;
    for (const child of node.children ?? []) stack.push({ node: child, depth: level });
  }
  return null;
}
