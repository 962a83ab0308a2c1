/**
 * The Markdown and MDX pipeline: remark-parse (+ remark-mdx for MDX) → gfm → math → VitePress' tabs and Vue
 * (`markdown.syntax: 'vitepress'`; Vue on Markdown only) → raw HTML policy (Markdown) → VitePress snippets →
 * directives → headings → links → Mermaid → (the site's remark plugins) → code meta → npm2yarn tabs → plugin
 * syntax left unhandled →
 * remark-rehype → raw HTML parsed and checked (Markdown) or JSX elements checked (MDX) → images (and the sizes of
 * Astro's `<Image>`, MDX) → search sections →
 * KaTeX → highlighting → React elements (rehype-react, or `mdx/render.ts` with the page's scope for MDX) →
 * `renderToString`. The site's own plugins (`user-plugins.ts`) join at four declared places:
 * `beforeDefaultRemarkPlugins` after the parser's syntax extensions, `remarkPlugins` after docsgen's remark stages
 * but before a code block's fence line and magic comments are read (as Docusaurus reads them when it renders the
 * block, so code a plugin fills in from a file is highlighted as its `{…}` ranges say),
 * `beforeDefaultRehypePlugins` right after remark-rehype, `rehypePlugins` after the HTML is checked and its images
 * placed (so search, KaTeX and highlighting see their work). A plugin that fails is a located error at the page. A
 * few processors serve every page; per-page state travels in the vfile. Reads no files itself: local images,
 * partials, VitePress snippets and the site's modules come from the caller (KaTeX's and Mermaid's own files are
 * named by `vendor-assets.ts`, the languages Prism knows read by `code-languages.ts`).
 */
import type { PageHead } from '../../core/route-data.js';
import type { Root } from 'mdast';
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import rehypeReact from 'rehype-react';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { codeIndented } from 'micromark-core-commonmark';
import type { Construct, Extension, TokenizeContext } from 'micromark-util-types';
import { VFile } from 'vfile';
import { EXIT, visit } from 'unist-util-visit';
import { VFileMessage } from 'vfile-message';
import type { CompileInput, MdxSiteInput } from './compile-input.js';

export type { CompileInput, MdxSiteInput };
import type { TocEntry } from '../../core/route-data.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import {
  contextOf,
  createFileContext,
  type MarkdownFileContext,
  type AssetCopy,
  type LinkRecord,
  type SearchSection,
  type ProcessorSwitches,
  type SiteLinkContext,
} from './context.js';
import { remarkCodeMeta } from './code-meta.js';
import { normalizeDirectiveFences, remarkDirectives, remarkUnknownDirectives } from './directives.js';
import { remarkHeadings } from './headings.js';
import { rehypeHighlight } from './highlight.js';
import { rehypeImages } from './images.js';
import { remarkLinks } from './links.js';
import { remarkMermaid } from './mermaid.js';
import { remarkNpm2yarn } from './npm2yarn.js';
import { remarkUnhandledSyntax } from './unhandled-syntax.js';
import { remarkSnippets } from './snippets.js';
import { remarkVitePressIncludes } from './vitepress-include.js';
import { remarkVitePressToc } from './vitepress-toc.js';
import { remarkVitePressVue } from './vitepress-vue.js';
import { remarkVitePressTabs } from './vitepress-tabs.js';
import { firstTooDeepLine, firstTooDeepNode, NESTING_LIMIT } from './nesting.js';
import { mdxSource } from './mdx/compat.js';
import { remarkMdxLinesInMarkdown } from './mdx/lines-in-markdown.js';
import { rehypeRawHtml, remarkRawHtml } from './raw-html.js';
import { rehypeSearchSections } from './search-sections.js';
import { loadedEmoji, loadedMath, MATH_MISSING, requireMdx } from './extensions.js';
import { remarkMathMissing } from './math-missing.js';
import { markdownPlugins, NO_MARKDOWN_PLUGINS, PluginFailure, pluginFailureDiagnostic, type PreparedPlugins } from './user-plugins.js';
import { remarkDirectiveSyntax, remarkGfmSyntax, syntaxNeeds } from './syntax-extensions.js';
import { builtInTheme, type ThemeModule } from '../render/theme-module.js';
import { interfaceTextOf } from './ui-text.js';
import { withUnixLineEndings } from '../util/line-endings.js';

/** Whether the body opens with its own title, as Docusaurus reads it: its first heading is an h1, above any thematic break. */
function hasContentTitle(tree: Root): boolean {
  let found = false;
  visit(tree, ['heading', 'thematicBreak'], (node) => {
    found = node.type === 'heading' && node.depth === 1;
    return EXIT;
  });
  return found;
}

/**
 * Adds a `# title` when the body does not open with its own (hasContentTitle), as Docusaurus draws the page's title
 * then: a page whose first heading is an h2 gets the title above it, and keeps an h1 written further down. Like
 * Docusaurus' title from front matter, it is marked as added (`docsgenTitle`): it gets no id, so an h2 that repeats
 * the title keeps the plain slug.
 */
function remarkEnsureTitle() {
  return (tree: Root, file: VFile) => {
    const title = contextOf(file).title;
    if (!title || hasContentTitle(tree)) return;
    tree.children.unshift({ type: 'heading', depth: 1, children: [{ type: 'text', value: title }], data: { docsgenTitle: true } });
  };
}

/**
 * Takes a blog post's content title out of its body, as Docusaurus' blog does: the first heading, when it is an h1
 * and no thematic break comes before it, wherever it is (after an introduction too). The post's header shows its
 * title (from front matter, or from this heading).
 */
function remarkDropContentTitle() {
  return (tree: Root, file: VFile) => {
    if (!contextOf(file).dropContentTitle) return;
    visit(tree, ['heading', 'thematicBreak'], (node, index, parent) => {
      if (node.type === 'heading' && node.depth === 1 && parent && index !== undefined) parent.children.splice(index, 1);
      return EXIT; // only the first heading or thematic break decides
    });
  };
}

/**
 * VitePress' emoji shortcodes (`:tada:` → 🎉, markdown-it-emoji's, on by default there) on a site of its syntax, by
 * remark-gemoji (GitHub's names) when the render loaded it (`extensions.ts`: only for pages that hold a shortcode).
 */
function remarkVitePressEmoji() {
  return (tree: Root, file: VFile) => {
    const emoji = loadedEmoji();
    if (emoji && contextOf(file).site.syntax === 'vitepress') emoji.default()(tree);
  };
}

/** The MDX nodes remark-rehype keeps as they are (their Markdown children are still turned into hast). */
const MDX_NODES = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];

/**
 * One processor for Markdown and one for MDX. They share every stage but the parser extension and the HTML
 * stages: Markdown keeps raw HTML and parses it, MDX has JSX instead. The MDX processor has no compiler: its
 * tree is turned into React elements by `mdx/render.ts`, with the page's scope.
 */
/** How a processor treats math: not at all, with the math stages, or reporting it (its renderer not installed). */
type MathKind = 'none' | 'render' | 'missing';

/**
 * MDX 1 (Docusaurus 2's) read a block indented by four spaces as code, as Markdown does; MDX 3's parser turns that
 * construct off, so that indented JSX is not code. `markdown.indentedCode` adds it back for MDX pages, where MDX 1
 * found it: after a blank line (or at the start). A line right after a JSX or HTML line (`<div>` then `    <p>`)
 * belonged to that element's block in MDX 1, and stays JSX here. Runs after remark-mdx.
 */
const indentedCodeAfterBlank: Construct = {
  name: 'codeIndentedAfterBlank',
  tokenize(this: TokenizeContext, effects, ok, nok) {
    const before = this.events.findLast(([kind, token]) => kind === 'exit' && token.type !== 'linePrefix' && token.type !== 'whitespace');
    if (before && before[1].type !== 'lineEndingBlank') return (code) => nok(code);
    return codeIndented.tokenize.call(this, effects, ok, nok);
  },
};

function remarkMdxIndentedCode(this: Processor) {
  const data = this.data() as { micromarkExtensions?: Extension[] };
  // Tab, virtual space and space: the characters an indented line starts with, as micromark's own construct.
  (data.micromarkExtensions ??= []).push({ flowInitial: { [-2]: indentedCodeAfterBlank, [-1]: indentedCodeAfterBlank, [32]: indentedCodeAfterBlank } });
}

function createProcessor(theme: ThemeModule, mdx: boolean, math: MathKind, syntax: number, plugins: PreparedPlugins, indentedCode: boolean) {
  const stages = math === 'render' ? (loadedMath() as Exclude<ReturnType<typeof loadedMath>, typeof MATH_MISSING | null>) : null;
  const site = plugins.lists;
  return unified()
    .use(remarkParse)
    .use(mdx ? [requireMdx().remarkMdx, requireMdx().remarkComment, requireMdx().remarkUnravelJsx] : [])
    .use(mdx && indentedCode ? [remarkMdxIndentedCode] : [])
    .use(remarkGfmSyntax, syntax)
    .use(stages ? [stages.remarkMath] : math === 'missing' ? [remarkMathMissing] : [])
    .use(remarkDirectiveSyntax, syntax)
    .use(mdx ? [] : [remarkVitePressIncludes])
    .use(site.beforeDefaultRemarkPlugins)
    .use(remarkVitePressTabs)
    .use(mdx ? [] : [remarkVitePressVue, remarkRawHtml, remarkMdxLinesInMarkdown])
    .use(remarkEnsureTitle)
    .use(remarkSnippets)
    .use(remarkDirectives)
    .use(remarkDropContentTitle)
    .use(mdx ? [] : [remarkVitePressEmoji])
    .use(remarkHeadings)
    .use(mdx ? [] : [remarkVitePressToc])
    .use(remarkLinks)
    .use(remarkMermaid)
    .use(site.remarkPlugins)
    .use(remarkCodeMeta)
    .use(remarkNpm2yarn)
    .use(remarkUnknownDirectives)
    .use(remarkUnhandledSyntax)
    .use(remarkRehype, mdx ? { passThrough: MDX_NODES } : { allowDangerousHtml: true })
    .use(site.beforeDefaultRehypePlugins)
    .use(mdx ? requireMdx().rehypeJsxHtml : rehypeRawHtml)
    .use(rehypeImages)
    .use(mdx ? [requireMdx().rehypeAstroImageSizes] : [])
    .use(site.rehypePlugins)
    .use(rehypeSearchSections)
    .use(stages ? [stages.rehypeMath] : [])
    .use(rehypeHighlight)
    .use(rehypeReact, { Fragment, jsx, jsxs, components: theme.markdownComponents as never });
}

/**
 * Processors per theme (normally just the built-in one), format, whether the page may hold math and which GFM and
 * directive syntax it could use: a page without a `$` skips the math stages, so sites that have no math pay nothing
 * for them, and the parser leaves out the constructs whose characters the text lacks (syntax-extensions.ts), which
 * gives the same tree. `text` is what will be parsed. Without `sitePlugins`, the site's own plugins are left out: for
 * text the site did not write as Markdown (a `<CodeBlock>`'s code, a React page's body), which Docusaurus does not
 * pass through them either.
 */
const processors = new WeakMap<ThemeModule, Map<string, ReturnType<typeof createProcessor>>>();

function processorFor(theme: ThemeModule, mdx: boolean, text: string, sitePlugins: boolean, site: ProcessorSwitches) {
  // Math stages only where a `$` could start math, and once KaTeX is loaded (see extensions.ts); a ```math fence
  // is math too, but only reported when the renderer is missing (with it, a page needs a `$` to be read for math).
  // A site with `markdown.math: false` has none: `$` is text.
  const loaded = site.math !== false ? loadedMath() : null;
  const math: MathKind =
    loaded === null
      ? 'none'
      : loaded === MATH_MISSING
        ? text.includes('$') || /^ {0,3}(`{3,}|~{3,})\s*math\b/im.test(text)
          ? 'missing'
          : 'none'
        : text.includes('$')
          ? 'render'
          : 'none';
  const syntax = syntaxNeeds(text);
  let byKind = processors.get(theme);
  if (!byKind) processors.set(theme, (byKind = new Map()));
  const plugins = sitePlugins ? markdownPlugins() : NO_MARKDOWN_PLUGINS;
  const indented = mdx && site.indentedCode === true;
  const key = `${mdx}:${math}:${syntax}:${indented}:${plugins.key}`;
  let processor = byKind.get(key);
  if (!processor) byKind.set(key, (processor = createProcessor(theme, mdx, math, syntax, plugins, indented)));
  return processor;
}

export interface CompiledMarkdown {
  bodyHtml: string;
  toc: TocEntry[];
  headingIds: Set<string>;
  links: LinkRecord[];
  h1: string | null;
  sections: SearchSection[];
  /** Files beside the page to copy into the output (images, linked files). */
  assets: AssetCopy[];
  diagnostics: Diagnostic[];
  /** What an MDX page's `<Head>` puts in its head (absent when nothing). */
  head?: PageHead;
}

/**
 * Compiles one page. Asynchronous because the site's plugins may be (Docusaurus awaits them); docsgen's own stages
 * are synchronous, so a site without such plugins gets its page within the call's first turn.
 */
export async function compileMarkdown(input: CompileInput): Promise<CompiledMarkdown> {
  const ctx = createFileContext(input.site, input);
  const result = (bodyHtml: string): CompiledMarkdown => ({
    bodyHtml,
    toc: ctx.toc,
    headingIds: ctx.headingIds,
    links: ctx.links,
    h1: ctx.h1,
    sections: ctx.sections ?? [],
    assets: ctx.assets,
    diagnostics: ctx.diagnostics,
    ...(ctx.head && (ctx.head.title !== undefined || ctx.head.pageTitle !== undefined || ctx.head.tags.length) ? { head: ctx.head } : {}),
  });
  // Too deep to parse in reasonable time, or to walk without running out of stack: a located error, no page body.
  const tooDeep = (line: number) => {
    ctx.diagnostics.push(diagnostic('markdown-too-deep', 'error', { limit: NESTING_LIMIT }, { file: input.file, line: line + input.lineOffset }));
    return result('');
  };
  const sitePlugins = input.sitePlugins !== false;
  // Whoever read the text: a page compiled from a string (dev's in-memory edits, tests) reads as one from a file.
  let markdown = withUnixLineEndings(input.markdown);
  const preprocess = sitePlugins ? markdownPlugins().preprocess : null;
  if (preprocess) {
    try {
      markdown = preprocess(input.file, markdown);
    } catch (error) {
      if (!(error instanceof PluginFailure)) throw error;
      ctx.diagnostics.push(pluginFailureDiagnostic(error, input.file, input.lineOffset));
      return result('');
    }
  }
  const early = firstTooDeepLine(markdown);
  if (early !== null) return tooDeep(early);
  const theme = input.theme ?? builtInTheme;
  const mdx = input.format === 'mdx';
  const text = normalizeDirectiveFences(markdown, input.site.syntax === 'vitepress');
  const value = mdx ? mdxSource(text) : text;
  const file = new VFile({ value, path: input.file, data: { docsgen: ctx } });
  try {
    const processor = processorFor(theme, mdx, value, sitePlugins, input.site);
    const mdast = processor.parse(file);
    const deep = firstTooDeepNode(mdast);
    if (deep !== null) return tooDeep(deep);
    if (mdx) return result(await requireMdx().compileMdxTree({ processorFor, codeRenderer }, mdast, file, ctx, input, theme, sitePlugins));
    const hast = await processor.run(mdast, file);
    const element = processor.stringify(hast, file) as ReactElement;
    return result(renderToString(createElement(theme.TextProvider, interfaceTextOf(input.site), element)));
  } catch (error) {
    if (error instanceof PluginFailure) {
      ctx.diagnostics.push(pluginFailureDiagnostic(error, input.file, input.lineOffset));
      return result('');
    }
    if (error instanceof RangeError) return tooDeep(1);
    if (error instanceof VFileMessage && mdx) {
      // The MDX parser's own words, at its place.
      const reason = error.reason.replace(/\s+/g, ' ');
      ctx.diagnostics.push(
        diagnostic(
          'mdx',
          'error',
          { variant: 'syntax', reason },
          { file: input.file, line: (error.line ?? 1) + input.lineOffset, column: error.column ?? undefined },
        ),
      );
      return result('');
    }
    throw error;
  }
}

/**
 * `<CodeBlock>` of the theme: a code block rendered as a fenced block of Markdown would be, highlighted at build time
 * (by docsgen's stages only: its code is not Markdown the site wrote, so the site's plugins do not see it).
 */
function codeRenderer(page: MarkdownFileContext, theme: ThemeModule) {
  return ({
    code,
    language,
    title,
    showLineNumbers,
    metastring,
  }: {
    code: string;
    language?: string;
    title?: string;
    showLineNumbers?: boolean;
    metastring?: string;
  }): ReactNode => {
    const longestRun = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longestRun + 1);
    const meta = [language ?? 'text', metastring ?? '', title ? `title=${JSON.stringify(title)}` : '', showLineNumbers ? 'showLineNumbers' : '']
      .filter(Boolean)
      .join(' ');
    const ctx = createFileContext(page.site, { file: page.file, sourcePath: page.sourcePath, route: page.route, lineOffset: page.lineOffset });
    const value = `${fence}${meta}\n${code.replace(/\n$/, '')}\n${fence}\n`;
    const processor = processorFor(theme, false, value, false, page.site);
    const file = new VFile({ value, data: { docsgen: ctx } });
    return processor.stringify(processor.runSync(processor.parse(file), file), file) as ReactElement;
  };
}

/** Library helper: the article HTML of one Markdown string, with default site settings (no plan badges, admonition keywords or npm2yarn tabs unless given). */
export async function renderMarkdown(markdown: string, options: Partial<SiteLinkContext> = {}): Promise<string> {
  const site: SiteLinkContext = {
    baseUrl: options.baseUrl ?? '/',
    routeOfSourcePath: options.routeOfSourcePath ?? new Map(),
    planBadges: options.planBadges,
    html: options.html,
    admonitions: options.admonitions,
    npm2yarn: options.npm2yarn,
  };
  return (await compileMarkdown({ markdown, site, file: '(markdown)', sourcePath: null, route: '/', lineOffset: 0 })).bodyHtml;
}
