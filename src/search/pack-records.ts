/**
 * Packs records into a fragment exactly as `packRecords` (core/search/records.ts, the format's definition, which the
 * browser bundle shares) does, faster on what the index builder gives it: runs of records of one page and section,
 * whose keys are made only when the page or section changes. It must never pack otherwise than packRecords
 * (tests/unit/src/search/pack-records.test.ts compares them); it knows nothing of fragments' sizes or names.
 */
import type { PackedRecords, SearchRecord } from '../../core/search/records.js';

/** The records packed as packRecords packs them. */
export function packFragment(records: readonly SearchRecord[]): PackedRecords {
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
