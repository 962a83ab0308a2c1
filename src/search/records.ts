/**
 * Turns a page's search sections into DocSearch v3 records: `hierarchy.lvl0` is the page's top sidebar category,
 * `lvl1` the page title, `lvl2`… its headings; `url` is the route plus the nearest heading's anchor; `objectID` is
 * a stable hash of the URL, type and text. Pure.
 */
import { createHash } from 'node:crypto';
import type { Hierarchy, RecordType, SearchRecord } from '../../core/search/records.js';
import { asHref, type Href } from '../../core/urls.js';
import type { SearchSection } from '../markdown/context.js';

export interface PageRecordInput {
  /** The page URL (base URL included). */
  url: Href;
  title: string;
  lvl0: string;
  keywords: readonly string[];
  sections: readonly SearchSection[];
  language: string;
  docsTag: string;
}

export const DEFAULT_LVL0 = 'Documentation';

function hierarchyOf(lvl0: string, title: string, headings: readonly string[]): Hierarchy {
  const at = (i: number) => (i === 0 ? title : headings[i] || null);
  return { lvl0, lvl1: at(0), lvl2: at(1), lvl3: at(2), lvl4: at(3), lvl5: at(4), lvl6: at(5) };
}

export function pageRecords(input: PageRecordInput): SearchRecord[] {
  const records: SearchRecord[] = [];
  const seen = new Map<string, number>();
  const add = (type: RecordType, headings: readonly string[], anchor: string | null, content: string | null) => {
    const url = anchor ? asHref(`${input.url}#${anchor}`) : input.url;
    const basis = `${url}\0${type}\0${content ?? headings.join('/')}`;
    const count = seen.get(basis) ?? 0;
    seen.set(basis, count + 1);
    const objectID = createHash('sha1').update(`${basis}\0${count}`).digest('hex').slice(0, 16);
    records.push({
      objectID,
      type,
      hierarchy: hierarchyOf(input.lvl0, input.title, headings),
      content,
      url,
      url_without_anchor: input.url,
      language: input.language,
      docusaurus_tag: input.docsTag,
      ...(type === 'lvl1' && input.keywords.length ? { keywords: input.keywords.join(' ') } : {}),
    });
  };
  add('lvl1', [input.title], null, null);
  for (const section of input.sections) {
    if (section.level === 1) continue; // the page title is the lvl1 record
    const anchor = section.headings.length > 1 ? section.anchor : null;
    if (section.level > 1) add(`lvl${section.level}` as RecordType, section.headings, anchor, null);
    else add('content', section.headings, anchor, section.text);
  }
  return records;
}

/** A hash of a page's records (their JSON): what the search stage keys its cache by. */
export function hashRecords(records: readonly SearchRecord[]): string {
  return createHash('sha256').update(JSON.stringify(records)).digest('base64url');
}
