/**
 * Finds where a page writes a component that draws nothing while the site is built because it fills itself in an
 * effect (`useEffect`), which runs only in the browser. Docusaurus hydrates every component, so there the effect
 * runs and the content shows (infer's man pages fetch their HTML in one); docsgen runs a component that is not
 * `'use client'` only at build time, so the page would ship it empty without a word. Renders the page's blocks
 * alone, and only on a page where such a component asked for an effect. Pure apart from CPU.
 */
import { fromHtml } from 'hast-util-from-html';
import type { Root, RootContent } from 'hast';
import { EXIT, visit } from 'unist-util-visit';
import type { MdxProblem } from './problem.js';
import { jsxName, renderedAlone, type MdxRenderInput } from './render.js';

/** Elements that show something without any text in them. */
const DRAWN = new Set([
  'audio',
  'button',
  'canvas',
  'embed',
  'hr',
  'iframe',
  'img',
  'input',
  'math',
  'object',
  'picture',
  'select',
  'svg',
  'textarea',
  'video',
]);

/** Whether `html` shows nothing: no text but white space, and no image, frame, control or the like. */
function drawsNothing(html: string): boolean {
  let drawn = false;
  visit(fromHtml(html, { fragment: true }), (node) => {
    if ((node.type === 'text' && node.value.trim() !== '') || (node.type === 'element' && DRAWN.has(node.tagName))) {
      drawn = true;
      return EXIT;
    }
  });
  return !drawn;
}

/**
 * The components the page writes (the innermost ones, a `<Tabs>` looked into) that, rendered alone, ask for an
 * effect and draw nothing, with their places; `heard()` says whether an effect was asked for since it was last asked.
 */
export function effectOnlyBlocks(tree: Root, input: MdxRenderInput, heard: () => boolean): { at: MdxProblem['at']; name: string }[] {
  const found: { at: MdxProblem['at']; name: string }[] = [];
  const walk = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      const name = jsxName(node);
      // Markdown and HTML elements written as JSX are no components: what they hold may be.
      if (name === null || /^[a-z]/.test(name)) {
        if ('children' in node) walk(node.children as RootContent[]);
        continue;
      }
      heard(); // forgets what an earlier render made heard
      const html = renderedAlone(node, input);
      if (html === null || !heard()) continue;
      if (drawsNothing(html)) {
        const start = node.position?.start;
        found.push({ at: start ? { line: start.line, column: start.column } : undefined, name });
      } else if ('children' in node) walk(node.children as RootContent[]);
    }
  };
  walk(tree.children);
  return found;
}
