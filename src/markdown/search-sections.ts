/**
 * rehype plugin that reads a page's searchable sections: every heading (with its level and id) and every block
 * of text (paragraphs, list items, table rows, card texts, and text written straight inside an HTML element such
 * as `<div>`) with the headings above it. Plan badges and code blocks are left out. Only reads the tree; turning sections into search records is `search/records.ts`'s job.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { contextOf, type SearchSection } from './context.js';

const BLOCKS = new Set(['p', 'ul', 'ol', 'li', 'pre', 'table', 'thead', 'tbody', 'tr', 'div', 'blockquote', 'dl', 'dt', 'dd', 'details', 'summary']);
const SKIP = new Set(['pre', 'docsgen-plan', 'script', 'style', 'docsgen-title']);
/** Elements that end a run of text: the blocks above, headings, docsgen's directives and HTML's sectioning elements. */
const BREAKS = new Set([
  ...BLOCKS,
  'hr',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'main',
  'figure',
  'figcaption',
  'center',
  'address',
  'form',
  'fieldset',
  'caption',
  'iframe',
  'video',
  'audio',
  'picture',
]);
const breaksText = (node: Element) => BREAKS.has(node.tagName) || /^h[1-6]$/.test(node.tagName) || node.tagName.startsWith('docsgen-');

/** The theme's own bits of a rendered page, which are no text of the page. */
const isChrome = (node: Element) => {
  const classes = node.properties?.className;
  // A table of contents in the article (`[[toc]]`) repeats the headings: not text to find.
  return (
    node.tagName === 'button' ||
    node.tagName === 'svg' ||
    (Array.isArray(classes) && (classes.includes('hash-link') || classes.includes('katex') || classes.includes('toc-inline')))
  );
};

function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && isChrome(node)) return '';
  if (node.type === 'mdxJsxTextElement') return node.children.map(textOf).join('');
  if (node.type === 'element' && node.tagName === 'br') return ' ';
  if (node.type !== 'element' || SKIP.has(node.tagName)) return '';
  return node.children.map(textOf).join('');
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

export function rehypeSearchSections() {
  return (tree: Root, file: VFile) => {
    const sections = contextOf(file).sections;
    if (sections) collectSections(tree, sections); // null: the site has no search, nothing to collect
  };
}

/**
 * Adds the sections of `tree` to `sections`. Also reads a page as rendered (MDX pages, whose components' output
 * exists only then): the theme's controls (buttons, heading links, icons) and KaTeX's markup are left out.
 */
export function collectSections(tree: Root, sections: SearchSection[]): void {
  const headings: string[] = [];
  let anchor: string | null = null;
  const emit = (text: string) => {
    const value = clean(text);
    if (value) sections.push({ level: 0, headings: [...headings], anchor, text: value });
  };
  const walk = (node: Element | Root): void => {
    // Text and inline elements between blocks (only HTML puts any there) form one run of text.
    let run = '';
    for (const child of node.children) {
      if (child.type === 'text') run += child.value;
      // MDX: a component written as a block holds blocks (walked like a `<div>`); one inside a line holds text.
      if (child.type === 'mdxJsxFlowElement') {
        emit(run);
        run = '';
        walk(child as unknown as Element);
        continue;
      }
      if (child.type === 'mdxJsxTextElement') run += child.children.map(textOf).join('');
      if (child.type !== 'element' || SKIP.has(child.tagName) || isChrome(child)) continue;
      if (!breaksText(child)) {
        run += textOf(child);
        continue;
      }
      emit(run);
      run = '';
      const heading = /^h([1-6])$/.exec(child.tagName);
      if (heading) {
        const level = Number(heading[1]);
        headings.length = level - 1;
        for (let i = 0; i < level - 1; i++) headings[i] ??= '';
        headings[level - 1] = clean(textOf(child));
        anchor = typeof child.properties?.id === 'string' ? child.properties.id : anchor;
        sections.push({ level, headings: [...headings], anchor, text: null });
      } else if (child.tagName === 'p' || child.tagName === 'dt' || child.tagName === 'dd' || child.tagName === 'summary') {
        emit(textOf(child));
      } else if (child.tagName === 'li') {
        walk(child); // its own text is a run; nested lists and paragraphs are blocks
      } else if (child.tagName === 'tr') {
        emit(child.children.map(textOf).map(clean).filter(Boolean).join(' · '));
      } else if (child.tagName === 'docsgen-card') {
        emit(`${String(child.properties?.title ?? '')}: ${textOf(child)}`);
      } else {
        walk(child);
      }
    }
    emit(run);
  };
  walk(tree);
}
