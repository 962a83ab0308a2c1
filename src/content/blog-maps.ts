/**
 * The blog's two maps, as Docusaurus reads them: `authors.yml` (author key → name, title, url, image_url, email,
 * page) and `tags.yml` (tag key → label, permalink, description). Parses and validates their YAML (bounded, never
 * evaluated); a map that cannot be read is a located error and counts as empty. Pure: takes text, reads no files.
 */
import { authorSocialLinks, HANDLE_PLATFORMS, type AuthorSocial } from './author-socials.js';
import { z } from 'zod';
import kebabCase from 'lodash.kebabcase';
import { trimLeadingSlashes } from '../../core/urls.js';
import { diagnostic } from '../diagnostics/catalogue.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { loadBoundedYaml } from './bounded-yaml.js';
import { lineOfKeyPath } from './yaml-key-lines.js';

export interface MapAuthor {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  /** The author's page under the blog's authors route (`jane`), or null for none (`page` not set). */
  permalink: string | null;
  /** Links to the author's profiles, from `socials`. */
  socials?: AuthorSocial[];
}

export interface MapTag {
  key: string;
  label: string;
  /** Under the blog's tags route, without a leading slash. */
  permalink: string;
  description?: string;
}

const authorSchema = z.object({
  name: z.string().trim().min(1),
  title: z.string().optional(),
  url: z.string().optional(),
  image_url: z.string().optional(),
  imageURL: z.string().optional(),
  email: z.string().optional(),
  page: z.union([z.boolean(), z.object({ permalink: z.string().trim().min(1) })]).optional(),
  socials: z.record(z.string(), z.string()).optional(),
});
const tagSchema = z
  .object({ label: z.string().trim().min(1).optional(), permalink: z.string().trim().min(1).optional(), description: z.string().optional() })
  .nullable();

export interface MapFile {
  /** Path relative to the site root, for diagnostics. */
  file: string;
  text: string;
}

/** The YAML's data, or null after a located error. */
function readMap(map: 'authors' | 'tags', source: MapFile, diagnostics: Diagnostic[]): Record<string, unknown> | null {
  try {
    const data = source.text.trim() ? loadBoundedYaml(source.text) : {};
    if (data !== null && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
    diagnostics.push(diagnostic('blog-map-invalid', 'error', { map, reason: 'it is not a map of keys' }, { file: source.file, line: 1 }));
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message.split('\n')[0]!;
    diagnostics.push(diagnostic('blog-map-invalid', 'error', { map, reason }, { file: source.file, line: mark ? mark.line + 1 : 1 }));
  }
  return null;
}

export function parseAuthorsMap(source: MapFile | null): { authors: Map<string, MapAuthor>; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const authors = new Map<string, MapAuthor>();
  const data = source ? readMap('authors', source, diagnostics) : null;
  for (const [key, value] of Object.entries(data ?? {})) {
    const check = authorSchema.safeParse(value);
    if (!check.success) {
      const issue = check.error.issues[0]!;
      const reason = `${key}${issue.path.length ? '.' + issue.path.join('.') : ''}: ${issue.message}`;
      diagnostics.push(diagnostic('blog-map-invalid', 'error', { map: 'authors', reason }, { file: source!.file, line: lineOfKeyPath(source!.text, [key]) }));
      continue;
    }
    const { name, title, url, image_url, imageURL, email, page, socials } = check.data;
    const image = image_url ?? imageURL;
    const social = authorSocialLinks(socials);
    for (const platform of social.unreadable)
      diagnostics.push(
        diagnostic(
          'blog-author-social',
          'warning',
          { name, platform, platforms: HANDLE_PLATFORMS },
          { file: source!.file, line: lineOfKeyPath(source!.text, [key, 'socials', platform]) },
        ),
      );
    authors.set(key, {
      key,
      name,
      ...(title ? { title } : {}),
      ...(url ? { url } : {}),
      ...(image ? { imageUrl: image } : {}),
      ...(email ? { email } : {}),
      permalink: page === true ? kebabCase(key) : page ? trimLeadingSlashes(page.permalink) : null,
      ...(social.links.length ? { socials: social.links } : {}),
    });
  }
  return { authors, diagnostics };
}

export function parseTagsMap(source: MapFile | null): { tags: Map<string, MapTag>; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const tags = new Map<string, MapTag>();
  const data = source ? readMap('tags', source, diagnostics) : null;
  for (const [key, value] of Object.entries(data ?? {})) {
    const check = tagSchema.safeParse(value);
    if (!check.success) {
      const issue = check.error.issues[0]!;
      const reason = `${key}${issue.path.length ? '.' + issue.path.join('.') : ''}: ${issue.message}`;
      diagnostics.push(diagnostic('blog-map-invalid', 'error', { map: 'tags', reason }, { file: source!.file, line: lineOfKeyPath(source!.text, [key]) }));
      continue;
    }
    const given = check.data ?? {};
    tags.set(key, {
      key,
      label: given.label ?? key,
      permalink: trimLeadingSlashes(given.permalink ?? kebabCase(key)),
      ...(given.description ? { description: given.description } : {}),
    });
  }
  return { tags, diagnostics };
}
