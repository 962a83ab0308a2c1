/**
 * Tells whether a save of a Markdown doc changed its body only: front matter as it was, and the title and
 * description the body gives (when the front matter does not) as they were. Such an edit changes no other page, so
 * dev renders that page alone instead of planning the site again. Reads the saved file; changes nothing.
 */
import type { Doc } from '../content/docs.js';
import { readDocText } from '../content/discover.js';
import { summariseBody } from '../content/excerpt.js';
import { parseMarkdownFile } from '../content/front-matter.js';

/** The doc's new body, and the raw text it came from. */
export interface BodyEdit {
  text: string;
  body: string;
  bodyLineOffset: number;
}

/**
 * The new body of `doc` after its file (`absolute`, `relative` to the site) was saved, or null when the save changed
 * more than the body (or cannot be read cleanly: the caller plans the site again, which reports why). `oldText` is
 * the file's text as the site last read it.
 */
export async function bodyOnlyEdit(doc: Doc, oldText: string, absolute: string, relative: string): Promise<BodyEdit | null> {
  if (doc.format !== 'md') return null;
  let text: string;
  try {
    const read = await readDocText(absolute, relative);
    if (read.diagnostics.length || read.text === null) return null;
    text = read.text;
  } catch {
    return null;
  }
  const before = parseMarkdownFile(oldText, doc.file);
  const after = parseMarkdownFile(text, relative);
  if (!before.result || !after.result || before.diagnostics.length || after.diagnostics.length || doc.body !== before.result.body) return null;
  if (JSON.stringify(before.result.frontMatter) !== JSON.stringify(after.result.frontMatter)) return null;
  // The title and description come from the body unless the front matter gives them.
  const { title, description } = after.result.frontMatter;
  const [was, now] = [summariseBody(before.result.body), summariseBody(after.result.body)];
  if ((title === undefined && was.contentTitle !== now.contentTitle) || (description === undefined && was.excerpt !== now.excerpt)) return null;
  return { text, body: after.result.body, bodyLineOffset: after.result.bodyLineOffset };
}
