/**
 * The partials one MDX page uses (`import Setup from './_setup.mdx'`, and Markdown a component imports): each
 * read, parsed and run through the pipeline once per page, however often it is used, before the page renders,
 * so that the site's asynchronous plugins run on partials as on pages. A partial found only while the page
 * renders (a component's import, a `require()` in an expression) is run then, synchronously; when a plugin of the
 * site turns out to be asynchronous there, it is left out of that render (`deferred`), and the tree compiler runs it
 * with the others and renders the page again (React Native's components import Markdown). Rendering a partial
 * gives it the props it is used with; a partial that includes itself, directly or not, is an error at the file
 * that closes the cycle. Problems are located diagnostics in the partial's own file; nothing here throws them.
 * Renders no MDX itself: the tree compiler passes its renderer in.
 */
import type { Root } from 'mdast';
import type { Root as HastRoot } from 'hast';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import { diagnostic } from '../../diagnostics/catalogue.js';
import type { ThemeModule } from '../../render/theme-module.js';
import type { CompileInput } from '../compile-input.js';
import type { MarkdownFileContext, ProcessorSwitches } from '../context.js';
import { normalizeDirectiveFences } from '../directives.js';
import { headingLinesOfText, headingsOfText } from '../headings.js';
import { nestedPartialUses } from './partial-toc.js';
import { asynchronousInSyncRun, markdownPlugins, PluginFailure, pluginFailureDiagnostic } from '../user-plugins.js';
import { mdxSource } from './compat.js';
import type { MdxScope } from './evaluate.js';
import { MdxProblem } from './problem.js';
import { refuseUnsafeProps } from './safe-attributes.js';

/** What the partials borrow from the pipeline: its processors (compile.ts), as the tree compiler does. */
export interface PartialProcessor {
  parse(file: VFile): Root;
  run(tree: Root, file: VFile): Promise<unknown>;
  runSync(tree: Root, file: VFile): unknown;
  stringify(tree: never, file: VFile): unknown;
}

/** How the page's tree compiler serves its partials: scopes built and MDX trees rendered as for the page itself. */
export interface PartialRenderer {
  processorFor(theme: ThemeModule, mdx: boolean, text: string, sitePlugins: boolean, site: ProcessorSwitches): PartialProcessor;
  /**
   * The scope of a tree already run: the components every page has, `props` when given, then its imports (partials
   * among them through `component`) and exports. Throws MdxProblem.
   */
  scopeOf(mdast: Root, ctx: MarkdownFileContext, props?: unknown): MdxScope;
  /** The HTML of a run MDX tree with its scope; throws MdxProblem. */
  render(hast: HastRoot, scope: MdxScope, ctx: MarkdownFileContext): string;
  /** Reports an MDX problem at its place in `ctx`'s file. */
  report(problem: MdxProblem, ctx: MarkdownFileContext): void;
}

/** A partial after the pipeline's stages: rendered as often as it is used. Null when it failed (already reported). */
type Prepared = { mdx: false; element: ReactElement } | { mdx: true; hast: HastRoot; scope: MdxScope; ctx: MarkdownFileContext } | null;

interface Parsed {
  processor: PartialProcessor;
  mdast: Root;
  file: VFile;
  ctx: MarkdownFileContext;
  mdx: boolean;
}

/** Stands for the props a partial is rendered with, in the scope built once for every use. */
const PROPS = Symbol('props');

export class PagePartials {
  /** Each partial by its path from the site root: its text, and its run tree once prepared. */
  private readonly partials = new Map<string, { text: string; prepared?: Prepared }>();
  /** The partials being rendered, outermost first (a partial renders inside the one that uses it). */
  private readonly rendering: string[] = [];

  constructor(
    private readonly page: MarkdownFileContext,
    private readonly input: CompileInput,
    private readonly theme: ThemeModule,
    private readonly renderer: PartialRenderer,
  ) {}

  /** Each file's text as read once for this page (null: no such file), for the table of contents and the render alike. */
  private readonly texts = new Map<string, string | null>();

  private textOf(sitePath: string): string | null {
    if (!this.texts.has(sitePath)) this.texts.set(sitePath, this.input.mdx?.readText(sitePath) ?? null);
    return this.texts.get(sitePath)!;
  }

  /** Whether the site has a file at `sitePath` (a partial written without its extension). */
  exists(sitePath: string): boolean {
    return this.textOf(sitePath) !== null;
  }

  /** The partial at `sitePath` as a component, or null when the site has no such file. */
  component(sitePath: string): ((props: Record<string, unknown>) => ReactNode) | null {
    let partial = this.partials.get(sitePath);
    if (!partial) {
      const text = this.textOf(sitePath);
      if (text === null) return null;
      this.partials.set(sitePath, (partial = { text }));
    }
    const known = partial;
    return (props) => this.renderPartial(sitePath, known, props);
  }

  /**
   * The partial's headings, as its `toc` export (empty when it is not there), with those of the partials it renders
   * in turn, each where its element stands, as Docusaurus lists them; a partial met again inside itself adds nothing.
   */
  toc(sitePath: string, within: ReadonlySet<string> = new Set()): { value: string; id: string; level: number }[] {
    const text = this.textOf(sitePath);
    if (text === null || within.has(sitePath)) return [];
    const frontMatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text);
    const body = frontMatter ? text.slice(frontMatter[0].length) : text;
    const nested = nestedPartialUses(body, sitePath, this.page.site, (path) => this.exists(path));
    if (nested.length === 0) return headingsOfText(body, this.page.site);
    const inner = new Set([...within, sitePath]);
    const entries: { value: string; id: string; level: number; line: number }[] = [
      ...headingLinesOfText(body, this.page.site),
      ...nested.flatMap(({ line, path }) => this.toc(path, inner).map((entry) => ({ ...entry, line }))),
    ];
    // Stable: a partial used on a line keeps its headings' order, after a heading of the same line (there is none).
    return entries.sort((a, b) => a.line - b.line).map(({ value, id, level }) => ({ value, id, level }));
  }

  /** Partials a render met that need the asynchronous run: left out of that render, which is to be done again. */
  private readonly deferred = new Set<string>();

  /** True when the last render left a partial out for its asynchronous plugins: `prepare`, then render again. */
  get rendersAgain(): boolean {
    return this.deferred.size > 0;
  }

  /** Reports each partial still left out after the last render (nested deeper than the renders went), at its file. */
  reportDeferred(): void {
    for (const sitePath of this.deferred) {
      this.page.diagnostics.push(pluginFailureDiagnostic(asynchronousInSyncRun(new Error('`runSync` finished async'))!, sitePath, 0));
    }
    this.deferred.clear();
  }

  /** Runs every partial found so far, and those they import, through the pipeline (the site's plugins may await). */
  async prepare(): Promise<void> {
    this.deferred.clear();
    for (;;) {
      const waiting = [...this.partials].filter(([, partial]) => partial.prepared === undefined);
      if (!waiting.length) return;
      for (const [sitePath, partial] of waiting) {
        const parsed = this.parse(sitePath, partial.text);
        partial.prepared = parsed && this.finish(parsed, await this.settle(parsed, () => parsed.processor.run(parsed.mdast, parsed.file)));
      }
    }
  }

  private renderPartial(sitePath: string, partial: { text: string; prepared?: Prepared }, props: Record<string, unknown>): ReactNode {
    const chain = [this.page.file, ...this.rendering];
    if (chain.includes(sitePath)) {
      this.page.diagnostics.push(diagnostic('mdx', 'error', { variant: 'partial-cycle', chain: [...chain, sitePath] }, { file: chain[chain.length - 1]! }));
      return null;
    }
    if (this.deferred.has(sitePath)) return null;
    if (partial.prepared === undefined) {
      const parsed = this.parse(sitePath, partial.text);
      // What the stages record before an asynchronous plugin stops them is recorded again when they run whole.
      const recorded = { diagnostics: this.page.diagnostics.length, links: this.page.links.length, ids: new Set(this.page.headingIds) };
      let hast: HastRoot | null;
      try {
        hast = parsed && (parsed.processor.runSync(parsed.mdast, parsed.file) as HastRoot);
      } catch (error) {
        if (parsed && asynchronousInSyncRun(error)) {
          this.page.diagnostics.length = recorded.diagnostics;
          this.page.links.length = recorded.links;
          // Its headings' ids too: the whole run would find them taken, and warn of duplicates that are not.
          for (const id of [...this.page.headingIds]) if (!recorded.ids.has(id)) this.page.headingIds.delete(id);
          this.deferred.add(sitePath);
          return null;
        }
        hast = parsed && this.failed(error, parsed.ctx);
      }
      partial.prepared = parsed && this.finish(parsed, hast);
    }
    const prepared = partial.prepared;
    if (!prepared) return null;
    if (!prepared.mdx) return prepared.element;
    const scope = new Map(prepared.scope);
    if (scope.get('props') === PROPS) scope.set('props', props);
    this.rendering.push(sitePath);
    try {
      return createElement('div', {
        className: 'mdx-partial',
        style: { display: 'contents' },
        dangerouslySetInnerHTML: { __html: this.renderer.render(prepared.hast, scope, prepared.ctx) },
      });
    } catch (error) {
      if (!(error instanceof MdxProblem)) throw error;
      this.renderer.report(error, prepared.ctx);
      return null;
    } finally {
      this.rendering.pop();
    }
  }

  /**
   * The partial's tree and the context its stages record into: its headings get ids but stay out of the table of
   * contents (as in Docusaurus), its links and problems are the page's. Null on a syntax error (reported).
   */
  private parse(sitePath: string, text: string): Parsed | null {
    const page = this.page;
    const frontMatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text);
    const body = frontMatter ? text.slice(frontMatter[0].length) : text;
    const docsRoot = page.sourcePath && page.file.endsWith(page.sourcePath) ? page.file.slice(0, page.file.length - page.sourcePath.length) : null;
    const ctx: MarkdownFileContext = {
      ...page,
      file: sitePath,
      partialOf: page.partialOf ?? page.file,
      sourcePath: docsRoot !== null && sitePath.startsWith(docsRoot) ? sitePath.slice(docsRoot.length) : null,
      lineOffset: frontMatter ? frontMatter[0].split('\n').length - 1 : 0,
      title: null,
      toc: [],
      sections: null,
    };
    // Read as the site reads its pages: on a site whose pages are all MDX (Docusaurus' way), a `.md` partial is MDX too.
    const mdx = /\.mdx$/i.test(sitePath) || (page.site.markdownFormat === 'mdx' && !/^(format|\s+format):\s*['"]?md['"]?\s*$/m.test(frontMatter?.[0] ?? ''));
    let preprocessed: string;
    try {
      preprocessed = markdownPlugins().preprocess?.(sitePath, body) ?? body;
    } catch (error) {
      return this.failed(error, ctx);
    }
    const normalized = normalizeDirectiveFences(preprocessed, ctx.site.syntax === 'vitepress');
    const value = mdx ? mdxSource(normalized) : normalized;
    const processor = this.renderer.processorFor(this.theme, mdx, value, true, ctx.site);
    const file = new VFile({ value, path: sitePath, data: { docsgen: ctx } });
    try {
      const mdast = processor.parse(file);
      if (mdx && page.site.mdx === 'safe') refuseUnsafeProps(mdast);
      return { processor, mdast, file, ctx, mdx };
    } catch (error) {
      return this.failed(error, ctx);
    }
  }

  /** The tree the stages gave, or null when they failed (reported); an asynchronous plugin cannot be waited for here. */
  private async settle(parsed: Parsed, run: () => Promise<unknown>): Promise<HastRoot | null> {
    try {
      return (await run()) as HastRoot;
    } catch (error) {
      return this.failed(error, parsed.ctx);
    }
  }

  /** A run tree made ready to render: Markdown as React elements, MDX with its scope (its own partials found). */
  private finish(parsed: Parsed, hast: HastRoot | null): Prepared {
    if (!hast) return null;
    if (!parsed.mdx) return { mdx: false, element: parsed.processor.stringify(hast as never, parsed.file) as ReactElement };
    try {
      const scope = this.renderer.scopeOf(parsed.mdast, parsed.ctx, PROPS);
      return { mdx: true, hast, scope, ctx: parsed.ctx };
    } catch (error) {
      return this.failed(error, parsed.ctx);
    }
  }

  /** A syntax error, an MDX problem or a site plugin's failure, reported in the partial's file; anything else is thrown on. */
  private failed(error: unknown, ctx: MarkdownFileContext): null {
    if (error instanceof MdxProblem) {
      this.renderer.report(error, ctx);
      return null;
    }
    if (error instanceof PluginFailure) {
      ctx.diagnostics.push(pluginFailureDiagnostic(error, ctx.file, ctx.lineOffset));
      return null;
    }
    if (!(error instanceof VFileMessage)) throw error;
    ctx.diagnostics.push(
      diagnostic(
        'mdx',
        'error',
        { variant: 'syntax', reason: error.reason },
        { file: ctx.file, line: (error.line ?? 1) + ctx.lineOffset, column: error.column ?? undefined },
      ),
    );
    return null;
  }
}
