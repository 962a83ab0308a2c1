/**
 * Reads Docusaurus `_category_.json` / `_category_.yml` files: a folder's label, position, collapsed state,
 * class name and link (a doc, or a generated index page). Pure: takes the files' text, returns metadata keyed by
 * folder plus located diagnostics. Must not read files.
 */
import { loadBoundedYaml, YamlAliasBomb } from './bounded-yaml.js';
import { z } from 'zod';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { typoNeighbours } from '../util/closest-names.js';
import type { RawCategoryFile } from './discover.js';

const categoryLink = z.discriminatedUnion('type', [
  z.object({ type: z.literal('doc'), id: z.string().trim().min(1) }),
  z.object({
    type: z.literal('generated-index'),
    title: z.string().trim().min(1).optional(),
    description: z.string().trim().min(1).optional(),
    slug: z.string().trim().min(1).optional(),
    keywords: z.array(z.string()).optional(),
    image: z.string().optional(),
  }),
]);

const categorySchema = z.object({
  label: z.string().trim().min(1).optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().trim().min(1).optional(),
  description: z.string().optional(),
  link: categoryLink.nullable().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  key: z.string().optional(),
});

/** A category file's settings, where it is, and the line of its `link` (for diagnostics). */
export type CategoryMeta = z.infer<typeof categorySchema> & { file: string; linkLine: number };

const KNOWN_KEYS = Object.keys(categorySchema.shape);

/** The 1-based line of a top-level key in JSON or YAML text (good enough for a pointer; 1 when not found). */
function lineOfKey(text: string, key: string): number {
  const index = text.split('\n').findIndex((line) => new RegExp(`^\\s*["']?${key}["']?\\s*:`).test(line));
  return index >= 0 ? index + 1 : 1;
}

function parseText(category: RawCategoryFile): { value: unknown; diagnostics: Diagnostic[] } {
  if (category.file.endsWith('.json')) {
    try {
      return { value: JSON.parse(category.text), diagnostics: [] };
    } catch (error) {
      return {
        value: null,
        diagnostics: [diagnostic('category-file-syntax', 'error', { format: 'JSON', reason: (error as Error).message }, { file: category.file, line: 1 })],
      };
    }
  }
  // js-yaml, as for front matter: one YAML reader, whose `load` knows no types that run code.
  try {
    return { value: loadBoundedYaml(category.text), diagnostics: [] };
  } catch (error) {
    if (error instanceof YamlAliasBomb) {
      return {
        value: null,
        diagnostics: [
          diagnostic('yaml-aliases-too-large', 'error', { limit: error.limit, where: 'category file' }, { file: category.file, line: error.line + 1 }),
        ],
      };
    }
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message.split('\n')[0]!;
    return {
      value: null,
      diagnostics: [
        diagnostic(
          'category-file-syntax',
          'error',
          { format: 'YAML', reason },
          { file: category.file, line: mark ? mark.line + 1 : 1, column: mark ? mark.column + 1 : undefined },
        ),
      ],
    };
  }
}

/** Folder as written under the docs folder ('' for the top) → its category metadata. */
export function readCategoryFiles(files: readonly RawCategoryFile[]): { categories: Map<string, CategoryMeta>; diagnostics: Diagnostic[] } {
  const categories = new Map<string, CategoryMeta>();
  const diagnostics: Diagnostic[] = [];
  for (const category of files) {
    const parsed = parseText(category);
    diagnostics.push(...parsed.diagnostics);
    if (parsed.diagnostics.length) continue;
    const value = parsed.value ?? {};
    const check = categorySchema.safeParse(value);
    if (!check.success) {
      for (const issue of check.error.issues) {
        const key = issue.path.map(String).join('.');
        diagnostics.push(
          diagnostic(
            'category-file-invalid',
            'error',
            { key, reason: issue.message },
            { file: category.file, line: lineOfKey(category.text, String(issue.path[0] ?? '')) },
          ),
        );
      }
      continue;
    }
    for (const key of Object.keys(value as object)) {
      if (KNOWN_KEYS.includes(key)) continue;
      diagnostics.push(
        diagnostic(
          'category-file-unknown-key',
          'warning',
          { key, suggestions: typoNeighbours(key, KNOWN_KEYS) },
          { file: category.file, line: lineOfKey(category.text, key) },
        ),
      );
    }
    if (categories.has(category.sourceDir)) {
      diagnostics.push(
        diagnostic('category-file-duplicate', 'warning', { firstFile: categories.get(category.sourceDir)!.file }, { file: category.file, line: 1 }),
      );
      continue;
    }
    categories.set(category.sourceDir, { ...check.data, file: category.file, linkLine: lineOfKey(category.text, 'link') });
  }
  return { categories, diagnostics };
}
