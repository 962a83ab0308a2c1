/**
 * Keeps the walls between the three source folders: `core/` (runs in Node and the browser) imports neither
 * `src/` nor `theme/`; `theme/` never imports `src/`; `src/` reaches the theme only through its server entry
 * (`theme/server.ts`); and no module imports itself back through a cycle. Reads the import graph with
 * TypeScript's own pre-processor, so type-only imports count too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const FOLDERS = ['core', 'src', 'theme'];

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.normalize(path.join(path.dirname(from), specifier)).replace(/\.(js|mjs)$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (graph.has(candidate)) return candidate;
  }
  return specifier.endsWith('.css') ? null : `${base} (unresolved)`;
}

const files = fg.sync(FOLDERS.map((f) => `${f}/**/*.{ts,tsx}`), { cwd: ROOT }).filter((f) => !f.endsWith('.d.ts'));
const graph = new Map<string, string[]>(files.map((f) => [f, []]));
for (const file of files) {
  const info = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
  graph.set(
    file,
    info.importedFiles.map((i) => resolveImport(file, i.fileName)).filter((t): t is string => t !== null),
  );
}

const folderOf = (file: string) => file.split('/')[0]!;
const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));

function findCycles(): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next) && graph.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('import walls', () => {
  it('reads a graph of every source module', () => {
    expect(graph.size).toBeGreaterThan(80);
    expect(edges.filter((e) => e.to.endsWith('(unresolved)'))).toEqual([]);
  });

  it('keeps core/ free of src/ and theme/', () => {
    expect(edges.filter((e) => folderOf(e.from) === 'core' && folderOf(e.to) !== 'core')).toEqual([]);
  });

  it('keeps theme/ free of src/', () => {
    expect(edges.filter((e) => folderOf(e.from) === 'theme' && folderOf(e.to) === 'src')).toEqual([]);
  });

  it('lets src/ reach the theme only through theme/server.ts', () => {
    expect(edges.filter((e) => folderOf(e.from) === 'src' && folderOf(e.to) === 'theme' && e.to !== 'theme/server.ts')).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(findCycles().map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
