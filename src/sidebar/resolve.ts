/**
 * Sidebar stage 1, `resolveSidebars`: config items (doc ids, links, categories) → `SidebarNode` trees with
 * labels and routes, plus diagnostics for unknown doc ids (with the closest existing ids) and categories with
 * nothing to link to. Pure.
 */
import { closest, distance } from 'fastest-levenshtein';
import { quotedValueLines } from '../config/load.js';
import type { SidebarItemConfig } from '../config/schema.js';
import type { Doc } from '../content/docs.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

export type SidebarNode =
  | { kind: 'doc'; docId: string; label: string; route: string }
  | { kind: 'link'; label: string; href: string }
  | {
      kind: 'category';
      key: string;
      label: string;
      collapsed: boolean;
      collapsible: boolean;
      docId: string | null;
      route: string | null;
      items: SidebarNode[];
    };

export interface ResolvedSidebars {
  sidebars: Map<string, SidebarNode[]>;
  /** Doc id → the name of the first sidebar that holds it. */
  sidebarOfDoc: Map<string, string>;
  diagnostics: Diagnostic[];
}

export const NOTHING_TO_LINK = "Sidebar doesn't have anything to be linked to";

/** Up to three existing names nearest to `wanted`, best first. */
export function closestNames(wanted: string, names: readonly string[], count = 3): string[] {
  if (names.length === 0) return [];
  const best = closest(wanted, names as string[]);
  const ranked = [...names].sort((a, b) => distance(wanted, a) - distance(wanted, b) || a.localeCompare(b));
  return [best, ...ranked.filter((n) => n !== best)].slice(0, count);
}

interface ResolveContext {
  docs: ReadonlyMap<string, Doc>;
  configFile: string;
  lineOf: (text: string) => number | undefined;
  diagnostics: Diagnostic[];
  sidebarName: string;
}

function unknownDoc(ctx: ResolveContext, id: string, where: string): void {
  const suggestions = closestNames(id, [...ctx.docs.keys()]);
  ctx.diagnostics.push({
    severity: 'error',
    code: 'sidebar-unknown-doc',
    message: `The sidebar \`${ctx.sidebarName}\` (${where}) refers to the doc id \`${id}\`, which does not exist.`,
    hint: `${suggestions.length ? `Did you mean ${suggestions.map((s) => `\`${s}\``).join(', ')}? ` : ''}A doc id is the file's path under the docs folder without \`.md\`.`,
    file: ctx.configFile,
    line: ctx.lineOf(id),
  });
}

function resolveItems(ctx: ResolveContext, items: readonly SidebarItemConfig[], path: string, keyPrefix: string, depth: number): SidebarNode[] {
  const out: SidebarNode[] = [];
  items.forEach((item, index) => {
    const where = `${path}[${index}]`;
    const config: Exclude<SidebarItemConfig, string> = typeof item === 'string' ? { type: 'doc', id: item } : item;
    if (config.type === 'doc') {
      const doc = ctx.docs.get(config.id);
      if (!doc) return unknownDoc(ctx, config.id, where);
      out.push({ kind: 'doc', docId: doc.id, label: config.label ?? doc.label, route: doc.route });
    } else if (config.type === 'link') {
      out.push({ kind: 'link', label: config.label, href: config.href });
    } else {
      const key = `${keyPrefix}${config.label}`;
      let linkDoc: Doc | undefined;
      if (config.link) {
        linkDoc = ctx.docs.get(config.link.id);
        if (!linkDoc) unknownDoc(ctx, config.link.id, `${where}.link`);
      }
      const children = resolveItems(ctx, config.items, `${where}.items`, `${key}/`, depth + 1);
      if (children.length === 0 && !linkDoc && !config.link && config.items.length === 0) {
        ctx.diagnostics.push({
          severity: 'error',
          code: 'sidebar-empty-category',
          message: NOTHING_TO_LINK,
          hint: `The category "${config.label}" in sidebar \`${ctx.sidebarName}\` (${where}) has no items and no category doc: add items, or a \`link: { type: 'doc', id }\`, or remove the category.`,
          file: ctx.configFile,
          line: ctx.lineOf(config.label),
        });
      }
      out.push({
        kind: 'category',
        key,
        label: config.label,
        collapsed: config.collapsed ?? depth > 0,
        collapsible: config.collapsible ?? true,
        docId: linkDoc?.id ?? null,
        route: linkDoc?.route ?? null,
        items: children,
      });
    }
  });
  return out;
}

function collectDocIds(nodes: readonly SidebarNode[], into: string[]): string[] {
  for (const node of nodes) {
    if (node.kind === 'doc') into.push(node.docId);
    if (node.kind === 'category') {
      if (node.docId) into.push(node.docId);
      collectDocIds(node.items, into);
    }
  }
  return into;
}

export function resolveSidebars(
  config: Readonly<Record<string, readonly SidebarItemConfig[]>>,
  docs: readonly Doc[],
  configFile: string,
  configSource: string,
): ResolvedSidebars {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const lineOf = quotedValueLines(configSource);
  const diagnostics: Diagnostic[] = [];
  const sidebars = new Map<string, SidebarNode[]>();
  const sidebarOfDoc = new Map<string, string>();
  for (const [name, items] of Object.entries(config)) {
    const ctx: ResolveContext = { docs: byId, configFile, lineOf, diagnostics, sidebarName: name };
    const nodes = resolveItems(ctx, items, `docs.sidebars.${name}`, '', 0);
    sidebars.set(name, nodes);
    for (const id of collectDocIds(nodes, [])) if (!sidebarOfDoc.has(id)) sidebarOfDoc.set(id, name);
  }
  return { sidebars, sidebarOfDoc, diagnostics };
}

/** The first doc route of a sidebar, for navbar items that point at a whole sidebar. */
export function firstRouteOf(nodes: readonly SidebarNode[]): string | null {
  for (const node of nodes) {
    if (node.kind === 'doc') return node.route;
    if (node.kind === 'category') {
      if (node.route) return node.route;
      const inner = firstRouteOf(node.items);
      if (inner) return inner;
    }
  }
  return null;
}
