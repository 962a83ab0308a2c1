/**
 * Keeps the build's own thread light: what `docsgen build` loads before its first page is every module that
 * `src/session/build.ts` imports statically, and a warm build whose pages come from the cache (or render on
 * threads) must not pay for the Markdown pipeline there. Follows value imports only (`import type` and type-only
 * names load nothing), with TypeScript's parser; dynamic `import()` is the way to load such a module on demand.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();

/** The modules a file loads when it is loaded: relative ones resolved to files, packages by name. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier) {
      const clause = statement.exportClause;
      if (!(clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly))) specifier = statement.moduleSpecifier;
    }
    if (specifier && ts.isStringLiteral(specifier)) out.push(specifier.text);
  }
  return out.flatMap((name) => {
    if (!name.startsWith('.'))
      return [
        name.startsWith('node:')
          ? []
          : name
              .split('/')
              .slice(0, name.startsWith('@') ? 2 : 1)
              .join('/'),
      ].flat();
    const base = path.normalize(path.join(path.dirname(file), name)).replace(/\.(js|mjs)$/, '');
    const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(path.join(ROOT, candidate)));
    return found ? [found] : [];
  });
}

/** Every module loaded with `entry`, each with the module that first imports it. */
function loadedWith(entry: string): Map<string, string | null> {
  const from = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    if (!/\.tsx?$/.test(file)) continue;
    for (const next of valueImports(file)) {
      if (from.has(next)) continue;
      from.set(next, file);
      queue.push(next);
    }
  }
  return from;
}

function chainTo(loaded: Map<string, string | null>, target: string): string {
  const chain: string[] = [];
  for (let at: string | null | undefined = target; at; at = loaded.get(at)) chain.unshift(at);
  return chain.join(' → ');
}

describe("the build's own thread", () => {
  const loaded = loadedWith('src/session/build.ts');

  it('loads the config, the plan and the cache, but neither the Markdown pipeline nor acorn', () => {
    expect(loaded.has('src/pipeline/plan.ts')).toBe(true);
    expect(loaded.has('src/pipeline/build-cache.ts')).toBe(true);
    for (const heavy of ['src/markdown/compile.ts', 'src/pipeline/pages.ts', 'micromark', 'unified', 'refractor', 'acorn']) {
      expect(loaded.has(heavy) ? chainTo(loaded, heavy) : 'not loaded', heavy).toBe('not loaded');
    }
  });
});
