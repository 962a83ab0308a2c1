/**
 * The GFM and directive syntax a Markdown text can hold, and a remark plugin that adds only that part of it to the
 * parser. Each construct needs certain characters to match (an email autolink an `@`, a table a `|`, a directive a
 * `:` before a name...); a construct whose characters a text lacks cannot match, so the parser without it makes the
 * same tree. Leaving them out is what makes it faster: the email autolink construct alone is tried at every letter
 * and digit of the text, and the autolink pass after parsing searches every text node again.
 * A text that includes another file (VitePress' `<!--@include:-->`) gets every part, as what the file holds is unknown here.
 * The parts are added in remark-gfm's and remark-directive's own order, with their own settings. Reads nothing.
 */
import { directiveFromMarkdown, directiveToMarkdown } from 'mdast-util-directive';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { directive } from 'micromark-extension-directive';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { combineExtensions } from 'micromark-util-combine-extensions';
import type { Processor } from 'unified';

/** One bit per syntax extension; a text's needs are the bits of those it could use. */
export const SYNTAX = {
  /** `www.` and `http://` autolink literals. */
  autolinkUrl: 1,
  /** Email autolink literals. */
  autolinkEmail: 2,
  footnote: 4,
  strikethrough: 8,
  table: 16,
  taskList: 32,
  directive: 64,
} as const;

/** Every bit of SYNTAX: the parser with all of remark-gfm and remark-directive. */
export const ALL_SYNTAX = Object.values(SYNTAX).reduce((all, bit) => all | bit, 0);

/**
 * What each construct cannot match without: `www.` or `http://`/`https://` (URL autolink literals, the parser's and
 * the pass after it); an `@` (email ones, mailto: and xmpp: included); `[^` (footnote calls and definitions); `~`; a
 * `|` or a delimiter row with a colon (`-:`, `:--`: micromark takes a table without pipes when its delimiter row
 * has one); `[`, a space, tab, line ending, `x` or `X`, `]` (a task item's check); a `:`
 * followed by a character that can start a directive's name (not a space, line ending, punctuation or symbol).
 */
const NEEDS: [number, RegExp][] = [
  [SYNTAX.autolinkUrl, /www\.|https?:\/\//i],
  [SYNTAX.autolinkEmail, /@/],
  [SYNTAX.footnote, /\[\^/],
  [SYNTAX.strikethrough, /~/],
  [SYNTAX.table, /\||^[ \t]*(?::-|-+:)/m],
  [SYNTAX.taskList, /\[[\sxX]\]/],
  [SYNTAX.directive, /:[^\s\p{P}\p{S}]/u],
];

/** A VitePress include line (`<!--@include: ./part.md-->`): the file it brings in is parsed with the page's parser. */
const INCLUDE_COMMENT = /<!--\s*@include:/;

/** The syntax extensions `text` could use (a bit set of SYNTAX): all of them when it includes text it does not show. */
export function syntaxNeeds(text: string): number {
  if (INCLUDE_COMMENT.test(text)) return ALL_SYNTAX;
  let needs = 0;
  for (const [bit, pattern] of NEEDS) if (pattern.test(text)) needs |= bit;
  return needs;
}

interface ParserData {
  micromarkExtensions?: unknown[];
  fromMarkdownExtensions?: unknown[];
  toMarkdownExtensions?: unknown[];
}

function parserData(processor: Processor) {
  const data = processor.data() as ParserData;
  return { micromark: (data.micromarkExtensions ??= []), fromMarkdown: (data.fromMarkdownExtensions ??= []), toMarkdown: (data.toMarkdownExtensions ??= []) };
}

type SyntaxExtension = ReturnType<typeof gfmAutolinkLiteral>;
type TextConstructs = NonNullable<SyntaxExtension['text']>;

/** The autolink constructs by micromark's names for them, and the bit that needs each. */
const AUTOLINK_CONSTRUCTS: Record<string, number> = {
  emailAutolink: SYNTAX.autolinkEmail,
  wwwAutolink: SYNTAX.autolinkUrl,
  protocolAutolink: SYNTAX.autolinkUrl,
};

/**
 * The autolink literal extension without the constructs `needs` has no bit for. The email construct is tried at
 * every letter and digit, so a page of URLs without an `@` is parsed faster without it. A construct of a name this
 * does not know is kept.
 */
function autolinkSyntax(needs: number): SyntaxExtension {
  const whole = gfmAutolinkLiteral();
  if (needs & SYNTAX.autolinkUrl && needs & SYNTAX.autolinkEmail) return whole;
  const text: TextConstructs = {};
  for (const [code, value] of Object.entries(whole.text ?? {})) {
    const constructs = value === undefined ? [] : Array.isArray(value) ? value : [value];
    const kept = constructs.filter((construct) => {
      const bit = AUTOLINK_CONSTRUCTS[construct.name ?? ''];
      return bit === undefined || (needs & bit) !== 0;
    });
    if (kept.length) text[Number(code)] = kept;
  }
  return { ...whole, text };
}

/** remark-gfm with only the parts `needs` has a bit for (ALL_SYNTAX: remark-gfm whole). */
export function remarkGfmSyntax(this: Processor, needs: number = ALL_SYNTAX): void {
  const { micromark, fromMarkdown, toMarkdown } = parserData(this);
  const has = (bit: number) => (needs & bit) !== 0;
  const gfm = [
    has(SYNTAX.autolinkUrl | SYNTAX.autolinkEmail) && [autolinkSyntax(needs), gfmAutolinkLiteralFromMarkdown()],
    has(SYNTAX.footnote) && [gfmFootnote(), gfmFootnoteFromMarkdown()],
    has(SYNTAX.strikethrough) && [gfmStrikethrough({}), gfmStrikethroughFromMarkdown()],
    has(SYNTAX.table) && [gfmTable(), gfmTableFromMarkdown()],
    has(SYNTAX.taskList) && [gfmTaskListItem(), gfmTaskListItemFromMarkdown()],
  ].filter((part) => part !== false);
  micromark.push(combineExtensions(gfm.map(([syntax]) => syntax as Parameters<typeof combineExtensions>[0][number])));
  fromMarkdown.push(gfm.map(([, tree]) => tree));
  toMarkdown.push(gfmToMarkdown({}));
}

/** remark-directive, when `needs` has its bit. */
export function remarkDirectiveSyntax(this: Processor, needs: number = ALL_SYNTAX): void {
  if ((needs & SYNTAX.directive) === 0) return;
  const { micromark, fromMarkdown, toMarkdown } = parserData(this);
  micromark.push(directive());
  fromMarkdown.push(directiveFromMarkdown());
  toMarkdown.push(directiveToMarkdown());
}
