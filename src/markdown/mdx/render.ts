/**
 * Turns an MDX page's hast into HTML: hast-util-to-jsx-runtime builds React elements, with the theme's element
 * map for what Markdown made and the page's scope for its components and expressions, inside the MDX context
 * the theme's components read; then React renders them. When rendering throws, the page's top-level blocks are
 * rendered one by one to find the failing one, so the error names its line and component. Pure apart from CPU.
 */
import type { Root, RootContent } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { createElement, Fragment, type ReactNode } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { createEvaluater, type MdxScope } from './evaluate.js';
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
    jsx: jsx as never,
    jsxs: jsxs as never,
    components: input.components as never,
    createEvaluater: () => createEvaluater(input.scope, input.safe),
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  });
}

/** `tree` as content React renders inside the page's context: its expressions are evaluated during the render. */
function contentOf(tree: Root, input: MdxRenderInput): ReactNode {
  const Content = (): ReactNode => mdxElements(tree, input);
  return input.wrap(createElement(Content));
}

/** The name a JSX block is written with (`Tabs`, `Foo.Bar`), or null for other nodes. */
function jsxName(node: RootContent): string | null {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? (node.name ?? 'fragment') : null;
}

/** Finds the top-level block whose rendering throws, for the error's place and component name. */
function failingBlock(tree: Root, input: MdxRenderInput, error: unknown): MdxProblem {
  for (const child of tree.children) {
    try {
      renderToString(createElement(Fragment, null, contentOf({ type: 'root', children: [child] }, input)));
    } catch (inner) {
      if (inner instanceof MdxProblem) return inner;
      const start = child.position?.start;
      const name = jsxName(child) ?? (child.type === 'element' ? child.tagName : 'content');
      return new MdxProblem({ variant: 'component-failed', name, reason: reasonOf(inner) }, start ? { line: start.line, column: start.column } : undefined);
    }
  }
  return new MdxProblem({ variant: 'component-failed', name: 'page', reason: reasonOf(error) }, undefined);
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
