/**
 * remark plugin that gives every heading an id (github-slugger, or an explicit one: a `{#id}` suffix, or as Docusaurus
 * 3 also reads them, a trailing `{/* #id *\/}` in MDX or `<!-- #id -->` in Markdown), records the
 * ids for anchor checking, and builds the table of contents from `##` and `###`. Plan badges are left out of
 * ids and the table of contents. The h1 the pipeline adds from the page's title gets no id and takes no slug, as
 * Docusaurus draws that title: an h2 that repeats it keeps the plain slug. Does not render anchors; the theme's
 * heading component does. Under `markdown.syntax: 'vitepress'` generated ids follow VitePress' slug rule instead, so
 * its pages' anchors keep working.
 */
import GithubSlugger from 'github-slugger';
import type { Heading, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import type { TocEntry } from '../../core/route-data.js';
import { visit } from 'unist-util-visit';
import { isReservedId, unreservedId } from '../../core/reserved-ids.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { plainText } from '../content/excerpt.js';
import { contextOf, locate } from './context.js';
import { fenceTracker } from './mdx/fences.js';

declare module 'mdast' {
  interface HeadingData {
    /** The h1 made from the page's title (compile.ts adds it when the body has none). */
    docsgenTitle?: boolean;
    /** The id of a trailing `<!-- #id -->`, which raw-html.ts drops with the other comments before ids are given. */
    commentId?: string;
  }
}

const EXPLICIT_ID = /\s*\{#([A-Za-z0-9_-][\w-]*)\}\s*$/;

/** Heading text as a reader sees it, without plan badges. */
export function headingText(node: RootContent | Root): string {
  if (node.type === 'textDirective' && node.name === 'plan') return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(headingText).join('');
  return '';
}

/** The id a comment names by its first word, when that starts with `#` (`#my-id` → `my-id`), as Docusaurus reads it. */
export function idInComment(comment: string): string | null {
  const first = comment.trim().split(/\s/)[0]!;
  return first.length > 1 && first.startsWith('#') ? first.slice(1) : null;
}

/** A trailing MDX expression that holds nothing but one comment naming an id (`{/* #my-id *\/}`): that id. */
function expressionCommentId(node: RootContent | undefined): string | null {
  if (node?.type !== 'mdxTextExpression') return null;
  const program = node.data?.estree;
  if (!program || program.body.length !== 0 || program.comments?.length !== 1) return null;
  return idInComment(program.comments[0]!.value);
}

/**
 * The headings of a Markdown text as Docusaurus' `toc` export lists them (`{ value, id, level }`, h2 to h6), from a
 * line scan: a partial's, which a page imports (`import { toc } from './_setup.mdx'`) to build its own table of
 * contents. Ids as remarkHeadings makes them (a slugger of the text's own, `{#id}` and comment ids taken).
 */
export function headingsOfText(text: string, maintainCase = false): { value: string; id: string; level: number }[] {
  const inCode = fenceTracker();
  const slugger = new GithubSlugger();
  const found: { value: string; id: string; level: number }[] = [];
  for (const line of text.split('\n')) {
    if (inCode(line)) continue;
    const heading = /^ {0,3}(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (!heading) continue;
    let written = heading[2]!;
    const explicit = EXPLICIT_ID.exec(written)?.[1] ?? /(?:\{\/\*|<!--)\s*#([\w-]+)[^}>]*(?:\*\/\}|-->)\s*$/.exec(written)?.[1] ?? null;
    if (explicit !== null) written = written.replace(EXPLICIT_ID, '').replace(/\s*(\{\/\*|<!--)[^]*$/, '');
    const value = plainText(written);
    const id = explicit ?? slugger.slug(value, maintainCase);
    if (explicit !== null) slugger.slug(explicit, maintainCase);
    if (heading[1]!.length >= 2) found.push({ value, id, level: heading[1]!.length });
  }
  return found;
}

function takeExplicitId(node: Heading): string | null {
  const fromExpression = expressionCommentId(node.children.at(-1));
  if (fromExpression !== null) node.children.pop();
  const fromComment = fromExpression ?? node.data?.commentId ?? null;
  const last = node.children[node.children.length - 1];
  if (fromComment !== null) {
    if (last?.type === 'text') last.value = last.value.trimEnd();
    return fromComment;
  }
  if (last?.type !== 'text') return null;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match) return null;
  last.value = last.value.slice(0, match.index);
  return match[1]!;
}

/** Runs of whitespace and ASCII punctuation (and typographic quotes), which VitePress' slugs turn into one `-`. */
const VITEPRESS_SEPARATORS = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'\u201c\u201d\u2018\u2019<>,.?/]+/g;

/** VitePress' slug of a heading: accents dropped, separators as single hyphens (none at the ends), a leading digit after `_`, lower case. */
export function vitePressSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u0000-\u001f]/g, '')
    .replace(VITEPRESS_SEPARATORS, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

/** Slugs of one page, made unique as github-slugger does (`-1`, `-2` … after a taken one). */
class VitePressSlugger {
  private readonly taken = new Set<string>();
  /** VitePress has no option to keep the case: `_maintainCase` is GithubSlugger's parameter, read by none here. */
  slug(text: string, _maintainCase?: boolean): string {
    const base = vitePressSlug(text);
    let slug = base;
    for (let n = 1; this.taken.has(slug); n++) slug = `${base}-${n}`;
    this.taken.add(slug);
    return slug;
  }
}

export function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    const slugger = ctx.site.syntax === 'vitepress' ? new VitePressSlugger() : new GithubSlugger();
    const maintainCase = ctx.site.anchorsMaintainCase === true;
    visit(tree, 'heading', (node) => {
      if (node.data?.docsgenTitle) {
        if (ctx.h1 === null) ctx.h1 = headingText(node).trim();
        return;
      }
      let explicit = takeExplicitId(node);
      const text = headingText(node).trim();
      // The theme's own ids (`__docsgen_data`…) are not for headings: an explicit one is an error, a slug moves off.
      if (explicit !== null && isReservedId(explicit)) {
        ctx.diagnostics.push(diagnostic('id-reserved', 'error', { id: explicit, element: 'heading' }, locate(ctx, node)));
        explicit = null;
      }
      const id = explicit ?? unreservedId(slugger.slug(text, maintainCase));
      if (explicit) slugger.slug(explicit, maintainCase); // keeps later generated ids from colliding with it
      if (ctx.headingIds.has(id)) {
        ctx.diagnostics.push(diagnostic('heading-id-duplicate', 'warning', { id }, locate(ctx, node)));
      }
      ctx.headingIds.add(id);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      if (node.depth === 1 && ctx.h1 === null) ctx.h1 = text;
      if (node.depth >= 2) ctx.toc.push({ id, text, depth: node.depth as TocEntry['depth'] });
    });
  };
}
