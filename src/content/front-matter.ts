/**
 * Splits a Markdown file into front matter and body with gray-matter and validates the front matter.
 * Pure: takes text, returns data and diagnostics. Must not read files, and must never evaluate front matter as
 * code: only YAML is read (gray-matter would run `---js` blocks with eval).
 */
import matter from 'gray-matter';
import { z } from 'zod';
import { diagnostic } from '../diagnostics/catalogue.js';
import { typoNeighbours } from '../util/closest-names.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

const headingLevel = z.number().int().min(2).max(6);
/** YAML reads `2024-05-01` as a date; both forms are accepted and kept as an ISO date string. */
const dateValue = z.union([z.string().trim().min(1), z.date().transform((d) => d.toISOString().slice(0, 10))]);
const tag = z.union([z.string().trim().min(1), z.object({ label: z.string().trim().min(1), permalink: z.string().optional(), description: z.string().optional() })]);

/** Docusaurus' doc front matter keys; title and description default to the page's own heading and first paragraph. */
const frontMatterSchema = z.object({
  id: z.string().trim().min(1).refine((v) => !v.includes('/'), { message: 'an id cannot contain "/" (the folder is part of the id already)' }).optional(),
  title: z.string().trim().min(1).optional(),
  description: z.string().trim().min(1).optional(),
  slug: z.string().trim().min(1).optional(),
  sidebar_label: z.string().trim().min(1).optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: z.string().trim().min(1).optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  displayed_sidebar: z.string().nullable().optional(),
  hide_title: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  pagination_label: z.string().trim().min(1).optional(),
  pagination_prev: z.string().trim().min(1).nullable().optional(),
  pagination_next: z.string().trim().min(1).nullable().optional(),
  parse_number_prefixes: z.boolean().optional(),
  custom_edit_url: z.string().nullable().optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().trim().min(1).optional(),
  last_update: z.object({ date: dateValue.optional(), author: z.string().optional() }).optional(),
  tags: z.array(tag).optional(),
  /** `md` or `mdx`: how this file is parsed, over `markdown.format` (Docusaurus reads it as `format` or `mdx.format`). */
  format: z.enum(['md', 'mdx']).optional(),
  mdx: z.object({ format: z.enum(['md', 'mdx']).optional() }).optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

const KNOWN_KEYS = new Set(Object.keys(frontMatterSchema.shape));

/** The only front matter languages read; `---` alone means YAML. */
const ALLOWED_LANGUAGES = new Set(['', 'yaml', 'yml']);

/** Engines that would evaluate code, replaced so that gray-matter cannot reach them even if the check above is bypassed. */
const refuseCode = (): never => {
  throw new Error('front matter that runs code is not read');
};
const SAFE_ENGINES = { javascript: refuseCode, js: refuseCode, coffee: refuseCode, coffeescript: refuseCode, cson: refuseCode, json: refuseCode };

/** The language named right after the opening `---` (gray-matter's rule), lower-cased; '' when none. */
function frontMatterLanguage(raw: string): string {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (!text.startsWith('---') || text.charAt(3) === '-') return '';
  const end = text.search(/\r?\n/);
  return text.slice(3, end === -1 ? undefined : end).trim().toLowerCase();
}

export interface ParsedMarkdownFile {
  frontMatter: FrontMatter;
  body: string;
  /** Lines taken by the front matter block, to add to body line numbers. */
  bodyLineOffset: number;
}

export function parseMarkdownFile(
  raw: string,
  file: string,
): { result: ParsedMarkdownFile | null; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const language = frontMatterLanguage(raw);
  if (!ALLOWED_LANGUAGES.has(language)) {
    diagnostics.push(diagnostic('front-matter-language', 'error', { language }, { file, line: 1, column: 4 }));
    return { result: null, diagnostics };
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options keeps gray-matter from serving a cached result for identical text.
    parsed = matter(raw, { language: 'yaml', engines: SAFE_ENGINES });
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message.split('\n')[0]!;
    diagnostics.push(
      diagnostic('front-matter-syntax', 'error', { reason }, {
        file,
        // gray-matter hands YAML the text right after the opening `---`, so mark lines (from 0) are off by one.
        line: mark ? mark.line + 1 : 1,
        column: mark ? mark.column + 1 : undefined,
      }),
    );
    return { result: null, diagnostics };
  }
  const bodyStart = raw.length - parsed.content.length;
  const bodyLineOffset = raw.slice(0, bodyStart).split('\n').length - 1;
  const data = parsed.data as Record<string, unknown>;
  const lineOfKey = (key: string) => {
    const index = raw.slice(0, bodyStart).split('\n').findIndex((l) => l.startsWith(`${key}:`));
    return index >= 0 ? index + 1 : 1;
  };
  const check = frontMatterSchema.safeParse(data);
  if (!check.success) {
    for (const issue of check.error.issues) {
      const key = String(issue.path[0] ?? '');
      diagnostics.push(diagnostic('front-matter-invalid', 'error', { variant: 'invalid', key, reason: issue.message }, { file, line: lineOfKey(key) }));
    }
    return { result: null, diagnostics };
  }
  for (const key of Object.keys(data)) {
    if (!KNOWN_KEYS.has(key)) {
      diagnostics.push(diagnostic('front-matter-unknown-key', 'warning', { key, suggestions: typoNeighbours(key, [...KNOWN_KEYS]) }, { file, line: lineOfKey(key) }));
    }
  }
  return { result: { frontMatter: check.data, body: parsed.content, bodyLineOffset }, diagnostics };
}
