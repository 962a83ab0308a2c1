/**
 * The text shown under a heading hit, which DocSearch records do not carry (a heading record has no content): the
 * block of body text under the heading with the most query words. Reads the records after the heading in the
 * split index (a page's records follow its own record, each section's follow its heading). Pure and browser-safe;
 * it ranks nothing and builds no HTML (marks.ts does).
 */
import { mark, type Marked } from './marks.js';
import type { ShardedIndex } from './sharded-index.js';

/** Records after a heading that textsUnder reads, at most: bounds the fragments one heading hit may load. */
const TEXT_SCAN = 40;

/**
 * For each heading hit among `shown` (their positions and the index terms they matched, with the query word each
 * stands for), its text marked with `terms` and its own: of the body text under the heading (up to the next heading
 * of its level or above; for a page, the whole page), the first block with the most query words, else the first.
 */
export async function textsUnder(
  index: ShardedIndex,
  shown: readonly { position: number; terms: ReadonlyMap<string, string> }[],
  terms: ReadonlyMap<string, string>,
): Promise<Map<number, Marked>> {
  const headings = shown.filter((x) => index.record(x.position).type !== 'content');
  const last = index.manifest.documentCount - 1;
  const following = (position: number) => Array.from({ length: Math.max(0, Math.min(TEXT_SCAN, last - position)) }, (_, i) => position + 1 + i);
  await index.loadRecords(headings.flatMap((x) => following(x.position)));
  const texts = new Map<number, Marked>();
  // How many query words each block of text has, counted once however many headings it is under.
  const counted = new Map<string, Map<number, number>>();
  const wordsIn = (position: number, text: string, marking: ReadonlyMap<string, string>, key: string) => {
    let counts = counted.get(key);
    if (!counts) counted.set(key, (counts = new Map()));
    let count = counts.get(position);
    if (count === undefined) {
      const found = new Set<string>();
      for (const word of text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []) {
        const queryWord = marking.get(word);
        if (queryWord) found.add(queryWord);
      }
      counts.set(position, (count = found.size));
    }
    return count;
  };
  for (const { position, terms: own } of headings) {
    const heading = index.record(position);
    const level = Number(heading.type.slice(3));
    const marking = new Map([...terms, ...own]);
    const key = [...marking.keys()].sort().join('\0');
    let best: { text: string; words: number } | null = null;
    for (const next of following(position)) {
      const record = index.record(next);
      if (record.url_without_anchor !== heading.url_without_anchor || (record.type !== 'content' && Number(record.type.slice(3)) <= level)) break;
      if (record.type !== 'content' || !record.content) continue;
      const words = wordsIn(next, record.content, marking, key);
      if (!best || words > best.words) best = { text: record.content, words };
    }
    if (best) texts.set(position, mark(best.text, marking));
  }
  return texts;
}
