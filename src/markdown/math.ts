/**
 * Math in Markdown: `remark-math` reads `$…$` and `$$…$$` (and ```math fences), and `rehypeMath` renders them
 * to HTML at build time with `rehype-katex` (with the site's `markdown.math.macros`, copied for each page), turns a formula KaTeX cannot read into a located `math-invalid`
 * error (rehype-katex only records it on the vfile and draws the source in red), and gives a page with math
 * KaTeX's style sheet and fonts to copy (`mathStylesheets` names the sheet for the page's head). Runs after the
 * search sections are read, so a formula reaches search as its TeX (inline math) or not at all (math blocks, like
 * code blocks), never as KaTeX's markup. Must not load KaTeX's CSS on pages without math.
 */
import type { Element, Root, RootContent } from 'hast';
import rehypeKatex from 'rehype-katex';
import remarkMathPlugin from 'remark-math';
import type { VFile } from 'vfile';
import { diagnostic } from '../diagnostics/catalogue.js';
import { katexAssets } from './vendor-assets.js';
import { contextOf, locate } from './context.js';

export const remarkMath = remarkMathPlugin;

/** Longest formula quoted in a diagnostic. */
const QUOTE_LIMIT = 60;

const quote = (tex: string) => {
  const flat = tex.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_LIMIT ? `${flat.slice(0, QUOTE_LIMIT - 1)}…` : flat;
};

function hasKatex(node: Root | RootContent): boolean {
  if (node.type === 'element') {
    const classes = node.properties?.className;
    if (Array.isArray(classes) && (classes.includes('katex') || classes.includes('katex-display') || classes.includes('katex-error'))) return true;
  }
  return 'children' in node && (node.children as RootContent[]).some(hasKatex);
}

/** KaTeX's words for a parse error, without its own "KaTeX parse error: " prefix. */
const reasonOf = (cause: unknown): string => {
  const error = cause as { rawMessage?: string; message?: string } | undefined;
  return (error?.rawMessage ?? error?.message ?? 'unknown error')
    .replace(/^KaTeX parse error: /, '')
    .replace(/\s+/g, ' ')
    .trim();
};

type Render = (tree: Root, file: VFile) => void;

export function rehypeMath() {
  // `strict: 'ignore'`: KaTeX's strictness warnings (such as Unicode text in math) would go to the console.
  const plain = rehypeKatex({ strict: 'ignore' }) as unknown as Render;
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    // The site's macros, copied for this page: KaTeX adds a page's `\gdef`s to the object it is given.
    const macros = ctx.site.mathMacros;
    const render = macros ? (rehypeKatex({ strict: 'ignore', macros: { ...macros } }) as unknown as Render) : plain;
    const before = file.messages.length;
    // KaTeX tells the console, whatever `strict` says, when a character has no metrics in its fonts (`◇`): the
    // formula still renders, the browser drawing the character from another font, so nothing is worth a warning.
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('No character metrics')) return;
      warn(...args);
    };
    try {
      render(tree, file);
    } finally {
      console.warn = warn;
    }
    for (const message of file.messages.slice(before)) {
      if (message.source !== 'rehype-katex') continue;
      const element = message.ancestors?.at(-1) as Element | undefined;
      const classes = (element?.properties?.className ?? []) as string[];
      const tex = (element?.children ?? []).map((c) => ('value' in c ? c.value : '')).join('');
      // A math block's `<code>` has no position of its own; its `<pre>` has the block's.
      const placed = [...(message.ancestors ?? [])].reverse().find((node) => node.position) as Element | undefined;
      const at = placed ? locate(ctx, placed) : { file: ctx.file };
      ctx.diagnostics.push(
        diagnostic('math-invalid', 'error', { tex: quote(tex), reason: reasonOf(message.cause), display: !classes.includes('math-inline') }, at),
      );
    }
    file.messages.splice(before);
    if (!hasKatex(tree)) return;
    for (const asset of katexAssets().files) if (!ctx.assets.some((a) => a.output === asset.output)) ctx.assets.push(asset);
  };
}
