/**
 * The documentation as data, for the tests that keep it true (tests/integration/readme-*.test.ts): README.md and
 * the pages of docsgen's website (website/docs/), with their fenced code blocks, inline code spans and table rows,
 * each with its file, its line and the heading it sits under. Parsed with remark and the GFM syntax docsgen reads
 * pages with, so a span in a table or a list is found as a reader sees it. Reads those files; runs nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { Nodes, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkGfmSyntax } from '../../src/markdown/syntax-extensions.js';

export interface ReadmeBlock {
  /** The file it is in, relative to the repository (`README.md`, `website/docs/guides/search.md`). */
  file: string;
  /** The fence's language (`sh`, `ts`), or null for a fence without one. */
  lang: string | null;
  /** The block's text, without the fences. */
  value: string;
  /** The line of the opening fence. */
  line: number;
  /** The nearest heading above it. */
  section: string;
}

export interface ReadmeSpan {
  file: string;
  /** The code span's text, without the backticks. */
  value: string;
  line: number;
  section: string;
  /** In a table: the column (0 for the first); null outside tables. */
  column: number | null;
}

export interface ReadmeRow {
  file: string;
  /** Each cell's Markdown source, as written (backticks included). */
  cells: string[];
  /** The table's header cells, as written. */
  header: string[];
  line: number;
  section: string;
}

export interface Readme {
  /** The files read, relative to the repository. */
  files: string[];
  /** Every file's text, one after the other (for passages and patterns that name no file). */
  text: string;
  /** Each file's text, by file. */
  texts: ReadonlyMap<string, string>;
  /** Line `line` of `file`, for messages. */
  lineOf(file: string, line: number): string;
  blocks: ReadmeBlock[];
  spans: ReadmeSpan[];
  /** Every table's body rows (header rows left out). */
  rows: ReadmeRow[];
}

/** README.md and every Markdown page of docsgen's website, in a stable order. */
export function documentationFiles(root = path.resolve('.')): string[] {
  return ['README.md', ...fg.sync('website/docs/**/*.{md,mdx}', { cwd: root }).sort()];
}

/** Reads and parses the documentation of this checkout (or `files`, relative to the current folder). */
export function readReadme(files: string[] = documentationFiles()): Readme {
  const texts = new Map(files.map((file) => [file, readFileSync(path.resolve(file), 'utf8')]));
  const readme: Readme = {
    files,
    texts,
    text: [...texts.values()].join('\n'),
    lineOf: (file, line) => texts.get(file)?.split('\n')[line - 1] ?? '',
    blocks: [],
    spans: [],
    rows: [],
  };
  for (const [file, text] of texts) readInto(readme, file, text);
  return readme;
}

function readInto(readme: Readme, file: string, written: string): void {
  // A page's front matter is no Markdown (its closing `---` would make a heading of it): blanked, lines kept.
  const text = written.replace(/^---\n[\s\S]*?\n---\n/, (matter) => matter.replace(/[^\n]/g, ''));
  const tree = unified().use(remarkParse).use(remarkGfmSyntax).parse(text) as Root;
  let section = '';
  const source = (node: Nodes) => text.slice(node.position!.start.offset, node.position!.end.offset);

  const walk = (node: Nodes, column: number | null): void => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'heading') section = source(node).replace(/^#+\s*/, '');
    if (node.type === 'code') readme.blocks.push({ file, lang: node.lang ?? null, value: node.value, line, section });
    if (node.type === 'inlineCode') readme.spans.push({ file, value: node.value, line, section, column });
    if (node.type === 'table') {
      const cellsOf = (row: (typeof node.children)[number]) =>
        row.children.map((cell) =>
          source(cell)
            .trim()
            .replace(/^\|\s*/, '')
            .replace(/\s*(?<!\\)\|$/, ''),
        );
      const header = cellsOf(node.children[0]!);
      for (const row of node.children.slice(1)) readme.rows.push({ file, cells: cellsOf(row), header, line: row.position!.start.line, section });
      node.children.forEach((row) => row.children.forEach((cell, index) => cell.children.forEach((child) => walk(child, index))));
      return;
    }
    if ('children' in node) for (const child of node.children as RootContent[]) walk(child, column);
  };
  walk(tree, null);
}

/** Fence languages that hold shell commands. */
export const SHELL_LANGUAGES: ReadonlySet<string> = new Set(['sh', 'bash', 'shell', 'zsh', 'console']);

/** `value` with GFM's table escape undone (`a \| b` in a cell is `a | b`). */
export const unescapeCell = (value: string): string => value.replace(/\\\|/g, '|');

/** The text of every code span in a cell's Markdown source, in order. */
export const spansOf = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((match) => unescapeCell(match[1]!));
