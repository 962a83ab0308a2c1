/**
 * Builds an MDX page's scope from its `import` and `export` statements, before anything renders: imports of the
 * theme's modules, of partials and of the site's own modules are bound to their values, `export const` is run.
 * Under `markdown.mdx: 'safe'` only theme modules and partials may be imported and only literals exported.
 * Every problem is an MdxProblem at the statement; a use, without content, of a component shown as its content is
 * a warning at its line. Loads nothing itself: modules come from `MdxModules`.
 */
import type { ModuleDeclaration, Program, Statement } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { DYNAMIC_IMPORT, evaluateExport, type MdxScope } from './evaluate.js';
import { importTarget, insideSite, PARTIAL_EXTENSIONS, UNDRAWN_EXPORTS } from './modules.js';
import { estreeStart, MdxProblem } from './problem.js';
import { SHOWN_AS_CONTENT } from '../../../core/mdx.js';

/** The modules an MDX page can import, already loaded by the caller. */
export interface MdxModules {
  /** `@theme/Tabs` → its namespace (`{ default: Tabs }`). */
  theme: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** The site's own modules and packages, by the key `importTarget` gives. */
  site: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
  /** A partial as a component (rendering it with the props it is given); null when the file is not there. */
  partial(sitePath: string, at: ReturnType<typeof estreeStart>): ((props: Record<string, unknown>) => unknown) | null;
  /** A partial's headings as its `toc` export (Docusaurus' shape), for a page that builds its own from them. */
  partialToc?(sitePath: string): { value: string; id: string; level: number }[];
  /** The docs folder relative to the site root, whose files may be imported even when it sits outside the site. */
  docsDir?: string;
  /** `markdown.pathAliases`: import prefixes (`@fragments/`) → folders of the site. */
  pathAliases?: Readonly<Record<string, string>>;
  /** The `@theme/…` modules the site's own `src/theme` gives (docsgen's theme lacks them). */
  siteTheme?: readonly string[];
  /** Reports what the page builds without (a component of another framework shown as its content): a warning. */
  warn?(facts: MdxFacts, at: ReturnType<typeof estreeStart>): void;
  /**
   * Hears of every import of a site module or package that a site's remark plugin added to the tree (one with no place
   * in the page's text), bundled or not: the build bundles those too, which it cannot know from the page's text.
   */
  pluginImport?(key: string, kind: 'site' | 'package'): void;
}

type MdxFacts = ConstructorParameters<typeof MdxProblem>[0];

/** What stands for a component docsgen cannot draw: its content (children), or nothing. Marked as such for the theme. */
const ShownAsContent = Object.assign(({ children }: { children?: unknown }) => children ?? null, { [SHOWN_AS_CONTENT]: true });

/**
 * A partial as a module: its default export, `Content` (the name Astro gives an MDX file's component) and `toc`, its
 * headings, which Docusaurus' MDX files export (`export const toc = [...partialToc, …]`).
 */
const partialModule = (component: (props: Record<string, unknown>) => unknown, toc: unknown[]) => ({ default: component, Content: component, toc });

function namespaceOf(source: string, file: string, modules: MdxModules, safe: boolean, node: Statement | ModuleDeclaration): Readonly<Record<string, unknown>> {
  const at = estreeStart(node);
  const target = importTarget(source, file, modules.pathAliases, modules.siteTheme);
  if (target.kind === 'theme') {
    const ns = modules.theme[target.source];
    if (!ns) {
      // Listed with the modules of the same family: Docusaurus' for `@theme/…`, `@docusaurus/…`; else the others.
      const family = (name: string) => /^@(theme|theme-original|docusaurus)\//.test(name);
      const provided = Object.keys(modules.theme).filter((name) => family(name) === family(source));
      throw new MdxProblem({ variant: 'not-provided', source, provided: provided.sort() }, at);
    }
    return ns;
  }
  if (target.kind === 'foreign') {
    // Another framework's component (an `.astro` file): shown as its content, with a warning, never run.
    if (!modules.warn) throw new MdxProblem({ variant: 'foreign-component', source }, at);
    modules.warn({ variant: 'foreign-component', source }, at);
    return { default: ShownAsContent };
  }
  if (target.kind === 'partial') {
    if (!insideSite(target.sitePath, modules.docsDir)) throw new MdxProblem({ variant: 'outside-site', source }, at);
    const component = modules.partial(target.sitePath, at);
    if (!component) throw new MdxProblem({ variant: 'unknown-module', source, known: [] }, at);
    return partialModule(component, modules.partialToc?.(target.sitePath) ?? []);
  }
  if (target.kind === 'site' && !insideSite(target.key, modules.docsDir)) throw new MdxProblem({ variant: 'outside-site', source }, at);
  // An import with no place in the page's text is one a site's remark plugin added to the tree.
  const addedByPlugin = node.type === 'ImportDeclaration' && !at;
  if (addedByPlugin && !safe) modules.pluginImport?.(target.key, target.kind);
  const ns = safe ? undefined : modules.site.get(target.key);
  // A package of another framework's components (Astro's, bundled as stand-ins that show their content): said.
  if (ns && Object.values(ns).some((value) => typeof value === 'function' && (value as unknown as Record<string, unknown>)[SHOWN_AS_CONTENT] === true)) {
    if (!modules.warn) throw new MdxProblem({ variant: 'foreign-component', source }, at);
    modules.warn({ variant: 'foreign-component', source }, at);
  }
  if (ns) return ns;
  // Written without an extension and no code file of that name: a partial (`./_setup` for `_setup.mdx`).
  if (target.kind === 'site' && !/\.[a-z]+$/i.test(source)) {
    for (const ext of PARTIAL_EXTENSIONS) {
      const component = modules.partial(target.key + ext, at);
      if (component) return partialModule(component, modules.partialToc?.(target.key + ext) ?? []);
    }
  }
  if (safe) throw new MdxProblem({ variant: 'unsafe', what: `an import of \`${source}\`` }, at);
  throw new MdxProblem({ variant: 'unknown-module', source, known: [], ...(addedByPlugin ? { addedByPlugin } : {}) }, at);
}

/** Whether `value` stands for a component docsgen cannot draw, shown as its content. */
const isShownAsContent = (value: unknown) => typeof value === 'function' && (value as unknown as Record<string, unknown>)[SHOWN_AS_CONTENT] === true;

function bindImport(
  statement: Extract<Program['body'][number], { type: 'ImportDeclaration' }>,
  file: string,
  modules: MdxModules,
  safe: boolean,
  scope: MdxScope,
  shownAsContent: Map<string, string>,
): void {
  const source = String(statement.source.value);
  const ns = namespaceOf(source, file, modules, safe, statement);
  for (const specifier of statement.specifiers) {
    if (specifier.type === 'ImportNamespaceSpecifier') {
      scope.set(specifier.local.name, ns);
      continue;
    }
    const name =
      specifier.type === 'ImportDefaultSpecifier'
        ? 'default'
        : specifier.imported.type === 'Identifier'
          ? specifier.imported.name
          : String(specifier.imported.value);
    if (!(name in ns) && UNDRAWN_EXPORTS[source]?.includes(name)) {
      const drawn = Object.keys(ns).sort();
      if (!modules.warn) throw new MdxProblem({ variant: 'not-drawn', source, name, drawn }, estreeStart(specifier));
      modules.warn({ variant: 'not-drawn', source, name, drawn, shown: true }, estreeStart(specifier));
      scope.set(specifier.local.name, ShownAsContent);
      shownAsContent.set(specifier.local.name, source);
      continue;
    }
    if (!(name in ns)) {
      const facts = {
        variant: 'unknown-export' as const,
        source,
        name,
        exports: Object.keys(ns)
          .filter((k) => k !== 'default')
          .sort(),
      };
      if (!modules.warn) throw new MdxProblem(facts, estreeStart(specifier));
      // As webpack has it in a Docusaurus site: a warning, and the name fails only where the page uses it (an
      // import left over, `import hooks from './hooks'` of a module without a default export, costs nothing).
      modules.warn({ ...facts, warned: true }, estreeStart(specifier));
      // Unlocated: the render places it where the page uses the name.
      scope.set(specifier.local.name, () => {
        throw new MdxProblem(facts, undefined);
      });
      continue;
    }
    scope.set(specifier.local.name, ns[name]);
    if (isShownAsContent(ns[name])) shownAsContent.set(specifier.local.name, source);
  }
}

/** Whether a JSX element has nothing to show: no children, or only blank text. */
const isEmpty = (node: MdxJsxFlowElement | MdxJsxTextElement) =>
  node.children.every((child) => (child.type === 'text' && !child.value.trim()) || (child.type === 'paragraph' && child.children.length === 0));

/**
 * Each use, without content, of a component shown as its content (`<PackageManagers pkg="x" />` of an Astro
 * package): a warning at its line, since nothing is drawn there (the import's warning says what the component is).
 */
function warnEmptyUses(tree: Root, shownAsContent: ReadonlyMap<string, string>, modules: MdxModules): void {
  if (!shownAsContent.size || !modules.warn) return;
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const source = node.name ? shownAsContent.get(node.name) : undefined;
    if (source === undefined || !isEmpty(node)) return;
    const start = node.position?.start;
    modules.warn!({ variant: 'shown-as-content-empty', name: node.name!, source }, start ? { line: start.line, column: start.column } : undefined);
  });
}

/**
 * The scope of one MDX tree: `base` (components every page has) plus its imports and exports, in the order
 * written. `file` is the page's path relative to the site root, which relative imports start from.
 */
export function scopeOf(tree: Root, file: string, modules: MdxModules, safe: boolean, base: MdxScope): MdxScope {
  const scope: MdxScope = new Map(base);
  // The names imported as components docsgen shows as their content, by the module they come from.
  const shownAsContent = new Map<string, string>();
  // Docusaurus pages call `require('@site/static/img/a.png').default` for an asset's URL, as webpack allows: here the
  // call gives the module's namespace, found as an import of the same path is (the bundle holds what importsOf saw).
  // Under 'safe' no call runs, so none reaches it.
  scope.set('require', (source: unknown) => {
    if (typeof source !== 'string') throw new TypeError('require() takes the path of a file of the site, as a string.');
    return namespaceOf(source, file, modules, safe, { type: 'EmptyStatement' });
  });
  // `import('./a.png')` (Starlight's showcases, webpack's lazy chunks): a promise of the module the same static import
  // gives. A missing module is an error of the expression, not a rejection nobody hears of.
  scope.set(DYNAMIC_IMPORT, (source: unknown) => {
    if (typeof source !== 'string') throw new TypeError('import() takes the path of a file of the site, as a string.');
    return Promise.resolve(namespaceOf(source, file, modules, safe, { type: 'EmptyStatement' }));
  });
  visit(tree, 'mdxjsEsm', (node) => {
    const program = node.data?.estree as Program | undefined;
    if (!program) return;
    for (const statement of program.body) {
      if (statement.type === 'ImportDeclaration') bindImport(statement, file, modules, safe, scope, shownAsContent);
      else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) evaluateExport(statement.declaration, scope, safe);
      else if (statement.type === 'ExportNamedDeclaration' && statement.source) {
        // `export { a } from '…'` re-exports for other modules; a page has none, but the names become usable here.
        const ns = namespaceOf(String(statement.source.value), file, modules, safe, statement);
        for (const s of statement.specifiers)
          if (s.local.type === 'Identifier' && s.exported.type === 'Identifier') scope.set(s.exported.name, ns[s.local.name]);
      }
      // `export default` (an MDX layout) and other statements render nothing on a docs page.
    }
  });
  warnEmptyUses(tree, shownAsContent, modules);
  return scope;
}
