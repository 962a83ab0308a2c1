/**
 * The index builder's fragment packer gives exactly what packRecords (the format's definition) gives, on runs of
 * records that share a page or section and on records that come back to a page or section seen before, with
 * headings missing, empty or spelled like the keys' separators, and several scopes.
 */
import { describe, expect, it } from 'vitest';
import { packRecords, type RecordType, type SearchRecord } from '../../../../core/search/records.js';
import { asHref } from '../../../../core/urls.js';
import { packFragment } from '../../../../src/search/pack-records.js';

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
        const which = pick(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl6', 'anchor', 'page', 'language', 'tag'] as const);
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

describe('the fragment packer', () => {
  it('packs as packRecords does', () => {
    expect(JSON.stringify(packFragment([]))).toBe(JSON.stringify(packRecords([])));
    for (let seed = 1; seed <= 400; seed++) {
      const records = randomRecords(seed, 1 + (seed % 60));
      expect(JSON.stringify(packFragment(records)), `seed ${seed}`).toBe(JSON.stringify(packRecords(records)));
    }
  });
});
