/**
 * Renders an MDX tree (a page's, or a partial's inside it) to HTML: builds its scope from its imports and
 * exports, runs the pipeline's plugins, renders through `render.ts`, and reads the page's search sections from
 * the result (components' text exists only then). Every problem becomes a located diagnostic and an empty body.
 * Loaded only when a site has MDX pages (with remark-mdx, see `stages.ts`); the processors come from compile.ts.
 */
import { fromHtml } from 'hast-util-from-html';
import { EXIT, visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import { diagnostic } from '../../diagnostics/catalogue.js';
import type { ThemeModule } from '../../render/theme-module.js';
import type { CompileInput } from '../compile-input.js';
import type { MarkdownFileContext } from '../context.js';
import { normalizeDirectiveFences } from '../directives.js';
import { interfaceTextOf } from '../ui-text.js';
import { collectSections } from '../search-sections.js';
import { mdxSource } from './compat.js';
import { scopeOf, type MdxModules } from './esm.js';
import { collectHeadTags } from './head-tags.js';
import { MdxProblem } from './problem.js';
import { refuseUnsafeProps } from './safe-attributes.js';
import { renderMdx } from './render.js';

/** What the tree compiler borrows from compile.ts (which loads it lazily, so it cannot import it back). */
export interface TreeCompilerDeps {
  /**
   * The processor for a format and a text: its math stages and parser extensions depend on the text, so `text` is
   * exactly what will be parsed.
   */
  processorFor(
    theme: ThemeModule,
    mdx: boolean,
    text: string,
  ): {
    parse(file: VFile): Root;
    runSync(tree: Root, file: VFile): unknown;
    stringify(tree: never, file: VFile): unknown;
  };
  /** The theme's `<CodeBlock>` renderer for a page. */
  codeRenderer(
    page: MarkdownFileContext,
    theme: ThemeModule,
  ): (input: { code: string; language?: string; title?: string; showLineNumbers?: boolean; metastring?: string }) => ReactNode;
}

/**
 * Renders an MDX tree (a page's, or a partial's within it): builds its scope from its imports and exports, runs
 * the plugins, then renders. Problems become located diagnostics and an empty body, never a thrown error.
 */
/** Whether the tree holds a component or an expression, whose rendered text the tree does not show. */
function rendersComponents(tree: import('hast').Root): boolean {
  let found = false;
  visit(tree, (node) => {
    if (
      node.type === 'mdxFlowExpression' ||
      node.type === 'mdxTextExpression' ||
      ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && !/^[a-z]/.test(node.name ?? ''))
    ) {
      found = true;
      return EXIT;
    }
  });
  return found;
}

/** The theme's own `@theme/MDXComponents` entries that name components, for a page compiled without the site's. */
function themeGlobals(theme: ThemeModule): [string, unknown][] {
  const components = theme.themeImports['@theme/MDXComponents']?.default;
  return components && typeof components === 'object' ? Object.entries(components).filter(([name]) => /^[A-Z]/.test(name)) : [];
}

export function compileMdxTree(
  deps: TreeCompilerDeps,
  mdast: Root,
  file: VFile,
  ctx: MarkdownFileContext,
  input: CompileInput,
  theme: ThemeModule,
  chain: string[],
  props?: Record<string, unknown>,
): string {
  const safe = ctx.site.mdx === 'safe';
  const head = (ctx.head ??= { tags: [] });
  const report = (problem: MdxProblem) => {
    const at = problem.at;
    // A component the site's MDXComponents may register is missing because that file did not bundle: say so.
    const facts =
      problem.facts.variant === 'undefined-component' && input.mdx?.globalsFailed ? { ...problem.facts, globalsFailed: true as const } : problem.facts;
    ctx.diagnostics.push(diagnostic('mdx', 'error', facts, at ? { file: ctx.file, line: at.line + ctx.lineOffset, column: at.column } : { file: ctx.file }));
    return '';
  };
  try {
    const modules: MdxModules = {
      theme: theme.themeImports,
      site: input.mdx?.site ?? new Map(),
      partial: (sitePath) => partialComponent(deps, sitePath, ctx, input, theme, chain),
      docsDir: ctx.site.docsDir,
      warn: (facts, at) =>
        ctx.diagnostics.push(
          diagnostic('mdx', 'warning', facts, at ? { file: ctx.file, line: at.line + ctx.lineOffset, column: at.column } : { file: ctx.file }),
        ),
    };
    if (safe) refuseUnsafeProps(mdast);
    const hast = deps.processorFor(theme, true, String(file.value)).runSync(mdast, file) as import('hast').Root;
    // Components every page has without an import (`<Details>`, `<Head>`, the site's MDXComponents'), then `props` of a
    // partial, then the page's imports: read after the remark stages, so that an import a site's plugin adds (as
    // docusaurus-remark-plugin-tab-blocks adds `@theme/Tabs`) is in scope, as in Docusaurus.
    const globals = input.mdx?.globals ?? themeGlobals(theme);
    const scope = scopeOf(mdast, ctx.file, modules, safe, new Map([...globals, ...(props ? [['props', props] as const] : [])]));
    // Every MDX page can read its headings as `toc` (Docusaurus' shape), for `<TOCInline toc={toc} />`.
    if (!scope.has('toc'))
      scope.set(
        'toc',
        ctx.toc.map((entry) => ({ value: entry.text, id: entry.id, level: entry.depth })),
      );
    const context = {
      baseUrl: ctx.site.baseUrl,
      site: input.mdx?.siteConfig,
      route: ctx.route,
      categoryCards: input.mdx?.categoryCards ?? [],
      renderCode: deps.codeRenderer(ctx, theme),
      collectHead: (children: ReactNode) => collectHeadTags(children, head),
      renderPartial: (sitePath: string, partialProps: Record<string, unknown>) => {
        const partial = partialComponent(deps, sitePath, ctx, input, theme, chain);
        if (!partial) throw new MdxProblem({ variant: 'unknown-module', source: sitePath, known: [] }, undefined);
        return partial(partialProps);
      },
    };
    // `translate()` is a plain function, not a hook: it reads the locale's messages set around the render.
    const html = theme.withTranslations(input.mdx?.siteConfig?.translations, () =>
      renderMdx(hast, {
        scope,
        safe,
        // `<head>` in MDX is `@docusaurus/Head`, as in Docusaurus.
        components: { ...theme.markdownComponents, head: theme.themeImports['@docusaurus/Head']?.default },
        wrap: (children) =>
          createElement(theme.TextProvider, interfaceTextOf(ctx.site), createElement(theme.MdxContext.Provider, { value: context }, children)),
      }),
    );
    // Components' output exists only once rendered: on a page that uses any (or computes text), search reads the
    // page as the reader gets it; otherwise the sections the pipeline read from the tree are the same, and cheaper.
    if (ctx.sections && rendersComponents(hast)) {
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
function partialComponent(deps: TreeCompilerDeps, sitePath: string, page: MarkdownFileContext, input: CompileInput, theme: ThemeModule, chain: string[]) {
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
  // Read as the site reads its pages: on a site whose pages are all MDX (Docusaurus' way), a `.md` partial is MDX too.
  const mdx = /\.mdx$/i.test(sitePath) || (page.site.markdownFormat === 'mdx' && !/^(format|\s+format):\s*['"]?md['"]?\s*$/m.test(frontMatter?.[0] ?? ''));
  return function Partial(props: Record<string, unknown>): ReactNode {
    if (chain.includes(sitePath)) {
      ctx.diagnostics.push(diagnostic('mdx', 'error', { variant: 'partial-cycle', chain: [...chain, sitePath] }, { file: chain[chain.length - 1]! }));
      return null;
    }
    const text = normalizeDirectiveFences(body, ctx.site.syntax === 'vitepress');
    const value = mdx ? mdxSource(text) : text;
    const processor = deps.processorFor(theme, mdx, value);
    const file = new VFile({ value, path: sitePath, data: { docsgen: ctx } });
    try {
      const mdast = processor.parse(file);
      if (!mdx) return processor.stringify(processor.runSync(mdast, file) as never, file) as ReactElement;
      return createElement('div', {
        className: 'mdx-partial',
        style: { display: 'contents' },
        dangerouslySetInnerHTML: { __html: compileMdxTree(deps, mdast, file, ctx, input, theme, [...chain, sitePath], props) },
      });
    } catch (error) {
      if (!(error instanceof VFileMessage)) throw error;
      ctx.diagnostics.push(
        diagnostic(
          'mdx',
          'error',
          { variant: 'syntax', reason: error.reason },
          { file: sitePath, line: (error.line ?? 1) + ctx.lineOffset, column: error.column ?? undefined },
        ),
      );
      return null;
    }
  };
}
