/**
 * The file lookup the Markdown pipeline uses for local images and linked files: a file's content hash and, for
 * images, its intrinsic size, read from the site folder on first use and cached per site root (a cached entry is
 * read again when the file's size or modification time changes, so `docsgen dev` sees edits). Sizes come from
 * `image-size`, which parses only the format's header (no pixel decoding, no native code). Reads files; writes
 * nothing.
 */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { toPosixPath } from '../util/paths.js';
import { imageSize } from 'image-size';
import { OUTSIDE_SITE, type FileFacts, type FileLookup } from '../markdown/context.js';

interface Cached {
  mtimeMs: number;
  size: number;
  facts: FileFacts;
}

const IMAGE_EXTENSION = /\.(png|jpe?g|gif|webp|avif|svg|bmp|ico|tiff?)$/i;

function readFacts(file: string): FileFacts {
  const bytes = readFileSync(file);
  const facts: FileFacts = { hash: createHash('sha256').update(bytes).digest('hex').slice(0, 8) };
  if (IMAGE_EXTENSION.test(file)) {
    try {
      const { width, height } = imageSize(bytes);
      if (width && height) Object.assign(facts, { width, height });
    } catch {
      // A format the reader does not know, or a damaged file: the image is emitted without a size.
    }
  }
  return facts;
}

const lookups = new Map<string, FileLookup>();

/**
 * The lookup for a site root (absolute), its static folder (relative to the root) and its docs folder, which may
 * sit beside the root (`../docs`): files of either folder may be read, through links too, nothing else.
 */
export function siteFileLookup(root: string, staticDir: string, docsDir?: string): FileLookup {
  const docsOutside = docsDir && path.relative(root, path.resolve(root, docsDir)).startsWith('..') ? path.resolve(root, docsDir) : null;
  const key = `${root}\0${staticDir}\0${docsOutside ?? ''}`;
  let lookup = lookups.get(key);
  if (lookup) return lookup;
  const cache = new Map<string, Cached>();
  const folders = [root, ...(docsOutside ? [docsOutside] : [])];
  lookup = {
    staticDir: path.posix.normalize(toPosixPath(staticDir)).replace(/^\.\/|\/$/g, ''),
    read(sitePath) {
      const named = path.resolve(root, sitePath);
      const folder = folders.find((dir) => !path.relative(dir, named).startsWith('..'));
      if (!folder) return null;
      // The file is read and copied through its links: where they really lead must be inside that folder too.
      let file: string;
      let realFolder: string;
      try {
        [file, realFolder] = [realpathSync(named), realpathSync(folder)];
      } catch {
        return null;
      }
      if (file !== realFolder && !file.startsWith(realFolder + path.sep)) return OUTSIDE_SITE;
      let stat;
      try {
        stat = statSync(file);
      } catch {
        return null;
      }
      if (!stat.isFile()) return null;
      const cached = cache.get(file);
      if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.facts;
      const facts = readFacts(file);
      cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, facts });
      return facts;
    },
  };
  lookups.set(key, lookup);
  return lookup;
}
