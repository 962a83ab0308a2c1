/**
 * Reads the parts of VitePress' default theme a page turns off in its front matter as the Docusaurus keys docsgen
 * knows: `sidebar: false` is `displayed_sidebar: null`, `aside: false` (the column holding the outline)
 * `hide_table_of_contents`, `editLink: false` `custom_edit_url: null`, and `prev: false` / `next: false`
 * `pagination_prev` / `pagination_next: null`. `true`, each part's default, is dropped; any other value stays as
 * written (for the schema to report). A Docusaurus key the page sets itself wins. Pure: changes no input object.
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

export function fromVitePressSwitches<T>(data: T): T | Data {
  if (!isRecord(data) || !Object.keys(SWITCHES).some((name) => typeof data[name] === 'boolean')) return data;
  const out: Data = { ...(data as Data) };
  for (const [name, [key, off]] of Object.entries(SWITCHES)) {
    const value = out[name];
    if (typeof value !== 'boolean') continue;
    delete out[name];
    if (value === false && out[key] === undefined) out[key] = off;
  }
  return out;
}
