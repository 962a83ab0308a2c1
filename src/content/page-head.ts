/**
 * A page's `head` front matter (checked by `head-front-matter.ts`) as the title and tags the page template writes,
 * and an entry's attributes as HTML writes them. Imports nothing at run time: the render threads use it without
 * loading the schema library.
 */
import type { PageHead } from '../../core/route-data.js';

/** One entry of a checked `head`. */
export interface HeadEntry {
  tag: 'title' | 'meta' | 'link';
  attrs?: Readonly<Record<string, string | number | boolean>>;
  content?: string;
}

/** An entry's attributes as written in HTML: `true` is the bare attribute, `false` leaves it out. */
export function headAttributes(attrs: HeadEntry['attrs']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs ?? {})) if (value !== false) out[name.toLowerCase()] = value === true ? '' : String(value);
  return out;
}

/** The page's `head` front matter as the tags and title the page template writes. */
export function pageHeadOf(head: readonly HeadEntry[] | undefined): PageHead | undefined {
  if (!head?.length) return undefined;
  const out: PageHead = { tags: [] };
  for (const entry of head) {
    if (entry.tag === 'title') out.title = entry.content!.trim();
    else out.tags.push({ tag: entry.tag, attributes: headAttributes(entry.attrs) });
  }
  return out;
}
