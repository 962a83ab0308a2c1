/** One search client per page, shared by the modal and the /search page (created on first use). */
import type { SearchSettings } from '../../core/route-data.js';
import { createSearch, type SearchFunction } from './client.js';

let shared: { key: string; search: SearchFunction } | null = null;

export function warmUp(settings: SearchSettings): SearchFunction {
  const key = JSON.stringify(settings);
  if (shared?.key !== key) shared = { key, search: createSearch(settings) };
  return shared.search;
}
