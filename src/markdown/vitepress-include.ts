/**
 * VitePress' Markdown file inclusion, read under `markdown.syntax: 'vitepress'`: a line `<!--@include: ./parts/a.md-->`
 * (optionally `#region` and a line range `{3,}`, `{,10}`, `{2,5}`) is replaced by that file's Markdown, parsed with
 * the page's parser, so that its headings, links and code become the page's own as in VitePress (where the text is
 * spliced in before parsing). `@/` starts from VitePress' source folder, as for `<<<` snippets. Included files may include others, to a depth limit, never themselves. The file is
 * read through the caller's reader, which keeps to the site's folder; paths that climb out of it, hidden files and
 * files over the size limit are refused at the include line. Nodes from an included file carry the include line as
 * their place. Must not read files itself.
 */
import type { Html, Paragraph, Root, RootContent } from 'mdast';
import type { Processor } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { diagnostic, type FactsOf } from '../diagnostics/catalogue.js';
import { contextOf, type MarkdownFileContext } from './context.js';
import { normalizeDirectiveFences } from './directives.js';
import { regionOf, SNIPPET_MAX_BYTES, snippetFile } from './snippets.js';

/** `<!--@include: path#region{from,to}-->`, the comment alone. */
const INCLUDE = /^<!--\s*@include:\s*([^\s#{]+)(?:#([\w-]+))?(?:\{(\d*),(\d*)\})?\s*-->$/;
/** Includes inside includes, at most: a chain longer than this is taken for a loop. */
export const INCLUDE_MAX_DEPTH = 8;

type Place = NonNullable<Html['position']>;

function report(ctx: MarkdownFileContext, place: Place | undefined, facts: FactsOf<'markdown-include'>): void {
  const at = place ? { line: place.start.line + ctx.lineOffset, column: place.start.column } : {};
  ctx.diagnostics.push(diagnostic('markdown-include', 'error', facts, { file: ctx.file, ...at }));
}

/** The node's include, when it is a lone include comment (an HTML block, or a paragraph holding only that comment). */
function includeOf(node: RootContent): RegExpExecArray | null {
  if (node.type === 'html') return INCLUDE.exec(node.value.trim());
  if (node.type !== 'paragraph') return null;
  const parts = (node as Paragraph).children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  return parts.length === 1 && parts[0]!.type === 'html' ? INCLUDE.exec(parts[0]!.value.trim()) : null;
}

/** Every node of `tree` placed at `place`, without source offsets (they would point into another file's text). */
function placedAt(tree: Root, place: Place | undefined): void {
  visit(tree, (node) => {
    if (place) node.position = { start: { line: place.start.line, column: place.start.column }, end: { line: place.end.line, column: place.end.column } };
    else delete node.position;
  });
}

/** The lines `from`…`to` (1-based, both kept; an empty bound is the file's start or end) of `text`. */
function lineRange(text: string, from: string, to: string): string {
  const lines = text.split(/\r?\n/);
  return lines.slice(from ? Math.max(0, Number(from) - 1) : 0, to ? Number(to) : lines.length).join('\n');
}

export function remarkVitePressIncludes(this: Processor) {
  // The included text is read as the page's own: its VitePress container lines (`::: details Title`) in remark-directive's form first.
  const parse = (text: string) => this.parse(normalizeDirectiveFences(text, true)) as Root;
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    if (ctx.site.syntax !== 'vitepress') return;
    const expand = (parent: Root, from: string, chain: readonly string[], place: Place | undefined) => {
      visit(parent, (node, index, holder) => {
        if (index === undefined || !holder) return;
        const m = includeOf(node as RootContent);
        if (!m) return;
        const [, written, region, start, end] = m as unknown as [string, string, string | undefined, string | undefined, string | undefined];
        const at = place ?? (node.position as Place | undefined);
        const found = includedText(ctx, written, from, region, start, end, chain, at);
        const included = found === null ? ({ type: 'root', children: [] } as Root) : parse(found.text);
        if (found !== null) {
          placedAt(included, at);
          expand(included, found.sitePath, [...chain, found.sitePath], at);
        }
        holder.children.splice(index, 1, ...(included.children as typeof holder.children));
        return [SKIP, index + included.children.length];
      });
    };
    expand(tree, ctx.file, [ctx.file], undefined);
  };
}

/** The file an include names and the text it gives, or null once its problem is reported. */
function includedText(
  ctx: MarkdownFileContext,
  written: string,
  from: string,
  region: string | undefined,
  start: string | undefined,
  end: string | undefined,
  chain: readonly string[],
  at: Place | undefined,
): { sitePath: string; text: string } | null {
  const found = snippetFile(ctx, written, from);
  if ('problem' in found) return (report(ctx, at, { variant: found.problem, path: written }), null);
  const { sitePath, text } = found;
  if (chain.includes(sitePath) || chain.length > INCLUDE_MAX_DEPTH)
    return (report(ctx, at, { variant: 'loop', path: written, chain: [...chain, sitePath] }), null);
  if (text === null) return (report(ctx, at, { variant: 'missing', path: written, sitePath }), null);
  if (Buffer.byteLength(text) > SNIPPET_MAX_BYTES)
    return (report(ctx, at, { variant: 'too-large', path: written, bytes: Buffer.byteLength(text), limit: SNIPPET_MAX_BYTES }), null);
  // Its own front matter is its page's, not text of the page that includes it.
  let part = text.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/, '');
  if (region !== undefined) {
    const lines = regionOf(text, region);
    if (lines === null) return (report(ctx, at, { variant: 'no-region', path: written, region }), null);
    part = lines;
  }
  return { sitePath, text: start !== undefined || end !== undefined ? lineRange(part, start ?? '', end ?? '') : part };
}
