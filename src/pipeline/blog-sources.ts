/**
 * Reading the blog: whether the site has one (the `blog` key, else a `blog/` folder, as Docusaurus' classic preset
 * builds one by default), its options with defaults filled in, its posts' files (by `blog.include`/`exclude`) with
 * their last change, and its authors and tags files. Reads only; the plan (blog-plan.ts) makes pages of it.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { blogOptionsSchema, type BlogOptions } from '../config/blog-options.js';
import type { SiteConfig } from '../config/schema.js';
import type { RawBlogFile } from '../content/blog-posts.js';
import type { MapFile } from '../content/blog-maps.js';
import { readDocText } from '../content/discover.js';
import { docFileTest } from '../content/doc-globs.js';
import { walkFiles } from '../content/walk.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { relativePosixPath } from '../util/paths.js';

export interface BlogSources {
  options: BlogOptions;
  /** The blog folder, relative to the site root with forward slashes (`blog`). */
  folder: string;
  /** False when the config asks for a blog whose folder is missing (the plan reports it at the config). */
  found: boolean;
  files: RawBlogFile[];
  authorsMap: MapFile | null;
  tagsMap: MapFile | null;
  diagnostics: Diagnostic[];
}

/** The blog's options, or null for a site without a blog: `blog: false`, or no `blog` key and no `blog/` folder. */
export function blogOptionsOf(root: string, config: Pick<SiteConfig, 'blog'>): BlogOptions | null {
  if (config.blog === false) return null;
  if (config.blog) return config.blog;
  const defaults = blogOptionsSchema.parse({});
  return existsSync(path.resolve(root, defaults.path)) ? defaults : null;
}

async function readMapFile(root: string, dir: string, name: string | null): Promise<MapFile | null> {
  if (!name) return null;
  const absolute = path.resolve(dir, name);
  try {
    return { file: relativePosixPath(root, absolute), text: await readFile(absolute, 'utf8') };
  } catch {
    return null;
  }
}

export async function readBlogSources(root: string, config: Pick<SiteConfig, 'blog'>): Promise<BlogSources | null> {
  const options = blogOptionsOf(root, config);
  if (!options) return null;
  const dir = path.resolve(root, options.path);
  const folder = relativePosixPath(root, dir) || '.';
  const isPost = docFileTest(options);
  const walked = await walkFiles(root, dir, isPost);
  const diagnostics = [...walked.diagnostics];
  if (!walked.found) return { options, folder, found: false, files: [], authorsMap: null, tagsMap: null, diagnostics };
  // Read at once, as the docs are.
  const read = await Promise.all(
    walked.files.map(async (entry) => {
      const file = relativePosixPath(root, entry.absolute);
      const [text, stats] = await Promise.all([readDocText(entry.absolute, file), stat(entry.absolute)]);
      return { entry, file, text, modified: stats.mtime.toISOString() };
    }),
  );
  const files: RawBlogFile[] = [];
  for (const { entry, file, text, modified } of read) {
    diagnostics.push(...text.diagnostics);
    if (text.text !== null) files.push({ sourcePath: entry.relative, file, text: text.text, modified });
  }
  files.sort((a, b) => (a.sourcePath < b.sourcePath ? -1 : a.sourcePath > b.sourcePath ? 1 : 0));
  const [authorsMap, tagsMap] = await Promise.all([readMapFile(root, dir, options.authorsMapPath), readMapFile(root, dir, options.tags)]);
  return { options, folder, found: true, files, authorsMap, tagsMap, diagnostics };
}
