/**
 * The `head` front matter key: tags a page adds to its own `<head>`, written as Starlight writes them
 * (`- tag: title` / `content: …`, `- tag: meta` / `attrs: { … }`), which is docsgen's shape too, or as VitePress
 * writes them (`- [meta, { name: …, content: … }]`). Reads VitePress' shape as docsgen's, sets `<style>` entries
 * aside as not drawn, and holds the schema that lets through only a title and the meta and link tags a page may
 * add (head-allowlist.ts); `page-head.ts` turns the checked key into head tags. Pure: changes no input object. Must never pass on a script, a style or
 * an attribute the allowlist refuses.
 */
import { z } from 'zod';
import { isRecord } from '../util/is-record.js';
import { refusedPageHeadTag } from './head-allowlist.js';
import { headAttributes } from './page-head.js';

type Data = Record<string, unknown>;
type KeyPath = (string | number)[];

const attributeValue = z.union([z.string(), z.number(), z.boolean()]);

/** One entry of `head`; a value refused by the allowlist is an issue at its `attrs`. */
const headEntrySchema = z
  .strictObject({
    tag: z.enum(['title', 'meta', 'link'], {
      error: (issue) =>
        issue.input === 'script' || issue.input === 'noscript'
          ? "a page may not add a script to its head (a script runs on every reader's visit; site-wide scripts go in the config's `head` or `scripts`), only a title and meta and link tags"
          : 'expected `title`, `meta` or `link`: the tags a page may add to its head',
    }),
    attrs: z.record(z.string(), attributeValue).optional(),
    content: z.string().optional(),
  })
  .superRefine((entry, ctx) => {
    const issue = (at: 'attrs' | 'content', message: string) => ctx.addIssue({ code: 'custom', path: [at], message });
    if (entry.tag === 'title') {
      if (!entry.content?.trim()) issue('content', 'a title entry needs its text in `content`');
      if (entry.attrs && Object.keys(entry.attrs).length) issue('attrs', 'a title takes no attributes');
      return;
    }
    if (entry.content !== undefined) issue('content', `a ${entry.tag} tag has no content; give its values in \`attrs\``);
    const refused = refusedPageHeadTag(entry.tag, headAttributes(entry.attrs));
    if (refused) {
      issue(
        'attrs',
        `a page may not add \`<${refused}>\` to its head, only a title and meta and link tags that describe the page (no http-equiv, style sheets or preloads)`,
      );
    }
  });

export const headFrontMatterSchema = z.array(headEntrySchema);
export type HeadFrontMatter = z.infer<typeof headFrontMatterSchema>;

/** A VitePress entry (`[tag, attrs?, content?]`) in docsgen's shape; anything else as it was. */
function fromTuple(entry: unknown): unknown {
  if (!Array.isArray(entry) || typeof entry[0] !== 'string' || entry.length > 3) return entry;
  const [tag, attrs, content] = entry as [string, unknown, unknown];
  return { tag, ...(attrs !== undefined ? { attrs } : {}), ...(content !== undefined ? { content } : {}) };
}

/**
 * The front matter with `head` in docsgen's shape and without its `<style>` entries, which docsgen does not add
 * (a page may not restyle the site; its CSS goes in the site's `customCss`): their key paths come back for a
 * warning. A `head` that is not a list, or a page without one, comes back as it was.
 */
export function fromForeignHead<T>(data: T): { data: T | Data; notDrawn: { at: KeyPath; from: 'VitePress' | 'Starlight'; style: true }[] } {
  if (!isRecord(data) || !Array.isArray(data.head)) return { data, notDrawn: [] };
  const from = data.head.some((entry) => Array.isArray(entry)) ? 'VitePress' : 'Starlight';
  const notDrawn: { at: KeyPath; from: 'VitePress' | 'Starlight'; style: true }[] = [];
  const head = data.head.map(fromTuple).filter((entry, i) => {
    if (!isRecord(entry) || entry.tag !== 'style') return true;
    notDrawn.push({ at: ['head', i], from, style: true });
    return false;
  });
  const out: Data = { ...data };
  if (head.length) out.head = head;
  else delete out.head;
  return { data: out, notDrawn };
}
