/**
 * Recent and favourite searches, kept in localStorage per index name (DocSearch's keys). Each entry is the
 * selected hit, identified by its objectID. Recent: 7 kept (4 shown when favourites exist). Favourites: 10.
 */
import type { Hit } from '../../core/search/engine.js';

export const MAX_RECENT = 7;
export const MAX_RECENT_WITH_FAVOURITES = 4;
export const MAX_FAVOURITES = 10;

export type StoredHit = Pick<Hit, 'objectID' | 'type' | 'hierarchy' | 'content' | 'url'>;

const recentKey = (index: string) => `__DOCSEARCH_RECENT_SEARCHES__${index}`;
const favouriteKey = (index: string) => `__DOCSEARCH_FAVORITE_SEARCHES__${index}`;

function read(key: string): StoredHit[] {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as StoredHit[]).filter((h) => h && typeof h.objectID === 'string') : [];
  } catch {
    return [];
  }
}

function write(key: string, hits: StoredHit[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(hits));
  } catch {
    /* storage full or disabled: the lists live for this page only */
  }
}

const strip = ({ objectID, type, hierarchy, content, url }: StoredHit): StoredHit => ({ objectID, type, hierarchy, content, url });

export function loadSaved(index: string): { recent: StoredHit[]; favourites: StoredHit[] } {
  return { recent: read(recentKey(index)), favourites: read(favouriteKey(index)) };
}

export function addRecent(index: string, hit: StoredHit): void {
  if (read(favouriteKey(index)).some((f) => f.objectID === hit.objectID)) return;
  write(recentKey(index), [strip(hit), ...read(recentKey(index)).filter((h) => h.objectID !== hit.objectID)].slice(0, MAX_RECENT));
}

export function removeRecent(index: string, objectID: string): void {
  write(
    recentKey(index),
    read(recentKey(index)).filter((h) => h.objectID !== objectID),
  );
}

export function addFavourite(index: string, hit: StoredHit): void {
  write(favouriteKey(index), [strip(hit), ...read(favouriteKey(index)).filter((h) => h.objectID !== hit.objectID)].slice(0, MAX_FAVOURITES));
  removeRecent(index, hit.objectID);
}

export function removeFavourite(index: string, objectID: string): void {
  write(
    favouriteKey(index),
    read(favouriteKey(index)).filter((h) => h.objectID !== objectID),
  );
}
