/**
 * remark plugin for a site whose math renderer is not installed (KaTeX is optional, see `util/optional-packages.ts`): finds where the page holds math as remark-math would read it (a ```math fence, or
 * two dollar signs not escaped with a backslash in one paragraph, heading or table cell, a `$$` block included)
 * and reports it once per page, at that place, with the install line. Such text would otherwise reach readers as
 * dollar signs and TeX. Reads the tree and the source; changes neither.
 */
import type { Code, Heading, Paragraph, Root, TableCell, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { diagnostic } from '../diagnostics/catalogue.js';
import { installLine } from '../util/optional-packages.js';
import { contextOf, locate } from './context.js';

/** Dollar signs in `source` that a backslash does not escape. */
function unescapedDollars(source: string): number {
  let count = 0;
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === '$') count++;
  }
  return count;
}

/** The first text of `block` holding a dollar sign, when the block's texts hold two or more unescaped ones. */
function mathIn(block: Paragraph | Heading | TableCell, source: string): Text | null {
  let first: Text | null = null;
  let dollars = 0;
  visit(block, 'text', (text: Text) => {
    const { start, end } = text.position ?? {};
    if (start?.offset === undefined || end?.offset === undefined) return;
    const found = unescapedDollars(source.slice(start.offset, end.offset));
    if (found && !first) first = text;
    dollars += found;
  });
  return dollars >= 2 ? first : null;
}

export function remarkMathMissing() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    const source = String(file.value);
    let place: Text | Code | null = null;
    visit(tree, (node) => {
      if (place) return false;
      if (node.type === 'code' && node.lang?.toLowerCase() === 'math') place = node;
      else if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
        place = mathIn(node, source);
        return 'skip';
      }
      return undefined;
    });
    if (place) ctx.diagnostics.push(diagnostic('renderer-not-installed', 'error', { feature: 'math', install: installLine('math') }, locate(ctx, place)));
  };
}
