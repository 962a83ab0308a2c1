/**
 * The Prism grammars code is highlighted with (refractor's common set and those docs writers use beyond it), and
 * their registration one language at a time: a block's grammar is registered when a block first names it or one of
 * its aliases, with the grammars that change it or that it reads, so a thread registers what its pages use instead of
 * all of them (about 70 ms of CPU per render thread for the whole set). Must not register a grammar a block does
 * not need, nor make a block's highlighting depend on the blocks highlighted before it.
 */
import { refractor, type Syntax } from 'refractor/core';
import clike from 'refractor/clike';
import c from 'refractor/c';
import cpp from 'refractor/cpp';
import arduino from 'refractor/arduino';
import bash from 'refractor/bash';
import csharp from 'refractor/csharp';
import markup from 'refractor/markup';
import css from 'refractor/css';
import diff from 'refractor/diff';
import go from 'refractor/go';
import ini from 'refractor/ini';
import java from 'refractor/java';
import regex from 'refractor/regex';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import kotlin from 'refractor/kotlin';
import less from 'refractor/less';
import lua from 'refractor/lua';
import makefile from 'refractor/makefile';
import yaml from 'refractor/yaml';
import markdown from 'refractor/markdown';
import objectivec from 'refractor/objectivec';
import perl from 'refractor/perl';
import markupTemplating from 'refractor/markup-templating';
import php from 'refractor/php';
import python from 'refractor/python';
import r from 'refractor/r';
import ruby from 'refractor/ruby';
import rust from 'refractor/rust';
import sass from 'refractor/sass';
import scss from 'refractor/scss';
import sql from 'refractor/sql';
import swift from 'refractor/swift';
import typescript from 'refractor/typescript';
import basic from 'refractor/basic';
import vbnet from 'refractor/vbnet';
import docker from 'refractor/docker';
import graphql from 'refractor/graphql';
import http from 'refractor/http';
import jsx from 'refractor/jsx';
import nginx from 'refractor/nginx';
import powershell from 'refractor/powershell';
import shellSession from 'refractor/shell-session';
import toml from 'refractor/toml';
import tsx from 'refractor/tsx';

/**
 * refractor's common set, in the order its `refractor` entry registers them, then the languages docs writers use
 * beyond it. Grammars are always registered in this order (each after those it extends), whichever block asks.
 */
const GRAMMARS: readonly Syntax[] = [
  clike,
  c,
  cpp,
  arduino,
  bash,
  csharp,
  markup,
  css,
  diff,
  go,
  ini,
  java,
  regex,
  javascript,
  json,
  kotlin,
  less,
  lua,
  makefile,
  yaml,
  markdown,
  objectivec,
  perl,
  markupTemplating,
  php,
  python,
  r,
  ruby,
  rust,
  sass,
  scss,
  sql,
  swift,
  typescript,
  basic,
  vbnet,
  jsx,
  tsx,
  docker,
  graphql,
  http,
  nginx,
  powershell,
  shellSession,
  toml,
];

/**
 * Names writers use for which Prism has a grammar under another name. Vue single-file components are HTML with
 * embedded script and style blocks, which the markup grammar highlights.
 */
export const EXTRA_ALIASES: Readonly<Record<string, readonly string[]>> = {
  json: ['jsonc'],
  markup: ['vue'],
  bash: ['zsh'],
  powershell: ['ps1', 'pwsh'],
  'shell-session': ['console'],
};

const ALL = GRAMMARS.map((grammar) => grammar.displayName);

/**
 * What each grammar needs registered with it, beyond nothing: the grammars its module registers itself (it extends
 * them), and those whose registration changes it or that it reads when it is registered or used, which Prism takes
 * only if they are registered already. A test checks the first kind against refractor's modules.
 */
const NEEDS: Readonly<Record<string, readonly string[]>> = {
  c: ['clike'],
  cpp: ['c'],
  arduino: ['cpp'],
  // markup's hook gives every `entity` token a title: bash's escapes in strings are such tokens.
  bash: ['markup'],
  csharp: ['clike'],
  // CSS and JavaScript add `<style>` and `<script>` (and `style=`, `onclick=`) to markup when it is registered.
  markup: ['css', 'javascript'],
  css: ['markup'],
  go: ['clike'],
  java: ['clike'],
  // Regular expression literals are highlighted with the regex grammar when it is registered.
  javascript: ['clike', 'markup', 'regex'],
  kotlin: ['clike'],
  less: ['css'],
  // Front matter is highlighted as YAML, and a fenced block inside with any grammar registered under its language.
  markdown: ALL,
  objectivec: ['c'],
  'markup-templating': ['markup'],
  php: ['markup-templating'],
  ruby: ['clike'],
  sass: ['css'],
  scss: ['css'],
  typescript: ['javascript'],
  vbnet: ['basic'],
  jsx: ['javascript', 'markup'],
  tsx: ['jsx', 'typescript'],
  // Descriptions are Markdown.
  graphql: ['markdown'],
  // A body is highlighted by its content type with the JSON, JavaScript, markup or CSS grammar.
  http: ['javascript', 'json', 'markup', 'css'],
  'shell-session': ['bash'],
};

/** Every language name and alias (lower case) → the grammar registered under it. */
const BY_NAME = new Map<string, Syntax>();
for (const grammar of GRAMMARS) {
  for (const name of [grammar.displayName, ...(grammar.aliases ?? []), ...(EXTRA_ALIASES[grammar.displayName] ?? [])]) {
    BY_NAME.set(name.toLowerCase(), grammar);
  }
}

/** Every name a block can give for a grammar here: languages, their aliases and `EXTRA_ALIASES`. */
export function grammarNames(): string[] {
  return [...BY_NAME.keys()];
}

/** The grammars' own dependencies and companions (`NEEDS`), for the test that checks them against refractor. */
export function grammarNeeds(): Readonly<Record<string, readonly string[]>> {
  return NEEDS;
}

const registered = new Set<string>();

/**
 * Registers the grammar `name` (a language or alias, in any case) stands for, with all it needs, in `GRAMMARS`' order,
 * unless it is registered already; then the extra aliases of what it registered. Does nothing for a name with no
 * grammar here.
 */
export function registerGrammarOf(name: string): void {
  const grammar = BY_NAME.get(name.toLowerCase());
  if (!grammar || registered.has(grammar.displayName)) return;
  const wanted = new Set<string>();
  const add = (language: string) => {
    if (wanted.has(language) || registered.has(language)) return;
    wanted.add(language);
    for (const needed of NEEDS[language] ?? []) add(needed);
  };
  add(grammar.displayName);
  for (const each of GRAMMARS) {
    if (!wanted.has(each.displayName)) continue;
    refractor.register(each);
    registered.add(each.displayName);
  }
  for (const language of wanted) if (EXTRA_ALIASES[language]) refractor.alias(language, [...EXTRA_ALIASES[language]]);
}
