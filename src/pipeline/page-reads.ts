/**
 * What the render cache and the page renderer share: the cache's settings as a render sees them, the record of
 * what a page read while rendering (site files and partials, checked again before its entry is reused), and the
 * shape of a cached output file. Pure, apart from hashing a partial's text.
 */
import { createHash } from 'node:crypto';
import { OUTSIDE_SITE, type FileFacts, type FileLookup } from '../markdown/context.js';

/** Where the cache lives and the key part every page of this build shares. */
export interface RenderCacheSettings {
  /** The cache folder (absolute). */
  dir: string;
  /** Hash of what every page depends on (see `siteRenderKey`). */
  siteKey: string;
  /** Per variant: hash of its docs' descriptions, which MDX pages show in category cards. */
  descriptionKeys: string[];
  /**
   * Doc file → a hash of its path and text, for the files this build read through the cache's readings: a page's key
   * takes it in place of the body, which it identifies, instead of hashing the body again.
   */
  sourceKeys?: ReadonlyMap<string, string>;
}

/** What a page read besides its doc while rendering: the files it named and the partials it included. */
export interface PageReads {
  /** Site path → the file's facts, or null when it did not exist. */
  files: Map<string, FileFacts | null>;
  /** Site path → sha256 of the text, or null when it could not be read. */
  texts: Map<string, string | null>;
}

/** An output file of a cached page: its path in the output, and its content in the blob store. */
export interface CachedFile {
  path: string;
  hash: string;
  bytes: number;
}

/** A cached file about to be linked into the output: with the store's fileFacts of its content, read as it was verified. */
export interface LinkedFile extends CachedFile {
  facts: string;
}

/** A lookup that notes every file it is asked for. */
export function recordingLookup(lookup: FileLookup, reads: PageReads): FileLookup {
  return {
    staticDir: lookup.staticDir,
    read(sitePath) {
      const facts = lookup.read(sitePath);
      // A file outside the site fails the page, which is never stored: noted as absent.
      reads.files.set(sitePath, facts === OUTSIDE_SITE ? null : facts);
      return facts;
    },
  };
}

/** Notes a partial's text (or its absence) as the page read it. */
export function recordText(reads: PageReads, sitePath: string, text: string | null): string | null {
  reads.texts.set(sitePath, text === null ? null : createHash('sha256').update(text).digest('hex'));
  return text;
}

/** Fresh read records for one page. */
export function newPageReads(): PageReads {
  return { files: new Map(), texts: new Map() };
}
