/**
 * Sidebar items generated from the docs folder by Docusaurus' rules: each folder is a category (label, position,
 * collapsed state and link from its `_category_` file, else its name and number prefix; its index doc is its
 * link), each doc an item; siblings ordered by position (`sidebar_position`, else the number prefix), the rest
 * by file name. Unlisted docs stay in the tree; the views hide them. Pure.
 */
import type { CategoryMeta } from '../content/categories.js';
import { docPathParts, splitNumberPrefix, stripNumberPrefixes } from '../content/doc-paths.js';
import type { Doc } from '../content/docs.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { closestNames } from '../util/closest-names.js';

/** What a generated category's link becomes; `resolve.ts` turns it into a route. */
export type GeneratedLink =
  { type: 'doc'; doc: Doc } | { type: 'generated-index'; title?: string; description?: string; slug?: string; meta: CategoryMeta } | null;

export type GeneratedItem =
  | { kind: 'doc'; doc: Doc }
  | { kind: 'category'; label: string; collapsed: boolean; collapsible: boolean; className: string | null; link: GeneratedLink; items: GeneratedItem[] };

/** The docs folder's tree, indexed once per plan: docs and sub-folders by folder (as written). */
export interface FolderTree {
  docsIn: ReadonlyMap<string, readonly Doc[]>;
  subfolders: ReadonlyMap<string, ReadonlySet<string>>;
}

export function folderTree(docs: readonly Doc[]): FolderTree {
  const docsIn = new Map<string, Doc[]>();
  const subfolders = new Map<string, Set<string>>();
  for (const doc of docs) {
    const dir = docPathParts(doc.sourcePath).sourceDir;
    const siblings = docsIn.get(dir);
    if (siblings) siblings.push(doc);
    else docsIn.set(dir, [doc]);
    const parts = dir ? dir.split('/') : [];
    parts.forEach((name, i) => {
      const parent = parts.slice(0, i).join('/');
      subfolders.set(parent, (subfolders.get(parent) ?? new Set()).add(name));
    });
  }
  return { docsIn, subfolders };
}

export interface GenerateInput {
  tree: FolderTree;
  /** `_category_` metadata by folder as written under the docs folder. */
  categories: ReadonlyMap<string, CategoryMeta>;
  docsById: ReadonlyMap<string, Doc>;
  /** Collects problems found on the way (a category file linking to a doc that does not exist). */
  diagnostics: Diagnostic[];
  /** What a category whose `_category_` file does not say gets (the docs options `sidebarCollapsible`, `sidebarCollapsed`). */
  collapsible?: boolean;
  collapsed?: boolean;
  /** `docs.numberPrefixParser: false` sets it: `false` keeps a folder's leading digits in its label, not as its position. */
  numberPrefixes?: boolean;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The folder as written whose path matches `dirName` (given with or without number prefixes), or null. */
export function findSourceDir(dirName: string, tree: FolderTree): string | null {
  const wanted = dirName.replace(/^\.\/?|^\/+|\/+$/g, '').replace(/^\.$/, '');
  if (wanted === '') return '';
  const dirs = new Set([...tree.subfolders].flatMap(([parent, children]) => [...children].map((child) => (parent ? `${parent}/${child}` : child))));
  const exact = [...dirs].find((dir) => dir === wanted);
  return exact ?? [...dirs].sort(byName).find((dir) => stripNumberPrefixes(dir) === wanted) ?? null;
}

function ordered<T extends { name: string; position: number | null }>(entries: T[]): T[] {
  const byFile = [...entries].sort((a, b) => byName(a.name, b.name));
  return byFile.sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity));
}

/** The items of one folder (as written; '' for the docs folder itself). */
export function generateItems(input: GenerateInput, sourceDir: string): GeneratedItem[] {
  const prefix = sourceDir ? `${sourceDir}/` : '';
  // A page that asks to be left out (`sidebar_hidden`, Starlight's `sidebar.hidden`) is no generated item.
  const here = (input.tree.docsIn.get(sourceDir) ?? []).filter((doc) => doc.frontMatter.sidebar_hidden !== true);
  const subfolders = input.tree.subfolders.get(sourceDir) ?? [];
  const entries: { name: string; position: number | null; item: GeneratedItem }[] = here.map((doc) => ({
    name: doc.sourcePath.slice(prefix.length),
    position: doc.position,
    item: { kind: 'doc', doc },
  }));
  for (const folder of subfolders) entries.push({ name: folder, ...folderCategory(input, prefix + folder, folder) });
  return ordered(entries).map((entry) => entry.item);
}

function folderCategory(input: GenerateInput, sourceDir: string, folder: string): { position: number | null; item: GeneratedItem } {
  const meta = input.categories.get(sourceDir);
  const prefixed = input.numberPrefixes === false ? { name: folder, position: null } : splitNumberPrefix(folder);
  let items = generateItems(input, sourceDir);
  let link: GeneratedLink = null;
  if (meta?.link === undefined) {
    // No link in a category file: the folder's index doc (index.md, README.md, <folder>.md) is the category's page.
    const index = items.find((item): item is Extract<GeneratedItem, { kind: 'doc' }> => item.kind === 'doc' && item.doc.categoryIndex);
    if (index) {
      link = { type: 'doc', doc: index.doc };
      items = items.filter((item) => item !== index);
    }
  } else if (meta.link?.type === 'doc') {
    // Like Docusaurus, an id is looked for in the category's own folder first, then from the docs folder's root.
    const id = meta.link.id;
    const doc = input.docsById.get(`${stripNumberPrefixes(sourceDir)}/${id}`) ?? input.docsById.get(id);
    if (doc) {
      link = { type: 'doc', doc };
      items = items.filter((item) => !(item.kind === 'doc' && item.doc === doc));
    } else {
      const suggestions = closestNames(id, [...input.docsById.keys()]);
      input.diagnostics.push(diagnostic('category-link-unknown-doc', 'error', { id, suggestions }, { file: meta.file, line: meta.linkLine }));
    }
  } else if (meta.link?.type === 'generated-index') {
    link = { ...meta.link, meta };
  }
  // Without a category file saying otherwise, a category takes its label, position and class from its linked doc.
  const linked = link?.type === 'doc' ? link.doc : null;
  const collapsible = meta?.collapsible ?? input.collapsible ?? true;
  return {
    position: meta?.position ?? linked?.frontMatter.sidebar_position ?? prefixed.position,
    item: {
      kind: 'category',
      label: meta?.label ?? linked?.label ?? prefixed.name,
      // A category that cannot collapse is always open.
      collapsed: collapsible ? (meta?.collapsed ?? input.collapsed ?? true) : false,
      collapsible,
      className: meta?.className ?? linked?.frontMatter.sidebar_class_name ?? null,
      link,
      items,
    },
  };
}
