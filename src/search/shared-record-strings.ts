/**
 * A page's search records as the main thread keeps them: the same records, with each text that repeats among them
 * (URLs, headings, tag, language, type) held once, and records under the same headings sharing one hierarchy
 * object. Records cross from a render thread as separate copies of every such text; kept for every page of a
 * 10,000-page site (dev's live search, a build's search stage) the copies were about a third of dev's memory.
 * Pure: it reads the records and never changes them; the body texts are unique, and taken as they are.
 */
import type { Hierarchy, SearchRecord } from '../../core/search/records.js';

export function withSharedStrings(records: readonly SearchRecord[]): SearchRecord[] {
  if (records.length < 2) return [...records];
  const texts = new Map<string, string>();
  const once = <T>(value: T): T => {
    if (typeof value !== 'string') return value;
    const held = texts.get(value);
    if (held !== undefined) return held as T;
    texts.set(value, value);
    return value;
  };
  const hierarchies = new Map<string, Hierarchy>();
  const hierarchyOf = (hierarchy: Hierarchy): Hierarchy => {
    let key = '';
    for (const [level, text] of Object.entries(hierarchy)) key += `${level}\0${text === null ? '\u0001' : text}\0`;
    const held = hierarchies.get(key);
    if (held) return held;
    const copy = {} as Record<string, unknown>;
    for (const [level, text] of Object.entries(hierarchy)) copy[level] = once(text);
    hierarchies.set(key, copy as unknown as Hierarchy);
    return copy as unknown as Hierarchy;
  };
  return records.map((record) => {
    const copy = {} as Record<string, unknown>;
    for (const [field, value] of Object.entries(record))
      copy[field] = field === 'hierarchy' ? hierarchyOf(value as Hierarchy) : field === 'content' ? value : once(value);
    return copy as unknown as SearchRecord;
  });
}
