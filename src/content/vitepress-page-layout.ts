/**
 * Reads VitePress' `layout: page` (a page without the doc layout's parts: no outline, no previous and next links,
 * no edit link; the sidebar stays) as the docsgen keys that leave those parts out: `hide_table_of_contents`,
 * `pagination_prev`/`pagination_next: null` and `custom_edit_url: null`, each unless the page sets it itself. Pure:
 * changes no input object; a page of another layout comes back as it was.
 */
import { isRecord } from '../util/is-record.js';

type Data = Record<string, unknown>;

export function fromVitePressPage<T>(data: T): T | Data {
  if (!isRecord(data) || data.layout !== 'page') return data;
  const { layout: _page, ...out } = data as Data;
  const unlessSet = (key: string, value: unknown) => {
    if (out[key] === undefined) out[key] = value;
  };
  unlessSet('hide_table_of_contents', true);
  unlessSet('pagination_prev', null);
  unlessSet('pagination_next', null);
  unlessSet('custom_edit_url', null);
  return out;
}
