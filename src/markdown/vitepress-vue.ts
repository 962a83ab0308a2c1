/**
 * What VitePress pages hold for Vue, which docsgen does not run, read under `markdown.syntax: 'vitepress'`: a
 * `<script>` block at the top level (Vue's `<script setup>`) is taken out of the page, a Vue component tag
 * (`<ClientOnly>`, `<VPTeamMembers />`) keeps only its content, and `{{ … }}` (in text or in HTML) shows as written. Each is a located
 * warning (a component once per name, `{{ … }}` once per page), never a silent loss; `{{ $frontmatter.title }}`, a
 * key of the page's front matter that holds text or a number, is that value, as Vue shows it; `{{ … }}` in code, in
 * `::: v-pre` or in an element with the `v-pre` attribute is Vue's to leave as written too, and is not reported.
 * `<Badge>` is drawn (`vitepress-html.ts`), so it is not reported here. A paragraph that starts with a
 * `<template` tag CommonMark does not read as HTML (`<template #answer>`: `#` starts no attribute name there) is HTML,
 * as VitePress reads Vue's `<template>` (a block tag, its HTML running to the next blank line), so its slot shows as
 * a `v-slot:answer` one does. Runs before the raw HTML stage.
 */
import type { Html, Paragraph, Parent, Root, Text } from 'mdast';
import { CONTINUE, SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { diagnostic } from '../diagnostics/catalogue.js';
import { contextOf, locate, type MarkdownFileContext } from './context.js';

const SCRIPT_BLOCK = /^<script[\s>]/i;
/** A Vue component's start tag anywhere in an HTML node (`<div>\n  <SponsorList />\n</div>`): a capitalised name, not VitePress' `<Badge>`. */
const COMPONENT_TAGS = /<(?!Badge[\s/>])([A-Z][\w.-]*)(?=[\s/>])/g;
/** A start tag that closes itself (`<SponsorList />`, knex's `<SqlOutput code="…"/>`), its attributes on any lines. */
const SELF_CLOSING = /^<[A-Z][\w.-]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*\/>/;
/** An HTML comment, whose tags are no components. */
const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

/** The place of `index` inside a node's text: its line, and its column on that line. */
function placeIn(ctx: MarkdownFileContext, node: Html, index: number): { file: string; line?: number; column?: number } {
  const at = locate(ctx, node);
  if (at.line === undefined) return at;
  const before = node.value.slice(0, index);
  const lines = before.split('\n');
  return { ...at, line: at.line + lines.length - 1, column: lines.length > 1 ? lines.at(-1)!.length + 1 : (at.column ?? 1) + index };
}
const INTERPOLATION = /\{\{[\s\S]*?\}\}/;
/** `{{ $frontmatter.title }}`: a key (or a path of keys) of the page's front matter, nothing else. */
const FRONT_MATTER_VALUE = /\{\{\s*\$frontmatter((?:\.[A-Za-z_$][\w$]*)+)\s*\}\}/g;

/** What Vue shows for a front matter path: text, a number or a boolean as written; undefined for anything else. */
function frontMatterText(frontMatter: Readonly<Record<string, unknown>>, path: string): string | undefined {
  let value: unknown = frontMatter;
  for (const key of path.slice(1).split('.'))
    value = value !== null && typeof value === 'object' && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) ? String(value) : undefined;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text with each `{{ $frontmatter.key }}` whose value is text replaced by it; others stay as written. */
function withFrontMatter(text: string, frontMatter: Readonly<Record<string, unknown>>, html: boolean): string {
  return text.replace(FRONT_MATTER_VALUE, (whole, path: string) => {
    const value = frontMatterText(frontMatter, path);
    return value === undefined ? whole : html ? escapeHtml(value) : value;
  });
}
/** An element with the `v-pre` attribute somewhere in an HTML node (`<pre v-pre>{{ shown }}</pre>`). */
const V_PRE_ANYWHERE = /<[a-z][\w-]*\s[^>]*\bv-pre(?=[\s=/>])/i;
/** A start tag alone with the `v-pre` attribute (`<span v-pre>`, `<div class="x" v-pre>`), its element's name captured. */
const V_PRE_START = /^<([a-z][\w-]*)(?=[\s>])[^>]*\sv-pre(?=[\s=/>])[^>]*>$/i;

/** A line that starts a `<template>` element, as VitePress takes it for a block: the name, then a space or the tag's end. */
const TEMPLATE_LINE = /^<template(?:[ \t]|\/?>|$)/;

/**
 * The HTML a paragraph is when its first line starts a `<template>`: its lines as written (without the quote and
 * list prefixes around them), or null for any other paragraph.
 */
function templateHtml(node: Paragraph, source: string): Html | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined || !TEMPLATE_LINE.test(source.slice(start, start + 10))) return null;
  const lines = source.slice(start, end).split(/\r?\n/);
  const value = lines.map((line, i) => (i === 0 ? line : line.replace(/^[ \t>]*/, ''))).join('\n');
  return { type: 'html', value, position: node.position };
}

export function remarkVitePressVue() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    if (ctx.site.syntax !== 'vitepress') return;
    const source = String(file.value);
    if (source.includes('<template')) {
      visit(tree, 'paragraph', (node, index, parent) => {
        const html = parent && index !== undefined ? templateHtml(node, source) : null;
        if (!html) return CONTINUE;
        parent!.children.splice(index!, 1, html);
        return SKIP;
      });
    }
    const named = new Set<string>();
    let interpolation = false;
    /** An element with the `v-pre` attribute that is open (its start tag seen, not yet its end tag), and where. */
    let vPre: { parent: Parent | undefined; end: RegExp } | null = null;
    const inVPre = (parent: Parent | undefined) => !!vPre && (parent === vPre.parent || vPre.parent === tree);
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective' && node.name === 'v-pre') return SKIP;
      const reportInterpolation = (value: string, at: Text | Html) => {
        const m = INTERPOLATION.exec(value);
        if (!m) return;
        interpolation = true;
        const text = m[0].length > 40 ? `${m[0].slice(0, 39)}…` : m[0];
        ctx.diagnostics.push(diagnostic('vue-not-run', 'warning', { variant: 'interpolation', text }, locate(ctx, at)));
      };
      if (node.type === 'text' && !inVPre(parent)) {
        if (node.value.includes('$frontmatter')) node.value = withFrontMatter(node.value, ctx.frontMatter, false);
        if (!interpolation) reportInterpolation(node.value, node);
        return CONTINUE;
      }
      if (node.type !== 'html') return CONTINUE;
      // Vue leaves what an element with `v-pre` holds as written, as docsgen does: its `{{ … }}` is not reported.
      if (vPre && vPre.parent === parent && vPre.end.test(node.value)) vPre = null;
      const opened = vPre ? null : V_PRE_START.exec(node.value.trim());
      if (opened) vPre = { parent, end: new RegExp(`^</${opened[1]}\\s*>`, 'i') };
      if (!vPre && !inVPre(parent) && !V_PRE_ANYWHERE.test(node.value) && node.value.includes('$frontmatter'))
        node.value = withFrontMatter(node.value, ctx.frontMatter, true);
      // `{{ … }}` in an HTML block (`<a :href="item.link">{{ item.text }}</a>` in a `v-for` list) shows as written too.
      if (!interpolation && !vPre && !inVPre(parent) && !V_PRE_ANYWHERE.test(node.value)) reportInterpolation(node.value, node);
      if (parent === tree && index !== undefined && SCRIPT_BLOCK.test(node.value)) {
        ctx.diagnostics.push(diagnostic('vue-not-run', 'warning', { variant: 'script' }, locate(ctx, node)));
        tree.children.splice(index, 1);
        return [SKIP, index];
      }
      // Comments blanked out, keeping the places of the tags after them.
      const tags = node.value.replace(HTML_COMMENT, (comment) => comment.replace(/[^\n]/g, ' '));
      for (const match of tags.matchAll(COMPONENT_TAGS)) {
        const name = match[1]!;
        if (named.has(name)) continue;
        named.add(name);
        // A tag that closes itself has no content to show: nothing is drawn in its place, which the warning says.
        const empty = SELF_CLOSING.test(tags.slice(match.index));
        ctx.diagnostics.push(
          diagnostic('vue-not-run', 'warning', { variant: 'component', name, ...(empty ? { empty } : {}) }, placeIn(ctx, node, match.index)),
        );
      }
      return CONTINUE;
    });
  };
}
