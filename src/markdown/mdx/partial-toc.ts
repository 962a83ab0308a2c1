/**
 * An MDX page's table of contents with the headings of the partials it renders, each where the page uses the
 * partial (`<Install />` after `## Setup` puts the partial's headings after Setup's entry), as Docusaurus has done
 * since 3.2; the page's own entries keep their order. A partial imported and not used adds nothing; one used twice
 * adds its headings twice, as there; a partial's own partials are listed where it uses them (`nestedPartialUses`, a
 * line scan of its text, which `PagePartials.toc` follows). Reads the page's tree; changes only `toc`, in place.
 */
import type { Program } from 'estree';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { TocEntry } from '../../../core/route-data.js';
import type { SiteLinkContext } from '../context.js';
import { fenceTracker } from './fences.js';
import { importTarget, PARTIAL_EXTENSIONS } from './modules.js';

export interface PartialHeadings {
  /** The importing file's path from the site root, which relative imports start from. */
  file: string;
  /** The site's settings its imports are read with (path aliases, its own theme modules). */
  site: SiteLinkContext;
  /** Whether the site has a file at this path (a partial written without its extension). */
  exists(sitePath: string): boolean;
  /** The partial's headings (level 2 and deeper), with the ids its render gives them. */
  headingsOf(sitePath: string): { value: string; id: string; level: number }[];
}

/** The page's names for its partials (`import Install from './_install.mdx'` → Install → its path). */
function partialNames(tree: Root, at: PartialHeadings): Map<string, string> {
  const names = new Map<string, string>();
  visit(tree, 'mdxjsEsm', (node) => {
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const sitePath = partialPathOf(String(statement.source.value), at.file, at.site, at.exists);
      if (!sitePath) continue;
      for (const specifier of statement.specifiers) {
        const imported = specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier' ? specifier.imported.name : 'default';
        if (specifier.type === 'ImportDefaultSpecifier' || imported === 'default' || imported === 'Content') names.set(specifier.local.name, sitePath);
      }
    }
  });
  return names;
}

export function addPartialHeadings(tree: Root, toc: TocEntry[], at: PartialHeadings): void {
  const names = partialNames(tree, at);
  if (names.size === 0) return;
  const own = [...toc];
  const merged: TocEntry[] = [];
  let next = 0;
  let added = false;
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const id = (node.data?.hProperties as { id?: unknown } | undefined)?.id;
      const found = own.findIndex((entry, i) => i >= next && entry.id === id);
      if (found !== -1) {
        merged.push(...own.slice(next, found + 1));
        next = found + 1;
      }
      return;
    }
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && names.has(node.name)) {
      for (const heading of at.headingsOf(names.get(node.name)!))
        if (heading.level >= 2 && heading.level <= 6) merged.push({ id: heading.id, text: heading.value, depth: heading.level as TocEntry['depth'] });
      added = true;
      return 'skip';
    }
    return undefined;
  });
  if (!added) return;
  merged.push(...own.slice(next));
  toc.splice(0, toc.length, ...merged);
}

/**
 * A partial's path for an import `source` of `file`, or null when it names no partial; written without its
 * extension (`./_setup`), the partial of that name that exists.
 */
function partialPathOf(source: string, file: string, site: SiteLinkContext, exists: (sitePath: string) => boolean): string | null {
  const target = importTarget(source, file, site.pathAliases, site.siteTheme);
  if (target.kind === 'partial') return target.sitePath;
  if (target.kind === 'site' && !/\.[a-z]+$/i.test(source)) return PARTIAL_EXTENSIONS.map((ext) => target.key + ext).find((p) => exists(p)) ?? null;
  return null;
}

/**
 * Where a partial's text (`file`, its path from the site root) renders partials of its own: the 0-based line of each
 * `<Name` element whose name a default import of a partial binds, outside code fences. A line scan, as
 * `headingsOfText` reads the headings beside them.
 */
export function nestedPartialUses(text: string, file: string, site: SiteLinkContext, exists: (sitePath: string) => boolean): { line: number; path: string }[] {
  const names = new Map<string, string>();
  for (const [, name, source] of text.matchAll(/^import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\})?\s+from\s+['"]([^'"\n]+)['"]/gm)) {
    const path = partialPathOf(source!, file, site, exists);
    if (path) names.set(name!, path);
  }
  if (names.size === 0) return [];
  const inCode = fenceTracker();
  const uses: { line: number; path: string }[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (inCode(line)) continue;
    for (const [, name] of line.matchAll(/<([A-Z][\w$]*)[\s/>]/g)) if (names.has(name!)) uses.push({ line: index, path: names.get(name!)! });
  }
  return uses;
}
