/**
 * packRecords, which skips its key lookups while the page and section stay the same, packs exactly as a packer
 * that looks every record up by its keys (written out below as the format's plain definition): on runs of records
 * that share a page or section, on records that come back to a page or section seen before, with headings missing,
 * empty or spelled like the keys' separators, and with several scopes.
 */
import { describe, expect, it } from 'vitest';
import { packRecords, type PackedRecords, type RecordType, type SearchRecord } from '../../../../core/search/records.js';
import { asHref } from '../../../../core/urls.js';

/** The format's plain definition: every record looked up by its page key and section key. */
function packByKeys(records: readonly SearchRecord[]): PackedRecords {
  const packed: PackedRecords = { language: records[0]?.language ?? 'en', tag: records[0]?.docusaurus_tag ?? '', pages: [], sections: [], records: [] };
  const scope = (record: SearchRecord) => `${record.language}\0${record.docusaurus_tag}`;
  const scopes = [...new Set(records.map(scope))];
  if (scopes.length > 1) packed.scopes = scopes.map((key) => key.split('\0') as [string, string]);
  const pageIndex = new Map<string, number>();
  const sectionIndex = new Map<string, number>();
  for (const record of records) {
    const { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
    const pageKey = `${lvl0}\0${lvl1}\0${record.url_without_anchor}\0${scope(record)}`;
    if (!pageIndex.has(pageKey)) {
      const entry: [string, string, string] = [lvl0 ?? '', lvl1 ?? '', record.url_without_anchor];
      pageIndex.set(pageKey, packed.pages.push(packed.scopes ? [...entry, scopes.indexOf(scope(record))] : entry) - 1);
    }
    const page = pageIndex.get(pageKey)!;
    const hash = record.url.indexOf('#');
    const anchor = hash < 0 ? null : record.url.slice(hash + 1);
    const headings = [lvl2, lvl3, lvl4, lvl5, lvl6];
    while (headings.length > 0 && !headings.at(-1)) headings.pop();
    const sectionKey = `${page}\0${anchor}\0${headings.join('\0')}`;
    if (!sectionIndex.has(sectionKey)) sectionIndex.set(sectionKey, packed.sections.push([page, anchor, ...headings.map((h) => h ?? '')]) - 1);
    packed.records.push([sectionIndex.get(sectionKey)!, record.type === 'content' ? 0 : Number(record.type.slice(3)), record.content, record.objectID]);
  }
  return packed;
}

function randomRecords(seed: number, count: number): SearchRecord[] {
  let state = seed;
  const pick = <T>(options: readonly T[]): T => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return options[(state >>> 8) % options.length]!;
  };
  const headings = [null, '', 'Setup', 'Use', 'null', 'a\0b'];
  const out: SearchRecord[] = [];
  let previous: SearchRecord | null = null;
  for (let i = 0; i < count; i++) {
    // Mostly the previous record again, or with one thing changed, as the builder gives them.
    const change = previous ? pick(['none', 'none', 'one', 'one', 'one', 'all']) : 'all';
    if (previous && change !== 'all') {
      const next: SearchRecord = { ...previous, hierarchy: { ...previous.hierarchy }, objectID: `r${i}`, content: pick([null, 'text', `more ${i}`]) };
      if (change === 'one') {
        const which = pick(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'anchor', 'page', 'language', 'tag'] as const);
        if (which === 'anchor' || which === 'page') {
          const page = which === 'page' ? pick(['/a', '/b', '/c/d']) : next.url_without_anchor;
          const anchor = pick([null, 'x', 'y']);
          next.url = asHref(anchor ? `${page}#${anchor}` : page);
          next.url_without_anchor = asHref(page);
        } else if (which === 'language') next.language = pick(['en', 'fr']);
        else if (which === 'tag') next.docusaurus_tag = pick(['docs-default-current', 'docs-default-1.0']);
        else next.hierarchy[which] = pick(headings);
      }
      out.push(next);
      previous = next;
      continue;
    }
    const page = pick(['/a', '/b', '/c/d']);
    const anchor = pick([null, 'x', 'y']);
    const record: SearchRecord = {
      objectID: `r${i}`,
      type: pick<RecordType>(['lvl1', 'lvl2', 'lvl3', 'content', 'lvl6']),
      hierarchy: {
        lvl0: pick([null, 'Docs', 'null']),
        lvl1: pick([null, 'Title', '']),
        lvl2: pick(headings),
        lvl3: pick(headings),
        lvl4: pick([null, 'Deep']),
        lvl5: null,
        lvl6: pick([null, 'Deepest']),
      },
      content: pick([null, 'text', '"quoted" \\ text']),
      url: asHref(anchor ? `${page}#${anchor}` : page),
      url_without_anchor: asHref(page),
      language: pick(['en', 'en', 'fr']),
      docusaurus_tag: pick(['docs-default-current', 'docs-default-1.0']),
    };
    out.push(record);
    previous = record;
  }
  return out;
}

describe('packRecords', () => {
  it('packs as looking every record up by its keys does', () => {
    expect(JSON.stringify(packRecords([]))).toBe(JSON.stringify(packByKeys([])));
    for (let seed = 1; seed <= 400; seed++) {
      const records = randomRecords(seed, 1 + (seed % 60));
      expect(JSON.stringify(packRecords(records)), `seed ${seed}`).toBe(JSON.stringify(packByKeys(records)));
    }
  });
});
