/**
 * remark step for `npm2yarn` code fences, docsgen's counterpart of Docusaurus' `@docusaurus/remark-plugin-npm2yarn`.
 * With `markdown.npm2yarn` on, a fence whose meta has the word `npm2yarn` (```` ```bash npm2yarn ````) becomes a
 * tab group, the same `docsgen-tabs` and `docsgen-tab` elements a `::::tabs` directive makes, so it renders, hydrates
 * and syncs like one: the npm command first, then its form for each converter, each a code block of its own that
 * keeps the fence's language, title, highlighted lines and copy button. `sync` gives the groups the group id
 * `npm2yarn`, Docusaurus' own, so a reader's choice follows them across pages. With the option off, the fence stays
 * one code block and a warning at its line (`npm2yarn-off`) says how to turn the option on.
 * Runs after `code-meta.ts`, so a fence's meta and magic comments are read once, for all its tabs. The conversion
 * (npm-to-yarn) runs at build time only: nothing here may be imported by the theme or reach the browser.
 */
import type { Code, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import npmToYarn from 'npm-to-yarn';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import type { Npm2yarnConverter } from '../config/schema.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import { contextOf, locate } from './context.js';

/** The group id of synced npm2yarn tabs: Docusaurus' own, so a choice made on a migrated site still holds. */
export const NPM2YARN_GROUP_ID = 'npm2yarn';

/** Each tab's label (Docusaurus' spelling) by its value. */
const LABELS: Record<'npm' | Npm2yarnConverter, string> = { npm: 'npm', yarn: 'Yarn', pnpm: 'pnpm', bun: 'Bun' };

/**
 * npm-to-yarn's converter. Its types describe its CommonJS build, whose function TypeScript finds under `default`;
 * Node and esbuild load its ES build, whose default export is the function itself.
 */
const convert: (command: string, to: Npm2yarnConverter) => string = typeof npmToYarn === 'function' ? npmToYarn : npmToYarn.default;

const NPM2YARN_WORD = /(^|\s)npm2yarn(?=\s|$)/;

/** A line that runs npm or npx: at its start, or after `&&`, `||`, `;`, `|` or `(`. */
const NPM_COMMAND = /(?:^|&&|\|\||[;|(])\s*np[mx](?:\s|$)/;

/**
 * The npm commands of `code` as `to` writes them, line by line: lines that run npm or npx are converted by
 * npm-to-yarn, every other line (comments, output, other programs) is kept as written.
 */
export function convertNpmCommands(code: string, to: Npm2yarnConverter): string {
  return code
    .split('\n')
    .map((line) => {
      const cr = line.endsWith('\r') ? '\r' : '';
      const text = cr ? line.slice(0, -1) : line;
      if (text.trimStart().startsWith('#') || !NPM_COMMAND.test(text)) return line;
      return convert(text, to) + cr;
    })
    .join('\n');
}

/** The tab of one package manager: a copy of the fence with its code in that manager's words. */
function tabOf(node: Code, value: 'npm' | Npm2yarnConverter, meta: string | null): ContainerDirective {
  const code: Code = {
    type: 'code',
    lang: node.lang,
    meta,
    value: value === 'npm' ? node.value : convertNpmCommands(node.value, value),
    ...(node.data ? { data: structuredClone(node.data) } : {}),
    ...(node.position ? { position: node.position } : {}),
  };
  return {
    type: 'containerDirective',
    name: 'tab',
    attributes: { label: LABELS[value], value },
    children: [code],
    data: { hName: 'docsgen-tab', hProperties: { label: LABELS[value], value } },
    // Placed where the block is: an element without a place is one the HTML parser implied, checked as the author's.
    ...(node.position ? { position: node.position } : {}),
  };
}

export function remarkNpm2yarn() {
  return (tree: Root, file: VFile) => {
    const ctx = contextOf(file);
    const options = ctx.site.npm2yarn;
    visit(tree, 'code', (node, index, parent) => {
      if (!node.meta || !NPM2YARN_WORD.test(node.meta)) return;
      if (!options) {
        ctx.diagnostics.push(diagnostic('npm2yarn-off', 'warning', {}, locate(ctx, node)));
        return;
      }
      if (!parent || index === undefined) return;
      const meta = node.meta.replace(NPM2YARN_WORD, '$1').trim() || null;
      const groupId = options.sync ? { groupId: NPM2YARN_GROUP_ID } : {};
      const tabs: ContainerDirective = {
        type: 'containerDirective',
        name: 'tabs',
        attributes: { ...groupId },
        children: (['npm', ...options.converters] as const).map((value) => tabOf(node, value, meta)),
        data: { hName: 'docsgen-tabs', hProperties: { ...groupId } },
        ...(node.position ? { position: node.position } : {}),
      };
      (parent.children as RootContent[]).splice(index, 1, tabs);
      return [SKIP, index + 1];
    });
  };
}
