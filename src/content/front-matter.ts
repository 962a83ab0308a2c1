/**
 * Splits a Markdown file into front matter and body with gray-matter and validates the front matter.
 * Pure: takes text, returns data and diagnostics. Must not read files.
 */
import matter from 'gray-matter';
import { z } from 'zod';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

const frontMatterSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  sidebar_label: z.string().trim().min(1).optional(),
  slug: z.string().startsWith('/').optional(),
  hide_table_of_contents: z.boolean().optional(),
  keywords: z.array(z.string()).optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

const KNOWN_KEYS = new Set(Object.keys(frontMatterSchema.shape));

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
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object keeps gray-matter from serving a cached result for identical text.
    parsed = matter(raw, {});
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message.split('\n')[0];
    diagnostics.push({
      severity: 'error',
      code: 'front-matter-syntax',
      message: `The front matter is not valid YAML: ${reason}.`,
      hint: 'Quote values that contain a colon or start with a special character, and indent lists consistently.',
      file,
      // gray-matter hands YAML the text right after the opening `---`, so mark lines (from 0) are off by one.
      line: mark ? mark.line + 1 : 1,
      column: mark ? mark.column + 1 : undefined,
    });
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
      const missing = data[key] === undefined;
      diagnostics.push({
        severity: 'error',
        code: 'front-matter-invalid',
        message: missing
          ? `The front matter has no \`${key}\`.`
          : `The front matter key \`${key}\` is invalid: ${issue.message}.`,
        hint: missing
          ? `Add \`${key}: …\` between the \`---\` lines at the top of the file (title and description are required).`
          : `Give \`${key}\` a value of the expected type.`,
        file,
        line: missing ? 1 : lineOfKey(key),
      });
    }
    return { result: null, diagnostics };
  }
  for (const key of Object.keys(data)) {
    if (!KNOWN_KEYS.has(key)) {
      diagnostics.push({
        severity: 'warning',
        code: 'front-matter-unknown-key',
        message: `Unknown front matter key \`${key}\`.`,
        hint: `Remove it or use one of: ${[...KNOWN_KEYS].join(', ')}.`,
        file,
        line: lineOfKey(key),
      });
    }
  }
  return { result: { frontMatter: check.data, body: parsed.content, bodyLineOffset }, diagnostics };
}
