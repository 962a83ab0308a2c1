/**
 * remark plugin for the directives of the content guide: admonitions (the built-in kinds and the keywords of
 * `markdown.admonitions`), cards, tabs, `:kbd`, and `:plan` when the config sets `docs.planBadges`, and GitHub
 * alerts (`> [!NOTE]`) as admonitions, and under `markdown.syntax: 'vitepress'` VitePress' containers
 * (`vitepress-containers.ts`). `normalizeDirectiveFences` rewrites, before parsing, the title and spacing forms
 * other tools accept (`:::note Title`, `::: warning`, VitePress' `::: details Title {open}`).
 * Maps each to a custom hast element the theme renders, restores accidental text directives (`Note:this`) to
 * text, and reports unknown or misplaced directives with file:line. Does not render anything itself.
 */
import type { Blockquote, Paragraph, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { asSitePath, withBase } from '../../core/urls.js';
import { OTHER_CONTAINER_DIRECTIVES } from '../config/names.js';
import { diagnostic, type FactsOf } from '../diagnostics/catalogue.js';
import { contextOf, locate, type MarkdownFileContext, type SiteLinkContext } from './context.js';
import { handleVitePressContainer, liftCodeGroupRest, lineNumbersOfFences, unwrapTransparent, VITEPRESS_CONTAINERS } from './vitepress-containers.js';

/** The built-in admonition kinds. `important` is Docusaurus' legacy keyword, drawn like `info`. */
export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important'] as const;

/**
 * Docusaurus' other legacy keywords, Infima's colour names: `:::secondary` is drawn as a note and `:::success` as a
 * tip, each titled with its own name (`@theme/Admonition` maps them). Not VitePress' or Starlight's.
 */
export const LEGACY_DOCUSAURUS_KINDS = ['secondary', 'success'] as const;
/** The kinds the theme draws without a class of its own: the built-in ones with Docusaurus' legacy ones. */
const DOCUSAURUS_KINDS: readonly string[] = [...ADMONITION_KINDS, ...LEGACY_DOCUSAURUS_KINDS];
const isLegacyKind = (kind: string) => (LEGACY_DOCUSAURUS_KINDS as readonly string[]).includes(kind);

/**
 * The admonition kinds of a site: the built-in ones (with Docusaurus' legacy keywords outside VitePress and
 * Starlight) and the keywords of `markdown.admonitions`, or those keywords alone when it sets `extendDefaults: false`.
 */
export function admonitionKindsOf(site: SiteLinkContext): readonly string[] {
  const extra = site.admonitions;
  const builtIn = site.syntax === 'vitepress' || site.syntax === 'starlight' ? ADMONITION_KINDS : DOCUSAURUS_KINDS;
  if (!extra) return builtIn;
  return extra.extendDefaults ? [...new Set([...builtIn, ...extra.keywords])] : extra.keywords;
}
/** The text directives of a site: `:kbd`, and `:plan` when the config sets `docs.planBadges`. */
function textDirectives(ctx: MarkdownFileContext): ReadonlySet<string> {
  return ctx.site.planBadges ? new Set(['kbd', 'plan']) : new Set(['kbd']);
}

type Directive = ContainerDirective | LeafDirective | TextDirective;

function setElement(node: Directive, name: string, properties: Record<string, unknown> = {}): void {
  node.data = { ...node.data, hName: name, hProperties: properties as Record<string, string> };
}

/**
 * Removes the `[label]` paragraph remark-directive puts first in a container and returns its text. A label with more
 * than text in it (`` `code` ``, emphasis, a link) is also kept, as the container's first child, drawn as its title
 * (`docsgen-title`): Docusaurus and VitePress render a title's Markdown.
 */
function takeLabel(node: ContainerDirective): string | undefined {
  const first = node.children[0] as (Paragraph & { data?: { directiveLabel?: boolean } }) | undefined;
  if (first?.type === 'paragraph' && first.data?.directiveLabel) {
    node.children.shift();
    if (first.children.some((child) => child.type !== 'text'))
      // Placed where the label was: an element of Markdown's, never taken for the author's HTML.
      node.children.unshift({
        type: 'paragraph',
        data: { hName: 'docsgen-title' },
        children: first.children,
        ...(first.position ? { position: first.position } : {}),
      });
    return toString(first);
  }
  return undefined;
}

function report(ctx: MarkdownFileContext, node: Directive, facts: FactsOf<'directive-invalid'>): void {
  ctx.diagnostics.push(diagnostic('directive-invalid', 'error', facts, locate(ctx, node)));
}

function handleContainer(ctx: MarkdownFileContext, node: ContainerDirective, parent: Directive | null, kinds: readonly string[]): void {
  const name = node.name;
  const vitepress = ctx.site.syntax === 'vitepress';
  if (kinds.includes(name)) {
    const title = takeLabel(node);
    // A kind the site added is drawn like a note, with a class of its own (`custom` tells the theme it is one).
    const custom = DOCUSAURUS_KINDS.includes(name) ? {} : { custom: 'true' };
    // VitePress' `::: tip {no-title}` draws the box without its heading.
    const bare = vitepress && node.attributes && 'no-title' in node.attributes ? { bare: 'true' } : {};
    // `{#id}` after the title (markdown-it-attrs, on in VitePress): an anchor of the page, as a heading's.
    const id = node.attributes?.id ? { id: node.attributes.id } : {};
    if (id.id) ctx.headingIds.add(id.id);
    setElement(node, 'docsgen-admonition', { kind: name, title, ...custom, ...bare, ...id });
    return;
  }
  if (name === 'details') {
    const summary = takeLabel(node);
    // VitePress titles an untitled one with the theme's word for details, and opens it with `{open}`.
    if (!summary && !vitepress) report(ctx, node, { variant: 'details-without-summary' });
    const open = vitepress && node.attributes && 'open' in node.attributes ? { open: true } : {};
    setElement(node, 'docsgen-details', { summary: summary ?? '', ...open });
    return;
  }
  if (name === 'cards' || name === 'tabs') {
    const child = name === 'cards' ? 'card' : 'tab';
    for (const item of node.children) {
      if (isStrayFence(item)) continue; // reported on its own, with the nesting rule
      if (item.type !== 'containerDirective' || item.name !== child) {
        // A vitepress-plugin-tabs block (`::: tabs` with `== label` lines) is told of in its own words.
        const plugin = name === 'tabs' && (node.data as { vitePressTabs?: boolean } | undefined)?.vitePressTabs ? { vitepress: true as const } : {};
        report(ctx, item as Directive, { variant: 'foreign-child', group: name, entry: child, ...plugin });
      }
    }
    setElement(node, `docsgen-${name}`, name === 'tabs' ? tabsSync(ctx, node) : {});
    return;
  }
  // card and tab
  const container = name === 'card' ? 'cards' : 'tabs';
  if (parent?.type !== 'containerDirective' || parent.name !== container) {
    report(ctx, node, { variant: 'outside-group', entry: name, group: container });
  }
  const attrs = node.attributes ?? {};
  if (name === 'card') {
    if (!attrs.title || !attrs.href) {
      report(ctx, node, { variant: 'card-without-target' });
    }
    setElement(node, 'docsgen-card', { title: attrs.title ?? '', href: attrs.href ?? '' });
  } else {
    const label = attrs.label ?? takeLabel(node);
    if (!label) report(ctx, node, { variant: 'tab-without-label' });
    setElement(node, 'docsgen-tab', { label: label ?? '' });
  }
}

/**
 * `::::tabs{groupId="os" queryString}`: groups with the same `groupId` switch together and remember the choice;
 * `queryString` names the URL parameter that selects the tab (bare, it takes the groupId).
 */
function tabsSync(ctx: MarkdownFileContext, node: ContainerDirective): { groupId?: string; queryString?: string } {
  const attrs = node.attributes ?? {};
  const groupId = attrs.groupId || undefined;
  if (attrs.queryString === undefined || attrs.queryString === null) return { groupId };
  const queryString = attrs.queryString || groupId;
  if (!queryString) report(ctx, node, { variant: 'tabs-query-without-key' });
  return { groupId, queryString };
}

/**
 * A paragraph that is only colons: the closing fence of a directive already closed by the one before it, as when
 * a `:::tab` holds a `:::note` (the note's `:::` closes the tab too; the outer one needs more colons).
 */
function isStrayFence(node: RootContent | Root): boolean {
  return node.type === 'paragraph' && node.children.length === 1 && node.children[0]!.type === 'text' && /^:{3,}$/.test(node.children[0].value.trim());
}

/**
 * Whether the nearest list or directive among the siblings `before` a stray fence is a list whose last item ends
 * with a container directive: one opened in a list item (indented under `- …`) ends with that item, so a fence
 * written after the list, unindented, closes nothing.
 */
function endsListWithDirective(before: readonly RootContent[]): boolean {
  const last = before.findLast((node) => node.type === 'list' || node.type === 'containerDirective');
  const item = last?.type === 'list' ? last.children.at(-1) : undefined;
  return item?.children.at(-1)?.type === 'containerDirective';
}

/** True when the directive's source is only `:name` — ordinary text such as `Note:this`. */
function isAccidentalText(node: TextDirective, source: string): boolean {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return false;
  return source.slice(start, end) === `:${node.name}`;
}

export function remarkDirectives() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    const source = String(file.value);
    const known = textDirectives(ctx);
    const admonitions = admonitionKindsOf(ctx.site);
    const vitepress = ctx.site.syntax === 'vitepress';
    const containers = new Set<string>([...admonitions, ...OTHER_CONTAINER_DIRECTIVES]);
    if (vitepress) {
      lineNumbersOfFences(tree);
      liftCodeGroupRest(ctx, tree);
    }
    const walk = (node: Root | RootContent, parent: Directive | null, before: readonly RootContent[] = []): void => {
      if (node.type === 'textDirective') {
        handleText(ctx, node, source, known);
        return;
      }
      // Unknown directives are left for the site's remark plugins (Cypress' `:::cypress-config-example`), and
      // reported after them if none took them (remarkUnknownDirectives).
      if (node.type === 'leafDirective') return;
      if (node.type === 'blockquote') markGitHubAlert(node);
      if (isStrayFence(node)) {
        report(ctx, node as never, {
          variant: 'stray-fence',
          fence: toString(node),
          ...(endsListWithDirective(before) ? { closedBy: 'list-item' as const } : {}),
        });
      }
      let nextParent = parent;
      if (node.type === 'containerDirective' && vitepress && VITEPRESS_CONTAINERS.includes(node.name)) {
        if (!handleVitePressContainer(ctx, node).walkChildren) return;
      } else if (node.type === 'containerDirective') {
        if (containers.has(node.name)) handleContainer(ctx, node, parent, admonitions);
        nextParent = node;
      }
      if ('children' in node) {
        const children = node.children as RootContent[];
        children.forEach((child, i) => walk(child, nextParent, children.slice(0, i)));
      }
    };
    walk(tree, null);
    if (vitepress) unwrapTransparent(tree);
    restoreAccidentalText(tree, source, known);
  };
}

function handleText(ctx: MarkdownFileContext, node: TextDirective, source: string, known: ReadonlySet<string>): void {
  if (isAccidentalText(node, source) && !known.has(node.name)) return; // restored afterwards
  if (node.name === 'kbd') {
    setElement(node, 'kbd');
    return;
  }
  if (node.name === 'plan' && ctx.site.planBadges) {
    const plan = toString(node).trim();
    const { plans, href } = ctx.site.planBadges;
    if (!plans.includes(plan)) {
      report(ctx, node, { variant: 'unknown-plan', plan, plans });
    }
    ctx.links.push({ kind: 'route', raw: href, route: href, anchor: null, ...lineColumn(ctx, node) });
    setElement(node, 'docsgen-plan', { plan, href: withBase(ctx.site.baseUrl, asSitePath(href)) });
    node.children = [];
    return;
  }
  // Unknown: left for the site's remark plugins, reported after them if none took it (remarkUnknownDirectives).
}

/**
 * After the site's remark plugins: the directives nobody drew (docsgen's stage gives each it knows an element; a
 * site's plugin replaces or draws its own) are reported at their line, as unknown. Accidental `:word` text was put
 * back already. Reads the tree, changes nothing.
 */
export function remarkUnknownDirectives() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    const known = textDirectives(ctx);
    const planBadges = Boolean(ctx.site.planBadges);
    // The kinds a hint offers: Docusaurus' legacy keywords still work, but are not suggested.
    const admonitions = admonitionKindsOf(ctx.site).filter((kind) => !isLegacyKind(kind));
    const vitepress = ctx.site.syntax === 'vitepress';
    const containerPlugins = (ctx.site.missingPlugins ?? []).filter((name) => /container/i.test(name));
    visit(tree, (node) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const directive = node as Directive;
      if (directive.data?.hName) return;
      if (directive.type === 'textDirective') report(ctx, directive, { variant: 'unknown-text', name: directive.name, planBadges: known.has('plan') });
      else if (directive.type === 'leafDirective') report(ctx, directive, { variant: 'unknown-leaf', name: directive.name, admonitions, planBadges });
      else {
        const fromVitePress = !vitepress && VITEPRESS_CONTAINERS.includes(directive.name);
        // A container plugin the pages were written for (VitePress' `markdown-it-container` adding `::: success`).
        const plugins = containerPlugins.length ? { missingPlugins: containerPlugins } : {};
        report(ctx, directive, {
          variant: 'unknown-container',
          name: directive.name,
          admonitions,
          planBadges,
          ...(fromVitePress ? { vitepress: true } : {}),
          ...plugins,
        });
      }
    });
  };
}

function lineColumn(ctx: MarkdownFileContext, node: Directive) {
  const at = locate(ctx, node);
  return { line: at.line ?? 0, column: at.column ?? 0 };
}

/** Turns `:word` directives that were only ordinary text back into text. */
function restoreAccidentalText(tree: Root, source: string, known: ReadonlySet<string>): void {
  visit(tree, 'textDirective', (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (known.has(node.name) || !isAccidentalText(node, source)) return;
    const text: Text = { type: 'text', value: `:${node.name}` };
    (parent.children as PhrasingContent[]).splice(index, 1, text);
    return [SKIP, index];
  });
  mergeAdjacentText(tree);
}

/** Joins neighbouring text nodes left by restored directives, so the output has no split text runs. */
function mergeAdjacentText(node: Root | RootContent): void {
  if (!('children' in node)) return;
  const children = node.children as RootContent[];
  for (let i = children.length - 1; i > 0; i--) {
    const current = children[i]!;
    const before = children[i - 1]!;
    if (current.type === 'text' && before.type === 'text') {
      before.value += current.value;
      if (before.position && current.position) before.position.end = current.position.end;
      children.splice(i, 1);
    }
  }
  for (const child of children) mergeAdjacentText(child);
}

const ALERT = /^\[!(note|tip|important|warning|caution)\][ \t]*(?:\n|$)/i;

/** `> [!NOTE]` on its own first line (GitHub's alert syntax) makes the quote an admonition of that kind. */
function markGitHubAlert(node: Blockquote): void {
  const first = node.children[0];
  if (first?.type !== 'paragraph') return;
  const text = first.children[0];
  if (text?.type !== 'text') return;
  const m = ALERT.exec(text.value);
  if (!m) return;
  text.value = text.value.slice(m[0].length);
  if (!text.value) first.children.shift();
  if (first.children.length === 0) node.children.shift();
  node.data = { ...node.data, hName: 'docsgen-admonition', hProperties: { kind: m[1]!.toLowerCase() } };
}

/** What may come before a block on its line: indentation, quote markers and list markers. */
const LINE_PREFIX = String.raw`(?:[ \t>]|[-*+][ \t]|\d{1,9}[.)][ \t])*`;
const FENCE = new RegExp(String.raw`^${LINE_PREFIX}(\`{3,}|~{3,})(.*)$`);
const DIRECTIVE_LINE = new RegExp(String.raw`^(${LINE_PREFIX})(:{3,})([ \t]*)([A-Za-z][\w-]*)(.*)$`);

function bracketsBalanced(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    if (c === '[') depth++;
    else if (c === ']' && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * Rewrites directive openings other tools write into remark-directive's form, before parsing: `:::note Title`
 * (Docusaurus) becomes `:::note[Title]`, and `::: warning` (VitePress) loses the space. Unknown names are rewritten too,
 * so they are reported as unknown directives rather than left as `:::` text.
 * One line in, one line out (and a title after one space keeps its columns), so diagnostics keep their lines.
 * Fenced code is left alone. `vitepress` (`markdown.syntax: 'vitepress'`) also reads attributes after a title.
 */
export function normalizeDirectiveFences(markdown: string, vitepress = false): string {
  if (!markdown.includes(':::')) return markdown;
  let fence: { char: string; length: number } | null = null;
  let changed = false;
  const lines = markdown.split('\n').map((line) => {
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[1]![0] === fence.char && f[1]!.length >= fence.length && !f[2]!.trim()) fence = null;
      return line;
    }
    if (f && !(f[1]![0] === '`' && f[2]!.includes('`'))) {
      fence = { char: f[1]![0]!, length: f[1]!.length };
      return line;
    }
    const d = DIRECTIVE_LINE.exec(line);
    if (!d) return line;
    const [, prefix, colons, space, name, rest] = d as unknown as [string, string, string, string, string, string];
    let out: string;
    if (/^[ \t]+\S/.test(rest)) {
      let title = rest.trimStart().replace(/\s+$/, '');
      // VitePress writes attributes after the title (`::: details Title {open}`).
      const attributes = vitepress ? (/(?:^|\s)(\{[^{}]*\})$/.exec(title)?.[1] ?? '') : '';
      if (attributes) title = title.slice(0, -attributes.length).trimEnd();
      const label = bracketsBalanced(title) ? title : title.replace(/[[\]]/g, '\\$&');
      out = `${prefix}${colons}${name}${title ? `[${label}]` : ''}${attributes}`;
    } else if (space && (/^\s*$/.test(rest) || rest.startsWith('[') || rest.startsWith('{'))) {
      out = `${prefix}${colons}${name}${rest}`;
    } else {
      return line;
    }
    changed = true;
    return line.endsWith('\r') ? `${out}\r` : out;
  });
  return changed ? lines.join('\n') : markdown;
}
