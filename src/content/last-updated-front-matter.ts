/**
 * Reads VitePress' and Starlight's `lastUpdated` page key as docsgen's: `false` hides the page's last update
 * (`hide_last_update`), a date replaces the one git gives (`last_update.date`), and `true` asks for what the
 * site's setting (`docs.showLastUpdateTime`, which `docsgen init` carries from the project's `lastUpdated`)
 * shows anyway, so it is left out. Pure: changes no input object; any other value stays for the unknown-key warning.
 */
import { isRecord } from '../util/is-record.js';

type Data = Record<string, unknown>;

export function fromForeignLastUpdated<T>(data: T): T | Data {
  if (!isRecord(data) || !('lastUpdated' in data)) return data;
  const value = data.lastUpdated;
  const isDate = value instanceof Date || (typeof value === 'string' && value.trim() !== '');
  if (typeof value !== 'boolean' && !isDate) return data;
  const { lastUpdated: _read, ...out } = data as Data;
  if (value === false && out.hide_last_update === undefined) out.hide_last_update = true;
  if (isDate && out.last_update === undefined) out.last_update = { date: value };
  return out;
}
