/**
 * The README as data, for the tests that keep it true (tests/integration/readme-*.test.ts): its fenced code
 * blocks, its inline code spans and its table rows, each with its line and the heading it sits under. Parsed
 * with remark and the GFM syntax docsgen reads pages with, so a span in a table or a list is found as a reader
 * sees it. Reads README.md; runs nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Nodes, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkGfmSyntax } from '../../src/markdown/syntax-extensions.js';

export interface ReadmeBlock {
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
  /** The code span's text, without the backticks. */
  value: string;
  line: number;
  section: string;
  /** In a table: the column (0 for the first); null outside tables. */
  column: number | null;
}

export interface ReadmeRow {
  /** Each cell's Markdown source, as written (backticks included). */
  cells: string[];
  /** The table's header cells, as written. */
  header: string[];
  line: number;
  section: string;
}

export interface Readme {
  file: string;
  text: string;
  /** The README's lines, for messages (`lines[n - 1]` is line n). */
  lines: string[];
  blocks: ReadmeBlock[];
  spans: ReadmeSpan[];
  /** Every table's body rows (header rows left out). */
  rows: ReadmeRow[];
}

/** Reads and parses the README of this checkout (or `file`). */
export function readReadme(file = path.resolve('README.md')): Readme {
  const text = readFileSync(file, 'utf8');
  const tree = unified().use(remarkParse).use(remarkGfmSyntax).parse(text) as Root;
  const readme: Readme = { file, text, lines: text.split('\n'), blocks: [], spans: [], rows: [] };
  let section = '';
  const source = (node: Nodes) => text.slice(node.position!.start.offset, node.position!.end.offset);

  const walk = (node: Nodes, column: number | null): void => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'heading') section = source(node).replace(/^#+\s*/, '');
    if (node.type === 'code') readme.blocks.push({ lang: node.lang ?? null, value: node.value, line, section });
    if (node.type === 'inlineCode') readme.spans.push({ value: node.value, line, section, column });
    if (node.type === 'table') {
      const cellsOf = (row: (typeof node.children)[number]) =>
        row.children.map((cell) =>
          source(cell)
            .trim()
            .replace(/^\|\s*/, '')
            .replace(/\s*(?<!\\)\|$/, ''),
        );
      const header = cellsOf(node.children[0]!);
      for (const row of node.children.slice(1)) readme.rows.push({ cells: cellsOf(row), header, line: row.position!.start.line, section });
      node.children.forEach((row) => row.children.forEach((cell, index) => cell.children.forEach((child) => walk(child, index))));
      return;
    }
    if ('children' in node) for (const child of node.children as RootContent[]) walk(child, column);
  };
  walk(tree, null);
  return readme;
}

/** Fence languages that hold shell commands. */
export const SHELL_LANGUAGES: ReadonlySet<string> = new Set(['sh', 'bash', 'shell', 'zsh', 'console']);

/** `value` with GFM's table escape undone (`a \| b` in a cell is `a | b`). */
export const unescapeCell = (value: string): string => value.replace(/\\\|/g, '|');

/** The text of every code span in a cell's Markdown source, in order. */
export const spansOf = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((match) => unescapeCell(match[1]!));
