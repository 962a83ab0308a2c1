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
import { contextOf, locate, type SiteLinkContext } from './context.js';
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
export function headingsOfText(text: string, site: SiteLinkContext): { value: string; id: string; level: number }[] {
  return headingLinesOfText(text, site).map(({ value, id, level }) => ({ value, id, level }));
}

/** `headingsOfText`, each heading with its line's index in `text` (0-based), for placing other entries among them. */
export function headingLinesOfText(text: string, site: SiteLinkContext): { value: string; id: string; level: number; line: number }[] {
  const inCode = fenceTracker();
  const idOf = headingIds(site);
  const found: { value: string; id: string; level: number; line: number }[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (inCode(line)) continue;
    const heading = /^ {0,3}(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (!heading) continue;
    // `{#id}`, or Docusaurus' comment forms (`{/* #id */}`, `<!-- #id -->`), read as a parsed heading's are.
    const comment = /\s*(?:\{\/\*([^]*?)\*\/\}|<!--([^]*?)-->)\s*$/.exec(heading[2]!);
    const written = comment ? heading[2]!.slice(0, comment.index) : heading[2]!.replace(EXPLICIT_ID, '');
    const explicit = comment ? idInComment(comment[1] ?? comment[2]!) : (EXPLICIT_ID.exec(heading[2]!)?.[1] ?? null);
    const value = plainText(written);
    const id = idOf(value, explicit);
    if (heading[1]!.length >= 2) found.push({ value, id, level: heading[1]!.length, line: index });
  }
  return found;
}

/**
 * The page's heading ids, in order: `explicit` as written (and taken, so later slugs do not collide with it), else a
 * slug of `text` (VitePress' on a VitePress site, github-slugger's otherwise, either with the case kept when
 * `markdown.anchors.maintainCase` says so), unique on the page and clear of the theme's own ids.
 */
function headingIds(site: SiteLinkContext): (text: string, explicit: string | null) => string {
  const slugger = site.syntax === 'vitepress' ? new VitePressSlugger(site.anchorsKeepHyphens === true) : new GithubSlugger();
  const maintainCase = site.anchorsMaintainCase === true;
  return (text, explicit) => {
    if (explicit === null) return unreservedId(slugger.slug(text, maintainCase));
    slugger.slug(explicit, maintainCase);
    return explicit;
  };
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

/** How a project's own slugify departs from VitePress': the case kept, the hyphens at the ends kept (Vue Test Utils' does both). */
export interface VitePressSlugOptions {
  maintainCase?: boolean;
  keepHyphens?: boolean;
}

/**
 * VitePress' slug of a heading: accents dropped, separators as single hyphens (none at the ends unless
 * `keepHyphens`), a leading digit after `_`, lower case unless `maintainCase`.
 */
export function vitePressSlug(text: string, { maintainCase = false, keepHyphens = false }: VitePressSlugOptions = {}): string {
  const separated = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u0000-\u001f]/g, '')
    .replace(VITEPRESS_SEPARATORS, '-');
  const slug = (keepHyphens ? separated : separated.replace(/^-+|-+$/g, '')).replace(/^(\d)/, '_$1');
  return maintainCase ? slug : slug.toLowerCase();
}

/** Slugs of one page, made unique as github-slugger does (`-1`, `-2` … after a taken one). */
class VitePressSlugger {
  private readonly taken = new Set<string>();
  /** `keepHyphens`: `markdown.anchors.trimHyphens: false`, as a VitePress project's own slugify (written by init). */
  constructor(private readonly keepHyphens = false) {}
  /** With `maintainCase`, as a VitePress project's own slugify that keeps the case (`markdown.anchors.maintainCase`, written by init). */
  slug(text: string, maintainCase = false): string {
    const base = vitePressSlug(text, { maintainCase, keepHyphens: this.keepHyphens });
    let slug = base;
    for (let n = 1; this.taken.has(slug); n++) slug = `${base}-${n}`;
    this.taken.add(slug);
    return slug;
  }
}

export function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    const idOf = headingIds(ctx.site);
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
      const id = idOf(text, explicit);
      if (ctx.headingIds.has(id)) {
        ctx.diagnostics.push(diagnostic('heading-id-duplicate', 'warning', { id, ...(ctx.partialOf ? { page: ctx.partialOf } : {}) }, locate(ctx, node)));
      }
      ctx.headingIds.add(id);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      if (node.depth === 1 && ctx.h1 === null) ctx.h1 = text;
      ctx.toc.push({ id, text, depth: node.depth as TocEntry['depth'] });
    });
  };
}
