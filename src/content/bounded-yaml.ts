/**
 * YAML read with a bound on what aliases may expand to. js-yaml shares the value an alias names, so a 400-byte
 * "billion laughs" block loads in microseconds and only explodes later, when the data is walked or written out
 * (the cache's JSON: gigabytes, then a crash). `loadBoundedYaml` loads as js-yaml does, then counts the values the
 * data holds with every alias expanded, stopping as soon as the count passes the limit, and throws
 * `YamlAliasBomb` (with the line of the first alias) instead of returning such data. Pure: no files.
 */
import { load } from 'js-yaml';

/** More values than front matter or a category file ever needs once aliases are expanded. */
export const EXPANDED_VALUE_LIMIT = 100_000;

export class YamlAliasBomb extends Error {
  constructor(
    readonly limit: number,
    /** 0-based line of the first alias in the text (as js-yaml's marks count). */
    readonly line: number,
  ) {
    super(`aliases expand to more than ${limit} values`);
    this.name = 'YamlAliasBomb';
  }
}

/** True when `value`, walked with shared (aliased) parts counted each time they are reached, holds more than `limit` values. */
function expandsPast(value: unknown, limit: number): boolean {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const next = stack.pop();
    if (++count > limit) return true;
    if (Array.isArray(next)) stack.push(...next);
    else if (next !== null && typeof next === 'object' && !(next instanceof Date)) stack.push(...Object.values(next));
  }
  return false;
}

/** An alias (`*name`) where YAML allows one: at a line's start or after a space, `[`, `{`, `,`, `:` or `-`. */
const ALIAS = /(^|[\s[{,:-])\*[^\s,\]}]/m;

export function loadBoundedYaml(text: string, limit = EXPANDED_VALUE_LIMIT): unknown {
  const data = load(text);
  // Without an alias nothing is shared: the data is as large as the text, which other limits bound.
  const index = text.search(ALIAS);
  if (index < 0 || !expandsPast(data, limit)) return data;
  throw new YamlAliasBomb(limit, text.slice(0, Math.max(index, 0)).split('\n').length - 1 + (text[index] === '\n' ? 1 : 0));
}
