/**
 * Keeps the walls between the three source folders: `core/` (runs in Node and the browser) imports neither
 * `src/` nor `theme/`; `theme/` never imports `src/`; `src/` reaches the theme only through its server entry
 * (`theme/server.ts`); and no module imports itself back through a cycle. Inside `src/`, folders form layers
 * (`SRC_LAYERS`): a module imports only its own folder or folders of lower layers, and every folder must be
 * placed. Inside `theme/`, no two subfolders (or top files) import each other, directly or round a longer loop. Reads the import
 * graph with TypeScript's own pre-processor, so type-only imports count too.
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

const files = fg
  .sync(
    FOLDERS.map((f) => `${f}/**/*.{ts,tsx}`),
    { cwd: ROOT },
  )
  .filter((f) => !f.endsWith('.d.ts'));
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

/** Cycles of a graph (of modules, or of folders), each from its first node round to it again. */
function findCycles(of: ReadonlyMap<string, Iterable<string>> = graph): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of of.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next) && of.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of of.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

/**
 * The folders of `src/` (and its files outside any folder), lowest layer first. A module may import its own
 * folder and the folders of lower layers only, so folders of one layer never import each other. A folder not
 * named here fails the test: place a new one where its imports put it.
 */
const SRC_LAYERS: readonly (readonly string[])[] = [
  ['util'],
  ['diagnostics'],
  ['config'],
  ['content', 'i18n'],
  ['sidebar'],
  ['render'],
  ['markdown'],
  ['links', 'search'],
  ['emit'],
  ['pipeline'],
  // The site session and the build and index drivers over it.
  ['session'],
  ['server', 'migrate'],
  ['dev'],
  // The command line, and the package's entry (`src/index.ts`, a file of its own).
  ['cli', 'index.ts'],
];

/** `src/<folder>/…` → the folder; `src/<file>` → the file's name. */
const srcUnitOf = (file: string) => file.split('/')[1]!;
const layerOf = (unit: string) => SRC_LAYERS.findIndex((layer) => layer.includes(unit));

/** `theme/<folder>/…` → `theme/<folder>`; a file directly in theme/ (`theme/App.tsx`) is a unit of its own. */
const themeFolderOf = (file: string) => file.split('/').slice(0, 2).join('/');

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

describe('folder layers', () => {
  const srcEdges = edges.filter((e) => folderOf(e.from) === 'src' && folderOf(e.to) === 'src');

  it('places every folder of src/ in a layer', () => {
    const units = new Set(files.filter((f) => folderOf(f) === 'src').map(srcUnitOf));
    expect([...units].filter((unit) => layerOf(unit) < 0).map((unit) => `src/${unit} is in no layer of SRC_LAYERS`)).toEqual([]);
  });

  it('lets a src/ module import only its own folder or folders of lower layers', () => {
    const upward = srcEdges.flatMap(({ from, to }) => {
      const [a, b] = [srcUnitOf(from), srcUnitOf(to)];
      const [la, lb] = [layerOf(a), layerOf(b)];
      if (a === b || la < 0 || lb < 0 || lb < la) return [];
      return [`${from} → ${to}: ${a} (layer ${la + 1}) may not import ${b} (layer ${lb + 1}${la === lb ? ', the same' : ''})`];
    });
    expect(upward).toEqual([]);
  });

  it('has no import cycles between the subfolders and top files of theme/', () => {
    const between = edges.flatMap(({ from, to }) => {
      const [a, b] = [themeFolderOf(from), themeFolderOf(to)];
      return folderOf(from) === 'theme' && a && b && a !== b && folderOf(to) === 'theme' ? [{ from, to, a, b }] : [];
    });
    const folderGraph = new Map<string, Set<string>>();
    for (const { a, b } of between) folderGraph.set(a, (folderGraph.get(a) ?? new Set()).add(b));
    const cycles = findCycles(folderGraph).map((cycle) => {
      const steps = cycle.slice(1).map((b, i) =>
        between
          .filter((e) => e.a === cycle[i] && e.b === b)
          .map((e) => `${e.from} → ${e.to}`)
          .join(', '),
      );
      return `${cycle.join(' → ')} (${steps.join('; ')})`;
    });
    expect(cycles).toEqual([]);
  });
});
