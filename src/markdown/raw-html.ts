/**
 * Raw HTML in Markdown. On the mdast, `remarkRawHtml` drops HTML comments and, when the site sets
 * `markdown.html: 'reject'`, reports every other piece of HTML as a located error and removes it; it also notes
 * whether the page keeps any HTML. On the hast, `rehypeRawHtml` parses the HTML that is left (the `raw` nodes
 * remark-rehype passes through) into real elements with rehype-raw, so React renders it like the rest of the
 * page, then has each element checked (`html-safety.ts`), shaped into what React can render
 * (`html-renderable.ts`), and the links and ids of the author's own elements recorded (`html-links.ts`); under
 * `markdown.syntax: 'vitepress'`, `<Badge>` becomes the theme's badge (`vitepress-html.ts`).
 * A page without HTML is not parsed again, and in a page with some, only the runs of top-level blocks from one
 * holding HTML to where that HTML closes what it opens. Decides neither what is safe nor where a link leads:
 * those modules do.
 */
import type { Element, Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Root } from 'mdast';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { diagnostic } from '../diagnostics/catalogue.js';
import { contextOf, locate } from './context.js';
import { idInComment } from './headings.js';
import { recordHtmlLinks } from './html-links.js';
import { renderable } from './html-renderable.js';
import { checkHtmlElement } from './html-safety.js';
import { isVitePressBadge, takenInBySelfClosing, vitePressBadge } from './vitepress-html.js';

const COMMENT = /^<!--[\s\S]*?-->$/;

/** Pages whose mdast kept some HTML after `remarkRawHtml`: only these are parsed again. */
const pagesWithHtml = new WeakSet<VFile>();

export function remarkRawHtml() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    const reject = ctx.site.html === 'reject';
    visit(tree, 'html', (node, index, parent) => {
      const value = node.value.trim();
      // A closing tag is reported with its opening tag.
      if (reject && !COMMENT.test(value) && !/^<\/[a-zA-Z]/.test(value)) {
        const snippet = value.split('\n')[0]!.slice(0, 40);
        ctx.diagnostics.push(diagnostic('raw-html', 'error', { snippet }, locate(ctx, node)));
      }
      // A heading's trailing `<!-- #id -->` names its id: kept for headings.ts, which gives the ids after this.
      if (parent?.type === 'heading' && index === parent.children.length - 1 && COMMENT.test(value)) {
        const id = idInComment(value.slice(4, -3));
        if (id !== null) parent.data = { ...parent.data, commentId: id };
      }
      if ((reject || COMMENT.test(value)) && parent && index !== undefined) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      pagesWithHtml.add(file);
    });
  };
}

/** Start and end offsets of the raw HTML under `nodes`, in source order. */
function rawSpans(nodes: HastContent[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  visit({ type: 'root', children: nodes }, 'raw', (node) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined) spans.push([start, end]);
  });
  return spans;
}

/** Whether `offset` falls inside one of `spans` (sorted by start, not overlapping). */
function inSpans(spans: ReadonlyArray<[number, number]>, offset: number): boolean {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [start, end] = spans[mid]!;
    if (offset < start) hi = mid - 1;
    else if (offset >= end) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Elements that never hold content, so never stay open. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const TAG = /<(\/?)([a-zA-Z][^\s/>]*)[^>]*?(\/?)>/g;

/**
 * Adds the start and end tags of the HTML under `node` to `open` (tag name → elements still open) and tells
 * whether any element may still be open, to take in the blocks after it as an unclosed `<div>` does in a
 * browser. A count, not a parse: a wrong guess costs only time, or (for HTML the count thinks closed) leaves
 * later blocks outside an element the author never closed.
 */
function countOpen(node: HastContent, open: Map<string, number>): boolean {
  visit({ type: 'root', children: [node] }, 'raw', (raw) => {
    for (const [, end, name, selfClosing] of raw.value.replace(/<!--[\s\S]*?-->/g, '').matchAll(TAG)) {
      const tag = name!.toLowerCase();
      if (VOID.has(tag) || selfClosing) continue;
      const count = open.get(tag) ?? 0;
      if (!end) open.set(tag, count + 1);
      else if (count > 0) open.set(tag, count - 1);
    }
  });
  return [...open.values()].some((count) => count > 0);
}

function holdsRaw(node: HastContent): boolean {
  if (node.type === 'raw') return true;
  return 'children' in node && node.children.some(holdsRaw);
}

/**
 * The runs of top-level blocks to parse again, as `[start, end)` indexes: each starts at a block holding HTML
 * and ends once the HTML it holds closes what it opens. Blocks outside every run cannot change by parsing.
 */
function runsToParse(blocks: HastContent[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let i = 0;
  while (i < blocks.length) {
    if (!holdsRaw(blocks[i]!)) {
      i++;
      continue;
    }
    const open = new Map<string, number>();
    let end = i;
    while (end < blocks.length && countOpen(blocks[end]!, open)) end++;
    runs.push([i, Math.min(end + 1, blocks.length)]);
    i = end + 1;
  }
  return runs;
}

/**
 * Removes `nodes[index]`, joining the text on either side so React does not mark the seam with an empty comment.
 * Returns the index to continue from.
 */
function removeAt(nodes: HastContent[], index: number): number {
  const before = nodes[index - 1];
  const after = nodes[index + 1];
  if (before?.type === 'text' && after?.type === 'text') {
    before.value += after.value;
    nodes.splice(index, 2);
  } else nodes.splice(index, 1);
  return index - 1;
}

/**
 * Joins text nodes that meet at either edge of the `count` nodes now at `start` (an unwrapped element's children).
 * Returns the index where those nodes now begin.
 */
function joinTextSeams(nodes: HastContent[], start: number, count: number): number {
  let begin = start;
  const end = start + count; // the node after the inserted ones
  const after = nodes[end];
  const last = nodes[end - 1];
  if (count > 0 && last?.type === 'text' && after?.type === 'text') {
    last.value += after.value;
    nodes.splice(end, 1);
  }
  const before = nodes[begin - 1];
  const first = nodes[begin];
  if (before?.type === 'text' && first?.type === 'text') {
    before.value += first.value;
    nodes.splice(begin, 1);
    begin--;
  }
  return begin;
}

export function rehypeRawHtml() {
  const reparse = rehypeRaw();
  return (tree: HastRoot, file: VFile): undefined => {
    if (!pagesWithHtml.has(file)) return; // no HTML on this page: nothing to parse again
    const ctx = contextOf(file);
    const reported = ctx.diagnostics.length;
    const recorded = new Set<string>();
    const source = String(file.value);
    let shift = 0; // how many blocks the runs parsed so far added (or took away)
    for (const [runStart, runEnd] of runsToParse(tree.children)) {
      const start = runStart + shift;
      const run = tree.children.slice(start, runEnd + shift);
      const spans = rawSpans(run);
      const parsed = reparse({ type: 'root', children: run }, file);
      const authored = (node: Element) => {
        const offset = node.position?.start.offset;
        return offset !== undefined && inSpans(spans, offset);
      };
      const walk = (parent: { children: HastContent[] }, at: Element | HastRoot, inForeign: boolean) => {
        for (let i = 0; i < parent.children.length; i++) {
          const child = parent.children[i]!;
          if (child.type === 'comment') {
            i = removeAt(parent.children, i);
            continue;
          }
          if (child.type !== 'element') continue;
          // Elements the parser implied (no position) are checked too; those Markdown made are left to their plugins.
          const fromHtml = authored(child);
          // `<sup … />`, `<Badge … />` hold nothing in VitePress (Vue's reading): what the parser took in goes back
          // after the element, checked next.
          if (fromHtml && !inForeign) {
            const taken = takenInBySelfClosing(ctx, child, source);
            if (taken.length) parent.children.splice(i + 1, 0, ...taken);
          }
          if (fromHtml && isVitePressBadge(ctx, child)) {
            // The badge, its content the author's HTML too (checked); an empty one is left out, reported.
            const badge = vitePressBadge(ctx, child, at as Element);
            if (badge) {
              parent.children.splice(i, 1, badge);
              walk(badge, child, inForeign);
            } else i = removeAt(parent.children, i);
            continue;
          }
          const verdict = fromHtml || !child.position ? checkHtmlElement(ctx, child, at, { inForeign, source }) : 'keep';
          if (verdict === 'remove') {
            i = removeAt(parent.children, i);
            continue;
          }
          if (verdict === 'unwrap') {
            // Its children take its place (checked next), the text on either side joined as removeAt does.
            const count = child.children.length;
            parent.children.splice(i, 1, ...child.children);
            i = joinTextSeams(parent.children, i, count) - 1;
            continue;
          }
          const standIns = renderable(ctx, child, at);
          if (standIns[0] !== child) {
            parent.children.splice(i--, 1, ...standIns); // its children take its place: check them next
            continue;
          }
          if (standIns.length > 1) parent.children.splice(i, 1, ...standIns); // children moved out of a void element
          if (fromHtml) recordHtmlLinks(ctx, child, recorded);
          walk(child, child.position ? child : at, inForeign || child.tagName.toLowerCase() === 'svg');
        }
      };
      walk(parsed, tree, false);
      tree.children.splice(start, run.length, ...parsed.children);
      shift += parsed.children.length - run.length;
    }
    // The HTML parser copies a misnested `<b>` or `<a>` with its attributes: report each place once.
    const seen = new Set<string>();
    const fresh = ctx.diagnostics.splice(reported).filter((d) => {
      const key = `${d.line}:${d.column}:${d.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    ctx.diagnostics.push(...fresh);
  };
}
