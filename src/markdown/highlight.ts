/**
 * rehype plugin that highlights fenced code at build time with refractor (Prism grammars), so no highlighter
 * ships to the browser. Registers a block's grammar when a block first names it (`grammars.ts`), and turns the
 * properties `code-meta.ts` left on `<code>` into markup: a title, a frame and line numbers on `<pre>`, and one
 * `span.code-line` per line when lines are highlighted, numbered or diff lines. Unknown languages stay plain
 * text. Must not add any runtime script.
 */
import { markText, type TextMark } from './text-markers.js';
import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import type { MarkdownFileContext } from './context.js';
import { refractor } from 'refractor/core';
import { ansiCode } from './ansi-code.js';
import { registerGrammarOf } from './grammars.js';
import { visit } from 'unist-util-visit';
import { parseLineMarks } from './code-notations.js';

function languageOf(code: Element): string | null {
  const classes = code.properties?.className;
  if (!Array.isArray(classes)) return null;
  const lang = classes.map(String).find((c) => c.startsWith('language-'));
  return lang ? lang.slice('language-'.length).toLowerCase() : null;
}

function textOf(node: Element): string {
  return node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? textOf(c) : '')).join('');
}

/** Splits highlighted nodes at newlines; a token spanning lines is repeated on each with its classes. */
function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const append = (node: ElementContent) => lines[lines.length - 1]!.push(node);
  for (const node of nodes) {
    if (node.type === 'text') {
      node.value.split('\n').forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) append({ type: 'text', value: part });
      });
    } else if (node.type === 'element') {
      splitLines(node.children).forEach((segment, i) => {
        if (i > 0) lines.push([]);
        if (segment.length > 0) append({ ...node, children: segment });
      });
    } else {
      append(node);
    }
  }
  return lines;
}

/** The class each line mark (VitePress' notations, `code-notations.ts`) gives its line. */
const MARK_CLASSES: Record<string, string> = {
  inserted: 'code-line-inserted',
  deleted: 'code-line-deleted',
  error: 'code-line-error',
  warning: 'code-line-warning',
  focus: 'code-line-focused',
};

function lineClass(text: string, highlighted: boolean, diff: boolean, marks: ReadonlySet<string> | undefined): string[] {
  const classes = ['code-line'];
  if (highlighted) classes.push('code-line-highlighted');
  if (diff && text.startsWith('+')) classes.push('code-line-inserted');
  if (diff && text.startsWith('-')) classes.push('code-line-deleted');
  for (const mark of marks ?? []) if (MARK_CLASSES[mark] && !classes.includes(MARK_CLASSES[mark])) classes.push(MARK_CLASSES[mark]);
  return classes;
}

/** One `span.code-line` per line, its newline inside it, so the text (and a copy of it) is unchanged. */
function wrapLines(
  nodes: ElementContent[],
  text: string,
  highlighted: ReadonlySet<number>,
  diff: boolean,
  marks: ReadonlyMap<number, ReadonlySet<string>>,
): ElementContent[] {
  const lines = splitLines(nodes);
  if (lines.length > 1 && lines[lines.length - 1]!.length === 0) lines.pop();
  const texts = text.split('\n');
  return lines.map((children, i) => ({
    type: 'element',
    tagName: 'span',
    properties: { className: lineClass(texts[i] ?? '', highlighted.has(i + 1), diff, marks.get(i + 1)) },
    children: [...children, { type: 'text', value: '\n' }],
  }));
}

function takeString(element: Element, key: string): string | null {
  const value = element.properties[key];
  delete element.properties[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

export function rehypeHighlight() {
  return (tree: Root, file?: VFile) => {
    // Docusaurus' `prism.defaultLanguage`: the language of a block that names none (not of one written as `text`).
    const fallback = (file?.data.docsgen as MarkdownFileContext | undefined)?.site.defaultCodeLanguage ?? null;
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      const title = takeString(node, 'dataTitle');
      const frame = takeString(node, 'dataFrame');
      const highlight = takeString(node, 'dataHighlight');
      const lineNumbers = takeString(node, 'dataLineNumbers');
      const marks = parseLineMarks(takeString(node, 'dataLineMarks'));
      const markersText = takeString(node, 'dataTextMarkers');
      const focused = [...marks.values()].some((set) => set.has('focus'));
      const lang = languageOf(node) ?? fallback;
      if (lang !== null) registerGrammarOf(lang);
      const ansi = lang === 'ansi';
      const known = ansi || (lang !== null && refractor.registered(lang));
      let text = textOf(node);
      if (ansi) {
        // A terminal's output: its escape sequences drawn as colours, and left out of the text lines are cut from.
        const drawn = ansiCode(text);
        [text, node.children] = [drawn.text, drawn.children];
      } else if (known) node.children = refractor.highlight(text, lang).children as ElementContent[];
      if (markersText) node.children = markText(node.children, text, JSON.parse(markersText) as TextMark[]);
      const diff = lang === 'diff';
      const highlighted = new Set((highlight ?? '').split(',').filter(Boolean).map(Number));
      if (highlighted.size > 0 || lineNumbers !== null || diff || marks.size > 0) {
        node.children = wrapLines(node.children, text, highlighted, diff, marks);
      }
      if (lineNumbers !== null && lineNumbers !== '1') node.properties.style = `counter-reset: line ${Number(lineNumbers) - 1}`;
      parent.properties = {
        ...parent.properties,
        ...(known ? { dataLanguage: lang } : {}),
        ...(title !== null ? { dataTitle: title } : {}),
        ...(frame !== null ? { dataFrame: frame } : {}),
        ...(lineNumbers !== null ? { dataLineNumbers: '' } : {}),
        ...(focused ? { dataFocus: '' } : {}),
      };
    });
  };
}
