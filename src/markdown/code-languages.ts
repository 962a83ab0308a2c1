/**
 * Which code block languages some highlighter knows, so that a block in one is ordinary code even when docsgen does
 * not highlight it: every grammar of Prism (refractor's, with their aliases, read from its `lang/` folder on first
 * use, whether or not `grammars.ts` has it), the names `grammars.ts` adds for its grammars, those other highlighters and writers use (Shiki's,
 * highlight.js', plain text), and the fences docsgen reads itself (`mermaid`, `math`). Names compare without case.
 * Read once per thread; never registers a grammar, so the answer does not depend on the blocks highlighted before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { refractor } from 'refractor/core';
import { installedPackageDir } from '../util/optional-packages.js';
import { grammarNames } from './grammars.js';

/**
 * Names Prism has no grammar under that Shiki, highlight.js or writers use for code shown plain or highlighted
 * elsewhere, and the fences docsgen or Docusaurus read themselves.
 */
const OTHER_NAMES = [
  'ansi',
  'text',
  'txt',
  'plain',
  'plaintext',
  'none',
  'output',
  'log',
  'terminal',
  'console',
  'shellscript',
  'shellsession',
  'env',
  'dotenv',
  'gitignore',
  'ignore',
  'vue',
  'vue-html',
  'svelte',
  'astro',
  'mdx',
  'mdx-code-block',
  'jsonl',
  'jsonc',
  'json5',
  'postcss',
  'terraform',
  'tf',
  'prisma',
  'nushell',
  'fish',
  'postgres',
  'postgresql',
  'psql',
  'mysql',
  'tsql',
  'plsql',
  'sqlite',
  'webassembly',
  'viml',
  'vimscript',
  'gradle',
  'kts',
  'node',
  'nodejs',
  'mermaid',
  'math',
  'latex',
];

let known: Set<string> | null = null;

/** Prism's language names and aliases, from refractor's `lang/*.js` files (each names its aliases). */
function prismNames(): string[] {
  const dir = installedPackageDir('refractor');
  if (!dir) return [];
  const names: string[] = [];
  try {
    for (const file of readdirSync(path.join(dir, 'lang'))) {
      if (!file.endsWith('.js')) continue;
      names.push(file.slice(0, -'.js'.length));
      const aliases = /\.aliases = \[([^\]]*)\]/.exec(readFileSync(path.join(dir, 'lang', file), 'utf8'))?.[1] ?? '';
      for (const alias of aliases.matchAll(/['"]([^'"]+)['"]/g)) names.push(alias[1]!);
    }
  } catch {
    return names;
  }
  return names;
}

/** Whether `language` (as a fence writes it) is one a highlighter knows, or a fence docsgen reads itself. */
export function isKnownLanguage(language: string): boolean {
  known ??= new Set([...prismNames(), ...grammarNames(), ...OTHER_NAMES].map((name) => name.toLowerCase()));
  const name = language.toLowerCase();
  return known.has(name) || refractor.registered(name);
}
