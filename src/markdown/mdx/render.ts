/**
 * Turns an MDX page's hast into HTML: hast-util-to-jsx-runtime builds React elements, with the theme's element
 * map for what Markdown made and the page's scope for its components and expressions, inside the MDX context
 * the theme's components read; then React renders them. When rendering throws, the page's top-level blocks are
 * rendered one by one to find the failing one, then the JSX inside it, so the error names the line and component
 * that threw. Pure apart from CPU.
 */
import type { Root, RootContent } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { createElement, Fragment, type ReactNode } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { createEvaluater, type MdxScope } from './evaluate.js';
import { isFailedImport } from './modules.js';
import { MdxProblem, reasonOf } from './problem.js';

export interface MdxRenderInput {
  scope: MdxScope;
  safe: boolean;
  /** The theme's element map (`docsgen-admonition` → component, `pre` → CodeBlock…). */
  components: Readonly<Record<string, unknown>>;
  /** Wraps the content: the provider of the theme's MDX context. */
  wrap: (children: ReactNode) => ReactNode;
}

/**
 * React elements for `tree` (expressions are evaluated here: an MdxProblem may be thrown). Called while React
 * renders (`contentOf`), as Docusaurus evaluates a page's expressions, so hooks and the page's context work in them
 * (`{useActiveVersion().name}`, a helper that calls `useDocusaurusContext()`).
 */
export function mdxElements(tree: Root, input: MdxRenderInput): ReactNode {
  return toJsxRuntime(tree, {
    Fragment,
    jsx: withoutFailedImports(jsx as Jsx) as never,
    jsxs: withoutFailedImports(jsxs as Jsx) as never,
    components: input.components as never,
    createEvaluater: () => createEvaluater(input.scope, input.safe),
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  });
}

type Jsx = (type: unknown, props: Record<string, unknown>, key?: string) => ReactNode;

/**
 * `make`, except that a component (not an HTML element) given an export of a module that did not bundle, as a prop
 * or a child, is not drawn: the module's one error, at its import, already says why, and what the component
 * would make of a stand-in only repeats it on every page (crawlee's 262 `<RunnableCodeBlock>`s of its
 * `roa-loader` imports).
 */
function withoutFailedImports(make: Jsx): Jsx {
  return (type, props, key) => {
    if (typeof type === 'string' || type === Fragment) return make(type, props, key);
    const children = props.children;
    const given = [...Object.values(props), ...(Array.isArray(children) ? (children as unknown[]) : [])];
    return given.some(isFailedImport) ? null : make(type, props, key);
  };
}

/** `tree` as content React renders inside the page's context: its expressions are evaluated during the render. */
function contentOf(tree: Root, input: MdxRenderInput): ReactNode {
  const Content = (): ReactNode => mdxElements(tree, input);
  return input.wrap(createElement(Content));
}

/** The name a JSX block is written with (`Tabs`, `Foo.Bar`), or null for other nodes. */
export function jsxName(node: RootContent): string | null {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? (node.name ?? 'fragment') : null;
}

/** The HTML of `node` rendered alone, inside the page's context, or null when it throws. */
export function renderedAlone(node: RootContent, input: MdxRenderInput): string | null {
  try {
    return renderToString(createElement(Fragment, null, contentOf({ type: 'root', children: [node] }, input)));
  } catch {
    return null;
  }
}

/** What rendering `node` alone throws, or null when it renders. */
function renderFailure(node: RootContent, input: MdxRenderInput): unknown {
  try {
    renderToString(createElement(Fragment, null, contentOf({ type: 'root', children: [node] }, input)));
    return null;
  } catch (error) {
    return error ?? new Error('a render threw nothing');
  }
}

/**
 * The deepest JSX element inside `node` for which `matches` holds, its children asked before it (the component
 * that threw inside `<Tabs>`, not `<Tabs>`); elements that do not match are looked into all the same. Null when
 * none does.
 */
function deepestJsx(node: RootContent, matches: (element: RootContent) => boolean): RootContent | null {
  if (!('children' in node)) return null;
  for (const child of node.children as RootContent[]) {
    const inner = deepestJsx(child, matches);
    if (inner) return inner;
    if (jsxName(child) !== null && matches(child)) return child;
  }
  return null;
}

/** Whether `node`, rendered alone, fails with `reason` (a `<TabItem>` outside its `<Tabs>` fails otherwise). */
function failsWith(node: RootContent, reason: string, input: MdxRenderInput): boolean {
  const failure = renderFailure(node, input);
  return failure !== null && !(failure instanceof MdxProblem) && reasonOf(failure) === reason;
}

/** Finds the block whose rendering throws (the innermost component that does), for the error's place and component name. */
function failingBlock(tree: Root, input: MdxRenderInput, error: unknown): MdxProblem {
  for (const child of tree.children) {
    const inner = renderFailure(child, input);
    if (inner === null) continue;
    if (inner instanceof MdxProblem) return inner;
    const reason = reasonOf(inner);
    const culprit = deepestJsx(child, (element) => failsWith(element, reason, input)) ?? child;
    const start = culprit.position?.start;
    const name = jsxName(culprit) ?? (culprit.type === 'element' ? culprit.tagName : 'content');
    return new MdxProblem({ variant: 'component-failed', name, reason }, start ? { line: start.line, column: start.column } : undefined);
  }
  return new MdxProblem({ variant: 'component-failed', name: 'page', reason: reasonOf(error) }, undefined);
}

/**
 * The innermost JSX element (else the top-level block) that, rendered alone, makes `heard()` true: where the page
 * writes the component that renders another that warned (the site's `<Editor>` rendering a `<BrowserOnly>`, in a
 * list item), for the warning's place and name; `heard()` says whether the warning came since it was last asked.
 * Renders only when such a warning needs a place.
 */
export function blockWhere(tree: Root, input: MdxRenderInput, heard: () => boolean): { at: MdxProblem['at']; name: string | null } | null {
  const triggers = (node: RootContent): boolean => {
    heard(); // forgets what an earlier render made heard
    renderFailure(node, input);
    return heard();
  };
  for (const child of tree.children) {
    if (child.type === 'text' || !triggers(child)) continue;
    const found = (jsxName(child) === null ? deepestJsx(child, triggers) : null) ?? child;
    const start = found.position?.start;
    return { at: start ? { line: start.line, column: start.column } : undefined, name: jsxName(found) };
  }
  return null;
}

/** The first JSX element written with `name`, for a problem the runtime reports without a place. */
export function firstUse(tree: Root, name: string): MdxProblem['at'] {
  let found: MdxProblem['at'];
  const walk = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (found) return;
      if (jsxName(node) === name && node.position) found = { line: node.position.start.line, column: node.position.start.column };
      if ('children' in node) walk(node.children as RootContent[]);
    }
  };
  walk(tree.children);
  return found;
}

/** `problem`, placed at the first use of the component it names when it has no place of its own. */
function placed(problem: MdxProblem, tree: Root): MdxProblem {
  if (problem.at || !('name' in problem.facts)) return problem;
  const { name } = problem.facts;
  // `<Head>`'s problems are as often of `<head>`, which MDX reads as that component.
  return new MdxProblem(problem.facts, firstUse(tree, name) ?? (name === 'Head' ? firstUse(tree, 'head') : undefined));
}

/** The page's HTML. Throws MdxProblem, located when the failing block is known. */
export function renderMdx(tree: Root, input: MdxRenderInput): string {
  try {
    return renderToString(createElement(Fragment, null, contentOf(tree, input)));
  } catch (error) {
    if (error instanceof MdxProblem) throw placed(error, tree);
    throw failingBlock(tree, input, error);
  }
}
