/**
 * The dev server's cache of rendered page files: at most `capacity` pages, the least recently used dropped first,
 * so memory stays bounded however large the site is (a dropped page is rendered again when asked for). Holds
 * whatever files a page carries, by route. Pure bookkeeping: renders and reads nothing.
 */
import type { OutputFile } from '../pipeline/pages.js';

/** How many pages' files the dev server keeps by default (about 60 KB each on a 10,000-page site). */
export const DEFAULT_PAGE_CACHE = 200;

export class PageCache {
  private readonly entries = new Map<string, readonly OutputFile[]>();

  constructor(readonly capacity = DEFAULT_PAGE_CACHE) {}

  get size(): number {
    return this.entries.size;
  }

  /** The page's files, marked as just used; undefined when not held. */
  get(route: string): readonly OutputFile[] | undefined {
    const files = this.entries.get(route);
    if (files === undefined) return undefined;
    this.entries.delete(route);
    this.entries.set(route, files);
    return files;
  }

  set(route: string, files: readonly OutputFile[]): void {
    this.entries.delete(route);
    this.entries.set(route, files);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(route: string): void {
    this.entries.delete(route);
  }

  /** A copy holding the same entries (the files are shared, not copied), but for `except`. */
  copy(except: Iterable<string> = []): PageCache {
    const copy = new PageCache(this.capacity);
    for (const [route, files] of this.entries) copy.entries.set(route, files);
    for (const route of except) copy.entries.delete(route);
    return copy;
  }
}
