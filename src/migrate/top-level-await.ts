/**
 * An ES module config that awaits at its top level (`...await getSidebarObject()`, as slidev's VitePress config
 * does) cannot become CommonJS as it is. This rewrites such a module, already plain JavaScript, so that its body runs
 * in an async function: its imports stay at the top, its exports become the members of what the function returns,
 * and the module exports that promise as `TOP_LEVEL_AWAIT_EXPORT`, which the evaluator awaits. Lines keep their
 * numbers (the imports are gathered on the first line). Parses with acorn; runs nothing.
 */
import { parse } from 'acorn';

/** The export under which a rewritten module gives the promise of its exports. */
export const TOP_LEVEL_AWAIT_EXPORT = '__docsgenTopLevelAwait';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** `text` as spaces, its line breaks kept (a statement taken out of its place, the lines after it unmoved). */
const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** `code` (an ES module in plain JavaScript) rewritten as the header says; null when it has no top-level await to wrap. */
export function wrapTopLevelAwait(code: string): string | null {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowAwaitOutsideFunction: true }) as unknown as { body: Node[] };
  const imports: string[] = [];
  const exported: string[] = [];
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of program.body) {
    const source = code.slice(statement.start, statement.end);
    if (statement.type === 'ImportDeclaration') {
      imports.push(source.replace(/\n/g, ' '));
      edits.push({ start: statement.start, end: statement.end, text: blank(source) });
    } else if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration as Node & { id?: { name: string } | null };
      const named = (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id;
      // `export default function f() {}` keeps its declaration (hoisted), then is exported by name.
      const prefix = named ? '' : 'const __docsgenDefault = ';
      edits.push({ start: statement.start, end: declaration.start, text: prefix.padEnd(declaration.start - statement.start, ' ') });
      exported.push(`default: ${named ? declaration.id!.name : '__docsgenDefault'}`);
    } else if (statement.type === 'ExportNamedDeclaration') {
      const declaration = statement.declaration as (Node & { declarations?: { id: Node & { name?: string } }[]; id?: { name: string } }) | null;
      if (declaration) {
        edits.push({ start: statement.start, end: declaration.start, text: ' '.repeat(declaration.start - statement.start) });
        const names = declaration.declarations
          ? declaration.declarations.map((d) => d.id.name).filter((n): n is string => !!n)
          : declaration.id
            ? [declaration.id.name]
            : [];
        exported.push(...names);
      } else {
        const specifiers = statement.specifiers as { local: { name: string }; exported: { name?: string; value?: string } }[];
        if (statement.source) {
          // `export { a } from './b'`: an import of its own, then exported by name.
          const local = specifiers.map((s, i) => `${s.local.name} as __docsgenReexport${i}`);
          imports.push(`import { ${local.join(', ')} } from ${code.slice((statement.source as Node).start, (statement.source as Node).end)};`);
          specifiers.forEach((s, i) => exported.push(`${JSON.stringify(s.exported.name ?? s.exported.value)}: __docsgenReexport${i}`));
        } else specifiers.forEach((s) => exported.push(`${JSON.stringify(s.exported.name ?? s.exported.value)}: ${s.local.name}`));
        edits.push({ start: statement.start, end: statement.end, text: blank(source) });
      }
    } else if (statement.type === 'ExportAllDeclaration') return null;
  }
  let body = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) body = body.slice(0, edit.start) + edit.text + body.slice(edit.end);
  return `${imports.join(' ')} export const ${TOP_LEVEL_AWAIT_EXPORT} = (async () => {${body}\nreturn { ${exported.join(', ')} };\n})();\n`;
}
