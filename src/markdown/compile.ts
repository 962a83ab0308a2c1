/**
 * The Markdown pipeline: remark-parse → gfm → directives → raw HTML policy → headings → links → remark-rehype →
 * raw HTML parsed and checked → images → search sections → highlighting → rehype-react with the theme's
 * components → `renderToString`. One processor serves every page; per-page state travels in the vfile. Pure apart
 * from CPU: no file access (facts of local images come from the caller's `files` lookup).
 */
import type { Root } from 'mdast';
import { createElement, Fragment, type ReactElement } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import rehypeReact from 'rehype-react';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { TocEntry } from '../../core/route-data.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { contextOf, createFileContext, type AssetCopy, type FileLookup, type LinkRecord, type SearchSection, type SiteLinkContext } from './context.js';
import { remarkCodeMeta } from './code-meta.js';
import { normalizeDirectiveFences, remarkDirectives } from './directives.js';
import { remarkHeadings } from './headings.js';
import { rehypeHighlight } from './highlight.js';
import { rehypeImages } from './images.js';
import { remarkLinks } from './links.js';
import { firstTooDeepLine, firstTooDeepNode, NESTING_LIMIT } from './nesting.js';
import { rehypeRawHtml, remarkRawHtml } from './raw-html.js';
import { rehypeSearchSections } from './search-sections.js';
import { builtInTheme, type ThemeModule } from '../render/theme-module.js';

/** Adds a `# title` when the body has no level-one heading, so every page has exactly one h1. */
function remarkEnsureTitle() {
  return (tree: Root, file: VFile) => {
    const title = contextOf(file).title;
    if (!title || tree.children.some((n) => n.type === 'heading' && n.depth === 1)) return;
    tree.children.unshift({ type: 'heading', depth: 1, children: [{ type: 'text', value: title }] });
  };
}

function createProcessor(theme: ThemeModule) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkRawHtml)
    .use(remarkEnsureTitle)
    .use(remarkDirectives)
    .use(remarkHeadings)
    .use(remarkLinks)
    .use(remarkCodeMeta)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawHtml)
    .use(rehypeImages)
    .use(rehypeSearchSections)
    .use(rehypeHighlight)
    .use(rehypeReact, { Fragment, jsx, jsxs, components: theme.markdownComponents as never });
}

/** One processor per theme (normally just the built-in one), reused for every page. */
const processors = new WeakMap<ThemeModule, ReturnType<typeof createProcessor>>();

function processorFor(theme: ThemeModule) {
  let processor = processors.get(theme);
  if (!processor) {
    processor = createProcessor(theme);
    processors.set(theme, processor);
  }
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
  const file = new VFile({ value: normalizeDirectiveFences(input.markdown), path: input.file, data: { docsgen: ctx } });
  const processor = processorFor(input.theme ?? builtInTheme);
  try {
    const mdast = processor.parse(file);
    const deep = firstTooDeepNode(mdast);
    if (deep !== null) return tooDeep(deep);
    const hast = processor.runSync(mdast, file);
    const element = processor.stringify(hast, file) as ReactElement;
    return result(renderToString(createElement(Fragment, null, element)));
  } catch (error) {
    if (error instanceof RangeError) return tooDeep(1);
    throw error;
  }
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
