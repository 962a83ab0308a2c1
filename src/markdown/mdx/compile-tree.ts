/**
 * Renders an MDX page's tree to HTML: runs the pipeline's stages (the site's plugins may be asynchronous), builds
 * its scope from its imports and exports, runs the partials it imports (`partials.ts`), renders through
 * `render.ts` (partials inside it, with their props), and reads the page's search sections from the result
 * (components' text exists only then). Every problem becomes a located diagnostic and an empty body. Loaded only
 * when a site has MDX pages (with remark-mdx, see `stages.ts`); the processors come from compile.ts.
 */
import { fromHtml } from 'hast-util-from-html';
import { EXIT, visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import { createElement, type ReactNode } from 'react';
import type { VFile } from 'vfile';
import { diagnostic, type FactsOf } from '../../diagnostics/catalogue.js';
import type { ThemeModule } from '../../render/theme-module.js';
import type { CompileInput } from '../compile-input.js';
import type { MarkdownFileContext, ProcessorSwitches } from '../context.js';
import { interfaceTextOf } from '../ui-text.js';
import { collectSections } from '../search-sections.js';
import { scopeOf, type MdxModules } from './esm.js';
import type { MdxScope } from './evaluate.js';
import { collectHeadTags } from './head-tags.js';
import { PagePartials, type PartialProcessor } from './partials.js';
import { addPartialHeadings } from './partial-toc.js';
import { MdxProblem } from './problem.js';
import { refuseUnsafeProps } from './safe-attributes.js';
import { blockWhere, firstUse, renderMdx } from './render.js';
import { effectOnlyBlocks } from './effect-only.js';

/** What the tree compiler borrows from compile.ts (which loads it lazily, so it cannot import it back). */
export interface TreeCompilerDeps {
  /**
   * The processor for a format and a text: its math stages and parser extensions depend on the text, so `text` is
   * exactly what will be parsed; without `sitePlugins` it leaves the site's own plugins out.
   */
  processorFor(theme: ThemeModule, mdx: boolean, text: string, sitePlugins: boolean, site: ProcessorSwitches): PartialProcessor;
  /** The theme's `<CodeBlock>` renderer for a page. */
  codeRenderer(
    page: MarkdownFileContext,
    theme: ThemeModule,
  ): (input: { code: string; language?: string; title?: string; showLineNumbers?: boolean; metastring?: string }) => ReactNode;
}

/** The page's headings as Docusaurus gives them to MDX (`toc`, `useDoc().toc`): without the page's own title. */
const docusaurusToc = (toc: MarkdownFileContext['toc']) => toc.filter((entry) => entry.depth >= 2);

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

/**
 * Renders a page's MDX tree: runs the pipeline's stages (the site's plugins may await), builds its scope from its
 * imports and exports, runs the partials it imports, then renders. `sitePlugins: false` leaves the site's plugins
 * out (a React page's body). Problems become located diagnostics and an empty body, never a thrown error.
 */
/** How often a page renders again for partials that components import and asynchronous plugins must run on. */
const PARTIAL_ROUNDS = 4;

export async function compileMdxTree(
  deps: TreeCompilerDeps,
  mdast: Root,
  file: VFile,
  ctx: MarkdownFileContext,
  input: CompileInput,
  theme: ThemeModule,
  sitePlugins: boolean,
): Promise<string> {
  const safe = ctx.site.mdx === 'safe';
  const head = (ctx.head ??= { tags: [] });
  // The presets and themes the pages were written for that do not run here (all but Markdown's own plugins): their
  // MDXComponents may register components, and they may provide or stand in for partials a page imports (Flipper's
  // internal `fb/` files, absent from the open-source copy).
  const themes = (ctx.site.missingPlugins ?? []).filter((name) => !/remark|rehype|recma|markdown-it/i.test(name));
  const report = (problem: MdxProblem, at: MarkdownFileContext) => {
    const place = problem.at;
    // A component the site's MDXComponents may register is missing because that file did not bundle: say so. One
    // that failed after asking for a plugin's data docsgen lacks is reported with that plugin.
    const facts =
      problem.facts.variant === 'undefined-component' && input.mdx?.globalsFailed
        ? { ...problem.facts, globalsFailed: true as const }
        : problem.facts.variant === 'undefined-component' && input.mdx?.globalsLoadFailure
          ? { ...problem.facts, globalsLoadFailure: input.mdx.globalsLoadFailure }
          : (problem.facts.variant === 'undefined-component' ||
                (problem.facts.variant === 'unknown-module' && problem.facts.source.startsWith('.') && !problem.facts.addedByPlugin)) &&
              themes.length
            ? { ...problem.facts, themes }
            : problem.facts.variant === 'component-failed' && missingPluginData.size
              ? { ...problem.facts, missingPluginData: [...missingPluginData].sort() }
              : problem.facts;
    at.diagnostics.push(
      diagnostic('mdx', 'error', facts, place ? { file: at.file, line: place.line + at.lineOffset, column: place.column } : { file: at.file }),
    );
  };
  const modulesOf = (at: MarkdownFileContext): MdxModules => ({
    theme: theme.themeImports,
    site: input.mdx?.site ?? new Map(),
    partial: (sitePath) => partials.component(sitePath),
    partialToc: (sitePath) => partials.toc(sitePath),
    docsDir: ctx.site.docsDir,
    ...(ctx.site.pathAliases ? { pathAliases: ctx.site.pathAliases } : {}),
    ...(ctx.site.siteTheme ? { siteTheme: ctx.site.siteTheme } : {}),
    pluginImport: (key, kind) => input.mdx?.pluginImports?.set(key, kind),
    warn: (facts, place) =>
      at.diagnostics.push(
        diagnostic('mdx', 'warning', facts, place ? { file: at.file, line: place.line + at.lineOffset, column: place.column } : { file: at.file }),
      ),
  });
  // Components every page has without an import (`<Details>`, `<Head>`, the site's MDXComponents'), then `props` of a
  // partial, then the tree's imports: read after the remark stages, so that an import a site's plugin adds (as
  // docusaurus-remark-plugin-tab-blocks adds `@theme/Tabs`) is in scope, as in Docusaurus.
  const globals = input.mdx?.globals ?? themeGlobals(theme);
  const scopeOfTree = (tree: Root, at: MarkdownFileContext, props?: unknown) => {
    const scope = scopeOf(tree, at.file, modulesOf(at), safe, new Map([...globals, ...(props !== undefined ? [['props', props] as const] : [])]));
    // Every MDX tree can read its headings as `toc` (Docusaurus' shape), for `<TOCInline toc={toc} />`.
    if (!scope.has('toc'))
      scope.set(
        'toc',
        docusaurusToc(at.toc).map((entry) => ({ value: entry.text, id: entry.id, level: entry.depth })),
      );
    // The page (not a partial, whose own front matter is not read) has its front matter under both names sites use.
    const frontMatter = at === ctx ? input.mdx?.frontMatter : undefined;
    if (frontMatter) for (const name of ['frontMatter', 'frontmatter']) if (!scope.has(name)) scope.set(name, frontMatter);
    // MDX gives its content the props the page is rendered with: none for a page (`props.x` is undefined), as in Docusaurus.
    if (at === ctx && !scope.has('props')) scope.set('props', Object.freeze({}));
    return scope;
  };
  // Plugins whose global data the page's components asked for and docsgen does not have, to name if one then fails.
  const missingPluginData = new Set<string>();
  const render = (hast: import('hast').Root, scope: MdxScope, at: MarkdownFileContext) => {
    // What a component drew otherwise than written (a tab no <TabItem> fills): a warning at its first use, once.
    const warned = new Set<string>();
    // Warnings of components the page does not write itself (a `<BrowserOnly>` its `<Editor>` renders), placed after
    // the render at the block that renders them; `listening` is set while one block renders alone to find it.
    const unplaced: { name: string; reason: string; fix: string }[] = [];
    let listening: { name: string; heard: boolean } | null = null;
    // Effects asked for by components that run only at build time (`noteEffect`), since last looked at.
    let effects = 0;
    const warning = (facts: FactsOf<'mdx'>, place: MdxProblem['at']) =>
      at.diagnostics.push(
        diagnostic('mdx', 'warning', facts, place ? { file: at.file, line: place.line + at.lineOffset, column: place.column } : { file: at.file }),
      );
    const context = {
      ...(at === ctx && input.mdx?.doc ? { doc: input.mdx.doc } : {}),
      toc: docusaurusToc(at.toc).map((entry) => ({ value: entry.text, id: entry.id, level: entry.depth })),
      warn: (name: string, reason: string, fix: string) => {
        if (listening) {
          if (listening.name === name) listening.heard = true;
          return;
        }
        if (warned.has(`${name}\0${reason}`)) return;
        warned.add(`${name}\0${reason}`);
        const place = firstUse(hast, name);
        if (place) warning({ variant: 'component-warned', name, reason, fix }, place);
        else unplaced.push({ name, reason, fix });
      },
      noteEffect: () => void effects++,
      noteMissingPluginData: (plugin: string) => missingPluginData.add(plugin),
      collectAnchor: (id: string) => ctx.headingIds.add(id),
      baseUrl: ctx.site.baseUrl,
      site: input.mdx?.siteConfig,
      route: ctx.route,
      categoryCards: input.mdx?.categoryCards ?? [],
      renderCode: deps.codeRenderer(at, theme),
      collectHead: (children: ReactNode) => collectHeadTags(children, head),
      renderPartial: (sitePath: string, partialProps: Record<string, unknown>) => {
        const partial = partials.component(sitePath);
        if (!partial) throw new MdxProblem({ variant: 'unknown-module', source: sitePath, known: [] }, undefined);
        return partial(partialProps);
      },
    };
    /** Runs `render` (the page's blocks rendered again, alone) so that it records nothing: what it adds is taken back. */
    const unrecorded = <T>(render: () => T): T => {
      const lengths = { diagnostics: at.diagnostics.length, links: ctx.links.length, head: head.tags.length };
      try {
        return render();
      } finally {
        at.diagnostics.length = lengths.diagnostics;
        ctx.links.length = lengths.links;
        head.tags.length = lengths.head;
      }
    };
    // A component that draws nothing at build time and asked for an effect fills itself in the browser, as Docusaurus
    // hydrates it: here it stays empty, so each such use is a warning.
    const warnEffectOnly = () => {
      const blocks = unrecorded(() =>
        effectOnlyBlocks(hast, renderInput, () => {
          const heard = effects > 0;
          effects = 0;
          return heard;
        }),
      );
      for (const { name, at: place } of blocks) warning({ variant: 'component-effect-only', name }, place);
    };
    const renderInput = {
      scope,
      safe,
      // `<head>` in MDX is `@docusaurus/Head`, as in Docusaurus.
      components: { ...theme.markdownComponents, head: theme.themeImports['@docusaurus/Head']?.default },
      wrap: (children: ReactNode) =>
        createElement(theme.TextProvider, interfaceTextOf(at.site), createElement(theme.MdxContext.Provider, { value: context }, children)),
    };
    // `translate()` is a plain function, not a hook: it reads the locale's messages set around the render.
    return theme.withTranslations(input.mdx?.siteConfig?.translations, () => {
      const html = renderMdx(hast, renderInput);
      if (effects) warnEffectOnly();
      for (const { name, reason, fix } of unplaced) {
        const probe = { name, heard: false };
        listening = probe;
        const block = unrecorded(() =>
          blockWhere(hast, renderInput, () => {
            const heard = probe.heard;
            probe.heard = false;
            return heard;
          }),
        );
        listening = null;
        warning({ variant: 'component-warned', name, reason, fix, ...(block?.name ? { within: block.name } : {}) }, block?.at);
      }
      return html;
    });
  };
  const partials = new PagePartials(ctx, input, theme, {
    processorFor: deps.processorFor,
    scopeOf: scopeOfTree,
    render,
    report,
  });
  try {
    if (safe) refuseUnsafeProps(mdast);
    const hast = (await deps.processorFor(theme, true, String(file.value), sitePlugins, ctx.site).run(mdast, file)) as import('hast').Root;
    // The page's table of contents lists its partials' headings where it uses them, as Docusaurus' does.
    addPartialHeadings(mdast, ctx.toc, {
      file: ctx.file,
      site: ctx.site,
      exists: (sitePath) => partials.exists(sitePath),
      headingsOf: (sitePath) => partials.toc(sitePath),
    });
    const scope = scopeOfTree(mdast, ctx);
    await partials.prepare();
    // What a render records (problems, links, head tags) is recorded again if a partial a component imports needs its
    // asynchronous plugins run first: then the page renders a second time, from the same records.
    const recorded = { diagnostics: ctx.diagnostics.length, links: ctx.links.length, head: head.tags.length };
    let html = render(hast, scope, ctx);
    // A partial such a partial's component imports in turn is found by the next render: a few rounds at most.
    for (let round = 0; partials.rendersAgain && round < PARTIAL_ROUNDS; round++) {
      ctx.diagnostics.length = recorded.diagnostics;
      ctx.links.length = recorded.links;
      head.tags.length = recorded.head;
      await partials.prepare();
      html = render(hast, scope, ctx);
    }
    partials.reportDeferred();
    // Components' output exists only once rendered: on a page that uses any (or computes text), search reads the
    // page as the reader gets it; otherwise the sections the pipeline read from the tree are the same, and cheaper.
    if (ctx.sections && rendersComponents(hast)) {
      ctx.sections.length = 0;
      collectSections(fromHtml(html, { fragment: true }), ctx.sections);
    }
    return html;
  } catch (error) {
    if (!(error instanceof MdxProblem)) throw error;
    report(error, ctx);
    return '';
  }
}
