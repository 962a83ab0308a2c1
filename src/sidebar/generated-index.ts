/**
 * The Markdown body of a generated index page (a category's `link: { type: 'generated-index' }`): its
 * description, then one line per item of the category with the item's own description. Rendered through the
 * same pipeline as any doc, so its links are checked and its text is searchable. Pure.
 */
import type { Doc } from '../content/docs.js';
import { markdownText } from '../content/markdown-text.js';
import type { GeneratedIndexPage, SidebarNode } from './resolve.js';

/** Link targets are site routes; `<…>` keeps spaces and parentheses from ending them early. */
const target = (href: string) => `<${href.replace(/[<>]/g, encodeURIComponent)}>`;

function line(node: SidebarNode, docs: ReadonlyMap<string, Doc>): string | null {
  if (node.kind === 'link') return `- [${markdownText(node.label)}](${target(node.href)})`;
  const route = node.route;
  if (!route) return node.kind === 'category' ? `- ${markdownText(node.label)}` : null;
  const docId = node.docId;
  const description = docId ? docs.get(docId)?.description : undefined;
  return `- [${markdownText(node.label)}](${target(route)})${description ? `: ${markdownText(description)}` : ''}`;
}

export function generatedIndexBody(page: GeneratedIndexPage, docs: ReadonlyMap<string, Doc>): string {
  const lines = page.items.map((node) => line(node, docs)).filter((l): l is string => l !== null);
  return [`# ${markdownText(page.title)}`, page.description ? markdownText(page.description) : '', lines.join('\n')].filter(Boolean).join('\n\n') + '\n';
}
