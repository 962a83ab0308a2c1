/**
 * Reading the blog: whether the site has one (the `blog` key, else a `blog/` folder, as Docusaurus' classic preset
 * builds one by default), its options with defaults filled in, its posts' files (by `blog.include`/`exclude`) with
 * their last change, and its authors and tags files; and, for each other locale, what Docusaurus reads from
 * `i18n/<locale>/docusaurus-plugin-content-blog/` (or the locale's folder of the docs, `fr/blog/`, with
 * `i18n.layout: 'folders'` and the blog inside the docs, as starlight-blog keeps translations): translated posts (a post without one keeps its own text), authors
 * and tags files, and `options.json` (the blog's title, description and sidebar title). Reads only; the plan
 * (blog-plan.ts) makes pages of it.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { blogOptionsSchema, type BlogOptions } from '../config/blog-options.js';
import type { SiteConfig } from '../config/schema.js';
import { localeFolderOf } from '../config/names.js';
import type { RawBlogFile } from '../content/blog-posts.js';
import type { MapFile } from '../content/blog-maps.js';
import { readDocText } from '../content/discover.js';
import { docFileTest } from '../content/doc-globs.js';
import { walkFiles } from '../content/walk.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { parseTranslationFile } from '../i18n/interface-text.js';
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
  /** Each other locale's translations, by locale code (a locale without a translation folder has none). */
  translations?: ReadonlyMap<string, BlogTranslation>;
}

/** What one locale's translation folder (`i18n/<locale>/docusaurus-plugin-content-blog/`, or `fr/blog/`) holds. */
export interface BlogTranslation {
  /**
   * Translated posts by the key that pairs them with a post (`translationKey`): their path in the blog folder
   * (`2024-05-01-launch.md`), or that path without its extension in a locale folder of the docs.
   */
  files: ReadonlyMap<string, RawBlogFile>;
  /** The posts pair by path without extension (`.md` translating `.mdx`), as Starlight pairs them by slug. */
  bySlug: boolean;
  authorsMap: MapFile | null;
  tagsMap: MapFile | null;
  /** `options.json`: `title`, `description` and `sidebar.title` as translation messages. */
  options: ReadonlyMap<string, string>;
}

/** What pairs a translation with a post: its path, or with `bySlug` its path without a Markdown extension. */
export const translationKey = (sourcePath: string, bySlug: boolean): string => (bySlug ? sourcePath.replace(/\.mdx?$/i, '') : sourcePath);

/** Docusaurus' folder of a locale's translated blog. */
export function translatedBlogPath(localeFolder: string): string {
  return `i18n/${localeFolder}/docusaurus-plugin-content-blog`;
}

/**
 * Where a locale's translated blog is, relative to the site folder: with `i18n.layout: 'folders'` and the blog folder
 * inside the folder of the locale folders (the docs folder, or `i18n.localesPath`), the blog's place in the locale's
 * folder, as Starlight and starlight-blog keep it (`src/content/docs/blog/` → `src/content/docs/fr/blog/`);
 * otherwise Docusaurus' `i18n/<locale>/docusaurus-plugin-content-blog/`. In a locale folder a translation pairs with
 * its post by path without extension (`bySlug`: Starlight pairs `fr/blog/x.md` with `blog/x.mdx`); in Docusaurus'
 * folder, by the same file name.
 */
export function localeBlogFolder(
  root: string,
  config: { i18n: Pick<SiteConfig['i18n'], 'layout' | 'localesPath'>; docs: Pick<SiteConfig['docs'], 'path'> },
  blogFolder: string,
  localeFolder: string,
): { folder: string; bySlug: boolean } {
  if (config.i18n.layout === 'folders') {
    const locales = relativePosixPath(root, path.resolve(root, config.i18n.localesPath ?? config.docs.path)) || '.';
    // The default locale's own folder among the others (Starlight without a `root` locale: `docs/en/blog/`): the blog's
    // place in it is its place in each other locale's (`docs/fr/blog/`).
    const docs = relativePosixPath(root, path.resolve(root, config.docs.path)) || '.';
    const inDocs = docs !== locales && docs !== '.' && blogFolder.startsWith(`${docs}/`) ? blogFolder.slice(docs.length + 1) : null;
    const inside = inDocs ?? (locales === '.' ? blogFolder : blogFolder.startsWith(`${locales}/`) ? blogFolder.slice(locales.length + 1) : null);
    if (inside) return { folder: path.posix.join(locales, localeFolder, inside), bySlug: true };
  }
  return { folder: translatedBlogPath(localeFolder), bySlug: false };
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

/** The posts of a folder, read at once as the docs are, in path order; `null` when the folder is missing. */
async function readPostFiles(
  root: string,
  dir: string,
  isPost: (relative: string) => boolean,
): Promise<{ files: RawBlogFile[] | null; diagnostics: Diagnostic[] }> {
  const walked = walkFiles(root, dir, isPost);
  const diagnostics = [...walked.diagnostics];
  if (!walked.found) return { files: null, diagnostics };
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
  return { files, diagnostics };
}

/** One locale's translation folder (null when it has nothing), and the problems of reading it. */
async function readTranslation(
  root: string,
  options: BlogOptions,
  folder: string,
  bySlug: boolean,
  isPost: (relative: string) => boolean,
): Promise<{ translation: BlogTranslation | null; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const dir = path.resolve(root, folder);
  const [posts, authorsMap, tagsMap, optionsFile] = await Promise.all([
    readPostFiles(root, dir, isPost),
    readMapFile(root, dir, options.authorsMapPath),
    readMapFile(root, dir, options.tags),
    readMapFile(root, dir, 'options.json'),
  ]);
  diagnostics.push(...posts.diagnostics);
  if (!posts.files && !authorsMap && !tagsMap && !optionsFile) return { translation: null, diagnostics };
  const translation: BlogTranslation = {
    files: new Map((posts.files ?? []).map((file) => [translationKey(file.sourcePath, bySlug), file])),
    bySlug,
    authorsMap,
    tagsMap,
    options: optionsFile ? parseTranslationFile(optionsFile.file, optionsFile.text, diagnostics) : new Map(),
  };
  return { translation, diagnostics };
}

export async function readBlogSources(
  root: string,
  config: Pick<SiteConfig, 'blog' | 'i18n'> & { docs: Pick<SiteConfig['docs'], 'path'> },
): Promise<BlogSources | null> {
  const options = blogOptionsOf(root, config);
  if (!options) return null;
  const dir = path.resolve(root, options.path);
  const folder = relativePosixPath(root, dir) || '.';
  const isPost = docFileTest(options);
  const others = config.i18n.locales.filter((code) => code !== config.i18n.defaultLocale);
  const [posts, authorsMap, tagsMap, translated] = await Promise.all([
    readPostFiles(root, dir, isPost),
    readMapFile(root, dir, options.authorsMapPath),
    readMapFile(root, dir, options.tags),
    Promise.all(
      others.map((locale) => {
        const place = localeBlogFolder(root, config, folder, localeFolderOf(config.i18n, locale));
        return readTranslation(root, options, place.folder, place.bySlug, isPost);
      }),
    ),
  ]);
  // In the locales' order, whichever read finished first.
  const diagnostics = [...posts.diagnostics, ...translated.flatMap((read) => read.diagnostics)];
  if (!posts.files) return { options, folder, found: false, files: [], authorsMap: null, tagsMap: null, diagnostics };
  const translations = new Map(others.flatMap((locale, i) => (translated[i]!.translation ? [[locale, translated[i]!.translation!] as const] : [])));
  // As Docusaurus does, a translated file with no post of its path is not a post: said, not dropped silently.
  for (const translation of translations.values()) {
    const own = new Set(posts.files.map((file) => translationKey(file.sourcePath, translation.bySlug)));
    for (const [key, file] of translation.files)
      if (!own.has(key))
        diagnostics.push(diagnostic('translation-orphan', 'warning', { sourcePath: file.sourcePath, versionFolder: folder }, { file: file.file, line: 1 }));
  }
  return { options, folder, found: true, files: posts.files, authorsMap, tagsMap, diagnostics, ...(translations.size ? { translations } : {}) };
}

/**
 * The blog as a locale has it, as Docusaurus builds it: the default locale's posts, each in its translation when the
 * locale has one (a translated file with no post of that path is not a post), the locale's authors and tags files
 * where it has them, and its `options.json` titles. The default locale's sources as they are for a locale with no
 * translations.
 */
export function localeBlogSources(sources: BlogSources, locale: string): BlogSources {
  const translation = sources.translations?.get(locale);
  if (!translation) return sources;
  const titled = (key: string) => translation.options.get(key);
  return {
    ...sources,
    options: {
      ...sources.options,
      blogTitle: titled('title') || sources.options.blogTitle,
      blogDescription: titled('description') ?? sources.options.blogDescription,
      blogSidebarTitle: titled('sidebar.title') || sources.options.blogSidebarTitle,
    },
    files: sources.files.map((file) => translation.files.get(translationKey(file.sourcePath, translation.bySlug)) ?? file),
    authorsMap: translation.authorsMap ?? sources.authorsMap,
    tagsMap: translation.tagsMap ?? sources.tagsMap,
  };
}
