/**
 * The Markdown and MDX pipeline: remark-parse (+ remark-mdx for MDX) → gfm → math → directives → raw HTML policy
 * (Markdown) → headings → links → Mermaid → code meta → remark-rehype → raw HTML parsed and checked (Markdown) or
 * JSX elements checked (MDX) → images → search sections → KaTeX → highlighting → React elements (rehype-react, or
 * `mdx/render.ts` with the page's scope for MDX) → `renderToString`. A few processors serve every page; per-page
 * state travels in the vfile. Reads no files itself: local images, partials and the site's modules come from the
 * caller (KaTeX's and Mermaid's own files are named by `emit/vendor-assets.ts`).
 */
import type { Root } from 'mdast';
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import rehypeReact from 'rehype-react';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import remarkMdx from 'remark-mdx';
import type { DocCardItem, MdxSiteConfig } from '../../theme/mdx/context.js';
import type { TocEntry } from '../../core/route-data.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { contextOf, createFileContext, type MarkdownFileContext, type AssetCopy, type FileLookup, type LinkRecord, type SearchSection, type SiteLinkContext } from './context.js';
import { remarkCodeMeta } from './code-meta.js';
import { normalizeDirectiveFences, remarkDirectives } from './directives.js';
import { remarkHeadings } from './headings.js';
import { rehypeHighlight } from './highlight.js';
import { rehypeImages } from './images.js';
import { remarkLinks } from './links.js';
import { rehypeMath, remarkMath } from './math.js';
import { remarkMermaid } from './mermaid.js';
import { firstTooDeepLine, firstTooDeepNode, NESTING_LIMIT } from './nesting.js';
import { mdx1Compat } from './mdx/compat.js';
import { scopeOf, type MdxModules } from './mdx/esm.js';
import { rehypeJsxHtml } from './mdx/jsx-html.js';
import { remarkMdxLinesInMarkdown } from './mdx/lines-in-markdown.js';
import { MdxProblem } from './mdx/problem.js';
import { renderMdx } from './mdx/render.js';
import { remarkUnravelJsx } from './mdx/unravel.js';
import { rehypeRawHtml, remarkRawHtml } from './raw-html.js';
import { collectSections, rehypeSearchSections } from './search-sections.js';
import { fromHtml } from 'hast-util-from-html';
import { builtInTheme, type ThemeModule } from '../render/theme-module.js';

/** Adds a `# title` when the body has no level-one heading, so every page has exactly one h1. */
function remarkEnsureTitle() {
  return (tree: Root, file: VFile) => {
    const title = contextOf(file).title;
    if (!title || tree.children.some((n) => n.type === 'heading' && n.depth === 1)) return;
    tree.children.unshift({ type: 'heading', depth: 1, children: [{ type: 'text', value: title }] });
  };
}

/** The MDX nodes remark-rehype keeps as they are (their Markdown children are still turned into hast). */
const MDX_NODES = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];

/**
 * One processor for Markdown and one for MDX. They share every stage but the parser extension and the HTML
 * stages: Markdown keeps raw HTML and parses it, MDX has JSX instead. The MDX processor has no compiler: its
 * tree is turned into React elements by `mdx/render.ts`, with the page's scope.
 */
function createProcessor(theme: ThemeModule, mdx: boolean, math: boolean) {
  return unified()
    .use(remarkParse)
    .use(mdx ? [remarkMdx, remarkUnravelJsx] : [])
    .use(remarkGfm)
    .use(math ? [remarkMath] : [])
    .use(remarkDirective)
    .use(mdx ? [] : [remarkRawHtml, remarkMdxLinesInMarkdown])
    .use(remarkEnsureTitle)
    .use(remarkDirectives)
    .use(remarkHeadings)
    .use(remarkLinks)
    .use(remarkMermaid)
    .use(remarkCodeMeta)
    .use(remarkRehype, mdx ? { passThrough: MDX_NODES } : { allowDangerousHtml: true })
    .use(mdx ? rehypeJsxHtml : rehypeRawHtml)
    .use(rehypeImages)
    .use(rehypeSearchSections)
    .use(math ? [rehypeMath] : [])
    .use(rehypeHighlight)
    .use(rehypeReact, { Fragment, jsx, jsxs, components: theme.markdownComponents as never });
}

/**
 * Processors per theme (normally just the built-in one), format and whether the page may hold math: a page
 * without a `$` skips the math stages, so sites that have no math pay nothing for them.
 */
const processors = new WeakMap<ThemeModule, Map<string, ReturnType<typeof createProcessor>>>();

function processorFor(theme: ThemeModule, mdx: boolean, text: string) {
  const math = text.includes('$');
  let byKind = processors.get(theme);
  if (!byKind) processors.set(theme, (byKind = new Map()));
  const key = `${mdx}:${math}`;
  let processor = byKind.get(key);
  if (!processor) byKind.set(key, (processor = createProcessor(theme, mdx, math)));
  return processor;
}

export interface CompileInput {
  markdown: string;
  site: SiteLinkContext;
  file: string;
  /** The page's path under the docs folder, for relative `.md` links (null outside the docs). */
  sourcePath: string | null;
  route: string;
  lineOffset: number;
  /** Used as the page's h1 when the body has none. */
  title?: string;
  /** Components to render with (default: the built-in theme). */
  theme?: ThemeModule;
  /** Collect search sections (only when the site has search). */
  searchSections?: boolean;
  /** Files of the site, for local images and linked files (without it they stay as written). */
  files?: FileLookup;
  /** Read the page as MDX (`.mdx`, or as `markdown.format` and front matter say); default: Markdown. */
  format?: 'md' | 'mdx';
  /** What MDX pages can import and read: without it an MDX page can import only the theme's components. */
  mdx?: MdxSiteInput;
}

/** The site's side of MDX, loaded by the caller. */
export interface MdxSiteInput {
  /** The site's own modules and packages, by `importTarget` key (see `mdx/modules.ts`). */
  site: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
  /** A partial's text by its path relative to the site root, or null when it is not there. */
  readText(sitePath: string): string | null;
  /** What `<DocCardList />` lists without `items`: the page's sidebar category. */
  categoryCards: DocCardItem[];
  /** The site's settings, for `useDocusaurusContext`. */
  siteConfig?: MdxSiteConfig;
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
}

export function compileMarkdown(input: CompileInput): CompiledMarkdown {
  const ctx = createFileContext(input.site, input);
  const result = (bodyHtml: string): CompiledMarkdown => ({ bodyHtml, toc: ctx.toc, headingIds: ctx.headingIds, links: ctx.links, h1: ctx.h1, sections: ctx.sections ?? [], assets: ctx.assets, diagnostics: ctx.diagnostics });
  // Too deep to parse in reasonable time, or to walk without running out of stack: a located error, no page body.
  const tooDeep = (line: number) => {
    ctx.diagnostics.push(diagnostic('markdown-too-deep', 'error', { limit: NESTING_LIMIT }, { file: input.file, line: line + input.lineOffset }));
    return result('');
  };
  const early = firstTooDeepLine(input.markdown);
  if (early !== null) return tooDeep(early);
  const theme = input.theme ?? builtInTheme;
  const mdx = input.format === 'mdx';
  const text = normalizeDirectiveFences(input.markdown);
  const file = new VFile({ value: mdx ? mdx1Compat(text) : text, path: input.file, data: { docsgen: ctx } });
  const processor = processorFor(theme, mdx, input.markdown);
  try {
    const mdast = processor.parse(file);
    const deep = firstTooDeepNode(mdast);
    if (deep !== null) return tooDeep(deep);
    if (mdx) return result(compileMdxTree(mdast, file, ctx, input, theme, [input.file]));
    const hast = processor.runSync(mdast, file);
    const element = processor.stringify(hast, file) as ReactElement;
    return result(renderToString(createElement(Fragment, null, element)));
  } catch (error) {
    if (error instanceof RangeError) return tooDeep(1);
    if (error instanceof VFileMessage && mdx) {
      // The MDX parser's own words, at its place.
      const reason = error.reason.replace(/\s+/g, ' ');
      ctx.diagnostics.push(diagnostic('mdx', 'error', { variant: 'syntax', reason }, { file: input.file, line: (error.line ?? 1) + input.lineOffset, column: error.column ?? undefined }));
      return result('');
    }
    throw error;
  }
}

/**
 * Renders an MDX tree (a page's, or a partial's within it): builds its scope from its imports and exports, runs
 * the plugins, then renders. Problems become located diagnostics and an empty body, never a thrown error.
 */
function compileMdxTree(mdast: Root, file: VFile, ctx: MarkdownFileContext, input: CompileInput, theme: ThemeModule, chain: string[], props?: Record<string, unknown>): string {
  const safe = ctx.site.mdx === 'safe';
  const report = (problem: MdxProblem) => {
    const at = problem.at;
    ctx.diagnostics.push(diagnostic('mdx', 'error', problem.facts, at ? { file: ctx.file, line: at.line + ctx.lineOffset, column: at.column } : { file: ctx.file }));
    return '';
  };
  try {
    const modules: MdxModules = {
      theme: theme.themeImports,
      site: input.mdx?.site ?? new Map(),
      partial: (sitePath) => partialComponent(sitePath, ctx, input, theme, chain),
      docsDir: ctx.site.docsDir,
    };
    const scope = scopeOf(mdast, ctx.file, modules, safe, new Map(props ? [['props', props]] : []));
    const hast = processorFor(theme, true, String(file.value)).runSync(mdast, file);
    // Every MDX page can read its headings as `toc` (Docusaurus' shape), for `<TOCInline toc={toc} />`.
    if (!scope.has('toc')) scope.set('toc', ctx.toc.map((entry) => ({ value: entry.text, id: entry.id, level: entry.depth })));
    const context = { baseUrl: ctx.site.baseUrl, site: input.mdx?.siteConfig, route: ctx.route, categoryCards: input.mdx?.categoryCards ?? [], renderCode: codeRenderer(ctx, theme) };
    const html = renderMdx(hast, {
      scope,
      safe,
      components: theme.markdownComponents,
      wrap: (children) => createElement(theme.MdxContext.Provider, { value: context }, children),
    });
    // Components' output exists only once rendered: search reads an MDX page as the reader gets it.
    if (ctx.sections) {
      ctx.sections.length = 0;
      collectSections(fromHtml(html, { fragment: true }), ctx.sections);
    }
    return html;
  } catch (error) {
    if (error instanceof MdxProblem) return report(error);
    throw error;
  }
}

/**
 * A partial (`import Setup from './_setup.mdx'`) as a component: rendered where it is used, with the props it
 * is given as `props`, its problems reported in its own file. Its headings get ids but stay out of the table of
 * contents, as in Docusaurus.
 */
function partialComponent(sitePath: string, page: MarkdownFileContext, input: CompileInput, theme: ThemeModule, chain: string[]) {
  const text = input.mdx?.readText(sitePath) ?? null;
  if (text === null) return null;
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text);
  const body = frontMatter ? text.slice(frontMatter[0].length) : text;
  const docsRoot = page.sourcePath && page.file.endsWith(page.sourcePath) ? page.file.slice(0, page.file.length - page.sourcePath.length) : null;
  const ctx: MarkdownFileContext = {
    ...page,
    file: sitePath,
    sourcePath: docsRoot !== null && sitePath.startsWith(docsRoot) ? sitePath.slice(docsRoot.length) : null,
    lineOffset: frontMatter ? frontMatter[0].split('\n').length - 1 : 0,
    title: null,
    toc: [],
    sections: null,
  };
  const mdx = /\.mdx$/i.test(sitePath);
  return function Partial(props: Record<string, unknown>): ReactNode {
    if (chain.includes(sitePath)) {
      ctx.diagnostics.push(diagnostic('mdx', 'error', { variant: 'partial-cycle', chain: [...chain, sitePath] }, { file: chain[chain.length - 1]! }));
      return null;
    }
    const processor = processorFor(theme, mdx, body);
    const text = normalizeDirectiveFences(body);
    const file = new VFile({ value: mdx ? mdx1Compat(text) : text, path: sitePath, data: { docsgen: ctx } });
    try {
      const mdast = processor.parse(file);
      if (!mdx) return processor.stringify(processor.runSync(mdast, file), file) as ReactElement;
      return createElement('div', { className: 'mdx-partial', style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: compileMdxTree(mdast, file, ctx, input, theme, [...chain, sitePath], props) } });
    } catch (error) {
      if (!(error instanceof VFileMessage)) throw error;
      ctx.diagnostics.push(diagnostic('mdx', 'error', { variant: 'syntax', reason: error.reason }, { file: sitePath, line: (error.line ?? 1) + ctx.lineOffset, column: error.column ?? undefined }));
      return null;
    }
  };
}

/** `<CodeBlock>` of the theme: a code block rendered as a fenced block of Markdown would be, highlighted at build time. */
function codeRenderer(page: MarkdownFileContext, theme: ThemeModule) {
  return ({ code, language, title, showLineNumbers, metastring }: { code: string; language?: string; title?: string; showLineNumbers?: boolean; metastring?: string }): ReactNode => {
    const longestRun = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longestRun + 1);
    const meta = [language ?? 'text', metastring ?? '', title ? `title=${JSON.stringify(title)}` : '', showLineNumbers ? 'showLineNumbers' : ''].filter(Boolean).join(' ');
    const ctx = createFileContext(page.site, { file: page.file, sourcePath: page.sourcePath, route: page.route, lineOffset: page.lineOffset });
    const processor = processorFor(theme, false, code);
    const file = new VFile({ value: `${fence}${meta}\n${code.replace(/\n$/, '')}\n${fence}\n`, data: { docsgen: ctx } });
    return processor.stringify(processor.runSync(processor.parse(file), file), file) as ReactElement;
  };
}

/** Library helper: the article HTML of one Markdown string, with default site settings (no plan badges unless given). */
export function renderMarkdown(markdown: string, options: Partial<SiteLinkContext> = {}): string {
  const site: SiteLinkContext = {
    baseUrl: options.baseUrl ?? '/',
    routeOfSourcePath: options.routeOfSourcePath ?? new Map(),
    planBadges: options.planBadges,
    html: options.html,
  };
  return compileMarkdown({ markdown, site, file: '(markdown)', sourcePath: null, route: '/', lineOffset: 0 }).bodyHtml;
}
