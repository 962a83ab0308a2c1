/**
 * VitePress' own containers, read under `markdown.syntax: 'vitepress'`: `::: code-group` (its code blocks become
 * tabs, each labelled by the `[label]` of its fence or snippet line; anything else in it is moved after it, a
 * group inside it, unclosed, reported as such), and `::: v-pre` and `::: raw`, whose content
 * is shown as it is (docsgen runs no Vue, so `{{ }}` is text anyway, and has no styles to opt out of). Also reads
 * VitePress' `ts:line-numbers` fence languages. Called by `directives.ts`; renders nothing itself.
 */
import type { Code, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { SKIP, visit } from 'unist-util-visit';
import { diagnostic } from '../diagnostics/catalogue.js';
import { locate, type MarkdownFileContext } from './context.js';

/** The containers VitePress adds to the admonitions and `details`. */
export const VITEPRESS_CONTAINERS: readonly string[] = ['code-group', 'v-pre', 'raw'];

/** Containers shown as their content alone. */
const TRANSPARENT = new Set(['v-pre', 'raw']);

/**
 * `[label]` in a fence's meta (VitePress' tab label in a code group); the rest of the meta is kept. From the first
 * `[` to the last `]`, as VitePress reads it (`/\[(.*)\]/`): a label holding brackets is whole (`[pages/[id].vue]`).
 */
const LABEL = /(?:^|\s)\[(.*)\](?=\s|$)/;

/** A code block's `[label]`, taken out of its meta. */
export function takeCodeLabel(node: Code): string | null {
  const m = LABEL.exec(node.meta ?? '');
  if (!m) return null;
  node.meta = (node.meta!.slice(0, m.index) + node.meta!.slice(m.index + m[0].length)).trim() || null;
  return m[1]!.trim() || null;
}

/**
 * `::: code-group`: each code block becomes a tab of one group, labelled by its `[label]` (else its language). Its
 * other content was moved after it (`liftCodeGroupRest`).
 */
function codeGroup(ctx: MarkdownFileContext, node: ContainerDirective): void {
  const tabs: ContainerDirective[] = [];
  for (const child of node.children) {
    if (child.type !== 'code') continue;
    const label = takeCodeLabel(child) ?? child.lang ?? `${tabs.length + 1}`;
    // Placed where its code is: an element without a place is one the HTML parser implied, checked as the author's.
    tabs.push({
      type: 'containerDirective',
      name: 'tab',
      children: [child],
      data: { hName: 'docsgen-tab', hProperties: { label } },
      ...(child.position ? { position: child.position } : {}),
    });
  }
  if (tabs.length === 0) ctx.diagnostics.push(diagnostic('directive-invalid', 'error', { variant: 'code-group-empty' }, locate(ctx, node)));
  node.children = tabs;
  node.data = { ...node.data, hName: 'docsgen-tabs', hProperties: {} };
}

/**
 * Moves what a `::: code-group` holds besides code blocks (a paragraph, a heading) out of it, to just after it, with
 * a warning: tabs show only tabs, and VitePress shows such content too (in the group, below its code). Placed there
 * before the directives are read, it is read as any block of the page (its heading in the table of contents).
 */
export function liftCodeGroupRest(ctx: MarkdownFileContext, tree: Root): void {
  visit(tree, 'containerDirective', (node, index, parent) => {
    if (node.name !== 'code-group' || !parent || index === undefined) return;
    const rest: RootContent[] = [];
    for (const child of node.children) {
      if (child.type === 'code') continue;
      // A group inside the group: most often `::: code-group` written where the closing `:::` was meant. One error
      // at its line, and its content goes after the group with the rest, unread as a group.
      if (child.type === 'containerDirective' && child.name === 'code-group') {
        const line = locate(ctx, node).line ?? 0;
        ctx.diagnostics.push(diagnostic('directive-invalid', 'error', { variant: 'code-group-nested', line }, locate(ctx, child)));
        rest.push(...(child.children as RootContent[]));
        continue;
      }
      ctx.diagnostics.push(diagnostic('directive-invalid', 'warning', { variant: 'code-group-child' }, locate(ctx, child)));
      rest.push(child);
    }
    if (rest.length === 0 && node.children.every((child) => child.type === 'code')) return;
    node.children = node.children.filter((child) => child.type === 'code');
    (parent.children as RootContent[]).splice(index + 1, 0, ...rest);
  });
}

/**
 * Handles a VitePress container at `node` and tells whether its children still need the directive walk (the
 * Markdown inside `v-pre` and `raw` does; a code group holds only code).
 */
export function handleVitePressContainer(ctx: MarkdownFileContext, node: ContainerDirective): { walkChildren: boolean } {
  if (node.name === 'code-group') {
    codeGroup(ctx, node);
    return { walkChildren: false };
  }
  return { walkChildren: true };
}

/** Replaces every `v-pre` and `raw` container by its content, once the walk has read what is inside. */
export function unwrapTransparent(tree: Root): void {
  visit(tree, 'containerDirective', (node, index, parent) => {
    if (!parent || index === undefined || !TRANSPARENT.has(node.name)) return;
    parent.children.splice(index, 1, ...(node.children as never[]));
    return [SKIP, index];
  });
}

/** VitePress' per-block line numbers: `ts:line-numbers`, `ts:line-numbers=5`, `ts:no-line-numbers`. */
/** `ts:line-numbers`, `ts:line-numbers=5`, `ts:no-line-numbers`, each may be followed by lines to highlight (`{3,8}`). */
const LINE_NUMBERS = /^(.*?):(no-)?line-numbers(?:=(\d+))?(\{[^}]*\})?$/;

/** Reads `lang:line-numbers` fences into a language and Docusaurus' `showLineNumbers` meta. */
export function lineNumbersOfFences(tree: Root): void {
  visit(tree, 'code', (node) => {
    const m = LINE_NUMBERS.exec(node.lang ?? '');
    if (!m) return;
    // The lines to highlight stay with the language (`ts{3,8}`), where VitePress' highlight syntax is read.
    node.lang = (m[1] ?? '') + (m[4] ?? '') || null;
    if (!m[2]) node.meta = [node.meta, m[3] ? `showLineNumbers=${m[3]}` : 'showLineNumbers'].filter(Boolean).join(' ');
  });
}
