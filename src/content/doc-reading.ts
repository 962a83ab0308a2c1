/**
 * Reading one Markdown file for the plan: its front matter (validated), where its body starts, and the body's summary
 * (title and first paragraph). Pure: takes the file's text, returns data and diagnostics, so that a build with the
 * cache can keep a reading by the file's path and text and skip unchanged files (src/pipeline/doc-readings.ts).
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { RawDoc } from './discover.js';
import { summariseBody, type BodySummary } from './excerpt.js';
import { parseMarkdownFile, type FrontMatter } from './front-matter.js';

export interface DocReading {
  /** Null when the front matter could not be read (the diagnostics say why). */
  result: {
    frontMatter: FrontMatter;
    /** Front matter keys docsgen does not read, as written (ParsedMarkdownFile.ownKeys), and their lines. */
    ownKeys?: Record<string, unknown>;
    ownKeyLines?: Record<string, number>;
    /** Top-level keys YAML read as dates, as ISO strings (ParsedMarkdownFile.yamlDates). */
    yamlDates?: Record<string, string>;
    /** Where the body starts in the file's text. */
    bodyStart: number;
    /** Lines taken by the front matter block, to add to body line numbers. */
    bodyLineOffset: number;
    summary: BodySummary;
  } | null;
  diagnostics: Diagnostic[];
}

/** Reads `item` from scratch. */
export function readDoc(item: RawDoc): DocReading {
  const parsed = parseMarkdownFile(item.text, item.file, { blogPost: item.blogPost === true });
  if (!parsed.result) return { result: null, diagnostics: parsed.diagnostics };
  const { frontMatter, ownKeys, ownKeyLines, yamlDates, body, bodyLineOffset } = parsed.result;
  return {
    result: {
      frontMatter,
      ...(ownKeys ? { ownKeys, ownKeyLines } : {}),
      ...(yamlDates ? { yamlDates } : {}),
      bodyStart: item.text.length - body.length,
      bodyLineOffset,
      summary: summariseBody(body),
    },
    diagnostics: parsed.diagnostics,
  };
}
