/**
 * A translated locale's sidebar labels, from Docusaurus' `i18n/<locale>/docusaurus-plugin-content-docs/<version>.json`:
 * `sidebar.<sidebar>.category.<label>`, `sidebar.<sidebar>.link.<label>` and `sidebar.<sidebar>.doc.<label>` entries
 * replace the labels as the sidebars file writes them. Pure: returns new trees, never changes the ones given.
 */
import type { SidebarNode } from './resolve.js';

export function translateSidebar(name: string, nodes: readonly SidebarNode[], messages: ReadonlyMap<string, string>): SidebarNode[] {
  const translated = (kind: 'category' | 'link' | 'doc', label: string) => messages.get(`sidebar.${name}.${kind}.${label}`) ?? label;
  return nodes.map((node): SidebarNode => {
    if (node.kind === 'category') {
      const label = translated('category', node.label);
      return { ...node, label, linkLabel: node.linkLabel === node.label ? label : node.linkLabel, items: translateSidebar(name, node.items, messages) };
    }
    if (node.kind === 'link') return { ...node, label: translated('link', node.label) };
    return { ...node, label: translated('doc', node.label) };
  });
}

/** Every sidebar of a variant with its translated labels. */
export function translateSidebars(sidebars: ReadonlyMap<string, SidebarNode[]>, messages: ReadonlyMap<string, string>): Map<string, SidebarNode[]> {
  return new Map([...sidebars].map(([name, nodes]) => [name, messages.size ? translateSidebar(name, nodes, messages) : nodes]));
}
