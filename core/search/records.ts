/**
 * The search record (DocSearch v3 shape), how its text is split into indexed words, and how records are packed
 * into the shipped fragments: shared by the build, which writes the index, and every engine that reads it (browser
 * worker, `docsgen serve`, `docsgen dev`). Browser-safe: no Node imports.
 */
import type { Href } from '../urls.js';

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface SearchRecord {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Where the record leads, ready for an `href`: the page's URL (base URL included) and the section's anchor. */
  url: Href;
  url_without_anchor: Href;
  language: string;
  docusaurus_tag: string;
  /** Extra terms from the page's front matter `keywords` (page-level records only). */
  keywords?: string;
}

/** Ranking: headings above body text, higher levels above lower ones. */
export const TYPE_WEIGHT: Record<RecordType, number> = { lvl1: 3, lvl2: 2.2, lvl3: 1.8, lvl4: 1.5, lvl5: 1.3, lvl6: 1.2, content: 1 };

/** The text a record is found by: its own heading, its body, and (weakly) the headings above it. */
export function indexedFields(record: SearchRecord): { title: string; content: string; context: string; keywords: string } {
  const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
  const own = record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
  const above = levels
    .slice(0, record.type === 'content' ? 6 : levels.indexOf(record.type))
    .map((l) => record.hierarchy[l])
    .filter(Boolean)
    .join(' ');
  return { title: own, content: record.content ?? '', context: above, keywords: record.keywords ?? '' };
}

/** Algolia host entries for host names; local ones (`localhost`, `127.…`) are spoken to over plain HTTP. */
export function algoliaHosts(urls: readonly string[]): { url: string; accept: 'readWrite'; protocol: 'http' | 'https' }[] {
  return urls.map((url) => ({ url, accept: 'readWrite', protocol: /^(localhost|127\.)/.test(url) ? 'http' : 'https' }));
}

/** Words of indexed text: split at spaces and punctuation. */
const WORD_SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;

export function splitWords(text: string): string[] {
  return text.split(WORD_SEPARATORS).filter(Boolean);
}

/**
 * The words of indexed text, plus each hyphenated word as one (`drop-down` is also `dropdown`), so that a query of
 * either spelling finds both.
 */
export function indexedWords(text: string): string[] {
  const words = splitWords(text);
  if (!text.includes('-')) return words;
  for (const [compound] of text.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu)) words.push(compound.replace(/-/g, ''));
  return words;
}

/**
 * Records as shipped: pages and sections are stored once and records point into them, since every record of a
 * section repeats the same hierarchy and URL (this cut the Keel index from 3.4 MB to about a third).
 */
export interface PackedRecords {
  /** The language and version tag of every record, when all share them (else of the first scope). */
  language: string;
  tag: string;
  /** On sites with several locales or versions: each [language, version tag] pair, which pages name by index. */
  scopes?: [string, string][];
  /** [lvl0, lvl1, url without anchor, scope index (with `scopes` only)] */
  pages: ([string, string, string] | [string, string, string, number])[];
  /** [page index, anchor, lvl2…lvl6 headings] */
  sections: [number, string | null, ...string[]][];
  /** [section index, level (0 = content, 1–6 = lvlN), content, objectID] */
  records: [number, number, string | null, string][];
}

/**
 * Packs records: each page and section once, each record pointing at its section. Written for what the index
 * builder gives it, runs of records of one page and section: the lookup keys are made only when the page or
 * section changes, and a page or section met again later is still found by its key.
 */
export function packRecords(records: readonly SearchRecord[]): PackedRecords {
  const pages = new Map<string, number>();
  const sections = new Map<string, number>();
  const packed: PackedRecords = { language: records[0]?.language ?? 'en', tag: records[0]?.docusaurus_tag ?? '', pages: [], sections: [], records: [] };
  const scopeKey = (record: SearchRecord) => `${record.language}\0${record.docusaurus_tag}`;
  const scopeOf = new Map<string, number>();
  // A record whose page (or section) fields are those of the record before it shares its page (or section): the
  // keys below are made only when they change.
  let previous: SearchRecord | null = null;
  for (const record of records) {
    if (previous === null || record.language !== previous.language || record.docusaurus_tag !== previous.docusaurus_tag) {
      const key = scopeKey(record);
      if (!scopeOf.has(key)) scopeOf.set(key, scopeOf.size);
    }
    previous = record;
  }
  if (scopeOf.size > 1) packed.scopes = [...scopeOf.keys()].map((key) => key.split('\0') as [string, string]);
  let page = -1;
  let section = -1;
  previous = null;
  for (const record of records) {
    const h = record.hierarchy;
    const before = previous?.hierarchy;
    const samePage =
      previous !== null &&
      h.lvl0 === before!.lvl0 &&
      h.lvl1 === before!.lvl1 &&
      record.url_without_anchor === previous.url_without_anchor &&
      record.language === previous.language &&
      record.docusaurus_tag === previous.docusaurus_tag;
    if (!samePage) {
      const pageKey = `${h.lvl0}\0${h.lvl1}\0${record.url_without_anchor}\0${scopeKey(record)}`;
      const known = pages.get(pageKey);
      if (known === undefined) {
        page =
          packed.pages.push(
            packed.scopes
              ? [h.lvl0 ?? '', h.lvl1 ?? '', record.url_without_anchor, scopeOf.get(scopeKey(record))!]
              : [h.lvl0 ?? '', h.lvl1 ?? '', record.url_without_anchor],
          ) - 1;
        pages.set(pageKey, page);
      } else page = known;
    }
    const sameSection =
      samePage &&
      record.url === previous!.url &&
      h.lvl2 === before!.lvl2 &&
      h.lvl3 === before!.lvl3 &&
      h.lvl4 === before!.lvl4 &&
      h.lvl5 === before!.lvl5 &&
      h.lvl6 === before!.lvl6;
    if (!sameSection) {
      const anchor = record.url.includes('#') ? record.url.slice(record.url.indexOf('#') + 1) : null;
      const headings = [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6];
      while (headings.length && !headings[headings.length - 1]) headings.pop();
      const sectionKey = `${page}\0${anchor}\0${headings.join('\0')}`;
      const known = sections.get(sectionKey);
      if (known === undefined) {
        section = packed.sections.push([page, anchor, ...headings.map((x) => x ?? '')]) - 1;
        sections.set(sectionKey, section);
      } else section = known;
    }
    const level = record.type === 'content' ? 0 : Number(record.type.slice(3));
    packed.records.push([section, level, record.content, record.objectID]);
    previous = record;
  }
  return packed;
}

export function unpackRecord(packed: PackedRecords, index: number): SearchRecord {
  const [sectionIndex, level, content, objectID] = packed.records[index]!;
  const [pageIndex, anchor, ...headings] = packed.sections[sectionIndex]!;
  const [lvl0, lvl1, url, scopeIndex] = packed.pages[pageIndex]!;
  const scope = scopeIndex === undefined ? undefined : packed.scopes?.[scopeIndex];
  const at = (i: number) => headings[i] || null;
  return {
    objectID,
    type: level === 0 ? 'content' : (`lvl${level}` as RecordType),
    hierarchy: { lvl0, lvl1, lvl2: at(0), lvl3: at(1), lvl4: at(2), lvl5: at(3), lvl6: at(4) },
    content,
    // Typed with `as`, not `asHref`: the search worker, which unpacks records, would otherwise bundle urls.ts.
    url: (anchor ? `${url}#${anchor}` : url) as Href,
    url_without_anchor: url as Href,
    language: scope?.[0] ?? packed.language,
    docusaurus_tag: scope?.[1] ?? packed.tag,
  };
}

/** A heading's words, lower case, as headingCoverage counts them. */
export function headingWords(heading: string | null): string[] {
  return heading
    ? heading
        .toLowerCase()
        .split(/[^\p{L}\p{N}_]+/u)
        .filter(Boolean)
    : [];
}

/**
 * How much of a record's own heading the query covers (1 = the heading is exactly the query's words). Used to
 * rank "Cycles" above "Plan work with cycles" for the query "cycles".
 */
export function headingCoverage(heading: string | null, queryTerms: readonly string[], matchedTerms: readonly string[]): number {
  const words = headingWords(heading);
  if (!words.length) return 0;
  const hits = words.filter((w) => matchedTerms.includes(w) || queryTerms.some((q) => w.startsWith(q))).length;
  return hits / words.length;
}
