/**
 * Evaluates the JavaScript an MDX page holds (expressions in `{…}`, attribute values, `export const`) against the
 * page's scope: its imports and exports. JSX inside an expression is turned into `createElement` calls first
 * (estree-util-build-jsx), then the code runs as a function of the scope's names. Under `markdown.mdx: 'safe'`
 * nothing runs: only literals and names of imported components are accepted, anything else is an MdxProblem.
 * Does not resolve imports (`esm.ts`) or render anything.
 */
import type { Expression, Node, Program, Statement } from 'estree';
import { buildJsx } from 'estree-util-build-jsx';
import { toJs } from 'estree-util-to-js';
import { jsx as jsxHandlers } from 'estree-util-to-js';
import { createElement, Fragment } from 'react';
import { estreeStart, MdxProblem, reasonOf } from './problem.js';

/** The names a page's code can see: imported and exported values, by name. */
export type MdxScope = Map<string, unknown>;

const CREATE = '__docsgen_h';
const FRAGMENT = '__docsgen_fragment';
/**
 * What an `import('…')` of the page's code calls instead (esm.ts binds it): the module as the page's own imports
 * find it, never a module found from docsgen's folder, which is where a dynamic import in evaluated code starts.
 */
export const DYNAMIC_IMPORT = '__docsgen_import';

/** `import(x)` in `node` and below, as `__docsgen_import(x)` (in place). */
function redirectDynamicImports(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) redirectDynamicImports(child);
    return;
  }
  const record = node as Record<string, unknown>;
  for (const value of Object.values(record)) redirectDynamicImports(value);
  if (record.type === 'ImportExpression') {
    const source = record.source;
    for (const key of Object.keys(record)) if (key !== 'loc' && key !== 'range' && key !== 'start' && key !== 'end') delete record[key];
    Object.assign(record, { type: 'CallExpression', optional: false, callee: { type: 'Identifier', name: DYNAMIC_IMPORT }, arguments: [source] });
  }
}

/** Whether `node` is a value written out in full: no names, calls or operators (bar a minus sign on a number). */
export function isLiteralValue(node: Node): boolean {
  switch (node.type) {
    case 'Literal':
      return !('regex' in node && node.regex);
    case 'TemplateLiteral':
      return node.expressions.length === 0;
    case 'UnaryExpression':
      return node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number';
    case 'ArrayExpression':
      return node.elements.every((e) => e !== null && e.type !== 'SpreadElement' && isLiteralValue(e));
    case 'ObjectExpression':
      return node.properties.every((p) => p.type === 'Property' && !p.computed && p.kind === 'init' && !p.method && isLiteralValue(p.value));
    default:
      return false;
  }
}

/** A short quote of an expression for messages: `{a + b}`. */
function quote(node: Node): string {
  try {
    const code = toJs(
      { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: node as Expression }] },
      { handlers: jsxHandlers },
    )
      .value.trim()
      .replace(/;$/, '');
    return `the expression \`{${code.length > 40 ? `${code.slice(0, 39)}…` : code}}\``;
  } catch {
    return 'an expression';
  }
}

/** JavaScript for `statements`, with any JSX turned into calls of `__docsgen_h`. */
function codeOf(statements: Statement[]): string {
  const program: Program = { type: 'Program', sourceType: 'module', body: structuredClone(statements) };
  redirectDynamicImports(program);
  buildJsx(program, { runtime: 'classic', pragma: CREATE, pragmaFrag: FRAGMENT });
  return toJs(program).value;
}

/** JavaScript's own capitalised globals an expression may name (not the host's: no `Buffer`, no `URL`). */
const JS_GLOBALS = new Set(['Infinity', 'NaN', 'Math', 'JSON', 'Number', 'String', 'Boolean', 'Array', 'Object', 'Date', 'Intl', 'BigInt', 'Symbol']);

/** Runs `body` (code ending in a `return`) with the scope's names bound. */
function run(body: string, scope: MdxScope, at: Node): unknown {
  const names = [CREATE, FRAGMENT, ...scope.keys()];
  const values = [createElement, Fragment, ...scope.values()];
  try {
    return new Function(...names, body)(...values);
  } catch (error) {
    // A module a `require()` or `import()` call names is found while the code runs: its problem is this code's.
    if (error instanceof MdxProblem) throw error.at ? error : new MdxProblem(error.facts, estreeStart(at));
    if (error instanceof ReferenceError) {
      const name = /^(\S+) is not defined/.exec(error.message)?.[1];
      if (name && /^[A-Z]/.test(name)) throw new MdxProblem({ variant: 'undefined-component', name }, estreeStart(at));
    }
    throw new MdxProblem({ variant: 'expression-failed', reason: reasonOf(error) }, estreeStart(at));
  }
}

export interface Evaluater {
  evaluateExpression(expression: Expression): unknown;
  evaluateProgram(program: Program): unknown;
}

/**
 * The evaluater hast-util-to-jsx-runtime calls for every expression of the page. Programs (imports and exports)
 * were evaluated before rendering, by `esm.ts`, so here they render nothing.
 */
export function createEvaluater(scope: MdxScope, safe: boolean): Evaluater {
  return {
    evaluateExpression(expression) {
      // A component name: the runtime asks for `<Tabs>` as the identifier `Tabs`.
      if (expression.type === 'Identifier' && scope.has(expression.name)) return scope.get(expression.name);
      // A capitalised name the page does not define is a component never imported, unless JavaScript defines it
      // (`{Infinity}`, `{Math.PI}`' `Math`: Astro's configuration reference writes **Default:** {Infinity}).
      if (expression.type === 'Identifier' && /^[A-Z]/.test(expression.name) && !JS_GLOBALS.has(expression.name)) {
        throw new MdxProblem({ variant: 'undefined-component', name: expression.name }, estreeStart(expression));
      }
      if (safe) {
        if (!isLiteralValue(expression)) throw new MdxProblem({ variant: 'unsafe', what: quote(expression) }, estreeStart(expression));
      }
      return run(
        `return (${codeOf([{ type: 'ExpressionStatement', expression }])
          .trim()
          .replace(/;$/, '')});`,
        scope,
        expression,
      );
    },
    evaluateProgram() {
      return undefined;
    },
  };
}

/**
 * Runs `export const a = …, b = …` (and `export function f…`) and adds what it declares to the scope. Under
 * `safe` only literal values may be exported.
 */
export function evaluateExport(declaration: Statement, scope: MdxScope, safe: boolean): void {
  const names: string[] = [];
  if (declaration.type === 'VariableDeclaration') {
    for (const d of declaration.declarations) {
      if (d.id.type !== 'Identifier')
        throw new MdxProblem({ variant: 'expression-failed', reason: 'only `export const name = …` is supported, not destructuring' }, estreeStart(d));
      if (safe && !(d.init && isLiteralValue(d.init)))
        throw new MdxProblem({ variant: 'unsafe', what: `\`export const ${d.id.name}\` with a computed value` }, estreeStart(d));
      names.push(d.id.name);
    }
  } else if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) {
    if (safe)
      throw new MdxProblem(
        { variant: 'unsafe', what: `\`export ${declaration.type === 'ClassDeclaration' ? 'class' : 'function'} ${declaration.id.name}\`` },
        estreeStart(declaration),
      );
    names.push(declaration.id.name);
  } else {
    return;
  }
  const values = run(`${codeOf([declaration])}\nreturn [${names.join(', ')}];`, scope, declaration) as unknown[];
  names.forEach((name, i) => scope.set(name, values[i]));
}

export { reasonOf };
