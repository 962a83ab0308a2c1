/**
 * What Docusaurus accepts in MDX pages for old content, as text rewrites before the MDX parse that keep every line
 * where it was: a heading's `{#custom-id}` (its `mdx1Compat.headingIds`, on by default) escaped so MDX reads it as
 * text, which the headings plugin then takes as the id, and the `mdx-code-block` fences whose content is MDX
 * (`unwrapMdxCodeBlocks`). Other fenced code is left alone. HTML comments (`mdx1Compat.comments`) are no rewrite:
 * the MDX parser reads them (`remarkComment` in stages.ts), so that one in inline code stays code. Pure.
 */
import { FENCE, closesFence, fenceTracker } from './fences.js';

/** The opening line of a fence whose content is the page's own MDX (written so for editors that show Markdown). */
const MDX_CODE_BLOCK = /^ {0,3}(`{3,}|~{3,})[ \t]*mdx-code-block[ \t]*$/;

/**
 * Docusaurus reads the content of a ```` ```mdx-code-block ```` fence as part of the page: imports, and JSX that
 * may open in one such block and close in another (`<Tabs>` … `</Tabs>` around Markdown). Its fence lines become
 * blank lines, so the content is MDX and every line keeps its number. Such fences nest, as Docusaurus unwraps them
 * (ory's docs put three-backtick ones inside a four-backtick one); fences inside other fenced code stay.
 */
export function unwrapMdxCodeBlocks(text: string): string {
  if (!text.includes('mdx-code-block')) return text;
  const lines = text.split('\n');
  // The mdx-code-block fences open around the line, innermost last; the ordinary code fence open, if any.
  const open: string[] = [];
  let code: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (code) {
      if (closesFence(line, code)) code = null;
      continue;
    }
    const innermost = open.at(-1);
    if (innermost && closesFence(line, innermost)) {
      lines[i] = '';
      open.pop();
      continue;
    }
    const start = MDX_CODE_BLOCK.exec(line);
    if (start) {
      lines[i] = '';
      open.push(start[1]!);
    } else code = FENCE.exec(line)?.[1] ?? null;
  }
  return lines.join('\n');
}

const HEADING_ID = /^( {0,3}#{1,6}[ \t].*?)[ \t]*\{#([\w-]+)\}[ \t]*$/;
/** A heading line, as Docusaurus finds them for this escape: `#` to `######` at the start of a line. */
const HEADING_LINE = /^ {0,3}#{1,6}(?!#)/;

/**
 * Escapes each heading's `{#custom-id}` outside fenced code, line for line; in any other heading, the first `{#`
 * (`### prompts.{#}`), as Docusaurus escapes it, so that it is text and not an expression MDX cannot parse.
 */
export function mdx1Compat(text: string): string {
  if (!text.includes('{#')) return text;
  const lines = text.split('\n');
  const inCode = fenceTracker();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (inCode(line)) continue;
    const heading = HEADING_ID.exec(line);
    if (heading) lines[i] = `${heading[1]} \\{#${heading[2]}\\}`;
    else if (HEADING_LINE.test(line) && line.includes('{#') && !line.includes('\\{#')) lines[i] = line.replace('{#', '\\{#');
  }
  return lines.join('\n');
}

/** The text the MDX parser reads for an MDX page's text, as Docusaurus would read it: both rewrites above. */
export const mdxSource = (text: string): string => mdx1Compat(unwrapMdxCodeBlocks(text));
