/**
 * Reads the parts of VitePress' default theme a page turns off in its front matter as the Docusaurus keys docsgen
 * knows: `sidebar: false` is `displayed_sidebar: null`, `aside: false` (the column holding the outline)
 * `hide_table_of_contents`, `editLink: false` `custom_edit_url: null`, and `prev: false` / `next: false`
 * `pagination_prev` / `pagination_next: null`. `true`, each part's default, is dropped; any other value stays as
 * written (for the schema to report). `pageClass` (a class on the page) is `wrapperClassName`. `footer` and
 * `markdownStyles`, which docsgen does not draw, are taken out and named, for a warning that says whose keys they
 * are. A Docusaurus key the page sets itself wins. Pure: changes no input object.
 */
import { isRecord } from '../util/is-record.js';

type Data = Record<string, unknown>;

/** VitePress' switch → the docsgen key and the value that turns the same part off. */
const SWITCHES: Readonly<Record<string, readonly [key: string, off: unknown]>> = {
  sidebar: ['displayed_sidebar', null],
  aside: ['hide_table_of_contents', true],
  editLink: ['custom_edit_url', null],
  prev: ['pagination_prev', null],
  next: ['pagination_next', null],
};

/** VitePress' keys of parts docsgen does not draw: the site footer of a page without sidebar, the doc styles. */
const NOT_DRAWN = ['footer', 'markdownStyles'];

export function fromVitePressSwitches<T>(data: T): { data: T | Data; notDrawn: (string | number)[][] } {
  if (!isRecord(data) || ![...Object.keys(SWITCHES), ...NOT_DRAWN, 'pageClass'].some((name) => data[name] !== undefined)) return { data, notDrawn: [] };
  const notDrawn = NOT_DRAWN.filter((name) => typeof data[name] === 'boolean');
  const out: Data = { ...(data as Data) };
  for (const [name, [key, off]] of Object.entries(SWITCHES)) {
    const value = out[name];
    if (typeof value !== 'boolean') continue;
    delete out[name];
    if (value === false && out[key] === undefined) out[key] = off;
  }
  if (typeof out.pageClass === 'string') {
    if (out.wrapperClassName === undefined) out.wrapperClassName = out.pageClass;
    delete out.pageClass;
  }
  for (const name of notDrawn) delete out[name];
  return { data: out, notDrawn: notDrawn.map((name) => [name]) };
}
