/**
 * Reads VitePress' `outline` front matter (which heading levels the page's outline lists) as the Docusaurus keys
 * docsgen knows: a level `n` is `toc_min_heading_level` and `toc_max_heading_level` both `n`, `[a, b]` those two,
 * `deep` levels 2 to 6, and `false` is `hide_table_of_contents`. Level 1 is the page's own title, which VitePress'
 * outline lists then, as docsgen's table of contents does. The object form's `level` is read alike; its `label` (the
 * outline's own title) is named for a warning. A level that is no heading level (`[0, 3]`, `[2, 9]`) is named as
 * the `outline` the author wrote, never as the keys it is read into. Pure: a page without the key comes back as it
 * was, and a Docusaurus key the page sets itself wins.
 */
import { isRecord } from '../util/is-record.js';

type Data = Record<string, unknown>;

/** Heading levels of a VitePress outline level (`2`, `[2, 3]`, `'deep'`), or null for another shape. */
function levelsOf(level: unknown): [number, number] | null {
  if (level === 'deep') return [2, 6];
  if (typeof level === 'number') return [level, level];
  if (Array.isArray(level) && level.length === 2 && level.every((n) => typeof n === 'number')) return [level[0] as number, level[1] as number];
  return null;
}

const isHeadingLevel = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= 6;

/**
 * The front matter with `outline` read as docsgen's table-of-contents keys, the key paths it cannot draw, and, for
 * levels that are no heading levels, the key path and what is wrong (`outline` is then left out).
 */
export function fromVitePressOutline<T>(data: T): {
  data: T | Data;
  notDrawn: (string | number)[][];
  invalid?: { at: (string | number)[]; reason: string };
} {
  if (!isRecord(data) || !('outline' in data)) return { data, notDrawn: [] };
  const { outline, ...out } = data as Data;
  const notDrawn: (string | number)[][] = [];
  if (outline === false) out.hide_table_of_contents ??= true;
  else {
    const levels = levelsOf(isRecord(outline) ? outline.level : outline);
    // Another shape stays as written, for the schema to report as the unknown key it then is.
    if (!levels && !isRecord(outline)) return { data, notDrawn: [] };
    if (levels && !levels.every(isHeadingLevel)) {
      const at = isRecord(outline) ? ['outline', 'level'] : ['outline'];
      return { data: out, notDrawn, invalid: { at, reason: 'expected heading levels from 1 to 6, such as `[2, 3]` or `deep`' } };
    }
    if (levels) {
      out.toc_min_heading_level ??= levels[0];
      out.toc_max_heading_level ??= levels[1];
    }
    if (isRecord(outline) && outline.label !== undefined) notDrawn.push(['outline', 'label']);
  }
  return { data: out, notDrawn };
}
